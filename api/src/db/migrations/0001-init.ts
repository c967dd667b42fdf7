import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

export function init(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const boolean = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) =>
          c.notNull().check(sql`role in ('admin', 'editor', 'reporter')`),
        )
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_active', boolean, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_username_lower_unique')
        .on('users')
        .unique()
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_created_at')
        .on('users')
        .columns(['created_at', 'id'])
        .execute();

      await db.schema
        .createTable('articles')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`category in ('Politics', 'Sports', 'Entertainment', 'Business', 'Technology', 'Environment', 'Announcement')`,
            ),
        )
        .addColumn('media_url', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('articles_created_at')
        .on('articles')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('articles_category_created_at')
        .on('articles')
        .columns(['category', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('articles_author_id')
        .on('articles')
        .column('author_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('articles').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
