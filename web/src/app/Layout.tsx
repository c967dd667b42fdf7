import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NewDeviceNotice } from '../features/sessions/NewDeviceNotice';
import { graphql } from '../gql';
import { toCurrentUser, useSession } from '../shared/session';
import { Frame } from './Frame';

// The new-device notices come with it: a page shows them without a request of its own.
const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUser_user
    }
    ...NewDeviceNotice_query
  }
`);

/**
 * The stored currentUser is a hint for the first paint; the gateway's answer to `me` is the truth.
 * The answer counts only for the session it was asked in: a `me: null` about a cookie that a
 * login has since replaced must not sign the new login out.
 */
function useSessionCheck() {
  const client = useApolloClient();
  const { isLoggedIn, epoch, confirm, ended } = useSession();
  useEffect(() => {
    if (!isLoggedIn) return;
    const sentIn = epoch();
    client
      // Its own request: sharing one already in flight would share that one's cookie.
      .query({
        query: MeQuery,
        fetchPolicy: 'network-only',
        context: { queryDeduplication: false },
      })
      .then(({ data }) => {
        if (data?.me) confirm(toCurrentUser(data.me), sentIn);
        else if (data) ended(sentIn);
      })
      // No answer (offline, the gateway restarting): keep the hint; the next answer decides.
      .catch(() => undefined);
  }, [client, isLoggedIn, epoch, confirm, ended]);
}

/**
 * The staff app's layout: the site's frame around the screen, the session checked once, and
 * the account's new-device sign-ins above every screen.
 */
export function Layout() {
  useSessionCheck();
  const { isLoggedIn } = useSession();
  return (
    <Frame>
      {isLoggedIn && <NewDeviceNotice />}
      <Outlet />
    </Frame>
  );
}
