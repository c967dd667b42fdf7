import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/*
 * An article's body as a document (`RichDocument`) through GraphQL and the real api over HTTP:
 * written as `body` (its text becomes `content`) or as `content` alone (made into paragraphs),
 * never both, and refused by field and reason when it breaks the schema.
 */

let stack: Stack;
let admin: string;

const FIELDS = 'id content body';
const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`;

interface Written {
  id: string;
  content: string;
  body: { type: string; content: unknown[] };
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
});
afterAll(() => stack?.close());

const create = (input: object) =>
  stack.gql<{ createArticle: Written }>(CREATE, { input }, { token: admin });
const update = (id: string, input: object) =>
  stack.gql<{ updateArticle: Written }>(UPDATE, { id, input }, { token: admin });

const t = (text: string, marks?: object[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const p = (...content: object[]) => ({ type: 'paragraph', content });

const STORY = {
  type: 'doc',
  content: [
    p(
      t('వర్షాలపై '),
      t('వాతావరణ శాఖ', [{ type: 'link', attrs: { href: 'https://mausam.imd.gov.in/' } }]),
      t(' హెచ్చరిక.'),
    ),
    { type: 'heading', attrs: { level: 2 }, content: [t('ఎక్కడెక్కడ')] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [p(t('హైదరాబాద్'))] },
        { type: 'listItem', content: [p(t('వరంగల్'))] },
      ],
    },
  ],
};

describe('the article body through GraphQL', () => {
  it('makes the text of a body sent as a document', async () => {
    const res = await create({ title: 'వర్ష సూచన', body: STORY, status: 'DRAFT' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createArticle.content).toBe(
      'వర్షాలపై వాతావరణ శాఖ హెచ్చరిక.\n\nఎక్కడెక్కడ\n\n- హైదరాబాద్\n- వరంగల్',
    );
  });

  it('makes paragraphs of a body sent as plain text, as it always read', async () => {
    const res = await create({
      title: 'Plain text',
      content: 'First paragraph.\n\nSecond,\nwith a line break.',
      status: 'DRAFT',
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createArticle.body).toEqual({
      type: 'doc',
      content: [
        p(t('First paragraph.')),
        p(t('Second,'), { type: 'hardBreak' }, t('with a line break.')),
      ],
    });
  });

  it('refuses a body and a content sent together, naming content', async () => {
    const res = await create({ title: 'Both', body: STORY, content: 'Other words' });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'content',
    });
  });

  it('refuses a javascript: link, naming body, where and why', async () => {
    const created = await create({ title: 'Links', content: 'Safe.', status: 'DRAFT' });
    const id = created.body.data!.createArticle.id;
    const res = await update(id, {
      body: {
        type: 'doc',
        content: [p(t('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))],
      },
    });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(res.body.errors?.[0]?.message).toMatch(
      /content\[0\]\.content\[0\]\.marks\[0\]\.attrs\.href/,
    );
  });

  it('refuses an unknown node and a body that is not an object', async () => {
    const unknown = await create({
      title: 'Table',
      body: { type: 'doc', content: [{ type: 'table' }] },
    });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(unknown.body.errors?.[0]?.message).toMatch(/unknown block type "table"/);
    const text = await create({ title: 'Text', body: 'just words' });
    expect(text.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(text.body.errors?.[0]?.message).toMatch(/RichDocument must be a JSON object/);
  });
});
