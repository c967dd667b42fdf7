import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { Problem } from '../../shared/components/Problem';
import { useFormatDate } from '../../shared/dates';
import { failureMessage } from '../../shared/errors';
import { useKeepPageInRange, usePageParam } from '../../shared/usePageParam';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** Rows per page: the list pages through the server instead of loading 1000 rows. */
export const ADMIN_PAGE_SIZE = 10;

const AdminArticlesQuery = graphql(`
  query AdminArticles($page: Int!, $pageSize: Int!) {
    articles(page: $page, pageSize: $pageSize, sortBy: DATE_DESC) {
      totalItems
      totalPages
      items {
        id
        title
        category
        createdAt
      }
    }
  }
`);

const DeleteArticleMutation = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export default function AdminListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const formatDate = useFormatDate();
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(AdminArticlesQuery, {
    variables: { page, pageSize: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteArticle, { loading: deleting }] = useMutation(DeleteArticleMutation);
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const result = (data ?? previousData)?.articles;
  useKeepPageInRange(page, data?.articles.totalPages, setPage);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deleteArticle({
        variables: { id: pending.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Article', id: pending.id }) });
          cache.gc();
        },
      });
      setNotice({ status: 'success', text: t('admin.deleted') });
      await refetch();
    } catch (e) {
      setNotice({ status: 'error', text: failureMessage(t, 'admin.deleteFailed', e) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('admin.title')}
        </Heading>
        <Button asChild colorPalette="red">
          <RouterLink to="/admin/add">
            <LuPlus aria-hidden /> {t('admin.add')}
          </RouterLink>
        </Button>
      </Flex>
      {notice && <Problem status={notice.status}>{notice.text}</Problem>}
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('admin.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.totalItems === 0 ? (
        <Stack align="flex-start" gap="3">
          <Text>{t('admin.empty')}</Text>
          <Button asChild variant="outline">
            <RouterLink to="/admin/add">{t('admin.addFirst')}</RouterLink>
          </Button>
        </Stack>
      ) : result ? (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped aria-busy={loading}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin.colTitle')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.colCategory')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.colDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.colActions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.items.map((article) => (
                  <Table.Row key={article.id}>
                    <Table.Cell minW="60">{article.title}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">{t(`categories.${article.category}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button asChild size="xs" variant="outline">
                          <RouterLink
                            to={`/admin/edit/${article.id}`}
                            aria-label={t('admin.editItem', { title: article.title })}
                          >
                            <LuPencil aria-hidden /> {t('admin.edit')}
                          </RouterLink>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('admin.deleteItem', { title: article.title })}
                          onClick={() => {
                            setNotice(null);
                            setPending({ id: article.id, title: article.title });
                          }}
                        >
                          <LuTrash2 aria-hidden /> {t('admin.delete')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            totalItems={result.totalItems}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        message={t('admin.deleteConfirm')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
