import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { PAGING } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { langOf } from '../../shared/articles';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
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
    <Stack gap="6">
      <PageHead title={t('history.site')} noindex />
      <Heading as="h1" size="2xl">
        {t('history.site')}
      </Heading>
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('history.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.totalItems === 0 ? (
        <Text>{t('history.siteEmpty')}</Text>
      ) : result ? (
        <>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('history.colWhen')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.colWho')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.colWhat')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.colArticle')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
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
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pagination
            page={list.page}
            pageSize={AUDIT_PAGE_SIZE}
            totalItems={result.totalItems}
            onPageChange={list.setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}
