/**
 * The signed-in account as the page keeps it in localStorage (`currentUser`, the spec's key): the
 * staff app and the reader pages' script both read it, so it holds no React.
 */
import { ROLES, type Role } from '@news/contract';
import { hasFields } from './hasFields';

export const CURRENT_USER_KEY = 'currentUser';

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

function isCurrentUser(value: unknown): value is CurrentUser {
  return (
    hasFields(value, { id: 'string', username: 'string', fullName: 'string', role: 'string' }) &&
    (ROLES as readonly unknown[]).includes(value.role) &&
    (value.canPublish === undefined || typeof value.canPublish === 'boolean')
  );
}

export function readStoredUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCurrentUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Storage blocked: the session still holds for this page's life.
  }
}

/**
 * What the header shows for a stored account, as `<html data-session>` carries it on the reader
 * pages: `admin` (Admin and Users), `staff` (Admin), or nothing (signed out).
 */
export function sessionMarker(user: CurrentUser | null): 'admin' | 'staff' | null {
  if (!user) return null;
  return user.role === 'admin' ? 'admin' : 'staff';
}
