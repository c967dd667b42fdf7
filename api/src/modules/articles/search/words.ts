import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Named } from './types.js';

/** A longer word is searched as the indexed words it begins, when it begins no more than this. */
const PREFIX_WORDS_MAX = 32;

/**
 * For each search word asked, the indexed words it begins (`search_terms`) when there are at most
 * PREFIX_WORDS_MAX, to be searched by name: FTS5 answers a prefix it has no index for by merging
 * the whole list of every word it begins before giving the first row, and GIN gathers every
 * match of every such word before intersecting them with another search word's; named words
 * are read newest first (FTS5), or intersected in the index by the rarer word (GIN).
 */
export async function wordsBegun(db: Kysely<DB>, asked: readonly string[]): Promise<Named> {
  if (asked.length === 0) return new Map();
  // One statement for every word: each is its own subquery, ordered and limited on the key.
  const parts = asked.map(
    (term, i) => sql<{ word: number; term: string }>`
        select * from (
          select ${sql.lit(i)} as word, term from search_terms
          where term >= ${term} and term < ${`${term}\u{10FFFF}`}
          order by term limit ${PREFIX_WORDS_MAX + 1}
        ) as ${sql.ref(`w${i}`)}
      `,
  );
  const { rows } = await sql<{ word: number; term: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  const named = new Map<string, string[]>();
  asked.forEach((term, i) => {
    const begun = rows.filter((r) => Number(r.word) === i).map((r) => r.term);
    if (begun.length <= PREFIX_WORDS_MAX) named.set(term, begun);
  });
  return named;
}
