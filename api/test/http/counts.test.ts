import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING } from '../../src/domain.js';
import type { Article, Page } from '../../src/domain.js';
import { fillArticles } from '../../src/db/seed/generate.js';
import { indexTerms } from '../../src/lib/search.js';
import { bearer, startApi, type TestApi } from '../helpers.js';

/**
 * More articles than a list counts, and English ones enough that "the" matches more of them
 * than SQLite's search reads at first (SEARCH_WINDOW): the generator's mix of both editions
 * and statuses.
 */
const ARTICLES = 20_000;
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
    const first = await list('Search=the&SortBy=desc&PageSize=50');
    expect(first.pagination).toEqual({
      totalItems: PAGING.countCap,
      totalItemsCapped: true,
      page: 1,
      pageSize: 50,
      totalPages: PAGING.countCap / 50,
    });
    expect(first.data).toHaveLength(50);
    // Pages up to the bound and past it hold the next matches, newest first, none repeated.
    const last = await list(`Search=the&SortBy=desc&PageSize=50&Page=${PAGING.countCap / 50}`);
    const past = await list(`Search=the&SortBy=desc&PageSize=50&Page=${PAGING.countCap / 50 + 1}`);
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

  it('counts exactly below the bound', async () => {
    const leads = await list('Language=te&Lead=true&PageSize=10');
    const rows = await api.database.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('language', '=', 'te')
      .where('lead', '=', 1)
      .where('status', '=', 'published')
      .where('published_at', '<=', new Date().toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeLessThan(PAGING.countCap);
    expect(leads.pagination).toMatchObject({
      totalItems: Number(rows.n),
      totalItemsCapped: false,
    });
    // A page past the end has no rows, and still the list's total and its pages.
    const past = await list(
      `Language=te&Lead=true&PageSize=10&Page=${leads.pagination.totalPages + 2}`,
    );
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({
      totalItems: Number(rows.n),
      totalItemsCapped: false,
      totalPages: leads.pagination.totalPages,
    });
  });

  it('lists and counts a category of one edition by itself', async () => {
    const rows = await api.database.db
      .selectFrom('articles')
      .select(['id', 'published_at'])
      .where('language', '=', 'te')
      .where('category', '=', 'Politics')
      .where('status', '=', 'published')
      .where('published_at', '<=', new Date().toISOString())
      .execute();
    const newest = rows
      .map((r) => ({ id: r.id, at: new Date(r.published_at!).getTime() }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .slice(0, 50)
      .map((r) => r.id);
    const page = await list('Language=te&Filter=Politics&PageSize=50');
    expect(page.data.map((a) => a.id)).toEqual(newest);
    expect(page.pagination).toMatchObject({
      totalItems: Math.min(rows.length, PAGING.countCap),
      totalItemsCapped: rows.length > PAGING.countCap,
    });
  });

  it('caps the whole of the readers list too, and the front page total', async () => {
    const all = await list('PageSize=10');
    expect(all.pagination).toMatchObject({ totalItems: PAGING.countCap, totalItemsCapped: true });
    const front = await api.inject({ method: 'GET', url: '/Front' });
    expect(front.json<{ totalItems: number }>().totalItems).toBe(PAGING.countCap);
  });
});

describe('a search that matches most articles, newest first', () => {
  /** The first page as readers should see it, worked out here from every article's words. */
  async function expectedFirstPage(term: string) {
    const rows = await api.database.db
      .selectFrom('articles')
      .select(['id', 'title', 'content', 'summary', 'published_at'])
      .where('status', '=', 'published')
      .where('published_at', '<=', new Date().toISOString())
      .execute();
    return rows
      .filter((r) =>
        indexTerms(r.title, r.content, r.summary ?? '').some((w) => w.startsWith(term)),
      )
      .map((r) => ({ id: r.id, at: new Date(r.published_at!).getTime() }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .slice(0, 50)
      .map((r) => r.id);
  }

  it('is the newest matches, an old draft published today first among them', async () => {
    const first = await list('Search=the&SortBy=desc&PageSize=50');
    expect(first.data.map((a) => a.id)).toEqual(await expectedFirstPage('the'));
    // The oldest draft that has the word: written long before every story on the page.
    const drafts = await api.database.db
      .selectFrom('articles')
      .select(['id', 'title', 'content'])
      .where('status', '=', 'draft')
      .where('language', '=', 'en')
      .orderBy('id')
      .limit(20)
      .execute();
    const draft = drafts.find((d) =>
      indexTerms(d.title, d.content).some((w) => w.startsWith('the')),
    );
    expect(draft).toBeDefined();
    const token = await api.adminToken();
    const published = await api.inject({
      method: 'PATCH',
      url: `/Articles/${draft!.id}`,
      headers: bearer(token),
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const after = await list('Search=the&SortBy=desc&PageSize=50');
    expect(after.data[0]!.id).toBe(draft!.id);
    expect(after.data.map((a) => a.id)).toEqual(await expectedFirstPage('the'));
    expect(after.pagination.totalItemsCapped).toBe(true);
  });
});

describe('a search ranked by relevance, over many matches', () => {
  const ids = async (query: string) => (await list(query)).data.map((a) => a.id);

  it('ranks its newest matches and then goes on newest first, never repeating or skipping', async () => {
    const newest = await ids('Search=the&SortBy=desc&PageSize=120');
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      pages.push(await ids(`Search=the&PageSize=30&Page=${page}`));
    }
    const ranked = pages.flat();
    expect(new Set(ranked).size).toBe(120);
    expect(new Set(ranked)).toEqual(new Set(newest));
    // Past the ranked matches (two home pages), the order is the newest-first list's.
    expect(ranked.slice(100)).toEqual(newest.slice(100));
    const third = await ids('Search=the&PageSize=50&Page=3');
    expect(third).toEqual(await ids('Search=the&SortBy=desc&PageSize=50&Page=3'));
    // And the count is the newest-first list's, capped.
    const first = await list('Search=the&PageSize=50');
    expect(first.pagination).toMatchObject({ totalItems: PAGING.countCap, totalItemsCapped: true });
  });
});
