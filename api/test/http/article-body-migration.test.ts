import { documentOf } from '@news/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrationDatabase } from '../helpers.js';

const BEFORE = '0019-author-photos';

/** Plain-text stories as they were written before bodies: more than one batch of them. */
const contents = Array.from({ length: 1100 }, (_, i) =>
  i % 3 === 0
    ? `Story ${i}, first paragraph.\n\nSecond paragraph,\nwith a line break.`
    : i % 3 === 1
      ? `తెలుగు కథ ${i}.\n\n\n  రెండో పేరా.  `
      : `One paragraph only (${i}).`,
);

describe('migration 0020', () => {
  it('gives every article and version the paragraphs of its content; goes down and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    const db = database.db;
    const columns = async (table: string) => {
      const { rows } =
        database.dialect === 'postgres'
          ? await sql<{ name: string }>`
              select column_name as name from information_schema.columns
              where table_name = ${table} and table_schema = current_schema()
            `.execute(db)
          : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
      return rows.map((r) => r.name);
    };
    try {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const now = new Date().toISOString();
      await db
        .insertInto('articles')
        .values(
          contents.map((content, i) => ({
            title: `Headline ${i}`,
            content,
            category: 'Politics' as const,
            language: i % 3 === 1 ? ('te' as const) : ('en' as const),
            status: 'published' as const,
            published_at: now,
            media_url: '/media/seed/a.svg',
            author_name: 'Desk',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const ids = (await db.selectFrom('articles').select('id').orderBy('id').execute()).map(
        (r) => r.id,
      );
      await db
        .insertInto('article_revisions')
        .values(
          ids.slice(0, 3).map((id, i) => ({
            article_id: id,
            number: 1,
            created_at: now,
            user_name: 'Desk',
            action: 'create' as const,
            fields: 'title,content',
            title: `Headline ${i}`,
            content: contents[i]!,
            category: 'Politics' as const,
            language: 'en' as const,
          })),
        )
        .execute();

      const up = await migrator.migrateTo('0020-article-body');
      expect(up.error).toBeUndefined();
      const articles = await db
        .selectFrom('articles')
        .select(['id', 'content', 'body'])
        .orderBy('id')
        .execute();
      expect(articles).toHaveLength(contents.length);
      for (const [i, row] of articles.entries()) {
        expect(row.content).toBe(contents[i]);
        expect(JSON.parse(row.body)).toEqual(documentOf(contents[i]!));
      }
      expect(JSON.parse(articles[0]!.body)).toEqual({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Story 0, first paragraph.' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Second paragraph,' },
              { type: 'hardBreak' },
              { type: 'text', text: 'with a line break.' },
            ],
          },
        ],
      });
      const versions = await db
        .selectFrom('article_revisions')
        .select(['content', 'body'])
        .orderBy('id')
        .execute();
      expect(versions.map((v) => JSON.parse(v.body) as unknown)).toEqual(
        contents.slice(0, 3).map(documentOf),
      );
      expect(await columns('article_images')).toEqual(
        expect.arrayContaining(['article_id', 'image_id']),
      );

      const down = await migrator.migrateTo(BEFORE);
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toEqual(['0020-article-body']);
      expect(await columns('articles')).not.toContain('body');
      expect(await columns('article_revisions')).not.toContain('body');
      expect(await columns('article_images')).toEqual([]);
      const kept = await db.selectFrom('articles').select('content').orderBy('id').execute();
      expect(kept.map((r) => r.content)).toEqual(contents);

      await migrateToLatest(database);
      expect(await columns('articles')).toContain('body');
    } finally {
      await close();
    }
  });
});
