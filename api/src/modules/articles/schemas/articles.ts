import { Type, type Static } from 'typebox';
import {
  ARTICLE_FIELDS,
  LIST_FIELDS,
  ARTICLE_STATUSES,
  AUTOSAVE_MERGE_MINUTES,
  CATEGORIES,
  LANGUAGES,
  LIMITS,
  RELATED,
} from '../../../domain.js';
import { idsDescription } from '../../../lib/ids.js';
import { PageQuery, Pagination } from '../../../lib/schemas.js';
import type { Category } from './common.js';
import { Article, Nullable, ReadUpdatedAt, RICH_DOCUMENT, summaryFields } from './common.js';

/* `GET /Articles` (a page, or articles by id), `GET /Articles/{id}`, `POST` and `PATCH`. */

export const ArticleListQuery = Type.Object({
  ...PageQuery,
  Ids: Type.Optional(
    Type.String({
      maxLength: LIMITS.idsMax * 11,
      description: `${idsDescription('Articles', 'GET /Articles/{id}')} Every field unless \`Fields\` names some.`,
    }),
  ),
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

const Autosave = Type.Boolean({
  description: `True for the staff form's own save while a draft is written: it may not send \`status\` or \`publishAt\` (400), applies to drafts only (409, field \`status\`), and within ${AUTOSAVE_MERGE_MINUTES} minutes of the same account's latest version, when that is an autosave too, it replaces that version (action \`autosave\`) rather than adding one.`,
});

export const ArticlePatchBody = Type.Partial(
  Type.Object({ ...articleFields, updatedAt: ReadUpdatedAt, autosave: Autosave }),
  { additionalProperties: false },
);
