import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { Sessions } from '../../shared/components/SessionList';
import { StaffPage } from '../../shared/components/StaffPage';
import { useSession } from '../../shared/session';

const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      ...ListedSession_session
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

/**
 * Signed-in devices: where the account is signed in now; any session may be ended, this one
 * included (which signs this page out, as Logout does).
 */
export default function SessionsPage() {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch } = useQuery(MySessionsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [endSession] = useMutation(EndSessionMutation);
  const { signOut } = useSession();
  const client = useApolloClient();
  const sessions = (data ?? previousData)?.mySessions;

  return (
    <StaffPage title={t('sessions.title')}>
      <Text color="fg.muted">{t('sessions.intro')}</Text>
      <Sessions
        sessions={sessions}
        loading={loading}
        failed={!!error}
        onRetry={() => void refetch()}
        end={async (session) => {
          await endSession({ variables: { id: session.id } });
          if (session.current) {
            signOut();
            await client.clearStore();
            return;
          }
          await refetch();
        }}
      />
    </StaffPage>
  );
}
