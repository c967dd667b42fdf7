/*
 * The api's domain types. The facts every tier shares (categories, roles, languages, statuses,
 * limits, paging, field names, the REST wire types) come from @news/contract, written once;
 * only what is the api's own lives here.
 */
import type {
  RestArticle,
  RestArticleAuthor,
  RestArticleNote,
  RestShareImage,
  RestImage,
  RestImageVariant,
  RestPage,
  RestUser,
} from '@news/contract';

export {
  ACCOUNT_LINK_HOURS,
  AccountLinkPurpose,
  ARTICLE_FIELDS,
  ARTICLE_INCLUDES,
  ARTICLE_STATUSES,
  ArticleStatus,
  AUDIT_ACTIONS,
  AuditAction,
  AUTOSAVE_MERGE_MINUTES,
  CATEGORIES,
  Category,
  FRONT_PAGE,
  IMAGE_ID_PATTERN,
  IMAGE_WIDTHS,
  ImageFormat,
  LANGUAGES,
  Language,
  LIMITS,
  PAGING,
  REFUSAL_REASONS,
  RELATED,
  REVISION_ACTIONS,
  RevisionAction,
  ROLES,
  Role,
  TRASH_DAYS,
  LIST_FIELDS,
  SUMMARY_FIELDS,
  UPLOAD,
  UPLOAD_FORMATS,
  UPLOAD_REFUSAL_REASONS,
  UploadRefusal,
  languageOfText,
  LINK_REFUSAL_REASONS,
  LinkRefusal,
  type LinkRefusalReason,
  type ArticleField,
  type ArticleInclude,
  type RefusalReason,
  type UploadRefusalReason,
  ALERT_LIMITS,
  ALERTS_TOPIC,
  AlertEventKind,
  type Alert,
  type AlertLine,
  type LiveEvent,
} from '@news/contract';

export type ArticleAuthor = RestArticleAuthor;
export type ArticleNote = RestArticleNote;
export type Article = RestArticle;
/** An account as stored: its photo by id (`UserService.present` reads it for answers). */
export type User = Omit<RestUser, 'photo'> & { photoId: string | null };
export type Image = RestImage;
export type ImageVariant = RestImageVariant;
export type Page<T> = RestPage<T>;
export type ShareImage = RestShareImage;

export type SortDirection = 'asc' | 'desc';
