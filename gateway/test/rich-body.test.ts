import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/*
 * An article's body as a document (`RichDocument`) through GraphQL and the real api over HTTP:
 * written as `body` (its text becomes `content`) or as `content` alone (made into paragraphs),
 * never both, refused by field and reason when it breaks the schema, read back with the photos
 * it shows, and kept with each version.
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

interface Uploaded {
  id: string;
  format: string;
  variants: { url: string; width: number; format: string }[];
}

/** A photo uploaded through the gateway, as the staff editor uploads one. */
async function uploaded(): Promise<Uploaded> {
  const bytes = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'rain.jpg');
  const res = await fetch(`${stack.url}/graphql/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { image: Uploaded }).image;
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
  it('keeps a document with an inline photo as sent, and answers the photo with its sizes', async () => {
    const photo = await uploaded();
    const own = photo.variants.filter((v) => v.format === photo.format);
    const body = {
      ...STORY,
      content: [
        ...STORY.content,
        {
          type: 'blockquote',
          attrs: { attribution: 'మేయర్' },
          content: [p(t('మేము సిద్ధంగా ఉన్నాం.'))],
        },
        {
          type: 'image',
          attrs: {
            imageId: photo.id,
            src: own[own.length - 1]!.url,
            alt: 'నీట మునిగిన రోడ్డు',
            caption: 'అమీర్‌పేట',
            credit: 'సిబ్బంది',
          },
        },
      ],
    };
    const res = await create({ title: 'వర్ష సూచన', body, status: 'DRAFT' });
    expect(res.body.errors).toBeUndefined();
    const { id } = res.body.data!.createArticle;
    expect(res.body.data!.createArticle.body).toEqual(body);
    const read = await stack.gql<{
      article: {
        body: unknown;
        bodyImages: { id: string; variants: { url: string }[] }[];
        revisions: { body: unknown }[];
      };
    }>(
      'query($id: ID!) { article(id: $id) { body bodyImages { id variants { url } } revisions { body } } }',
      { id },
      { token: admin },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.article.body).toEqual(body);
    expect(read.body.data!.article.bodyImages).toEqual([
      { id: photo.id, variants: photo.variants.map((v) => ({ url: v.url })) },
    ]);
    expect(read.body.data!.article.revisions).toEqual([{ body }]);
  });

  it('refuses a photo that was never uploaded, naming body', async () => {
    const res = await create({
      title: 'No such photo',
      status: 'DRAFT',
      body: {
        type: 'doc',
        content: [
          {
            type: 'image',
            attrs: { imageId: 'a'.repeat(32), src: `/media/i/${'a'.repeat(32)}-480.jpg`, alt: 'x' },
          },
        ],
      },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(res.body.errors?.[0]?.message).toMatch(/content\[0\]\.attrs\.imageId/);
  });

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
