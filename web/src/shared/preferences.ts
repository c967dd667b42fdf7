/** The reader's choices kept in localStorage under the spec's keys: `theme` and `lang`. */

export type Theme = 'dark' | 'light';
export type Language = 'en' | 'te';

export const LANGUAGES: readonly Language[] = ['en', 'te'];
export const DEFAULT_LANGUAGE: Language = 'en';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy): the defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not stored; the choice still holds for this visit.
  }
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'te';
}

export function storedLanguage(): Language {
  const value = read('lang');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  write('lang', language);
  document.documentElement.lang = language;
}

/** The theme in use: the `dark`/`light` class that index.html put on <html> before the first paint. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  write('theme', theme);
}
