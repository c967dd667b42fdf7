/* Signed-in devices: an account's sessions as the api shows them (`/Auth/sessions`, `/User/{id}/sessions`). */

/** One live session. Its `id` is a public handle, not the token's session id. */
export interface RestSession {
  id: string;
  /** Browser and system names parsed from the User-Agent at sign-in; null when not known. */
  browser: string | null;
  os: string | null;
  /** When it signed in. */
  firstSeen: string;
  /** When it was last used, to within `SESSION_SEEN_EVERY_MINUTES`. */
  lastSeen: string;
  /** Whether it is the session of the request that asked. */
  current: boolean;
}

/** A sign-in from a browser and system the account had not used before, not yet dismissed. */
export interface RestNewDeviceSignIn {
  /** The session's handle, as in `RestSession.id`. */
  id: string;
  browser: string | null;
  os: string | null;
  at: string;
}

/** A session's last-seen time is written at most this often, to spare the database writes. */
export const SESSION_SEEN_EVERY_MINUTES = 5;

/** The most new-device notices shown at once, newest first. */
export const NEW_DEVICE_NOTICES_MAX = 5;

/** A session's public handle (`RestSession.id`): 22 URL-safe characters. */
export const SESSION_HANDLE = /^[A-Za-z0-9_-]{22}$/;
