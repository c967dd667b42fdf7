/**
 * The reader's choices, kept in localStorage under the spec's keys (`theme` and `lang`) and in
 * cookies of the same names, which the server reads to render the page in the reader's language
 * and theme (so a reload never flashes the other one).
 */

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PREFERENCE_COOKIES,
  PREFERENCE_MAX_AGE_SECONDS,
  PREFERENCES_PATH,
  THEMES,
  type Language,
  type Theme,
} from '@news/contract';

export { DEFAULT_LANGUAGE, LANGUAGES, PREFERENCES_PATH, type Language, type Theme };

const { language: LANG, theme: THEME } = PREFERENCE_COOKIES;

const inBrowser = () => typeof document !== 'undefined';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy), or no browser: the defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not stored; the choice still holds for this visit.
  }
  writeCookie(key, value);
}

/** The preference cookies are for the server's rendering only: readable by the page, sent with every page request. */
function writeCookie(key: string, value: string): void {
  if (!inBrowser()) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${key}=${value}; path=/; max-age=${PREFERENCE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

function readCookie(key: string): string | null {
  if (!inBrowser()) return null;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${key}=([^;]*)`));
  return match ? match[1]! : null;
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function storedLanguage(): Language {
  const value = read(LANG);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The theme the reader chose and this browser stored, if any. */
export function storedTheme(): Theme | null {
  const value = read(THEME);
  return isTheme(value) ? value : null;
}

/** The language the cookie holds: the one the server renders pages in. */
export function cookieLanguage(): Language | null {
  const value = readCookie(LANG);
  return isLanguage(value) ? value : null;
}

/** The language the reader chose, if any (localStorage, else the cookie). */
export function chosenLanguage(): Language | null {
  const value = read(LANG) ?? readCookie(LANG);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  write(LANG, language);
  if (inBrowser()) document.documentElement.lang = language;
}

/**
 * The cookie and localStorage hold the same choice. The cookie is what the server rendered with,
 * and a choice made without a script is in the cookie only, so where both are set the cookie's
 * wins; a choice stored before the cookies existed (localStorage only) is copied into a cookie, so
 * the server renders the next page in it.
 */
export function syncPreferenceCookies(): void {
  for (const key of [LANG, THEME]) {
    const valid = (value: string | null): value is string =>
      !!value && (isLanguage(value) || isTheme(value));
    const cookie = readCookie(key);
    const stored = read(key);
    if (valid(cookie) && cookie !== stored) {
      try {
        localStorage.setItem(key, cookie);
      } catch {
        // Storage blocked: the cookie alone holds the choice.
      }
    } else if (!valid(cookie) && valid(stored)) {
      writeCookie(key, stored);
    }
  }
}

/** The theme in use: the `dark`/`light` class the server or index.html put on <html> before the first paint. */
export function currentTheme(): Theme {
  if (!inBrowser()) return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  write(THEME, theme);
}

/**
 * The theme toggle where a script answers it: the other theme, in place. The toggle is a button to
 * each theme, the one to the other shown: focus on the one just hidden moves to the one shown in
 * its place, so a keyboard reader stays on the toggle.
 */
export function toggleTheme(form: HTMLFormElement): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  const focused = form.contains(document.activeElement);
  applyTheme(next);
  const shown = form.querySelector<HTMLButtonElement>(
    `button[value="${next === 'dark' ? 'light' : 'dark'}"]`,
  );
  if (focused) shown?.focus();
}

/**
 * The theme form sent where a script answers it (the staff app, a reader page once its script
 * runs): the other theme, in place, instead of the server's answer.
 */
export function answerThemeForm(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-theme-form')) return;
  event.preventDefault();
  toggleTheme(form);
}
