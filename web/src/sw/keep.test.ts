import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types';
import { SAVED_AT_HEADER } from '../shared/savedPages';
import { FakeCacheStorage } from '../test/fakeCaches';
import { keepWithin } from './keep';

const CACHE = 'reader-images';
const DAY = 24 * 60 * 60 * 1000;
const event = {} as ExtendableEvent;
const state = {};

let storage: FakeCacheStorage;
let clock: number;

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  clock = Date.UTC(2026, 0, 1);
});
afterEach(() => vi.unstubAllGlobals());

const picture = (bytes: number, headers: Record<string, string> = {}) =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { 'content-type': 'image/webp', ...headers },
  });

/** What a strategy does with a network answer: through `cacheWillUpdate`, into the cache, `cacheDidUpdate`. */
async function save(plugin: WorkboxPlugin, url: string, response: Response): Promise<boolean> {
  const request = new Request(url);
  const stored = await plugin.cacheWillUpdate!({ request, response, event, state });
  if (!stored) return false;
  const cache = await storage.open(CACHE);
  await cache.put(request, stored);
  await plugin.cacheDidUpdate!({ cacheName: CACHE, request, newResponse: stored, event, state });
  return true;
}

const read = async (plugin: WorkboxPlugin, url: string) =>
  plugin.cachedResponseWillBeUsed!({
    cacheName: CACHE,
    request: new Request(url),
    cachedResponse: await storage.match(url),
    event,
    state,
  });

describe('keepWithin', () => {
  it('stores an answer with its decoded size and the time it was saved', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 1000, now: () => clock });
    await save(
      plugin,
      'https://news.test/media/a.webp',
      picture(300, { 'content-encoding': 'br', 'content-length': '120' }),
    );
    const stored = (await storage.match('https://news.test/media/a.webp'))!;
    expect(stored.headers.get('content-length')).toBe('300');
    expect(stored.headers.get('content-encoding')).toBeNull();
    expect(stored.headers.get(SAVED_AT_HEADER)).toBe(String(clock));
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect((await stored.arrayBuffer()).byteLength).toBe(300);
  });

  it('does not store an answer bigger than the whole cap', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 1000, now: () => clock });
    expect(await save(plugin, 'https://news.test/media/big.webp', picture(1001))).toBe(false);
    expect(await storage.urls(CACHE)).toEqual([]);
  });

  it('lets the oldest entries go first once the cache is over its size', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 1000, now: () => clock });
    for (const name of ['a', 'b', 'c']) {
      await save(plugin, `https://news.test/media/${name}.webp`, picture(400));
      clock += 1000;
    }
    expect(await storage.urls(CACHE)).toEqual([
      'https://news.test/media/b.webp',
      'https://news.test/media/c.webp',
    ]);
    // Saved again, `b` is the newest: `c` goes next.
    await save(plugin, 'https://news.test/media/b.webp', picture(400));
    clock += 1000;
    await save(plugin, 'https://news.test/media/d.webp', picture(400));
    expect(await storage.urls(CACHE)).toEqual([
      'https://news.test/media/b.webp',
      'https://news.test/media/d.webp',
    ]);
  });

  it('answers nothing past its age, and drops such entries at the next save', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 10_000, now: () => clock });
    await save(plugin, 'https://news.test/media/old.webp', picture(10));
    clock += 6 * DAY;
    await save(plugin, 'https://news.test/media/new.webp', picture(10));
    expect(await read(plugin, 'https://news.test/media/old.webp')).toBeInstanceOf(Response);

    clock += 1 * DAY + 1;
    expect(await read(plugin, 'https://news.test/media/old.webp')).toBeNull();
    expect(await read(plugin, 'https://news.test/media/new.webp')).toBeInstanceOf(Response);
    await save(plugin, 'https://news.test/media/newest.webp', picture(10));
    expect(await storage.urls(CACHE)).toEqual([
      'https://news.test/media/new.webp',
      'https://news.test/media/newest.webp',
    ]);
  });

  it('counts an entry without a saving time as expired', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 10_000, now: () => clock });
    await (await storage.open(CACHE)).put('https://news.test/media/x.webp', picture(10));
    expect(await read(plugin, 'https://news.test/media/x.webp')).toBeNull();
    await save(plugin, 'https://news.test/media/y.webp', picture(10));
    expect(await storage.urls(CACHE)).toEqual(['https://news.test/media/y.webp']);
  });

  it('stays within its size when many pictures are saved at once', async () => {
    const plugin = keepWithin({ maxAgeMs: 7 * DAY, maxBytes: 1000, now: () => clock++ });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        save(plugin, `https://news.test/media/${i}.webp`, picture(100)),
      ),
    );
    const urls = await storage.urls(CACHE);
    expect(urls).toHaveLength(10);
    expect(urls).toContain('https://news.test/media/19.webp');
  });
});
