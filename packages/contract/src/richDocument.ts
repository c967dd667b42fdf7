/*
 * The article body's schema (see richText.ts). The api checks every body it is sent with
 * `checkRichDocument`. Its plain text, its links' rule and the body made from plain text are in
 * richDocumentText.ts, re-exported here.
 */

import { Type, type TSchema } from 'typebox';
import { IMAGE_ID_PATTERN, LIMITS } from './facts.js';
import { imagesOf, isSafeHref, plainTextOf } from './richDocumentText.js';
import type { RichDocument, RichImage } from './richText.js';
import { leaf, list, literal, object, oneOfTypes, optional, type Check } from './shapeCheck.js';

import { RICH_IMAGE_SRC_PATTERN } from './richDocumentText.js';

export {
  documentOf,
  imagesOf,
  isSafeHref,
  plainTextOf,
  RICH_IMAGE_SRC_PATTERN,
} from './richDocumentText.js';

const LINK_RULE =
  'a link must be an http:// or https:// address, a mailto: address or a path on this site starting with /';

/** Control characters other than tab, newline and carriage return: never meaningful in a story. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NO_CONTROL = 'must not contain control characters';

/** `type` refined by each of `rules`, in order, each refusal with its own message. */
function refined<T>(type: TSchema, rules: [(value: T) => boolean, string][]): TSchema {
  let out = type;
  for (const [rule, message] of rules)
    out = Type.Refine(
      out,
      (v) => rule(v as T),
      () => message,
    );
  return out;
}

/** Text of at most `max` characters (code points, as the api counts them everywhere). */
const textRules = (max: number, what: string): [(value: string) => boolean, string][] => [
  [(value) => [...value].length <= max, `${what} must be at most ${max} characters`],
  [(value) => !CONTROL.test(value), `${what} ${NO_CONTROL}`],
];

const optionalText = (max: number, what: string) =>
  optional(leaf(refined(Type.String(), textRules(max, what)), `${what} must be text`), true);

const Mark = oneOfTypes(
  () => ({
    bold: object({ type: literal('bold') }),
    italic: object({ type: literal('italic') }),
    link: object({
      type: literal('link'),
      attrs: object(
        { href: leaf(refined(Type.String(), [[isSafeHref, LINK_RULE]]), 'a link needs an href') },
        'a link needs attrs with its href',
      ),
    }),
  }),
  (value) => unknownType(value, 'mark'),
);

const Text = object({
  type: literal('text'),
  text: leaf(
    refined<string>(Type.String(), [
      [(value) => value.length >= 1, 'a text node must not be empty'],
      [(value) => !CONTROL.test(value), `text ${NO_CONTROL}`],
    ]),
    'text must be a string',
  ),
  marks: optional(
    list(Mark, [
      [
        (marks) => new Set(marks.map((m) => (m as { type: string }).type)).size === marks.length,
        'a mark may be given only once on the same text',
      ],
    ]),
  ),
});

const Inline = oneOfTypes(
  () => ({ text: Text, hardBreak: object({ type: literal('hardBreak') }) }),
  (value) => unknownType(value, 'inline node', 'text or hardBreak'),
);

const Paragraph = object({ type: literal('paragraph'), content: optional(list(Inline)) });

const Heading = object({
  type: literal('heading'),
  attrs: object(
    {
      level: leaf(Type.Union([Type.Literal(2), Type.Literal(3)]), 'a heading level must be 2 or 3'),
    },
    'a heading needs attrs with its level, 2 or 3',
  ),
  content: optional(list(Inline)),
});

const Blockquote = object({
  type: literal('blockquote'),
  attrs: optional(object({ attribution: optionalText(LIMITS.attributionMax, 'attribution') })),
  content: list(
    oneOfTypes(
      () => ({ paragraph: Paragraph }),
      (value) => unknownType(value, 'node in a quote', 'paragraph'),
    ),
    [[(nodes) => nodes.length >= 1, 'a quote needs at least one paragraph']],
  ),
});

const listItems = list(
  (value, path) => ListItem(value, path),
  [[(items) => items.length >= 1, 'a list needs at least one item']],
);

const BulletList = object({ type: literal('bulletList'), content: listItems });

const OrderedList = object({
  type: literal('orderedList'),
  attrs: optional(
    object({
      start: optional(
        leaf(
          refined<number>(Type.Number(), [
            [Number.isInteger, 'a list’s start must be a whole number'],
            [(n) => n >= 0, 'a list’s start must be 0 or more'],
            [(n) => n <= LIMITS.pageMax, `a list’s start must be at most ${LIMITS.pageMax}`],
          ]),
          'a list’s start must be a number',
        ),
      ),
    }),
  ),
  content: listItems,
});

const ListItem: Check = object({
  type: literal('listItem'),
  content: list(
    oneOfTypes(
      () => ({ paragraph: Paragraph, bulletList: BulletList, orderedList: OrderedList }),
      (value) => unknownType(value, 'node in a list item', 'paragraph, bulletList or orderedList'),
    ),
    [
      [(nodes) => nodes.length >= 1, 'a list item needs a paragraph'],
      [
        (nodes) => (nodes[0] as { type?: unknown } | undefined)?.type === 'paragraph',
        'a list item must start with a paragraph',
      ],
    ],
  ),
});

const Image = object({
  type: literal('image'),
  attrs: object(
    {
      imageId: leaf(
        refined<string>(Type.String(), [
          [
            (id) => IMAGE_ID_PATTERN.test(id),
            'imageId must be the id POST /Media answered: 32 hex digits',
          ],
        ]),
        'imageId must be the id POST /Media answered',
      ),
      src: leaf(
        refined<string>(Type.String(), [
          [
            (src) => RICH_IMAGE_SRC_PATTERN.test(src),
            'src must be one of the photo’s files, /media/i/…',
          ],
        ]),
        'src must be the photo’s file address',
      ),
      alt: leaf(
        refined<string>(Type.String(), [
          ...textRules(LIMITS.imageAltMax, 'alt'),
          [(alt) => alt.trim() !== '', 'a photo needs alt text describing it'],
        ]),
        'alt must be text',
      ),
      caption: optionalText(LIMITS.imageCaptionMax, 'caption'),
      credit: optionalText(LIMITS.imageCreditMax, 'credit'),
    },
    'a photo needs attrs: imageId, src and alt',
  ),
});

const Block = oneOfTypes(
  () => ({
    paragraph: Paragraph,
    heading: Heading,
    blockquote: Blockquote,
    bulletList: BulletList,
    orderedList: OrderedList,
    image: Image,
  }),
  (value) =>
    unknownType(value, 'block', 'paragraph, heading, blockquote, bulletList, orderedList or image'),
);

/** The document's check. Use `checkRichDocument`, which also bounds its size and depth first. */
const richDocumentCheck = object(
  {
    type: literal('doc', 'the document’s type must be "doc"'),
    content: list(Block, [], 'the document’s content must be a list of blocks'),
  },
  'the body must be a document: {"type": "doc", "content": […]}',
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
  const problem = richDocumentCheck(value, []);
  if (problem) return { ok: false, path: formatPath(problem.path), reason: problem.reason };
  // A copy, as JSON has it: the caller's value is never the one kept.
  const document = JSON.parse(json) as RichDocument;
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
