import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * The review loop through GraphQL and the real api over HTTP: sending an article back with a
 * note, the notes thread on `Article.notes`, and the author filter of the staff list.
 */

type Actor = 'anonymous' | 'admin' | 'editor' | 'author' | 'otherReporter';

interface Note {
  id: string;
  text: string;
  sentBack: boolean;
  createdAt: string;
  author: { id: string | null; name: string };
}

const NOTE = 'id text sentBack createdAt author { id name }';
const SEND_BACK = `mutation($id: ID!, $note: String!, $updatedAt: DateTime) {
  sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) { id status viewerCanEdit notes { ${NOTE} } }
}`;
const ADD_NOTE = `mutation($id: ID!, $text: String!) { addArticleNote(id: $id, text: $text) { ${NOTE} } }`;
const READ = `query($id: ID!) { article(id: $id) { id status notes { ${NOTE} } } }`;

let stack: Stack;
const tokens: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor, string>> = {};

const as = <T = Record<string, unknown>>(
  actor: Actor,
  query: string,
  variables: Record<string, unknown> = {},
) => stack.gql<T>(query, variables, actor === 'anonymous' ? {} : { token: tokens[actor]! });

async function articleInReview(): Promise<{ id: string; updatedAt: string }> {
  const res = await as<{ createArticle: { id: string; updatedAt: string } }>(
    'author',
    `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id updatedAt } }`,
    {
      input: {
        title: `Review loop ${uniqueName('rl')}`,
        content: 'A story for the editors.',
        category: 'POLITICS',
        language: 'EN',
        mediaUrl: '/media/seed/x.svg',
        status: 'IN_REVIEW',
      },
    },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle;
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
          fullName: `Loop ${actor}`,
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

describe('sendArticleBack', () => {
  it('an editor sends an article back: a draft, the note in its thread', async () => {
    const article = await articleInReview();
    const res = await as<{
      sendArticleBack: { status: string; viewerCanEdit: boolean; notes: Note[] };
    }>('editor', SEND_BACK, { id: article.id, note: 'Add the second source.' });
    expect(res.body.errors).toBeUndefined();
    const answer = res.body.data!.sendArticleBack;
    expect(answer.status).toBe('DRAFT');
    expect(answer.notes).toMatchObject([
      {
        text: 'Add the second source.',
        sentBack: true,
        author: { id: ids.editor, name: 'Loop editor' },
      },
    ]);
    // The author reads the same thread on the article.
    const read = await as<{ article: { status: string; notes: Note[] } }>('author', READ, {
      id: article.id,
    });
    expect(read.body.data!.article.status).toBe('DRAFT');
    expect(read.body.data!.article.notes.map((n) => n.text)).toEqual(['Add the second source.']);
  });

  it('refuses a reporter (FORBIDDEN, reason EDITORS_SEND_BACK)', async () => {
    const article = await articleInReview();
    const res = await as('author', SEND_BACK, { id: article.id, note: 'Me' });
    expect(codes(res)).toEqual(['FORBIDDEN']);
    expect(res.body.errors![0]!.extensions).toMatchObject({ reason: 'EDITORS_SEND_BACK' });
  });

  it('needs a note (BAD_USER_INPUT, field note), refused at the edge', async () => {
    const article = await articleInReview();
    for (const note of ['', '   ', 'x'.repeat(2001)]) {
      stack.resetCalls();
      const res = await as('editor', SEND_BACK, { id: article.id, note });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions).toMatchObject({ field: 'note' });
      expect(stack.calls.filter((c) => c.url.includes('SendBack'))).toEqual([]);
    }
  });

  it('refuses an article not in review (CONFLICT, field status) and a stale updatedAt', async () => {
    const article = await articleInReview();
    const stale = await as('editor', SEND_BACK, {
      id: article.id,
      note: 'x',
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(codes(stale)).toEqual(['CONFLICT']);
    expect(stale.body.errors![0]!.extensions).toMatchObject({ field: 'updatedAt' });
    expect((await as('editor', SEND_BACK, { id: article.id, note: 'Once' })).body.errors).toBe(
      undefined,
    );
    const again = await as('editor', SEND_BACK, { id: article.id, note: 'Twice' });
    expect(codes(again)).toEqual(['CONFLICT']);
    expect(again.body.errors![0]!.extensions).toMatchObject({ field: 'status' });
  });

  it('asks a signed-out caller to sign in', async () => {
    const article = await articleInReview();
    expect(codes(await as('anonymous', SEND_BACK, { id: article.id, note: 'x' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

describe('notes', () => {
  it('staff add notes and read them, oldest first; addArticleNote changes nothing else', async () => {
    const article = await articleInReview();
    const first = await as<{ addArticleNote: Note }>('editor', ADD_NOTE, {
      id: article.id,
      text: 'Which ward?',
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.addArticleNote).toMatchObject({ text: 'Which ward?', sentBack: false });
    await as('author', ADD_NOTE, { id: article.id, text: 'Ward 12.' });
    const read = await as<{ article: { status: string; notes: Note[] } }>('admin', READ, {
      id: article.id,
    });
    expect(read.body.data!.article.status).toBe('IN_REVIEW');
    expect(read.body.data!.article.notes.map((n) => [n.text, n.author.id])).toEqual([
      ['Which ward?', ids.editor],
      ['Ward 12.', ids.author],
    ]);
  });

  it('gives readers no notes, even of a published article, and refuses them adding one', async () => {
    const article = await articleInReview();
    await as('editor', ADD_NOTE, { id: article.id, text: 'Internal only' });
    const published = await as(
      'editor',
      `mutation($id: ID!) { updateArticle(id: $id, input: { status: PUBLISHED }) { id } }`,
      {
        id: article.id,
      },
    );
    expect(published.body.errors).toBeUndefined();
    stack.resetCalls();
    const read = await as<{ article: { notes: Note[] } }>('anonymous', READ, { id: article.id });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.article.notes).toEqual([]);
    expect(stack.calls.filter((c) => c.url.includes('/Notes'))).toEqual([]);
    expect(codes(await as('anonymous', ADD_NOTE, { id: article.id, text: 'hi' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it("another reporter cannot add to a draft's thread (NOT_FOUND)", async () => {
    const article = await articleInReview();
    const res = await as('otherReporter', ADD_NOTE, { id: article.id, text: 'Hello' });
    expect(codes(res)).toEqual(['NOT_FOUND']);
  });

  it('refuses an empty or too long text (BAD_USER_INPUT, field text)', async () => {
    const article = await articleInReview();
    for (const text of ['', 'y'.repeat(2001)]) {
      const res = await as('editor', ADD_NOTE, { id: article.id, text });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions).toMatchObject({ field: 'text' });
    }
  });
});

describe('the author filter', () => {
  const LIST = `query($authorId: ID, $status: [ArticleStatus!]) {
    articles(status: $status, authorId: $authorId, pageSize: 1000) { items { id author { id } } }
  }`;

  it('articles(authorId) lists only that account’s articles', async () => {
    const article = await articleInReview();
    const res = await as<{ articles: { items: { id: string; author: { id: string } }[] } }>(
      'editor',
      LIST,
      { status: [], authorId: ids.author },
    );
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.articles.items;
    expect(items.map((a) => a.id)).toContain(article.id);
    expect(new Set(items.map((a) => a.author.id))).toEqual(new Set([ids.author]));
  });

  it('refuses a bad authorId (BAD_USER_INPUT, field authorId)', async () => {
    const bad = await as('editor', LIST, { status: [], authorId: 'abc' });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors![0]!.extensions).toMatchObject({ field: 'authorId' });
  });

  it('articleAuthors lists the authors the account may see; signed out is UNAUTHENTICATED', async () => {
    await articleInReview();
    const res = await as<{ articleAuthors: { id: string; name: string }[] }>(
      'editor',
      '{ articleAuthors { id name } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.articleAuthors).toContainEqual({ id: ids.author, name: 'Loop author' });
    expect(codes(await as('anonymous', '{ articleAuthors { id } }'))).toEqual(['UNAUTHENTICATED']);
  });
});
