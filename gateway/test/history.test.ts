import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/* An article's versions and audit trail through GraphQL, over the real api. */

let stack: Stack;
let admin: string;
let editor: string;

const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id updatedAt } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) {
  updateArticle(id: $id, input: $input) { id updatedAt }
}`;
const HISTORY = `query($id: ID!) {
  article(id: $id) {
    revisions { number action fields restoredFrom createdAt author { id name } title writtenSummary content category language }
    auditTrail { id articleId articleTitle language action detail createdAt user { name } }
  }
}`;
const RESTORE = `mutation($id: ID!, $number: Int!, $updatedAt: DateTime) {
  restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) { title category updatedAt }
}`;

interface Revision {
  number: number;
  action: string;
  fields: string[];
  restoredFrom: number | null;
  author: { id: string | null; name: string };
  title: string;
  writtenSummary: string | null;
  content: string;
  category: string;
  language: string;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
  const username = uniqueName('histeditor');
  const created = await stack.gql(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        username,
        fullName: 'History Editor',
        email: `${username}@example.com`,
        role: 'EDITOR',
        password: `${username}-password`,
      },
    },
    { token: admin },
  );
  expect(created.body.errors).toBeUndefined();
  editor = await stack.login(username, `${username}-password`);
});
afterAll(() => stack.close());

async function story() {
  const res = await stack.gql<{ createArticle: { id: string; updatedAt: string } }>(
    CREATE,
    {
      input: {
        title: 'Budget session opens',
        content: 'The session opens on Monday.',
        category: 'POLITICS',
        language: 'EN',
        mediaUrl: '/media/seed/x.svg',
        status: 'DRAFT',
      },
    },
    { token: editor },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle;
}

describe('history through GraphQL', () => {
  it('lists versions with their words, read once each, and the moves', async () => {
    const article = await story();
    const saved = await stack.gql(
      UPDATE,
      { id: article.id, input: { title: 'Budget session opens today', category: 'BUSINESS' } },
      { token: editor },
    );
    expect(saved.body.errors).toBeUndefined();
    await stack.gql(UPDATE, { id: article.id, input: { status: 'PUBLISHED' } }, { token: editor });

    stack.resetCalls();
    const res = await stack.gql<{
      article: { revisions: Revision[]; auditTrail: { action: string; articleTitle: string }[] };
    }>(HISTORY, { id: article.id }, { token: editor });
    expect(res.body.errors).toBeUndefined();
    const { revisions, auditTrail } = res.body.data!.article;
    expect(revisions.map((r) => [r.number, r.action, r.fields])).toEqual([
      [2, 'EDIT', ['title', 'category']],
      [1, 'CREATE', ['title', 'summary', 'content', 'category', 'language', 'image']],
    ]);
    expect(revisions[1]).toMatchObject({
      title: 'Budget session opens',
      category: 'POLITICS',
      language: 'EN',
      writtenSummary: null,
      author: { name: 'History Editor' },
    });
    expect(revisions[0]!.category).toBe('BUSINESS');
    expect(auditTrail.map((m) => m.action)).toEqual(['PUBLISH']);
    // One list, then each version's words once, whatever fields asked for them.
    const paths = stack.calls.map((c) => c.url).filter((p) => p.includes('/Revisions'));
    expect(paths.sort()).toEqual([
      `/Articles/${article.id}/Revisions`,
      `/Articles/${article.id}/Revisions/1`,
      `/Articles/${article.id}/Revisions/2`,
    ]);
  });

  it('restores a version, refuses a stale one with CONFLICT and a bad number by name', async () => {
    const article = await story();
    const second = await stack.gql<{ updateArticle: { updatedAt: string } }>(
      UPDATE,
      { id: article.id, input: { title: 'A changed headline' } },
      { token: editor },
    );
    const stale = await stack.gql(
      RESTORE,
      { id: article.id, number: 1, updatedAt: article.updatedAt },
      { token: editor },
    );
    expect(codes(stale)).toEqual(['CONFLICT']);
    const restored = await stack.gql<{ restoreArticleRevision: { title: string } }>(
      RESTORE,
      { id: article.id, number: 1, updatedAt: second.body.data!.updateArticle.updatedAt },
      { token: editor },
    );
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data!.restoreArticleRevision.title).toBe('Budget session opens');
    const one = await stack.gql<{ articleRevision: { action: string; restoredFrom: number } }>(
      'query($id: ID!) { articleRevision(articleId: $id, number: 3) { action restoredFrom } }',
      { id: article.id },
      { token: editor },
    );
    expect(one.body.data!.articleRevision).toEqual({ action: 'RESTORE', restoredFrom: 1 });
    const bad = await stack.gql(RESTORE, { id: article.id, number: 0 }, { token: editor });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors![0]!.extensions).toMatchObject({ field: 'number' });
    const missing = await stack.gql<{ articleRevision: unknown }>(
      'query($id: ID!) { articleRevision(articleId: $id, number: 99) { number } }',
      { id: article.id },
      { token: editor },
    );
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data!.articleRevision).toBeNull();
  });

  it('is for staff; the site-wide trail for admins', async () => {
    const article = await story();
    await stack.gql(UPDATE, { id: article.id, input: { status: 'PUBLISHED' } }, { token: editor });
    const anonymous = await stack.gql(
      'query($id: ID!) { article(id: $id) { revisions { number } } }',
      { id: article.id },
    );
    expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
    const TRAIL =
      'query { auditTrail(pageSize: 5) { items { articleId action } totalItems page pageSize } }';
    const forEditor = await stack.gql(TRAIL, {}, { token: editor });
    expect(codes(forEditor)).toEqual(['FORBIDDEN']);
    const forAdmin = await stack.gql<{
      auditTrail: { items: { articleId: string; action: string }[]; pageSize: number };
    }>(TRAIL, {}, { token: admin });
    expect(forAdmin.body.errors).toBeUndefined();
    expect(forAdmin.body.data!.auditTrail.items[0]).toEqual({
      articleId: article.id,
      action: 'PUBLISH',
    });
    expect(forAdmin.body.data!.auditTrail.pageSize).toBe(5);
    const badPage = await stack.gql(
      'query { auditTrail(pageSize: 0) { totalItems } }',
      {},
      { token: admin },
    );
    expect(badPage.body.errors![0]!.extensions).toMatchObject({ field: 'pageSize' });
  });
});
