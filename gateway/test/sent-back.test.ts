import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * `Article.sentBack` through GraphQL and the real api over HTTP: a staff list says which of its
 * drafts were sent back to their authors, and why, in one call for the whole list.
 */

type Actor = 'anonymous' | 'admin' | 'editor' | 'author' | 'otherReporter';

let stack: Stack;
const tokens: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor, string>> = {};

const as = <T = Record<string, unknown>>(
  actor: Actor,
  query: string,
  variables: Record<string, unknown> = {},
) => stack.gql<T>(query, variables, actor === 'anonymous' ? {} : { token: tokens[actor]! });

interface Row {
  id: string;
  sentBack: { text: string; author: { name: string } } | null;
}

const LIST = `query($authorId: ID) {
  articles(status: [], authorId: $authorId, pageSize: 20, sortBy: DATE_DESC) {
    items { id sentBack { text author { name } } }
  }
}`;

async function articleInReview(title: string): Promise<string> {
  const res = await as<{ createArticle: { id: string } }>(
    'author',
    `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
    {
      input: {
        title: `${title} ${uniqueName('sb')}`,
        content: 'A story for the editors.',
        category: 'POLITICS',
        language: 'EN',
        mediaUrl: '/media/seed/x.svg',
        status: 'IN_REVIEW',
      },
    },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle.id;
}

async function sendBack(id: string, note: string) {
  const res = await as(
    'editor',
    `mutation($id: ID!, $note: String!) { sendArticleBack(id: $id, note: $note) { id } }`,
    {
      id,
      note,
    },
  );
  expect(res.body.errors).toBeUndefined();
}

beforeAll(async () => {
  stack = await startStack();
  tokens.admin = await stack.login('admin', ADMIN_PASSWORD);
  const roles: [Actor, string][] = [
    ['editor', 'EDITOR'],
    ['author', 'REPORTER'],
    ['otherReporter', 'REPORTER'],
  ];
  for (const [actor, role] of roles) {
    const username = uniqueName(actor.toLowerCase());
    const password = `${username}-password`;
    const res = await as<{ createUser: { id: string } }>(
      'admin',
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          username,
          fullName: `Sent ${actor}`,
          email: `${username}@example.com`,
          role,
          password,
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    ids[actor] = res.body.data!.createUser.id;
    tokens[actor] = await stack.login(username, password);
  }
});
afterAll(() => stack.close());

describe('Article.sentBack', () => {
  it("gives a list's drafts sent back their notes, in one call for the whole list", async () => {
    const first = await articleInReview('Ward budget');
    const second = await articleInReview('Lake survey');
    const waiting = await articleInReview('Bus depot');
    await sendBack(first, 'Add the mayor’s quote.\nAnd the figures.');
    await sendBack(second, 'Name the lake.');
    stack.resetCalls();
    const res = await as<{ articles: { items: Row[] } }>('author', LIST, {
      authorId: ids.author,
    });
    expect(res.body.errors).toBeUndefined();
    const rows = new Map(res.body.data!.articles.items.map((row) => [row.id, row.sentBack]));
    expect(rows.get(first)).toEqual({
      text: 'Add the mayor’s quote.\nAnd the figures.',
      author: { name: 'Sent editor' },
    });
    expect(rows.get(second)).toEqual({ text: 'Name the lake.', author: { name: 'Sent editor' } });
    expect(rows.get(waiting)).toBeNull();
    const calls = stack.calls.map((c) => c.url);
    expect(calls.filter((url) => url.startsWith('/Articles/SentBack'))).toHaveLength(1);
    expect(calls.filter((url) => url.includes('/Notes'))).toEqual([]);
  });

  it('asks nothing for articles that are not drafts, nor for a reader', async () => {
    const id = await articleInReview('Market hours');
    stack.resetCalls();
    const read = `query($id: ID!) { article(id: $id) { id sentBack { text } } }`;
    const inReview = await as<{ article: Row }>('editor', read, { id });
    expect(inReview.body.data!.article.sentBack).toBeNull();
    expect(stack.calls.filter((c) => c.url.startsWith('/Articles/SentBack'))).toEqual([]);
    const published = await as<{ articles: { items: Row[] } }>(
      'anonymous',
      `{ articles(pageSize: 20) { items { id sentBack { text author { name } } } } }`,
    );
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data!.articles.items.every((row) => row.sentBack === null)).toBe(true);
    expect(stack.calls.filter((c) => c.url.startsWith('/Articles/SentBack'))).toEqual([]);
  });

  it("is the editors' to see as the author's, never another reporter's", async () => {
    const id = await articleInReview('Clinic opens');
    await sendBack(id, 'Which clinic?');
    const read = `query($id: ID!) { article(id: $id) { id sentBack { text } } }`;
    const editor = await as<{ article: Row }>('editor', read, { id });
    expect(editor.body.data!.article.sentBack).toEqual({ text: 'Which clinic?' });
    const other = await as<{ article: Row | null }>('otherReporter', read, { id });
    expect(other.body.data!.article).toBeNull();
  });
});
