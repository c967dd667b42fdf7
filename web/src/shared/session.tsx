import { Role, ROLES } from '@news/contract';
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

/**
 * What the header needs to know about the signed-in person, stored under `currentUser` with the
 * role spelled as the spec stores it (`admin`, `editor`, `reporter`). The token itself stays in
 * the gateway's httpOnly cookie, out of the page's reach.
 */
export interface CurrentUser {
  id: string;
  username: string;
  fullName: string;
  role: Role;
  /** Whether the account may publish (the api's answer); absent in what older pages stored. */
  canPublish?: boolean;
}

const KEY = 'currentUser';

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

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.username === 'string' &&
    typeof v.fullName === 'string' &&
    typeof v.role === 'string' &&
    (ROLES as readonly string[]).includes(v.role) &&
    (v.canPublish === undefined || typeof v.canPublish === 'boolean')
  );
}

export function readStoredUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCurrentUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function storeUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session still holds for this page's life.
  }
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
  hydrating = false,
}: {
  children: ReactNode;
  initialUser?: CurrentUser | null;
  /**
   * The page was rendered by the server, which never knows who is signed in (the session cookie
   * is sent to /graphql only): it starts as the server rendered it, signed out, and takes the
   * stored account once hydrated.
   */
  hydrating?: boolean;
}) {
  const [user, setUser] = useState<CurrentUser | null>(hydrating ? null : initialUser);
  useEffect(() => {
    // Once, after hydration: the stored account is outside React, and the server could not know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrating) setUser(readStoredUser());
  }, [hydrating]);
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
      if (event.key !== KEY && event.key !== null) return;
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
