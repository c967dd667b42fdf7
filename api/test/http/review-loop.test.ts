import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, ArticleNote, Page, User } from '../../src/domain.js';
import { bearer, migrationDatabase, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let admin: string;
let editor: { user: User; token: string };
let reporter: { user: User; token: string };
let other: { user: User; token: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = await api.createUser('editor');
  reporter = await api.createUser('reporter');
  other = await api.createUser('reporter');
});
afterAll(() => api.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  api.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const sendBack = (id: number, payload: object, token = editor.token) =>
  send('POST', `/Articles/${id}/SendBack`, token, payload);
const addNote = (id: number, text: unknown, token: string) =>
  send('POST', `/Articles/${id}/Notes`, token, { text });
const notesOf = async (id: number, token = editor.token) => {
  const res = await send('GET', `/Articles/${id}/Notes`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ArticleNote[] }>().data;
};
const firstError = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors[0]!;

/** A reporter's article handed in for review. */
const inReview = (token = reporter.token) =>
  api.createArticle(token, { title: 'Ward budget', status: 'in_review' });

describe('sending an article back', () => {
  it('an editor sends an article in review back: a draft again, the note kept in its thread', async () => {
    const article = await inReview();
    const res = await sendBack(article.id, { note: '  Add the mayor’s quote.  ' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Article>();
    expect(answer.status).toBe('draft');
    expect(answer.publishedAt).toBeNull();
    expect(Date.parse(answer.updatedAt)).toBeGreaterThan(Date.parse(article.updatedAt));
    const notes = await notesOf(article.id, reporter.token);
    expect(notes).toEqual([
      {
        id: expect.any(Number) as number,
        text: 'Add the mayor’s quote.',
        sentBack: true,
        createdAt: expect.any(String) as string,
        author: { id: editor.user.id, name: editor.user.full_Name },
      },
    ]);
    // The author may edit their draft again.
    const edit = await send('GET', `/Articles/${article.id}`, reporter.token);
    expect(edit.json<Article>().viewerCanEdit).toBe(true);
  });

  it('an admin may send back too', async () => {
    const article = await inReview();
    expect((await sendBack(article.id, { note: 'Shorter, please.' }, admin)).statusCode).toBe(200);
  });

  it('refuses a reporter, even the author (403, reason EDITORS_SEND_BACK), and changes nothing', async () => {
    const article = await inReview();
    const res = await sendBack(article.id, { note: 'Back to me' }, reporter.token);
    expect(res.statusCode).toBe(403);
    expect(firstError(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'EDITORS_SEND_BACK' });
    const after = await send('GET', `/Articles/${article.id}`, reporter.token);
    expect(after.json<Article>().status).toBe('in_review');
    expect(await notesOf(article.id)).toEqual([]);
  });

  it('requires a note: missing, empty, blank or too long is 400 naming note', async () => {
    const article = await inReview();
    for (const payload of [{}, { note: '' }, { note: ' \n ' }, { note: 'x'.repeat(2001) }]) {
      const res = await sendBack(article.id, payload);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
    }
    // Exactly the limit, in code points (an emoji is one).
    const res = await sendBack(article.id, { note: '🙂'.repeat(2000) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown field and a note that is not a string', async () => {
    const article = await inReview();
    expect(firstError(await sendBack(article.id, { note: 'ok', status: 'draft' })).field).toBe(
      'status',
    );
    expect(firstError(await sendBack(article.id, { note: 5 })).field).toBe('note');
  });

  it('refuses an article that is not in review (409, field status)', async () => {
    const draft = await api.createArticle(reporter.token);
    const published = await api.createArticle(editor.token);
    for (const article of [draft, published]) {
      const res = await sendBack(article.id, { note: 'Why?' });
      expect(res.statusCode).toBe(409);
      expect(firstError(res)).toMatchObject({ code: 'CONFLICT', field: 'status' });
    }
    expect(await notesOf(draft.id)).toEqual([]);
  });

  it('refuses a stale updatedAt (409, field updatedAt)', async () => {
    const article = await inReview();
    const res = await sendBack(article.id, {
      note: 'Fix it',
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(409);
    expect(firstError(res).field).toBe('updatedAt');
    const ok = await sendBack(article.id, { note: 'Fix it', updatedAt: article.updatedAt });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 401 without a token and 404 for an unknown article', async () => {
    const article = await inReview();
    expect(
      (await send('POST', `/Articles/${article.id}/SendBack`, undefined, { note: 'x' })).statusCode,
    ).toBe(401);
    expect((await sendBack(99_999_999, { note: 'x' })).statusCode).toBe(404);
  });

  it('lets the author submit again after fixing it', async () => {
    const article = await inReview();
    await sendBack(article.id, { note: 'Needs a source.' });
    const fixed = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(reporter.token),
      payload: { content: 'Now with a source.', status: 'in_review' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<Article>().status).toBe('in_review');
  });
});

describe('notes', () => {
  it('staff who may read the article add notes and read the thread, oldest first', async () => {
    const article = await inReview();
    const first = await addNote(article.id, 'Is the figure 12 or 14?', editor.token);
    expect(first.statusCode).toBe(201);
    expect(first.json<ArticleNote>()).toMatchObject({
      text: 'Is the figure 12 or 14?',
      sentBack: false,
      author: { id: editor.user.id, name: editor.user.full_Name },
    });
    expect((await addNote(article.id, '14, checked.', reporter.token)).statusCode).toBe(201);
    const notes = await notesOf(article.id, admin);
    expect(notes.map((n) => [n.text, n.author.id])).toEqual([
      ['Is the figure 12 or 14?', editor.user.id],
      ['14, checked.', reporter.user.id],
    ]);
    // A note changes nothing else.
    const after = await send('GET', `/Articles/${article.id}`, admin);
    expect(after.json<Article>().status).toBe('in_review');
    expect(after.json<Article>().updatedAt).toBe(article.updatedAt);
  });

  it("another reporter may not read or add to a draft's thread (404, as for the article)", async () => {
    const article = await inReview();
    expect((await send('GET', `/Articles/${article.id}/Notes`, other.token)).statusCode).toBe(404);
    expect((await addNote(article.id, 'Hello', other.token)).statusCode).toBe(404);
  });

  it('never shows notes to readers: 401 without a token, even on a published article', async () => {
    const article = await api.createArticle(editor.token);
    await addNote(article.id, 'Internal: legal checked this.', editor.token);
    const list = await send('GET', `/Articles/${article.id}/Notes`);
    expect(list.statusCode).toBe(401);
    expect(list.body).not.toContain('legal');
    expect((await addNote(article.id, 'x', '')).statusCode).toBe(401);
    // Nor does the article itself carry them.
    const read = await send('GET', `/Articles/${article.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('legal');
  });

  it('is not kept in the public read cache: a new note shows at once', async () => {
    const article = await api.createArticle(editor.token);
    expect(await notesOf(article.id)).toEqual([]);
    await addNote(article.id, 'First note', editor.token);
    expect((await notesOf(article.id)).map((n) => n.text)).toEqual(['First note']);
  });

  it('validates text: missing, empty, blank, too long or of another type is 400 naming text', async () => {
    const article = await inReview();
    for (const text of [undefined, '', '   ', 'y'.repeat(2001), 12]) {
      const res = await send(
        'POST',
        `/Articles/${article.id}/Notes`,
        editor.token,
        text === undefined ? {} : { text },
      );
      expect(res.statusCode).toBe(400);
      expect(firstError(res).field).toBe('text');
    }
    const extra = await send('POST', `/Articles/${article.id}/Notes`, editor.token, {
      text: 'ok',
      sentBack: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(firstError(extra).field).toBe('sentBack');
    expect((await send('GET', '/Articles/abc/Notes', editor.token)).statusCode).toBe(400);
  });

  it("keeps a deleted author's name on their notes; the trash keeps the notes, deleting forever does not", async () => {
    const writer = await api.createUser('editor', { full_Name: 'Leaving Editor' });
    const article = await inReview();
    await addNote(article.id, 'Parting words', writer.token);
    const removed = await send('DELETE', `/User/${writer.user.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await notesOf(article.id)).map((n) => n.author)).toEqual([
      { id: null, name: 'Leaving Editor' },
    ]);
    const notesLeft = () =>
      api.database.db
        .selectFrom('article_notes')
        .select('id')
        .where('article_id', '=', article.id)
        .execute();
    const trashed = await send('DELETE', `/Articles/${article.id}`, admin);
    expect(trashed.statusCode).toBe(204);
    expect(await notesLeft()).toHaveLength(1);
    const forever = await send('DELETE', `/Articles/${article.id}/Forever`, admin);
    expect(forever.statusCode).toBe(204);
    expect(await notesLeft()).toEqual([]);
  });
});

describe('the author filter', () => {
  it('AuthorId narrows the staff view to one account’s articles', async () => {
    const mine = await api.createArticle(other.token, { title: 'Only mine' });
    await api.createArticle(editor.token, { title: 'Not mine' });
    const res = await send(
      'GET',
      `/Articles?Status=all&AuthorId=${other.user.id}&PageSize=100`,
      editor.token,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<Article>>();
    expect(page.data.map((a) => a.id)).toEqual([mine.id]);
    expect(page.data.every((a) => a.author.id === other.user.id)).toBe(true);
  });

  it("keeps a reporter's scope: another reporter's drafts stay hidden", async () => {
    const draft = await api.createArticle(other.token, { title: 'Hidden draft' });
    const published = await api.createArticle(editor.token, { title: 'Public one' });
    const asReporter = async (authorId: number) =>
      (await send('GET', `/Articles?Status=all&AuthorId=${authorId}&PageSize=1000`, reporter.token))
        .json<Page<Article>>()
        .data.map((a) => a.id);
    expect(await asReporter(other.user.id)).not.toContain(draft.id);
    expect(await asReporter(editor.user.id)).toContain(published.id);
  });

  it('refuses a bad AuthorId (400) and anonymous staff views (401)', async () => {
    for (const value of ['abc', '0', '1.5', '-3']) {
      const bad = await send('GET', `/Articles?Status=all&AuthorId=${value}`, editor.token);
      expect(bad.statusCode).toBe(400);
      expect(firstError(bad).field).toBe('AuthorId');
    }
    expect((await send('GET', `/Articles?Status=all&AuthorId=${other.user.id}`)).statusCode).toBe(
      401,
    );
  });

  it('GET /Authors lists who wrote what the account may see, by name; staff only', async () => {
    const quiet = await api.createUser('reporter', { full_Name: 'Aaa Quiet Reporter' });
    await api.createArticle(quiet.token, { title: 'Quiet draft' });
    const asEditor = (await send('GET', '/Authors', editor.token)).json<{
      data: { id: number; name: string }[];
    }>().data;
    expect(asEditor).toContainEqual({ id: quiet.user.id, name: 'Aaa Quiet Reporter' });
    const names = asEditor.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // A reporter does not learn of another's drafts.
    const asReporter = (await send('GET', '/Authors', reporter.token)).json<{
      data: { id: number }[];
    }>().data;
    expect(asReporter.map((a) => a.id)).not.toContain(quiet.user.id);
    expect(asReporter.map((a) => a.id)).toContain(editor.user.id);
    expect((await send('GET', '/Authors')).statusCode).toBe(401);
  });
});

describe('migration 0014', () => {
  it('goes down (the table gone, articles kept) and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      // Down to the migration before it, whichever came after it.
      const down = await migrator.migrateTo('0013-article-history');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain('0014-article-notes');
      await expect(sql`select count(*) from article_notes`.execute(database.db)).rejects.toThrow();
      await expect(sql`select count(*) from articles`.execute(database.db)).resolves.toBeDefined();
      await migrateToLatest(database);
      const rows = await sql<{
        n: number | string;
      }>`select count(*) as n from article_notes`.execute(database.db);
      expect(Number(rows.rows[0]!.n)).toBe(0);
    } finally {
      await close();
    }
  });
});
