import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { Article, Page, User } from '../../src/domain.js';
import {
  bearer,
  dialect,
  freshStorage,
  startApi,
  type ErrorBody,
  type TestApi,
} from '../helpers.js';

let api: TestApi;
let editor: string;
let reporter: { user: User; token: string };

beforeAll(async () => {
  api = await startApi();
  editor = (await api.createUser('editor')).token;
  reporter = await api.createUser('reporter');
});
afterAll(() => api.close());

const post = (payload: object, token = reporter.token) =>
  api.inject({ method: 'POST', url: '/Articles', headers: bearer(token), payload });
const patch = (id: number, payload: object, token = reporter.token) =>
  api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });
const errors = (res: { json: <T>() => T }) =>
  res.json<ErrorBody>().errors.map((e) => [e.field, e.message]);
const fieldsOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors.map((e) => e.field);

describe('a draft needs only a title or some text', () => {
  it('saves a draft with only a title, and one with only text, without category or image', async () => {
    const titled = await post({ title: '  Floods in Khammam  ' });
    expect(titled.statusCode).toBe(201);
    const draft = titled.json<Article>();
    expect(draft).toMatchObject({
      title: 'Floods in Khammam',
      content: '',
      category: null,
      mediaUrl: '',
      image: null,
      shareImage: null,
      status: 'draft',
    });
    const texted = await post({ content: 'రైతులు ఆందోళన చేస్తున్నారు.' });
    expect(texted.statusCode).toBe(201);
    expect(texted.json<Article>()).toMatchObject({ title: '', category: null, language: 'te' });
    // It reads back as saved, in the staff list too.
    const read = await api.inject({
      method: 'GET',
      url: `/Articles/${draft.id}`,
      headers: bearer(reporter.token),
    });
    expect(read.json<Article>().category).toBeNull();
    const list = await api.inject({
      method: 'GET',
      url: '/Articles?Status=draft&PageSize=100',
      headers: bearer(reporter.token),
    });
    expect(list.json<Page<Article>>().data.map((a) => a.id)).toContain(draft.id);
  });

  it('refuses a draft with neither a title nor text, naming the title', async () => {
    for (const payload of [{}, { title: ' ', content: '\n' }, { category: 'Sports' }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(errors(res)).toEqual([['title', 'A draft needs a title or some text (content)']]);
    }
  });

  it('lets a draft lose its category and image again, but not all its words', async () => {
    const article = await api.createArticle(reporter.token, { status: 'draft' });
    const cleared = await patch(article.id, { category: null, mediaUrl: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<Article>()).toMatchObject({ category: null, mediaUrl: '' });
    const empty = await patch(article.id, { title: '', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['title']);
  });
});

describe('leaving the drafts needs a title, text, a category and an image', () => {
  it('refuses to submit a draft for review, naming each missing field', async () => {
    const draft = (await post({ title: 'Half a story' })).json<Article>();
    const res = await patch(draft.id, { status: 'in_review' });
    expect(res.statusCode).toBe(400);
    const sentence =
      'To submit it for review, the article needs some text (content), a category and an image (mediaUrl or imageId); a draft may be saved without them';
    expect(errors(res)).toEqual([
      ['content', sentence],
      ['category', sentence],
      ['mediaUrl', sentence],
    ]);
    // Nothing changed.
    const read = await api.inject({
      method: 'GET',
      url: `/Articles/${draft.id}`,
      headers: bearer(reporter.token),
    });
    expect(read.json<Article>()).toMatchObject({ status: 'draft', updatedAt: draft.updatedAt });
    // Given what it lacks, it goes.
    const done = await patch(draft.id, {
      content: 'The whole story.',
      category: 'Environment',
      mediaUrl: '/media/seed/example.svg',
      status: 'in_review',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Article>().status).toBe('in_review');
  });

  it('refuses to create an article in review or published without them', async () => {
    const review = await post({ title: 'Only a title', status: 'in_review' });
    expect(review.statusCode).toBe(400);
    expect(fieldsOf(review)).toEqual(['content', 'category', 'mediaUrl']);
    // An editor's article is published unless it says otherwise.
    const published = await post({ title: 'Headline', content: 'Text.' }, editor);
    expect(published.statusCode).toBe(400);
    const sentence =
      'To publish it, the article needs a category and an image (mediaUrl or imageId); a draft may be saved without them';
    expect(errors(published)).toEqual([
      ['category', sentence],
      ['mediaUrl', sentence],
    ]);
    const draft = await post({ title: 'Headline', content: 'Text.', status: 'draft' }, editor);
    expect(draft.statusCode).toBe(201);
  });

  it('says "schedule" for a future publication, and keeps a published article whole', async () => {
    const created = (
      await post({ title: 'Budget day', content: 'Text.', status: 'draft' }, editor)
    ).json<Article>();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const schedule = await patch(
      created.id,
      { status: 'published', publishAt: later, category: 'Business' },
      editor,
    );
    expect(schedule.statusCode).toBe(400);
    expect(errors(schedule)).toEqual([
      [
        'mediaUrl',
        'To schedule it, the article needs an image (mediaUrl or imageId); a draft may be saved without it',
      ],
    ]);
    const published = await api.createArticle(editor, { status: 'published' });
    for (const change of [{ category: null }, { mediaUrl: '' }, { title: ' ' }]) {
      const res = await patch(published.id, change, editor);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(Object.keys(change));
    }
    // Unpublished to a draft, it may lose them.
    const back = await patch(published.id, { status: 'draft', category: null }, editor);
    expect(back.statusCode).toBe(200);
    expect(back.json<Article>()).toMatchObject({ status: 'draft', category: null });
  });

  it('asks a summary of a call that sends one to submit, schedule or publish', async () => {
    const whole = {
      title: 'Ferry service resumes',
      content: 'The ferry runs again.',
      category: 'Announcement',
      mediaUrl: '/media/seed/example.svg',
    };
    const sentence =
      'To submit it for review, the article needs a summary; a draft may be saved without it';
    // Sent empty (as the staff form does), the summary is refused, on create and on a move.
    const created = await post({ ...whole, summary: ' ', status: 'in_review' });
    expect(created.statusCode).toBe(400);
    expect(errors(created)).toEqual([['summary', sentence]]);
    const draft = (await post({ ...whole, summary: '', status: 'draft' })).json<Article>();
    const submitted = await patch(draft.id, { summary: null, status: 'in_review' });
    expect(submitted.statusCode).toBe(400);
    expect(errors(submitted)).toEqual([['summary', sentence]]);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await patch(
      draft.id,
      { summary: '', status: 'published', publishAt: later },
      editor,
    );
    expect(fieldsOf(scheduled)).toEqual(['summary']);
    expect(errors(scheduled)[0]![1]).toMatch(/^To schedule it, the article needs a summary;/);
    // Written, it goes.
    const done = await patch(draft.id, { summary: 'Boats again.', status: 'in_review' });
    expect(done.statusCode).toBe(200);
    expect(done.json<Article>()).toMatchObject({ status: 'in_review', summary: 'Boats again.' });
    // Saving a published story without one (a correction) is not a move: it keeps the excerpt.
    const published = await api.createArticle(editor, { status: 'published' });
    const corrected = await patch(published.id, { summary: '', title: 'Corrected' }, editor);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<Article>()).toMatchObject({ summary: null, title: 'Corrected' });
  });

  it("takes the spec's body, which has no summary, as it is: the excerpt stands in", async () => {
    const res = await post(
      {
        title: 'Rains expected',
        content: 'Heavy rain is expected on Friday.\n\nStay indoors.',
        category: 'Environment',
        author: 'Editor',
        date: new Date().toISOString().slice(0, 10),
        mediaUrl: '/media/seed/example.svg',
      },
      editor,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Article>()).toMatchObject({
      status: 'published',
      summary: null,
      excerpt: 'Heavy rain is expected on Friday.',
    });
  });

  it('keeps a category-less draft out of every reader view', async () => {
    const draft = (await post({ title: 'Secret draft words' })).json<Article>();
    for (const url of ['/Articles?PageSize=100', '/Articles?Search=secret', '/Front']) {
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secret draft words');
    }
    expect((await api.inject({ method: 'GET', url: `/Articles/${draft.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('autosave', () => {
  const versions = async (id: number) =>
    (
      await api.inject({
        method: 'GET',
        url: `/Articles/${id}/Revisions`,
        headers: bearer(reporter.token),
      })
    ).json<{ data: { number: number; action: string; fields: string[] }[] }>().data;

  const wordsOf = async (id: number, number: number) =>
    (
      await api.inject({
        method: 'GET',
        url: `/Articles/${id}/Revisions/${number}`,
        headers: bearer(reporter.token),
      })
    ).json<{ title: string; content: string; category: string | null }>();

  it('keeps one version for a sitting of autosaves, with every field they changed', async () => {
    const draft = (await post({ title: 'Rains' })).json<Article>();
    let updatedAt = draft.updatedAt;
    for (const change of [{ content: 'It rained.' }, { category: 'Environment' }]) {
      const res = await patch(draft.id, { ...change, autosave: true, updatedAt });
      expect(res.statusCode).toBe(200);
      updatedAt = res.json<Article>().updatedAt;
    }
    expect(await versions(draft.id)).toMatchObject([
      { number: 2, action: 'autosave', fields: ['content', 'category'] },
      { number: 1, action: 'create' },
    ]);
    expect(await wordsOf(draft.id, 2)).toMatchObject({
      title: 'Rains',
      content: 'It rained.',
      category: 'Environment',
    });
    // A save of the writer's own is a version of its own, and so is the next autosave after it.
    await patch(draft.id, { summary: 'Rain everywhere.' });
    await patch(draft.id, { content: 'It rained all day.', autosave: true });
    expect((await versions(draft.id)).map((v) => v.action)).toEqual([
      'autosave',
      'edit',
      'autosave',
      'create',
    ]);
  });

  it('keeps every headline an autosave replaced as a version to restore', async () => {
    const draft = (await post({ title: 'Rains', content: 'It rained.' })).json<Article>();
    let updatedAt = draft.updatedAt;
    for (const change of [
      { title: 'Heavy rains' },
      { content: 'It rained all night.' },
      { title: 'Heavy rains in Khammam' },
    ]) {
      const res = await patch(draft.id, { ...change, autosave: true, updatedAt });
      expect(res.statusCode).toBe(200);
      updatedAt = res.json<Article>().updatedAt;
    }
    expect(await versions(draft.id)).toMatchObject([
      { number: 3, action: 'autosave', fields: ['title'] },
      { number: 2, action: 'autosave', fields: ['title', 'content'] },
      { number: 1, action: 'create' },
    ]);
    expect(await wordsOf(draft.id, 2)).toMatchObject({
      title: 'Heavy rains',
      content: 'It rained all night.',
    });
    const restored = await api.inject({
      method: 'POST',
      url: `/Articles/${draft.id}/Revisions/2/Restore`,
      headers: bearer(reporter.token),
      payload: { updatedAt },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Article>().title).toBe('Heavy rains');
  });

  it('never moves an article in the workflow, and saves only drafts', async () => {
    const draft = (await post({ title: 'Quiet draft' })).json<Article>();
    const submit = await patch(draft.id, { status: 'in_review', autosave: true });
    expect(submit.statusCode).toBe(400);
    expect(fieldsOf(submit)).toEqual(['autosave']);
    const published = await api.createArticle(editor, {});
    const res = await patch(published.id, { title: 'Changed live', autosave: true }, editor);
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(['status']);
    const read = await api.inject({ method: 'GET', url: `/Articles/${published.id}` });
    expect(read.json<Article>().title).toBe(published.title);
  });

  it('keeps the version check: an autosave over someone else’s save is refused', async () => {
    const draft = (await post({ title: 'Shared' })).json<Article>();
    await patch(draft.id, { title: 'Shared, edited' }, editor);
    const res = await patch(draft.id, {
      title: 'Mine',
      autosave: true,
      updatedAt: draft.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(['updatedAt']);
  });
});

describe('migration 0017', () => {
  it('keeps every row, id, link, index and trigger both ways, and refuses down over a category-less draft', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-0017-'));
    const storage = await freshStorage(dir);
    const own = await startApi({}, { dataDir: dir, storage });
    try {
      const { db } = own.database;
      const schema =
        dialect === 'postgres'
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
          : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations(own.database.dialect)) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const ed = (await own.createUser('editor')).token;
      const rep = await own.createUser('reporter');
      const en = await own.createArticle(ed, { title: 'Monsoon reaches the Kerala coast' });
      const te = await own.createArticle(ed, {
        title: 'కేరళ తీరానికి రుతుపవనాలు',
        content: 'రుతుపవనాలు వచ్చాయి.',
        language: 'te',
        translationId: en.id,
      });
      await own.inject({
        method: 'PATCH',
        url: `/Articles/${en.id}`,
        headers: bearer(ed),
        payload: { title: 'Monsoon reaches the Kerala coast early' },
      });
      const review = await own.createArticle(rep.token, { status: 'in_review' });
      await own.inject({
        method: 'POST',
        url: `/Articles/${review.id}/Notes`,
        headers: bearer(ed),
        payload: { text: 'Add a quote.' },
      });
      // The newest id is deleted: it must never be given again (audit rows still name it).
      const gone = await own.createArticle(rep.token, { status: 'draft' });
      await own.inject({ method: 'DELETE', url: `/Articles/${gone.id}`, headers: bearer(ed) });
      await own.inject({
        method: 'DELETE',
        url: `/Articles/${gone.id}/Forever`,
        headers: bearer(await own.adminToken()),
      });

      const snapshot = async () => ({
        articles: (await sql`select * from articles order by id`.execute(db)).rows,
        revisions: (await sql`select * from article_revisions order by id`.execute(db)).rows,
        notes: (await sql`select * from article_notes order by id`.execute(db)).rows,
        objects:
          dialect === 'sqlite'
            ? (
                await sql`select type, name from sqlite_master where tbl_name in ('articles', 'article_revisions') order by type, name`.execute(
                  db,
                )
              ).rows
            : (
                await sql`select indexname from pg_indexes where schemaname = current_schema() and tablename in ('articles', 'article_revisions') order by indexname`.execute(
                  db,
                )
              ).rows,
      });
      const search = async () =>
        (
          await own.inject({
            method: 'GET',
            url: '/Articles?Search=monsoon&Fields=id',
            headers: bearer(ed),
          })
        )
          .json<Page<Article>>()
          .data.map((a) => a.id);
      const fkProblems = async () =>
        dialect === 'sqlite' ? (await sql`pragma foreign_key_check`.execute(db)).rows : [];
      // The api's lists read columns of later migrations (0025's trashed_at): searched at the latest.
      expect(await search()).toEqual([en.id]);
      // The tables as this migration leaves them (later ones add to them).
      expect((await migrator.migrateTo('0017-drafts-need-less')).error).toBeUndefined();
      const before = await snapshot();
      expect(before.articles).toHaveLength(3);

      const down = await migrator.migrateTo('0016-account-links');
      expect(down.error).toBeUndefined();
      expect(await snapshot()).toEqual(before);
      expect(await fkProblems()).toEqual([]);
      expect((await migrator.migrateTo('0017-drafts-need-less')).error).toBeUndefined();
      expect(await snapshot()).toEqual(before);
      expect(await fkProblems()).toEqual([]);
      await migrateToLatest(own.database);
      expect(await search()).toEqual([en.id]);
      // The translation link, the review thread and the history still hold.
      const read = await own.inject({
        method: 'GET',
        url: `/Articles/${en.id}`,
        headers: bearer(ed),
      });
      expect(read.json<Article>().translationId).toBe(te.id);
      const fresh = await own.createArticle(rep.token, { status: 'draft' });
      expect(fresh.id).toBeGreaterThan(gone.id);

      // A draft without a category: going down would have to invent one, so it refuses.
      const bare = (
        await own.inject({
          method: 'POST',
          url: '/Articles',
          headers: bearer(rep.token),
          payload: { title: 'No category yet' },
        })
      ).json<Article>();
      const refused = await migrator.migrateTo('0016-account-links');
      expect(String((refused.error as Error).message)).toBe(
        `Migration 0017 cannot be undone while 1 article(s) have no category (ids ${bare.id}): give each a category, or delete it, then migrate down again`,
      );
      expect(await fkProblems()).toEqual([]);
      // SQLite undid the later migrations before 0017 refused (they run outside a transaction):
      // up again for the api, which reads their columns.
      await migrateToLatest(own.database);
      await own.inject({
        method: 'PATCH',
        url: `/Articles/${bare.id}`,
        headers: bearer(rep.token),
        payload: { category: 'Sports' },
      });
      expect((await migrator.migrateTo('0016-account-links')).error).toBeUndefined();
      // Its first version, saved without a category, takes the one it has now.
      const versions = await sql<{ category: string | null }>`
        select category from article_revisions where article_id = ${bare.id} order by number
      `.execute(db);
      expect(versions.rows.map((r) => r.category)).toEqual(['Sports', 'Sports']);
      await migrateToLatest(own.database);
      expect(await fkProblems()).toEqual([]);
    } finally {
      await own.close();
      await storage.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
