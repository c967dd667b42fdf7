import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * The full-text index. Both dialects index the same words, cut by lib/search.ts, so search
 * behaves alike on both and does not depend on the database's locale or parser:
 * - SQLite: an FTS5 table keyed by the article id. Its tokenizer counts combining marks (M*)
 *   as part of a word, so the words it is given are never split again.
 * - PostgreSQL: a tsvector column built from the word list, with a GIN index.
 */
export function search(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`create virtual table articles_fts using fts5(terms, tokenize = "unicode61 remove_diacritics 0 categories 'L* M* N* Co'", prefix = '2 3')`.execute(
          db,
        );
      } else {
        await sql`alter table articles add column search_vector tsvector not null default ''::tsvector`.execute(
          db,
        );
        await sql`create index articles_search_vector on articles using gin (search_vector)`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table articles_fts`.execute(db);
      else await sql`alter table articles drop column search_vector`.execute(db);
    },
  };
}
