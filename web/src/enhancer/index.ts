/*
 * The reader pages' one script. The server renders these pages whole and the browser never runs
 * React on them: this module does the few live things (theme, language, the signed-in header and
 * logout, relative times, sharing, broken pictures, the saved pages offline), each a small
 * listener on markup the server wrote. Every control also works as a plain link or form without it,
 * so each part waits for a moment the browser is idle (a task of its own, however busy the phone):
 * a tap before then is a form sent to the server, and the page's drawing never waits on a script.
 */
import { keepPictures } from './pictures';
import { enhanceLanguage } from './language';
import { listSavedPages } from './offline';
import { enhanceSearch, resetFormsOnReturn } from './search';
import { registerServiceWorker } from './serviceWorker';
import { enhanceSession, showSession } from './session';
import { enhanceShare } from './share';
import { enhanceTheme, showStoredTheme } from './theme';
import { keepTimesCurrent, updateTimes } from './times';
import { whenIdle } from './idle';

for (const enhance of [
  enhanceTheme,
  enhanceLanguage,
  enhanceSession,
  keepTimesCurrent,
  enhanceShare,
  keepPictures,
  enhanceSearch,
  listSavedPages,
  registerServiceWorker,
]) {
  whenIdle(() => void enhance());
}
resetFormsOnReturn();

// A page the back/forward cache restores is as it was left: the theme, the session or the time
// may have changed on another page since.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  showStoredTheme();
  showSession();
  updateTimes();
});
