import { useQuery } from '@apollo/client/react';
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { PAGING } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { Loading } from '../../shared/components/Loading';
import { ListPager } from '../../shared/components/StaffList';
import { Problem } from '../../shared/components/Problem';
import { StaffPage } from '../../shared/components/StaffPage';
import { commonProblemKey, errorCode } from '../../shared/errors';
import { useSession } from '../../shared/session';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { useIsPhone } from '../../shared/useMediaQuery';
import { AccountLinkDialog, type IssuedLink } from './AccountLinkDialog';
import { InviteDialog } from './InviteDialog';
import { UserFormDialog, type UserModal } from './UserFormDialog';
import { useAccountLink, useDeleteUser, useEndSessions, type Notice } from './accountActions';
import { UserCards, UserTable } from './UserList';
import { UserSessionsDialog } from './UserSessionsDialog';

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

function NotPermitted() {
  const { t } = useTranslation();
  return <Problem status="warning">{t('users.notPermitted')}</Problem>;
}

function UserDashboard() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const list = useListScreen();
  const { page } = list;
  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: { page, pageSize: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [modal, setModal] = useState<UserModal>({ mode: 'closed' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [devicesOf, setDevicesOf] = useState<{ id: string; username: string } | null>(null);
  const endSessions = useEndSessions(setNotice);
  const accountLink = useAccountLink({ setNotice, setIssued, refetch });
  const remover = useDeleteUser({ setNotice, refetch });
  // Each action starts with the screen's last notice gone.
  const anew =
    <A,>(action: (arg: A) => void) =>
    (arg: A) => {
      setNotice(null);
      action(arg);
    };
  const result = (data ?? previousData)?.users;
  useKeepInRange(list, data?.users.totalPages);

  if (errorCode(error) === 'FORBIDDEN') return <NotPermitted />;

  const List = isPhone ? UserCards : UserTable;
  return (
    <>
      <Flex justify="flex-end">
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={anew(() => setInviting(true))}>
            {t('accountLinks.invite')}
          </Button>
          <Button colorPalette="red" onClick={anew(() => setModal({ mode: 'add' }))}>
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
            onEdit={anew((user) => setModal({ mode: 'edit', user }))}
            onEndSessions={anew(endSessions.ask)}
            onDevices={anew(setDevicesOf)}
            onDelete={anew(remover.ask)}
            onLink={anew(accountLink.ask)}
          />
          <ListPager list={list} pageSize={USERS_PAGE_SIZE} totalItems={result.totalItems} />
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
      {accountLink.dialog}
      <AccountLinkDialog link={issued} onClose={() => setIssued(null)} />
      {remover.dialog}
      {endSessions.dialog}
      <UserSessionsDialog account={devicesOf} onClose={() => setDevicesOf(null)} />
    </>
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  return (
    <StaffPage title={t('users.title')}>{isAdmin ? <UserDashboard /> : <NotPermitted />}</StaffPage>
  );
}
