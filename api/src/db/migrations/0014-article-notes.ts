import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * `article_notes`: the newsroom's thread on an article (staff only, never shown to readers),
 * oldest first; `sent_back` marks the note an editor sent the article back to its author with.
 * Deleting the article deletes its notes. A note keeps its author's name as written, as articles
 * do (`author_name`), so deleting the account leaves the name and sets `author_id` to null.
 * Readers never see notes, so no content_version trigger watches the table (migration 0011).
 */
export function articleNotes(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const boolean = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_notes')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_back', boolean, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // An article's thread is read in order; the cascade finds an article's notes by it too.
      await db.schema
        .createIndex('article_notes_article_id')
        .on('article_notes')
        .columns(['article_id', 'id'])
        .execute();
      // Deleting an account sets its notes' author to null.
      await db.schema
        .createIndex('article_notes_author_id')
        .on('article_notes')
        .column('author_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_notes').execute();
    },
  };
}
