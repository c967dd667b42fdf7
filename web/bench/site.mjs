// What the bench asks the running site for: the five reader pages it measures and, for the load
// test, search addresses no two requests share, built from the seeded articles' words.
import { homePath, LIMITS } from '@news/contract';

async function graphql(base, query) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`/graphql answered ${res.status} with no JSON: ${text.slice(0, 200)}`);
  }
  if (answer.errors || !answer.data)
    throw new Error(`/graphql: ${JSON.stringify(answer.errors ?? answer).slice(0, 300)}`);
  return answer.data;
}

/** Words as the api indexes them (api/src/lib/search.ts): NFC, no joiners, lower case. */
function words(text) {
  return (
    text
      .normalize('NFC')
      .replace(/[\u200c\u200d]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** Every article readers see (published ones; the seed has 44), in pages the gateway accepts. */
export async function readArticles(base) {
  const pageSize = 100;
  const all = [];
  for (let page = 1; ; page++) {
    const data = await graphql(
      base,
      `{ articles(page: ${page}, pageSize: ${pageSize}) { items { id language title content } } }`,
    );
    all.push(...data.articles.items);
    if (data.articles.items.length < pageSize) return all;
  }
}

/** The newest article of an edition: `/news/{id}/{slug}`. */
async function articlePath(base, language) {
  const data = await graphql(
    base,
    `{ articles(pageSize: 1, language: ${language}) { items { id slug } } }`,
  );
  const item = data.articles.items[0];
  if (!item) throw new Error(`no ${language} article to measure`);
  return `/news/${encodeURIComponent(item.id)}/${encodeURIComponent(item.slug)}`;
}

/**
 * The word the results page searches for: the most common word of five letters or more in the
 * English headlines (shorter ones are mostly words such as `with`, which match nearly every article).
 */
export function commonHeadlineWord(articles) {
  const counts = new Map();
  for (const a of articles.filter((x) => x.language === 'EN'))
    for (const w of new Set(words(a.title)))
      if ([...w].length >= 5) counts.set(w, (counts.get(w) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error('no English headline to take a search word from');
  return best[0];
}

/**
 * The five pages, each `{ key, label, path, seo }`: `seo` false for the results page, which is
 * `noindex` on purpose.
 */
export async function benchPages(base, articles) {
  const word = commonHeadlineWord(articles);
  return [
    { key: 'home', label: 'home', path: homePath(), seo: true },
    { key: 'home-te', label: 'home te', path: homePath({ edition: 'te' }), seo: true },
    { key: 'search', label: 'search', path: homePath({ search: word }), seo: false },
    { key: 'article', label: 'article', path: await articlePath(base, 'EN'), seo: true },
    { key: 'article-te', label: 'article te', path: await articlePath(base, 'TE'), seo: true },
  ];
}

/**
 * Search addresses for the uncached renders, each returned once: the seeded articles' distinct
 * words, then pairs of neighbouring words (both in one article, so it is found), then words three
 * at a time; Telugu articles' words are searched in the Telugu edition. Past those, searches that
 * find nothing (`zq<n>`), still each a new page. `exclude` holds addresses already asked for.
 */
export function searchAddresses(articles, exclude = []) {
  const used = new Set(exclude);
  const lists = [1, 2, 3].map(() => []);
  for (const a of articles) {
    const edition = a.language === 'TE' ? 'te' : undefined;
    const ws = words(`${a.title}\n${a.content}`);
    lists.forEach((list, i) => {
      for (let at = 0; at + i < ws.length; at++)
        list.push({ search: ws.slice(at, at + i + 1).join(' '), edition });
    });
  }
  const queue = lists.flat();
  const counts = { words: 0, pairs: 0, triples: 0, none: 0 };
  let next = 0;
  let fallback = 0;
  return {
    counts,
    /** The next address no request has asked for. */
    take() {
      while (next < queue.length) {
        const { search, edition } = queue[next++];
        const address = homePath({ search, edition });
        if (used.has(address) || [...search].length > LIMITS.searchMax) continue;
        used.add(address);
        counts[['words', 'pairs', 'triples'][search.split(' ').length - 1]]++;
        return address;
      }
      counts.none++;
      return homePath({ search: `zq${++fallback}` });
    },
  };
}
