import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { createClientRouter } from './app/router';
import { syncPreferenceCookies } from './shared/preferences';
import { setNewsroomTimeZone, timeZoneOfPage } from './shared/timeZone';

// The staff app (/login, /admin…, /users). The reader pages are the server's, with no app.
syncPreferenceCookies();
// Every time the app shows or takes is on the newsroom's clock, which the gateway names in the page.
setNewsroomTimeZone(timeZoneOfPage(document));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App
      i18n={createI18n()}
      makeClient={(session) => createApolloClient(session)}
      router={<RouterProvider router={createClientRouter()} />}
    />
  </StrictMode>,
);
