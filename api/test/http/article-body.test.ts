import { LIMITS, type RestImage, type RestRevision, type RichDocument } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';
import { filePart, photo } from '../media-fixtures.js';

/*
 * The article body as a document over REST: written as `body` (its text kept as `content`) or
 * as `content` alone (made into paragraphs), checked at the edge with the field and a reason,
 * kept with each version and restored with it; the photos it shows stay stored.
 */

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
});
afterAll(() => api?.close());

const post = (payload: object) =>
  api.inject({ method: 'POST', url: '/Articles', headers: bearer(token), payload });
const patch = (id: number, payload: object) =>
  api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });
const get = (url: string) => api.inject({ method: 'GET', url, headers: bearer(token) });

async function uploaded(seed: number): Promise<RestImage> {
  const { body, contentType } = filePart(await photo(1000, 600, { seed }));
  const res = await api.inject({
    method: 'POST',
    url: '/Media',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RestImage>();
}

/** The photo's widest file in its own format, as an inline photo's `src` names it. */
const widestOwn = (image: RestImage) =>
  image.variants.filter((v) => v.type === image.type).at(-1)!.url;

const t = (text: string, marks?: object[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const p = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => ({ type: 'doc', content });

const DRAFT = { title: 'A story with a body', status: 'draft' };

function storyWith(image: RestImage): RichDocument {
  return doc(
    p(t('Heavy rain hit '), t('Hyderabad', [{ type: 'bold' }]), t(' on Monday.')),
    { type: 'heading', attrs: { level: 2 }, content: [t('What the forecast says')] },
    p(
      t('Read the '),
      t('forecast', [{ type: 'link', attrs: { href: 'https://mausam.imd.gov.in/' } }]),
      t('.', [{ type: 'italic' }]),
      { type: 'hardBreak' },
      t('Earlier', [{ type: 'link', attrs: { href: '/category/environment' } }]),
    ),
    {
      type: 'blockquote',
      attrs: { attribution: 'The city’s mayor' },
      content: [p(t('We are ready.'))],
    },
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [p(t('Ameerpet'))] }],
    },
    {
      type: 'orderedList',
      attrs: { start: 2 },
      content: [{ type: 'listItem', content: [p(t('Stay indoors'))] }],
    },
    {
      type: 'image',
      attrs: {
        imageId: image.id,
        src: widestOwn(image),
        alt: 'A flooded street',
        caption: 'Ameerpet on Monday',
        credit: 'Staff photographer',
      },
    },
  ) as RichDocument;
}

describe('the article body over REST', () => {
  it('keeps a document as sent, with its text as content and its photos with their files', async () => {
    const image = await uploaded(301);
    const body = storyWith(image);
    const res = await post({ ...DRAFT, body });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Article>();
    expect(created.body).toEqual(body);
    expect(created.content).toBe(
      [
        'Heavy rain hit Hyderabad on Monday.',
        'What the forecast says',
        'Read the forecast.\nEarlier',
        'We are ready.\n\n— The city’s mayor',
        '- Ameerpet',
        '2. Stay indoors',
      ].join('\n\n'),
    );
    expect(created.excerpt).toBe('Heavy rain hit Hyderabad on Monday.');
    expect(created.bodyImages).toEqual([image]);

    const read = (await get(`/Articles/${created.id}`)).json<Article>();
    expect(read.body).toEqual(body);
    expect(read.bodyImages).toEqual([image]);
    // A list sends the document only when asked for it by name; by default its text.
    const listed = (
      await get(`/Articles?Status=draft&Fields=id,body,bodyImages&PageSize=100`)
    ).json<Page<Partial<Article>>>();
    expect(listed.data.find((a) => a.id === created.id)).toEqual({
      id: created.id,
      body,
      bodyImages: [image],
    });
    const byDefault = (await get(`/Articles?Status=draft&PageSize=100&Fields=`)).json<
      Page<Partial<Article>>
    >();
    const listedByDefault = byDefault.data.find((a) => a.id === created.id);
    expect(listedByDefault?.content).toBe(read.content);
    expect(listedByDefault).not.toHaveProperty('body');
    expect(listedByDefault).not.toHaveProperty('bodyImages');
  });

  it('sums up a story by its first paragraph of prose, not a subheading or quote', async () => {
    const body = doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('What happened')] },
      { type: 'blockquote', content: [p(t('“We are ready.”'))] },
      p(t('The city opened six relief camps on Monday.')),
      p(t('More rain is expected.')),
    );
    const created = (await post({ ...DRAFT, body })).json<Article>();
    expect(created.excerpt).toBe('The city opened six relief camps on Monday.');
    expect(created.summary).toBeNull();
    const changed = await patch(created.id, {
      body: doc({ type: 'heading', attrs: { level: 2 }, content: [t('Only a subheading')] }),
    });
    expect(changed.json<Article>().excerpt).toBe('Only a subheading');
  });

  it('makes paragraphs of content sent alone, so a plain-text story reads as before', async () => {
    const res = await post({
      ...DRAFT,
      content: '  First paragraph,\nwith a break.\n\n\nరెండో పేరా.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Article>();
    expect(created.content).toBe('First paragraph,\nwith a break.\n\n\nరెండో పేరా.');
    expect(created.body).toEqual(
      doc(p(t('First paragraph,'), { type: 'hardBreak' }, t('with a break.')), p(t('రెండో పేరా.'))),
    );
    expect(created.bodyImages).toEqual([]);
    const changed = await patch(created.id, { content: 'Only this now.' });
    expect(changed.json<Article>().body).toEqual(doc(p(t('Only this now.'))));
  });

  it("keeps the rich body when a spec client's PATCH sends back its own text", async () => {
    const image = await uploaded(302);
    const body = storyWith(image);
    const created = (await post({ ...DRAFT, body })).json<Article>();
    const read = (await get(`/Articles/${created.id}`)).json<Article>();
    // The spec's PATCH body: every field the spec's form has, the text as it was read.
    const specBody = {
      title: 'A story with a body, retitled',
      content: read.content.replace(/\n/g, '\r\n'),
      category: 'Environment',
      author: 'Admin',
      date: read.createdAt.slice(0, 10),
      mediaUrl: read.mediaUrl,
    };
    const kept = await patch(created.id, specBody);
    expect(kept.statusCode, kept.body).toBe(200);
    const afterKept = (await get(`/Articles/${created.id}`)).json<Article>();
    expect(afterKept.title).toBe('A story with a body, retitled');
    expect(afterKept.body).toEqual(body);
    expect(afterKept.content).toBe(read.content);
    expect(afterKept.bodyImages).toEqual([image]);

    const replaced = await patch(created.id, { ...specBody, content: 'New words.\n\nA second.' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterNew = (await get(`/Articles/${created.id}`)).json<Article>();
    expect(afterNew.body).toEqual(doc(p(t('New words.')), p(t('A second.'))));
    expect(afterNew.content).toBe('New words.\n\nA second.');
  });

  it('refuses content sent alongside a body, naming content', async () => {
    const res = await post({ ...DRAFT, body: doc(p(t('Words.'))), content: 'Other words.' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'content',
      message: 'Send either body or content, not both: content is made from body',
    });
  });

  const refusals: [string, () => Promise<unknown>, RegExp][] = [
    ['an unknown node', async () => doc({ type: 'table', content: [] }), /unknown block type/],
    [
      'an unknown mark',
      async () => doc(p(t('x', [{ type: 'underline' }]))),
      /content\[0\]\.content\[0\]\.marks\[0\]\.type: unknown mark type "underline"/,
    ],
    [
      'an unknown attribute',
      async () => doc({ type: 'paragraph', attrs: { class: 'red' }, content: [] }),
      /unknown property "attrs"/,
    ],
    [
      'a javascript: link',
      async () => doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      /attrs\.href: a link must be an http/,
    ],
    [
      'a data: link',
      async () => doc(p(t('x', [{ type: 'link', attrs: { href: 'data:text/html,hi' } }]))),
      /attrs\.href/,
    ],
    [
      'an h1',
      async () => doc({ type: 'heading', attrs: { level: 1 }, content: [t('Big')] }),
      /level: a heading level must be 2 or 3/,
    ],
    [
      'a photo that was never uploaded',
      async () =>
        doc({
          type: 'image',
          attrs: {
            imageId: 'f'.repeat(32),
            src: `/media/i/${'f'.repeat(32)}-480.jpg`,
            alt: 'Nothing',
          },
        }),
      /content\[0\]\.attrs\.imageId: This photo is no longer stored/,
    ],
    [
      'a photo whose src is another file',
      async () => {
        const image = await uploaded(302);
        return doc({
          type: 'image',
          attrs: { imageId: image.id, src: image.variants[0]!.url, alt: 'Wrong file' },
        });
      },
      /content\[0\]\.attrs\.src: src must be the photo's widest file/,
    ],
    [
      'a photo without alt text',
      async () => {
        const image = await uploaded(303);
        return doc({ type: 'image', attrs: { imageId: image.id, src: widestOwn(image), alt: '' } });
      },
      /attrs\.alt: a photo needs alt text/,
    ],
    [
      'lists nested too deeply',
      async () => {
        let node: object = p(t('deep'));
        for (let i = 0; i < 20; i++) {
          node = { type: 'bulletList', content: [{ type: 'listItem', content: [p(), node] }] };
        }
        return doc(node);
      },
      new RegExp(`nests too deeply: at most ${LIMITS.bodyDepthMax} levels`),
    ],
    [
      'a document over the size limit',
      // Little text, much markup: within the request's limit, over the document's.
      async () => {
        const marks = [
          { type: 'bold' },
          { type: 'italic' },
          { type: 'link', attrs: { href: `https://example.com/${'a'.repeat(40)}` } },
        ];
        return doc(...Array.from({ length: 4000 }, () => p(t('ab', marks))));
      },
      new RegExp(`too large: at most ${LIMITS.bodyBytesMax} bytes`),
    ],
    [
      'text over the content limit',
      async () => doc(...Array.from({ length: 11 }, () => p(t('x'.repeat(10_000))))),
      new RegExp(`too long: at most ${LIMITS.contentMax} characters`),
    ],
    [
      'a control character in the text',
      async () => doc(p(t('null\u0000byte'))),
      /content\[0\]\.content\[0\]\.text: text must not contain control characters/,
    ],
    ['a body that is not a document', async () => 'plain words', /body is refused/],
    ['a null body', async () => null, /body is refused/],
  ];

  it.each(refusals)('refuses %s with 400 naming body and why', async (_name, make, reason) => {
    const body = await make();
    const created = await post({ ...DRAFT, body });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json<ErrorBody>().errors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(created.json<ErrorBody>().errors[0]!.message).toMatch(reason);
    // The same on a change, which leaves the article as it was.
    const article = (await post({ ...DRAFT, content: 'Unchanged.' })).json<Article>();
    const changed = await patch(article.id, { body });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<ErrorBody>().errors[0]).toMatchObject({ field: 'body' });
    expect((await get(`/Articles/${article.id}`)).json<Article>().content).toBe('Unchanged.');
  });

  it('refuses a body nested far beyond the bound, as sent, without failing', async () => {
    // Written out as text: serialising it as an object would itself recurse that deep.
    const depth = 5000;
    const payload = `{"title":"Deep","status":"draft","body":{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(depth)}{"type":"paragraph"}${']}'.repeat(depth)}]}}`;
    const res = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toMatchObject({ field: 'body' });
    expect(res.json<ErrorBody>().errors[0]!.message).toMatch(/nests too deeply/);
  });

  it('keeps the body with each version, and restoring a version brings it back', async () => {
    const image = await uploaded(304);
    const rich = storyWith(image);
    const article = (await post({ ...DRAFT, body: rich })).json<Article>();
    // Only a word made bold: still a change of the content.
    const bolder = doc(p(t('Heavy rain', [{ type: 'bold' }]), t(' hit Hyderabad on Monday.')));
    expect((await patch(article.id, { body: bolder })).statusCode).toBe(200);
    const versions = (await get(`/Articles/${article.id}/Revisions`)).json<{
      data: { number: number; fields: string[] }[];
    }>().data;
    expect(versions.map((v) => [v.number, v.fields])).toEqual([
      [2, ['content']],
      [1, ['title', 'summary', 'content', 'category', 'language', 'image']],
    ]);
    const first = (await get(`/Articles/${article.id}/Revisions/1`)).json<RestRevision>();
    expect(first.body).toEqual(rich);
    expect((await get(`/Articles/${article.id}/Revisions/2`)).json<RestRevision>().body).toEqual(
      bolder,
    );

    const restored = await api.inject({
      method: 'POST',
      url: `/Articles/${article.id}/Revisions/1/Restore`,
      headers: bearer(token),
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Article>().body).toEqual(rich);
    expect(restored.json<Article>().content).toBe(article.content);
    expect(restored.json<Article>().bodyImages).toEqual([image]);
  });

  it('never sweeps away a photo a body shows, nor one a version to restore shows', async () => {
    const image = await uploaded(305);
    const article = (await post({ ...DRAFT, body: storyWith(image) })).json<Article>();
    // The photo taken out of the body: the first version still shows it.
    await patch(article.id, { body: doc(p(t('No photo now.'))) });
    await api.database.db
      .updateTable('images')
      .set({ held_until: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', image.id)
      .execute();
    await api.app.media.sweep();
    const stored = await api.database.db
      .selectFrom('images')
      .select('id')
      .where('id', '=', image.id)
      .executeTakeFirst();
    expect(stored).toBeDefined();
    const file = await api.inject({ method: 'GET', url: widestOwn(image) });
    expect(file.statusCode).toBe(200);
  });
});
