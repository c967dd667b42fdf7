import { Type, type Static } from 'typebox';
import {
  ARTICLE_FIELDS,
  ARTICLE_STATUSES,
  CATEGORIES,
  LANGUAGES,
  LIMITS,
  SUMMARY_FIELDS,
} from '../../../domain.js';
import type { RichDocument } from '@news/contract';
import { Timestamp } from '../../../lib/schemas.js';
import { Image } from '../../media/schemas.js';

/* What the articles' route groups share: the enums, the article itself, its body and fields. */

export const Category = Type.Enum([...CATEGORIES], { description: 'One of the seven categories.' });
export const Language = Type.Enum([...LANGUAGES], {
  description: 'The edition the article is written for: `en` (English) or `te` (Telugu).',
});
export const Status = Type.Enum([...ARTICLE_STATUSES], {
  description:
    '`draft`, `in_review` (handed to an editor) or `published` (readers see it from `publishedAt`).',
});

/**
 * A value or null, written as a type list rather than anyOf: the response serializer then
 * writes it directly instead of validating each value to pick a branch.
 */
export const Nullable = <T extends 'string' | 'integer'>(
  type: T,
  description: string,
  options: Record<string, unknown> = {},
) =>
  Type.Unsafe<(T extends 'string' ? string : number) | null>({
    type: [type, 'null'],
    description,
    ...options,
  });

const SHARE_IMAGE =
  'The picture for link previews, always a raster file: an uploaded photo’s 1200 px file (JPEG for a JPEG photo, WebP for a PNG one); for an illustration of this site’s own (`/media/seed/*.svg`), a 1200 px JPEG made from it once (`/media/share/...`); any other http(s) address as it is (width, height and type unknown).';

export const ShareImage = Type.Object(
  {
    url: Type.String({
      description: 'A path on this site (`/media/...`) or an http(s) URL.',
    }),
    width: Nullable('integer', 'Width in pixels; null when unknown (a pasted address).'),
    height: Nullable('integer', 'Height in pixels; null when unknown.'),
    type: Nullable('string', 'The MIME type (`image/jpeg`, `image/webp`); null when unknown.'),
  },
  { description: SHARE_IMAGE },
);

export const RICH_DOCUMENT = `A JSON document in TipTap's ProseMirror shape: \`{"type": "doc", "content": [blocks]}\`. Blocks: \`paragraph\`, \`heading\` (\`attrs.level\` 2 or 3), \`blockquote\` (paragraphs; optional \`attrs.attribution\`, up to ${LIMITS.attributionMax} characters), \`bulletList\` and \`orderedList\` (optional \`attrs.start\`) of \`listItem\`s (a paragraph, then optionally nested lists), and \`image\` (\`attrs\`: \`imageId\` from \`POST /Media\`, \`src\` the photo's widest file in its own format, \`alt\` (required), optional \`caption\` and \`credit\`). In paragraphs and headings: \`text\` (not empty; marks \`bold\`, \`italic\` and \`link\` with \`attrs.href\` an http, https or mailto address or a path on this site starting with /) and \`hardBreak\`. Nothing else is accepted: another node, mark or attribute, an unsafe link, a photo not stored or without alt text, nodes nested more than ${LIMITS.bodyDepthMax} deep, more than ${LIMITS.bodyBytesMax} bytes of JSON or more than ${LIMITS.contentMax} characters of text is refused (400, field \`body\`, the message saying where and why).`;

/** The body as a document: checked by the service (checkRichDocument), written out as it is. */
export const RichDocumentOut = Type.Unsafe<RichDocument>({
  type: 'object',
  additionalProperties: true,
  description: `The body as a document, as reader pages show it. ${RICH_DOCUMENT}`,
});

export const Article = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({
    description:
      'The body as plain text, made from `body`: blocks separated by a blank line, each list item on a line of its own after "-" or its number, a quote\'s attribution on a line after "—", photos left out.',
  }),
  body: RichDocumentOut,
  bodyImages: Type.Array(Image, {
    description:
      'The uploaded photos `body` shows, each once, in the order first shown, with their files (for responsive pictures).',
  }),
  category: Type.Unsafe<Static<typeof Category> | null>({
    type: ['string', 'null'],
    enum: [...CATEGORIES, null],
    description:
      'One of the seven categories; null only on a draft that has none yet (readers never see such an article).',
  }),
  language: Language,
  mediaUrl: Type.String({
    description:
      "The image: an http(s) URL or a path on this site, in normal form; with an uploaded photo, the photo's widest file in its own format. Empty only on a draft that has no image yet.",
  }),
  image: Type.Unsafe<Static<typeof Image> | null>({
    ...Image,
    type: ['object', 'null'],
    description: 'The uploaded photo (`POST /Media`), or null when the image is a pasted URL.',
  }),
  imageAlt: Nullable(
    'string',
    'The photo described for readers who cannot see it (required with an uploaded photo).',
  ),
  imageCaption: Nullable('string', 'The caption shown under the photo.'),
  imageCredit: Nullable('string', 'Who took the photo or owns it.'),
  summary: Nullable(
    'string',
    `The summary staff wrote (up to ${LIMITS.summaryMax} characters), or null: then \`excerpt\` stands in.`,
  ),
  excerpt: Type.String({
    description:
      'The first paragraph of the body (its first paragraph of prose: not a subheading, quote, list or caption), cut on a word boundary to at most 200 characters and ended with “…” when cut (never inside a Telugu letter and its signs); kept with the article and taken again whenever the body changes.',
  }),
  lead: Type.Boolean({
    description:
      "Whether an editor or admin marked it as the front page's lead story (the newest one readers may see leads).",
  }),
  status: Status,
  publishedAt: Nullable(
    'string',
    'When readers see it from (the date readers are shown): null while not published, in the future while scheduled.',
    { format: 'date-time' },
  ),
  createdAt: Timestamp('The article date.'),
  updatedAt: Timestamp('When the article was last changed.'),
  author: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], {
      description: "The author's user id; null once that account is deleted.",
    }),
    name: Type.String({ description: "The author's full name." }),
    displayName: Type.String({
      description:
        "The name the article's page shows: on a Telugu article the author's Telugu name when the account has one, otherwise `name`.",
    }),
    username: Nullable(
      'string',
      "The author's username, which their page is addressed by (`/author/{username}`); null once the account is deleted.",
    ),
  }),
  translationId: Nullable(
    'integer',
    'The same story in the other language (linked both ways), or null: also null when the asking account may not read that article.',
  ),
  shareImage: Type.Unsafe<Static<typeof ShareImage> | null>({
    ...ShareImage,
    type: ['object', 'null'],
    description: `${SHARE_IMAGE} Null when the image is an SVG from elsewhere or nothing usable (a client then uses the site’s own picture).`,
  }),
  viewerCanEdit: Type.Boolean({
    description:
      'Whether the asking account may change the text, summary, category, language, image, date and translation (false without a token).',
  }),
  viewerCanDelete: Type.Boolean({ description: 'Whether the asking account may delete it.' }),
  viewerCanPublish: Type.Boolean({
    description: 'Whether the asking account may publish, schedule or unpublish it.',
  }),
});

export const summaryFields = (parameter: string) =>
  Type.Optional(
    Type.String({
      maxLength: 300,
      description: `Comma-separated article fields to return for each (${ARTICLE_FIELDS.join(', ')}); when left out or empty, every field but \`content\`, \`body\` and \`bodyImages\` (${SUMMARY_FIELDS.length} fields): summaries, without the bodies. Like \`Fields\` of \`GET /Articles\`; named ${parameter} here.`,
    }),
  );

export const ReadUpdatedAt = Type.String({
  format: 'date-time',
  maxLength: 40,
  description:
    'The article’s `updatedAt` as the client last read it: when the article has changed since (someone else saved it), nothing is changed and the answer is 409 (field `updatedAt`), so one person’s save never silently overwrites another’s. Left out: the change is made whatever happened meanwhile.',
});
