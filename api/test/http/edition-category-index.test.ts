import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrationDatabase } from '../helpers.js';

const INDEX = 'articles_status_language_category_published_at';

describe('migration 0018', () => {
  it('goes down (the index gone, articles kept) and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    const indexes = async () => {
      const { rows } =
        database.dialect === 'postgres'
          ? await sql<{ name: string }>`
              select indexname as name from pg_indexes
              where tablename = 'articles' and schemaname = current_schema()
            `.execute(database.db)
          : await sql<{ name: string }>`
              select name from sqlite_master where type = 'index' and tbl_name = 'articles'
            `.execute(database.db);
      return rows.map((r) => r.name);
    };
    try {
      // As this migration leaves it: later ones are undone by their own tests.
      expect((await migrator.migrateTo('0018-edition-category-index')).error).toBeUndefined();
      expect(await indexes()).toContain(INDEX);
      const down = await migrator.migrateTo('0017-drafts-need-less');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toEqual(['0018-edition-category-index']);
      expect(await indexes()).not.toContain(INDEX);
      await expect(sql`select count(*) from articles`.execute(database.db)).resolves.toBeDefined();
      await migrateToLatest(database);
      expect(await indexes()).toContain(INDEX);
    } finally {
      await close();
    }
  });
});
