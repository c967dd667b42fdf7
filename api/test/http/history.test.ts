import type { RestAuditEntry, RestRevision, RestRevisionSummary } from '@news/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page, User } from '../../src/domain.js';
import { bearer, migrationDatabase, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let admin: string;
let editor: { user: User; token: string };
let reporter: { user: User; token: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = await api.createUser('editor');
  reporter = await api.createUser('reporter');
});
afterAll(() => api.close());

const get = (url: string, token?: string) =>
  api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const patch = (id: number, payload: object, token: string) =>
  api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });
const restore = (id: number, number: number, token: string, payload: object = {}) =>
  api.inject({
    method: 'POST',
    url: `/Articles/${id}/Revisions/${number}/Restore`,
    headers: bearer(token),
    payload,
  });
const revisions = async (id: number, token: string) =>
  (await get(`/Articles/${id}/Revisions`, token)).json<{ data: RestRevisionSummary[] }>().data;
const trail = async (id: number, token: string) =>
  (await get(`/Articles/${id}/Audit`, token)).json<{ data: RestAuditEntry[] }>().data;
const draft = (overrides: Record<string, unknown> = {}) =>
  api.createArticle(reporter.token, {
    title: 'First headline',
    content: 'First paragraph.\n\nSecond paragraph.',
    status: 'draft',
    ...overrides,
  });

describe('revisions', () => {
  it('keeps a version for every save that changes something: who, when, which fields', async () => {
    const article = await draft();
    await patch(article.id, { title: 'Second headline' }, reporter.token);
    await patch(
      article.id,
      { summary: 'What happened.', content: 'Rewritten paragraph.' },
      reporter.token,
    );
    // The form saves every field; what did not change makes no version.
    const unchanged = await patch(article.id, { title: 'Second headline' }, reporter.token);
    expect(unchanged.statusCode).toBe(200);

    const list = await revisions(article.id, reporter.token);
    expect(list.map((r) => [r.number, r.action, r.fields])).toEqual([
      [3, 'edit', ['summary', 'content']],
      [2, 'edit', ['title']],
      [1, 'create', ['title', 'summary', 'content', 'category', 'language', 'image']],
    ]);
    expect(list.every((r) => r.author.id === reporter.user.id)).toBe(true);
    expect(list[0]!.author.name).toBe(reporter.user.full_Name);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));

    const first = (
      await get(`/Articles/${article.id}/Revisions/1`, reporter.token)
    ).json<RestRevision>();
    expect(first).toMatchObject({
      number: 1,
      articleId: article.id,
      title: 'First headline',
      summary: null,
      content: 'First paragraph.\n\nSecond paragraph.',
    });
    const third = (
      await get(`/Articles/${article.id}/Revisions/3`, reporter.token)
    ).json<RestRevision>();
    expect(third).toMatchObject({ title: 'Second headline', summary: 'What happened.' });
  });

  it('names the editor who changed a story, and the photo, date and lead changes', async () => {
    const article = await api.createArticle(editor.token, { title: 'Editor story' });
    await patch(
      article.id,
      { mediaUrl: 'https://example.com/other.jpg', lead: true, date: '2024-01-02' },
      admin,
    );
    const [latest] = await revisions(article.id, editor.token);
    expect(latest!.fields.sort()).toEqual(['date', 'image', 'lead']);
    expect(latest!.author.name).not.toBe(editor.user.full_Name);
  });

  it('restores an older version as a new one, and refuses a stale or unknown one', async () => {
    const article = await draft({ title: 'Headline one', category: 'Sports' });
    const second = (
      await patch(
        article.id,
        { title: 'Headline two', category: 'Business', content: 'Other text.' },
        reporter.token,
      )
    ).json<Article>();

    const stale = await restore(article.id, 1, reporter.token, { updatedAt: article.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().errors[0]!.field).toBe('updatedAt');

    const res = await restore(article.id, 1, reporter.token, { updatedAt: second.updatedAt });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>()).toMatchObject({
      title: 'Headline one',
      category: 'Sports',
      content: 'First paragraph.\n\nSecond paragraph.',
    });
    const [latest] = await revisions(article.id, reporter.token);
    expect(latest).toMatchObject({
      number: 3,
      action: 'restore',
      restoredFrom: 1,
      fields: ['title', 'content', 'category'],
    });

    const unknown = await restore(article.id, 9, reporter.token);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/Articles/${article.id}/Revisions/9`, reporter.token)).statusCode).toBe(404);
  });

  it('is for staff who may read the article; restoring is for who may change it', async () => {
    const article = await draft();
    expect((await get(`/Articles/${article.id}/Revisions`)).statusCode).toBe(401);
    const other = await api.createUser('reporter');
    expect((await get(`/Articles/${article.id}/Revisions`, other.token)).statusCode).toBe(404);
    expect((await get(`/Articles/${article.id}/Revisions/1`, other.token)).statusCode).toBe(404);
    expect((await get(`/Articles/${article.id}/Audit`, other.token)).statusCode).toBe(404);
    expect((await restore(article.id, 1, other.token)).statusCode).toBe(404);

    const published = await api.createArticle(editor.token, { title: 'Out already' });
    await patch(published.id, { title: 'Out, changed' }, editor.token);
    expect((await get(`/Articles/${published.id}/Revisions`, other.token)).statusCode).toBe(200);
    const refused = await restore(published.id, 1, other.token);
    expect(refused.statusCode).toBe(403);
  });

  it('gives an article older than its history its earlier version first', async () => {
    const article = await draft({ title: 'Before history' });
    await sql`delete from article_revisions where article_id = ${article.id}`.execute(
      api.database.db,
    );
    await patch(article.id, { title: 'After history' }, editor.token);
    const list = await revisions(article.id, editor.token);
    expect(list.map((r) => [r.number, r.action, r.author.id])).toEqual([
      [2, 'edit', editor.user.id],
      [1, 'create', reporter.user.id],
    ]);
    const first = (
      await get(`/Articles/${article.id}/Revisions/1`, editor.token)
    ).json<RestRevision>();
    expect(first.title).toBe('Before history');
    expect(first.createdAt).toBe(article.updatedAt);
  });

  it('refuses a version number that is not a positive integer, naming it', async () => {
    for (const number of ['0', 'x', '1.5']) {
      const res = await get(`/Articles/1/Revisions/${number}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe('number');
    }
    const extra = await restore(1, 1, admin, { title: 'x' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the audit trail', () => {
  it('records every move with the account and time, and keeps it after the delete', async () => {
    const article = await draft({ title: 'Moving story' });
    await patch(article.id, { status: 'in_review' }, reporter.token);
    await patch(article.id, { status: 'draft' }, reporter.token);
    await patch(article.id, { status: 'in_review' }, reporter.token);
    await patch(article.id, { status: 'draft' }, editor.token);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await patch(article.id, { status: 'published', publishAt: later }, editor.token);
    await patch(article.id, { status: 'published' }, editor.token);
    const telugu = await api.createArticle(editor.token, {
      title: 'కదిలే కథ',
      content: 'తెలుగు వార్త.',
      language: 'te',
    });
    await patch(article.id, { translationId: telugu.id }, editor.token);
    await patch(article.id, { translationId: null }, editor.token);
    await patch(article.id, { status: 'draft' }, admin);

    const moves = await trail(article.id, editor.token);
    expect(moves.map((m) => m.action).reverse()).toEqual([
      'submit',
      'withdraw',
      'submit',
      'send_back',
      'schedule',
      'publish',
      'link',
      'unlink',
      'unpublish',
    ]);
    const byAction = (action: string) => moves.find((m) => m.action === action)!;
    expect(byAction('withdraw').user).toEqual({
      id: reporter.user.id,
      name: reporter.user.full_Name,
    });
    expect(byAction('send_back').user.id).toBe(editor.user.id);
    expect(Date.parse(byAction('schedule').detail!)).toBe(Date.parse(later));
    expect(byAction('link').detail).toBe(String(telugu.id));
    expect(byAction('unpublish').detail).toBe('draft');
    expect(moves.every((m) => m.articleTitle === 'Moving story')).toBe(true);

    expect(
      (
        await api.inject({
          method: 'DELETE',
          url: `/Articles/${article.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(204);
    expect((await trail(article.id, admin))[0]).toMatchObject({ action: 'trash' });
    const forever = await api.inject({
      method: 'DELETE',
      url: `/Articles/${article.id}/Forever`,
      headers: bearer(admin),
    });
    expect(forever.statusCode).toBe(204);
    const kept = await trail(article.id, admin);
    expect(kept[0]).toMatchObject({ action: 'delete', articleTitle: 'Moving story' });
    expect(kept).toHaveLength(moves.length + 2);
    // Only admins read a deleted article's trail; its versions went with it.
    expect((await get(`/Articles/${article.id}/Audit`, editor.token)).statusCode).toBe(404);
    expect((await get(`/Articles/${article.id}/Revisions`, admin)).statusCode).toBe(404);
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from article_revisions where article_id = ${article.id}
    `.execute(api.database.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('records a translation link on every article it changes, with the links it replaces', async () => {
    const english = await api.createArticle(editor.token, { title: 'Linked story' });
    const first = await api.createArticle(editor.token, {
      title: 'మొదటి అనువాదం',
      content: 'తెలుగు వార్త.',
      language: 'te',
    });
    const second = await api.createArticle(editor.token, {
      title: 'రెండో అనువాదం',
      content: 'తెలుగు వార్త.',
      language: 'te',
    });
    // The link moves and the delete, oldest first (an editor's new story is published too).
    const moves = async (id: number) =>
      (await trail(id, admin))
        .filter((m) => m.action !== 'publish')
        .map((m) => `${m.action} ${m.detail}`)
        .reverse();

    expect((await patch(english.id, { translationId: first.id }, editor.token)).statusCode).toBe(
      200,
    );
    // Linked to another: the first is let go, on both sides.
    expect((await patch(english.id, { translationId: second.id }, editor.token)).statusCode).toBe(
      200,
    );
    expect(await moves(english.id)).toEqual([
      `link ${first.id}`,
      `unlink ${first.id}`,
      `link ${second.id}`,
    ]);
    expect(await moves(first.id)).toEqual([`link ${english.id}`, `unlink ${english.id}`]);
    expect(await moves(second.id)).toEqual([`link ${english.id}`]);
    const linked = (await trail(second.id, admin))[0]!;
    expect(linked.user.id).toBe(editor.user.id);
    expect(linked.articleTitle).toBe('రెండో అనువాదం');

    // Removing the counterpart for good unlinks it from the English story too.
    for (const url of [`/Articles/${second.id}`, `/Articles/${second.id}/Forever`]) {
      const deleted = await api.inject({ method: 'DELETE', url, headers: bearer(admin) });
      expect(deleted.statusCode).toBe(204);
    }
    expect((await moves(english.id)).at(-1)).toBe(`unlink ${second.id}`);
    expect((await moves(second.id)).slice(-2)).toEqual([`unlink ${english.id}`, 'delete null']);

    // A new article created as the translation records the link on both.
    const third = await api.createArticle(editor.token, {
      title: 'మూడో అనువాదం',
      content: 'తెలుగు వార్త.',
      language: 'te',
      translationId: english.id,
    });
    expect((await moves(english.id)).at(-1)).toBe(`link ${third.id}`);
    expect(await moves(third.id)).toEqual([`link ${english.id}`]);
  });

  it('records a send-back with its note as a move of the editor’s', async () => {
    const article = await draft({ status: 'in_review' });
    const res = await api.inject({
      method: 'POST',
      url: `/Articles/${article.id}/SendBack`,
      headers: bearer(editor.token),
      payload: { note: 'Add the minister’s reply.' },
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await trail(article.id, reporter.token);
    expect(latest).toMatchObject({ action: 'send_back', user: { id: editor.user.id } });
  });

  it('records what a new article starts as', async () => {
    const submitted = await draft({ status: 'in_review' });
    expect((await trail(submitted.id, reporter.token)).map((m) => m.action)).toEqual(['submit']);
    const published = await api.createArticle(editor.token);
    expect((await trail(published.id, editor.token)).map((m) => m.action)).toEqual(['publish']);
    const kept = await draft();
    expect(await trail(kept.id, reporter.token)).toEqual([]);
  });

  it('lists every article’s moves for admins only, newest first, a page at a time', async () => {
    const article = await api.createArticle(editor.token, { title: 'Site-wide story' });
    await patch(article.id, { status: 'draft' }, editor.token);
    const page = await get('/Audit?PageSize=2', admin);
    expect(page.statusCode).toBe(200);
    const body = page.json<Page<RestAuditEntry>>();
    expect(body.data.map((m) => [m.articleId, m.action])).toEqual([
      [article.id, 'unpublish'],
      [article.id, 'publish'],
    ]);
    expect(body.pagination.pageSize).toBe(2);
    expect(body.pagination.totalItems).toBeGreaterThanOrEqual(2);
    expect((await get('/Audit', editor.token)).statusCode).toBe(403);
    expect((await get('/Audit')).statusCode).toBe(401);
    const bad = await get('/Audit?PageSize=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]!.field).toBe('PageSize');
  });
});

describe('migration 0013', () => {
  it('goes down and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      expect((await migrator.migrateTo('0012-search-terms-postgres')).error).toBeUndefined();
      const exists = (table: string) =>
        sql`select 1 from ${sql.table(table)}`.execute(database.db).then(
          () => true,
          () => false,
        );
      expect([await exists('article_revisions'), await exists('article_audit')]).toEqual([
        false,
        false,
      ]);
      await migrateToLatest(database);
      expect([await exists('article_revisions'), await exists('article_audit')]).toEqual([
        true,
        true,
      ]);
    } finally {
      await close();
    }
  });
});
