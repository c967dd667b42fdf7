import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/** The writes to `users` that change what readers are shown (bylines, author pages). */
const BYLINE_COLUMNS = ['full_name', 'telugu_name', 'bio', 'username'];

/** Moves the content version (0011) on writes to these columns of `users`, and on deletes. */
export const watchUserColumns =
  (dialect: Dialect) => async (db: Kysely<unknown>, columns: readonly string[]) => {
    if (dialect === 'postgres') {
      await sql`drop trigger users_content_written on users`.execute(db);
      await sql`
        create constraint trigger users_content_written
        after update of ${sql.raw(columns.join(', '))} or delete on users
        deferrable initially deferred
        for each row execute function content_written()
      `.execute(db);
    } else {
      await sql`drop trigger users_content_written_update`.execute(db);
      await sql`
        create trigger users_content_written_update after update of ${sql.raw(columns.join(', '))} on users
        begin
          update content_version set version = version + 1 where id = 1;
        end
      `.execute(db);
    }
  };

/**
 * Author profiles: an account's name in Telugu letters (the byline of its Telugu stories) and a
 * short bio (its author page), both optional. Readers see them, so the content version of 0011
 * also moves when they change (and when a username, which author pages are addressed by, does).
 * The author page lists an author's stories newest first: an index on the author and the date.
 */
export function authorProfiles(dialect: Dialect): Migration {
  const watch = watchUserColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('telugu_name', 'text').execute();
      await db.schema.alterTable('users').addColumn('bio', 'text').execute();
      await watch(db, BYLINE_COLUMNS);
      await db.schema
        .createIndex('articles_author_id_published_at')
        .on('articles')
        .columns(['author_id', 'published_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_author_id_published_at').execute();
      await watch(db, ['full_name']);
      for (const column of ['bio', 'telugu_name']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
