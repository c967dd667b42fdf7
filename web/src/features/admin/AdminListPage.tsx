import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ArticleStatus as StatusParam, LIMITS, PAGING } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminArticle_ArticleFragment, ArticleStatus } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { Problem } from '../../shared/components/Problem';
import { useConfirmDelete } from '../../shared/components/RowActions';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { PageHead } from '../../shared/head';
import { LANGUAGE_NAMES, languageNameOf } from '../../shared/languages';
import { useSession } from '../../shared/session';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { useIsPhone } from '../../shared/useMediaQuery';
import { ArticleCards, ArticleTable } from './AdminArticleList';
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

/** Who wrote what this account's list may show: the author filter's choices. */
const ArticleAuthorsQuery = graphql(`
  query ArticleAuthors {
    articleAuthors {
      id
      name
    }
  }
`);

/** `?author=`: an account's id, else nobody (everyone's articles). */
const authorOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;

const DeleteArticleMutation = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

/**
 * The status filter's choices, by their `?status=` (as the REST API spells a status, `in_review`):
 * a published article is either scheduled (its time still ahead) or out, as its badge says.
 */
const STATUS_FILTERS: {
  param: string;
  label: string;
  status: ArticleStatus;
  scheduled?: boolean;
}[] = [
  { param: StatusParam.DRAFT, label: 'status.DRAFT', status: 'DRAFT' },
  { param: StatusParam.IN_REVIEW, label: 'status.IN_REVIEW', status: 'IN_REVIEW' },
  { param: 'scheduled', label: 'status.SCHEDULED', status: 'PUBLISHED', scheduled: true },
  {
    param: StatusParam.PUBLISHED,
    label: 'status.PUBLISHED',
    status: 'PUBLISHED',
    scheduled: false,
  },
];

export default function AdminListPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const location = useLocation();
  const list = useListScreen();
  const { page, setPage } = list;
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
  // The list's authors; while they load (or if they fail) the choices are Everyone and Mine.
  const authors = useQuery(ArticleAuthorsQuery, { fetchPolicy: 'cache-and-network' }).data
    ?.articleAuthors;
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
  const [deleteArticle] = useMutation(DeleteArticleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const result = (data ?? previousData)?.articles;
  useKeepInRange(list, data?.articles.totalPages);

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
        toastSuccess(t('admin.deleted'));
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
  const List = isPhone ? ArticleCards : ArticleTable;

  return (
    <Stack gap="6">
      <PageHead title={t('admin.title')} noindex />
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('admin.title')}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          {isAdmin && (
            <Button asChild variant="outline">
              <RouterLink to="/admin/audit">{t('history.site')}</RouterLink>
            </Button>
          )}
          <Button asChild colorPalette="red">
            <RouterLink to="/admin/add" state={{ list: `${location.pathname}${location.search}` }}>
              <LuPlus aria-hidden /> {t('admin.add')}
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
      {user?.canPublish && (
        <ReviewQueueNav
          inQueue={status?.status === 'IN_REVIEW'}
          allTo={withStatus('')}
          queueTo={withStatus(StatusParam.IN_REVIEW)}
        />
      )}
      <Flex
        as="form"
        role="search"
        gap="3"
        wrap="wrap"
        align="flex-end"
        onSubmit={(e) => {
          e.preventDefault();
          const text = new FormData(e.currentTarget as unknown as HTMLFormElement).get('search');
          list.update({ search: typeof text === 'string' ? text.trim() : '' });
        }}
      >
        <Field.Root flex="1" minW="56">
          <Field.Label>{t('admin.searchLabel')}</Field.Label>
          <Input
            key={search}
            name="search"
            type="search"
            size="sm"
            defaultValue={search}
            maxLength={LIMITS.searchMax}
          />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">
          {t('admin.search')}
        </Button>
        <Field.Root maxW="40">
          <Field.Label>{t('admin.editionFilter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="edition"
              value={language ? langOf(language) : ''}
              onChange={(e) => list.update({ edition: e.currentTarget.value })}
            >
              <option value="">{t('home.editionAll')}</option>
              {LANGUAGE_NAMES.map((name) => (
                <option key={name} value={langOf(name)} lang={langOf(name)}>
                  {t(`languages.${langOf(name)}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>{t('admin.authorFilter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="author"
              value={authorId ?? ''}
              onChange={(e) => list.update({ author: e.currentTarget.value })}
            >
              <option value="">{t('admin.authorAll')}</option>
              {user && <option value={user.id}>{t('admin.authorMine')}</option>}
              {(authors ?? [])
                .filter((a) => a.id !== null && a.id !== user?.id)
                .map((a) => (
                  <option key={a.id} value={a.id!}>
                    {a.name}
                  </option>
                ))}
              {/* An address naming an account the list no longer offers still says who. */}
              {authorId && authorId !== user?.id && !authors?.some((a) => a.id === authorId) && (
                <option value={authorId}>{authorId}</option>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>{t('admin.statusFilter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="status"
              value={status?.param ?? ''}
              onChange={(e) => list.update({ status: e.currentTarget.value })}
            >
              <option value="">{t('status.all')}</option>
              {STATUS_FILTERS.map((filter) => (
                <option key={filter.param} value={filter.param}>
                  {t(filter.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
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
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            totalItems={result.totalItems}
            onPageChange={setPage}
          />
        </>
      ) : null}
      {remover.dialog}
    </Stack>
  );
}
