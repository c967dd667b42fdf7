import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { createClientRouter } from './app/router';
import { syncPreferenceCookies } from './shared/preferences';

// The staff app (/login, /admin…, /users). The reader pages are the server's, with no app.
syncPreferenceCookies();
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
