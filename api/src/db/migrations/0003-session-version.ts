import type { Kysely, Migration } from 'kysely';

/** A counter in every token: raising it (on a password change) ends the account's sessions. */
export const sessionVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('session_version').execute();
  },
};
