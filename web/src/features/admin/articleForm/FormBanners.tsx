import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { articleIdPath } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { langOf, statusShown } from '../../../shared/articles';
import { Problem } from '../../../shared/components/Problem';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import type { Unsaved } from '../../../shared/unsavedArticles';
import { useFormatDateTime } from '../../../shared/useDates';
import type { ArticleValues } from '../articleSchema';
import { SentBackBanner } from '../ReviewLoop';

/** The article's status, and its reader page (or preview) and history. */
export function ArticleStatusLine({ article }: { article: ArticleForm_ArticleFragment }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('admin.colStatus')}:
      </Text>
      <StatusBadge status={article.status} publishedAt={article.publishedAt} />
      {/* Reader pages are not part of this app: each opens as a page of its own, in a tab
          of its own. A preview is the saved article, rendered with the account's session. */}
      {statusShown(article) === 'PUBLISHED' ? (
        <Link href={articleIdPath(article.id)} target="_blank" rel="noopener" fontSize="sm">
          {t('articleForm.viewOnSite')}
        </Link>
      ) : (
        <Link href={`/graphql/preview/${article.id}`} target="_blank" rel="noopener" fontSize="sm">
          {t('articleForm.preview')}
        </Link>
      )}
      <Link asChild fontSize="sm">
        <RouterLink to={`/admin/history/${article.id}`}>{t('history.link')}</RouterLink>
      </Link>
    </HStack>
  );
}

/** Someone else's save, made after the form opened, beside the writer's refused one. */
export function ConflictBanner({
  conflict,
  onTakeTheirs,
}: {
  conflict: ArticleForm_ArticleFragment;
  onTakeTheirs: (theirs: ArticleForm_ArticleFragment) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Problem status="warning">
      <Stack gap="2" align="stretch">
        <Text>{t('articleForm.conflict', { time: formatDateTime(conflict.updatedAt) })}</Text>
        <Box borderWidth="1px" rounded="md" p="3" lang={langOf(conflict.language)}>
          <Text fontSize="sm" color="fg.muted">
            {t('articleForm.conflictTheirs')}
          </Text>
          <Text fontWeight="bold">{conflict.title}</Text>
          <Text lineClamp={6} whiteSpace="pre-line">
            {conflict.content}
          </Text>
        </Box>
        <Box>
          <Button size="sm" variant="outline" onClick={() => onTakeTheirs(conflict)}>
            {t('articleForm.conflictTakeTheirs')}
          </Button>
        </Box>
      </Stack>
    </Problem>
  );
}

/** Changes kept in this browser on an earlier visit, to restore or discard. */
export function KeptCopyBanner({
  kept,
  onRestore,
  onDiscard,
}: {
  kept: Unsaved<ArticleValues>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Problem status="info">
      <Stack gap="2" align="flex-start">
        <Text>
          {t('articleForm.unsavedKept', { time: formatDateTime(new Date(kept.at).toISOString()) })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="red" onClick={onRestore}>
            {t('articleForm.unsavedRestore')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            {t('articleForm.unsavedDiscard')}
          </Button>
        </HStack>
      </Stack>
    </Problem>
  );
}

/** What stands in the writer's way: sent back, with the editors, read only, a failed save. */
export function AccessBanners({
  article,
  awaitingReview,
  readOnly,
  failure,
}: {
  article: ArticleForm_ArticleFragment | undefined;
  awaitingReview: boolean;
  readOnly: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {article && <SentBackBanner article={article} />}
      {awaitingReview ? (
        <Problem status="info">{t('articleForm.inReview')}</Problem>
      ) : (
        readOnly && <Problem status="warning">{t('articleForm.readOnly')}</Problem>
      )}
      {failure && <Problem>{failure}</Problem>}
    </>
  );
}
