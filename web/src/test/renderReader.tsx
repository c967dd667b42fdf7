import { ChakraProvider } from '@chakra-ui/react';
import type { Language } from '@news/contract';
import { render } from '@testing-library/react';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { createI18n } from '../app/i18n';
import { system } from '../app/system';
import { createHeadCollector, HeadCollectorContext } from '../shared/head';
import { NowProvider } from '../shared/now';
import { PageKindContext } from '../shared/pageKind';
import type { FetchPageData, ReaderLoadContext } from '../shared/readerData';
import { SessionProvider } from '../shared/session';
import { resources } from './render';

/** What the api answers one request of a page with; no `data`: the request fails. */
export interface Answer {
  query: DocumentNode;
  variables: object;
  data?: unknown;
}

/** The site's origin in the reader pages' tests. */
export const ORIGIN = 'https://news.example';

/**
 * Renders a reader page as the server does: its loader asks for its data (answered from
 * `answers`, each request matched by its document and variables), then the page renders from it,
 * with the reader pages' providers. An unexpected request fails the test with what was asked.
 */
export function renderReaderPage(
  page: ReactElement,
  {
    path,
    route,
    language = null,
    answers,
    load,
    now = Date.now(),
    preview = false,
  }: {
    path: string;
    route: string;
    /** The reader's chosen language (the cookie's); the page's own when null. */
    language?: Language | null;
    answers: Answer[];
    load: (args: LoaderFunctionArgs, context: ReaderLoadContext) => Promise<unknown>;
    now?: number;
    /** Rendered as a staff preview (`/graphql/preview/{id}`). */
    preview?: boolean;
  },
) {
  // The build writes each document into the code that uses it: matched by operation name.
  const nameOf = (query: DocumentNode) => getOperationAST(query)?.name?.value;
  const fetch: FetchPageData = async ({ query, variables }) => {
    const answer = answers.find(
      (a) =>
        nameOf(a.query) === nameOf(query) &&
        JSON.stringify(a.variables) === JSON.stringify(variables),
    );
    if (!answer) throw new Error(`No answer for ${nameOf(query)} ${JSON.stringify(variables)}`);
    return answer.data as never;
  };
  const collector = createHeadCollector();
  const router = createMemoryRouter(
    [{ path, element: page, loader: (args) => load(args, { fetch, lang: language }) }],
    { initialEntries: [route] },
  );
  const i18n = createI18n({ language: language ?? 'en', resources });
  const result = render(
    <HeadCollectorContext.Provider value={collector}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <PageKindContext.Provider value={{ kind: 'reader', origin: ORIGIN, preview }}>
            <NowProvider value={now}>
              <SessionProvider initialUser={null}>
                <RouterProvider router={router} />
              </SessionProvider>
            </NowProvider>
          </PageKindContext.Provider>
        </ChakraProvider>
      </I18nextProvider>
    </HeadCollectorContext.Provider>,
  );
  return { ...result, head: () => collector.head, i18n };
}
