import { readStoredUser, sessionMarker, storeUser } from '../shared/currentUser';
import { clearSavedPages } from '../shared/savedPages';
import { forgetAllUnsaved } from '../shared/unsavedArticles';

/**
 * Which session's parts of the header show: `<html data-session>` from the stored account, as the
 * page's head script sets it before the first paint.
 */
export function showSession(): void {
  const marker = sessionMarker(readStoredUser());
  if (marker) document.documentElement.setAttribute('data-session', marker);
  else document.documentElement.removeAttribute('data-session');
}

const LOGOUT = JSON.stringify({ operationName: 'Logout', query: 'mutation Logout { logout }' });

/**
 * Logout ends the session at the gateway (which clears its cookie), forgets the stored account
 * even if that call fails, empties what the service worker saved, then goes home (the spec's
 * "Logout clears the stored current user and the token, then goes to /home"). A login or logout
 * in another tab shows here too.
 */
async function logout(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
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

export function enhanceSession(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-logout]')) {
    button.addEventListener('click', () => void logout(button));
  }
  addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'currentUser') showSession();
  });
}
