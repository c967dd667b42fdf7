import { SAVED_PAGES_CACHE } from '../shared/savedPages';

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
 * the articles read lately, newest first, by their titles.
 */
export async function listSavedPages(): Promise<void> {
  const list = document.querySelector<HTMLElement>('[data-saved-pages]');
  if (!list || typeof caches === 'undefined') return;
  const cache = await caches.open(SAVED_PAGES_CACHE);
  const requests = [...(await cache.keys())].reverse();
  const items: HTMLLIElement[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    const title = response ? titleOf(await response.text()) : null;
    if (!title) continue;
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = new URL(request.url).pathname + new URL(request.url).search;
    link.textContent = title;
    item.append(link);
    items.push(item);
  }
  list.replaceChildren(...items);
  const none = document.querySelector<HTMLElement>('[data-saved-none]');
  if (none) none.hidden = items.length > 0;
}
