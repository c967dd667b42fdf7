/**
 * Public answers are kept serialized (lib/read-cache.ts) and must still be what the database
 * says: after a write through this process or another on the same database, when a scheduled
 * story's time comes, and never for (or from) a request with a token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article } from '../../src/domain.js';
import {
  bearer,
  freshStorage,
  migrationDatabase,
  startApi,
  type Storage,
  type TestApi,
} from '../helpers.js';

interface Page {
  data: Partial<Article>[];
  pagination: { totalItems: number };
}

let dataDir: string;
let storage: Storage;
/** Two api processes on one database, as behind a load balancer. */
let a: TestApi;
let b: TestApi;
let editor: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-read-cache-'));
  storage = await freshStorage(dataDir);
  a = await startApi({}, { dataDir, storage });
  b = await startApi({}, { dataDir, storage });
  editor = (await a.createUser('editor')).token;
});
afterAll(async () => {
  await a.close();
  await b.close();
  await storage.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

const read = (api: TestApi, url: string, token?: string) =>
  api.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const titles = async (api: TestApi, url: string) =>
  (await read(api, url)).json<Page>().data.map((article) => article.title);

describe('kept public answers', () => {
  it('show a write made through another process at the next read', async () => {
    const story = await a.createArticle(editor, {
      title: 'Ferry service resumes on the river',
      status: 'published',
    });
    const list = '/Articles?Search=ferry&Fields=id,title';
    // Read twice on b, so the second answer is the kept one.
    expect(await titles(b, list)).toEqual(['Ferry service resumes on the river']);
    expect(await titles(b, list)).toEqual(['Ferry service resumes on the river']);
    expect((await read(b, `/Articles/${story.id}`)).json<Article>().title).toBe(
      'Ferry service resumes on the river',
    );

    const changed = await a.inject({
      method: 'PATCH',
      url: `/Articles/${story.id}`,
      headers: bearer(editor),
      payload: { title: 'Ferry service resumes after the floods' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await titles(b, list)).toEqual(['Ferry service resumes after the floods']);
    expect((await read(b, `/Articles/${story.id}`)).json<Article>().title).toBe(
      'Ferry service resumes after the floods',
    );

    const deleted = await a.inject({
      method: 'DELETE',
      url: `/Articles/${story.id}`,
      headers: bearer(editor),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await titles(b, list)).toEqual([]);
    expect((await read(b, `/Articles/${story.id}`)).statusCode).toBe(410);
  });

  it("show an author's new name in the bylines of every process", async () => {
    const writer = await a.createUser('editor', { full_Name: 'Kavya Reddy' });
    const story = await a.createArticle(writer.token, {
      title: 'Reservoir levels rise after the rains',
      status: 'published',
    });
    const byline = async () => (await read(b, `/Articles/${story.id}`)).json<Article>().author.name;
    expect(await byline()).toBe('Kavya Reddy');
    expect(await byline()).toBe('Kavya Reddy');

    const renamed = await a.inject({
      method: 'PUT',
      url: `/User/${writer.user.id}`,
      headers: bearer(await a.adminToken()),
      payload: {
        username: writer.user.username,
        full_Name: 'Kavya R. Reddy',
        email: writer.user.email,
        role: writer.user.role,
        is_Active: true,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await byline()).toBe('Kavya R. Reddy');
  });

  it('show a scheduled story once its time comes, with no write in between', async () => {
    // The clock stands still until the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = new Date(Date.now() + 3_600_000);
    const story = await a.createArticle(editor, {
      title: 'Monsoon session of the assembly opens',
      status: 'published',
      publishAt: at.toISOString(),
    });
    const list = '/Articles?Search=monsoon%20assembly&Fields=id,title';
    expect(await titles(b, list)).toEqual([]);
    expect(await titles(b, list)).toEqual([]);
    expect((await read(b, `/Articles/${story.id}`)).statusCode).toBe(404);

    vi.setSystemTime(at.getTime() + 1000);
    expect(await titles(b, list)).toEqual(['Monsoon session of the assembly opens']);
    expect((await read(b, `/Articles/${story.id}`)).statusCode).toBe(200);
  });

  it('name the next scheduled story, kept or not, so a cache in front keeps them no longer', async () => {
    const at = new Date(Date.now() + 1_800_000);
    await a.createArticle(editor, {
      title: 'Polling day announced',
      status: 'published',
      publishAt: at.toISOString(),
    });
    const uncached = await startApi({ READ_CACHE_MB: '0' }, { dataDir, storage });
    try {
      for (const api of [a, b, uncached]) {
        for (const url of ['/Articles?Fields=id', '/Front?Latest=1', '/Articles/999999']) {
          // Twice: the second is the kept answer, where answers are kept.
          for (let i = 0; i < 2; i++) {
            expect((await read(api, url)).headers['next-scheduled-at']).toBe(at.toISOString());
          }
        }
      }
      // Staff answers are never kept by a cache in front, and say nothing of it.
      expect((await read(a, '/Articles?Fields=id', editor)).headers).not.toHaveProperty(
        'next-scheduled-at',
      );
    } finally {
      await uncached.close();
    }
  });

  it("never give a token's answer to a reader, nor a reader's to a token", async () => {
    const draft = await a.createArticle(editor, {
      title: 'Budget draft under embargo',
      status: 'draft',
    });
    const url = `/Articles/${draft.id}`;
    expect((await read(b, url)).statusCode).toBe(404);
    expect((await read(b, url, editor)).statusCode).toBe(200);
    expect((await read(b, url)).statusCode).toBe(404);

    const story = await a.createArticle(editor, {
      title: 'Bridge repairs finish ahead of schedule',
      status: 'published',
    });
    const one = `/Articles/${story.id}`;
    expect((await read(b, one)).json<Article>().viewerCanEdit).toBe(false);
    expect((await read(b, one)).json<Article>().viewerCanEdit).toBe(false);
    expect((await read(b, one, editor)).json<Article>().viewerCanEdit).toBe(true);
    expect((await read(b, one)).json<Article>().viewerCanEdit).toBe(false);
  });
});

describe('migration 0011', () => {
  it('goes down and up again, taking its triggers with it', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      expect((await migrator.migrateTo('0010-search-readings')).error).toBeUndefined();
      // Without the table, a trigger left behind would make this write fail.
      const now = new Date().toISOString();
      const yes = database.dialect === 'postgres' ? true : 1;
      await sql`
        insert into users
          (username, full_name, email, password_hash, role, is_active, created_at, updated_at)
        values ('u', 'U', 'u@example.com', 'x', 'admin', ${yes}, ${now}, ${now})
      `.execute(database.db);
      await sql`update users set full_name = 'V'`.execute(database.db);
      await migrateToLatest(database);
      await sql`update users set full_name = 'W'`.execute(database.db);
      const { rows } = await sql<{
        version: number | string;
      }>`select version from content_version`.execute(database.db);
      expect(Number(rows[0]!.version)).toBe(1);
    } finally {
      await close();
    }
  });
});
