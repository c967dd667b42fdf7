import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * What a session's owner sees of it: the browser and system it signed in from (names parsed from
 * the User-Agent, never the header itself, and no address), when it was last used, and whether
 * it was the account's first sign-in from that device (a notice until the owner dismisses it).
 * `account_devices` remembers every browser and system an account has signed in from, so a
 * device stays known after its sessions expire and are deleted. '' is an unknown name.
 */
export function sessionDevices(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`set constraints all immediate`.execute(db);
      // SQLite adds one column per statement.
      await db.schema
        .alterTable('sessions')
        .addColumn('browser', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('os', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', timestamp).execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('new_device_notice', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('account_devices')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('os', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('account_devices_pk', ['user_id', 'browser', 'os'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_devices').execute();
      for (const column of ['new_device_notice', 'last_seen_at', 'os', 'browser']) {
        await db.schema.alterTable('sessions').dropColumn(column).execute();
      }
    },
  };
}
