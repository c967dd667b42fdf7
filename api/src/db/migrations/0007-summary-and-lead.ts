import { deriveSummary } from '@news/contract';
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/** Rows read and written at a time while existing articles get their excerpt. */
const BATCH = 500;

/**
 * Summaries and the lead story. Every article gets `summary` (written by staff, null when none),
 * `excerpt` (its first paragraph cut to at most 200 characters on a word boundary, kept with the
 * article so lists need not read the body; existing rows get theirs from their content here) and
 * `lead` (marked by an editor or admin as the front page's lead story; a boolean, stored as
 * 1/0 on SQLite like the other booleans).
 *
 * The front page asks for the newest lead story readers may see, in its edition or in both: an
 * index leading with `lead` holds the lead stories together in the order of the readers' lists,
 * so the answer is the first entry read (the edition checked on the way, there being few lead
 * stories). A partial index of the lead stories alone would be smaller, but SQLite, which keeps
 * no statistics here, prefers the other list indexes to it; this one it uses on both databases.
 */
export function summaryAndLead(dialect: Dialect): Migration {
  const boolean = dialect === 'postgres' ? 'boolean' : 'integer';
  const no = dialect === 'postgres' ? sql.lit(false) : sql.lit(0);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').addColumn('summary', 'text').execute();
      await db.schema
        .alterTable('articles')
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('articles')
        .addColumn('lead', boolean, (c) => c.notNull().defaultTo(no))
        .execute();

      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; content: string }>`
          select id, content from articles where id > ${after} order by id limit ${BATCH}
        `.execute(db);
        if (rows.length === 0) break;
        const cases = rows.map((r) => sql`when ${r.id} then ${deriveSummary(r.content)}`);
        await sql`
          update articles set excerpt = case id ${sql.join(cases, sql` `)} end
          where id in (${sql.join(rows.map((r) => r.id))})
        `.execute(db);
        after = rows[rows.length - 1]!.id;
      }

      await db.schema
        .createIndex('articles_lead_status_published_at')
        .on('articles')
        .columns(['lead', 'status', 'published_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      // SQLite drops no column an index names: the index goes first.
      await db.schema.dropIndex('articles_lead_status_published_at').execute();
      for (const column of ['lead', 'excerpt', 'summary']) {
        await db.schema.alterTable('articles').dropColumn(column).execute();
      }
    },
  };
}
