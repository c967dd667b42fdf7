import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Loading } from '../shared/components/Loading';
import { ToastOutlet } from '../shared/components/ToastOutlet';
import { SessionProvider, useSession } from '../shared/session';
import type { SessionWatch } from './apollo';
import { system } from './system';

export interface AppProps {
  i18n: I18n;
  /** The Apollo client, made once the session exists (its requests are stamped with the session's epoch). */
  makeClient: (session: SessionWatch) => ApolloClient;
  router: ReactNode;
}

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

/** The staff app's providers around its router. */
export function App({ i18n, makeClient, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {/* Until the first translation file is in, a spinner. */}
        <Suspense fallback={<Loading />}>
          <SessionProvider>
            <WithApollo makeClient={makeClient}>{router}</WithApollo>
          </SessionProvider>
          <ToastOutlet />
        </Suspense>
      </ChakraProvider>
    </I18nextProvider>
  );
}
