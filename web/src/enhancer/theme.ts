import { answerThemeForm, applyTheme, currentTheme, storedTheme } from '../shared/preferences';

/**
 * The theme toggle is a form the server answers (for a page read without a script); here it
 * changes the theme in place and stores it (localStorage and cookie) instead.
 */
export function enhanceTheme(): void {
  document.addEventListener('submit', answerThemeForm);
}

/** The stored theme shown, as the page's head script does before the first paint. */
export function showStoredTheme(): void {
  const stored = storedTheme();
  if (stored && stored !== currentTheme()) applyTheme(stored);
}
