import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/*
 * DataLoader batching over the real api: the lookups by id that one GraphQL request makes in a
 * tick (several articles' translations, several accounts) are one REST call per kind.
 */

let stack: Stack;
let admin: string;
/** English stories, each linked to its Telugu translation, newest last; and their writers. */
const stories: { id: number; translationId: number }[] = [];
const writers: number[] = [];

/** `METHOD /path` of each REST call since the last reset. */
const callList = () => stack.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`);
/** The ids a call asked for with `Ids`, sorted. */
const idsOf = (url: string) =>
  (new URL(url, 'http://api').searchParams.get('Ids') ?? '')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
  for (let i = 0; i < 3; i++) {
    const writer = await stack.api.createUser('editor', { full_Name: `Writer ${i}` });
    writers.push(writer.user.id);
    const story = (title: string, language: string, translationId?: number) =>
      stack.api.createArticle(writer.token, {
        title,
        content: `${title}, the story.`,
        category: 'Politics',
        language,
        status: 'published',
        ...(translationId ? { translationId } : {}),
      });
    const telugu = await story(`కథ ${i}`, 'te');
    const english = await story(`Story ${i}`, 'en', telugu.id);
    stories.push({ id: english.id, translationId: telugu.id });
  }
});
afterAll(() => stack.close());

describe('lookups by id in one request', () => {
  it("reads several articles' translations and several authors in one call per kind", async () => {
    stack.resetCalls();
    const res = await stack.gql<{
      articles: {
        items: { id: string; author: { id: string }; translation: { id: string; title: string } }[];
      };
      w0: { fullName: string };
      w1: { fullName: string };
      w2: { fullName: string };
    }>(
      `query($w0: ID!, $w1: ID!, $w2: ID!) {
        articles(language: EN, pageSize: 3) {
          items { id author { id } translation { id title } }
        }
        w0: user(id: $w0) { fullName }
        w1: user(id: $w1) { fullName }
        w2: user(id: $w2) { fullName }
      }`,
      { w0: String(writers[0]), w1: String(writers[1]), w2: String(writers[2]) },
      { token: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data!;
    expect(
      data.articles.items.map((a) => [Number(a.id), Number(a.translation.id), a.translation.title]),
    ).toEqual([...stories].reverse().map((s, i) => [s.id, s.translationId, `కథ ${2 - i}`]));
    expect([data.w0.fullName, data.w1.fullName, data.w2.fullName]).toEqual([
      'Writer 0',
      'Writer 1',
      'Writer 2',
    ]);
    expect(callList().sort()).toEqual(['GET /Articles', 'GET /Articles', 'GET /User']);
    const translations = stack.calls.find((c) => c.url.startsWith('/Articles?Ids='))!;
    const users = stack.calls.find((c) => c.url.startsWith('/User?Ids='))!;
    expect(idsOf(translations.url)).toEqual(
      stories.map((s) => s.translationId).sort((a, b) => a - b),
    );
    expect(idsOf(users.url)).toEqual([...writers].sort((a, b) => a - b));
  });

  it('asks for a single id by itself, as before', async () => {
    stack.resetCalls();
    const res = await stack.gql<{ articles: { items: { translation: { id: string } }[] } }>(
      '{ articles(language: EN, pageSize: 1) { items { translation { id } } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(callList()).toEqual(['GET /Articles', `GET /Articles/${stories[2]!.translationId}`]);
  });

  it('leaves out of a batch what the caller may not read, answering null for it', async () => {
    const draft = await stack.api.createArticle(admin, { title: 'Draft', status: 'draft' });
    stack.resetCalls();
    const res = await stack.gql<Record<string, { id: string } | null>>(
      'query($a: ID!, $b: ID!) { a: article(id: $a) { id } b: article(id: $b) { id } }',
      { a: String(stories[1]!.id), b: String(draft.id) },
    );
    expect(res.body).toEqual({ data: { a: { id: String(stories[1]!.id) }, b: null } });
    expect(callList()).toEqual(['GET /Articles']);
    expect(idsOf(stack.calls[0]!.url)).toEqual([stories[1]!.id, draft.id].sort((a, b) => a - b));
    expect(stack.calls[0]!.bearer).toBeUndefined();
  });
});
