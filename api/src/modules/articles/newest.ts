import { sql } from 'kysely';
import type { ArticleReading, ArticleStore, SummaryRead } from './records.js';
import { toRecord } from './rows.js';
import type { Where } from './search/types.js';

/** A part of a union: its name, how many of its newest, and which articles. */
export type Part = readonly [string, number, Where];

/**
 * For each part, its newest readers' rows, in one UNION ALL statement. Each part is a subquery
 * with its own order and limit, so each reads only its first index entries; the order within
 * each part is restored here, since a union keeps none.
 */
export async function newestOfEach(
  store: ArticleStore,
  parts: readonly Part[],
  q: Pick<SummaryRead, 'withContent' | 'withAuthor'>,
): Promise<{ part: string; row: ArticleReading }[]> {
  const arms = parts.map(([part, limit, where], i) =>
    store.database.db
      .selectFrom(
        store.selects
          .select(q.withContent, q.withAuthor, false)
          .select(sql.lit(part).as('part'))
          .where(where)
          .orderBy('articles.published_at', 'desc')
          .orderBy('articles.id', 'desc')
          .limit(limit)
          .as(`p${i}`),
      )
      .selectAll(),
  );
  const rows = await arms
    .slice(1)
    .reduce((union, arm) => union.unionAll(arm), arms[0]!)
    .execute();
  const records = rows.map((row) => ({
    part: row.part,
    row: toRecord(row) as ArticleReading,
  }));
  const order = parts.map(([part]) => part);
  return records.sort(
    (a, b) =>
      order.indexOf(a.part) - order.indexOf(b.part) ||
      (b.row.publishedAt ?? '').localeCompare(a.row.publishedAt ?? '') ||
      b.row.id - a.row.id,
  );
}
