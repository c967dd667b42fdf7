import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.js';
import { watchUserColumns } from './0015-author-profiles.js';

/** The writes to `users` that change what readers are shown (bylines, author pages). */
const BEFORE = ['full_name', 'telugu_name', 'bio', 'username'];
const AFTER = [...BEFORE, 'photo_id'];

/**
 * An author's photo for their page: an uploaded photo (the images of 0006), kept while the
 * account names it. Readers see it, so the content version (0011) moves when it changes.
 */
export function authorPhotos(dialect: Dialect): Migration {
  const watch = watchUserColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // No foreign key: SQLite cannot drop a column that has one; the sweep keeps a photo an
      // account names (media repository), as it keeps one an article names.
      await db.schema.alterTable('users').addColumn('photo_id', 'text').execute();
      await db.schema.createIndex('users_photo_id').on('users').column('photo_id').execute();
      await watch(db, AFTER);
    },
    async down(db: Kysely<unknown>) {
      await watch(db, BEFORE);
      await db.schema.dropIndex('users_photo_id').execute();
      await db.schema.alterTable('users').dropColumn('photo_id').execute();
    },
  };
}
