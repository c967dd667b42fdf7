import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import en from '../../public/assets/i18n/en.json';
import te from '../../public/assets/i18n/te.json';
import { createI18n } from '../app/i18n';
import { system } from '../app/system';
import type { Language } from '../shared/preferences';
import { ToastOutlet } from '../shared/components/ToastOutlet';
import { SessionProvider, type CurrentUser } from '../shared/session';

export const resources = { en: { translation: en }, te: { translation: te } };

interface Options {
  path?: string;
  route?: string;
  routes?: RouteObject[];
  user?: CurrentUser | null;
  language?: Language;
  mocks?: MockLink.MockedResponse[];
}

/** Renders a screen with the app's providers: translations (from the real files), Chakra, a session, Apollo mocks and a router. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = path, routes = [], user = null, language = 'en', mocks = [] }: Options = {},
) {
  const i18n = createI18n({ language, resources });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <SessionProvider initialUser={user}>
          <MockedProvider mocks={mocks}>
            <RouterProvider router={router} />
          </MockedProvider>
        </SessionProvider>
        <ToastOutlet />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}
