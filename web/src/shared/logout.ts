import { storeUser } from './currentUser';
import { clearSavedPages } from './savedPages';
import { forgetAllUnsaved } from './unsavedArticles';

const LOGOUT = JSON.stringify({ operationName: 'Logout', query: 'mutation Logout { logout }' });

/**
 * Logout, for the staff app and the reader pages' script alike: ends the session at the gateway
 * (which clears its cookie), forgets the stored account and unsaved stories even if that call
 * fails, empties what the service worker saved, then goes home (the spec's "Logout clears the
 * stored current user and the token, then goes to /home"). Home is a whole page load, which
 * starts signed out: a staff screen on show is never told, so its guard sends no one to /login.
 */
export async function logOut(): Promise<void> {
  await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: LOGOUT,
  }).catch(() => undefined);
  storeUser(null);
  forgetAllUnsaved();
  await clearSavedPages();
  location.assign('/home');
}

/** A Logout button pressed: it shows it is busy until the page goes. */
export function logOutFrom(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  return logOut();
}
