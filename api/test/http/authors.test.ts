import type { RestAuthorProfile } from '@news/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page, User } from '../../src/domain.js';
import {
  bearer,
  migrationDatabase,
  startApi,
  userBody,
  type ErrorBody,
  type TestApi,
} from '../helpers.js';

let api: TestApi;
let admin: string;
let writer: { user: User; token: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  writer = await api.createUser('editor', { full_Name: 'Kavya Reddy' });
});
afterAll(() => api.close());

const get = (url: string, token?: string) =>
  api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const putUser = (user: User, changes: Record<string, unknown>) =>
  api.inject({
    method: 'PUT',
    url: `/User/${user.id}`,
    headers: bearer(admin),
    payload: userBody(user, changes),
  });
const telugu = (title: string) =>
  api.createArticle(writer.token, {
    title,
    content: 'వరద నీరు తగ్గింది.',
    language: 'te',
    status: 'published',
  });

describe('author profiles', () => {
  it('keeps a Telugu name and a bio; a save that leaves them out keeps them', async () => {
    const res = await putUser(writer.user, { teluguName: ' కావ్య రెడ్డి ', bio: 'Covers the coast.' });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ teluguName: 'కావ్య రెడ్డి', bio: 'Covers the coast.' });
    const again = await putUser(writer.user, { full_Name: 'Kavya Reddy' });
    expect(again.json<User>()).toMatchObject({ teluguName: 'కావ్య రెడ్డి', bio: 'Covers the coast.' });
  });

  it('refuses a Telugu name without Telugu letters and a long bio, naming each', async () => {
    const latin = await putUser(writer.user, { teluguName: 'Kavya' });
    expect(latin.statusCode).toBe(400);
    expect(latin.json<ErrorBody>().errors[0]!.field).toBe('teluguName');
    const long = await putUser(writer.user, { bio: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().errors[0]!.field).toBe('bio');
    const wrongType = await putUser(writer.user, { bio: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<ErrorBody>().errors[0]!.field).toBe('bio');
  });

  it('names the author in the article’s language, with the username of their page', async () => {
    await putUser(writer.user, { teluguName: 'కావ్య రెడ్డి' });
    const te = await telugu('కృష్ణా వరద తగ్గుముఖం');
    const en = await api.createArticle(writer.token, {
      title: 'Flood recedes',
      status: 'published',
    });
    const read = async (id: number) => (await get(`/Articles/${id}`)).json<Article>().author;
    expect(await read(te.id)).toEqual({
      id: writer.user.id,
      name: 'Kavya Reddy',
      displayName: 'కావ్య రెడ్డి',
      username: writer.user.username,
    });
    expect((await read(en.id)).displayName).toBe('Kavya Reddy');
    // Kept answers move with the account: readers see a new name at once.
    await putUser(writer.user, { teluguName: 'కావ్యా రెడ్డి' });
    expect((await read(te.id)).displayName).toBe('కావ్యా రెడ్డి');
    await putUser(writer.user, { teluguName: null });
    expect((await read(te.id)).displayName).toBe('Kavya Reddy');
  });

  it('GET /Authors/{username}: an author readers may see, in any case; 404 otherwise', async () => {
    await putUser(writer.user, { teluguName: 'కావ్య రెడ్డి', bio: 'Covers the coast.' });
    await telugu('తీరంలో హెచ్చరిక');
    const res = await get(`/Authors/${writer.user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<RestAuthorProfile>()).toEqual({
      id: writer.user.id,
      username: writer.user.username,
      name: 'Kavya Reddy',
      teluguName: 'కావ్య రెడ్డి',
      bio: 'Covers the coast.',
      photo: null,
    });
    const unpublished = await api.createUser('reporter');
    await api.createArticle(unpublished.token, { title: 'Only a draft' });
    expect((await get(`/Authors/${unpublished.user.username}`)).statusCode).toBe(404);
    expect((await get('/Authors/nobody-here')).statusCode).toBe(404);
    const bad = await get('/Authors/not%20a%20name');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]!.field).toBe('username');
  });

  it('lists an author’s published stories for readers with AuthorId', async () => {
    const other = await api.createUser('editor');
    const theirs = await api.createArticle(other.token, {
      title: 'Their story',
      status: 'published',
    });
    const draft = await api.createArticle(other.token, { title: 'Their draft', status: 'draft' });
    const mine = await api.createArticle(writer.token, { title: 'My story', status: 'published' });
    const ids = (await get(`/Articles?AuthorId=${other.user.id}&PageSize=100`))
      .json<Page<Article>>()
      .data.map((a) => a.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(mine.id);
  });
});

describe('migration 0015', () => {
  it('goes down and up again, the byline trigger with it', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      expect((await migrator.migrateTo('0014-article-notes')).error).toBeUndefined();
      const now = new Date().toISOString();
      const yes = database.dialect === 'postgres' ? true : 1;
      await sql`
        insert into users
          (username, full_name, email, password_hash, role, is_active, created_at, updated_at)
        values ('u', 'U', 'u@example.com', 'x', 'admin', ${yes}, ${now}, ${now})
      `.execute(database.db);
      const version = async () =>
        Number(
          (
            await sql<{ v: number | string }>`select version as v from content_version`.execute(
              database.db,
            )
          ).rows[0]!.v,
        );
      const before = await version();
      await sql`update users set email = 'v@example.com'`.execute(database.db);
      expect(await version()).toBe(before);
      await migrateToLatest(database);
      await sql`update users set telugu_name = 'యు'`.execute(database.db);
      expect(await version()).toBe(before + 1);
      await sql`update users set email = 'w@example.com'`.execute(database.db);
      expect(await version()).toBe(before + 1);
    } finally {
      await close();
    }
  });
});
