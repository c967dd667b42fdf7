/*
 * The service worker: the reader pages read lately, and their pictures, for reading offline; the
 * offline page for the rest. See docs/architecture.md, "Offline reading". Built by
 * sw.vite.config.ts into dist/sw.js with the precache list written in.
 */
import { PREFERENCE_COOKIES } from '@news/contract';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  Strategy,
  type StrategyHandler,
} from 'workbox-strategies';
import {
  SAVE_PAGE_MESSAGE,
  SAVED_FOR_MS,
  SAVED_IMAGES_CACHE,
  SAVED_PAGES_CACHE,
} from '../shared/savedPages';
import { keepWithin } from './keep';
import { offlineCopy } from './offlineCopy';
import { isReaderPage, offlinePath, savedPageKey } from './pages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** Chromium's Cookie Store API; other browsers have none in a worker. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const MB = 1024 * 1024;
/** Saved pages: a week's reading is a few hundred pages of about 100 kB each. */
const PAGES_MAX_BYTES = 25 * MB;
const IMAGES_MAX_BYTES = 50 * MB;

// A new deploy's worker takes over at once and drops the old one's precache; pages come from the
// network first, so no reader stays on an old page.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
// The reader pages' script, the fonts, the tab's icon and the offline page in both languages.
precacheAndRoute(self.__WB_MANIFEST);
// The page's request starts while the worker starts, not after.
enableNavigationPreload();

/** Only a whole page that the gateway would keep: 200, HTML, not `no-store`. */
const wholePages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    response.type === 'basic' &&
    /^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
    !/\bno-store\b/.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

/** Each page under its canonical address (see `savedPageKey`), for saving and for reading. */
const pageKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = savedPageKey(new URL(request.url));
    return key ? new Request(new URL(key, self.location.origin)) : request;
  },
};

/** Answered from what was saved only when the network failed: marked so. */
const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? offlineCopy(cachedResponse) : null,
};

const savePlugins = [
  wholePages,
  pageKeys,
  keepWithin({ maxAgeMs: SAVED_FOR_MS, maxBytes: PAGES_MAX_BYTES }),
];

const savedPages = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  // Pages vary with the preference cookies; offline, the last one read is the one there is.
  matchOptions: { ignoreVary: true },
  plugins: [...savePlugins, markedOffline],
});

/**
 * From the network, saved, and never answered from what was saved nor with the offline page. A
 * page the browser prefetches (speculation rules: the reader is pointing at its link) is saved
 * so, as one opened, since the browser then shows it without asking the worker again; a prefetch
 * that fails is made again when the reader opens the page.
 */
class NetworkAndSave extends Strategy {
  protected _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return handler.fetchAndCachePut(request);
  }
}
const fetchedPages = new NetworkAndSave({
  cacheName: SAVED_PAGES_CACHE,
  plugins: savePlugins,
});
const unsavedPages = new NetworkOnly();

/** The reader's language: the `lang` cookie where the worker can read it, else English. */
async function readerLanguage(): Promise<string | null> {
  const cookie = await self.cookieStore?.get(PREFERENCE_COOKIES.language).catch(() => null);
  return cookie?.value ?? null;
}

const isPrefetch = (request: Request) =>
  /\bprefetch\b/.test(request.headers.get('sec-purpose') ?? '');

async function readerPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const saved = savedPageKey(options.url) !== null;
  if (isPrefetch(options.request)) {
    return (saved ? fetchedPages : unsavedPages).handle(options);
  }
  try {
    return await (saved ? savedPages : unsavedPages).handle(options);
  } catch {
    return (await matchPrecache(offlinePath(await readerLanguage()))) ?? Response.error();
  }
}

const noAuthorization = (request: Request) => !request.headers.has('authorization');

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && noAuthorization(request) && isReaderPage(url),
  readerPage,
);
// Staff pages and the rest are never stored; routed only so that they take the preloaded answer.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  new NetworkOnly(),
);

/** The page a request or a message comes from. */
async function clientOf(event: ExtendableEvent | undefined): Promise<Client | undefined> {
  if (event instanceof FetchEvent)
    return event.clientId ? self.clients.get(event.clientId) : undefined;
  if (event instanceof ExtendableMessageEvent && event.source instanceof Client)
    return event.source;
  return undefined;
}

/** Pictures of the pages that are saved, not those of a search, a section or a staff page. */
const ofSavedPages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response, event }) => {
    if (response.status !== 200 || response.type !== 'basic') return null;
    const client = await clientOf(event);
    return client && savedPageKey(new URL(client.url)) ? response : null;
  },
};

// Photos never change under one address (`/media/i/{hash}-{width}.webp`), nor do the seed's.
const savedPictures = new CacheFirst({
  cacheName: SAVED_IMAGES_CACHE,
  plugins: [ofSavedPages, keepWithin({ maxAgeMs: SAVED_FOR_MS, maxBytes: IMAGES_MAX_BYTES })],
});
const isPicture = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith('/media/');

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && isPicture(url) && noAuthorization(request),
  savedPictures,
);

function urlOf(address: string, base: URL): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/** Most pictures one page may ask to have saved. */
const PICTURES_MAX = 100;

/**
 * The page that was open when the worker first started (a shared link is often a reader's first
 * page) loaded before the worker could see it: it asks for itself and the pictures it shows to
 * be saved (src/enhancer/serviceWorker.ts). The page is fetched again; the pictures come from the
 * browser's cache.
 */
async function saveShownPage(event: ExtendableMessageEvent, pictures: unknown): Promise<void> {
  const client = await clientOf(event);
  if (!client) return;
  const url = new URL(client.url);
  const key = savedPageKey(url);
  if (url.origin !== self.location.origin || !key) return;
  const saved = await caches.match(new URL(key, url.origin).href, {
    cacheName: SAVED_PAGES_CACHE,
    ignoreVary: true,
  });
  if (!saved) await fetchedPages.handle({ request: new Request(url), event }).catch(() => null);
  const sources = Array.isArray(pictures) ? pictures.slice(0, PICTURES_MAX) : [];
  for (const source of sources) {
    const picture = typeof source === 'string' ? urlOf(source, url) : null;
    if (picture && isPicture(picture)) {
      await savedPictures.handle({ request: new Request(picture), event }).catch(() => null);
    }
  }
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === SAVE_PAGE_MESSAGE) {
    event.waitUntil(saveShownPage(event, 'pictures' in data ? data.pictures : undefined));
  }
});
