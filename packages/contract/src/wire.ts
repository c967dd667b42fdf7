/* The REST API's JSON, as the api writes it and the gateway reads it (see /openapi.json). */

import type { ArticleStatus, Category, Language, RefusalReason, Role } from './facts.js';

export interface RestArticleAuthor {
  /** Null once the author's account is deleted. */
  id: number | null;
  name: string;
}

export interface RestArticle {
  id: number;
  title: string;
  content: string;
  category: Category;
  language: Language;
  mediaUrl: string;
  status: ArticleStatus;
  /** When readers see it from: null until first published, in the future while scheduled. */
  publishedAt: string | null;
  /** The article date (the spec's `date`). */
  createdAt: string;
  updatedAt: string;
  author: RestArticleAuthor;
  /** The same story in the other language, if linked. */
  translationId: number | null;
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
  'category',
  'language',
  'mediaUrl',
  'status',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'author',
  'translationId',
  'viewerCanEdit',
  'viewerCanDelete',
  'viewerCanPublish',
] as const satisfies readonly (keyof RestArticle)[];
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

/** `POST /Articles` and (every field optional) `PATCH /Articles/{id}`. */
export interface RestArticleBody {
  title: string;
  content: string;
  category: Category;
  language: Language;
  mediaUrl: string;
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
  Fields?: string;
  SortBy?: string;
}

/** `GET /User` query parameters. */
export interface RestUserListQuery {
  Page?: number;
  PageSize?: number;
  SortBy?: string;
}

export interface RestUser {
  id: number;
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  is_Active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Whether the account may publish, unpublish and schedule articles. */
  canPublish: boolean;
}

/** `POST /User` and `PUT /User/{id}`. */
export interface RestUserBody {
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  password?: string;
  is_Active?: boolean;
}

export interface RestPagination {
  totalItems: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface RestPage<T> {
  data: T[];
  pagination: RestPagination;
}

export interface RestLogin {
  token: string;
  expiresAt: string;
  user: RestUser;
}

export interface RestErrorItem {
  code: string;
  message: string;
  field?: string;
  /** With FORBIDDEN from the article rules: which rule (`Refusal`). */
  reason?: RefusalReason;
}

export interface RestErrorBody {
  errors: RestErrorItem[];
}
