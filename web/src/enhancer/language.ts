import { READER_HOOKS } from '@news/contract';
import { cookieLanguage, syncPreferenceCookies } from '../shared/preferences';

/**
 * Choosing a language is answered by the page's head script (reader.html), from the first paint.
 * Here the preference cookies are kept in step with localStorage, and a reader whose choice was
 * stored before the cookie carried it got this page in its own language: it loads again in theirs,
 * once the cookie holds it (a browser that keeps no cookies is not reloaded forever). A saved page
 * shown offline stays as it is. Reading cookies waits on the browser's network process: this runs
 * once the page is idle, not while it is still being drawn.
 */
export function keepLanguageInStep(): void {
  const hadCookie = cookieLanguage() !== null;
  syncPreferenceCookies();
  const chosen = cookieLanguage();
  const offline = document.documentElement.hasAttribute(READER_HOOKS.offline);
  if (!hadCookie && chosen && chosen !== document.documentElement.lang && !offline) {
    location.reload();
  }
}
