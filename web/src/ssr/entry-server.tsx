/**
 * The reader pages, rendered on the server and never hydrated: loaded by the gateway from
 * web/dist-server. Each page's loader asks for its data first, through Apollo Client over the
 * gateway's own GraphQL schema in process (`SchemaLink`); then the page is rendered once, from
 * that data, into reader.html, with its Chakra (Emotion) styles in its head and the head facts
 * of its `<PageHead>`. What the browser does on these pages is src/enhancer's.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SchemaLink } from '@apollo/client/link/schema';
import { Box, ChakraProvider } from '@chakra-ui/react';
import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  ARTICLE_ROUTES,
  Language,
  LANGUAGES,
  READER_HOOKS,
  type Language as LanguageCode,
  type ReaderRenderRequest,
  type ReaderRenderResult,
} from '@news/contract';
import type { GraphQLSchema } from 'graphql';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Frame } from '../app/Frame';
import { createI18n } from '../app/i18n';
import { system } from '../app/system';
import { BadAddressPage } from '../features/address/BadAddressPage';
import { loadArticle } from '../features/article/articleData';
import ArticlePage from '../features/article/ArticlePage';
import { loadAuthor } from '../features/author/authorData';
import AuthorPage from '../features/author/AuthorPage';
import { loadHome } from '../features/home/homeData';
import { HomePage } from '../features/home/HomePage';
import { OfflinePage } from '../features/offline/OfflinePage';
import { createHeadCollector, HeadCollectorContext } from '../shared/head';
import { NowProvider } from '../shared/now';
import { PageKindContext, type PageKind } from '../shared/pageKind';
import type { Theme } from '../shared/preferences';
import type { FetchPageData, Loaded, ReaderLoadContext } from '../shared/readerData';
import { SessionProvider } from '../shared/session';
import { storyCss } from '../shared/storyCss';
import { newsroomTimeZone, setNewsroomTimeZone, TIME_ZONE_META } from '../shared/timeZone';
import { globalCss } from './globalCss';
import { headTags } from './headTags';
import { BreakingContext, BreakingNewsQuery, BreakingStrip } from './BreakingStrip';
import { OfflineNotice } from './OfflineNotice';

export type RenderRequest = ReaderRenderRequest<GraphQLSchema>;
export type RenderResult = ReaderRenderResult;

/** Every reader page's frame. Its stories are styled here, once: no page shows them unstyled. */
const frame = (
  <Frame>
    <Box css={storyCss}>
      <BreakingStrip />
      <OfflineNotice />
      <Outlet />
    </Box>
  </Frame>
);

/** The reader pages; each loader fetches what its page shows, so the page renders once. */
const routes: RouteObject[] = [
  {
    element: frame,
    children: [
      ...['/', '/home'].map((path): RouteObject => ({
        path,
        loader: ({ request, context }) =>
          loadHome(new URL(request.url), context as ReaderLoadContext),
        element: <HomePage />,
      })),
      ...ARTICLE_ROUTES.map((path): RouteObject => ({
        path,
        loader: ({ params, request, context }) =>
          loadArticle(params.id, new URL(request.url), context as ReaderLoadContext),
        element: <ArticlePage />,
      })),
      {
        path: '/author/:username',
        loader: ({ params, request, context }) =>
          loadAuthor(params.username, new URL(request.url), context as ReaderLoadContext),
        element: <AuthorPage />,
      },
      {
        path: '/offline',
        loader: ({ request }): Loaded => ({
          pageLanguage:
            new URL(request.url).searchParams.get('lang') === 'te' ? Language.TE : Language.EN,
        }),
        element: <OfflinePage />,
      },
    ],
  },
];

const handler = createStaticHandler(routes);
/** An address that is not valid percent-encoding is a page of its own, whatever its path. */
const badAddress = createStaticHandler([
  { element: frame, children: [{ path: '*', element: <BadAddressPage /> }] },
]);

/** Whether every `%` of a path starts an escape of UTF-8 (what `decodeURIComponent` reads). */
function decodes(path: string): boolean {
  try {
    // The result is used: a bundler drops a call to a built-in whose result is not.
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
}

/**
 * A cache that keeps each style's CSS (Emotion's `compat` mode, as @emotion/server uses), for the
 * page's head, rather than writing a `<style>` before each element.
 */
function emotionCache(): EmotionCache {
  const emotion = createEmotionCache({ key: 'css' });
  emotion.compat = true;
  return emotion;
}

/** The CSS a rendering put into its Emotion cache, in the order it was inserted. */
function insertedCss(emotion: EmotionCache): string {
  return Object.values(emotion.inserted)
    .filter((css): css is string => typeof css === 'string')
    .join('');
}

/**
 * Chakra's global CSS (its reset, tokens and global styles, about 45 kB) is the same on every
 * page: it is made once, when the module loads, and each page renders with a system that leaves
 * it out.
 */
const GLOBAL_CSS = (() => {
  const emotion = emotionCache();
  renderToString(
    <CacheProvider value={emotion}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return globalCss(insertedCss(emotion));
})();
const systemWithoutGlobalCss = Object.create(system, { _global: { value: [] } }) as typeof system;

/** What a rendering needs that is the same for every page: made once per schema and strings. */
interface Site {
  client: ApolloClient;
  i18n: Record<LanguageCode, I18n>;
}

let site: { schema: GraphQLSchema; strings: RenderRequest['strings']; value: Site } | undefined;

/**
 * One Apollo Client for every page (no cache: each page's data is asked once, with its reader's
 * context, and never kept) and one set of translations per language (never changed after).
 */
function siteOf(request: RenderRequest): Site {
  if (site?.schema === request.schema && site.strings === request.strings) return site.value;
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      // A query that failed (the api not answering) marks its page, which is a 503, never kept.
      new ErrorLink(({ operation }) => {
        (operation.getContext().page as { failed: boolean }).failed = true;
      }),
      new SchemaLink({
        schema: request.schema,
        context: (operation) =>
          (operation.getContext().page as { context: () => object }).context(),
      }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  const i18n = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const instance = createI18n({
        language: lang,
        resources: { [lang]: { translation: request.strings[lang] } },
        fetchOthers: false,
        persist: false,
      });
      // react-i18next copies the instance's own properties on every `useTranslation` (hundreds a
      // page); a view that inherits them all has none of its own to copy.
      return [lang, Object.create(instance) as I18n];
    }),
  ) as Record<LanguageCode, I18n>;
  site = { schema: request.schema, strings: request.strings, value: { client, i18n } };
  return site.value;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const now = request.now ?? Date.now();
  // One zone per render thread: the gateway's, set before anything is written.
  setNewsroomTimeZone(request.timeZone);
  const { client, i18n } = siteOf(request);
  // Every query of this page carries the page: its reader context, and whether one failed.
  const page = { context: request.context, failed: false };
  const fetch: FetchPageData = (query) =>
    client.query({ ...query, context: { page } }).then(
      ({ data }) => data ?? undefined,
      () => undefined,
    );
  const load: ReaderLoadContext = { fetch, lang: request.lang };
  const valid = decodes(url.pathname);
  const pages = valid ? handler : badAddress;
  // A bad address is matched in a form that decodes (React Router warns of one that does not),
  // and its page is at the address as asked: its forms bring the reader back to it.
  const asked = new URL(url);
  if (!valid) asked.pathname = url.pathname.replaceAll('%', '%25');
  // Asked beside the page's own data; the saved offline page shows no alert (it is not current).
  const breaking =
    url.pathname === '/offline' ? undefined : fetch({ query: BreakingNewsQuery, variables: {} });
  const routing = await pages.query(new Request(asked.href), { requestContext: load });
  if (!valid && !(routing instanceof Response)) routing.location.pathname = url.pathname;
  // The spec's `*` route: any other address goes home.
  if (routing instanceof Response || routing.matches.length === 0 || routing.statusCode === 404) {
    return { status: 302, location: '/home' };
  }
  const loaded = Object.values(routing.loaderData as Record<string, Loaded | undefined>).find(
    (data) => data?.pageLanguage,
  );
  const offline = url.pathname === '/offline';
  // Without a chosen language, the page's own: an edition's home, a Telugu article. The offline
  // page is kept by the service worker in each language, whatever the cookies say.
  const lang: LanguageCode = offline
    ? (loaded?.pageLanguage ?? Language.EN)
    : (request.lang ?? loaded?.pageLanguage ?? Language.EN);
  const theme = offline ? null : request.theme;

  const alerts = (await breaking) ?? null;
  const collector = createHeadCollector();
  const emotion = emotionCache();
  const kind: PageKind = {
    kind: 'reader',
    origin: request.origin,
    preview: request.preview ?? false,
  };
  const body = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <CacheProvider value={emotion}>
        <I18nextProvider i18n={i18n[lang]}>
          <ChakraProvider value={systemWithoutGlobalCss}>
            <PageKindContext.Provider value={kind}>
              <NowProvider value={now}>
                {/* Rendered for everyone: no one is signed in (see PageKind). */}
                <SessionProvider initialUser={null}>
                  <BreakingContext.Provider value={alerts}>
                    <StaticRouterProvider
                      router={createStaticRouter(pages.dataRoutes, routing)}
                      context={routing}
                      hydrate={false}
                    />
                  </BreakingContext.Provider>
                </SessionProvider>
              </NowProvider>
            </PageKindContext.Provider>
          </ChakraProvider>
        </I18nextProvider>
      </CacheProvider>
    </HeadCollectorContext.Provider>,
  );
  const head = collector.head;
  if (head.redirect) {
    return { status: head.redirectStatus ?? 301, location: encodeURI(head.redirect) };
  }
  const css = insertedCss(emotion);
  const pageGlobalCss = GLOBAL_CSS.forPage(css, body);
  return {
    status: head.status ?? (page.failed ? 503 : 200),
    html: document(request.template, {
      lang,
      theme,
      rendered: now,
      timeZone: newsroomTimeZone(),
      head: headTags(head, request.origin),
      styles: `<style>${pageGlobalCss}${css}</style>`,
      body,
    }),
  };
}

/**
 * The web app manifest a page offers: the app under its name in the page's language (an app of
 * its own, starting at its edition).
 */
const MANIFESTS: Record<LanguageCode, string> = {
  en: '/manifest.webmanifest',
  te: '/manifest.te.webmanifest',
};

/** Where reader.html names the zone (its build's default, Asia/Kolkata). */
const TIME_ZONE_TAG = new RegExp(`<meta name="${TIME_ZONE_META}" content="[^"]*"\\s*/?>`);

/** reader.html with the page's language, theme, head and body written in. */
function document(
  template: string,
  page: {
    lang: LanguageCode;
    theme: Theme | null;
    /** When the page was rendered: its relative times ("2 hours ago") are as of then. */
    rendered: number;
    /** The newsroom's zone, for the page's script to write times on the same clock. */
    timeZone: string;
    head: string;
    styles: string;
    body: string;
  },
): string {
  const theme = page.theme ? ` class="${page.theme}" style="color-scheme: ${page.theme}"` : '';
  const attributes = `lang="${page.lang}" ${READER_HOOKS.rendered}="${page.rendered}"${theme}`;
  // Replaced by functions: a page's text may hold `$&` and the like.
  return template
    .replace(/<html[^>]*>/, () => `<html ${attributes}>`)
    .replace(TIME_ZONE_TAG, () => `<meta name="${TIME_ZONE_META}" content="${page.timeZone}" />`)
    .replace('href="/manifest.webmanifest"', () => `href="${MANIFESTS[page.lang]}"`)
    .replace('<!--head-->', () => page.head + page.styles)
    .replace('<!--body-->', () => page.body);
}
