import { articleSlug, deriveSummary, LIMITS } from '@news/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * An article's summary (written, else the excerpt the api keeps), its slug and the lead flag,
 * through GraphQL against the real api: what is asked of the api for each field, the lead filter,
 * and the inputs' checks.
 */

const FIELDS = 'id title summary writtenSummary slug lead';
const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`;
const READ = `query($id: ID!) { article(id: $id) { ${FIELDS} } }`;

interface GqlArticle {
  id: string;
  title: string;
  summary: string;
  writtenSummary: string | null;
  slug: string;
  lead: boolean;
}

let stack: Stack;
let admin: string;
let reporter: string;

const FIRST_PARAGRAPH =
  'The council approved twelve new bus routes on Monday, after a debate that ran late into the evening and drew residents from every ward of the city to speak for and against the plan, which the transport office had drawn up over two years of surveys.';
const CONTENT = `${FIRST_PARAGRAPH}\n\nThe second paragraph is never part of the summary.`;

function input(word: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Bus routes ${word}`,
    content: CONTENT,
    category: 'POLITICS',
    language: 'EN',
    mediaUrl: '/media/seed/example.svg',
    status: 'PUBLISHED',
    ...overrides,
  };
}

async function create(word: string, overrides: Record<string, unknown> = {}, token = admin) {
  const res = await stack.gql<{ createArticle: GqlArticle }>(
    CREATE,
    { input: input(word, overrides) },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle;
}

/** The `Fields` parameter of the `GET /Articles` calls made since the last reset. */
const listFields = () =>
  stack.calls
    .filter((c) => c.method === 'GET' && c.url.startsWith('/Articles?'))
    .map((c) => new URL(c.url, 'http://api').searchParams);

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
  reporter = (await stack.api.createUser('reporter')).token;
});
afterAll(() => stack.close());
beforeEach(() => stack.resetCalls());

describe('Article.summary, writtenSummary and slug', () => {
  it('is the written summary when staff wrote one', async () => {
    const word = uniqueName('sum');
    const article = await create(word, { summary: 'New routes for twelve wards.' });
    expect(article).toMatchObject({
      summary: 'New routes for twelve wards.',
      writtenSummary: 'New routes for twelve wards.',
      slug: `bus-routes-${word}`,
      lead: false,
    });
  });

  it('is the first paragraph, cut on a word boundary, when none was written', async () => {
    const article = await create(uniqueName('sum'));
    expect(article.writtenSummary).toBeNull();
    expect(article.summary).toBe(deriveSummary(CONTENT));
    expect(article.summary.endsWith('…')).toBe(true);
    expect([...article.summary].length).toBeLessThanOrEqual(200);
    expect(FIRST_PARAGRAPH.startsWith(article.summary.slice(0, -1))).toBe(true);
  });

  it('keeps Telugu letters in the slug', async () => {
    const title = `బస్సు మార్గాలు ${uniqueName('te')}`;
    const article = await create('', {
      title,
      content: 'నగర మండలి పన్నెండు కొత్త మార్గాలను ఆమోదించింది.',
      language: 'TE',
    });
    expect(article.slug).toBe(articleSlug(title));
    expect(article.slug.startsWith('బస్సు-మార్గాలు-')).toBe(true);
    expect(article.summary).toBe('నగర మండలి పన్నెండు కొత్త మార్గాలను ఆమోదించింది.');
  });

  it('clears a written summary with an empty string or null, and the excerpt stands in', async () => {
    const article = await create(uniqueName('sum'), { summary: 'Written first.' });
    for (const summary of ['', null]) {
      const res = await stack.gql<{ updateArticle: GqlArticle }>(
        UPDATE,
        { id: article.id, input: { summary: 'Written again.' } },
        { token: admin },
      );
      expect(res.body.data!.updateArticle.writtenSummary).toBe('Written again.');
      const cleared = await stack.gql<{ updateArticle: GqlArticle }>(
        UPDATE,
        { id: article.id, input: { summary } },
        { token: admin },
      );
      expect(cleared.body.errors).toBeUndefined();
      expect(cleared.body.data!.updateArticle).toMatchObject({
        writtenSummary: null,
        summary: deriveSummary(CONTENT),
      });
    }
    const read = await stack.gql<{ article: GqlArticle }>(READ, { id: article.id });
    expect(read.body.data!.article.writtenSummary).toBeNull();
  });

  it('asks the api for the summary and excerpt, never the body, when a card wants the summary', async () => {
    await create(uniqueName('home'));
    stack.resetCalls();
    // The home page's cards: a summary, no content.
    const res = await stack.gql<{ articles: { items: GqlArticle[] } }>(
      `query { articles(pageSize: ${50}, language: EN) {
        items { id title summary slug lead category mediaUrl publishedAt author { name } }
      } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.articles.items.length).toBeGreaterThan(0);
    for (const item of res.body.data!.articles.items) expect(item.summary).not.toBe('');
    const [params, ...more] = listFields();
    expect(more).toEqual([]);
    const fields = params!.get('Fields')!.split(',');
    expect(fields).toEqual(expect.arrayContaining(['summary', 'excerpt', 'title', 'lead']));
    expect(fields).not.toContain('content');
  });

  it('asks only for what writtenSummary and slug are made from', async () => {
    const res = await stack.gql(
      `query { articles(pageSize: 5) { items { writtenSummary slug } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const fields = listFields()[0]!.get('Fields')!.split(',').sort();
    expect(fields).toEqual(['id', 'summary', 'title']);
  });

  it('refuses a summary longer than the limit by name, before the api is asked', async () => {
    const long = 'ఆ'.repeat(LIMITS.summaryMax + 1);
    const created = await stack.gql(
      CREATE,
      { input: input('x', { summary: long }) },
      { token: admin },
    );
    expect(codes(created)).toEqual(['BAD_USER_INPUT']);
    expect(created.body.errors![0]!.extensions).toMatchObject({ field: 'summary' });
    const article = await create(uniqueName('sum'));
    stack.resetCalls();
    const updated = await stack.gql(
      UPDATE,
      { id: article.id, input: { summary: long } },
      { token: admin },
    );
    expect(codes(updated)).toEqual(['BAD_USER_INPUT']);
    expect(updated.body.errors![0]!.extensions).toMatchObject({ field: 'summary' });
    expect(stack.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('counts characters, not UTF-16 units: 300 emoji fit', async () => {
    const summary = '📰'.repeat(LIMITS.summaryMax);
    const article = await create(uniqueName('sum'), { summary });
    expect(article.writtenSummary).toBe(summary);
  });
});

describe('lead stories', () => {
  it('marks and unmarks a lead story (editors and admins)', async () => {
    const article = await create(uniqueName('lead'), { lead: true });
    expect(article.lead).toBe(true);
    const res = await stack.gql<{ updateArticle: GqlArticle }>(
      UPDATE,
      { id: article.id, input: { lead: false } },
      { token: admin },
    );
    expect(res.body.data!.updateArticle.lead).toBe(false);
  });

  it('refuses the flag from a reporter', async () => {
    const res = await stack.gql(
      CREATE,
      { input: input(uniqueName('lead'), { lead: true, status: 'DRAFT' }) },
      { token: reporter },
    );
    expect(codes(res)).toEqual(['FORBIDDEN']);
  });

  it('filters with articles(lead: true), and not with false or null', async () => {
    const word = uniqueName('leadlist');
    const lead = await create(`${word} one`, { lead: true });
    const other = await create(`${word} two`);
    const LIST = `query($lead: Boolean) { articles(search: "${word}", lead: $lead) { items { id lead } } }`;

    stack.resetCalls();
    const leads = await stack.gql<{ articles: { items: GqlArticle[] } }>(LIST, { lead: true });
    expect(leads.body.data!.articles.items.map((a) => a.id)).toEqual([lead.id]);
    expect(listFields()[0]!.get('Lead')).toBe('true');

    for (const value of [false, null, undefined]) {
      stack.resetCalls();
      const all = await stack.gql<{ articles: { items: GqlArticle[] } }>(
        LIST,
        value === undefined ? {} : { lead: value },
      );
      expect(all.body.data!.articles.items.map((a) => a.id).sort()).toEqual(
        [lead.id, other.id].sort(),
      );
      expect(listFields()[0]!.has('Lead')).toBe(false);
    }
  });
});
