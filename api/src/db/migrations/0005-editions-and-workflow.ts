import { languageOfText } from '@news/contract';
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/** Rows read and written at a time while existing articles get their language. */
const BATCH = 500;

/**
 * Editions and the newsroom workflow: every article gets a `language` (existing rows from their
 * text), a `status` (existing rows are published), `published_at` (when readers see it: the
 * article date for existing rows) and `translation_id` (its counterpart in the other language,
 * one each way, unlinked when the counterpart is deleted).
 *
 * The value lists in the checks are this migration's own snapshot of the contract's languages
 * and statuses: a migration must produce the same schema whenever it runs.
 */
export function editionsAndWorkflow(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds a NOT NULL column only with a default; PostgreSQL drops it again below.
      await db.schema
        .alterTable('articles')
        .addColumn('language', 'text', (c) =>
          c
            .notNull()
            .defaultTo('en')
            .check(sql`language in ('en', 'te')`),
        )
        .execute();
      await db.schema
        .alterTable('articles')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('published')
            .check(sql`status in ('draft', 'in_review', 'published')`),
        )
        .execute();
      await db.schema.alterTable('articles').addColumn('published_at', timestamp).execute();
      await db.schema
        .alterTable('articles')
        .addColumn('translation_id', 'integer', (c) =>
          c.references('articles.id').onDelete('set null'),
        )
        .execute();
      // SQLite cannot add a UNIQUE column; a unique index does the same on both (NULLs repeat).
      await db.schema
        .createIndex('articles_translation_id_unique')
        .on('articles')
        .column('translation_id')
        .unique()
        .execute();

      await sql`update articles set published_at = created_at`.execute(db);
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; title: string; content: string }>`
          select id, title, content from articles where id > ${after} order by id limit ${BATCH}
        `.execute(db);
        if (rows.length === 0) break;
        const telugu = rows
          .filter((r) => languageOfText(r.title, r.content) === 'te')
          .map((r) => r.id);
        if (telugu.length > 0) {
          await sql`update articles set language = 'te' where id in (${sql.join(telugu)})`.execute(
            db,
          );
        }
        after = rows[rows.length - 1]!.id;
      }
      if (dialect === 'postgres') {
        await sql`alter table articles alter column language drop default`.execute(db);
      }

      // The readers' lists: published, time come, newest first; by edition and by category.
      await db.schema
        .createIndex('articles_status_published_at')
        .on('articles')
        .columns(['status', 'published_at', 'id'])
        .execute();
      await db.schema
        .createIndex('articles_status_language_published_at')
        .on('articles')
        .columns(['status', 'language', 'published_at', 'id'])
        .execute();
      await db.schema
        .createIndex('articles_status_category_published_at')
        .on('articles')
        .columns(['status', 'category', 'published_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of [
        'articles_status_category_published_at',
        'articles_status_language_published_at',
        'articles_status_published_at',
        'articles_translation_id_unique',
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of ['translation_id', 'published_at', 'status', 'language']) {
        await db.schema.alterTable('articles').dropColumn(column).execute();
      }
    },
  };
}
