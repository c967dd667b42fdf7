import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * Server-side sessions: a token is accepted only while its row exists, has not ended and has not
 * expired. Logging out ends one row; deactivating an account, changing its password or its role,
 * or an admin's "end sessions" ends all of the account's rows. They replace the per-account
 * session version of 0003, which is dropped: tokens signed before this migration carry no
 * session id and stop working, so everyone logs in once more.
 */
export function sessions(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('ended_at', timestamp)
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      // Expired rows are deleted as logins happen; this keeps finding them cheap.
      await db.schema
        .createIndex('sessions_expires_at')
        .on('sessions')
        .column('expires_at')
        .execute();
      await db.schema.alterTable('users').dropColumn('session_version').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.dropTable('sessions').execute();
    },
  };
}
