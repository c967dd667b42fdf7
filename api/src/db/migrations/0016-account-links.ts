import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * `account_links`: one-time links an admin issues for an account to set its password, an
 * invitation (`invite`) or a password reset (`reset`). Only the SHA-256 of the link's token is
 * kept, so a copy of the table opens no account. Deleting the account deletes its links; deleting
 * the admin who issued one keeps it (`created_by` set to null). At most one unused link of each
 * purpose per account: a new one replaces the earlier (the partial unique index holds it under
 * concurrent requests too).
 */
export function accountLinks(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_links')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('invite', 'reset')`))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      // The open link of each purpose: what a new one replaces and the users list reads.
      await db.schema
        .createIndex('account_links_open')
        .on('account_links')
        .columns(['user_id', 'purpose'])
        .unique()
        .where(sql.ref('used_at'), 'is', null)
        .execute();
      // The cascade and the accepted links of an account find them by account.
      await db.schema
        .createIndex('account_links_user_id')
        .on('account_links')
        .column('user_id')
        .execute();
      // Deleting an admin sets `created_by` to null on the links they issued.
      await db.schema
        .createIndex('account_links_created_by')
        .on('account_links')
        .column('created_by')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_links').execute();
    },
  };
}
