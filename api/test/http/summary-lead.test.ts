import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deriveSummary, DERIVED_SUMMARY_MAX, Refusal } from '@news/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi, migrationDatabase } from '../helpers.js';

type Refused = ErrorBody & { errors: { reason?: string }[] };

const length = (text: string) => [...text].length;
const MARK = /^\p{M}/u;

/** An English first paragraph of more than 200 characters, and a second one. */
const EN_LONG =
  'The state cabinet on Tuesday approved the detailed project report for the second phase of the Hyderabad metro, clearing the way for a 31-kilometre elevated and underground corridor connecting Raidurg with the international airport at Shamshabad.\n\nTenders are expected within eight weeks.';
/** A Telugu first paragraph of more than 200 characters (313), full of vowel signs and viramas. */
const TE_PARAGRAPH =
  'హైదరాబాద్ మెట్రో రెండో దశకు రాష్ట్ర మంత్రివర్గం మంగళవారం ఆమోదం తెలిపింది. విమానాశ్రయం వరకు ముప్పై ఒక్క కిలోమీటర్ల మార్గంలో పన్నెండు స్టేషన్లు ఉంటాయని అధికారులు చెప్పారు. నిర్మాణ పనుల టెండర్లు ఎనిమిది వారాల్లో పిలుస్తామని, మొదటి విభాగాన్ని నాలుగేళ్లలో ప్రారంభిస్తామని మెట్రో సంస్థ మేనేజింగ్ డైరెక్టర్ వెల్లడించారు.';
const TE_LONG = `${TE_PARAGRAPH}\n\nరెండో పేరా ఇక్కడ మొదలవుతుంది.`;

/**
 * An excerpt cut from `paragraph`: at most 200 characters ending in "…", the start of the
 * paragraph, and cut where no combining mark (a Telugu vowel sign, virama) follows, so no letter
 * loses its sign.
 */
function expectCut(excerpt: string, paragraph: string) {
  expect(length(excerpt)).toBeLessThanOrEqual(DERIVED_SUMMARY_MAX);
  expect(excerpt.endsWith('…')).toBe(true);
  const kept = excerpt.slice(0, -1);
  expect(kept.length).toBeGreaterThan(0);
  expect(paragraph.startsWith(kept)).toBe(true);
  expect(paragraph.slice(kept.length)).not.toMatch(MARK);
}

let api: TestApi;
let admin: string;
let editor: string;
let reporter: { token: string; id: number };

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
  const r = await api.createUser('reporter');
  reporter = { token: r.token, id: r.user.id };
});
afterAll(() => api.close());

const get = async (id: number, token = admin) =>
  (
    await api.inject({ method: 'GET', url: `/Articles/${id}`, headers: bearer(token) })
  ).json<Article>();
const patch = (id: number, payload: Record<string, unknown>, token = admin) =>
  api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });
const post = (payload: Record<string, unknown>, token = admin) =>
  api.inject({
    method: 'POST',
    url: '/Articles',
    headers: bearer(token),
    payload: {
      title: 'Summary test story',
      content: 'A short body.',
      category: 'Politics',
      language: 'en',
      mediaUrl: '/media/seed/example.svg',
      ...payload,
    },
  });
const list = async (query: string, token?: string) => {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles${query}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
  return { res, body: res.json<Page<Partial<Article>> & ErrorBody>() };
};

describe('excerpt', () => {
  it('is the first paragraph when it is short, and the new article has no summary and is no lead', async () => {
    const article = await api.createArticle(admin, {
      content: 'First   paragraph,\nwrapped.\n\nSecond paragraph.',
    });
    expect(article).toMatchObject({
      excerpt: 'First paragraph, wrapped.',
      summary: null,
      lead: false,
    });
    expect(await get(article.id)).toMatchObject({ excerpt: 'First paragraph, wrapped.' });
  });

  it('cuts a long English first paragraph on a word boundary to at most 200 characters', async () => {
    const article = await api.createArticle(admin, { content: EN_LONG });
    const paragraph = EN_LONG.split('\n\n')[0]!;
    expect(article.excerpt).toBe(deriveSummary(EN_LONG));
    expectCut(article.excerpt, paragraph);
    // Cut between words: what follows the kept text is a space (or punctuation).
    expect(paragraph.slice(article.excerpt.length - 1)).toMatch(/^[\s\p{P}]/u);
  });

  it('cuts a long Telugu first paragraph between words, never a letter from its vowel sign', async () => {
    expect(length(TE_PARAGRAPH)).toBeGreaterThan(DERIVED_SUMMARY_MAX);
    const article = await api.createArticle(admin, {
      title: 'మెట్రో రెండో దశ',
      content: TE_LONG,
      language: 'te',
    });
    expect(article.excerpt).toBe(deriveSummary(TE_LONG));
    expectCut(article.excerpt, TE_PARAGRAPH);
    expect(TE_PARAGRAPH.slice(article.excerpt.length - 1)).toMatch(/^[\s\p{P}]/u);
  });

  it('cuts a Telugu word longer than 200 characters between graphemes', async () => {
    const word = 'క్రి'.repeat(60);
    const article = await api.createArticle(admin, { content: word, language: 'te' });
    expectCut(article.excerpt, word);
  });

  it('is taken again when the content changes, and kept when it does not', async () => {
    const article = await api.createArticle(admin, { content: 'Old first paragraph.\n\nMore.' });
    expect(article.excerpt).toBe('Old first paragraph.');

    const retitled = await patch(article.id, { title: 'A new headline' });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json<Article>().excerpt).toBe('Old first paragraph.');

    const english = await patch(article.id, { content: EN_LONG });
    expect(english.json<Article>().excerpt).toBe(deriveSummary(EN_LONG));

    const telugu = await patch(article.id, { content: TE_LONG, language: 'te' });
    expect(telugu.statusCode).toBe(200);
    expect(telugu.json<Article>().excerpt).toBe(deriveSummary(TE_LONG));
    expectCut(telugu.json<Article>().excerpt, TE_PARAGRAPH);
    expect((await get(article.id)).excerpt).toBe(deriveSummary(TE_LONG));
  });

  it('is not an input', async () => {
    const res = await post({ excerpt: 'mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toMatchObject({ field: 'excerpt' });
  });
});

describe('summary', () => {
  it('is stored trimmed and in NFC, and returned beside the excerpt', async () => {
    const res = await post({ summary: '  Cabinet clears the airport line.  ', content: EN_LONG });
    expect(res.statusCode).toBe(201);
    const article = res.json<Article>();
    expect(article.summary).toBe('Cabinet clears the airport line.');
    expect(article.excerpt).toBe(deriveSummary(EN_LONG));
    // ై written as ె + ౖ is stored composed.
    const te = await post({ summary: 'కె\u0c56', language: 'te', title: 'తెలుగు' });
    expect(te.json<Article>().summary).toBe('కై');
  });

  it('takes up to 300 characters (code points), Telugu and emoji alike; 301 are refused naming summary', async () => {
    const telugu = 'కి'.repeat(150); // 300 code points
    expect(length(telugu)).toBe(300);
    const ok = await post({ summary: telugu, language: 'te', title: 'తెలుగు వార్త' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Article>().summary).toBe(telugu);
    const emoji = await post({ summary: '📰'.repeat(300) });
    expect(emoji.statusCode).toBe(201);

    for (const summary of ['a'.repeat(301), `${telugu}క`, '📰'.repeat(301)]) {
      const res = await post({ summary });
      expect(res.statusCode, summary.slice(0, 5)).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'summary',
        message: 'summary must be at most 300 characters',
      });
    }
    const article = ok.json<Article>();
    const tooLong = await patch(article.id, { summary: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().errors[0]).toMatchObject({ field: 'summary' });
    expect((await get(article.id)).summary).toBe(telugu);
  });

  it('refuses control characters and anything but a string or null', async () => {
    for (const summary of ['bad\u0000summary', 'bell\u0007']) {
      const res = await post({ summary });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({ field: 'summary' });
    }
    for (const summary of [42, true, ['a'], { text: 'a' }]) {
      const res = await post({ summary });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({ field: 'summary' });
    }
    // Newlines and tabs are ordinary text, as in a caption.
    expect((await post({ summary: 'One.\nTwo.' })).json<Article>().summary).toBe('One.\nTwo.');
  });

  it('is cleared by null or an empty (or blank) string, and left alone when not sent', async () => {
    const article = (await post({ summary: 'Written by the desk.' })).json<Article>();
    expect((await patch(article.id, { title: 'Other title' })).json<Article>().summary).toBe(
      'Written by the desk.',
    );
    expect((await patch(article.id, { summary: null })).json<Article>().summary).toBeNull();
    expect((await patch(article.id, { summary: 'Again.' })).json<Article>().summary).toBe('Again.');
    expect((await patch(article.id, { summary: '' })).json<Article>().summary).toBeNull();
    await patch(article.id, { summary: 'Again.' });
    expect((await patch(article.id, { summary: '   ' })).json<Article>().summary).toBeNull();
    expect((await post({ summary: '', status: 'draft' })).json<Article>().summary).toBeNull();
    expect((await post({ summary: null, status: 'draft' })).json<Article>().summary).toBeNull();
    // Publishing with it sent empty is refused, naming it (drafts.test.ts has the rule).
    const published = await post({ summary: '' });
    expect(published.statusCode).toBe(400);
    expect(published.json<ErrorBody>().errors[0]!.field).toBe('summary');
  });

  it('is an edit: a reporter may write one on their own draft, not on a published article', async () => {
    const draft = (await post({ summary: 'Mine.' }, reporter.token)).json<Article>();
    expect(draft).toMatchObject({ status: 'draft', summary: 'Mine.' });
    const changed = await patch(draft.id, { summary: 'Mine, changed.' }, reporter.token);
    expect(changed.json<Article>().summary).toBe('Mine, changed.');
    const published = await api.createArticle(admin);
    const res = await patch(published.id, { summary: 'Not mine.' }, reporter.token);
    expect(res.statusCode).toBe(403);
    expect(res.json<Refused>().errors[0]!.reason).toBe('OWN_DRAFTS_ONLY');
  });

  it('is searched: a word only the summary holds finds the article, until the summary goes', async () => {
    const article = (
      await post({ title: 'Plain title', content: 'Plain body.', summary: 'Zephyrine ఉప్పెన' })
    ).json<Article>();
    const ids = async (search: string) =>
      (await list(`?PageSize=100&Search=${encodeURIComponent(search)}`)).body.data.map((a) => a.id);
    expect(await ids('zephyr')).toEqual([article.id]);
    expect(await ids('ఉప్పె')).toEqual([article.id]);
    await patch(article.id, { summary: 'Quixotical' });
    expect(await ids('zephyrine')).toEqual([]);
    expect(await ids('quixotical')).toEqual([article.id]);
    // A content change keeps the summary's words in the index.
    await patch(article.id, { content: 'Another body.' });
    expect(await ids('quixotical')).toEqual([article.id]);
    expect(await ids('another')).toContain(article.id);
    await patch(article.id, { summary: null });
    expect(await ids('quixotical')).toEqual([]);
  });
});

describe('lead', () => {
  const expectLeadRefused = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode).toBe(403);
    expect(res.json<Refused>().errors).toEqual([
      {
        code: 'FORBIDDEN',
        message: Refusal.PUBLISHERS_ONLY,
        field: 'lead',
        reason: 'PUBLISHERS_ONLY',
      },
    ]);
  };

  it('is refused to a reporter who sends true, on create and on their own draft', async () => {
    expectLeadRefused(await post({ lead: true }, reporter.token));
    expectLeadRefused(await post({ lead: true, status: 'in_review' }, reporter.token));
    const draft = (await post({}, reporter.token)).json<Article>();
    expectLeadRefused(await patch(draft.id, { lead: true }, reporter.token));
    expectLeadRefused(await patch(draft.id, { lead: true, title: 'Changed' }, reporter.token));
    expect(await get(draft.id)).toMatchObject({ lead: false, title: 'Summary test story' });
  });

  it('is harmless from a reporter as false on an article that is no lead story', async () => {
    const created = await post({ lead: false }, reporter.token);
    expect(created.statusCode).toBe(201);
    const draft = created.json<Article>();
    expect(draft.lead).toBe(false);
    const res = await patch(draft.id, { lead: false, title: 'Edited' }, reporter.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>()).toMatchObject({ lead: false, title: 'Edited' });
    const submitted = await patch(draft.id, { lead: false, status: 'in_review' }, reporter.token);
    expect(submitted.statusCode).toBe(200);
  });

  it('is set and cleared by editors and admins; a reporter may not unmark it', async () => {
    const created = await post({ lead: true }, editor);
    expect(created.statusCode).toBe(201);
    expect(created.json<Article>()).toMatchObject({ lead: true, status: 'published' });

    const draft = (await post({}, reporter.token)).json<Article>();
    const marked = await patch(draft.id, { lead: true }, editor);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Article>().lead).toBe(true);
    expect((await get(draft.id, reporter.token)).lead).toBe(true);
    // The reporter may still edit their draft, and send the flag unchanged... but not false.
    expectLeadRefused(await patch(draft.id, { lead: false }, reporter.token));
    expectLeadRefused(await patch(draft.id, { lead: true }, reporter.token));
    const edited = await patch(draft.id, { title: 'Still mine' }, reporter.token);
    expect(edited.json<Article>()).toMatchObject({ title: 'Still mine', lead: true });

    const cleared = await patch(draft.id, { lead: false }, admin);
    expect(cleared.json<Article>().lead).toBe(false);
    // Unchanged fields stay: a lead story edited keeps its flag.
    const story = created.json<Article>();
    expect((await patch(story.id, { title: 'Edited lead' }, editor)).json<Article>().lead).toBe(
      true,
    );
  });

  it('must be true or false in a body', async () => {
    for (const lead of ['true', 1, null, 'yes']) {
      const res = await post({ lead });
      expect(res.statusCode, String(lead)).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'lead',
      });
    }
  });
});

describe('GET /Articles?Lead=', () => {
  let leads: Article[];
  beforeAll(async () => {
    const en = await api.createArticle(admin, { title: 'Lead en', lead: true });
    const te = await api.createArticle(admin, {
      title: 'ప్రధాన వార్త',
      content: 'వార్త.',
      language: 'te',
      lead: true,
    });
    // Not for readers: a lead draft and a lead story scheduled ahead.
    await api.createArticle(admin, { title: 'Lead draft', lead: true, status: 'draft' });
    await api.createArticle(admin, {
      title: 'Lead later',
      lead: true,
      status: 'published',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    leads = [te, en];
  });

  /** Every article a staff list gives (PageSize 1000 holds them all here). */
  const everything = async () => (await list('?Status=all&PageSize=1000', admin)).body.data;
  const visible = (a: Partial<Article>) =>
    a.status === 'published' && Date.parse(a.publishedAt!) <= Date.now();

  it('true: only lead stories readers may see, newest first, with the right total', async () => {
    const expected = (await everything()).filter((a) => a.lead && visible(a)).map((a) => a.id);
    expect(expected).toEqual(expect.arrayContaining(leads.map((a) => a.id)));
    const { res, body } = await list('?Lead=true&PageSize=1000');
    expect(res.statusCode).toBe(200);
    expect(body.data.map((a) => a.id)).toEqual(expected);
    expect(body.data.every((a) => a.lead === true)).toBe(true);
    expect(body.pagination.totalItems).toBe(expected.length);

    // The front page's question: the newest lead story of an edition.
    const te = await list('?Lead=true&Language=te&PageSize=1');
    expect(te.body.data.map((a) => a.id)).toEqual([leads[0]!.id]);
    expect(te.body.pagination.totalItems).toBe(1);
    const en = await list('?Lead=true&Language=en&PageSize=1&Fields=id,title,lead');
    expect(en.body.data[0]).toEqual({ id: leads[1]!.id, title: 'Lead en', lead: true });
  });

  it('false: only the others; left out: both', async () => {
    const all = await everything();
    const others = all.filter((a) => !a.lead && visible(a)).map((a) => a.id);
    const { body } = await list('?Lead=false&PageSize=1000');
    expect(body.data.map((a) => a.id)).toEqual(others);
    expect(body.pagination.totalItems).toBe(others.length);
    const both = await list('?PageSize=1000');
    expect(both.body.pagination.totalItems).toBe(all.filter(visible).length);
  });

  it('goes with the staff view: lead drafts and scheduled lead stories too', async () => {
    const { body } = await list('?Lead=true&Status=all&PageSize=1000&Fields=title,lead', editor);
    expect(body.data.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Lead draft', 'Lead later', 'Lead en', 'ప్రధాన వార్త']),
    );
    expect(body.data.every((a) => a.lead)).toBe(true);
    const drafts = await list('?Lead=true&Status=draft&PageSize=1000&Fields=title', editor);
    expect(drafts.body.data.map((a) => a.title)).toContain('Lead draft');
  });

  it('accepts only true or false, naming Lead', async () => {
    for (const value of ['yes', '1', '0', 'TRUE', 'True', '', 'null', 'true,false']) {
      const { res, body } = await list(`?Lead=${encodeURIComponent(value)}`);
      expect(res.statusCode, value).toBe(400);
      expect(body.errors[0], value).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Lead' });
    }
    const twice = await list('?Lead=true&Lead=false');
    expect(twice.res.statusCode).toBe(400);
    expect(twice.body.errors[0]).toMatchObject({ field: 'Lead' });
  });
});

describe('Fields', () => {
  it('may name summary, excerpt and lead (in any case), and gives only those', async () => {
    await api.createArticle(admin, { summary: 'A written one.', lead: true });
    const { res, body } = await list('?Fields=summary,excerpt,lead&PageSize=1');
    expect(res.statusCode).toBe(200);
    expect(body.data[0]).toEqual({
      summary: 'A written one.',
      excerpt: 'The council approved twelve new routes on Monday.',
      lead: true,
    });
    const mixed = await list('?Fields=Summary,EXCERPT,Lead,id&PageSize=1');
    expect(Object.keys(mixed.body.data[0]!).sort()).toEqual(['excerpt', 'id', 'lead', 'summary']);
  });

  it('gives the excerpt of a list that leaves the content out', async () => {
    const { body } = await list('?Fields=id,excerpt&PageSize=5');
    for (const a of body.data) expect(typeof a.excerpt).toBe('string');
  });

  it('documents the fields and the parameter in /openapi.json', async () => {
    const res = await api.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    expect(JSON.stringify(doc)).toContain('lead story');
    const listParams = doc.paths['/Articles']!.get!.parameters!.map((p) => p.name);
    expect(listParams).toContain('Lead');
    const text = JSON.stringify(doc);
    for (const field of ['"summary"', '"excerpt"', '"lead"']) expect(text).toContain(field);
  });
});

describe('seeded content', () => {
  it('has a written summary on a few articles and one lead story in each edition', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-seed-lead-'));
    const seeded = await startApi({ SEED_CONTENT: 'true' }, { dataDir: dir });
    try {
      const all = (await seeded.inject({ method: 'GET', url: '/Articles?PageSize=1000' })).json<
        Page<Article>
      >().data;
      const leads = all.filter((a) => a.lead);
      expect(leads.map((a) => a.language).sort()).toEqual(['en', 'te']);
      for (const language of ['en', 'te']) {
        const res = await seeded.inject({
          method: 'GET',
          url: `/Articles?Lead=true&Language=${language}&PageSize=1`,
        });
        const page = res.json<Page<Article>>();
        expect(page.pagination.totalItems).toBe(1);
        expect(page.data[0]!.id).toBe(leads.find((a) => a.language === language)!.id);
      }
      const written = all.filter((a) => a.summary !== null);
      expect(written.length).toBeGreaterThanOrEqual(3);
      expect(new Set(written.map((a) => a.language))).toEqual(new Set(['en', 'te']));
      for (const article of written) {
        expect(length(article.summary!)).toBeLessThanOrEqual(300);
        expect(article.summary).toBe(article.summary!.trim());
      }
      for (const article of all) expect(article.excerpt).toBe(deriveSummary(article.content));
    } finally {
      await seeded.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 0007', () => {
  it('gives existing articles their excerpt (in batches), no summary and no lead; goes down and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      const before = await migrator.migrateTo('0006-images');
      expect(before.error).toBeUndefined();

      // More rows than one batch, English and Telugu, short and long first paragraphs.
      const contents = [
        'Trains run from Monday.\n\nMore to follow.',
        EN_LONG,
        TE_LONG,
        'సోమవారం నుంచి రైళ్లు నడుస్తాయి.',
      ];
      const now = new Date().toISOString();
      const rows = Array.from({ length: 1203 }, (_, i) => ({
        title: `Before ${i}`,
        content: contents[i % contents.length]!,
        category: 'Politics',
        language: i % 4 >= 2 ? 'te' : 'en',
        status: 'published',
        published_at: now,
        media_url: '/media/x.svg',
        author_name: 'Before',
        created_at: now,
        updated_at: now,
      }));
      // Kysely's types know the schema after 0007; the table here is as 0006 left it.
      const db = database.db as unknown as Kysely<Record<string, object>>;
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('articles')
          .values(rows.slice(i, i + 200))
          .execute();
      }

      await migrateToLatest(database);
      const after = await database.db
        .selectFrom('articles')
        .select(['content', 'summary', 'excerpt', 'lead'])
        .orderBy('id')
        .execute();
      expect(after).toHaveLength(1203);
      after.forEach((row, i) => {
        expect(row.excerpt, String(i)).toBe(deriveSummary(contents[i % contents.length]!));
        expect(row.summary).toBeNull();
        expect(Boolean(row.lead)).toBe(false);
      });

      // A new row left to the defaults: an empty excerpt, no lead.
      await db
        .insertInto('articles')
        .values({ ...rows[0]!, title: 'Defaults' })
        .execute();
      const defaults = await database.db
        .selectFrom('articles')
        .select(['excerpt', 'lead', 'summary'])
        .where('title', '=', 'Defaults')
        .executeTakeFirstOrThrow();
      expect(defaults).toMatchObject({ excerpt: '', summary: null });
      expect(Boolean(defaults.lead)).toBe(false);

      const down = await migrator.migrateTo('0006-images');
      expect(down.error).toBeUndefined();
      for (const column of ['summary', 'excerpt', 'lead']) {
        await expect(
          sql`select ${sql.ref(column)} from articles`.execute(database.db),
        ).rejects.toThrow();
      }
      const kept = await sql<{ n: number | string }>`select count(*) as n from articles`.execute(
        database.db,
      );
      expect(Number(kept.rows[0]!.n)).toBe(1204);

      await migrateToLatest(database);
      const again = await database.db
        .selectFrom('articles')
        .select(['excerpt', 'lead'])
        .orderBy('id')
        .limit(4)
        .execute();
      expect(again.map((r) => r.excerpt)).toEqual(contents.map((c) => deriveSummary(c)));
    } finally {
      await close();
    }
  });
});
