import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Role } from '../gql/graphql';

/**
 * What the header needs to know about the signed-in person, stored under `currentUser` with the
 * role spelled as the spec stores it (`admin`, `editor`, `reporter`). The token itself stays in
 * the gateway's httpOnly cookie, out of the page's reach.
 */
export interface CurrentUser {
  id: string;
  username: string;
  fullName: string;
  role: 'admin' | 'editor' | 'reporter';
}

const KEY = 'currentUser';
const ROLES: readonly string[] = ['admin', 'editor', 'reporter'];

/** The stored shape of an account as GraphQL returns it. */
export function toCurrentUser(user: {
  id: string;
  username: string;
  fullName: string;
  role: Role;
}): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    role: user.role.toLowerCase() as CurrentUser['role'],
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
    ROLES.includes(v.role)
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

interface Session {
  user: CurrentUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  signIn: (user: CurrentUser) => void;
  signOut: () => void;
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
  const signIn = useCallback((next: CurrentUser) => {
    storeUser(next);
    setUser(next);
  }, []);
  const signOut = useCallback(() => {
    storeUser(null);
    setUser(null);
  }, []);
  // Another tab logging in or out changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const value = useMemo<Session>(
    () => ({ user, isLoggedIn: user !== null, isAdmin: user?.role === 'admin', signIn, signOut }),
    [user, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
