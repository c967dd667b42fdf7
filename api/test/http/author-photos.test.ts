import type { RestAuthorProfile, RestImage, RestUser } from '@news/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { User } from '../../src/domain.js';
import { filePart, photo } from '../media-fixtures.js';
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
  writer = await api.createUser('editor', { full_Name: 'Ravi Teja' });
});
afterAll(() => api.close());

async function uploaded(seed: number): Promise<RestImage> {
  const body = filePart(await photo(400, 400, { seed }));
  const res = await api.inject({
    method: 'POST',
    url: '/Media',
    headers: { ...bearer(admin), 'content-type': body.contentType },
    payload: body.body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RestImage>();
}

const putUser = (changes: Record<string, unknown>) =>
  api.inject({
    method: 'PUT',
    url: `/User/${writer.user.id}`,
    headers: bearer(admin),
    payload: userBody(writer.user, changes),
  });

/** Makes every photo's hold look over, as it is a day after the upload. */
const holdsOver = () =>
  api.database.db
    .updateTable('images')
    .set({ held_until: new Date(Date.now() - 1000).toISOString() })
    .execute();

const stored = async (id: string) =>
  (await api.database.db.selectFrom('images').select('id').where('id', '=', id).execute()).length;

describe('author photos', () => {
  it('keeps an uploaded photo on the account and shows it on the author page', async () => {
    const image = await uploaded(11);
    const res = await putUser({ photoId: image.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RestUser>().photo).toEqual(image);
    // A save that leaves it out keeps it; the account's own reading has it too.
    expect((await putUser({ bio: 'Covers the courts.' })).json<RestUser>().photo).toEqual(image);
    const me = await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(writer.token) });
    expect(me.json<RestUser>().photo).toEqual(image);
    const listed = await api.inject({
      method: 'GET',
      url: '/User?PageSize=50',
      headers: bearer(admin),
    });
    const row = listed.json<{ data: { id: number; photo: RestImage | null }[] }>().data;
    expect(row.find((u) => u.id === writer.user.id)!.photo).toEqual(image);

    await api.createArticle(writer.token, { title: 'Court hears the case', status: 'published' });
    const page = await api.inject({ method: 'GET', url: `/Authors/${writer.user.username}` });
    expect(page.json<RestAuthorProfile>().photo).toEqual(image);

    // The sweep keeps a photo an account shows, however long after its upload.
    await holdsOver();
    await api.app.media.sweep();
    expect(await stored(image.id)).toBe(1);
  });

  it('refuses an id that names no stored photo, naming photoId', async () => {
    for (const photoId of ['0'.repeat(32), 42, 'x'.repeat(65)]) {
      const res = await putUser({ photoId });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe('photoId');
    }
  });

  it('removes the photo with null; the sweep then deletes it', async () => {
    const image = await uploaded(12);
    expect((await putUser({ photoId: image.id })).json<RestUser>().photo).toEqual(image);
    const res = await putUser({ photoId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json<RestUser>().photo).toBeNull();
    await holdsOver();
    await api.app.media.sweep();
    expect(await stored(image.id)).toBe(0);
  });
});

describe('migration 0019', () => {
  it('goes down (the column gone, accounts kept) and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    const columns = async () =>
      database.dialect === 'postgres'
        ? (
            await sql<{ name: string }>`
              select column_name as name from information_schema.columns
              where table_name = 'users' and table_schema = current_schema()
            `.execute(database.db)
          ).rows.map((r) => r.name)
        : (await sql<{ name: string }>`pragma table_info(users)`.execute(database.db)).rows.map(
            (r) => r.name,
          );
    try {
      await migrateToLatest(database);
      expect(await columns()).toContain('photo_id');
      const names = (await migrator.getMigrations()).map((m) => m.name);
      const down = await migrator.migrateTo(names[names.indexOf('0019-author-photos') - 1]!);
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain('0019-author-photos');
      expect(await columns()).not.toContain('photo_id');
      await migrateToLatest(database);
      expect(await columns()).toContain('photo_id');
    } finally {
      await close();
    }
  });
});
