import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { Sessions } from '../../shared/components/SessionList';
import { SheetDialog } from '../../shared/components/SheetDialog';

const UserSessionsQuery = graphql(`
  query UserSessions($userId: ID!) {
    userSessions(userId: $userId) {
      ...ListedSession_session
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
  const { data, loading, error, refetch } = useQuery(UserSessionsQuery, {
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  const [endUserSession] = useMutation(EndUserSessionMutation);
  return (
    <Dialog.Body>
      <Sessions
        sessions={data?.userSessions}
        loading={loading}
        failed={!!error}
        onRetry={() => void refetch()}
        end={async (session) => {
          await endUserSession({ variables: { userId, id: session.id } });
          await refetch();
        }}
      />
    </Dialog.Body>
  );
}
