import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArticleStatus as StatusParam, PAGING, staffPath, TRASH_DAYS } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminArticle_ArticleFragment } from '../../gql/graphql';
import { Loading } from '../../shared/components/Loading';
import { ListPager } from '../../shared/components/StaffList';
import { Problem } from '../../shared/components/Problem';
import { useConfirmDelete } from '../../shared/components/RowActions';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { PageHead } from '../../shared/head';
import { languageNameOf } from '../../shared/languages';
import { useSession } from '../../shared/session';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { useIsPhone } from '../../shared/useMediaQuery';
import { ArticleCards, ArticleTable } from './AdminArticleList';
import { AdminListFilters, authorOfParam, STATUS_FILTERS } from './AdminListFilters';
import { ReviewQueueNav } from './ReviewQueueNav';

/** Rows per page: the list pages through the server instead of loading 1000 rows. */
export const ADMIN_PAGE_SIZE = PAGING.staffPageSize;

const AdminArticlesQuery = graphql(`
  query AdminArticles(
    $page: Int!
    $pageSize: Int!
    $status: [ArticleStatus!]!
    $scheduled: Boolean
    $search: String
    $language: Language
    $authorId: ID
  ) {
    articles(
      page: $page
      pageSize: $pageSize
      status: $status
      scheduled: $scheduled
      search: $search
      language: $language
      authorId: $authorId
      sortBy: DATE_DESC
    ) {
      totalItems
      totalPages
      items {
        id
        ...AdminArticle_article
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
  const isPhone = useIsPhone();
  const location = useLocation();
  const list = useListScreen();
  const { page } = list;
  // None: every status.
  const status = STATUS_FILTERS.find((f) => f.param === list.param('status'));
  const language = languageNameOf(list.param('edition') ?? '');
  const { search } = list;
  const authorId = authorOfParam(list.param('author'));
  const { user, isAdmin } = useSession();
  // The list's address with the status filter set to `status` (none: every status).
  const withStatus = (value: string) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (value) params.set('status', value);
    else params.delete('status');
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const filtered = !!(status || language || search || authorId);
  const { data, previousData, loading, error, refetch } = useQuery(AdminArticlesQuery, {
    // The staff view: every status the viewer may see, or the one chosen; newest first.
    variables: {
      page,
      pageSize: ADMIN_PAGE_SIZE,
      status: status ? [status.status] : [],
      scheduled: status?.scheduled ?? null,
      search: search || null,
      language: language ?? null,
      authorId: authorId ?? null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.articles;
  useKeepInRange(list, data?.articles.totalPages);
  const { failure, onDelete, dialog } = useDeleteArticle(refetch);
  const List = isPhone ? ArticleCards : ArticleTable;

  return (
    <Stack gap="6">
      <PageHead title={t('admin.title')} noindex />
      <ListHeading isAdmin={isAdmin} canPublish={user?.canPublish ?? false} />
      {user?.canPublish && (
        <ReviewQueueNav
          inQueue={status?.status === 'IN_REVIEW'}
          allTo={withStatus('')}
          queueTo={withStatus(StatusParam.IN_REVIEW)}
        />
      )}
      <AdminListFilters list={list} status={status} language={language} authorId={authorId} />
      {failure && <Problem>{failure}</Problem>}
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('admin.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.totalItems === 0 ? (
        filtered ? (
          <Text>
            {status && !language && !search ? t('admin.emptyStatus') : t('admin.emptyFiltered')}
          </Text>
        ) : (
          <Stack align="flex-start" gap="3">
            <Text>{t('admin.empty')}</Text>
            <Button asChild variant="outline">
              <RouterLink to="/admin/add">{t('admin.addFirst')}</RouterLink>
            </Button>
          </Stack>
        )
      ) : result ? (
        <>
          <List articles={result.items} busy={loading} onDelete={onDelete} />
          <ListPager list={list} pageSize={ADMIN_PAGE_SIZE} totalItems={result.totalItems} />
        </>
      ) : null}
      {dialog}
    </Stack>
  );
}

/**
 * The list's title, with breaking news and the trash (editors and admins), the site's history
 * and the backups (admins), the account's sign-in security and signed-in devices, and Add
 * New Article.
 */
function ListHeading({ isAdmin, canPublish }: { isAdmin: boolean; canPublish: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {t('admin.title')}
      </Heading>
      {/* On a phone the desk's links are one row that scrolls sideways, so the list starts
          within the first screen; wider screens wrap them. */}
      <Flex
        gap="3"
        align="center"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        w={{ base: 'full', md: 'auto' }}
        pb={{ base: '1', md: '0' }}
        css={{ '& > *': { flexShrink: 0 } }}
      >
        {canPublish && (
          <Button asChild variant="outline">
            <RouterLink to={staffPath('trash')}>{t('admin.trash')}</RouterLink>
          </Button>
        )}
        {canPublish && (
          <Button asChild variant="outline">
            <RouterLink to={staffPath('breaking')}>{t('breaking.title')}</RouterLink>
          </Button>
        )}
        {isAdmin && (
          <Button asChild variant="outline">
            <RouterLink to="/admin/audit">{t('history.site')}</RouterLink>
          </Button>
        )}
        {isAdmin && (
          <Button asChild variant="outline">
            <RouterLink to={staffPath('backups')}>{t('admin.backups')}</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to={staffPath('security')}>{t('secondFactor.securityLink')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={staffPath('sessions')}>{t('sessions.title')}</RouterLink>
        </Button>
        <Button asChild colorPalette="red">
          <RouterLink to="/admin/add" state={{ list: `${location.pathname}${location.search}` }}>
            <LuPlus aria-hidden /> {t('admin.add')}
          </RouterLink>
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Deleting an article from the list: asked first, then gone from the list and the cache; a
 * refusal is said above the list.
 */
function useDeleteArticle(refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [deleteArticle] = useMutation(DeleteArticleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const remover = useConfirmDelete<AdminArticle_ArticleFragment>({
    message: t('admin.deleteConfirm'),
    remove: async (article) => {
      try {
        await deleteArticle({
          variables: { id: article.id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Article', id: article.id }) });
            cache.gc();
          },
        });
        toastSuccess(t('admin.deleted', { days: TRASH_DAYS }));
        await refetch();
      } catch (e) {
        setFailure(
          failureMessage(t, 'admin.deleteFailed', e, { FORBIDDEN: 'admin.deleteForbidden' }),
        );
      }
    },
  });

  const onDelete = (article: AdminArticle_ArticleFragment) => {
    setFailure(null);
    remover.ask(article);
  };
  return { failure, onDelete, dialog: remover.dialog };
}
