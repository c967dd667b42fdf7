import { createHash } from 'node:crypto';
import type { RestReadRankings } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;
/** The api's clock: a test moves it a day on. */
let clock = Date.now() + 60_000;
const ids: Record<string, number> = {};

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const read = (id: number, reader: string) => ({ id, hash: digest(`${reader}|${id}|${clock}`) });

const post = (reads: unknown) => api.inject({ method: 'POST', url: '/Reads', payload: { reads } });

async function rankings(language: string): Promise<RestReadRankings> {
  const res = await api.inject({ method: 'GET', url: `/Reads?Language=${language}&Limit=5` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RestReadRankings>();
}

beforeAll(async () => {
  api = await startApi({}, { now: () => new Date(clock) });
  token = await api.adminToken();
  const story = async (name: string, overrides: Record<string, unknown>) => {
    ids[name] = (await api.createArticle(token, { category: 'Announcement', ...overrides })).id;
  };
  await story('metro', { title: 'Metro line opens', language: 'en' });
  await story('bridge', { title: 'Bridge reopens', language: 'en' });
  await story('draft', { title: 'Secret plan', language: 'en', status: 'draft' });
  await story('telugu', { title: 'మెట్రో మార్గం ప్రారంభం', content: 'ఈరోజు నుంచి రైళ్లు.', language: 'te' });
});
afterAll(() => api.close());

describe('reads', () => {
  it('counts a reader once per article and day, and ranks the edition by its reads', async () => {
    const first = await post([
      read(ids.metro!, 'a'),
      read(ids.metro!, 'b'),
      read(ids.metro!, 'a'),
      read(ids.bridge!, 'a'),
      read(ids.telugu!, 'a'),
    ]);
    expect(first.json()).toEqual({ counted: 4 });
    // The same readers again the same day count nothing.
    expect((await post([read(ids.metro!, 'a'), read(ids.bridge!, 'a')])).json()).toEqual({
      counted: 0,
    });
    const en = await rankings('en');
    expect(en.mostRead).toEqual([
      { id: ids.metro, score: 2 },
      { id: ids.bridge, score: 1 },
    ]);
    expect(en.trending.map((r) => r.id)).toEqual([ids.metro, ids.bridge]);
    expect((await rankings('te')).mostRead).toEqual([{ id: ids.telugu, score: 1 }]);
  });

  it('never counts a draft or an article that does not exist', async () => {
    const res = await post([read(ids.draft!, 'a'), read(2_000_000, 'a')]);
    expect(res.json()).toEqual({ counted: 0 });
    expect((await rankings('en')).mostRead.map((r) => r.id)).not.toContain(ids.draft);
  });

  it('counts the same reader again the next day, and forgets the day before', async () => {
    const yesterday = read(ids.bridge!, 'a');
    clock += 86_400_000;
    expect((await post([read(ids.bridge!, 'a')])).json()).toEqual({ counted: 1 });
    const marks = await api.database.db.selectFrom('read_marks').select('hash').execute();
    expect(marks.map((m) => m.hash)).not.toContain(yesterday.hash);
    // Yesterday's reads have left the last 24 hours.
    expect((await rankings('en')).mostRead).toEqual([{ id: ids.bridge, score: 1 }]);
  });

  it('drops a story moved to the trash from the rankings, and counts no read of it', async () => {
    const del = await api.inject({
      method: 'DELETE',
      url: `/Articles/${ids.bridge}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(204);
    expect((await rankings('en')).mostRead.map((r) => r.id)).not.toContain(ids.bridge);
    expect((await post([read(ids.bridge!, 'c')])).json()).toEqual({ counted: 0 });
  });

  it('refuses a read that is not an id and a digest, naming the field', async () => {
    for (const reads of [[{ id: 0, hash: digest('x') }], [{ id: 1, hash: 'abc' }], []]) {
      const res = await post(reads);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.errors[0]!.code).toBe('BAD_USER_INPUT');
      expect(body.errors[0]!.field).toMatch(/^reads/);
    }
    const res = await api.inject({ method: 'GET', url: '/Reads?Language=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]!.field).toBe('Language');
  });
});
