import { sql, type Kysely, type Migration } from 'kysely';
import { indexTerms } from '../../lib/search.js';
import type { Dialect } from '../index.js';

/** Articles indexed again at a time. */
const BATCH = 500;

/**
 * The search index holds the stems of English words beside the words (lib/search.ts), so that
 * `elections` finds `election` and `running` finds `run`: every article is indexed again.
 * Going down leaves the stems in place; the searches of before never ask for them.
 *
 * SQLite also gets `search_terms`, every word the index holds: a search word longer than the
 * prefix indexes is looked up as the words it begins (repository.ts, wordsBegun).
 */
export function searchStems(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let after = 0;
      for (;;) {
        const { rows } = await sql<{
          id: number;
          title: string;
          content: string;
          summary: string | null;
        }>`
          select id, title, content, summary from articles where id > ${after} order by id limit ${BATCH}
        `.execute(db);
        if (rows.length === 0) break;
        const indexed = rows.map((r) => ({
          id: r.id,
          terms: indexTerms(r.title, r.content, r.summary ?? ''),
        }));
        if (dialect === 'sqlite') {
          await sql`delete from articles_fts where rowid in (${sql.join(rows.map((r) => r.id))})`.execute(
            db,
          );
          await sql`insert into articles_fts (rowid, terms) values ${sql.join(
            indexed.map((r) => sql`(${r.id}, ${r.terms.join(' ')})`),
          )}`.execute(db);
        } else {
          await sql`
            update articles set search_vector = array_to_tsvector(v.terms)
            from (values ${sql.join(indexed.map((r) => sql`(${r.id}::integer, ${r.terms}::text[])`))})
              as v(id, terms)
            where articles.id = v.id
          `.execute(db);
        }
        after = rows[rows.length - 1]!.id;
      }
      if (dialect === 'sqlite') {
        // Every word the index holds, for looking up which words a search word begins.
        await sql`create table search_terms (term text primary key) without rowid`.execute(db);
        await sql`create virtual table temp.articles_fts_words using fts5vocab(main, articles_fts, row)`.execute(
          db,
        );
        await sql`insert into search_terms (term) select term from temp.articles_fts_words`.execute(
          db,
        );
        await sql`drop table temp.articles_fts_words`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table search_terms`.execute(db);
    },
  };
}
