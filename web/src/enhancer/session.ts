import { READER_HOOKS } from '@news/contract';
import { readStoredUser, sessionMarker } from '../shared/currentUser';
import { logOutFrom } from '../shared/logout';

/**
 * Which session's parts of the header show: `<html data-session>` from the stored account, as the
 * page's head script sets it before the first paint.
 */
export function showSession(): void {
  const marker = sessionMarker(readStoredUser());
  if (marker) document.documentElement.setAttribute(READER_HOOKS.session, marker);
  else document.documentElement.removeAttribute(READER_HOOKS.session);
}

/** Logout (shared/logout.ts), and a login or logout in another tab shown here too. */
export function enhanceSession(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `button[${READER_HOOKS.logout}]`,
  )) {
    button.addEventListener('click', () => void logOutFrom(button));
  }
  addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'currentUser') showSession();
  });
}
