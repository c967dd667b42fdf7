/*
 * The article body's schema (see richText.ts). The api checks every body it is sent with
 * `checkRichDocument`. Its plain text, its links' rule and the body made from plain text are in
 * richDocumentText.ts, re-exported here.
 */

import { z } from 'zod';
import { IMAGE_ID_PATTERN, LIMITS } from './facts.js';
import { imagesOf, isSafeHref, plainTextOf } from './richDocumentText.js';
import type { RichDocument, RichImage, RichListItem } from './richText.js';

export { documentOf, imagesOf, isSafeHref, plainTextOf } from './richDocumentText.js';

/** An inline photo's `src`: one of the photo pipeline's files, as `POST /Media` lists them. */
export const RICH_IMAGE_SRC_PATTERN =
  /^\/media\/i\/[0-9a-f]{32}-[1-9][0-9]{0,4}\.(?:webp|jpg|png)$/;

const LINK_RULE =
  'a link must be an http:// or https:// address, a mailto: address or a path on this site starting with /';

/** Control characters other than tab, newline and carriage return: never meaningful in a story. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NO_CONTROL = 'must not contain control characters';

/** Text of at most `max` characters (code points, as the api counts them everywhere). */
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .refine((value) => [...value].length <= max, `${what} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${what} ${NO_CONTROL}`);

const optionalText = (max: number, what: string) => text(max, what).nullable().optional();

const Mark = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('bold') }),
    z.strictObject({ type: z.literal('italic') }),
    z.strictObject({
      type: z.literal('link'),
      attrs: z.strictObject(
        { href: z.string({ error: 'a link needs an href' }).refine(isSafeHref, LINK_RULE) },
        { error: 'a link needs attrs with its href' },
      ),
    }),
  ],
  { error: (issue) => unknownType(issue.input, 'mark') },
);

const Text = z.strictObject({
  type: z.literal('text'),
  text: z
    .string({ error: 'text must be a string' })
    .min(1, 'a text node must not be empty')
    .refine((value) => !CONTROL.test(value), `text ${NO_CONTROL}`),
  marks: z
    .array(Mark)
    .refine(
      (marks) => new Set(marks.map((m) => m.type)).size === marks.length,
      'a mark may be given only once on the same text',
    )
    .optional(),
});

const Inline = z.discriminatedUnion(
  'type',
  [Text, z.strictObject({ type: z.literal('hardBreak') })],
  { error: (issue) => unknownType(issue.input, 'inline node', 'text or hardBreak') },
);

const Paragraph = z.strictObject({
  type: z.literal('paragraph'),
  content: z.array(Inline).optional(),
});

const Heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject(
    { level: z.union([z.literal(2), z.literal(3)], { error: 'a heading level must be 2 or 3' }) },
    { error: 'a heading needs attrs with its level, 2 or 3' },
  ),
  content: z.array(Inline).optional(),
});

const Blockquote = z.strictObject({
  type: z.literal('blockquote'),
  attrs: z
    .strictObject({ attribution: optionalText(LIMITS.attributionMax, 'attribution') })
    .optional(),
  content: z
    .array(
      z.discriminatedUnion('type', [Paragraph], {
        error: (issue) => unknownType(issue.input, 'node in a quote', 'paragraph'),
      }),
    )
    .min(1, 'a quote needs at least one paragraph'),
});

const listItems = () =>
  z.array(z.lazy((): z.ZodType<RichListItem> => ListItem)).min(1, 'a list needs at least one item');

const BulletList = z.strictObject({
  type: z.literal('bulletList'),
  get content() {
    return listItems();
  },
});

const OrderedList = z.strictObject({
  type: z.literal('orderedList'),
  attrs: z
    .strictObject({
      start: z
        .number({ error: 'a list’s start must be a number' })
        .int('a list’s start must be a whole number')
        .min(0, 'a list’s start must be 0 or more')
        .max(LIMITS.pageMax, `a list’s start must be at most ${LIMITS.pageMax}`)
        .optional(),
    })
    .optional(),
  get content() {
    return listItems();
  },
});

const ListItem = z.strictObject({
  type: z.literal('listItem'),
  content: z
    .array(
      z.discriminatedUnion('type', [Paragraph, BulletList, OrderedList], {
        error: (issue) =>
          unknownType(issue.input, 'node in a list item', 'paragraph, bulletList or orderedList'),
      }),
    )
    .min(1, 'a list item needs a paragraph')
    .refine((nodes) => nodes[0]?.type === 'paragraph', 'a list item must start with a paragraph'),
});

const Image = z.strictObject({
  type: z.literal('image'),
  attrs: z.strictObject(
    {
      imageId: z
        .string({ error: 'imageId must be the id POST /Media answered' })
        .regex(IMAGE_ID_PATTERN, 'imageId must be the id POST /Media answered: 32 hex digits'),
      src: z
        .string({ error: 'src must be the photo’s file address' })
        .regex(RICH_IMAGE_SRC_PATTERN, 'src must be one of the photo’s files, /media/i/…'),
      alt: text(LIMITS.imageAltMax, 'alt').refine(
        (alt) => alt.trim() !== '',
        'a photo needs alt text describing it',
      ),
      caption: optionalText(LIMITS.imageCaptionMax, 'caption'),
      credit: optionalText(LIMITS.imageCreditMax, 'credit'),
    },
    { error: 'a photo needs attrs: imageId, src and alt' },
  ),
});

const Block = z.discriminatedUnion(
  'type',
  [Paragraph, Heading, Blockquote, BulletList, OrderedList, Image],
  {
    error: (issue) =>
      unknownType(
        issue.input,
        'block',
        'paragraph, heading, blockquote, bulletList, orderedList or image',
      ),
  },
);

/** The document's schema. Use `checkRichDocument`, which also bounds its size and depth. */
export const richDocumentSchema = z.strictObject(
  {
    type: z.literal('doc', { error: 'the document’s type must be "doc"' }),
    content: z.array(Block, { error: 'the document’s content must be a list of blocks' }),
  },
  { error: 'the body must be a document: {"type": "doc", "content": […]}' },
);

function unknownType(input: unknown, what: string, allowed?: string): string {
  const type = input && typeof input === 'object' && 'type' in input ? input.type : undefined;
  if (typeof type !== 'string') return `each ${what} must be an object with a type`;
  return `unknown ${what} type "${type.slice(0, 40)}"${allowed ? ` (allowed: ${allowed})` : ''}`;
}

export type RichDocumentCheck =
  | {
      ok: true;
      document: RichDocument;
      /** The document's plain text (`plainTextOf`). */
      text: string;
      /** Its inline photos, in order, for the caller to match against the stored ones. */
      images: RichImage['attrs'][];
    }
  | {
      ok: false;
      /** Where in the document, such as `content[2].attrs.href` (empty for the whole). */
      path: string;
      reason: string;
    };

/**
 * Checks a body sent from outside: JSON of at most LIMITS.bodyBytesMax bytes, nodes nested at
 * most LIMITS.bodyDepthMax deep, the schema (unknown node, mark or attribute, unsafe link, bad
 * heading level, a photo without alt text), and plain text of at most LIMITS.contentMax
 * characters. Answers the first problem found. Whether each photo is a stored one is the
 * caller's to check (`images`).
 */
export function checkRichDocument(value: unknown): RichDocumentCheck {
  // Depth first: it walks no further than the bound, where JSON.stringify and the schema recurse.
  const deep = tooDeep(value, 1, 1, '');
  if (deep !== null) {
    return {
      ok: false,
      path: deep,
      reason: `the document nests too deeply: at most ${LIMITS.bodyDepthMax} levels`,
    };
  }
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined)
    return { ok: false, path: '', reason: 'the body must be a JSON document' };
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > LIMITS.bodyBytesMax) {
    return {
      ok: false,
      path: '',
      reason: `the document is too large: at most ${LIMITS.bodyBytesMax} bytes of JSON`,
    };
  }
  const parsed = richDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    let reason = issue.message;
    let path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? '';
      const inAttrs = path[path.length - 1] === 'attrs';
      reason = inAttrs ? `unknown attribute "${key}"` : `unknown property "${key}"`;
      path = [...path, key];
    }
    return { ok: false, path: formatPath(path), reason };
  }
  const document = parsed.data;
  const plain = plainTextOf(document);
  if ([...plain].length > LIMITS.contentMax) {
    return {
      ok: false,
      path: '',
      reason: `the text is too long: at most ${LIMITS.contentMax} characters`,
    };
  }
  return { ok: true, document, text: plain, images: imagesOf(document) };
}

/** The deepest a JSON value inside the document may be: a link's href under the deepest text. */
const JSON_DEPTH_MAX = 2 * LIMITS.bodyDepthMax + 3;

/**
 * The path of the first node nested deeper than LIMITS.bodyDepthMax (counting nodes through
 * `content`), or of any value deeper than JSON_DEPTH_MAX; null when none is. Never recurses past
 * the bound.
 */
function tooDeep(
  value: unknown,
  nodeDepth: number,
  jsonDepth: number,
  path: string,
): string | null {
  if (!value || typeof value !== 'object') return null;
  if (jsonDepth > JSON_DEPTH_MAX) return path;
  const at = (key: string | number) =>
    typeof key === 'number' ? `${path}[${key}]` : `${path}${path ? '.' : ''}${key}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = tooDeep(value[i], nodeDepth + 1, jsonDepth + 1, at(i));
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === 'content' && Array.isArray(child) && child.length > 0) {
      if (nodeDepth >= LIMITS.bodyDepthMax) return at(key);
      const found = tooDeep(child, nodeDepth, jsonDepth + 1, at(key));
      if (found !== null) return found;
    } else {
      const found = tooDeep(child, nodeDepth, jsonDepth + 1, at(key));
      if (found !== null) return found;
    }
  }
  return null;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += `${out ? '.' : ''}${String(key)}`;
  }
  return out;
}
