import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  languageOfText,
  type Article,
  type Page,
  type User,
} from '../../src/domain.js';
import {
  ADMIN_PASSWORD,
  bearer,
  freshStorage,
  startApi,
  type Storage,
  type TestApi,
} from '../helpers.js';

let api: TestApi;
let dataDir: string;
let storage: Storage;
const TELUGU = /\p{Script=Telugu}/u;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-seed-'));
  storage = await freshStorage(dataDir);
  api = await startApi({ SEED_CONTENT: 'true', ADMIN_PASSWORD: '' }, { dataDir, storage });
});
afterAll(async () => {
  await api.close();
  await storage.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const allArticles = async () =>
  (await api.inject({ method: 'GET', url: '/Articles?PageSize=1000' })).json<Page<Article>>();

describe('first start of an empty database', () => {
  it('creates admin, editor and reporter, with passwords generated and handed back once', async () => {
    const accounts = api.seeded.accounts;
    expect(accounts.map((a) => a.username)).toEqual(['admin', 'editor', 'reporter']);
    expect(new Set(accounts.map((a) => a.password)).size).toBe(3);
    for (const account of accounts) {
      expect(account.password!.length).toBeGreaterThanOrEqual(16);
      const token = await api.login(account.username, account.password!);
      const me = await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });
      expect(me.json<User>().role).toBe(account.username);
    }
  });

  it('seeds at least 40 articles over all seven categories, 15 or more in Telugu', async () => {
    const { data, pagination } = await allArticles();
    expect(pagination.totalItems).toBeGreaterThanOrEqual(40);
    expect(new Set(data.map((a) => a.category))).toEqual(new Set(CATEGORIES));
    const telugu = data.filter((a) => TELUGU.test(a.title) && TELUGU.test(a.content));
    expect(telugu.length).toBeGreaterThanOrEqual(15);
    for (const article of data) {
      expect(article.content.length).toBeGreaterThan(300);
      expect(Date.parse(article.createdAt)).toBeLessThan(Date.now());
      expect(['Padma Rao', 'Srinivas Varma', 'Kavya Reddy']).toContain(article.author.name);
    }
  });

  it('gives every seeded article its language, published, with at least 6 stories linked to their translations', async () => {
    const { data } = await allArticles();
    for (const article of data) {
      expect(article.language, article.title).toBe(languageOfText(article.title, article.content));
      expect(article.status).toBe('published');
      expect(article.publishedAt).toBe(article.createdAt);
    }
    const byId = new Map(data.map((a) => [a.id, a]));
    const linked = data.filter((a) => a.translationId !== null);
    expect(linked.length).toBeGreaterThanOrEqual(12);
    for (const article of linked) {
      const counterpart = byId.get(article.translationId!)!;
      expect(counterpart.translationId).toBe(article.id);
      expect(counterpart.language).not.toBe(article.language);
      expect(counterpart.category).toBe(article.category);
    }
  });

  it('gives every seeded article an image the api serves itself, with caching headers', async () => {
    const { data } = await allArticles();
    const urls = new Set(data.map((a) => a.mediaUrl));
    expect(urls.size).toBe(data.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/seed\/[a-z0-9-]+\.svg$/);
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/^<svg /);
    }
    const missing = await api.inject({ method: 'GET', url: '/media/seed/no-such-image.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('finds seeded Telugu news by a Telugu word', async () => {
    const { data } = await allArticles();
    const sample = data.find((a) => TELUGU.test(a.title))!;
    const word = sample.title.split(/\s+/).find((w) => TELUGU.test(w) && w.length > 3)!;
    const res = await api.inject({
      method: 'GET',
      url: `/Articles?PageSize=1000&Search=${encodeURIComponent(word)}`,
    });
    expect(res.json<Page<Article>>().data.map((a) => a.id)).toContain(sample.id);
  });

  it('keeps the SQLite database file private to its owner', () => {
    if (!storage.url.endsWith('.db')) return; // PostgreSQL: no file of ours
    expect(fs.statSync(storage.url).mode & 0o777).toBe(0o600);
  });

  it('does nothing on the next start', async () => {
    await api.app.close();
    api = await startApi({ SEED_CONTENT: 'true', ADMIN_PASSWORD: '' }, { dataDir, storage });
    expect(api.seeded).toEqual({ accounts: [], articles: 0 });
    expect((await allArticles()).pagination.totalItems).toBeGreaterThanOrEqual(40);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('sets the first admin password, which is then not handed back', async () => {
    const other = await startApi({ ADMIN_PASSWORD: 'chosen-by-operator' });
    try {
      expect(other.seeded.accounts[0]).toEqual({ username: 'admin', password: null });
      expect(await other.login('admin', 'chosen-by-operator')).toBeTruthy();
      const wrong = await other.inject({
        method: 'POST',
        url: '/Auth/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('service endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await api.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await api.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('publishes an OpenAPI 3 document of every route, and Swagger UI at /docs', async () => {
    const res = await api.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /Auth/login',
        'GET /Articles',
        'GET /Articles/{id}',
        'POST /Articles',
        'PATCH /Articles/{id}',
        'DELETE /Articles/{id}',
        'GET /User',
        'POST /User',
        'PUT /User/{id}',
        'DELETE /User/{id}',
        'POST /users',
      ]),
    );
    expect(JSON.stringify(doc)).not.toContain('~kind');
    // Every query parameter of the list calls may be left out.
    for (const p of ['/Articles', '/User']) {
      const params = (doc.paths[p]!.get as { parameters: { name: string; required?: boolean }[] })
        .parameters;
      expect(
        params.filter((x) => x.required).map((x) => x.name),
        p,
      ).toEqual([]);
    }
    const ui = await api.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toContain('swagger');
  });

  it('answers bad Range and conditional requests for images with their status, in the error shape', async () => {
    const { data } = await allArticles();
    const url = data[0]!.mediaUrl;
    const range = await api.inject({ method: 'GET', url, headers: { range: 'bytes=999999-' } });
    expect(range.statusCode).toBe(416);
    expect(range.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('BAD_REQUEST');
    const precondition = await api.inject({
      method: 'GET',
      url,
      headers: { 'if-match': '"nope"' },
    });
    expect(precondition.statusCode).toBe(412);
    const partial = await api.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.body).toBe('<svg xmlns');
    const etag = (await api.inject({ method: 'GET', url })).headers.etag as string;
    const notModified = await api.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('answers a malformed URL with 400 in the error shape', async () => {
    for (const url of ['/Articles/%E0%A4', '/media/seed/a%00.svg']) {
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]!.code, url).toMatch(/^BAD_/);
    }
  });

  it('answers unknown routes with the error shape and never a stack trace', async () => {
    const res = await api.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('NOT_FOUND');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers /readyz with 503 once the database is gone', async () => {
    const other = await startApi();
    try {
      await other.database.close();
      const res = await other.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('UNAVAILABLE');
      const list = await other.inject({ method: 'GET', url: '/Articles' });
      expect(list.statusCode).toBe(500);
      expect(list.body).not.toMatch(/select|sqlite|postgres|at .*\.ts/i);
    } finally {
      await other.close();
    }
  });
});
