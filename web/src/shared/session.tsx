import { Role } from '@news/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { graphql } from '../gql';
import type { CurrentUser_UserFragment } from '../gql/graphql';
import { CURRENT_USER_KEY, readStoredUser, storeUser, type CurrentUser } from './currentUser';

export type { CurrentUser };

/** What the page keeps about the signed-in account; `me` and `login` ask for it. */
export const CurrentUserFragment = graphql(`
  fragment CurrentUser_user on User {
    id
    username
    fullName
    role
    canPublish
  }
`);

/** The stored shape of an account as GraphQL returns it. */
export function toCurrentUser(user: CurrentUser_UserFragment): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    role: Role[user.role],
    canPublish: user.canPublish,
  };
}

/**
 * Which sign-in or sign-out the page is in: each one counts up. An answer to a request sent in an
 * earlier one says nothing about the session the page holds now (a `me: null` or UNAUTHENTICATED
 * about the cookie that was replaced by a new login must not sign the new login out).
 */
export type SessionEpoch = number;

interface Session {
  user: CurrentUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** A login, or the page's own decision that the session is over (logout). */
  signIn: (user: CurrentUser) => void;
  signOut: () => void;
  /** The current epoch, to stamp on a request as it is sent. */
  epoch: () => SessionEpoch;
  /** The gateway's account for a request sent in `sentIn`; ignored if the page has moved on. */
  confirm: (user: CurrentUser, sentIn: SessionEpoch) => void;
  /** The gateway said the session of a request sent in `sentIn` is over; ignored if the page has moved on. */
  ended: (sentIn: SessionEpoch) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  initialUser = readStoredUser(),
}: {
  children: ReactNode;
  initialUser?: CurrentUser | null;
}) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const epochRef = useRef<SessionEpoch>(0);
  const epoch = useCallback(() => epochRef.current, []);
  const signIn = useCallback((next: CurrentUser) => {
    epochRef.current += 1;
    storeUser(next);
    setUser(next);
  }, []);
  const signOut = useCallback(() => {
    epochRef.current += 1;
    storeUser(null);
    setUser(null);
  }, []);
  const confirm = useCallback((next: CurrentUser, sentIn: SessionEpoch) => {
    if (sentIn !== epochRef.current) return;
    storeUser(next);
    setUser(next);
  }, []);
  const ended = useCallback(
    (sentIn: SessionEpoch) => {
      if (sentIn === epochRef.current) signOut();
    },
    [signOut],
  );
  // Another tab logging in or out changes this one too (and its requests in flight with it).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CURRENT_USER_KEY && event.key !== null) return;
      epochRef.current += 1;
      setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const value = useMemo<Session>(
    () => ({
      user,
      isLoggedIn: user !== null,
      isAdmin: user?.role === 'admin',
      signIn,
      signOut,
      epoch,
      confirm,
      ended,
    }),
    [user, signIn, signOut, epoch, confirm, ended],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
