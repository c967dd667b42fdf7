import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '../../gql/graphql';
import { statusShown } from '../articles';
import { useFormatDateTime } from '../useDates';

const PALETTE = { DRAFT: 'gray', IN_REVIEW: 'orange', PUBLISHED: 'green', SCHEDULED: 'blue' };

/** Draft, In review, Published or Scheduled (with its time in the tooltip). */
export function StatusBadge({
  status,
  publishedAt,
}: {
  status: ArticleStatus;
  publishedAt: string | null | undefined;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const shown = statusShown({ status, publishedAt });
  return (
    <Badge
      colorPalette={PALETTE[shown]}
      variant="subtle"
      data-status={shown}
      title={
        shown === 'SCHEDULED' && publishedAt
          ? t('status.scheduledFor', { time: formatDateTime(publishedAt) })
          : undefined
      }
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}
