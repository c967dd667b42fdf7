import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';

/** How many articles wait for an editor: the queue's count. */
const InReviewCountQuery = graphql(`
  query InReviewCount {
    articles(status: [IN_REVIEW], page: 1, pageSize: 1) {
      totalItems
    }
  }
`);

/**
 * For editors and admins, above the staff list: every article, or the queue of those handed in
 * for review with how many wait. Each is an address (the list's filters, with or without the
 * status), so Back and a shared link keep the view.
 */
export function ReviewQueueNav({
  inQueue,
  allTo,
  queueTo,
}: {
  inQueue: boolean;
  allTo: string;
  queueTo: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(InReviewCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.articles.totalItems;
  return (
    <HStack as="nav" aria-label={t('admin.views')} gap="2" wrap="wrap">
      <Button asChild size="sm" variant={inQueue ? 'outline' : 'solid'}>
        <RouterLink to={allTo} aria-current={inQueue ? undefined : 'page'}>
          {t('admin.viewAll')}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant={inQueue ? 'solid' : 'outline'}>
        <RouterLink to={queueTo} aria-current={inQueue ? 'page' : undefined}>
          {t('admin.viewInReview')}{' '}
          {count !== undefined && (
            <Badge colorPalette="orange" variant={inQueue ? 'surface' : 'subtle'} data-count="">
              {count}
            </Badge>
          )}
        </RouterLink>
      </Button>
    </HStack>
  );
}
