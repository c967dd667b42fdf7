import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER, SAVED_FOR_MS, SAVED_PAGES_CACHE } from '../shared/savedPages';
import { FakeCacheStorage } from '../test/fakeCaches';
import { listSavedPages } from './offline';

let storage: FakeCacheStorage;

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  document.body.innerHTML =
    '<ul data-saved-pages></ul><p data-saved-none>Nothing is saved yet.</p>';
});
afterEach(() => vi.unstubAllGlobals());

async function saved(path: string, title: string, savedAt: number): Promise<void> {
  const cache = await storage.open(SAVED_PAGES_CACHE);
  await cache.put(
    `http://localhost${path}`,
    new Response(`<html><head><title>${title}</title></head><body></body></html>`, {
      headers: { 'content-type': 'text/html', [SAVED_AT_HEADER]: String(savedAt) },
    }),
  );
}

const links = () =>
  [...document.querySelectorAll('[data-saved-pages] a')].map((a) => [
    a.getAttribute('href'),
    a.textContent,
  ]);

describe('listSavedPages', () => {
  it('links the saved pages by their titles, newest first, without those past their week', async () => {
    const now = Date.now();
    await saved('/news/7', 'Rains lash the coast &amp; the hills | News Today', now - 60_000);
    await saved('/home?edition=te', 'తాజా వార్తలు | నేటి వార్తలు', now - 1000);
    await saved('/news/3', 'An old story | News Today', now - SAVED_FOR_MS - 1000);
    await listSavedPages();
    expect(links()).toEqual([
      ['/home?edition=te', 'తాజా వార్తలు'],
      ['/news/7', 'Rains lash the coast & the hills'],
    ]);
    expect(document.querySelector<HTMLElement>('[data-saved-none]')!.hidden).toBe(true);
  });

  it('says so when nothing is saved', async () => {
    await listSavedPages();
    expect(links()).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-saved-none]')!.hidden).toBe(false);
  });
});
