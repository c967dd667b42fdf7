import { TRASH_DAYS, type RestPage, type RestTrashedArticle } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../src/domain.js';
import { PURGE_INTERVAL_MS } from '../../src/modules/articles/trash.js';
import { bearer, startApi, testClock, type ErrorBody, type TestApi } from '../helpers.js';

const DAY_MS = 24 * 3600 * 1000;

let api: TestApi;
let admin: string;
let editor: string;
let editorName: string;
let reporter: string;
const clock = testClock();
let now = Date.now();

beforeAll(async () => {
  api = await startApi({}, { timers: clock, now: () => new Date(now) });
  admin = await api.adminToken();
  const made = await api.createUser('editor');
  editor = made.token;
  editorName = made.user.full_Name;
  reporter = (await api.createUser('reporter')).token;
});

afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  api.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

const trashPage = async (token = editor) => {
  const res = await call('GET', '/Articles/Trash?PageSize=100', token);
  expect(res.statusCode).toBe(200);
  return res.json<RestPage<RestTrashedArticle>>();
};

const listedIds = async (query: string, token?: string) =>
  (await call('GET', `/Articles?PageSize=100&Fields=id${query}`, token))
    .json<RestPage<Article>>()
    .data.map((a) => a.id);

/** An English story with its Telugu translation, both published by an editor. */
async function pair(word: string) {
  const english = await api.createArticle(editor, {
    title: `${word} river bridge reopens`,
    content: `The ${word} bridge reopened on Monday.`,
  });
  const telugu = await api.createArticle(editor, {
    title: 'వంతెన మళ్లీ తెరుచుకుంది',
    content: 'సోమవారం వంతెన మళ్లీ తెరుచుకుంది.',
    language: 'te',
    translationId: english.id,
  });
  return { english, telugu };
}

describe('the trash', () => {
  it('a deleted story leaves every list, search and suggestion, and reads as gone (410)', async () => {
    const { english, telugu } = await pair('Zanzibarquay');
    const suggestions = () => call('GET', '/Articles/Suggestions?Query=Zanzibarq&Language=en');
    const front = async () => (await call('GET', '/Front?Language=en')).body;
    expect(await listedIds('&Search=Zanzibarquay')).toContain(english.id);
    expect((await suggestions()).body).toContain('Zanzibarquay');
    expect(await front()).toContain(`"id":${english.id},`);

    expect((await call('DELETE', `/Articles/${english.id}`, editor)).statusCode).toBe(204);

    for (const token of [undefined, editor]) {
      const gone = await call('GET', `/Articles/${english.id}`, token);
      expect(gone.statusCode).toBe(410);
      expect(gone.json<ErrorBody>().errors[0]!.code).toBe('GONE');
    }
    expect(await listedIds('')).not.toContain(english.id);
    expect(await listedIds('&Search=Zanzibarquay')).toEqual([]);
    expect(await listedIds('&Status=published', editor)).not.toContain(english.id);
    expect(await front()).not.toContain(`"id":${english.id},`);
    expect((await suggestions()).body).not.toContain('Zanzibarquay');
    // The translation stays, without a link to a story readers cannot open.
    const translation = await call('GET', `/Articles/${telugu.id}?Include=translation`);
    expect(translation.json<Article>()).toMatchObject({ translationId: null, translation: null });

    const [listed] = (await trashPage()).data;
    expect(listed).toMatchObject({
      id: english.id,
      title: english.title,
      language: 'en',
      status: 'published',
      translationId: telugu.id,
      trashedBy: { name: editorName },
    });
    expect(Date.parse(listed!.purgeAt) - Date.parse(listed!.trashedAt)).toBe(TRASH_DAYS * DAY_MS);
  });

  it('restoring brings the story back at its address with its translation, once', async () => {
    const { english, telugu } = await pair('Quillonbay');
    expect((await call('DELETE', `/Articles/${english.id}`, editor)).statusCode).toBe(204);

    const restored = await call('POST', `/Articles/${english.id}/Restore`, editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Article>()).toMatchObject({ id: english.id, translationId: telugu.id });
    const back = await call('GET', `/Articles/${english.id}?Include=translation`);
    expect(back.statusCode).toBe(200);
    expect(back.json<Article & { translation: Article }>()).toMatchObject({
      id: english.id,
      title: english.title,
      translationId: telugu.id,
      translation: { id: telugu.id },
    });
    expect((await call('GET', `/Articles/${telugu.id}`)).json<Article>().translationId).toBe(
      english.id,
    );
    expect(await listedIds('&Search=Quillonbay')).toEqual([english.id]);
    expect((await trashPage()).data.map((a) => a.id)).not.toContain(english.id);
    const audit = await call('GET', `/Articles/${english.id}/Audit`, editor);
    expect(audit.json<{ data: { action: string }[] }>().data.map((m) => m.action)).toEqual(
      expect.arrayContaining(['trash', 'restore']),
    );

    const again = await call('POST', `/Articles/${english.id}/Restore`, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'id' });
  });

  it('is for editors and admins; only admins delete forever, and then it is not found', async () => {
    const own = await api.createArticle(reporter, { status: 'draft' });
    // A reporter's delete of their own draft still goes to the trash.
    expect((await call('DELETE', `/Articles/${own.id}`, reporter)).statusCode).toBe(204);
    expect((await call('GET', '/Articles/Trash', reporter)).statusCode).toBe(403);
    expect((await call('POST', `/Articles/${own.id}/Restore`, reporter)).statusCode).toBe(403);
    expect((await call('GET', '/Articles/Trash')).statusCode).toBe(401);
    expect((await call('DELETE', `/Articles/${own.id}/Forever`, editor)).statusCode).toBe(403);

    expect((await call('DELETE', `/Articles/${own.id}/Forever`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/Articles/${own.id}`, admin)).statusCode).toBe(404);
    expect((await trashPage(admin)).data.map((a) => a.id)).not.toContain(own.id);
    expect((await call('DELETE', `/Articles/${own.id}/Forever`, admin)).statusCode).toBe(404);

    const live = await api.createArticle(editor);
    const refused = await call('DELETE', `/Articles/${live.id}/Forever`, admin);
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/Articles/${live.id}`)).statusCode).toBe(200);
  });

  it('answers a bad id or page 400, naming it', async () => {
    for (const [method, url, field] of [
      ['POST', '/Articles/abc/Restore', 'id'],
      ['DELETE', '/Articles/0/Forever', 'id'],
      ['GET', '/Articles/Trash?Page=0', 'Page'],
    ] as const) {
      const res = await call(method, url, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it(`removes for good what has been in the trash ${TRASH_DAYS} days`, async () => {
    const old = await api.createArticle(editor, { title: 'Old news for the purge' });
    expect((await call('DELETE', `/Articles/${old.id}`, editor)).statusCode).toBe(204);
    now += (TRASH_DAYS - 10) * DAY_MS;
    const recent = await api.createArticle(editor, { title: 'Recent news kept' });
    expect((await call('DELETE', `/Articles/${recent.id}`, editor)).statusCode).toBe(204);

    now += 11 * DAY_MS;
    clock.tick(PURGE_INTERVAL_MS);
    await vi.waitFor(async () =>
      expect((await call('GET', `/Articles/${old.id}`, admin)).statusCode).toBe(404),
    );
    const trashed = (await trashPage()).data.map((a) => a.id);
    expect(trashed).not.toContain(old.id);
    expect(trashed).toContain(recent.id);
    expect((await call('GET', `/Articles/${recent.id}`)).statusCode).toBe(410);
  });
});
