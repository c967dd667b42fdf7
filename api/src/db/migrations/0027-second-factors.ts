import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * Second factors for staff sign-in. `totp_secrets`: one authenticator-app secret an account,
 * confirmed once a first code from it was right, with the last time step a code was used in
 * (so one code opens one sign-in). `recovery_codes`: the SHA-256 of each one-time code, set
 * when it is used. `passkeys`: WebAuthn credentials, and `webauthn_challenges` the open
 * challenges of their ceremonies. `site_settings`: an admin's site-wide
 * choices, one row each. Deleting an account deletes its factors.
 */
export function secondFactors(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('totp_secrets')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('confirmed_at', timestamp)
        .addColumn('last_step', 'bigint')
        .execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('id', serial, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('recovery_codes_user_id')
        .on('recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('last_used_at', timestamp)
        .execute();
      await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();
      // A WebAuthn ceremony's challenge, deleted when used: each works once, on any process.
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) =>
          c.notNull().check(sql`purpose in ('register', 'authenticate')`),
        )
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webauthn_challenges_user_id')
        .on('webauthn_challenges')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('site_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'site_settings',
        'webauthn_challenges',
        'passkeys',
        'recovery_codes',
        'totp_secrets',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
