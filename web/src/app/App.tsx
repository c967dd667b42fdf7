import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Loading } from '../shared/components/Loading';
import { Toaster } from '../shared/components/Toaster';
import { readStoredUser, SessionProvider, useSession } from '../shared/session';
import { createApolloClient } from './apollo';
import { router } from './router';
import { system } from './system';

function WithApollo() {
  const { epoch, ended } = useSession();
  // An UNAUTHENTICATED answer means the cookie's session is over: the header must stop claiming otherwise.
  const [client] = useState(() => createApolloClient({ epoch, ended }));
  return (
    <ApolloProvider client={client}>
      {/* No navigation in a transition: while a slow screen (50 cards) renders the new address,
          Apollo's updates re-render it with the old one, and useQuery swaps its variables back
          and forth, fetching both pages without end. */}
      <RouterProvider router={router} useTransitions={false} />
    </ApolloProvider>
  );
}

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {/* Translations arrive over HTTP; until the first file is in, a spinner. */}
        <Suspense fallback={<Loading />}>
          <SessionProvider initialUser={readStoredUser()}>
            <WithApollo />
          </SessionProvider>
          <Toaster />
        </Suspense>
      </ChakraProvider>
    </I18nextProvider>
  );
}
