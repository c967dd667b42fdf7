import {
  cookieLanguage,
  isLanguage,
  storeLanguage,
  syncPreferenceCookies,
} from '../shared/preferences';
import { whenIdle } from './idle';

/**
 * The language switch is a form the server answers (with a button shown only without a script);
 * here choosing is enough: the choice is stored (localStorage and cookie) and the page loads again,
 * which the server renders in it.
 */
export function enhanceLanguage(): void {
  // Reading cookies waits on the browser's network process: done once the page is idle, not
  // while it is still being drawn.
  whenIdle(() => {
    const hadCookie = cookieLanguage() !== null;
    syncPreferenceCookies();
    // A reader whose choice was stored before the cookie carried it got this page in its own
    // language: it loads again in theirs, once the cookie holds it (a browser that keeps no
    // cookies is not reloaded forever). A saved page shown offline stays as it is.
    const chosen = cookieLanguage();
    const offline = document.documentElement.hasAttribute('data-offline');
    if (!hadCookie && chosen && chosen !== document.documentElement.lang && !offline) {
      location.reload();
    }
  });
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-language-form]')) {
    const select = form.querySelector('select');
    select?.addEventListener('change', () => {
      if (!isLanguage(select.value)) return;
      storeLanguage(select.value);
      location.reload();
    });
  }
}
