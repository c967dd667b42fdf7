import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * A deleted article goes to the trash: `trashed_at` (null for every live article) and who put it
 * there, kept with the name for when the account is deleted. The partial index serves the Trash
 * list and the purge of old ones; live lists keep their indexes and test the column in passing.
 */
export function articleTrash(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      // Rows the migrations before wrote in this transaction leave the deferred content_version
      // triggers pending (0011), and PostgreSQL alters no table with events pending: run them now.
      if (dialect === 'postgres') await sql`set constraints all immediate`.execute(db);
      await db.schema.alterTable('articles').addColumn('trashed_at', timestamp).execute();
      // SQLite adds one column per statement.
      await db.schema
        .alterTable('articles')
        .addColumn('trashed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('articles').addColumn('trashed_by_name', 'text').execute();
      await db.schema
        .createIndex('articles_trashed_at')
        .on('articles')
        .columns(['trashed_at', 'id'])
        .where(sql.ref('trashed_at'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_trashed_at').execute();
      for (const column of ['trashed_by_name', 'trashed_by', 'trashed_at']) {
        await db.schema.alterTable('articles').dropColumn(column).execute();
      }
    },
  };
}
