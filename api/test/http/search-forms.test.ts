import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page } from '../../src/domain.js';
import { words } from '../../src/lib/search.js';
import { migrationDatabase, startApi, type TestApi } from '../helpers.js';

let api: TestApi;
const ids: Record<string, number> = {};

const ARTICLES = {
  election: {
    title: 'Election commission sets the date',
    content: 'The state election will be held in two phases, the commission said.',
    language: 'en',
  },
  marathon: {
    title: 'Thousands run the city marathon',
    content: 'Runners set off from Necklace Road before dawn.',
    language: 'en',
  },
  floods: {
    title: 'Villages flooded after heavy rain',
    content: 'Farmers lost standing crops as the river rose overnight.',
    language: 'en',
  },
  telugu: {
    title: 'వరదలు గ్రామాలను ముంచెత్తాయి',
    content: 'భారీ వర్షాలకు నది పొంగి పొర్లింది. రైతులు పంటలు కోల్పోయారు.',
    language: 'te',
  },
} as const;

beforeAll(async () => {
  api = await startApi();
  const token = await api.adminToken();
  for (const [key, article] of Object.entries(ARTICLES)) {
    ids[key] = (
      await api.createArticle(token, { ...article, category: 'Announcement', mediaUrl: '/m.svg' })
    ).id;
  }
});
afterAll(() => api.close());

async function search(query: string) {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles?Search=${encodeURIComponent(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Article>>();
  return page.data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]).sort();
}

describe('Search finds other forms of an English word', () => {
  it('a plural finds the singular and a verb form its root', async () => {
    expect(await search('elections')).toEqual(['election']);
    expect(await search('running')).toEqual(['marathon']);
    expect(await search('runs')).toEqual(['marathon']);
    expect(await search('floods')).toEqual(['floods']);
    expect(await search('farmer')).toEqual(['floods']);
  });

  it('still needs every word, and still finds a word from its start', async () => {
    expect(await search('elections phases')).toEqual(['election']);
    expect(await search('elections marathon')).toEqual([]);
    expect(await search('commiss')).toEqual(['election']);
  });

  it('leaves Telugu words as they are', async () => {
    expect(await search('వరదలు')).toEqual(['telugu']);
    expect(await search('వరద')).toEqual(['telugu']);
    expect(await search('floods వరదలు')).toEqual([]);
  });
});

describe('a word searched from its start', () => {
  it('finds the words it begins, however many there are, and words added later', async () => {
    const token = await api.adminToken();
    // Forty words beginning with "quill": more than are looked up one by one.
    const many = Array.from(
      { length: 40 },
      (_, i) => `quill${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    const { id: quills } = await api.createArticle(token, {
      title: 'Quills',
      content: many.join(' '),
      category: 'Announcement',
      language: 'en',
      mediaUrl: '/m.svg',
    });
    ids.quills = quills;
    expect(await search('quil')).toEqual(['quills']);
    expect(await search('quillb')).toEqual(['quills']);
    expect(await search('quill9')).toEqual([]);
    const { id: zanzibar } = await api.createArticle(token, {
      title: 'Ferry to Zanzibar',
      content: 'A new ferry line opens.',
      category: 'Announcement',
      language: 'en',
      mediaUrl: '/m.svg',
    });
    ids.zanzibar = zanzibar;
    expect(await search('zanzi')).toEqual(['zanzibar']);
    expect(await search('zanzibar ferry')).toEqual(['zanzibar']);
  });
});

describe('the migration to stems', () => {
  it('indexes existing articles again, in batches, with the stems of their English words', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      expect((await migrator.migrateTo('0008-search-vector-storage')).error).toBeUndefined();
      // More rows than one batch, indexed as before: their words alone.
      const now = new Date().toISOString();
      for (let i = 0; i < 620; i += 1) {
        const title = i % 2 ? `Elections in ward ${i}` : `వరదలు ${i}`;
        const { id } = await database.db
          .insertInto('articles')
          .values({
            title,
            content: 'Voters queued early.',
            category: 'Politics',
            language: i % 2 ? 'en' : 'te',
            status: 'published',
            published_at: now,
            media_url: '/m.svg',
            author_name: 'Before',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const terms = [...new Set(words(`${title} Voters queued early.`))];
        await (
          database.dialect === 'sqlite'
            ? sql`insert into articles_fts (rowid, terms) values (${id}, ${terms.join(' ')})`
            : sql`update articles set search_vector = array_to_tsvector(${terms}::text[]) where id = ${id}`
        ).execute(database.db);
      }
      const found = async (word: string) =>
        database.dialect === 'sqlite'
          ? Number(
              (
                await sql<{
                  n: number;
                }>`select count(*) as n from articles_fts where articles_fts match ${`"${word}"`}`.execute(
                  database.db,
                )
              ).rows[0]!.n,
            )
          : Number(
              (
                await sql<{
                  n: string;
                }>`select count(*) as n from articles where search_vector @@ ${`'${word}'`}::tsquery`.execute(
                  database.db,
                )
              ).rows[0]!.n,
            );
      expect(await found('elect')).toBe(0);
      await migrateToLatest(database);
      expect(await found('elect')).toBe(310);
      expect(await found('voter')).toBe(620);
      expect(await found('వరదలు')).toBe(310);
      if (database.dialect === 'postgres') {
        const { rows } = await sql<{ storage: string }>`
          select attstorage as storage from pg_attribute
          where attrelid = 'articles'::regclass and attname = 'search_vector'
        `.execute(database.db);
        expect(rows[0]!.storage).toBe('m');
      }
    } finally {
      await close();
    }
  });
});
