import { headlineShare, relevance } from '../../../lib/search.js';
import type { ArticleListed, ArticleListQuery, ArticleStore } from '../records.js';
import { toRecord, withCounterparts, withImages } from '../rows.js';
import { filters } from '../filters.js';
import { NO_READINGS, RANKED, type Total } from './types.js';

type Page = Total & { items: ArticleListed[] };

/**
 * A search ranked by relevance (lib/search.ts, relevance): its newest RANKED matches are read
 * (as the newest-first list reads them, with its count: `list`), ranked here, and the page's
 * rows read by id; the matches after them follow newest first, which is also their order in
 * the list newest first, so pages neither repeat nor skip a story. Ranking every match of a
 * common word would read all of them before the first row, far over the budget of a page.
 */
export async function rankedSearch(
  store: ArticleStore,
  q: ArticleListQuery,
  list: (q: ArticleListQuery) => Promise<Page>,
): Promise<Page> {
  const { search } = store;
  const newest = { field: 'publishedAt', direction: 'desc' } as const;
  const all = q.terms.length === 0 ? {} : await search.allMatches(filters(search, q));
  // Where the database reads the newest matches with the columns the page shows, the page
  // needs no second round trip; otherwise (SQLite, in the process) its rows are read by id.
  const whole = all.head === undefined && search.ranksWholeRows;
  const listed = all.head
    ? undefined
    : await list({
        ...q,
        expected: all.expected,
        sort: newest,
        page: 1,
        skip: 0,
        pageSize: RANKED,
        withContent: whole && q.withContent,
        withAuthor: whole && q.withAuthor,
        withCounterpart: false,
        withImage: false,
      });
  const head = all.head ?? listed!;
  const now = Date.now();
  const share = headlineShare(q.terms, q.readings ?? NO_READINGS);
  const ranked = head.items
    .map((m) => ({
      id: m.id,
      preferred: q.prefer === undefined || m.language === q.prefer,
      score: relevance(
        share(m.title),
        (now - Date.parse(m.publishedAt ?? m.createdAt)) / 86_400_000,
      ),
    }))
    .sort((a, b) => Number(b.preferred) - Number(a.preferred) || b.score - a.score || b.id - a.id);
  const offset = q.skip ?? (q.page - 1) * q.pageSize;
  const end = offset + q.pageSize;
  const ids = ranked.slice(offset, end).map((r) => r.id);
  const byId = new Map<number, ArticleListed>();
  if (whole && listed) {
    for (const item of listed.items) byId.set(item.id, item);
  } else if (ids.length > 0) {
    const rows = await store.selects
      .select(q.withContent, q.withAuthor, false)
      .where('articles.id', 'in', ids)
      .execute();
    for (const row of rows) byId.set(row.id, toRecord(row));
  }
  let items = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  if (q.withImage) items = await withImages(store.images, items);
  if (q.withCounterpart) items = await withCounterparts(store.database.db, items);
  if (end > RANKED && head.items.length === RANKED && head.total > RANKED) {
    const from = Math.max(offset, RANKED);
    const after = await list({ ...q, sort: newest, skip: from, pageSize: end - from });
    items = [...items, ...after.items];
  }
  return { total: head.total, capped: head.capped, items };
}
