import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi, migrationDatabase } from '../helpers.js';

describe('migration 0005 on a database written before it', () => {
  it('gives existing rows their language from the text, publishes them as of their date', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      const before = await migrator.migrateTo('0004-sessions');
      expect(before.error).toBeUndefined();

      // More rows than one batch of the migration, in both languages and a mixed one.
      const texts = [
        { title: 'Metro line opens', content: 'Trains run from Monday.', language: 'en' },
        { title: 'మెట్రో కొత్త మార్గం', content: 'సోమవారం నుంచి రైళ్లు నడుస్తాయి.', language: 'te' },
        // An English story quoting a Telugu phrase stays English.
        {
          title: 'Festival of “పండుగ” draws crowds',
          content: 'Thousands came to the fair.',
          language: 'en',
        },
        // A Telugu story naming an English brand stays Telugu.
        { title: 'Hyderabad Hawks విజయం', content: 'ఫైనల్‌లో చివరి బంతికి గెలుపు సాధించారు.', language: 'te' },
      ];
      const created = '2026-01-02T03:04:05.000Z';
      const rows = Array.from({ length: 1203 }, (_, i) => ({
        title: `${texts[i % texts.length]!.title} ${i}`,
        content: texts[i % texts.length]!.content,
        category: 'Politics',
        media_url: '/media/x.svg',
        author_id: null,
        author_name: 'Before',
        created_at: created,
        updated_at: created,
      }));
      // Kysely's types know the schema after 0005; the table here is as 0004 left it.
      const db = database.db as unknown as Kysely<Record<string, object>>;
      for (let i = 0; i < rows.length; i += 300) {
        await db
          .insertInto('articles')
          .values(rows.slice(i, i + 300))
          .execute();
      }

      await migrateToLatest(database);

      const after = await database.db
        .selectFrom('articles')
        .select(['id', 'title', 'language', 'status', 'published_at', 'translation_id'])
        .orderBy('id')
        .execute();
      expect(after).toHaveLength(1203);
      after.forEach((row, i) => {
        expect(row.language, row.title).toBe(texts[i % texts.length]!.language);
        expect(row.status).toBe('published');
        expect(new Date(row.published_at!).toISOString()).toBe(created);
        expect(row.translation_id).toBeNull();
      });
    } finally {
      await close();
    }
  });
});

describe('translations', () => {
  let api: TestApi;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.adminToken();
  });
  afterAll(() => api.close());

  const make = (language: 'en' | 'te', extra: Record<string, unknown> = {}) => {
    seq += 1;
    return api.createArticle(admin, {
      title: language === 'en' ? `Story ${seq}` : `కథనం ${seq}`,
      content: language === 'en' ? 'Text.' : 'వార్త.',
      language,
      ...extra,
    });
  };
  const read = async (id: number) =>
    (
      await api.inject({ method: 'GET', url: `/Articles/${id}`, headers: bearer(admin) })
    ).json<Article>();
  const patch = (id: number, payload: object, token = admin) =>
    api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });

  it('links both ways, on create and on change', async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    expect(te.translationId).toBe(en.id);
    expect((await read(en.id)).translationId).toBe(te.id);
  });

  it('relinking replaces both old links', async () => {
    const [a, b, c, d] = [await make('en'), await make('te'), await make('en'), await make('te')];
    expect((await patch(a.id, { translationId: b.id })).statusCode).toBe(200);
    expect((await patch(c.id, { translationId: d.id })).statusCode).toBe(200);
    // a -> d: b (a's old counterpart) and c (d's old counterpart) are left unlinked.
    const res = await patch(a.id, { translationId: d.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>().translationId).toBe(d.id);
    expect((await read(d.id)).translationId).toBe(a.id);
    expect((await read(b.id)).translationId).toBeNull();
    expect((await read(c.id)).translationId).toBeNull();
  });

  it('null unlinks both sides', async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    expect((await patch(te.id, { translationId: null })).json<Article>().translationId).toBeNull();
    expect((await read(en.id)).translationId).toBeNull();
  });

  it('deleting either side leaves the other unlinked', async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    const del = await api.inject({
      method: 'DELETE',
      url: `/Articles/${en.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await read(te.id)).translationId).toBeNull();
    // And the freed article can be linked again.
    const other = await make('en');
    expect((await patch(te.id, { translationId: other.id })).statusCode).toBe(200);
  });

  it('the foreign key itself unlinks on delete (SQLite enforces foreign keys too)', async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    await api.database.db.deleteFrom('articles').where('id', '=', en.id).execute();
    expect((await read(te.id)).translationId).toBeNull();
  });

  it.each([
    ['a missing article', () => Promise.resolve(99_999_999), /Article 99999999 does not exist/],
    ['the article itself', (self: number) => Promise.resolve(self), /its own translation/],
    ['one in the same language', async () => (await make('en')).id, /other language/],
  ] as const)('refuses %s with 400 naming translationId', async (_name, target, message) => {
    const en = await make('en');
    const res = await patch(en.id, { translationId: await target(en.id) });
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorBody>().errors[0]!;
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'translationId' });
    expect(error.message).toMatch(message);
    expect((await read(en.id)).translationId).toBeNull();
  });

  it("refuses a language change onto the counterpart's language, with 400 naming language", async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    const res = await patch(te.id, { language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toMatchObject({ field: 'language' });
    expect((await read(te.id)).language).toBe('te');
    // Unlinking in the same request lets it through.
    const both = await patch(te.id, { language: 'en', translationId: null });
    expect(both.statusCode).toBe(200);
    expect(both.json<Article>()).toMatchObject({ language: 'en', translationId: null });
    expect((await read(en.id)).translationId).toBeNull();
  });

  it('a reporter may link only between articles they may change', async () => {
    const reporter = await api.createUser('reporter');
    const own = await api.createArticle(reporter.token, { language: 'en' });
    const ownTe = await api.createArticle(reporter.token, { language: 'te', title: 'నా కథనం' });
    const published = await make('te');
    const refused = await patch(own.id, { translationId: published.id }, reporter.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().errors[0]!.message).toBe(
      'You may link a translation only between articles you may change',
    );
    const allowed = await patch(own.id, { translationId: ownTe.id }, reporter.token);
    expect(allowed.statusCode).toBe(200);
    // Someone else's draft does not exist as far as the reporter can tell.
    const othersDraft = await api.createArticle((await api.createUser('reporter')).token, {
      language: 'te',
    });
    const hidden = await patch(own.id, { translationId: othersDraft.id }, reporter.token);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<ErrorBody>().errors[0]!.field).toBe('translationId');
  });

  it("a reporter may not unlink other people's articles, by relinking or with null", async () => {
    const editor = (await api.createUser('editor')).token;
    const reporter = await api.createUser('reporter');
    // The reporter's own drafts, each linked by an editor to a published article of the editor's.
    const ownEn = await api.createArticle(reporter.token, { language: 'en' });
    const ownTe = await api.createArticle(reporter.token, { language: 'te', title: 'నా కథనం' });
    const publishedTe = await api.createArticle(editor, { language: 'te', title: 'ప్రచురితం' });
    const publishedEn = await api.createArticle(editor, { language: 'en' });
    expect((await patch(ownEn.id, { translationId: publishedTe.id }, editor)).statusCode).toBe(200);
    expect((await patch(ownTe.id, { translationId: publishedEn.id }, editor)).statusCode).toBe(200);

    // Linking the two drafts would unlink both published articles; unlinking, one of them.
    for (const [id, translationId] of [
      [ownEn.id, ownTe.id],
      [ownTe.id, ownEn.id],
      [ownEn.id, null],
    ] as const) {
      const res = await patch(id, { translationId }, reporter.token);
      expect(res.statusCode, `${id} -> ${translationId}`).toBe(403);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You may link a translation only between articles you may change',
      });
    }
    expect((await read(publishedTe.id)).translationId).toBe(ownEn.id);
    expect((await read(publishedEn.id)).translationId).toBe(ownTe.id);

    // Nor on create: a new draft linked to their own draft would unlink the editor's article.
    const created = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: bearer(reporter.token),
      payload: {
        title: 'Another draft',
        content: 'Text.',
        category: 'Politics',
        language: 'en',
        mediaUrl: '/media/x.svg',
        translationId: ownTe.id,
      },
    });
    expect(created.statusCode).toBe(403);
    expect((await read(publishedEn.id)).translationId).toBe(ownTe.id);

    // An editor may.
    expect((await patch(ownEn.id, { translationId: ownTe.id }, editor)).statusCode).toBe(200);
    expect((await read(publishedTe.id)).translationId).toBeNull();
    expect((await read(publishedEn.id)).translationId).toBeNull();
    // Between their own drafts only, the reporter may relink and unlink.
    expect((await patch(ownEn.id, { translationId: null }, reporter.token)).statusCode).toBe(200);
    expect((await patch(ownTe.id, { translationId: ownEn.id }, reporter.token)).statusCode).toBe(
      200,
    );
  });

  it('shows translationId only to whoever may read the counterpart', async () => {
    const editor = (await api.createUser('editor')).token;
    const author = await api.createUser('reporter');
    const other = await api.createUser('reporter');
    const published = await api.createArticle(editor, { title: 'Published English' });
    const draft = await api.createArticle(author.token, {
      title: 'తెలుగు డ్రాఫ్ట్',
      content: 'రహస్య కథ',
      language: 'te',
    });
    expect((await patch(draft.id, { translationId: published.id }, editor)).statusCode).toBe(200);
    const seen = async (id: number, token?: string) =>
      (
        await api.inject({
          method: 'GET',
          url: `/Articles/${id}`,
          headers: token ? bearer(token) : {},
        })
      ).json<Article>().translationId;
    const listed = async (url: string, id: number, token?: string) =>
      (await api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }))
        .json<Page<Article>>()
        .data.find((a) => a.id === id)?.translationId;

    expect(await seen(published.id)).toBeNull();
    expect(await seen(published.id, other.token)).toBeNull();
    expect(await seen(published.id, author.token)).toBe(draft.id);
    expect(await seen(published.id, editor)).toBe(draft.id);
    expect(await seen(draft.id, author.token)).toBe(published.id);
    const readers = '/Articles?PageSize=1000&Fields=id,translationId';
    expect(await listed(readers, published.id)).toBeNull();
    expect(await listed(readers, published.id, other.token)).toBeNull();
    expect(await listed(readers, published.id, author.token)).toBe(draft.id);
    const staff = '/Articles?PageSize=1000&Status=all&Fields=id,translationId';
    expect(await listed(staff, published.id, other.token)).toBeNull();
    expect(await listed(staff, published.id, admin)).toBe(draft.id);
    // The full article (every field) says the same.
    const all = await api.inject({ method: 'GET', url: '/Articles?PageSize=1000' });
    expect(
      all.json<Page<Article>>().data.find((a) => a.id === published.id)!.translationId,
    ).toBeNull();

    // A scheduled counterpart: hidden from readers until its time, not from reporters.
    const scheduled = await api.createArticle(editor, {
      title: 'షెడ్యూల్',
      content: 'వార్త.',
      language: 'te',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const visible = await api.createArticle(editor, { translationId: scheduled.id });
    expect(await seen(visible.id)).toBeNull();
    expect(await seen(visible.id, other.token)).toBe(scheduled.id);
  });

  it('linking from both sides at once, and relinking, never fails with 500 and stays consistent', async () => {
    const editor2 = (await api.createUser('editor')).token;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const [a, b] = [await make('en'), await make('te')];
      const results = await Promise.all([
        patch(a.id, { translationId: b.id }),
        patch(b.id, { translationId: a.id }, editor2),
      ]);
      statuses.push(...results.map((r) => r.statusCode));
      for (const r of results) {
        if (r.statusCode !== 200)
          expect(r.json<ErrorBody>().errors[0]!.field).toBe('translationId');
      }
      expect((await read(a.id)).translationId).toBe(b.id);
      expect((await read(b.id)).translationId).toBe(a.id);
    }
    for (let i = 0; i < 15; i += 1) {
      // a <-> b and c <-> d; then a -> d, c -> b and b -> c at once, each touching old links.
      const [a, b, c, d] = [await make('en'), await make('te'), await make('en'), await make('te')];
      await patch(a.id, { translationId: b.id });
      await patch(c.id, { translationId: d.id });
      const results = await Promise.all([
        patch(a.id, { translationId: d.id }),
        patch(c.id, { translationId: b.id }, editor2),
        patch(b.id, { translationId: c.id }, editor2),
        patch(d.id, { translationId: null }),
      ]);
      statuses.push(...results.map((r) => r.statusCode));
      const got = new Map<number, Article>();
      for (const x of [a, b, c, d]) got.set(x.id, await read(x.id));
      for (const article of got.values()) {
        if (article.translationId === null) continue;
        const counterpart = got.get(article.translationId)!;
        expect(counterpart.translationId, `${article.id}`).toBe(article.id);
        expect(counterpart.language).not.toBe(article.language);
      }
    }
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
  });

  it('lists and Fields carry language and translationId', async () => {
    const en = await make('en');
    const te = await make('te', { translationId: en.id });
    const res = await api.inject({
      method: 'GET',
      url: '/Articles?PageSize=1000&Fields=id,language,translationId&Language=te',
    });
    const data = res.json<Page<Article>>().data;
    expect(data.every((a) => a.language === 'te')).toBe(true);
    expect(data).toContainEqual({ id: te.id, language: 'te', translationId: en.id });
  });
});
