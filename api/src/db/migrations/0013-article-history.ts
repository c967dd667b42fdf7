import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * An article's history. `article_revisions` keeps the words of every saved version (title,
 * summary, body, category, edition) with who saved it, when and which fields changed; they go
 * with the article. `article_audit` records its moves in the workflow (submitted, withdrawn,
 * sent back, published, scheduled, unpublished, translation linked or unlinked, deleted) with
 * the account and time; its rows name the article by id and title without a foreign key, so a
 * deleted article's trail stays. Both keep the account's name for when the account is deleted.
 */
export function articleHistory(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_revisions')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addUniqueConstraint('article_revisions_article_number', ['article_id', 'number'])
        .execute();
      await db.schema
        .createTable('article_audit')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('article_id', 'integer', (c) => c.notNull())
        .addColumn('article_title', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('article_audit_article_id')
        .on('article_audit')
        .columns(['article_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_audit').execute();
      await db.schema.dropTable('article_revisions').execute();
    },
  };
}
