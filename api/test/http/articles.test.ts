import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS, type Article, type Page } from '../../src/domain.js';
import { dateIn } from '../../src/lib/dates.js';
import { bearer, startApi, userBody, type TestApi, type ErrorBody } from '../helpers.js';

let api: TestApi;
let token: string;
const created: Article[] = [];

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  // 23 articles on distinct dates, so paging and ordering are exact.
  for (let i = 1; i <= 23; i += 1) {
    created.push(
      await api.createArticle(token, {
        title: `Story ${String(i).padStart(2, '0')}`,
        category: i % 2 === 0 ? 'Sports' : 'Business',
        date: `2026-01-${String(i).padStart(2, '0')}`,
      }),
    );
  }
});
afterAll(() => api.close());

const list = async (query: string) => {
  const res = await api.inject({ method: 'GET', url: `/Articles${query}` });
  return { res, body: res.json<Page<Partial<Article>> & ErrorBody>() };
};

const expectBadInput = (body: ErrorBody, field: string, message?: RegExp) => {
  expect(body.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field });
  if (message) expect(body.errors[0]!.message).toMatch(message);
};

describe('GET /Articles', () => {
  it('pages newest first by default: page 1, 10 a page, with the totals', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body.pagination).toEqual({
      totalItems: 23,
      totalItemsCapped: false,
      page: 1,
      pageSize: 10,
      totalPages: 3,
    });
    expect(body.data.map((a) => a.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Story ${23 - i}`),
    );
  });

  it('serves the spec’s call: Page=1&PageSize=5&SortBy=desc', async () => {
    const { body } = await list('?Page=1&PageSize=5&SortBy=desc');
    expect(body.data).toHaveLength(5);
    expect(body.pagination.totalItems).toBe(23);
    expect(body.data[0]).toMatchObject({
      title: 'Story 23',
      category: 'Business',
      mediaUrl: '/media/seed/example.svg',
      author: { name: 'Padma Rao' },
    });
    // An earlier day is stored at noon in the newsroom's time zone (Asia/Kolkata, UTC+5:30).
    expect(body.data[0]!.createdAt).toBe('2026-01-23T06:30:00.000Z');
  });

  it('returns the partial last page and an empty page past the end', async () => {
    const last = await list('?Page=3&PageSize=10');
    expect(last.body.data.map((a) => a.title)).toEqual(['Story 03', 'Story 02', 'Story 01']);
    const past = await list('?Page=4&PageSize=10');
    expect(past.res.statusCode).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({
      totalItems: 23,
      totalItemsCapped: false,
      page: 4,
      pageSize: 10,
      totalPages: 3,
    });
  });

  it('accepts PageSize up to 1000 and one item a page', async () => {
    expect((await list('?PageSize=1000')).body.data).toHaveLength(23);
    const one = await list('?PageSize=1&Page=23');
    expect(one.body.data.map((a) => a.title)).toEqual(['Story 01']);
    expect(one.body.pagination.totalPages).toBe(23);
  });

  it.each([
    ['?Page=0', 'Page', /Page must be at least 1/],
    ['?Page=-3', 'Page', /at least 1/],
    ['?Page=abc', 'Page', /whole number/],
    ['?Page=1.5', 'Page', /whole number/],
    ['?Page=0x10', 'Page', /whole number/],
    ['?PageSize=1e3', 'PageSize', /whole number/],
    ['?Search=a%00b', 'Search', /control character/],
    ['?PageSize=0', 'PageSize', /at least 1/],
    ['?PageSize=5000', 'PageSize', /PageSize must be at most 1000/],
    // More digits than a number holds (Infinity): still the bound, never a database error.
    [`?Page=${'9'.repeat(400)}`, 'Page', /Page must be at most 1000000/],
    [`?PageSize=-${'9'.repeat(400)}`, 'PageSize', /PageSize must be at least 1/],
    ['?Filter=Weather', 'Filter', /Filter must be one of: Politics, Sports/],
    ['?Fields=title,password', 'Fields', /unknown field "password"/],
    ['?SortBy=author', 'SortBy', /SortBy must be asc, desc/],
    ['?SortBy=title:up', 'SortBy', /SortBy/],
    [`?Search=${'x'.repeat(201)}`, 'Search', /at most 200 characters/],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const { res, body } = await list(query);
    expect(res.statusCode).toBe(400);
    expectBadInput(body, field, message);
  });

  it('filters by category', async () => {
    const { body } = await list('?Filter=Sports&PageSize=100');
    expect(body.pagination.totalItems).toBe(11);
    expect(new Set(body.data.map((a) => a.category))).toEqual(new Set(['Sports']));
    expect((await list('?Filter=&PageSize=1')).body.pagination.totalItems).toBe(23);
  });

  it('returns only the requested Fields', async () => {
    const { body } = await list('?Fields=id,title&PageSize=2');
    expect(body.data).toEqual([
      { id: created[22]!.id, title: 'Story 23' },
      { id: created[21]!.id, title: 'Story 22' },
    ]);
    const withAuthor = await list('?Fields=author,createdAt&PageSize=1');
    expect(Object.keys(withAuthor.body.data[0]!).sort()).toEqual(['author', 'createdAt']);
  });

  it('sorts by date ascending, by title and by category, keeping ties in id order', async () => {
    expect((await list('?SortBy=asc&PageSize=2')).body.data.map((a) => a.title)).toEqual([
      'Story 01',
      'Story 02',
    ]);
    expect((await list('?SortBy=title:desc&PageSize=2')).body.data.map((a) => a.title)).toEqual([
      'Story 23',
      'Story 22',
    ]);
    expect((await list('?SortBy=title&PageSize=1')).body.data[0]!.title).toBe('Story 01');
    const byCategory = (await list('?SortBy=category:asc&PageSize=100')).body.data;
    expect(byCategory.slice(0, 12).every((a) => a.category === 'Business')).toBe(true);
    expect(byCategory[12]!.category).toBe('Sports');
  });
});

describe('GET /Articles/{id}', () => {
  it('returns the article with its author, anonymously or with a token', async () => {
    const target = created[0]!;
    const anonymous = await api.inject({ method: 'GET', url: `/Articles/${target.id}` });
    expect(anonymous.statusCode).toBe(200);
    // Without a token nobody may do anything with it; the rest is the same.
    expect(anonymous.json()).toEqual({
      ...target,
      viewerCanEdit: false,
      viewerCanDelete: false,
      viewerCanPublish: false,
    });
    const withToken = await api.inject({
      method: 'GET',
      url: `/Articles/${target.id}`,
      headers: bearer(token),
    });
    expect(withToken.json()).toEqual(target);
    expect(Object.keys(target).sort()).toEqual([...ARTICLE_FIELDS].sort());
    expect(target.author).toEqual({
      id: expect.any(Number) as number,
      name: 'Padma Rao',
      displayName: 'Padma Rao',
      username: expect.any(String) as string,
    });
  });

  it('ignores a bad token on this anonymous route', async () => {
    const res = await api.inject({
      method: 'GET',
      url: `/Articles/${created[0]!.id}`,
      headers: bearer('not-a-token'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a missing article and 400 for an id that is not a positive whole number', async () => {
    const missing = await api.inject({ method: 'GET', url: '/Articles/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().errors[0]!.code).toBe('NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '0x1', '+1', '1e3', '%20']) {
      const res = await api.inject({ method: 'GET', url: `/Articles/${id}` });
      expect(res.statusCode, id).toBe(400);
      expectBadInput(res.json<ErrorBody>(), 'id');
    }
  });
});

describe('POST /Articles', () => {
  const valid = {
    title: 'Monsoon reaches Kerala',
    content: 'The monsoon arrived three days early.',
    category: 'Environment',
    language: 'en',
    author: 'Someone Else',
    date: '2026-03-10',
    mediaUrl: 'https://images.example.com/monsoon.jpg',
  };
  const post = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    api.inject({ method: 'POST', url: '/Articles', headers, payload: payload as object });

  it('creates the article with the logged-in user as author, and the given date', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const article = res.json<Article>();
    expect(res.headers.location).toBe(`/Articles/${article.id}`);
    expect(article).toMatchObject({
      title: valid.title,
      content: valid.content,
      category: 'Environment',
      mediaUrl: valid.mediaUrl,
      createdAt: '2026-03-10T06:30:00.000Z',
      author: { name: 'Padma Rao' },
    });
    const fetched = await api.inject({
      method: 'GET',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
    });
    expect(fetched.json()).toEqual(article);
  });

  it("gives today's date (in the newsroom's time zone) the current time; no date means now", async () => {
    const before = Date.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const dated = (await post({ ...valid, date: today })).json<Article>();
    const undated = (await post({ ...valid, date: undefined })).json<Article>();
    for (const a of [dated, undated]) {
      expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(a.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('trims the title and stores Telugu in NFC', async () => {
    const res = await post({ ...valid, title: '  కె\u0c56 వార్త  ' });
    expect(res.json<Article>().title).toBe('కై వార్త');
  });

  it.each([
    ['title', { title: undefined }, /To publish it, the article needs a title/],
    ['content', { content: undefined }, /To publish it, the article needs some text/],
    ['category', { category: undefined }, /To publish it, the article needs a category/],
    ['mediaUrl', { mediaUrl: undefined }, /To publish it, the article needs an image/],
    ['title', { title: '' }, /needs a title/],
    ['title', { title: '    ' }, /needs a title/],
    ['content', { content: ' \n ' }, /needs some text/],
    ['title', { title: 'x'.repeat(201) }, /at most 200 characters/],
    ['category', { category: 'Weather' }, /category must be one of/],
    ['category', { category: 'sports' }, /category must be one of/],
    ['mediaUrl', { mediaUrl: 'javascript:alert(1)' }, /http\(s\) URL or a path/],
    ['mediaUrl', { mediaUrl: '//evil.example.com/x.png' }, /http\(s\) URL or a path/],
    ['date', { date: '2026-02-30' }, /yyyy-mm-dd/],
    ['date', { date: '10/03/2026' }, /yyyy-mm-dd/],
    ['date', { date: '1800-01-01' }, /before 1900/],
    ['date', { date: '2999-01-01' }, /cannot be later than today/],
    ['title', { title: 'a\u0000b' }, /control character/],
    ['content', { content: 'line\u0007bell' }, /control character/],
    ['content', { content: 'x'.repeat(100_001) }, /at most 100000 characters/],
    ['mediaUrl', { mediaUrl: `/${'m'.repeat(2048)}` }, /at most 2048 characters/],
    ['mediaUrl', { mediaUrl: '/\\evil.example.com/x.png' }, /http\(s\) URL or a path/],
    ['mediaUrl', { mediaUrl: 'https://user:pw@evil.example.com/x.png' }, /http\(s\) URL/],
    ['mediaUrl', { mediaUrl: 'ftp://files.example.com/x.png' }, /http\(s\) URL/],
    ['title', { title: 123 }, /title must be a string/],
    ['title', { title: ['a'] }, /title must be a string/],
    ['category', { category: null }, /needs a category/],
    ['titel', { titel: 'typo' }, /titel is not a field this request accepts/],
    ['title', { title: { text: 'x' } }, /title must be a string/],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expectBadInput(res.json<ErrorBody>(), field, message);
  });

  it('lists every missing field at once', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const fields = res.json<ErrorBody>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'content', 'category', 'mediaUrl']));
  });

  it('refuses malformed JSON, a body that is not an object, and a non-JSON body', async () => {
    const malformed = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"title": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().errors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
      message: 'The body is not valid JSON',
    });
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json<ErrorBody>().errors[0]!.message).toMatch(/must be a JSON object/);
    const text = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await post({ ...valid, content: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('PATCH and DELETE /Articles/{id}', () => {
  it('changes only the fields sent', async () => {
    const article = await api.createArticle(token, { title: 'Old title', date: '2025-12-01' });
    const res = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { title: 'New title' },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Article>();
    expect(updated).toMatchObject({
      id: article.id,
      title: 'New title',
      content: article.content,
      category: article.category,
      createdAt: article.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(article.updatedAt));
  });

  it('keeps the time when the same date is sent again, and moves the article on a new date', async () => {
    const article = await api.createArticle(token);
    // The article's date is the newsroom's (NEWSROOM_TIME_ZONE, Asia/Kolkata by default), which
    // is a day ahead of UTC's from 18:30 UTC on.
    const sameDay = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { date: dateIn(new Date(article.createdAt), 'Asia/Kolkata'), title: 'Edited' },
    });
    expect(sameDay.json<Article>().createdAt).toBe(article.createdAt);
    const moved = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { date: '2024-07-04' },
    });
    expect(moved.json<Article>().createdAt).toBe('2024-07-04T06:30:00.000Z');
  });

  it('validates a patch like a create', async () => {
    const article = await api.createArticle(token);
    const res = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { category: 'Gossip', title: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<ErrorBody>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['category', 'title']));
  });

  it('answers 404 for a missing article', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await api.inject({
        method,
        url: '/Articles/987654',
        headers: bearer(token),
        ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('deletes: 204, then the article is gone (410) from reads and lists', async () => {
    const article = await api.createArticle(token, { title: 'Short-lived' });
    const res = await api.inject({
      method: 'DELETE',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const gone = await api.inject({ method: 'GET', url: `/Articles/${article.id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json<ErrorBody>().errors[0]!.code).toBe('GONE');
    const all = (await list('?PageSize=1000&Fields=id')).body.data.map((a) => a.id);
    expect(all).not.toContain(article.id);
  });

  it("keeps an article's author name, as it was last, after that account is deleted", async () => {
    const { user, token: reporterToken } = await api.createUser('reporter');
    const article = await api.createArticle(reporterToken);
    const renamed = await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(token),
      payload: userBody(user, { full_Name: 'Renamed Reporter' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (
        await api.inject({ method: 'GET', url: `/Articles/${article.id}`, headers: bearer(token) })
      ).json<Article>().author.name,
    ).toBe('Renamed Reporter');
    const del = await api.inject({
      method: 'DELETE',
      url: `/User/${user.id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(204);
    const after = await api.inject({
      method: 'GET',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
    });
    expect(after.json<Article>().author).toEqual({
      id: null,
      name: 'Renamed Reporter',
      displayName: 'Renamed Reporter',
      username: null,
    });
  });
});
