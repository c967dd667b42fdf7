import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING } from '../../src/domain.js';
import type { Article, Page } from '../../src/domain.js';
import { fillArticles } from '../../src/db/seed/generate.js';
import { startApi, type TestApi } from '../helpers.js';

/** More articles than a list counts: the generator's mix of both editions and statuses. */
const ARTICLES = 2600;
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await fillArticles(api.database, ARTICLES);
});
afterAll(() => api.close());

async function list(query: string) {
  const res = await api.inject({ method: 'GET', url: `/Articles?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Article>>();
}

describe('counting a list of many matches', () => {
  it('caps the total of a search at the bound and says so; later pages still read', async () => {
    const first = await list('Search=the&PageSize=50');
    expect(first.pagination).toEqual({
      totalItems: PAGING.countCap,
      totalItemsCapped: true,
      page: 1,
      pageSize: 50,
      totalPages: PAGING.countCap / 50,
    });
    expect(first.data).toHaveLength(50);
    // Pages up to the bound and past it hold the next matches, newest first, none repeated.
    const last = await list(`Search=the&PageSize=50&Page=${PAGING.countCap / 50}`);
    const past = await list(`Search=the&PageSize=50&Page=${PAGING.countCap / 50 + 1}`);
    expect(past.data).toHaveLength(50);
    expect(past.pagination.totalItemsCapped).toBe(true);
    const dates = [...first.data, ...last.data, ...past.data].map((a) => a.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...last.data, ...past.data].map((a) => a.id)).size).toBe(100);
  });

  it('caps an edition and a category the same way', async () => {
    const edition = await list('Language=en&PageSize=10');
    expect(edition.pagination).toMatchObject({ totalItems: 1000, totalItemsCapped: true });
    expect(edition.data.every((a) => a.language === 'en')).toBe(true);
  });

  it('counts exactly below the bound, and the whole of the readers list always', async () => {
    const politics = await list('Language=te&Filter=Politics&PageSize=10');
    const rows = await api.database.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('language', '=', 'te')
      .where('category', '=', 'Politics')
      .where('status', '=', 'published')
      .where('published_at', '<=', new Date().toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeLessThan(PAGING.countCap);
    expect(politics.pagination).toMatchObject({
      totalItems: Number(rows.n),
      totalItemsCapped: false,
    });
    const all = await list('PageSize=10');
    expect(all.pagination.totalItemsCapped).toBe(false);
    expect(all.pagination.totalItems).toBeGreaterThan(PAGING.countCap);
  });
});
