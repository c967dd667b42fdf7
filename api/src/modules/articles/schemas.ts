import { Type, type Static } from 'typebox';
import {
  ARTICLE_FIELDS,
  LIST_FIELDS,
  ARTICLE_STATUSES,
  AUDIT_ACTIONS,
  AUTOSAVE_MERGE_MINUTES,
  CATEGORIES,
  FRONT_PAGE,
  LANGUAGES,
  LIMITS,
  RELATED,
  REVISION_ACTIONS,
  SUMMARY_FIELDS,
} from '../../domain.js';
import type { RichDocument } from '@news/contract';
import { IdParams, PageQuery, Pagination, Timestamp } from '../../lib/schemas.js';
import { Image } from '../media/schemas.js';

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
const Nullable = <T extends 'string' | 'integer'>(
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

const RICH_DOCUMENT = `A JSON document in TipTap's ProseMirror shape: \`{"type": "doc", "content": [blocks]}\`. Blocks: \`paragraph\`, \`heading\` (\`attrs.level\` 2 or 3), \`blockquote\` (paragraphs; optional \`attrs.attribution\`, up to ${LIMITS.attributionMax} characters), \`bulletList\` and \`orderedList\` (optional \`attrs.start\`) of \`listItem\`s (a paragraph, then optionally nested lists), and \`image\` (\`attrs\`: \`imageId\` from \`POST /Media\`, \`src\` the photo's widest file in its own format, \`alt\` (required), optional \`caption\` and \`credit\`). In paragraphs and headings: \`text\` (not empty; marks \`bold\`, \`italic\` and \`link\` with \`attrs.href\` an http, https or mailto address or a path on this site starting with /) and \`hardBreak\`. Nothing else is accepted: another node, mark or attribute, an unsafe link, a photo not stored or without alt text, nodes nested more than ${LIMITS.bodyDepthMax} deep, more than ${LIMITS.bodyBytesMax} bytes of JSON or more than ${LIMITS.contentMax} characters of text is refused (400, field \`body\`, the message saying where and why).`;

/** The body as a document: checked by the service (checkRichDocument), written out as it is. */
const RichDocumentOut = Type.Unsafe<RichDocument>({
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

export const ArticleListQuery = Type.Object({
  ...PageQuery,
  Search: Type.Optional(
    Type.String({
      maxLength: LIMITS.searchMax,
      description:
        'Words to find in the title, content or written summary (English or Telugu); every word must match, each as the start of a word or by its stem (`elections` finds `election`). With `PreferLanguage`, a word in English letters also finds the Telugu words it reads as (`vijayawada` finds విజయవాడ, `vartalu` వార్తలు).',
    }),
  ),
  Filter: Type.Optional(
    Type.Enum(['', ...CATEGORIES], { description: 'Only this category; empty for all.' }),
  ),
  Language: Type.Optional(
    Type.Enum(['', ...LANGUAGES], {
      description: 'Only this edition (`en` or `te`); empty for both.',
    }),
  ),
  PreferLanguage: Type.Optional(
    Type.Enum(['', ...LANGUAGES], {
      description:
        "A search across both editions for a reader of this one (`en` or `te`): with relevance, this edition's stories come before the other's, and a word in English letters is also read as the Telugu words it may be (`vijayawada` finds విజయవాడ; `searchedAs` says so). Empty or left out: the words as typed, both editions as one.",
    }),
  ),
  Status: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Left out or empty: what readers see (published articles whose `publishedAt` has come), also for staff. `all`, or a comma-separated list of `draft`, `in_review`, `published`: the staff view, every article in those statuses the account may see (reporters: published ones and their own). Needs a token (401 without).',
    }),
  ),
  Scheduled: Type.Optional(
    Type.Boolean({
      description:
        'With `Status` (the staff view), of the published articles: `true` only those scheduled (their `publishedAt` still ahead), `false` only those readers see. Other statuses are not affected. Only `true` or `false`; 400 without `Status`.',
    }),
  ),
  AuthorId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIMITS.idMax,
      description:
        'Only the articles of this account (`author.id`): in the readers’ view, its published stories (its author page); with `Status`, its articles the account may see (`GET /Authors` lists who wrote them). A whole number.',
    }),
  ),
  Lead: Type.Optional(
    Type.Boolean({
      description:
        "`true`: only articles marked as lead stories (with `PageSize=1`, the newest one is the front page's lead); `false`: only the others. Left out: both. Only `true` or `false` (400 otherwise).",
    }),
  ),
  Fields: Type.Optional(
    Type.String({
      maxLength: 300,
      description: `Comma-separated article fields to return (${ARTICLE_FIELDS.join(', ')}); when left out or empty, every field but \`body\` and \`bodyImages\` (${LIST_FIELDS.length} fields: the text is \`content\`; name \`body\` for the document).`,
    }),
  ),
  SortBy: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        '`relevance` (the default with `Search`: stories with the words in the headline first, then newer before older, among the newest 100 matches; later ones follow newest first), `desc` (newest first, the default without `Search`) or `asc` by date, which is `publishedAt` — or `publishedAt`, `createdAt`, `title`, `category`, each optionally followed by `:asc` or `:desc`. In the staff view an article never published sorts by `publishedAt` as of its `createdAt`, so a new draft (and a scheduled story) comes first newest-first.',
    }),
  ),
});

const summaryFields = (parameter: string) =>
  Type.Optional(
    Type.String({
      maxLength: 300,
      description: `Comma-separated article fields to return for each (${ARTICLE_FIELDS.join(', ')}); when left out or empty, every field but \`content\`, \`body\` and \`bodyImages\` (${SUMMARY_FIELDS.length} fields): summaries, without the bodies. Like \`Fields\` of \`GET /Articles\`; named ${parameter} here.`,
    }),
  );

export const FrontQuery = Type.Object({
  Language: Type.Optional(
    Type.Enum(['', ...LANGUAGES], {
      description: 'The edition (`en` or `te`); empty or left out for both.',
    }),
  ),
  Latest: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FRONT_PAGE.latestMax,
      default: FRONT_PAGE.latest,
      description: `How many of the newest stories follow the lead (1 to ${FRONT_PAGE.latestMax}; ${FRONT_PAGE.latest} when left out).`,
    }),
  ),
  PerCategory: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FRONT_PAGE.perCategoryMax,
      default: FRONT_PAGE.perCategory,
      description: `How many of each category's newest stories (1 to ${FRONT_PAGE.perCategoryMax}; ${FRONT_PAGE.perCategory} when left out).`,
    }),
  ),
  Fields: summaryFields('Fields'),
});

export const Front = Type.Object({
  lead: Type.Unsafe<Partial<Static<typeof Article>> | null>({
    ...Type.Partial(Article),
    type: ['object', 'null'],
    description:
      'The newest story an editor marked as lead in the edition, else the newest story; null when readers may see none.',
  }),
  latest: Type.Array(Type.Partial(Article), {
    description:
      'The newest stories after the lead (the lead left out), newest first: `Latest` of them.',
  }),
  totalItems: Type.Integer({
    description:
      'How many stories readers may see in the edition, up to 1000: the total of `GET /Articles` with the same `Language`.',
  }),
  sections: Type.Array(
    Type.Object({
      category: Category,
      articles: Type.Array(Type.Partial(Article), {
        description: "The category's newest stories (the lead left out), newest first.",
      }),
    }),
    {
      description:
        "Each category's block in the home page's order (Politics, Sports, Entertainment, Business, Technology, Environment, Announcement); a category with no story is left out.",
    },
  ),
});

export const ArticleQuery = Type.Object({
  Include: Type.Optional(
    Type.String({
      maxLength: 100,
      description: `Comma-separated: what to bring along in the same answer. \`translation\`: the same story in the other language as the asker may see it (the answer of \`GET /Articles/{translationId}\` with the same token), null when there is none or they may not read it. \`related\`: the stories to read next (as \`GET /Articles/{id}/Related\` answers them). Left out: the article alone.`,
    }),
  ),
  RelatedLimit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: RELATED.limitMax,
      default: RELATED.limit,
      description: `With \`Include=related\`: how many (1 to ${RELATED.limitMax}; ${RELATED.limit} when left out).`,
    }),
  ),
  RelatedFields: summaryFields('RelatedFields'),
});

export const ArticleWithIncluded = Type.Object({
  ...Article.properties,
  translation: Type.Optional(
    Type.Unsafe<Static<typeof Article> | null>({
      ...Article,
      type: ['object', 'null'],
      description:
        'With `Include=translation`: the same story in the other language as the asker may see it, or null.',
    }),
  ),
  related: Type.Optional(
    Type.Array(Type.Partial(Article), {
      description: 'With `Include=related`: the stories to read next.',
    }),
  ),
});

export const RelatedQuery = Type.Object({
  Limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: RELATED.limitMax,
      default: RELATED.limit,
      description: `How many stories (1 to ${RELATED.limitMax}; ${RELATED.limit} when left out).`,
    }),
  ),
  Fields: summaryFields('Fields'),
});

export const TeluguWordsQuery = Type.Object({
  Word: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z]+$',
    description: 'One word in English letters (A to Z), as a writer types a Telugu word.',
  }),
});

export const TeluguWords = Type.Object({
  data: Type.Array(Type.String(), {
    description:
      'Telugu words of the index, nearest to the typed word first; at most 16, empty when none is near.',
  }),
});

export const RelatedArticles = Type.Object({
  data: Type.Array(Type.Partial(Article)),
});

export const ArticlePage = Type.Object({
  data: Type.Array(Type.Partial(Article)),
  pagination: Pagination,
  searchedAs: Type.Optional(
    Type.String({
      description:
        'With a search: the search with its English-letter words as the Telugu words they were also read as (`vijayawada` as `విజయవాడ`), when Telugu stories of the page matched that reading. Absent otherwise.',
    }),
  ),
});

const NEEDED =
  'A draft needs a title or some text; to submit it for review, schedule or publish it, the article needs a title, text, a category and an image (`mediaUrl` or `imageId`), and is refused (400) with an error naming each one missing.';

const articleFields = {
  title: Type.Optional(
    Type.String({ maxLength: LIMITS.titleMax, description: `The headline. ${NEEDED}` }),
  ),
  content: Type.Optional(
    Type.String({
      maxLength: LIMITS.contentMax,
      description:
        "The body as plain text, paragraphs separated by a blank line: the article's body becomes these paragraphs. Refused (400, field `content`) alongside `body`. See `title`.",
    }),
  ),
  body: Type.Optional(
    Type.Unsafe<unknown>({
      description: `The body as a document, instead of \`content\`, which is then made from it. ${RICH_DOCUMENT}`,
    }),
  ),
  category: Type.Optional(
    Type.Unsafe<Static<typeof Category> | null>({
      type: ['string', 'null'],
      enum: [...CATEGORIES, null],
      description: 'One of the seven categories; null or left out: none yet, as a draft may be.',
    }),
  ),
  language: Type.Optional(
    Type.Enum([...LANGUAGES], {
      description:
        'The edition the article is written for: `en` (English) or `te` (Telugu). Left out on create: read from its letters (Telugu when the title and content hold more Telugu letters than Latin ones, else English), since a client written for the spec sends none.',
    }),
  ),
  mediaUrl: Type.Optional(
    Type.String({
      maxLength: LIMITS.mediaUrlMax,
      description:
        'An http(s) URL written with http:// or https:// and a host (no user name or password), or a path on this site starting with a single / (such as /media/...). Stored in normal form: `..` resolved, and quotes, spaces, < and > percent-encoded. Needed outside the drafts unless `imageId` is given, which sets it to the photo’s widest file; sent alone on PATCH, it replaces an uploaded photo; empty removes the image (a draft only).',
    }),
  ),
  imageId: Type.Optional(
    Nullable(
      'string',
      'An uploaded photo: the `id` `POST /Media` answered (32 hex digits). Needs `imageAlt`. null removes the photo (a draft may then have no image). A photo no article uses is kept a day after its upload, then deleted (400 when it is gone: upload it again).',
      { maxLength: 64 },
    ),
  ),
  imageAlt: Type.Optional(
    Nullable(
      'string',
      'The photo described for readers who cannot see it; required (not empty) when the article has an uploaded photo. Trimmed; null or empty clears it.',
      { maxLength: LIMITS.imageAltMax },
    ),
  ),
  imageCaption: Type.Optional(
    Nullable('string', 'The caption. Trimmed; null or empty clears it.', {
      maxLength: LIMITS.imageCaptionMax,
    }),
  ),
  imageCredit: Type.Optional(
    Nullable('string', 'Who took the photo or owns it. Trimmed; null or empty clears it.', {
      maxLength: LIMITS.imageCreditMax,
    }),
  ),
  summary: Type.Optional(
    Nullable(
      'string',
      `A summary for cards, link previews and search engines, up to ${LIMITS.summaryMax} characters (code points). Trimmed; null or empty clears it (\`excerpt\`, taken from the first paragraph, stands in). A request that submits, schedules or publishes the article and sends \`summary\` must send one that is not empty; one that leaves it out keeps the excerpt.`,
      { maxLength: LIMITS.summaryMax },
    ),
  ),
  lead: Type.Optional(
    Type.Boolean({
      description:
        "Editors and admins only: mark the article as the front page's lead story (true) or not (false); the newest lead story readers may see leads. Anyone else sending `true`, or changing the flag, is refused (403, reason `PUBLISHERS_ONLY`, field `lead`); sending `false` for an article that is not a lead story changes nothing.",
    }),
  ),
  date: Type.Optional(
    Type.String({
      format: 'date',
      description: 'yyyy-mm-dd, not later than today: the article date. Defaults to now.',
    }),
  ),
  author: Type.Optional(
    Type.String({
      maxLength: LIMITS.authorMax,
      description: 'Accepted for the spec’s form and ignored: the author is the logged-in user.',
    }),
  ),
  translationId: Type.Optional(
    Nullable(
      'integer',
      'Links this article to the same story in the other language (both ways, replacing either side’s old link); null unlinks. The caller must be allowed to change every article whose link changes: both articles, and the old counterparts unlinked (403 otherwise).',
      { minimum: 1, maximum: LIMITS.idMax },
    ),
  ),
  status: Type.Optional(
    Type.Enum([...ARTICLE_STATUSES], {
      description:
        'Where the article goes: reporters may choose `draft` (their default) or `in_review`; editors and admins any status (their default on create: `published`). Publishing, scheduling and unpublishing are for editors and admins (403 otherwise).',
    }),
  ),
  publishAt: Type.Optional(
    Nullable(
      'string',
      'With status `published` (or on a published article): when readers see it, an ISO 8601 time with its offset (a future time schedules it). Left out or null: now — unless the same request back-dates the story, sending a `date` of an earlier day (on create, or on PATCH a day other than the article’s own), when it is published as of that date.',
      { format: 'date-time', maxLength: 40 },
    ),
  ),
};

export const ArticleCreateBody = Type.Object(articleFields, { additionalProperties: false });
const ReadUpdatedAt = Type.String({
  format: 'date-time',
  maxLength: 40,
  description:
    'The article’s `updatedAt` as the client last read it: when the article has changed since (someone else saved it), nothing is changed and the answer is 409 (field `updatedAt`), so one person’s save never silently overwrites another’s. Left out: the change is made whatever happened meanwhile.',
});

const Autosave = Type.Boolean({
  description: `True for the staff form's own save while a draft is written: it may not send \`status\` or \`publishAt\` (400), applies to drafts only (409, field \`status\`), and within ${AUTOSAVE_MERGE_MINUTES} minutes of the same account's latest version, when that is an autosave too, it replaces that version (action \`autosave\`) rather than adding one.`,
});

export const ArticlePatchBody = Type.Partial(
  Type.Object({ ...articleFields, updatedAt: ReadUpdatedAt, autosave: Autosave }),
  { additionalProperties: false },
);

export const RevisionParams = Type.Object({
  ...IdParams.properties,
  number: Type.Integer({
    minimum: 1,
    maximum: LIMITS.idMax,
    description: 'The version’s number (1 for the first).',
  }),
});

export const RestoreBody = Type.Object(
  { updatedAt: Type.Optional(ReadUpdatedAt) },
  { additionalProperties: false },
);

const By = Type.Object({
  id: Nullable('integer', 'The account’s id; null once it is deleted.'),
  name: Type.String({ description: 'The account’s full name at the time.' }),
});

const revisionSummaryFields = {
  number: Type.Integer({ description: '1 for the version the article was written with.' }),
  createdAt: Timestamp('When it was saved.'),
  author: By,
  action: Type.Enum([...REVISION_ACTIONS], {
    description:
      "`create` (as written; for an article older than its history, as it stood when the history began), `edit`, `restore` (an older version brought back), or `autosave` (the form saving a draft as it is written; one stands for an account's autosaves within 10 minutes of it).",
  }),
  fields: Type.Array(Type.String(), {
    description:
      'The fields the save changed: title, summary, content, category, language, image, imageAlt, imageCaption, imageCredit, lead, date.',
  }),
  restoredFrom: Nullable('integer', 'For `restore`: the number of the version brought back.'),
};

export const RevisionSummary = Type.Object(revisionSummaryFields);
export const Revisions = Type.Object({ data: Type.Array(RevisionSummary) });

export const Revision = Type.Object({
  ...revisionSummaryFields,
  articleId: Type.Integer(),
  title: Type.String(),
  summary: Nullable('string', 'The written summary, or null.'),
  content: Type.String(),
  body: RichDocumentOut,
  category: Type.Unsafe<Static<typeof Category> | null>({
    type: ['string', 'null'],
    enum: [...CATEGORIES, null],
    description: 'Null on a version of a draft that had no category yet.',
  }),
  language: Language,
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer({ description: 'The article (which may since be deleted).' }),
  articleTitle: Type.String({ description: 'Its title when it happened.' }),
  language: Language,
  action: Type.Enum([...AUDIT_ACTIONS], {
    description:
      '`submit`, `withdraw` (its author took it back from review), `send_back` (someone else returned it to a draft), `publish`, `schedule`, `unpublish`, `link` / `unlink` (its translation), `delete`.',
  }),
  detail: Nullable(
    'string',
    'For `schedule`, when readers see it; for `unpublish`, the status it went to; for `link` / `unlink`, the other article’s id.',
  ),
  createdAt: Timestamp('When it happened.'),
  user: By,
});

export const AuditTrail = Type.Object({ data: Type.Array(AuditEntry) });
export const AuditPage = Type.Object({ data: Type.Array(AuditEntry), pagination: Pagination });
export const AuditQuery = Type.Object(PageQuery);
const NOTE_TEXT = `Up to ${LIMITS.noteMax} characters (code points), trimmed; not empty.`;

export const ArticleNote = Type.Object(
  {
    id: Type.Integer(),
    text: Type.String(),
    sentBack: Type.Boolean({
      description:
        'Whether this is the note an editor or admin sent the article back to its author with (`POST /Articles/{id}/SendBack`).',
    }),
    createdAt: Timestamp('When the note was written.'),
    author: Type.Object({
      id: Type.Union([Type.Integer(), Type.Null()], {
        description: "The writer's user id; null once that account is deleted.",
      }),
      name: Type.String({
        description:
          "The writer's full name (as written with the note once the account is deleted).",
      }),
    }),
  },
  {
    description: "A note in an article's review thread: staff only, never shown to readers.",
  },
);

export const ArticleNotes = Type.Object({
  data: Type.Array(ArticleNote, { description: 'The notes, oldest first.' }),
});

export const ArticleNoteBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: LIMITS.noteMax, description: NOTE_TEXT }) },
  { additionalProperties: false },
);

export const SendBackBody = Type.Object(
  {
    note: Type.String({
      minLength: 1,
      maxLength: LIMITS.noteMax,
      description: `What the author should change: kept in the article's thread. ${NOTE_TEXT}`,
    }),
    updatedAt: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: 40,
        description:
          'The article’s `updatedAt` as the client last read it: when it has changed since, nothing is done and the answer is 409 (field `updatedAt`). Left out: sent back whatever happened meanwhile.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AuthorParams = Type.Object({
  username: Type.String({
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
    pattern: '^[A-Za-z0-9._-]+$',
    description: 'The author’s username (any case).',
  }),
});

export const AuthorProfile = Type.Object({
  id: Type.Integer({ description: '`AuthorId` of `GET /Articles` lists their stories.' }),
  username: Type.String(),
  name: Type.String({ description: 'The full name.' }),
  teluguName: Nullable('string', 'The name in Telugu letters, or null.'),
  bio: Nullable('string', `A line or two about them (up to ${LIMITS.bioMax} characters), or null.`),
  photo: Type.Unsafe<Static<typeof Image> | null>({
    ...Image,
    type: ['object', 'null'],
    description: 'Their photo (an uploaded photo), or null.',
  }),
});

export const Authors = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer({ description: "The account's id (`AuthorId` of `GET /Articles`)." }),
      name: Type.String({ description: "The account's full name." }),
    }),
    { description: 'By name.' },
  ),
});
