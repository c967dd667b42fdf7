import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * Drafts through GraphQL and the real api over HTTP: a draft needs only a title or some text;
 * leaving the drafts needs a title, text, a category and an image, each missing one named, and a
 * summary when one is sent with a submission or publication; the form's autosave changes only a
 * draft's words and keeps one version per sitting.
 */

let stack: Stack;
let reporter: string;
let editor: string;

const FIELDS = 'id title content category mediaUrl status updatedAt';
const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`;

interface Draft {
  id: string;
  title: string;
  content: string;
  category: string | null;
  mediaUrl: string;
  status: string;
  updatedAt: string;
}

async function account(role: string): Promise<string> {
  const admin = await stack.login('admin', ADMIN_PASSWORD);
  const username = uniqueName(role.toLowerCase());
  const password = `${username}-password`;
  const res = await stack.gql(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        username,
        fullName: `Drafts ${role}`,
        email: `${username}@example.com`,
        role,
        password,
      },
    },
    { token: admin },
  );
  expect(res.body.errors).toBeUndefined();
  return stack.login(username, password);
}

beforeAll(async () => {
  stack = await startStack();
  reporter = await account('REPORTER');
  editor = await account('EDITOR');
});
afterAll(() => stack?.close());

const create = (input: object, token = reporter) =>
  stack.gql<{ createArticle: Draft }>(CREATE, { input }, { token });
const update = (id: string, input: object, token = reporter) =>
  stack.gql<{ updateArticle: Draft }>(UPDATE, { id, input }, { token });

describe('drafts through GraphQL', () => {
  it('creates a draft with only a title: no category (null), no image', async () => {
    const res = await create({ title: 'Only a headline so far' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createArticle).toMatchObject({
      title: 'Only a headline so far',
      content: '',
      category: null,
      mediaUrl: '',
      status: 'DRAFT',
    });
    const revisions = await stack.gql<{ article: { revisions: { category: string | null }[] } }>(
      'query($id: ID!) { article(id: $id) { revisions { category } } }',
      { id: res.body.data!.createArticle.id },
      { token: reporter },
    );
    expect(revisions.body.data!.article.revisions).toEqual([{ category: null }]);
  });

  it('refuses an empty draft, naming the title', async () => {
    const res = await create({ title: ' ', content: '' });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'title',
    });
  });

  it('refuses to submit or publish without what is missing, naming each field', async () => {
    const draft = (await create({ title: 'Budget', content: 'Numbers.' })).body.data!.createArticle;
    const submit = await update(draft.id, { status: 'IN_REVIEW' });
    expect(submit.body.errors?.[0]?.message).toBe(
      'To submit it for review, the article needs a category and an image (mediaUrl or imageId); a draft may be saved without them',
    );
    expect(submit.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'category',
      fields: ['category', 'mediaUrl'],
    });
    // An editor's article is published unless it says otherwise.
    const publish = await create({ title: 'Budget', content: 'Numbers.' }, editor);
    expect(publish.body.errors?.[0]?.extensions).toMatchObject({
      field: 'category',
      fields: ['category', 'mediaUrl'],
    });
    const done = await update(draft.id, {
      category: 'BUSINESS',
      mediaUrl: '/media/seed/x.svg',
      status: 'IN_REVIEW',
    });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.updateArticle.status).toBe('IN_REVIEW');
  });

  it('refuses a summary sent empty with a submission or a publication, naming it', async () => {
    const whole = {
      title: 'Ferry resumes',
      content: 'Boats run again.',
      category: 'ANNOUNCEMENT',
      mediaUrl: '/media/seed/x.svg',
    };
    const created = await create({ ...whole, summary: '', status: 'IN_REVIEW' });
    expect(created.body.errors?.[0]?.message).toBe(
      'To submit it for review, the article needs a summary; a draft may be saved without it',
    );
    expect(created.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'summary',
    });
    const draft = (await create({ ...whole, summary: '' })).body.data!.createArticle;
    const publish = await update(draft.id, { summary: ' ', status: 'PUBLISHED' }, editor);
    expect(publish.body.errors?.[0]?.extensions).toMatchObject({ field: 'summary' });
    const done = await update(draft.id, { summary: 'Boats again.', status: 'PUBLISHED' }, editor);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.updateArticle.status).toBe('PUBLISHED');
  });

  it('clears a draft’s category with null', async () => {
    const draft = (await create({ title: 'Sorted later', category: 'SPORTS' })).body.data!
      .createArticle;
    const res = await update(draft.id, { category: null });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateArticle.category).toBeNull();
  });

  it('autosaves a draft as one version per sitting, and refuses to autosave anything else', async () => {
    const draft = (await create({ title: 'Typing' })).body.data!.createArticle;
    let updatedAt = draft.updatedAt;
    for (const content of ['First line.', 'First line. Second line.']) {
      const res = await update(draft.id, { content, autosave: true, updatedAt });
      expect(res.body.errors).toBeUndefined();
      updatedAt = res.body.data!.updateArticle.updatedAt;
    }
    const history = await stack.gql<{ article: { revisions: { action: string }[] } }>(
      'query($id: ID!) { article(id: $id) { revisions { action } } }',
      { id: draft.id },
      { token: reporter },
    );
    expect(history.body.data!.article.revisions.map((r) => r.action)).toEqual([
      'AUTOSAVE',
      'CREATE',
    ]);
    const moving = await update(draft.id, { status: 'IN_REVIEW', autosave: true });
    expect(moving.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'autosave',
    });
  });
});
