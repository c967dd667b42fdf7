import {
  latinWordReadings,
  readingDistance,
  readingFits,
  readingTolerance,
  skeletonOf,
} from '@news/contract/transliterate';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The Telugu words of the index a Latin search word is looked up among, by its skeleton. */
const READING_CANDIDATES = 500;
/** The Telugu words a Latin search word is searched as, at most. */
const READINGS_MAX = 16;

/**
 * The Telugu words of the index that each Latin search word may be read as
 * (contract/transliterate.ts): found by the consonant skeleton of its loose reading, kept
 * when their reading fits the typed one (readingFits), nearest first (then nearest in length), at
 * most READINGS_MAX. A search word is the start of a word, so longer words (with a suffix)
 * are kept too, unless `whole` asks for words of the typed word's length only. A word still
 * being typed (`begun`, for suggestions) may be the start of any longer word its reading begins.
 */
export async function teluguReadings(
  db: Kysely<DB>,
  terms: readonly string[],
  { whole = false, begun = false }: { whole?: boolean; begun?: boolean } = {},
): Promise<Map<string, string[]>> {
  // Every typed reading of every word is looked up in one statement, each its own subquery
  // ordered and limited on the table's key.
  const asked = terms.flatMap((term) =>
    latinWordReadings(term).map((typed) => ({ term, typed, skeleton: skeletonOf(typed) })),
  );
  const found = new Map<string, string[]>();
  if (asked.length === 0) return found;
  const parts = asked.map(
    ({ skeleton }, i) => sql<{ asked: number; term: string; reading: string }>`
        select * from (
          select ${sql.lit(i)} as asked, term, reading from search_readings
          where skeleton >= ${skeleton} and skeleton < ${`${skeleton}\u{10FFFF}`}
          order by skeleton limit ${READING_CANDIDATES}
        ) as ${sql.ref(`r${i}`)}
      `,
  );
  const { rows } = await sql<{ asked: number; term: string; reading: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  for (const term of terms) {
    const candidates: { term: string; distance: number; spare: number; base: number }[] = [];
    // A word read as typed comes before one read without an ending the typed word may carry.
    const full = asked.find((a) => a.term === term)?.typed;
    asked.forEach(({ term: of, typed }, i) => {
      if (of !== term) return;
      const base = Number(typed !== full);
      for (const row of rows) {
        if (Number(row.asked) !== i) continue;
        const spare = Math.abs(row.reading.length - typed.length);
        if (whole && spare > 1) continue;
        const fits = begun
          ? readingDistance(typed, row.reading) <= readingTolerance(typed)
          : readingFits(typed, row.reading);
        if (!fits) continue;
        candidates.push({
          term: row.term,
          distance: readingDistance(typed, row.reading),
          spare,
          base,
        });
      }
    });
    const words = [
      ...new Set(
        candidates
          .sort(
            (a, b) =>
              a.distance - b.distance ||
              a.base - b.base ||
              a.spare - b.spare ||
              a.term.length - b.term.length,
          )
          .map((c) => c.term),
      ),
    ].slice(0, READINGS_MAX);
    if (words.length > 0) found.set(term, words);
  }
  return found;
}
