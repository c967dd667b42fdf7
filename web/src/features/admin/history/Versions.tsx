import { useMutation } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Problem } from '../../../shared/components/Problem';
import { toastSuccess } from '../../../shared/components/toasts';
import { failureMessage } from '../../../shared/errors';
import { useFormatDateTime } from '../../../shared/useDates';
import { Comparison } from './Comparison';
import { RestoreRevisionMutation, type Revision } from './documents';

/** The article's saved versions: who saved each and what changed, restoring one, comparing two. */
export function Versions({
  articleId,
  revisions,
  updatedAt,
  canRestore,
  onRestored,
}: {
  articleId: string;
  revisions: readonly Revision[];
  updatedAt: string;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const newest = revisions[0]?.number;
  const [asked, setAsked] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { loading: restoring }] = useMutation(RestoreRevisionMutation);

  const confirm = async () => {
    if (asked === null) return;
    setFailure(null);
    try {
      await restore({ variables: { id: articleId, number: asked, updatedAt } });
      toastSuccess(t('history.restored', { number: asked }));
      onRestored();
    } catch (e) {
      setFailure(failureMessage(t, 'history.restoreFailed', e));
    } finally {
      setAsked(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="versions" gap="4">
      <Heading as="h2" id="versions" size="lg">
        {t('history.versions')}
      </Heading>
      {failure && <Problem>{failure}</Problem>}
      <Stack as="ol" gap="3" listStyleType="none">
        {revisions.map((revision) => (
          <Box as="li" key={revision.number} borderWidth="1px" rounded="md" p="3">
            <Flex justify="space-between" align="center" wrap="wrap" gap="2">
              <Stack gap="0.5">
                <Text fontWeight="semibold">
                  {t('history.version', { number: revision.number })}
                  {revision.number === newest && ` (${t('history.current')})`}
                  {' · '}
                  {t(`history.action.${revision.action}`, { number: revision.restoredFrom })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('history.byAt', {
                    name: revision.author.name,
                    time: formatDateTime(revision.createdAt),
                  })}
                </Text>
                {revision.action !== 'CREATE' && revision.fields.length > 0 && (
                  <Text fontSize="sm">
                    {t('history.changed', {
                      fields: revision.fields.map((f) => t(`history.fields.${f}`)).join(', '),
                    })}
                  </Text>
                )}
              </Stack>
              {canRestore && revision.number !== newest && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restoring}
                  onClick={() => setAsked(revision.number)}
                >
                  {t('history.restore', { number: revision.number })}
                </Button>
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
      {revisions.length > 1 && <Comparison articleId={articleId} revisions={revisions} />}
      <ConfirmDialog
        open={asked !== null}
        message={t('history.restoreConfirm', { number: asked })}
        confirmLabel={t('history.restoreButton')}
        busy={restoring}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
