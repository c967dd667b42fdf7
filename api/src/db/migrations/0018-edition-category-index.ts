import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * The readers' list of one category in one edition (`Language=te&Filter=Politics`, the front
 * page of an edition) gets an index of its own: the category index alone holds both editions,
 * so reading an edition's newest stories of a category, and counting them, tested the language
 * of every row of the other edition on the way.
 *
 * PostgreSQL then gathers statistics, so a database migrated with many articles is planned from
 * its real contents at once, not from the defaults until autovacuum comes by.
 */
export function editionCategoryIndex(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('articles_status_language_category_published_at')
        .on('articles')
        .columns(['status', 'language', 'category', 'published_at', 'id'])
        .execute();
      if (dialect === 'postgres') await sql`analyze articles`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_status_language_category_published_at').execute();
    },
  };
}
