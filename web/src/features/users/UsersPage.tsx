import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PAGING } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { Problem } from '../../shared/components/Problem';
import { useConfirmDelete } from '../../shared/components/RowActions';
import { toastSuccess } from '../../shared/components/toasts';
import { commonProblemKey, errorCode, failureMessage } from '../../shared/errors';
import { PageHead } from '../../shared/head';
import { useSession } from '../../shared/session';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { useIsPhone } from '../../shared/useMediaQuery';
import { AccountLinkDialog, type IssuedLink } from './AccountLinkDialog';
import { InviteDialog } from './InviteDialog';
import { UserFormDialog, type UserModal } from './UserFormDialog';
import { UserCards, UserTable } from './UserList';

/** Rows per page: the dashboard pages through the server instead of loading 1000 accounts. */
export const USERS_PAGE_SIZE = PAGING.staffPageSize;

const UsersQuery = graphql(`
  query Users($page: Int!, $pageSize: Int!) {
    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {
      totalItems
      totalPages
      items {
        id
        ...UserRow_user
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

const RenewInvitationMutation = graphql(`
  mutation RenewInvitation($id: ID!) {
    renewInvitation(id: $id) {
      ...IssuedLink_accountLink
    }
  }
`);

const PasswordResetLinkMutation = graphql(`
  mutation CreatePasswordResetLink($id: ID!) {
    createPasswordResetLink(id: $id) {
      ...IssuedLink_accountLink
    }
  }
`);

function NotPermitted() {
  const { t } = useTranslation();
  return <Problem status="warning">{t('users.notPermitted')}</Problem>;
}

function UserDashboard() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const list = useListScreen();
  const { page, setPage } = list;
  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: { page, pageSize: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteUser] = useMutation(DeleteUserMutation);
  const [endUserSessions, { loading: ending }] = useMutation(EndUserSessionsMutation);
  const { user: me, signOut } = useSession();
  const client = useApolloClient();
  const [modal, setModal] = useState<UserModal>({ mode: 'closed' });
  // The account whose sessions to end; kept after the dialog closes, so its text stays put while
  // the dialog fades out.
  const [sessionsOf, setSessionsOf] = useState<{ id: string; username: string } | null>(null);
  const [askingToEnd, setAskingToEnd] = useState(false);
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const [inviting, setInviting] = useState(false);
  // The account a link is asked for, kept while the confirm dialog fades out (as sessionsOf).
  const [linkFor, setLinkFor] = useState<UserRow_UserFragment | null>(null);
  const [askingLink, setAskingLink] = useState(false);
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [renewInvitation, { loading: renewing }] = useMutation(RenewInvitationMutation);
  const [passwordResetLink, { loading: resetting }] = useMutation(PasswordResetLinkMutation);
  const result = (data ?? previousData)?.users;
  useKeepInRange(list, data?.users.totalPages);

  const remover = useConfirmDelete<UserRow_UserFragment>({
    message: t('users.deleteConfirm'),
    remove: async (user) => {
      try {
        await deleteUser({ variables: { id: user.id } });
        toastSuccess(t('users.deleted'));
        await refetch();
      } catch (e) {
        const text = failureMessage(t, 'users.deleteFailed', e, { CONFLICT: 'users.conflict' });
        setNotice({ status: 'error', text });
      }
    },
  });

  if (errorCode(error) === 'FORBIDDEN') return <NotPermitted />;

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

  const linkIsInvitation = linkFor !== null && linkFor.invitedUntil !== null;
  const confirmLink = async () => {
    if (!linkFor || !askingLink) return;
    try {
      const variables = { id: linkFor.id };
      const { data } = linkIsInvitation
        ? await renewInvitation({ variables })
        : await passwordResetLink({ variables });
      const link =
        data && ('renewInvitation' in data ? data.renewInvitation : data.createPasswordResetLink);
      if (!link) throw new Error('no data');
      setIssued(link);
      void refetch();
    } catch (e) {
      setNotice({
        status: 'error',
        text: failureMessage(t, 'accountLinks.linkFailed', e, {
          CONFLICT: 'accountLinks.linkRefused',
        }),
      });
    } finally {
      setAskingLink(false);
    }
  };

  const List = isPhone ? UserCards : UserTable;
  return (
    <>
      <Flex justify="flex-end">
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button
            variant="outline"
            onClick={() => {
              setNotice(null);
              setInviting(true);
            }}
          >
            {t('accountLinks.invite')}
          </Button>
          <Button
            colorPalette="red"
            onClick={() => {
              setNotice(null);
              setModal({ mode: 'add' });
            }}
          >
            {t('users.add')}
          </Button>
        </HStack>
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
          <List
            users={result.items}
            busy={loading}
            onEdit={(user) => {
              setNotice(null);
              setModal({ mode: 'edit', user });
            }}
            onEndSessions={(user) => {
              setNotice(null);
              setSessionsOf({ id: user.id, username: user.username });
              setAskingToEnd(true);
            }}
            onDelete={(user) => {
              setNotice(null);
              remover.ask(user);
            }}
            onLink={(user) => {
              setNotice(null);
              setLinkFor(user);
              setAskingLink(true);
            }}
          />
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
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(link) => {
          setInviting(false);
          setIssued(link);
          void refetch();
        }}
      />
      <ConfirmDialog
        open={askingLink}
        message={t(
          linkIsInvitation ? 'accountLinks.newInvitationConfirm' : 'accountLinks.resetConfirm',
          { username: linkFor?.username },
        )}
        busy={renewing || resetting}
        confirmLabel={t('accountLinks.makeLink')}
        onConfirm={() => void confirmLink()}
        onCancel={() => setAskingLink(false)}
      />
      <AccountLinkDialog link={issued} onClose={() => setIssued(null)} />
      {remover.dialog}
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
  const { isAdmin } = useSession();
  return (
    <Stack gap="6">
      <PageHead title={t('users.title')} noindex />
      <Heading as="h1" size="2xl">
        {t('users.title')}
      </Heading>
      {isAdmin ? <UserDashboard /> : <NotPermitted />}
    </Stack>
  );
}
