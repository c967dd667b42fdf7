import { READER_HOOKS } from '@news/contract';
import { SAVED_FOR_MS, SAVED_PAGES_CACHE, savedAt } from '../shared/savedPages';

/** A saved page's title as its `<title>` says it, without the brand after it. */
function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (!match?.[1]) return null;
  const text =
    new DOMParser().parseFromString(match[1], 'text/html').documentElement.textContent ?? '';
  return text.replace(/\s+\|[^|]*$/, '').trim() || null;
}

/**
 * The offline page lists what the service worker saved for reading offline: the front pages and
 * the articles read lately, newest first, by their titles. A page past its week is left out: the
 * worker no longer answers with it.
 */
export async function listSavedPages(): Promise<void> {
  const list = document.querySelector<HTMLElement>(`[${READER_HOOKS.savedPages}]`);
  if (!list || typeof caches === 'undefined') return;
  const cache = await caches.open(SAVED_PAGES_CACHE);
  const oldest = Date.now() - SAVED_FOR_MS;
  const pages: { href: string; title: string; savedAt: number }[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request, { ignoreVary: true });
    if (!response || savedAt(response) <= oldest) continue;
    const title = titleOf(await response.text());
    const url = new URL(request.url);
    if (title) pages.push({ href: url.pathname + url.search, title, savedAt: savedAt(response) });
  }
  pages.sort((a, b) => b.savedAt - a.savedAt);
  list.replaceChildren(
    ...pages.map(({ href, title }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = href;
      link.textContent = title;
      item.append(link);
      return item;
    }),
  );
  const none = document.querySelector<HTMLElement>(`[${READER_HOOKS.savedNone}]`);
  if (none) none.hidden = pages.length > 0;
}
