import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Loading } from '../shared/components/Loading';
import { ToastOutlet } from '../shared/components/ToastOutlet';
import { NowProvider } from '../shared/now';
import { SessionProvider, useSession } from '../shared/session';
import type { SessionWatch } from './apollo';
import { system } from './system';

export interface AppProps {
  i18n: I18n;
  /** The Apollo client, made once the session exists (its requests are stamped with the session's epoch). */
  makeClient: (session: SessionWatch) => ApolloClient;
  /** The router: the browser's, or the server's static one for the address being rendered. */
  router: ReactNode;
  /** When the page was rendered (the server's clock), for relative times that hydrate unchanged. */
  now: number;
  /** The page came rendered from the server: start as the server rendered it (signed out). */
  hydrating?: boolean;
  /** The page already carries Chakra's global CSS (the server wrote it): the browser does not build it again. */
  globalCssInPage?: boolean;
  /** Called once the page has been rendered or hydrated. */
  onStarted?: () => void;
}

/**
 * The same system without its global CSS (`ChakraProvider` renders `system._global`): for a page
 * whose `<style data-emotion="css-global …">` came from the server and stays in place. In the
 * built client `_global` is computed only when read (see vite.config.ts), so this saves building it.
 */
const systemWithoutGlobalCss = Object.create(system, { _global: { value: [] } }) as typeof system;

function WithApollo({
  makeClient,
  children,
}: {
  makeClient: AppProps['makeClient'];
  children: ReactNode;
}) {
  const { epoch, ended } = useSession();
  // An UNAUTHENTICATED answer means the cookie's session is over: the header must stop claiming otherwise.
  const [client] = useState(() => makeClient({ epoch, ended }));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** The page's providers around the router: the same tree on the server and in the browser. */
export function App({
  i18n,
  makeClient,
  router,
  now,
  hydrating = false,
  globalCssInPage = false,
  onStarted,
}: AppProps) {
  // Only once: the callback given at start is the one that counts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onStarted?.(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={globalCssInPage ? systemWithoutGlobalCss : system}>
        <NowProvider value={now}>
          {/* Until the first translation file is in (a page the server did not render), a spinner. */}
          <Suspense fallback={<Loading />}>
            <SessionProvider hydrating={hydrating}>
              <WithApollo makeClient={makeClient}>{router}</WithApollo>
            </SessionProvider>
            <ToastOutlet />
          </Suspense>
        </NowProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
