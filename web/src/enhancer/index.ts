/*
 * The reader pages' one script. The server renders these pages whole and the browser never runs
 * React on them: this module does the few live things (theme, language, the signed-in header and
 * logout, relative times, sharing, broken pictures, the saved pages offline), each a small
 * listener on markup the server wrote. Every control also works as a plain link or form without it.
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

enhanceTheme();
enhanceLanguage();
enhanceSession();
keepTimesCurrent();
enhanceShare();
keepPictures();
enhanceSearch();
resetFormsOnReturn();
void listSavedPages();
registerServiceWorker();

// A page the back/forward cache restores is as it was left: the theme, the session or the time
// may have changed on another page since.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  showStoredTheme();
  showSession();
  updateTimes();
});
