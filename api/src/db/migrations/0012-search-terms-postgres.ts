import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * PostgreSQL gets `search_terms` too (SQLite's came with 0009): every word the index holds, so
 * that a search word is searched as the few indexed words it begins rather than as a prefix
 * (repository.ts, wordsBegun). GIN answers a prefix by gathering every match of every word it
 * begins before it can intersect them with another word's; named words are intersected in the
 * index, by the rarer word. Skipped on SQLite, which has the table.
 */
export function searchTermsPostgres(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // Looked up by range (a word and the words it begins): the byte order of "C".
      await sql`create table search_terms (term text collate "C" primary key)`.execute(db);
      await sql`
        insert into search_terms (term)
        select word from ts_stat('select search_vector from articles')
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop table search_terms`.execute(db);
    },
  };
}
