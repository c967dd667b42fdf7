import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';
import { addSearchReadings } from '../index.js';
import type { DB } from '../schema.js';

/** Words read from the index at a time. */
const BATCH = 2000;

/**
 * `search_readings`: every Telugu word the search index holds, with its loose reading in
 * English letters and that reading's consonant skeleton (contract/transliterate.ts), so that a
 * search typed in English letters also finds Telugu stories (modules/articles/search/readings.ts, teluguReadings).
 */
export function searchReadings(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Skeletons are looked up by range (a prefix and the highest code point), which needs
      // the byte order of PostgreSQL's "C" collation rather than a locale's.
      await sql`
        create table search_readings (
          skeleton text${sql.raw(dialect === 'postgres' ? ' collate "C"' : '')} not null,
          term text not null,
          reading text not null,
          primary key (skeleton, term)
        )${sql.raw(dialect === 'sqlite' ? ' without rowid' : '')}
      `.execute(db);
      const { rows } =
        dialect === 'sqlite'
          ? await sql<{ term: string }>`select term from search_terms`.execute(db)
          : await sql<{
              term: string;
            }>`select word as term from ts_stat('select search_vector from articles')`.execute(db);
      const telugu = rows.map((r) => r.term).filter((t) => /[\u0C00-\u0C7F]/u.test(t));
      for (let i = 0; i < telugu.length; i += BATCH) {
        await addSearchReadings(db as unknown as Kysely<DB>, telugu.slice(i, i + BATCH));
      }
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table search_readings`.execute(db);
    },
  };
}
