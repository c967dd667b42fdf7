/* The articles' JSON: photos, authors, articles, their fields and queries, the front page. */

import type { ArticleStatus, Category, ImageFormat, Language } from '../facts.js';
import type { RichDocument } from '../richText.js';

/** One stored size of a photo, under a content-hash name that never changes (cache forever). */
export interface RestImageVariant {
  /** A path on the api (and, through the gateway's proxy, on the site): `/media/i/...`. */
  url: string;
  width: number;
  height: number;
  type: ImageFormat;
  bytes: number;
}

/** An uploaded photo: `POST /Media`'s answer, and `image` on an article that has one. */
export interface RestImage {
  /** Pass as `imageId` when creating or changing an article. */
  id: string;
  /** The uploaded photo's size, orientation applied (the widest stored file may be narrower). */
  width: number;
  height: number;
  /** The photo's own format (JPEG or PNG); every width also exists as WebP. */
  type: ImageFormat;
  /** Every width in both formats, narrowest first, WebP before the photo's own format. */
  variants: RestImageVariant[];
}

/**
 * The picture link previews (Open Graph, X cards) show for an article: always a raster file.
 * `url` is a path on this site (`/media/...`) or an http(s) URL; width, height and the MIME
 * `type` are null when unknown (a pasted address).
 */
export interface RestShareImage {
  url: string;
  width: number | null;
  height: number | null;
  type: string | null;
}

export interface RestArticleAuthor {
  /** Null once the author's account is deleted. */
  id: number | null;
  name: string;
}

/** An article's author as its page shows them (`RestArticle.author`). */
export interface RestArticleByline extends RestArticleAuthor {
  /** The name in the article's language: the account's Telugu name on a Telugu article, when set. */
  displayName: string;
  /** For the author's page (`/author/{username}`); null once the account is deleted. */
  username: string | null;
}

/** `GET /Authors/{username}`: an author as readers see them. */
export interface RestAuthorProfile {
  id: number;
  username: string;
  name: string;
  /** The name in Telugu letters, or null. */
  teluguName: string | null;
  bio: string | null;
  /** Their photo (an uploaded photo), or null. */
  photo: RestImage | null;
}

export interface RestArticle {
  id: number;
  title: string;
  /** The body as plain text (`plainTextOf(body)`): for search, summaries, feeds and the spec. */
  content: string;
  /** The body as a document: what reader pages show and the staff editor edits. */
  body: RichDocument;
  /** The uploaded photos the body shows, each once, in the order first shown, with their files. */
  bodyImages: RestImage[];
  /** Null only on a draft that has none yet: anything readers see has one. */
  category: Category | null;
  language: Language;
  /**
   * The image's address: a pasted http(s) URL, or the uploaded photo's widest own-format file;
   * empty only on a draft that has no image yet.
   */
  mediaUrl: string;
  /** The uploaded photo, or null when the article's image is a pasted URL. */
  image: RestImage | null;
  /** The photo described for readers who cannot see it (required with an uploaded photo). */
  imageAlt: string | null;
  imageCaption: string | null;
  /** Who took the photo or owns it. */
  imageCredit: string | null;
  /** The summary staff wrote (up to 300 characters), or null. */
  summary: string | null;
  /** The first paragraph, cut to at most 200 characters on a word boundary (`deriveSummary`); kept with the article. */
  excerpt: string;
  /** Marked by an editor or admin as the front page's lead story. */
  lead: boolean;
  status: ArticleStatus;
  /** When readers see it from: null until first published, in the future while scheduled. */
  publishedAt: string | null;
  /** The article date (the spec's `date`). */
  createdAt: string;
  updatedAt: string;
  author: RestArticleByline;
  /** The same story in the other language, if linked. */
  translationId: number | null;
  /** The picture for link previews (a raster file), or null when the image has none usable. */
  shareImage: RestShareImage | null;
  /** What the asking account may do with this article (all false without an account). */
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanPublish: boolean;
}

/** The article fields `Fields` may name, in the order the API lists them. */
export const ARTICLE_FIELDS = [
  'id',
  'title',
  'content',
  'body',
  'bodyImages',
  'category',
  'language',
  'mediaUrl',
  'image',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'summary',
  'excerpt',
  'lead',
  'status',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'author',
  'translationId',
  'shareImage',
  'viewerCanEdit',
  'viewerCanDelete',
  'viewerCanPublish',
] as const satisfies readonly (keyof RestArticle)[];
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

/**
 * What `GET /Articles` sends for each article unless `Fields` says otherwise: the text (the
 * spec's `content`) but not the document and its photos, which only an article's own page
 * shows and which would double a page of fifty.
 */
export const LIST_FIELDS = ARTICLE_FIELDS.filter((f) => f !== 'body' && f !== 'bodyImages');

/** What summary lists (the front page, "read next") send unless `Fields` says otherwise: no body. */
export const SUMMARY_FIELDS = ARTICLE_FIELDS.filter(
  (f) => f !== 'content' && f !== 'body' && f !== 'bodyImages',
);

/** What `GET /Articles/{id}` may bring along with the article (`Include`). */
export const ARTICLE_INCLUDES = ['translation', 'related'] as const;
export type ArticleInclude = (typeof ARTICLE_INCLUDES)[number];

/** `GET /Articles/{id}` query parameters (all optional: the spec's call sends none). */
export interface RestArticleQuery {
  /** Comma-separated ARTICLE_INCLUDES. */
  Include?: string;
  /** With `related` included: how many (1 to RELATED.limitMax). */
  RelatedLimit?: number;
  /** With `related` included: the fields of each (SUMMARY_FIELDS when left out). */
  RelatedFields?: string;
}

/**
 * `GET /Articles/{id}` with `Include`: the article, and what was asked along with it. The
 * translation is null when there is none or the asker may not read it.
 */
export type RestArticleWithIncluded = RestArticle & {
  translation?: RestArticle | null;
  related?: RestArticle[];
};

/** `GET /Articles/{id}/Related` query parameters. */
export interface RestRelatedQuery {
  Limit?: number;
  Fields?: string;
}

/** `GET /Front` query parameters. */
export interface RestFrontQuery {
  Language?: Language | '';
  Latest?: number;
  PerCategory?: number;
  Fields?: string;
}

/** One category's block on the front page. */
export interface RestFrontSection {
  category: Category;
  articles: RestArticle[];
}

/** `GET /Front`: the front page of an edition (or of both), as readers see it. */
export interface RestFront {
  /** The newest lead story, else the newest story; null when there is none. */
  lead: RestArticle | null;
  /** The newest stories after the lead, the lead left out. */
  latest: RestArticle[];
  /** How many stories readers may see in the edition, up to PAGING.countCap (the home list's total). */
  totalItems: number;
  /** Each category's newest stories, the lead left out; home page order, empty ones left out. */
  sections: RestFrontSection[];
}

/** An article's uploaded photo and its words, as a create or an update sends them. */
export interface RestArticlePhoto {
  /** An uploaded photo (`POST /Media`); null removes it (then `mediaUrl` is required). */
  imageId?: string | null;
  /** Required (non-empty) when the article has an uploaded photo; null or '' clears. */
  imageAlt?: string | null;
  imageCaption?: string | null;
  imageCredit?: string | null;
}

/** The photo fields of a create or an update, in the form's order. */
export const ARTICLE_PHOTO_FIELDS = [
  'imageId',
  'imageAlt',
  'imageCaption',
  'imageCredit',
] as const satisfies readonly (keyof RestArticlePhoto)[];

/** `POST /Articles` and (every field optional) `PATCH /Articles/{id}`. */
export interface RestArticleBody extends RestArticlePhoto {
  /** A draft needs a title or some text; anything else needs both (`missingToLeaveDraft`). */
  title?: string;
  /** Plain text, paragraphs separated by a blank line; refused alongside `body`. */
  content?: string;
  /** The body as a document (`checkRichDocument`); `content` is then made from it. */
  body?: RichDocument;
  /** Null or left out: none yet, which only a draft may have. */
  category?: Category | null;
  /** Left out on create: read from the title's and content's letters. */
  language?: Language;
  /** Needed outside the drafts unless `imageId` is given, which sets it; '' removes the image. */
  mediaUrl?: string;
  /**
   * Up to 300 characters; null or '' clears it (the excerpt is shown instead). Sent with a status
   * that submits, schedules or publishes, it must not be empty (`missingToLeaveDraft`).
   */
  summary?: string | null;
  /** Editors and admins only: the front page's lead story (the newest lead leads). */
  lead?: boolean;
  /** yyyy-mm-dd, not in the future: the article date. */
  date?: string;
  /** Accepted for the spec's form and ignored: the author is the signed-in account. */
  author?: string;
  /** The counterpart in the other language; null unlinks. */
  translationId?: number | null;
  /** Where the article goes in the workflow; see the api's rules. */
  status?: ArticleStatus;
  /** With status `published`: when readers see it (a future time schedules it). */
  publishAt?: string | null;
}

/** `GET /Articles` query parameters. */
export interface RestArticleListQuery {
  Page?: number;
  PageSize?: number;
  Search?: string;
  Filter?: Category | '';
  Language?: Language | '';
  /**
   * Left out: what readers see (published, time come). `all` or comma-separated statuses: the
   * staff view, every article of those statuses the account may see (needs a token).
   */
  Status?: string;
  /** `true`: only articles marked as lead stories. */
  Lead?: boolean;
  /** With `Status`: of the published articles, only the scheduled ones (true) or the others. */
  Scheduled?: boolean;
  /** With `Status`: only this account's articles. */
  AuthorId?: number;
  Fields?: string;
  SortBy?: string;
  /** With a search ranked by relevance: this edition's matches before the other's. */
  PreferLanguage?: Language | '';
}
