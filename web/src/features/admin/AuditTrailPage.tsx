import { useQuery } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { PAGING } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { langOf } from '../../shared/articles';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { ListPager, ListTable } from '../../shared/components/StaffList';
import { StaffPage } from '../../shared/components/StaffPage';
import { useFormatDateTime } from '../../shared/useDates';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { useMoveLabel } from './history/Trail';

const AUDIT_PAGE_SIZE = PAGING.staffPageSize;

const AuditTrailQuery = graphql(`
  query AuditTrail($page: Int!, $pageSize: Int!) {
    auditTrail(page: $page, pageSize: $pageSize) {
      items {
        id
        articleId
        articleTitle
        language
        ...AuditMove_entry
      }
      totalItems
      totalPages
    }
  }
`);

/** Every article's moves in the workflow, newest first, deleted articles included (admins). */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const label = useMoveLabel();
  const list = useListScreen();
  const { data, previousData, loading, error, refetch } = useQuery(AuditTrailQuery, {
    variables: { page: list.page, pageSize: AUDIT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditTrail;
  useKeepInRange(list, data?.auditTrail.totalPages);
  // An article deleted since has no history page to link to.
  const deleted = new Set(
    result?.items.filter((e) => e.action === 'DELETE').map((e) => e.articleId) ?? [],
  );

  return (
    <StaffPage title={t('history.site')}>
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('history.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.totalItems === 0 ? (
        <Text>{t('history.siteEmpty')}</Text>
      ) : result ? (
        <>
          <ListTable
            boxed={false}
            headings={[
              t('history.colWhen'),
              t('history.colWho'),
              t('history.colWhat'),
              t('history.colArticle'),
            ]}
          >
            {result.items.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
                <Table.Cell>{entry.user.name}</Table.Cell>
                <Table.Cell>{label(entry)}</Table.Cell>
                <Table.Cell lang={langOf(entry.language)}>
                  {deleted.has(entry.articleId) ? (
                    entry.articleTitle
                  ) : (
                    <Link asChild>
                      <RouterLink to={`/admin/history/${entry.articleId}`}>
                        {entry.articleTitle}
                      </RouterLink>
                    </Link>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
          <ListPager list={list} pageSize={AUDIT_PAGE_SIZE} totalItems={result.totalItems} />
        </>
      ) : null}
    </StaffPage>
  );
}
