/**
 * Server rendering of the reader pages, loaded by the gateway from web/dist-server. The page is
 * rendered with the GraphQL schema in the gateway's own process (no HTTP hop), its Apollo cache and
 * interface strings written into it, its Chakra (Emotion) styles in its head, and its title, meta,
 * Open Graph, hreflang and JSON-LD from the page's <PageHead>.
 */
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GraphQLSchema } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createCache } from '../app/apollo';
import { App } from '../app/App';
import { HEADLINE_FONT_URL } from '../app/fonts';
import { createI18n } from '../app/i18n';
import { routes } from '../app/router';
import { createHeadCollector, HeadCollectorContext } from '../shared/head';
import type { Language, Theme } from '../shared/preferences';
import { scriptJson, type Boot, BOOT_ELEMENT_ID } from './boot';
import { headTags } from './headTags';

export interface RenderRequest {
  /** The path and query string asked for. */
  url: string;
  /** The site's public origin (`https://news.example`), for absolute addresses in the head. */
  origin: string;
  /** The reader's interface language from the `lang` cookie; null when none was chosen. */
  lang: Language | null;
  /** The reader's theme from the `theme` cookie; null when none was chosen. */
  theme: Theme | null;
  /** The built index.html. */
  template: string;
  /** The interface strings of each language. */
  strings: Record<Language, Record<string, unknown>>;
  /** The GraphQL schema, executed in process, and the context of a reader (no session). */
  schema: GraphQLSchema;
  context: () => object;
  /** Scripts to preload for a page, from the client build's manifest (the article screen's chunk). */
  preloads: (page: 'article' | 'home') => string[];
  /** When the page is rendered (ms since the epoch); now when left out. */
  now?: number;
}

export interface RenderResult {
  status: number;
  /** With a 301/302: where to. */
  location?: string;
  html?: string;
}

/** Staff screens are rendered in the browser only, and kept out of search engines. */
const STAFF = /^\/(login|admin|users)(\/|$)/;
const ARTICLE = /^\/news\/[^/]+(\/[^/]+)?\/?$/;
const HOME = /^\/(home\/?)?$/;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const path = url.pathname;
  const now = request.now ?? Date.now();
  if (STAFF.test(path)) {
    const lang = request.lang ?? 'en';
    return {
      status: 200,
      html: document(request, {
        lang,
        head: headTags({ noindex: true, title: brandOf(request, lang) }, request.origin, []),
        body: '',
        boot: { lang, now, strings: request.strings[lang], rendered: false },
      }),
    };
  }
  // The spec's `*` route: any other address goes home.
  if (!ARTICLE.test(path) && !HOME.test(path)) return { status: 302, location: '/home' };

  const handler = createStaticHandler(routes);
  const routing = await handler.query(new Request(url.href));
  if (routing instanceof Response) {
    return { status: routing.status, location: routing.headers.get('location') ?? '/home' };
  }
  // A query that failed (the api not answering) makes the page a 503, which is never kept.
  let failed = false;
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      new ErrorLink(() => {
        failed = true;
      }),
      new SchemaLink({ schema: request.schema, context: request.context }),
    ]),
    cache: createCache(),
  });

  /** One rendering of the page in an interface language. */
  const renderIn = async (lang: Language) => {
    const i18n = createI18n({
      language: lang,
      resources: { [lang]: { translation: request.strings[lang] } },
      fetchOthers: false,
      persist: false,
    });
    const router = createStaticRouter(handler.dataRoutes, routing);
    const collector = createHeadCollector();
    const emotion = createEmotionCache({ key: 'css' });
    const emotionServer = createEmotionServer(emotion);
    const tree = (
      <HeadCollectorContext.Provider value={collector}>
        <CacheProvider value={emotion}>
          <App
            i18n={i18n}
            makeClient={() => client}
            router={<StaticRouterProvider router={router} context={routing} hydrate={false} />}
            now={now}
          />
        </CacheProvider>
      </HeadCollectorContext.Provider>
    );
    const { result } = await prerenderStatic({
      tree,
      // One piece per Suspense boundary, however large: React would otherwise send a long
      // article's boundary apart, to be put in place by an inline script the CSP does not run.
      renderFunction: (node) =>
        prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
      maxRerenders: 5,
    });
    return { result, head: collector.head, emotionServer };
  };

  // Without a chosen language, the page's own: an edition's home, or an article (a Telugu article
  // is rendered again in Telugu, from the data the first rendering fetched).
  let lang: Language = request.lang ?? (url.searchParams.get('edition') === 'te' ? 'te' : 'en');
  let rendered = await renderIn(lang);
  if (!request.lang && lang === 'en' && rendered.head.og?.locale === 'te_IN') {
    lang = 'te';
    rendered = await renderIn(lang);
  }
  const { result, head, emotionServer } = rendered;
  if (head.redirect) return { status: 301, location: encodeURI(head.redirect) + url.search };

  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(result),
  );
  const page = ARTICLE.test(path) ? 'article' : 'home';
  const preloads = [
    `<link rel="preload" href="${HEADLINE_FONT_URL}" as="font" type="font/woff2" crossorigin>`,
    // The page's own chunks (the article screen's), for the template's loader to preload with
    // the entry once the page has been painted (see scriptsAfterContent in vite.config.ts).
    `<script type="application/json" id="page-scripts">${scriptJson(request.preloads(page))}</script>`,
  ];
  return {
    status: head.status ?? (failed ? 503 : 200),
    html: document(request, {
      lang,
      head: headTags(head, request.origin, preloads) + styles,
      body: result,
      boot: {
        lang,
        now,
        strings: request.strings[lang],
        apollo: client.extract() as NormalizedCacheObject,
        rendered: true,
      },
    }),
  };
}

function brandOf(request: RenderRequest, lang: Language): string {
  const app = request.strings[lang].app as { brand?: string } | undefined;
  return app?.brand ?? 'News Today';
}

/** The built index.html with the page's language, theme, head, body and boot data written in. */
function document(
  request: RenderRequest,
  page: { lang: Language; head: string; body: string; boot: Boot },
): string {
  const { template, theme } = request;
  const htmlAttributes = theme
    ? `lang="${page.lang}" class="${theme}" style="color-scheme: ${theme}"`
    : `lang="${page.lang}"`;
  return template
    .replace(/<html[^>]*>/, `<html ${htmlAttributes}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.body}</div><script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(page.boot)}</script>`,
    );
}
