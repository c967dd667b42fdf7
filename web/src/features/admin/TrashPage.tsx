import { useMutation, useQuery } from '@apollo/client/react';
import { HStack, Table, Text } from '@chakra-ui/react';
import { PAGING, TRASH_DAYS } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2, LuUndo2 } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { TrashedArticlesQuery } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { RowButton, useConfirmDelete } from '../../shared/components/RowActions';
import { ListPager, ListTable } from '../../shared/components/StaffList';
import { StaffPage } from '../../shared/components/StaffPage';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { useSession } from '../../shared/session';
import { useFormatDate, useFormatDateTime } from '../../shared/useDates';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';

const TRASH_PAGE_SIZE = PAGING.staffPageSize;

const TrashedArticlesQuery = graphql(`
  query TrashedArticles($page: Int!, $pageSize: Int!) {
    trashedArticles(page: $page, pageSize: $pageSize) {
      items {
        id
        title
        language
        trashedAt
        purgeAt
        trashedBy {
          name
        }
      }
      totalItems
      totalPages
    }
  }
`);

const RestoreArticleMutation = graphql(`
  mutation RestoreArticle($id: ID!) {
    restoreArticle(id: $id) {
      id
    }
  }
`);

const DeleteArticleForeverMutation = graphql(`
  mutation DeleteArticleForever($id: ID!) {
    deleteArticleForever(id: $id)
  }
`);

type Trashed = TrashedArticlesQuery['trashedArticles']['items'][number];

/**
 * The trash (editors and admins): deleted stories with who deleted them and when they go for
 * good; each may be restored at its address, or (admins) deleted forever after a confirm.
 */
export default function TrashPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <StaffPage title={t('trash.title')}>
      {user?.canPublish ? <TrashList /> : <Problem status="info">{t('trash.forbidden')}</Problem>}
    </StaffPage>
  );
}

function TrashList() {
  const { t } = useTranslation();
  const list = useListScreen();
  const { data, previousData, loading, error, refetch } = useQuery(TrashedArticlesQuery, {
    variables: { page: list.page, pageSize: TRASH_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.trashedArticles;
  useKeepInRange(list, data?.trashedArticles.totalPages);
  const actions = useTrashActions(refetch);

  return (
    <>
      <Text color="fg.muted">{t('trash.intro', { days: TRASH_DAYS })}</Text>
      {actions.failure && <Problem>{actions.failure}</Problem>}
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('trash.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.totalItems === 0 ? (
        <Text>{t('trash.empty')}</Text>
      ) : result ? (
        <>
          <ListTable
            busy={loading}
            headings={[
              t('trash.colTitle'),
              t('trash.colLanguage'),
              t('trash.colBy'),
              t('trash.colAt'),
              t('trash.colPurge'),
              t('trash.colActions'),
            ]}
          >
            {result.items.map((article) => (
              <TrashRow key={article.id} article={article} actions={actions} />
            ))}
          </ListTable>
          <ListPager list={list} pageSize={TRASH_PAGE_SIZE} totalItems={result.totalItems} />
        </>
      ) : null}
      {actions.dialog}
    </>
  );
}

function TrashRow({
  article,
  actions,
}: {
  article: Trashed;
  actions: ReturnType<typeof useTrashActions>;
}) {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const lang = langOf(article.language);
  return (
    <Table.Row>
      <Table.Cell lang={lang}>{article.title}</Table.Cell>
      <Table.Cell>{t(`languages.${lang}`)}</Table.Cell>
      <Table.Cell>{article.trashedBy.name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(article.trashedAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(article.purgeAt)}</Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <RowButton
            label={t('trash.restoreLabel', { title: article.title })}
            icon={<LuUndo2 aria-hidden />}
            text={t('trash.restore')}
            onClick={() => void actions.restore(article)}
          />
          {isAdmin && (
            <RowButton
              label={t('trash.foreverLabel', { title: article.title })}
              icon={<LuTrash2 aria-hidden />}
              text={t('trash.forever')}
              onClick={() => actions.askForever(article)}
              danger
            />
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Restoring and deleting forever: each says so in a toast and reads the trash again; a failure
 * is said above the list.
 */
function useTrashActions(refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [restoreArticle] = useMutation(RestoreArticleMutation);
  const [deleteForever] = useMutation(DeleteArticleForeverMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const forever = useConfirmDelete<Trashed>({
    message: t('trash.foreverConfirm'),
    remove: async (article) => {
      try {
        await deleteForever({ variables: { id: article.id } });
        toastSuccess(t('trash.deletedForever'));
        await refetch();
      } catch (e) {
        setFailure(failureMessage(t, 'trash.foreverFailed', e));
      }
    },
  });
  return {
    failure,
    dialog: forever.dialog,
    askForever: (article: Trashed) => {
      setFailure(null);
      forever.ask(article);
    },
    restore: async (article: Trashed) => {
      setFailure(null);
      try {
        await restoreArticle({ variables: { id: article.id } });
        toastSuccess(t('trash.restored'));
        await refetch();
      } catch (e) {
        setFailure(failureMessage(t, 'trash.restoreFailed', e));
      }
    },
  };
}
