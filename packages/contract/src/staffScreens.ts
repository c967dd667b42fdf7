/*
 * The staff app's screens: the gateway answers these addresses with the app, and sends any other
 * address under /login, /admin or /users to /home, as the spec's "any other path" route says.
 * The app's router (web/src/app/router.tsx) builds its routes from these.
 */

/** Each screen's path, as react-router writes it (`:id` is one segment). */
export const STAFF_SCREENS = {
  login: '/login',
  accountLink: '/login/link',
  users: '/users',
  articles: '/admin',
  add: '/admin/add',
  edit: '/admin/edit/:id',
  history: '/admin/history/:id',
  audit: '/admin/audit',
  trash: '/admin/trash',
  /** The backups: admins see, take and download them. */
  backups: '/admin/backups',
  /** Breaking-news alerts: sent and ended by editors and admins. */
  breaking: '/admin/breaking',
  /** The account's second factors; admins also require them of editors and admins. */
  security: '/admin/security',
  /** Signed-in devices: each person's own sessions, ended one by one. */
  sessions: '/admin/sessions',
} as const;

export type StaffScreen = keyof typeof STAFF_SCREENS;

/** A screen's address, its `:id` filled in: `staffPath('edit', 7)` is `/admin/edit/7`. */
export function staffPath(screen: StaffScreen, id?: string | number): string {
  const path: string = STAFF_SCREENS[screen];
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
}

/** Addresses under these belong to the staff app, screens or not. */
export const STAFF_PREFIX = /^\/(login|admin|users)(\/|$)/;

const SCREEN_PATTERNS = /* @__PURE__ */ Object.values(STAFF_SCREENS).map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
);

/** Whether a path (no query) is one of the staff app's screens; a trailing slash is allowed. */
export function isStaffScreen(pathname: string): boolean {
  return SCREEN_PATTERNS.some((pattern) => pattern.test(pathname));
}
