import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrationDatabase } from '../helpers.js';

describe('the migration to search names', () => {
  it('counts the names of the published stories already there, from their earliest', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      expect((await migrator.migrateTo('0021-telugu-stems')).error).toBeUndefined();
      const hour = 3_600_000;
      const at = (offset: number) => new Date(Date.now() + offset).toISOString();
      const stories = [
        { title: 'Nellore port opens', status: 'published' as const, published_at: at(-2 * hour) },
        { title: 'Nellore rains ease', status: 'published' as const, published_at: at(-hour) },
        { title: 'నెల్లూరు ఓడరేవు ప్రారంభం', status: 'published' as const, published_at: at(-hour) },
        // Scheduled: counted, from its time.
        { title: 'Kavali fair', status: 'published' as const, published_at: at(24 * hour) },
        { title: 'Nellore secret draft', status: 'draft' as const, published_at: null },
      ];
      for (const story of stories) {
        await database.db
          .insertInto('articles')
          .values({
            ...story,
            content: 'Body.',
            category: 'Politics',
            language: /[a-z]/i.test(story.title) ? 'en' : 'te',
            media_url: '/m.svg',
            author_name: 'Before',
            created_at: at(-3 * hour),
            updated_at: at(-3 * hour),
          })
          .execute();
      }
      await migrateToLatest(database);
      const names = await database.db
        .selectFrom('search_names')
        .select(['term', 'display', 'language', 'stories', 'visible_from'])
        .orderBy('term')
        .execute();
      const byTerm = new Map(names.map((n) => [n.term, n]));
      expect(byTerm.get('nellore')).toMatchObject({ display: 'Nellore', stories: 2 });
      expect(new Date(byTerm.get('nellore')!.visible_from).toISOString()).toBe(
        stories[0]!.published_at,
      );
      expect(byTerm.get('నెల్లూరు')).toMatchObject({ language: 'te', stories: 1 });
      expect(new Date(byTerm.get('kavali')!.visible_from).toISOString()).toBe(
        stories[3]!.published_at,
      );
      // A draft's words are no name of anything readers see.
      expect(byTerm.has('secret')).toBe(false);
      const held = await database.db.selectFrom('article_names').select('term').execute();
      expect(held.filter((r) => r.term === 'nellore')).toHaveLength(2);
    } finally {
      await close();
    }
  });
});
