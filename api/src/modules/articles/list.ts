import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { countMatching } from './counts.js';
import { filters, sortKey } from './filters.js';
import type { ArticleListed, ArticleListQuery, ArticleStore } from './records.js';
import { toRecord, withCounterparts, withImages } from './rows.js';
import { rankedSearch } from './search/ranking.js';
import type { SearchPlan, Total } from './search/types.js';

/** A page of a list, with its count (up to PAGING.countCap). */
export type ListPage = Total & { items: ArticleListed[] };

/** A page of articles: filtered, searched, sorted (by relevance: search/ranking.ts), counted. */
export async function listArticles(store: ArticleStore, q: ArticleListQuery): Promise<ListPage> {
  const { search } = store;
  const { db } = store.database;
  if (q.terms.length > 0 && q.named === undefined) {
    q = { ...q, named: await search.wordsBegun(q.terms) };
  }
  const { field, direction } = q.sort;
  if (field === 'relevance') return rankedSearch(store, q, (next) => listArticles(store, next));
  const key = sortKey(store.database.dialect, field, q.view);
  const offset = q.skip ?? (q.page - 1) * q.pageSize;
  const read = async (plan: SearchPlan) => {
    const where = filters(search, q, plan);
    const ordered = <T extends SelectQueryBuilder<DB, 'articles', object>>(query: T) =>
      query.orderBy(key, direction).orderBy('articles.id', direction) as T;
    const select = store.selects.select(q.withContent, q.withAuthor, false);
    // A later page, or a search, finds its ids first, then reads only those rows: an offset
    // over whole rows would read every row it skips, and a sort of a search's matches would
    // carry every match's columns.
    const rows =
      offset === 0 && q.terms.length === 0
        ? ordered(select.where(where)).limit(q.pageSize)
        : ordered(
            select.where(
              'articles.id',
              'in',
              ordered(db.selectFrom('articles').select('articles.id').where(where))
                .limit(q.pageSize)
                .offset(offset),
            ),
          );
    // Counted from the matches up (stopping at the bound), or for a window of a common
    // search along the date index, where its matches lie.
    const windowed = plan.window !== undefined;
    const counting = {
      newestFirst:
        windowed || search.countsNewestFirst(q.view.kind === 'readers', q.terms.length > 0),
      search: q.terms.length > 0,
      expected: q.expected,
    };
    const countWhere = windowed ? where : filters(search, q, { ...plan, dense: false });
    return search.pageAndCount(
      () => rows.execute(),
      () => countMatching(db, search, countWhere, counting),
      { offset, pageSize: q.pageSize },
    );
  };
  // Only the readers' date order has an index to read a common search along.
  const byDateIndex = q.view.kind === 'readers' && field === 'publishedAt';
  const plan = await search.plan(q, byDateIndex, byDateIndex && direction === 'desc');
  let [total, rows] = await read(plan);
  if (plan.window) {
    const held = await search.windowHeld(
      q,
      filters(search, { ...q, terms: [] }),
      plan.window.at(-1)!,
      {
        full: rows.length >= q.pageSize,
        capped: total.capped,
        last: rows.at(-1)?.published_at,
      },
    );
    if (!held) [total, rows] = await read({ dense: true, match: plan.match });
  }
  let items = rows.map(toRecord);
  if (q.withImage) items = await withImages(store.images, items);
  return {
    ...total,
    items: q.withCounterpart ? await withCounterparts(db, items) : items,
  };
}
