import { CATEGORIES } from '../../domain.js';
import { countMatching } from './counts.js';
import { filters } from './filters.js';
import { newestOfEach, type Part } from './newest.js';
import type {
  ArticleReading,
  ArticleStore,
  ArticleView,
  FrontQuery,
  FrontRows,
} from './records.js';
import { finish } from './rows.js';

/**
 * The front page's rows in one statement: the newest lead story, the newest stories, and each
 * category's newest, each part read from an index in the readers' order (newest first) with
 * its own limit, joined by UNION ALL; and the edition's total beside it.
 */
export async function frontRows(store: ArticleStore, q: FrontQuery): Promise<FrontRows> {
  const { search } = store;
  const base = { terms: [], category: undefined, lead: undefined, language: q.language };
  const view: ArticleView = { kind: 'readers', now: q.now };
  const parts: Part[] = [
    ['lead', 1, filters(search, { ...base, view, lead: true })],
    ['latest', q.latest, filters(search, { ...base, view })],
    ...CATEGORIES.map((category): Part => [
      category,
      q.perCategory,
      filters(search, { ...base, view, category }),
    ]),
  ];
  const [total, rows] = await Promise.all([
    countMatching(store.database.db, search, filters(search, { ...base, view }), {
      newestFirst: search.countsNewestFirst(true, false),
    }),
    newestOfEach(store, parts, q),
  ]);
  const finished = await finish(
    store,
    rows.map(({ row }) => row),
    q,
  );
  const byPart = new Map<string, ArticleReading[]>();
  rows.forEach(({ part }, i) => {
    const list = byPart.get(part) ?? [];
    list.push(finished[i]!);
    byPart.set(part, list);
  });
  return {
    lead: byPart.get('lead')?.[0],
    latest: byPart.get('latest') ?? [],
    categories: new Map(CATEGORIES.map((c) => [c, byPart.get(c) ?? []])),
    total: total.total,
  };
}
