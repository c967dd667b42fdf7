import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleNote, User } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

/*
 * `GET /Articles/SentBack`: which rows of a staff list are drafts sent back to their authors,
 * with the note, in one call.
 */

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

const sentBackOf = (ids: (number | string)[], token: string | null = editor.token) =>
  api.inject({
    method: 'GET',
    url: `/Articles/SentBack?Ids=${encodeURIComponent(ids.join(','))}`,
    headers: token ? bearer(token) : {},
  });
const entries = async (ids: number[], token?: string) => {
  const res = await sentBackOf(ids, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { articleId: number; note: ArticleNote }[] }>().data;
};
const sendBack = (id: number, note: string) =>
  api.inject({
    method: 'POST',
    url: `/Articles/${id}/SendBack`,
    headers: bearer(editor.token),
    payload: { note },
  });
const move = (id: number, status: string, token = reporter.token) =>
  api.inject({
    method: 'PATCH',
    url: `/Articles/${id}`,
    headers: bearer(token),
    payload: { status },
  });

/** A reporter's article handed in for review and sent back with `note`. */
async function sentBackDraft(note: string): Promise<Article> {
  const article = await api.createArticle(reporter.token, {
    title: 'Ward budget',
    status: 'in_review',
  });
  expect((await sendBack(article.id, note)).statusCode).toBe(200);
  return article;
}

describe('drafts sent back, for a whole list', () => {
  it('names the drafts sent back among the ids, each with its note and who sent it', async () => {
    const sent = await sentBackDraft('Add the mayor’s quote.\nAnd a photo.');
    const draft = await api.createArticle(reporter.token, { title: 'Never handed in' });
    const inReview = await api.createArticle(reporter.token, { status: 'in_review' });
    const published = await api.createArticle(editor.token);
    const found = await entries([draft.id, sent.id, inReview.id, published.id, 99_999_999]);
    expect(found).toEqual([
      {
        articleId: sent.id,
        note: {
          id: expect.any(Number) as number,
          text: 'Add the mayor’s quote.\nAnd a photo.',
          sentBack: true,
          createdAt: expect.any(String) as string,
          author: { id: editor.user.id, name: editor.user.full_Name },
        },
      },
    ]);
  });

  it('is no longer sent back once submitted again, and is with the newer note when sent back again', async () => {
    const article = await sentBackDraft('First round.');
    expect((await move(article.id, 'in_review')).statusCode).toBe(200);
    expect(await entries([article.id])).toEqual([]);
    expect((await sendBack(article.id, 'Second round.')).statusCode).toBe(200);
    expect((await entries([article.id])).map((e) => e.note.text)).toEqual(['Second round.']);
  });

  it('is not sent back when its author withdrew it, or once published and unpublished', async () => {
    const withdrawn = await sentBackDraft('Fix the date.');
    await move(withdrawn.id, 'in_review');
    expect((await move(withdrawn.id, 'draft')).statusCode).toBe(200);
    const republished = await sentBackDraft('Shorter.');
    expect((await move(republished.id, 'published', editor.token)).statusCode).toBe(200);
    expect((await move(republished.id, 'draft', editor.token)).statusCode).toBe(200);
    expect(await entries([withdrawn.id, republished.id])).toEqual([]);
  });

  it("leaves out an editor's move back to a draft without a note, not showing an older note", async () => {
    const article = await sentBackDraft('An older round.');
    await move(article.id, 'in_review');
    // An editor's plain update: audited as a send-back, with no note of its own.
    expect((await move(article.id, 'draft', editor.token)).statusCode).toBe(200);
    expect(await entries([article.id])).toEqual([]);
  });

  it('answers only what the caller may read: the author and editors, not another reporter', async () => {
    const article = await sentBackDraft('Check the figures.');
    for (const token of [reporter.token, editor.token, admin]) {
      expect((await entries([article.id], token)).map((e) => e.articleId)).toEqual([article.id]);
    }
    expect(await entries([article.id], other.token)).toEqual([]);
  });

  it('is for staff only: 401 without a token', async () => {
    const article = await sentBackDraft('Internal.');
    const res = await sentBackOf([article.id], null);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Internal.');
  });

  it('refuses Ids that are not 1 to 100 article ids (400, field Ids)', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const ids of [[''], ['a'], ['0'], ['1', '', '2'], ['-3'], ['1.5'], tooMany]) {
      const res = await sentBackOf(ids);
      expect(res.statusCode, ids.join(',')).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.json<ErrorBody>().errors[0]!.field).toMatch(/Ids/);
    }
    const missing = await api.inject({
      method: 'GET',
      url: '/Articles/SentBack',
      headers: bearer(editor.token),
    });
    expect(missing.statusCode).toBe(400);
    // A hundred ids, some repeated, are fine.
    expect((await sentBackOf([...tooMany.slice(0, 99), 1])).statusCode).toBe(200);
  });
});
