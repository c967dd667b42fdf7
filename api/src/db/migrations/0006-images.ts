import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * Uploaded photos. `images` holds one row per photo (its id is the hash of the uploaded bytes)
 * and `image_files` one per stored file of a photo (every width, in WebP and the photo's own
 * format), named by the hash of the file's bytes; two photos may name the same file. `held_until` keeps a photo that no article uses yet (set on
 * upload, cleared when an article takes it); an image no article references whose hold has
 * passed is deleted. Articles reference their photo with a foreign key that refuses to delete a
 * photo in use. `media_blobs` holds the files themselves when they are stored in the database
 * (PostgreSQL by default); with files on disk it stays empty.
 */
export function images(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  const type = sql`type in ('image/jpeg', 'image/png', 'image/webp')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(type))
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('held_until', timestamp)
        .execute();
      // The sweep looks for photos whose hold has passed.
      await db.schema.createIndex('images_held_until').on('images').column('held_until').execute();

      // Keyed by photo and name: two photos may share a file (the same bytes made from both, as
      // a flat-colour PNG's narrow widths can be), each naming it; the file goes only when no
      // row names it any more.
      await db.schema
        .createTable('image_files')
        .addColumn('image_id', 'text', (c) =>
          c.notNull().references('images.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(type))
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('image_files_pkey', ['image_id', 'name'])
        .execute();
      // Whether a row names a file (before it is removed, and the sweep's leftovers).
      await db.schema.createIndex('image_files_name').on('image_files').column('name').execute();

      await db.schema
        .createTable('media_blobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', bytes, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('articles')
        .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('restrict'))
        .execute();
      for (const column of ['image_alt', 'image_caption', 'image_credit']) {
        await db.schema.alterTable('articles').addColumn(column, 'text').execute();
      }
      // Whether a photo is still used is asked whenever an article lets go of one.
      await db.schema.createIndex('articles_image_id').on('articles').column('image_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_image_id').execute();
      for (const column of ['image_credit', 'image_caption', 'image_alt', 'image_id']) {
        await db.schema.alterTable('articles').dropColumn(column).execute();
      }
      await db.schema.dropTable('media_blobs').execute();
      await db.schema.dropTable('image_files').execute();
      await db.schema.dropTable('images').execute();
    },
  };
}
