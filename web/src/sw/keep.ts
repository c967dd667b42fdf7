import type { WorkboxPlugin } from 'workbox-core/types';
import { SAVED_AT_HEADER, savedAt } from '../shared/savedPages';

export interface KeepLimits {
  /** How long an entry is kept after it was saved. */
  maxAgeMs: number;
  /** The most bytes the cache holds; beyond that the oldest entries go first. */
  maxBytes: number;
  /** The clock (tests give their own). */
  now?: () => number;
}

/**
 * A Workbox plugin that keeps a cache within an age and a size in bytes, the oldest entries out
 * first. Workbox's ExpirationPlugin counts entries, not bytes, judges a response's age by its
 * Date header (a picture the browser's HTTP cache held for a month is a month old on the day it
 * is saved) and keeps its bookkeeping in IndexedDB, which a page cannot delete while the worker
 * holds it open. This plugin writes each entry's size and the time it was saved into the stored
 * answer itself, so deleting the cache (at logout) deletes everything.
 *
 * - `cacheWillUpdate`: the body is read (its size is what the cache stores, decoded) and stored
 *   with `content-length` and the saving time; an answer bigger than the whole cap is not stored.
 * - `cachedResponseWillBeUsed`: an entry past its age is not answered.
 * - `cacheDidUpdate`: entries past their age go, then the oldest until the rest fit. Puts that
 *   come while the cache is being trimmed make one more trim, not one each.
 */
export function keepWithin({ maxAgeMs, maxBytes, now = Date.now }: KeepLimits): WorkboxPlugin {
  const fresh = (response: Response) => savedAt(response) > now() - maxAgeMs;

  async function trim(cacheName: string): Promise<void> {
    const cache = await caches.open(cacheName);
    const entries = await Promise.all(
      (await cache.keys()).map(async (request) => {
        const response = await cache.match(request, { ignoreVary: true });
        return {
          request,
          savedAt: response ? savedAt(response) : 0,
          bytes: Number(response?.headers.get('content-length')) || 0,
          fresh: response ? fresh(response) : false,
        };
      }),
    );
    entries.sort((a, b) => b.savedAt - a.savedAt);
    let total = 0;
    let full = false;
    for (const entry of entries) {
      total += entry.bytes;
      full ||= total > maxBytes;
      if (full || !entry.fresh) await cache.delete(entry.request, { ignoreVary: true });
    }
  }

  const trims = new Map<string, { done: Promise<void>; again: boolean }>();
  function trimSoon(cacheName: string): Promise<void> {
    const running = trims.get(cacheName);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { done: Promise.resolve(), again: false };
    state.done = (async () => {
      do {
        state.again = false;
        // A cache deleted meanwhile (a logout) has nothing left to trim.
        await trim(cacheName).catch(() => undefined);
      } while (state.again);
    })().finally(() => trims.delete(cacheName));
    trims.set(cacheName, state);
    return state.done;
  }

  return {
    async cacheWillUpdate({ response }) {
      const body = await response.arrayBuffer();
      if (body.byteLength > maxBytes) return null;
      const headers = new Headers(response.headers);
      // The cache stores the body as the page received it: decoded.
      headers.delete('content-encoding');
      headers.set('content-length', String(body.byteLength));
      headers.set(SAVED_AT_HEADER, String(now()));
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && fresh(cachedResponse) ? cachedResponse : null,
    cacheDidUpdate: ({ cacheName }) => trimSoon(cacheName),
  };
}
