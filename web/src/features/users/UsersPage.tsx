import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuPencil, LuTrash2 } from 'react-icons/lu';
import { graphql } from '../../gql';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { Problem } from '../../shared/components/Problem';
import { commonProblemKey, errorCode, failureMessage } from '../../shared/errors';
import { useKeepPageInRange, usePageParam } from '../../shared/usePageParam';
import { useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { UserFormDialog, type UserModal } from './UserFormDialog';

/** Rows per page: the dashboard pages through the server instead of loading 1000 accounts. */
export const USERS_PAGE_SIZE = 10;

const UsersQuery = graphql(`
  query Users($page: Int!, $pageSize: Int!) {
    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {
      totalItems
      totalPages
      items {
        id
        username
        fullName
        email
        role
        isActive
      }
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

const EndUserSessionsMutation = graphql(`
  mutation EndUserSessions($id: ID!) {
    endUserSessions(id: $id)
  }
`);

function NotPermitted() {
  const { t } = useTranslation();
  return <Problem status="warning">{t('users.notPermitted')}</Problem>;
}

function UserDashboard() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: { page, pageSize: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteUser, { loading: deleting }] = useMutation(DeleteUserMutation);
  const [endUserSessions, { loading: ending }] = useMutation(EndUserSessionsMutation);
  const { user: me, signOut } = useSession();
  const client = useApolloClient();
  const [modal, setModal] = useState<UserModal>({ mode: 'closed' });
  const [pending, setPending] = useState<{ id: string; username: string } | null>(null);
  // The account whose sessions to end; kept after the dialog closes, so its text stays put while
  // the dialog fades out.
  const [sessionsOf, setSessionsOf] = useState<{ id: string; username: string } | null>(null);
  const [askingToEnd, setAskingToEnd] = useState(false);
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const result = (data ?? previousData)?.users;
  useKeepPageInRange(page, data?.users.totalPages, setPage);

  if (errorCode(error) === 'FORBIDDEN') return <NotPermitted />;

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deleteUser({ variables: { id: pending.id } });
      setNotice({ status: 'success', text: t('users.deleted') });
      await refetch();
    } catch (e) {
      const text = failureMessage(t, 'users.deleteFailed', e, { CONFLICT: 'users.conflict' });
      setNotice({ status: 'error', text });
    } finally {
      setPending(null);
    }
  };

  const confirmEndSessions = async () => {
    if (!sessionsOf || !askingToEnd) return;
    const { id, username } = sessionsOf;
    try {
      await endUserSessions({ variables: { id } });
      if (id === me?.id) {
        // The admin's own session has just ended too: this page is signed out, as after Logout.
        signOut();
        await client.clearStore();
        return;
      }
      setNotice({ status: 'success', text: t('users.sessionsEnded', { username }) });
    } catch (e) {
      setNotice({ status: 'error', text: failureMessage(t, 'users.endSessionsFailed', e) });
    } finally {
      setAskingToEnd(false);
    }
  };

  return (
    <>
      <Flex justify="flex-end">
        <Button
          colorPalette="red"
          onClick={() => {
            setNotice(null);
            setModal({ mode: 'add' });
          }}
        >
          {t('users.add')}
        </Button>
      </Flex>
      {notice && <Problem status={notice.status}>{notice.text}</Problem>}
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>
          {t(commonProblemKey(error) ?? 'users.loadFailed')}
        </Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.items.length === 0 ? (
        <Text>{t('users.empty')}</Text>
      ) : result ? (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped aria-busy={loading}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('users.colUsername')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('users.colEmail')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('users.colActive')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('users.colRole')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('users.colAction')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.items.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{user.username}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {user.fullName}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={user.isActive ? 'green' : 'gray'} variant="subtle">
                        {user.isActive ? t('users.yes') : t('users.no')}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{t(`roles.${user.role}`)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t('users.editItem', { username: user.username })}
                          onClick={() => {
                            setNotice(null);
                            setModal({ mode: 'edit', user });
                          }}
                        >
                          <LuPencil aria-hidden /> {t('users.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t('users.endSessionsItem', { username: user.username })}
                          onClick={() => {
                            setNotice(null);
                            setSessionsOf({ id: user.id, username: user.username });
                            setAskingToEnd(true);
                          }}
                        >
                          <LuLogOut aria-hidden /> {t('users.endSessions')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('users.deleteItem', { username: user.username })}
                          onClick={() => {
                            setNotice(null);
                            setPending({ id: user.id, username: user.username });
                          }}
                        >
                          <LuTrash2 aria-hidden /> {t('users.delete')}
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
            pageSize={USERS_PAGE_SIZE}
            totalItems={result.totalItems}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <UserFormDialog
        modal={modal}
        onClose={() => setModal({ mode: 'closed' })}
        onSaved={() => {
          setModal({ mode: 'closed' });
          void refetch();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        message={t('users.deleteConfirm')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={askingToEnd}
        message={
          sessionsOf?.id === me?.id
            ? t('users.endOwnSessionsConfirm')
            : t('users.endSessionsConfirm', { username: sessionsOf?.username })
        }
        busy={ending}
        confirmLabel={t('users.endSessions')}
        onConfirm={() => void confirmEndSessions()}
        onCancel={() => setAskingToEnd(false)}
      />
    </>
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.title'));
  const { isAdmin } = useSession();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('users.title')}
      </Heading>
      {isAdmin ? <UserDashboard /> : <NotPermitted />}
    </Stack>
  );
}
