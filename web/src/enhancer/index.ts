/*
 * The reader pages' one script. The server renders these pages whole and the browser never runs
 * React on them: this module does the few live things (theme, language, the signed-in header and
 * logout, relative times, sharing, broken pictures, the saved pages offline, counting a read, the
 * breaking-news strip and a live blog's posts),
 * each a small listener on markup the server wrote. Every control works from the moment it is drawn: before
 * this script runs, the head script of reader.html answers the language, marks a button pressed
 * (pressed again below), and the theme toggle and search are forms the server answers. Listening
 * costs nothing, so the controls' listeners are added at once; the rest waits for a moment the
 * browser is idle (a task of its own, however busy the phone), so the page's drawing never waits.
 */
import { READER_HOOKS } from '@news/contract';
import { keepBreakingNews } from './breaking';
import { keepPictures } from './pictures';
import { keepLanguageInStep } from './language';
import { listSavedPages } from './offline';
import { countRead } from './reads';
import { enhanceSearch, resetFormsOnReturn } from './search';
import { registerServiceWorker } from './serviceWorker';
import { enhanceSuggestions } from './suggestions';
import { enhanceSession, showSession } from './session';
import { enhanceShare } from './share';
import { enhanceTheme, showStoredTheme } from './theme';
import { keepTimesCurrent, updateTimes } from './times';
import { whenIdle } from './idle';

enhanceTheme();
enhanceSession();
enhanceSearch();
enhanceSuggestions();
resetFormsOnReturn();
// A button pressed before this script ran (Logout), as the head script marked it.
for (const button of document.querySelectorAll<HTMLButtonElement>(
  `button[${READER_HOOKS.pressed}]`,
)) {
  button.removeAttribute(READER_HOOKS.pressed);
  button.click();
}

for (const enhance of [
  keepBreakingNews,
  keepLanguageInStep,
  keepTimesCurrent,
  enhanceShare,
  keepPictures,
  listSavedPages,
  registerServiceWorker,
  countRead,
]) {
  whenIdle(() => void enhance());
}

// A live blog's code is loaded only on the page of one that is on (every other page does without
// it), and not on a copy saved for reading offline, which has no stream to follow.
if (
  document.querySelector(`[${READER_HOOKS.liveBlog}]`) &&
  !document.documentElement.hasAttribute(READER_HOOKS.offline)
) {
  whenIdle(() => void import('./liveBlog').then(({ keepLiveBlog }) => keepLiveBlog()));
}

// A page the back/forward cache restores is as it was left: the theme, the session or the time
// may have changed on another page since.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  showStoredTheme();
  showSession();
  updateTimes();
});
