import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { SessionList, useEndSession } from '../../shared/components/SessionList';
import { SheetDialog } from '../../shared/components/SheetDialog';

const UserSessionsQuery = graphql(`
  query UserSessions($userId: ID!) {
    userSessions(userId: $userId) {
      id
      browser
      os
      firstSeen
      lastSeen
      current
    }
  }
`);

const EndUserSessionMutation = graphql(`
  mutation EndUserSession($userId: ID!, $id: ID!) {
    endUserSession(userId: $userId, id: $id)
  }
`);

/** An account's signed-in devices (admins), each of which may be ended. */
export function UserSessionsDialog({
  account,
  onClose,
}: {
  account: { id: string; username: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog
      open={account !== null}
      onClose={onClose}
      title={account ? t('sessions.userTitle', { username: account.username }) : ''}
      closeLabel={t('users.close')}
      scrollBehavior="inside"
    >
      {account && <UserSessions userId={account.id} />}
    </SheetDialog>
  );
}

function UserSessions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(UserSessionsQuery, {
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  const [endUserSession] = useMutation(EndUserSessionMutation);
  const ending = useEndSession(async (session) => {
    await endUserSession({ variables: { userId, id: session.id } });
    await refetch();
  });
  const sessions = data?.userSessions;
  return (
    <Dialog.Body>
      {ending.failure && <Problem>{ending.failure}</Problem>}
      {error && !sessions ? (
        <Problem onRetry={() => void refetch()}>{t('sessions.loadFailed')}</Problem>
      ) : loading && !sessions ? (
        <Loading />
      ) : sessions && sessions.length === 0 ? (
        <Text>{t('sessions.empty')}</Text>
      ) : sessions ? (
        <SessionList sessions={sessions} onEnd={ending.ask} label={t('sessions.listLabel')} />
      ) : null}
      {ending.dialog}
    </Dialog.Body>
  );
}
