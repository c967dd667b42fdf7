import { sql, type Kysely, type Migration } from 'kysely';
import { indexTerms, words } from '../../lib/search.js';
import { addSearchReadings, addSearchTerms, type Dialect } from '../index.js';
import type { DB } from '../schema.js';

/** Articles indexed again at a time. */
const BATCH = 500;

/**
 * The search index holds the stems of Telugu words beside the words (contract's telugu/stem.ts),
 * so that `రైతులకు` finds `రైతు` and `హైదరాబాద్` finds `హైదరాబాద్‌లో`: every Telugu article is
 * indexed again, in batches by id, and the new stems go to `search_terms` and `search_readings`
 * (how they read in English letters). English articles' terms are as they were. Going down leaves
 * the stems in place; the searches of before never ask for them.
 */
export function teluguStems(dialect: Dialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<DB>;
      // The words were in `search_terms` and `search_readings` already; only stems are new,
      // and each is added once.
      const added = new Set<string>();
      let after = 0;
      for (;;) {
        const { rows } = await sql<{
          id: number;
          title: string;
          content: string;
          summary: string | null;
        }>`
          select id, title, content, summary from articles
          where id > ${after} and language = 'te' order by id limit ${BATCH}
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
        const stems = new Set<string>();
        rows.forEach((r, i) => {
          const known = new Set(words(`${r.title} ${r.content} ${r.summary ?? ''}`));
          for (const term of indexed[i]!.terms) {
            if (!known.has(term) && !added.has(term)) stems.add(term);
          }
        });
        for (const stem of stems) added.add(stem);
        await addSearchTerms(db, [...stems]);
        await addSearchReadings(db, [...stems]);
        after = rows[rows.length - 1]!.id;
      }
    },
    async down() {},
  };
}
