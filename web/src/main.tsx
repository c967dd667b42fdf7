import './app/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { createClientRouter } from './app/router';
import { chosenLanguage, syncPreferenceCookies } from './shared/preferences';
import { takeEarlyInput } from './earlyInput';
import { readBoot } from './ssr/boot';

const boot = readBoot();
syncPreferenceCookies();

// The server wrote the page's strings into it: no request for them before the first paint.
const i18n = boot
  ? createI18n({
      language: boot.lang,
      resources: { [boot.lang]: { translation: boot.strings } },
      fetchOthers: true,
    })
  : createI18n();
const router = createClientRouter();

// From here on the app answers the reader's input; what came before it is done again by each
// control once it is hydrated (useEarlyInput).
takeEarlyInput();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App
      i18n={i18n}
      makeClient={(session) => createApolloClient(session, boot?.apollo)}
      router={<RouterProvider router={router} useTransitions={false} />}
      now={boot?.now ?? Date.now()}
      hydrating={!!boot?.rendered}
      globalCssInPage={!!boot?.rendered}
      onStarted={() => {
        // A reader whose language was stored before the server could read it (no cookie yet)
        // gets it once the page is hydrated (which must match the server's language); from the
        // next page on the server renders in it.
        const chosen = chosenLanguage();
        if (chosen && boot && chosen !== boot.lang) void i18n.changeLanguage(chosen);
      }}
    />
  </StrictMode>
);

if (boot?.rendered) {
  // Hydrating in a transition lets React yield to the browser every few milliseconds, so a slow
  // phone stays responsive while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
