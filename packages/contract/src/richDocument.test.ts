import { describe, expect, it } from 'vitest';
import { LIMITS } from './facts.js';
import {
  checkRichDocument,
  documentOf,
  isSafeHref,
  plainTextOf,
  type RichDocumentCheck,
} from './richDocument.js';
import type { RichDocument } from './richText.js';

const ID = 'c0ffee'.padEnd(32, '0');
const SRC = `/media/i/${ID}-1600.jpg`;

const t = (text: string, marks?: unknown[]) => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const item = (...content: unknown[]) => ({ type: 'listItem', content });

/** A story with every node and mark the format has, in Telugu and English. */
const EVERYTHING = doc(
  p(t('హైదరాబాద్‌లో '), t('భారీ', [{ type: 'bold' }]), t(' వర్షం', [{ type: 'italic' }])),
  { type: 'heading', attrs: { level: 2 }, content: [t('ఏం జరిగింది')] },
  { type: 'heading', attrs: { level: 3 }, content: [t('Details')] },
  p(
    t('Read the ', []),
    t('forecast', [{ type: 'link', attrs: { href: 'https://imd.gov.in/' } }, { type: 'bold' }]),
    { type: 'hardBreak' },
    t('mail us', [{ type: 'link', attrs: { href: 'mailto:desk@example.com' } }]),
    t(' or see ', []),
    t('more', [{ type: 'link', attrs: { href: '/category/environment' } }]),
  ),
  {
    type: 'blockquote',
    attrs: { attribution: 'కె. రామారావు' },
    content: [p(t('మేము సిద్ధంగా ఉన్నాం.'))],
  },
  { type: 'blockquote', content: [p(t('Unattributed.'))] },
  {
    type: 'bulletList',
    content: [
      item(p(t('ఒకటి'))),
      item(p(t('two')), { type: 'orderedList', content: [item(p(t('a')))] }),
    ],
  },
  {
    type: 'orderedList',
    attrs: { start: 3 },
    content: [item(p(t('third'))), item(p(t('fourth')))],
  },
  {
    type: 'image',
    attrs: { imageId: ID, src: SRC, alt: 'Flooded street', caption: 'Ameerpet', credit: 'Staff' },
  },
  { type: 'image', attrs: { imageId: ID, src: SRC, alt: 'Again', caption: null, credit: null } },
  { type: 'paragraph' },
);

function refusal(value: unknown): { path: string; reason: string } {
  const check: RichDocumentCheck = checkRichDocument(value);
  if (check.ok) throw new Error('expected a refusal');
  return { path: check.path, reason: check.reason };
}

describe('checkRichDocument', () => {
  it('accepts every node type and mark, and answers the text and photos', () => {
    const check = checkRichDocument(EVERYTHING);
    expect(check).toMatchObject({ ok: true, document: EVERYTHING });
    if (!check.ok) return;
    expect(check.images).toEqual([
      { imageId: ID, src: SRC, alt: 'Flooded street', caption: 'Ameerpet', credit: 'Staff' },
      { imageId: ID, src: SRC, alt: 'Again', caption: null, credit: null },
    ]);
    expect(check.text).toBe(
      [
        'హైదరాబాద్‌లో భారీ వర్షం',
        'ఏం జరిగింది',
        'Details',
        'Read the forecast\nmail us or see more',
        'మేము సిద్ధంగా ఉన్నాం.\n\n— కె. రామారావు',
        'Unattributed.',
        '- ఒకటి\n- two\n1. a',
        '3. third\n4. fourth',
      ].join('\n\n'),
    );
  });

  it('accepts an empty document', () => {
    expect(checkRichDocument(doc())).toMatchObject({ ok: true, text: '', images: [] });
  });

  it.each([
    ['not an object', 'words', '', /must be a document/],
    ['another root', { type: 'paragraph', content: [] }, 'type', /type must be "doc"/],
    ['no content list', { type: 'doc' }, 'content', /list of blocks/],
    ['a root property', { ...doc(), version: 2 }, 'version', /unknown property "version"/],
    ['an unknown block', doc({ type: 'table' }), 'content[0].type', /unknown block type "table"/],
    ['a block without a type', doc(null), 'content[0]', /object with a type/],
    ['an h1', doc({ type: 'heading', attrs: { level: 1 } }), 'content[0].attrs.level', /2 or 3/],
    ['an h4', doc({ type: 'heading', attrs: { level: 4 } }), 'content[0].attrs.level', /2 or 3/],
    ['a heading without level', doc({ type: 'heading' }), 'content[0].attrs', /level/],
    [
      'an unknown paragraph attribute',
      doc({ type: 'paragraph', attrs: { textAlign: 'left' } }),
      'content[0].attrs',
      /unknown property "attrs"/,
    ],
    [
      'an unknown inline node',
      doc(p({ type: 'emoji', attrs: { name: 'smile' } })),
      'content[0].content[0].type',
      /unknown inline node type "emoji"/,
    ],
    ['an empty text', doc(p(t(''))), 'content[0].content[0].text', /must not be empty/],
    [
      'a control character in text',
      doc(p(t('nul\u0000here'))),
      'content[0].content[0].text',
      /control characters/,
    ],
    [
      'an unknown mark',
      doc(p(t('x', [{ type: 'underline' }]))),
      'content[0].content[0].marks[0].type',
      /unknown mark type "underline"/,
    ],
    [
      'a mark given twice',
      doc(p(t('x', [{ type: 'bold' }, { type: 'bold' }]))),
      'content[0].content[0].marks',
      /only once/,
    ],
    [
      'an unknown link attribute',
      doc(p(t('x', [{ type: 'link', attrs: { href: 'https://a.in', target: '_blank' } }]))),
      'content[0].content[0].marks[0].attrs.target',
      /unknown attribute "target"/,
    ],
    [
      'a javascript: link',
      doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      'content[0].content[0].marks[0].attrs.href',
      /http:\/\/ or https:\/\//,
    ],
    [
      'a data: link',
      doc(p(t('x', [{ type: 'link', attrs: { href: 'data:text/html,<b>x</b>' } }]))),
      'content[0].content[0].marks[0].attrs.href',
      /http:\/\/ or https:\/\//,
    ],
    [
      'a link without href',
      doc(p(t('x', [{ type: 'link', attrs: {} }]))),
      'content[0].content[0].marks[0].attrs.href',
      /needs an href/,
    ],
    [
      'a quote attribute other than attribution',
      doc({ type: 'blockquote', attrs: { cite: 'x' }, content: [p(t('q'))] }),
      'content[0].attrs.cite',
      /unknown attribute "cite"/,
    ],
    [
      'a heading inside a quote',
      doc({ type: 'blockquote', content: [{ type: 'heading', attrs: { level: 2 } }] }),
      'content[0].content[0].type',
      /unknown node in a quote type "heading"/,
    ],
    [
      'an empty quote',
      doc({ type: 'blockquote', content: [] }),
      'content[0].content',
      /at least one paragraph/,
    ],
    [
      'an attribution too long',
      doc({
        type: 'blockquote',
        attrs: { attribution: 'x'.repeat(LIMITS.attributionMax + 1) },
        content: [p(t('q'))],
      }),
      'content[0].attrs.attribution',
      /at most 200/,
    ],
    ['an empty list', doc({ type: 'bulletList', content: [] }), 'content[0].content', /one item/],
    [
      'a paragraph straight in a list',
      doc({ type: 'orderedList', content: [p(t('x'))] }),
      'content[0].content[0].type',
      /expected "listItem"/,
    ],
    [
      'a list item starting with a list',
      doc({ type: 'bulletList', content: [item({ type: 'bulletList', content: [item(p())] })] }),
      'content[0].content[0].content',
      /start with a paragraph/,
    ],
    [
      'an image in a list item',
      doc({ type: 'bulletList', content: [item(p(), { type: 'image' })] }),
      'content[0].content[0].content[1].type',
      /unknown node in a list item type "image"/,
    ],
    [
      'a fractional list start',
      doc({ type: 'orderedList', attrs: { start: 1.5 }, content: [item(p())] }),
      'content[0].attrs.start',
      /whole number/,
    ],
    [
      'an unknown list attribute',
      doc({ type: 'orderedList', attrs: { type: 'a' }, content: [item(p())] }),
      'content[0].attrs.type',
      /unknown attribute "type"/,
    ],
    [
      'a photo without alt text',
      doc({ type: 'image', attrs: { imageId: ID, src: SRC, alt: '  ' } }),
      'content[0].attrs.alt',
      /needs alt text/,
    ],
    [
      'a photo whose id is not a photo id',
      doc({ type: 'image', attrs: { imageId: 'x', src: SRC, alt: 'a' } }),
      'content[0].attrs.imageId',
      /32 hex digits/,
    ],
    [
      'a photo from elsewhere',
      doc({ type: 'image', attrs: { imageId: ID, src: 'https://evil.example/x.jpg', alt: 'a' } }),
      'content[0].attrs.src',
      /\/media\/i\//,
    ],
    [
      'a photo with an unknown attribute',
      doc({ type: 'image', attrs: { imageId: ID, src: SRC, alt: 'a', width: 300 } }),
      'content[0].attrs.width',
      /unknown attribute "width"/,
    ],
    [
      'a control character in a credit',
      doc({ type: 'image', attrs: { imageId: ID, src: SRC, alt: 'a', credit: 'x\u0007' } }),
      'content[0].attrs.credit',
      /control characters/,
    ],
    [
      'a caption too long',
      doc({
        type: 'image',
        attrs: { imageId: ID, src: SRC, alt: 'a', caption: 'c'.repeat(LIMITS.imageCaptionMax + 1) },
      }),
      'content[0].attrs.caption',
      /at most 300/,
    ],
  ])('refuses %s', (_name, value, path, reason) => {
    const found = refusal(value);
    expect(found.path).toBe(path);
    expect(found.reason).toMatch(reason);
  });

  it('refuses nesting deeper than the bound, without walking it all', () => {
    let list: unknown = p(t('deep'));
    for (let i = 0; i < 100_000; i++) list = { type: 'bulletList', content: [item(p(), list)] };
    const found = refusal(doc(list));
    expect(found.reason).toMatch(`at most ${LIMITS.bodyDepthMax} levels`);
    expect(found.path.startsWith('content[0].content[0].content[1]')).toBe(true);
  });

  it('refuses values nested deeper than any node may be', () => {
    let attrs: unknown = 'x';
    for (let i = 0; i < 100_000; i++) attrs = { a: attrs };
    expect(refusal(doc({ type: 'heading', attrs })).reason).toMatch('nests too deeply');
  });

  it('accepts lists nested as deep as the bound allows', () => {
    // doc, then (list, item) pairs, then the paragraph and its text.
    let node: unknown = p(t('deepest'));
    const pairs = (LIMITS.bodyDepthMax - 3) / 2;
    for (let i = 0; i < Math.floor(pairs); i++) {
      node = { type: 'bulletList', content: [item(p(t(`level ${i}`)), node)] };
    }
    expect(checkRichDocument(doc(node)).ok).toBe(true);
    expect(refusal(doc({ type: 'bulletList', content: [item(p(), node)] })).reason).toMatch(
      'nests too deeply',
    );
  });

  it('refuses a document over the size limit in bytes', () => {
    const many = Array.from({ length: 2000 }, () => p(t('వ'.repeat(100), [{ type: 'bold' }])));
    expect(refusal(doc(...many))).toEqual({
      path: '',
      reason: `the document is too large: at most ${LIMITS.bodyBytesMax} bytes of JSON`,
    });
  });

  it('refuses a document whose text is over the content limit', () => {
    const many = Array.from({ length: 11 }, () => p(t('x'.repeat(10_000))));
    expect(refusal(doc(...many)).reason).toBe(
      `the text is too long: at most ${LIMITS.contentMax} characters`,
    );
  });
});

describe('isSafeHref', () => {
  it.each([
    'https://www.eenadu.net/telangana',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    'mailto:desk@example.com',
    '/news/12/a-story',
    '/',
  ])('allows %s', (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    'https://',
    'ftp://example.com',
    'example.com',
    '',
    `https://example.com/${'x'.repeat(LIMITS.mediaUrlMax)}`,
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('documentOf', () => {
  it('makes a paragraph of each run of lines between blank lines, keeping line breaks', () => {
    expect(documentOf('First  line\nsecond line\n\n \n\n  తెలుగు పేరా  \r\n\r\nLast')).toEqual({
      type: 'doc',
      content: [
        p(t('First line'), { type: 'hardBreak' }, t('second line')),
        p(t('తెలుగు పేరా')),
        p(t('Last')),
      ],
    });
  });

  it('makes an empty document of empty text', () => {
    expect(documentOf('  \n\n ')).toEqual({ type: 'doc', content: [] });
  });

  it('gives back text that reads the same', () => {
    const content = 'One paragraph.\nWith a break.\n\nమరొక పేరా.';
    expect(plainTextOf(documentOf(content))).toBe(content);
    expect(checkRichDocument(documentOf(content)).ok).toBe(true);
  });
});

describe('plainTextOf', () => {
  it('leaves photos out and separates blocks by a blank line', () => {
    const body: RichDocument = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Before.' }] },
        { type: 'image', attrs: { imageId: ID, src: SRC, alt: 'Alt', caption: 'Caption' } },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'After.' }] },
      ],
    };
    expect(plainTextOf(body)).toBe('Before.\n\nAfter.');
  });
});
