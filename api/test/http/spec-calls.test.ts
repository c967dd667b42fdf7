/**
 * The calls of the product spec (section 7 of news-site-spec.md), each sent exactly as a client
 * written for the spec sends it: its paths, its query parameters (empty ones included), its
 * bodies and nothing more; each answer is read only for what the spec says the client reads.
 * Whatever the api adds must leave these working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startApi({ SEED_CONTENT: 'true' });
  // The login form's email input fills `username`.
  const res = await api.inject({
    method: 'POST',
    url: '/Auth/login',
    payload: { username: 'admin@example.com', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  token = res.json<{ token: string }>().token;
});
afterAll(() => api.close());

/** A call the spec makes with the bearer token. */
const staff = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => api.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** What the spec's screens read of an article (section 3). */
interface SpecArticle {
  id: number;
  title: string;
  content: string;
  category: string;
  mediaUrl: string;
  createdAt: string;
  author: { name: string };
}
interface SpecPage<T> {
  data: T[];
  pagination: { totalItems: number };
}
/** What the user screens read (section 3); the password is a form field only. */
interface SpecUser {
  id: number;
  username: string;
  full_Name: string;
  email: string;
  role: string;
  is_Active: boolean;
}

/** "New article defaults: date today (yyyy-mm-dd)", the newsroom's day. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const CATEGORIES = [
  'Politics',
  'Sports',
  'Entertainment',
  'Business',
  'Technology',
  'Environment',
  'Announcement',
];

function expectSpecArticle(article: SpecArticle) {
  expect(Number.isInteger(article.id)).toBe(true);
  for (const text of [article.title, article.content, article.mediaUrl, article.author.name]) {
    expect(typeof text).toBe('string');
  }
  expect(CATEGORIES).toContain(article.category);
  expect(Number.isNaN(Date.parse(article.createdAt))).toBe(false);
}

/** The home screen's and the admin list's call: no token, every parameter in the query. */
async function listArticles(query: string) {
  const res = await api.inject({ method: 'GET', url: `/Articles?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<SpecPage<SpecArticle>>();
  expect(Array.isArray(page.data)).toBe(true);
  expect(page.pagination.totalItems).toEqual(expect.any(Number));
  for (const article of page.data) expectSpecArticle(article);
  return page;
}

describe('the spec’s article calls', () => {
  it('GET /Articles: the home page, page 1 of 50, newest first, empty parameters sent as such', async () => {
    const page = await listArticles('Page=1&PageSize=50&Search=&Filter=&Fields=&SortBy=desc');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(50);
    expect(page.pagination.totalItems).toBeGreaterThanOrEqual(page.data.length);
    const times = page.data.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('GET /Articles: a category filter and a search, as the home page sends them', async () => {
    const politics = await listArticles('Page=1&PageSize=50&Search=&Filter=Politics&SortBy=desc');
    expect(politics.data.length).toBeGreaterThan(0);
    expect(new Set(politics.data.map((a) => a.category))).toEqual(new Set(['Politics']));
    const found = await listArticles('Page=1&PageSize=50&Search=metro&Filter=&SortBy=desc');
    expect(found.data.length).toBeGreaterThan(0);
    for (const article of found.data) {
      expect(`${article.title} ${article.content}`.toLowerCase()).toContain('metro');
    }
    expect(found.pagination.totalItems).toBe(found.data.length);
  });

  it('GET /Articles: the admin list, 1000 a page, newest first', async () => {
    const page = await listArticles('Page=1&PageSize=1000&SortBy=desc');
    expect(page.data).toHaveLength(page.pagination.totalItems);
  });

  it('GET /Articles: later pages of 10 hold the rest, as the pager reads totalItems', async () => {
    const all = await listArticles('Page=1&PageSize=1000&SortBy=desc');
    const pages = Math.ceil(all.pagination.totalItems / 10);
    const ids: number[] = [];
    for (let n = 1; n <= pages; n++) {
      ids.push(...(await listArticles(`Page=${n}&PageSize=10&SortBy=desc`)).data.map((a) => a.id));
    }
    expect(ids).toEqual(all.data.map((a) => a.id));
  });

  it('POST, GET, PATCH and DELETE /Articles/{id} with the article form’s body', async () => {
    const body = {
      title: 'Ward committees to meet every month',
      content: 'Every ward committee in the city will meet on the first Saturday of each month.',
      category: 'Announcement',
      author: 'Admin',
      date: today(),
      mediaUrl: 'https://images.example.com/ward-committee.jpg',
    };
    const created = await staff('POST', '/Articles', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<SpecArticle>();
    expect(Number.isInteger(id)).toBe(true);

    const read = async () => {
      const res = await staff('GET', `/Articles/${id}`);
      expect(res.statusCode).toBe(200);
      const article = res.json<SpecArticle>();
      expectSpecArticle(article);
      return article;
    };
    const first = await read();
    expect(first).toMatchObject({
      id,
      title: body.title,
      content: body.content,
      category: body.category,
      mediaUrl: body.mediaUrl,
    });
    expect(dayOf(first.createdAt)).toBe(body.date);
    // The home page lists it.
    const home = await listArticles('Page=1&PageSize=50&Search=&Filter=&Fields=&SortBy=desc');
    expect(home.data.map((a) => a.id)).toContain(id);

    const changes = {
      ...body,
      title: 'Ward committees to meet every fortnight',
      category: 'Politics',
      mediaUrl: 'https://images.example.com/ward-committee-2.jpg',
    };
    const patched = await staff('PATCH', `/Articles/${id}`, changes);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await read()).toMatchObject({
      title: changes.title,
      category: changes.category,
      mediaUrl: changes.mediaUrl,
      content: changes.content,
    });

    const deleted = await staff('DELETE', `/Articles/${id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    // In the trash: gone (410) rather than never there (404).
    const gone = await staff('GET', `/Articles/${id}`);
    expect(gone.statusCode).toBe(410);
  });

  it('POST /Articles with the form’s body in Telugu files the story in the Telugu edition', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: bearer(token),
      payload: {
        title: 'గ్రామ సభలు ప్రతి నెలా',
        content: 'ప్రతి గ్రామంలో నెలకు ఒకసారి గ్రామ సభ జరుగుతుంది.',
        category: 'Announcement',
        author: 'Admin',
        date: today(),
        mediaUrl: '/media/seed/example.svg',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<SpecArticle>();
    const telugu = await listArticles('Page=1&PageSize=50&Language=te');
    expect(telugu.data.map((a) => a.id)).toContain(id);
  });

  it('refuses the form’s body without a field the form requires, naming it', async () => {
    for (const field of ['title', 'content', 'category', 'mediaUrl']) {
      const body: Record<string, string> = {
        title: 'A title',
        content: 'Some text.',
        category: 'Sports',
        author: 'Admin',
        date: today(),
        mediaUrl: '/media/seed/example.svg',
      };
      delete body[field];
      const res = await staff('POST', '/Articles', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe(field);
    }
  });
});

describe('the spec’s user calls', () => {
  it('GET, POST, PUT and DELETE /User with the user form’s body', async () => {
    const usersPage = async () => {
      const res = await staff('GET', '/User?Page=1&PageSize=1000&SortBy=desc');
      expect(res.statusCode).toBe(200);
      const page = res.json<SpecPage<SpecUser>>();
      expect(page.data).toHaveLength(page.pagination.totalItems);
      return page;
    };
    const before = await usersPage();
    expect(before.data.map((u) => u.username)).toContain('admin');

    // "Saving sets is_Active to true"; the role is the option's label.
    const form = {
      username: 'sravani',
      full_Name: 'Sravani Kota',
      email: 'sravani@example.com',
      role: 'Reporter',
      password: 'first-password',
      is_Active: true,
    };
    const created = await staff('POST', '/User', form);
    expect(created.statusCode, created.body).toBeLessThan(300);
    const after = await usersPage();
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
    const user = after.data.find((u) => u.username === form.username)!;
    expect(user).toMatchObject({
      full_Name: form.full_Name,
      email: form.email,
      // "The admin flag is true when the current user role equals admin (lowercase)."
      role: 'reporter',
      is_Active: true,
    });
    expect(user).not.toHaveProperty('password');
    // The account signs in as the login form does it.
    const login = await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);

    const changed = { ...form, full_Name: 'Sravani Kota Rao', role: 'Editor' };
    const put = await staff('PUT', `/User/${user.id}`, changed);
    expect(put.statusCode, put.body).toBeLessThan(300);
    expect((await usersPage()).data.find((u) => u.id === user.id)).toMatchObject({
      full_Name: 'Sravani Kota Rao',
      role: 'editor',
    });

    const deleted = await staff('DELETE', `/User/${user.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await usersPage()).data.map((u) => u.id)).not.toContain(user.id);
  });

  it('POST /users, the sign-up no screen uses, says plainly that sign-up is closed', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/users',
      payload: {
        username: 'newcomer',
        full_Name: 'New Comer',
        email: 'newcomer@example.com',
        password: 'a-password',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().errors[0]!.message).toMatch(/sign-up is closed/i);
  });
});
