import { sql, type Kysely, type Migration } from 'kysely';
import { indexTerms } from '../../lib/search.js';
import type { Dialect } from '../index.js';

/** Articles indexed again at a time. */
const BATCH = 500;

/**
 * The search index holds the stems of English words beside the words (lib/search.ts), so that
 * `elections` finds `election` and `running` finds `run`: every article is indexed again.
 * Going down leaves the stems in place; the searches of before never ask for them.
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
    },
    async down() {},
  };
}
