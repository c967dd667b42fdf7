/*
 * The api's domain types. The facts every tier shares (categories, roles, languages, statuses,
 * limits, paging, field names, the REST wire types) come from @news/contract, written once;
 * only what is the api's own lives here.
 */
import type { RestArticle, RestArticleAuthor, RestPage, RestUser } from '@news/contract';

export {
  ARTICLE_FIELDS,
  ARTICLE_STATUSES,
  ArticleStatus,
  CATEGORIES,
  Category,
  LANGUAGES,
  Language,
  LIMITS,
  PAGING,
  REFUSAL_REASONS,
  ROLES,
  Role,
  languageOfText,
  type ArticleField,
  type RefusalReason,
} from '@news/contract';

export type ArticleAuthor = RestArticleAuthor;
export type Article = RestArticle;
export type User = RestUser;
export type Page<T> = RestPage<T>;

export type SortDirection = 'asc' | 'desc';
