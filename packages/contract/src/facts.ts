/*
 * The contract facts every tier shares, written once. Each enum-like object maps the GraphQL
 * name (the key) to the REST spelling (the value), in display order: the gateway gives these
 * maps to the schema as the enums' internal values, and a test ties them to schema.graphql.
 * The lists made from them are marked pure, so a bundle that uses none (the reader script)
 * leaves them out.
 */

/** An enum-like object's values: the REST spellings. */
export type ValueOf<T> = T[keyof T];

/**
 * An enum-like object whose GraphQL names are its REST spellings upper-cased, in the order
 * given: `restEnum('draft', 'in_review')` is `{ DRAFT: 'draft', IN_REVIEW: 'in_review' }`.
 * Marked free of side effects so that a bundle leaves out the enums it does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
function restEnum<const T extends string>(
  ...spellings: T[]
): { readonly [S in T as Uppercase<S>]: S } {
  return Object.fromEntries(spellings.map((s) => [s.toUpperCase(), s])) as {
    readonly [S in T as Uppercase<S>]: S;
  };
}

/** An object's keys, typed: the refusal codes of a refusal table. */
const keysOf = /* @__NO_SIDE_EFFECTS__ */ <T extends object>(table: T) =>
  Object.keys(table) as (keyof T)[];

/** The seven categories of the spec, in the order the home page lists them. */
export const Category = restEnum(
  'Politics',
  'Sports',
  'Entertainment',
  'Business',
  'Technology',
  'Environment',
  'Announcement',
);
/** A category as the REST API spells it. */
export type Category = ValueOf<typeof Category>;
/** A category as GraphQL names it. */
export type CategoryName = keyof typeof Category;
/** REST spellings, in the home page's order. */
export const CATEGORIES = /* @__PURE__ */ Object.values(Category);
/** GraphQL names, in the home page's order. */
export const CATEGORY_NAMES = /* @__PURE__ */ Object.keys(Category) as CategoryName[];
/** The article form's order (the spec lists Technology before Business there). */
export const FORM_CATEGORY_ORDER: readonly CategoryName[] = [
  'POLITICS',
  'SPORTS',
  'ENTERTAINMENT',
  'TECHNOLOGY',
  'BUSINESS',
  'ENVIRONMENT',
  'ANNOUNCEMENT',
];

/** Roles are stored lowercase; the UI shows them capitalised. */
export const Role = restEnum('admin', 'editor', 'reporter');
export type Role = ValueOf<typeof Role>;
export type RoleName = keyof typeof Role;
export const ROLES = /* @__PURE__ */ Object.values(Role);

/** The two editions: every article is written in one of them. */
export const Language = restEnum('en', 'te');
export type Language = ValueOf<typeof Language>;
export type LanguageName = keyof typeof Language;
export const LANGUAGES = /* @__PURE__ */ Object.values(Language);

/**
 * Where an article is in the newsroom's workflow. A published article whose `publishedAt` is
 * still ahead is scheduled: readers see it from that time on.
 */
export const ArticleStatus = restEnum('draft', 'in_review', 'published');
export type ArticleStatus = ValueOf<typeof ArticleStatus>;
export type ArticleStatusName = keyof typeof ArticleStatus;
export const ARTICLE_STATUSES = /* @__PURE__ */ Object.values(ArticleStatus);

/**
 * How a saved version of an article came about: written, changed, or an older one restored; or
 * `autosave`, the form's own save of a draft while it is written (see `AUTOSAVE_MERGE_MINUTES`).
 */
export const RevisionAction = restEnum('create', 'edit', 'restore', 'autosave');
/**
 * An autosave made within this many minutes of the article's latest version, when that is an
 * autosave by the same account and this one keeps the headline, replaces that version rather
 * than adding one: a draft typed for an hour keeps a version per few minutes (and one per
 * headline it had), not one per pause in typing.
 */
export const AUTOSAVE_MERGE_MINUTES = 10;
export type RevisionAction = ValueOf<typeof RevisionAction>;
export type RevisionActionName = keyof typeof RevisionAction;
export const REVISION_ACTIONS = /* @__PURE__ */ Object.values(RevisionAction);

/**
 * An article's moves that its audit trail records. `withdraw` is its author taking it back from
 * review; `send_back` anyone else returning it to a draft; `trash` a delete that keeps it in the
 * trash for TRASH_DAYS, `restore` bringing it back from there; `delete` its removal for good.
 * `live_*` are a live blog's: its coverage started (or resumed), paused, ended; a post added,
 * corrected (or marked, pinned, unpinned), deleted, each with the post's id in `detail`.
 */
export const AuditAction = restEnum(
  'submit',
  'withdraw',
  'send_back',
  'publish',
  'schedule',
  'unpublish',
  'link',
  'unlink',
  'delete',
  'trash',
  'restore',
  'live_start',
  'live_pause',
  'live_end',
  'live_post',
  'live_correct',
  'live_delete',
);
export type AuditAction = ValueOf<typeof AuditAction>;
export type AuditActionName = keyof typeof AuditAction;
export const AUDIT_ACTIONS = /* @__PURE__ */ Object.values(AuditAction);

/**
 * How many days a deleted article stays in the trash, restorable with its address, before the
 * api removes it for good.
 */
export const TRASH_DAYS = 30;

/**
 * Why the api refuses a change to an article, or a sign-in (403): the code travels as `reason`
 * (REST) and `extensions.reason` (GraphQL) so a client can say it in the reader's language; the
 * sentence is the api's English message.
 */
export const Refusal = {
  OWN_DRAFTS_ONLY: 'Reporters can change only their own drafts',
  OWN_UNPUBLISHED_ONLY: 'Reporters can delete only their own articles that are not published',
  PUBLISHERS_ONLY: 'Only editors and admins can publish, schedule or unpublish articles',
  OWN_REVIEW_ONLY: 'Reporters can submit or withdraw only their own articles',
  EDITORS_SEND_BACK: 'Only editors and admins can send an article back to its author',
  TRANSLATION_NEEDS_BOTH: 'You may link a translation only between articles you may change',
  ACCOUNT_INACTIVE: 'This account is not active; an admin can activate it',
} as const;
export type RefusalReason = keyof typeof Refusal;
export const REFUSAL_REASONS = keysOf(Refusal);

/**
 * One-time links to set a password: an invitation (the account is created without one) or a
 * password reset, issued by an admin. A link is valid for its purpose's hours; a reset is shorter
 * because it opens an account that already works.
 */
export const AccountLinkPurpose = restEnum('invite', 'reset');
export type AccountLinkPurpose = ValueOf<typeof AccountLinkPurpose>;
export type AccountLinkPurposeName = keyof typeof AccountLinkPurpose;
export const ACCOUNT_LINK_HOURS: Record<AccountLinkPurpose, number> = { invite: 72, reset: 24 };

/** Why a link cannot be used (404 unknown, 410 used or expired), as `reason`. */
export const LinkRefusal = {
  LINK_UNKNOWN: 'This link is not valid',
  LINK_USED: 'This link has already been used',
  LINK_EXPIRED: 'This link has expired',
} as const;
export type LinkRefusalReason = keyof typeof LinkRefusal;
export const LINK_REFUSAL_REASONS = keysOf(LinkRefusal);

/** Photo formats the api stores and serves, by the GraphQL `ImageFormat` name: their MIME types. */
export const ImageFormat = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
} as const;
export type ImageFormat = ValueOf<typeof ImageFormat>;
export type ImageFormatName = keyof typeof ImageFormat;

/** What staff may upload (the spec: JPG and PNG), judged from the file's bytes. */
export const UPLOAD_FORMATS: readonly ImageFormat[] = [ImageFormat.JPEG, ImageFormat.PNG];

/**
 * The widths (px) the api makes of every photo, smallest first, each in WebP and in the photo's
 * own format; widths above the photo's own are left out (the photo's own width stands in).
 * 1200 is the link-preview size.
 */
export const IMAGE_WIDTHS = [480, 960, 1200, 1600] as const;

export const UPLOAD = {
  /** The largest file accepted, in bytes (10 MiB). */
  bytesMax: 10 * 1024 * 1024,
  /** The most pixels a photo may decode to (a decompression bomb has far more). */
  pixelsMax: 50_000_000,
} as const;

/** An uploaded photo's id: the hex SHA-256 of its stored original, cut to 32 digits. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Why the api refuses an uploaded file (field `file`): the code travels as `reason`, like the
 * article rules' refusals, so a client can say it in the reader's language.
 */
export const UploadRefusal = {
  WRONG_TYPE: 'Only JPG and PNG files are allowed.',
  EMPTY: 'The file is empty.',
  TOO_LARGE: 'The file is larger than 10 MB.',
  DAMAGED: 'The file is damaged or incomplete, so it cannot be read as a photo.',
  TOO_MANY_PIXELS: 'The photo has more than 50 million pixels.',
  MISSING: 'Choose a photo to upload (multipart/form-data, field "file").',
} as const;
export type UploadRefusalReason = keyof typeof UploadRefusal;
export const UPLOAD_REFUSAL_REASONS = keysOf(UploadRefusal);

/** REST `SortBy` values for `GET /Articles`, by the GraphQL `ArticleSort` name. */
export const ArticleSort = {
  RELEVANCE: 'relevance',
  DATE_DESC: 'publishedAt:desc',
  DATE_ASC: 'publishedAt:asc',
  TITLE_ASC: 'title:asc',
  TITLE_DESC: 'title:desc',
  CATEGORY_ASC: 'category:asc',
  CATEGORY_DESC: 'category:desc',
} as const;
export type ArticleSort = ValueOf<typeof ArticleSort>;

/** REST `SortBy` values for `GET /User`, by the GraphQL `UserSort` name. */
export const UserSort = {
  CREATED_DESC: 'createdAt:desc',
  CREATED_ASC: 'createdAt:asc',
  USERNAME_ASC: 'username:asc',
  USERNAME_DESC: 'username:desc',
  FULL_NAME_ASC: 'full_Name:asc',
  FULL_NAME_DESC: 'full_Name:desc',
  EMAIL_ASC: 'email:asc',
  EMAIL_DESC: 'email:desc',
  ROLE_ASC: 'role:asc',
  ROLE_DESC: 'role:desc',
} as const;
export type UserSort = ValueOf<typeof UserSort>;

/** Input limits, in characters (Unicode code points) unless named otherwise. */
export const LIMITS = {
  titleMax: 200,
  contentMax: 100_000,
  /** An article's structured body (`body`), in bytes of UTF-8 JSON. */
  bodyBytesMax: 600_000,
  /** How deep the body's nodes may nest, the document itself counting as 1. */
  bodyDepthMax: 12,
  /** Who said a quote in the body. */
  attributionMax: 200,
  mediaUrlMax: 2048,
  imageAltMax: 250,
  imageCaptionMax: 300,
  imageCreditMax: 120,
  /** A summary written by staff (cards, link previews, search engines). */
  summaryMax: 300,
  /** A note on an article in the newsroom's review thread (also the note sending it back). */
  noteMax: 2000,
  authorMax: 100,
  searchMax: 200,
  searchTermsMax: 10,
  usernameMin: 3,
  usernameMax: 50,
  fullNameMax: 100,
  /** An author's short bio, shown on their author page. */
  bioMax: 300,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  pageMax: 1_000_000,
  pageSizeMax: 1000,
  idMax: 2_147_483_647,
  /** Ids one read by id answers at most (`GET /Articles?Ids=`, `GET /User?Ids=`). */
  idsMax: 100,
} as const;

/**
 * The front page in one call (`GET /Front`, GraphQL `frontPage`): how many of the newest stories
 * come after the lead, and how many of each category's, by default and at most.
 */
export const FRONT_PAGE = {
  latest: 8,
  latestMax: 50,
  perCategory: 4,
  perCategoryMax: 10,
} as const;

/** "Read next" under an article (`related`): how many stories, by default and at most. */
export const RELATED = { limit: 4, limitMax: 10 } as const;

/** Page numbers start at 1; each screen asks for its own page size. */
export const PAGING = {
  firstPage: 1,
  /** What a list call answers when it names no page size. */
  defaultPageSize: 10,
  /** The home page's cards per page (the spec's 50). */
  homePageSize: 50,
  /** Rows per page of the staff tables (articles, accounts). */
  staffPageSize: 10,
  /**
   * A list counts its matches up to this many; when more match, its total is this number and
   * says so (`totalItemsCapped`), and the reader is shown "1,000+ results".
   */
  countCap: 1000,
} as const;

/**
 * The schema's enums, by their GraphQL type names: the gateway gives these to the schema as the
 * enums' internal values, and codegen.ts to the generated types.
 */
/** What a search suggestion offers: a story's headline, or a name to search (suggestions.ts). */
export const SearchSuggestionKind = restEnum('headline', 'name');
export type SearchSuggestionKind = ValueOf<typeof SearchSuggestionKind>;

/**
 * Whether an article is a live blog, and where its coverage stands: `none` (a normal article),
 * `live` (posts arrive), `paused` (coverage stopped for now), `ended` (read as a normal article
 * with its posts). Editors and admins move it (liveBlog.ts).
 */
export const LiveStatus = restEnum('none', 'live', 'paused', 'ended');
export type LiveStatus = ValueOf<typeof LiveStatus>;

/**
 * The kinds of event on a live blog's topic (`blog:<articleId>`): a post added, a post changed
 * (corrected, marked a key event, pinned or unpinned), a post deleted, the coverage's status.
 */
export const LiveUpdateKind = restEnum('post', 'update', 'delete', 'status');
export type LiveUpdateKind = ValueOf<typeof LiveUpdateKind>;

/**
 * A backup archive's check: read back whole and matching its manifest when it was taken (and
 * its size unchanged since), no record of that check, or a size other than the one checked.
 */
export const BackupCheck = restEnum('verified', 'unchecked', 'changed');
export type BackupCheck = ValueOf<typeof BackupCheck>;

export const GRAPHQL_ENUMS = {
  Category,
  Role,
  Language,
  ArticleStatus,
  ArticleSort,
  UserSort,
  ImageFormat,
  RevisionAction,
  AuditAction,
  AccountLinkPurpose,
  SearchSuggestionKind,
  LiveStatus,
  LiveUpdateKind,
  BackupCheck,
} as const;

/**
 * Each category's two colours, darker first: the seeded articles' illustrations are drawn in
 * them, and an article's picture falls back to them when its photo does not load.
 */
export const CATEGORY_COLOURS: Record<CategoryName, readonly [string, string]> = {
  POLITICS: ['#1e3a8a', '#6d28d9'],
  SPORTS: ['#065f46', '#0d9488'],
  ENTERTAINMENT: ['#9d174d', '#ea580c'],
  BUSINESS: ['#78350f', '#ca8a04'],
  TECHNOLOGY: ['#0f172a', '#2563eb'],
  ENVIRONMENT: ['#14532d', '#65a30d'],
  ANNOUNCEMENT: ['#7c2d12', '#dc2626'],
};

const TELUGU = /[\u0C00-\u0C7F]/gu;
const LATIN = /[A-Za-z]/g;

/**
 * The edition a text belongs to: Telugu when it holds more Telugu letters (U+0C00–U+0C7F) than
 * Latin ones. An English story quoting a Telugu phrase stays English, and a Telugu story with
 * a few English names stays Telugu.
 */
export function languageOfText(...texts: string[]): Language {
  const text = texts.join('\n');
  const telugu = text.match(TELUGU)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return telugu > latin ? Language.TE : Language.EN;
}
