import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PAGING } from '../../domain.js';
import type { ArticleSearch, CountOptions, Total, Where } from './search/types.js';

/**
 * How many articles a list matches, up to PAGING.countCap (`capped` when more do): counting
 * every match of a common word, or the whole table, in a million articles would cost more
 * than the page itself (PostgreSQL counts row by row).
 */
export async function countMatching(
  db: Kysely<DB>,
  search: ArticleSearch,
  where: Where,
  options: CountOptions = {},
): Promise<Total> {
  if (await search.pastEstimate(() => matching(db, where, options), options)) {
    return { total: PAGING.countCap, capped: true };
  }
  const row = await search.counted(db, Boolean(options.search), (reader) =>
    reader.selectNoFrom(countOf(reader, where, options).as('n')).executeTakeFirstOrThrow(),
  );
  return capped(Number(row.n));
}

/** The matches of `where` as the count reads them (newest first when asked). */
function matching(db: Kysely<DB>, where: Where, options: CountOptions) {
  return db
    .selectFrom('articles')
    .select(sql.lit(1).as('one'))
    .where(where)
    .$if(Boolean(options.newestFirst), (qb) => qb.orderBy('articles.published_at', 'desc'));
}

/** The matches of `where` counted up to one past PAGING.countCap, as a scalar subquery. */
function countOf(db: Kysely<DB>, where: Where, options: CountOptions) {
  return db
    .selectFrom(
      matching(db, where, options)
        .limit(PAGING.countCap + 1)
        .as('matches'),
    )
    .select(sql<number | string>`count(*)`.as('n'));
}

function capped(n: number): Total {
  return n > PAGING.countCap
    ? { total: PAGING.countCap, capped: true }
    : { total: n, capped: false };
}

/** How many rows PostgreSQL's planner expects a query to give (postgres.ts asks). */
export async function estimate(db: Kysely<DB>, query: Compilable): Promise<number> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}
