import type { Kysely, Migration } from 'kysely';

/**
 * "Most read" without tracking people (docs/architecture.md, "Most read"). `article_reads`: an
 * article's reads per hour since the epoch, kept two days. `read_marks`: the day's anonymous
 * digests of readers already counted (a digest of a salt that changes daily, never stored, with
 * the reader's address, browser and the article), dropped once their day is over. Neither holds an
 * address, a cookie or a browser's name. Deleting an article deletes its counts.
 */
export function articleReads(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_reads')
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('hour', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('article_reads_pkey', ['article_id', 'hour'])
        .execute();
      // The rankings read the last day's hours; old hours are dropped by it too.
      await db.schema
        .createIndex('article_reads_hour')
        .on('article_reads')
        .columns(['hour', 'article_id'])
        .execute();
      await db.schema
        .createTable('read_marks')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('day', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('read_marks_day').on('read_marks').column('day').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('read_marks').execute();
      await db.schema.dropTable('article_reads').execute();
    },
  };
}
