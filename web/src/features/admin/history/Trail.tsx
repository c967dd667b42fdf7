import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditAction } from '../../../gql/graphql';
import { useFormatDateTime } from '../../../shared/useDates';

/** What a move in the workflow says, in the interface's language. */
export function useMoveLabel() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (move: { action: AuditAction; detail?: string | null }) =>
    t(`history.move.${move.action}`, {
      time: move.action === 'SCHEDULE' && move.detail ? formatDateTime(move.detail) : '',
      id: move.detail ?? '',
    });
}

/** The article's moves in the workflow: who moved it where, and when. */
export function Trail({
  moves,
}: {
  moves: readonly {
    id: string;
    action: AuditAction;
    detail?: string | null;
    createdAt: string;
    user: { name: string };
  }[];
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const label = useMoveLabel();
  return (
    <Stack as="section" aria-labelledby="trail" gap="3">
      <Heading as="h2" id="trail" size="lg">
        {t('history.trail')}
      </Heading>
      {moves.length === 0 ? (
        <Text color="fg.muted">{t('history.trailEmpty')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {moves.map((move) => (
            <Box as="li" key={move.id}>
              <Text>{label(move)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('history.byAt', { name: move.user.name, time: formatDateTime(move.createdAt) })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
