import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page } from '../../src/domain.js';
import { words } from '../../src/lib/search.js';
import { migrationDatabase, startApi, type TestApi } from '../helpers.js';

let api: TestApi;
const ids: Record<string, number> = {};

/** Stories written in the order given, so the last is the newest. */
const ARTICLES = {
  rain: {
    title: 'హైదరాబాద్‌లో భారీ వర్షం',
    content: 'నగరంలో లోతట్టు ప్రాంతాలు జలమయమయ్యాయి.',
    language: 'te',
  },
  metro: {
    title: 'హైదరాబాద్ మెట్రో కొత్త మార్గం',
    content: 'విమానాశ్రయం వరకు మెట్రో రైలు నడుస్తుంది.',
    language: 'te',
  },
  loans: {
    title: 'రైతులకు రుణమాఫీ ప్రకటన',
    content: 'ప్రభుత్వం పంట రుణాలను మాఫీ చేసింది.',
    language: 'te',
  },
  market: {
    title: 'రైతు బజార్‌లో కూరగాయల ధరలు',
    content: 'టమాటా ధర పెరిగింది.',
    language: 'te',
  },
  film: {
    title: 'కొత్త సినిమా విడుదల',
    content: 'థియేటర్లలో ప్రేక్షకుల సందడి.',
    language: 'te',
  },
  fares: {
    title: 'ఆర్టీసీ బస్సు ఛార్జీల పెంపు',
    content: 'ప్రయాణికులపై భారం పడనుంది.',
    language: 'te',
  },
  soil: {
    title: 'భూసారం పరీక్షలకు కేంద్రాలు',
    content: 'మట్టి నమూనాలు సేకరిస్తారు.',
    language: 'te',
  },
  clinic: {
    title: 'జిల్లా ఆసుపత్రిలో కొత్త వార్డు',
    content: 'రోగులకు మరిన్ని పడకలు.',
    language: 'te',
  },
  trains: {
    title: 'రైల్వే స్టేషన్‌కు కొత్త రైళ్లు',
    content: 'ప్రయాణికులకు ఊరట.',
    language: 'te',
  },
  cinemaEn: {
    title: 'Cinema halls reopen',
    content: 'Audiences returned to the theatres.',
    language: 'en',
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

/**
 * The stories a search finds, in the order it ranks them; for a reader of an edition, who is
 * also searched for the Telugu words a word in English letters reads as.
 */
async function ranked(query: string, edition?: 'te' | 'en'): Promise<string[]> {
  const prefer = edition ? `&PreferLanguage=${edition}` : '';
  const res = await api.inject({
    method: 'GET',
    url: `/Articles?Search=${encodeURIComponent(query)}${prefer}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<Page<Article>>()
    .data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0] ?? String(a.id));
}
const search = async (query: string, edition?: 'te' | 'en') =>
  (await ranked(query, edition)).sort();

describe('Telugu words in any of their forms', () => {
  it.each([
    ['హైదరాబాద్', ['metro', 'rain']],
    ['హైదరాబాద్‌లో', ['metro', 'rain']],
    ['హైదరాబాద్లో', ['metro', 'rain']],
    ['రైతు', ['loans', 'market']],
    ['రైతులకు', ['loans', 'market']],
    ['రైతులు', ['loans', 'market']],
    ['సినిమాలు', ['film']],
    ['బస్సులో', ['fares']],
  ])('%s finds %j', async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it('ranks the form typed first, at the same age', async () => {
    // The market story is the newer, but only the loans story has రైతులకు itself.
    expect((await ranked('రైతులకు'))[0]).toBe('loans');
    expect((await ranked('రైతు'))[0]).toBe('market');
    expect((await ranked('హైదరాబాద్‌లో'))[0]).toBe('rain');
  });
});

describe('Telugu typed in English letters, and English loanwords', () => {
  it.each([
    ['hyderabad lo', ['metro', 'rain']],
    ['hyderabadlo', ['metro', 'rain']],
    ['raitulaku', ['loans', 'market']],
    ['cinema', ['cinemaEn', 'film']],
    ['bus', ['fares']],
    ['station', ['trains']],
    ['hospital', ['clinic']],
  ])('%s finds %j', async (query, expected) => {
    expect(await search(query, 'te')).toEqual(expected);
  });
});

describe('the migration to Telugu stems', () => {
  it('indexes existing Telugu articles again, in batches, with their stems', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      expect((await migrator.migrateTo('0020-article-body')).error).toBeUndefined();
      // More rows than one batch, indexed as before: their words alone.
      const now = new Date().toISOString();
      for (let i = 0; i < 520; i += 1) {
        const title = i % 2 ? `Farmers ${i}` : `రైతులకు ${i}`;
        const { id } = await database.db
          .insertInto('articles')
          .values({
            title,
            content: 'వివరాలు',
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
        const terms = [...new Set(words(`${title} వివరాలు`))];
        await (
          database.dialect === 'sqlite'
            ? sql`insert into articles_fts (rowid, terms) values (${id}, ${terms.join(' ')})`
            : sql`update articles set search_vector = array_to_tsvector(${terms}::text[]) where id = ${id}`
        ).execute(database.db);
      }
      const found = async (word: string) =>
        Number(
          (
            await (
              database.dialect === 'sqlite'
                ? sql<{
                    n: number;
                  }>`select count(*) as n from articles_fts where articles_fts match ${`"${word}"`}`
                : sql<{
                    n: number;
                  }>`select count(*) as n from articles where search_vector @@ ${`'${word}'`}::tsquery`
            ).execute(database.db)
          ).rows[0]!.n,
        );
      expect(await found('రైతు')).toBe(0);
      await migrateToLatest(database);
      expect(await found('రైతు')).toBe(260);
      expect(await found('రైతులకు')).toBe(260);
      const reading = await database.db
        .selectFrom('search_readings')
        .select('reading')
        .where('term', '=', 'రైతు')
        .executeTakeFirst();
      expect(reading?.reading).toBe('raitu');
    } finally {
      await close();
    }
  });
});
