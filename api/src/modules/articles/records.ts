import type { RestArticlePhoto, RichDocument } from '@news/contract';
import type { Database } from '../../db/index.js';
import type {
  Article,
  ArticleStatus,
  Category,
  Image,
  Language,
  SortDirection,
} from '../../domain.js';
import type { ImageRepository } from '../media/repository.js';
import type { ArticleSelects } from './rows.js';
import type { ArticleSearch, Named, Readings } from './search/types.js';

/**
 * What the repository's reads share: the connection (a transaction's, within one), the
 * database's search, the article columns' queries and the photos.
 */
export interface ArticleStore {
  database: Database;
  search: ArticleSearch;
  selects: ArticleSelects;
  images: ImageRepository;
}

export type ArticleSortField = 'publishedAt' | 'createdAt' | 'title' | 'category';

/**
 * An article as stored: everything but what depends on who asks (the viewerCan* fields) and the
 * picture for link previews (made from the image by the service), with its photo's id; the
 * photo itself (`image`) only when it was read.
 */
export type ArticleRecord = Omit<
  Article,
  'viewerCanEdit' | 'viewerCanDelete' | 'viewerCanPublish' | 'image' | 'shareImage' | 'bodyImages'
> & { imageId: string | null; image?: Image | null };

/** What the read and change rules need to know of an article (policy.ts's ArticleFacts). */
export interface StoredFacts {
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number | null;
}

/**
 * An article as read, with what the rules need of its counterpart, so the service can tell
 * whether the viewer may know of it: null without one, undefined when not read.
 */
export type ArticleReading = ArticleRecord & { counterpart?: StoredFacts | null };

/** An article as a list reads it: its text and body only when they were asked for. */
export type ArticleListed = Omit<ArticleReading, 'content' | 'body'> & {
  content?: string;
  body?: RichDocument;
};

/** A row as a locking read gives it: the rules' facts, its language and its link. */
export interface LinkRow extends StoredFacts {
  id: number;
  title: string;
  language: Language;
  translationId: number | null;
}

/**
 * Which articles a list shows: the readers' view (published, time come, as of `now`; with
 * `authorId`, only that account's: its author page), or the
 * staff view (these statuses; with `ownOrPublished`, only published ones and that author's; with
 * `published`, only the published ones still ahead of `now` or only those whose time has come;
 * with `authorId`, only that account's).
 */
export type ArticleView =
  | { kind: 'readers'; now: string; authorId?: number | undefined }
  | {
      kind: 'staff';
      statuses: readonly ArticleStatus[];
      ownOrPublished?: number | undefined;
      published?: { scheduled: boolean; now: string } | undefined;
      authorId?: number | undefined;
    };

export interface ArticleListQuery {
  page: number;
  pageSize: number;
  /** Rows to skip, when not (page - 1) × pageSize (the rest of a ranked search). */
  skip?: number;
  /** PostgreSQL's estimate of the matches, when a ranked search has already asked for it. */
  expected?: number;
  /**
   * Normalised search words (lib/search.ts); every one must match, each as a word prefix, by
   * its stem, or as one of its Telugu readings.
   */
  terms: string[];
  readings?: Readings | undefined;
  /** The indexed words each search word begins, where few enough to name (set here). */
  named?: Named | undefined;
  /** With a search ranked by relevance, this edition's matches first. */
  prefer?: Language | undefined;
  category: Category | undefined;
  language: Language | undefined;
  /** true: only lead stories; false: only the others; undefined: both. */
  lead?: boolean | undefined;
  view: ArticleView;
  sort: { field: ArticleSortField | 'relevance'; direction: SortDirection };
  withContent: ContentRead;
  withAuthor: boolean;
  /** Read what the rules need of each counterpart (for translationId). */
  withCounterpart: boolean;
  /** Read each article's photo and its files (one query for the page). */
  withImage: boolean;
}

/**
 * Which of an article's texts a read takes: none, the plain text, or the text and the document
 * (whose making is most of a list's work when every row has one).
 */
export type ContentRead = false | 'text' | 'body';

/** What a summary list (the front page, "read next") reads of each article besides its row. */
export interface SummaryRead {
  withContent: ContentRead;
  withAuthor: boolean;
  /** Read what the rules need of each counterpart (for translationId). */
  withCounterpart: boolean;
  /** Read each article's photo and its files (one query for them all). */
  withImage: boolean;
}

/** The front page's rows, as readers see them at `now`. */
export interface FrontQuery extends SummaryRead {
  language: Language | undefined;
  now: string;
  /** How many of the newest stories to read, and of each category's. */
  latest: number;
  perCategory: number;
}

export interface FrontRows {
  /** The newest story marked as lead, if any. */
  lead: ArticleReading | undefined;
  /** The newest stories, newest first. */
  latest: ArticleReading[];
  /** Each category's newest stories, newest first (every category, empty or not). */
  categories: Map<Category, ArticleReading[]>;
  /** How many stories readers may see in the edition, up to PAGING.countCap. */
  total: number;
}

/** "Read next": readers' stories in `language`, `category` first, none of `exclude`. */
export interface RelatedQuery extends SummaryRead {
  language: Language;
  category: Category | null;
  exclude: number[];
  limit: number;
  now: string;
}

export interface NewArticle extends RestArticlePhoto {
  title: string;
  /** The body's plain text (plainTextOf), kept for search, summaries and feeds. */
  content: string;
  body: RichDocument;
  category: Category | null;
  language: Language;
  mediaUrl: string;
  /** The summary staff wrote; the excerpt is always taken from the body (excerptOf). */
  summary?: string | null;
  lead?: boolean;
  createdAt: string;
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number;
  authorName: string;
}

export type ArticleChanges = Partial<
  Pick<
    NewArticle,
    | 'title'
    | 'content'
    | 'body'
    | 'category'
    | 'language'
    | 'mediaUrl'
    | keyof RestArticlePhoto
    | 'summary'
    | 'lead'
    | 'createdAt'
    | 'status'
    | 'publishedAt'
  >
> & {
  /** When the change is made: later than the row's last change (see ArticleService.update). */
  updatedAt?: string;
};
