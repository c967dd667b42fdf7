/*
 * The REST API's JSON comes from the contract package (@news/contract), as the api writes it.
 * What stays here is the gateway's own: the page shape GraphQL exposes, and the names the
 * generated resolver types use for the REST records.
 */

import type {
  RestAccountLink,
  RestAccountLinkInfo,
  RestArticle,
  RestArticleAuthor,
  RestArticleByline,
  RestAuthorProfile,
  RestArticleBody,
  RestAuditEntry,
  RestTrashedArticle,
  RestArticleNote,
  RestFront,
  RestFrontSection,
  RestImage,
  RestImageVariant,
  RestLiveBlogState,
  RestLogin,
  RestPage,
  RestRevision,
  RestRevisionSummary,
  RestShareImage,
  RestUser,
} from '@news/contract';

export type {
  ArticleField,
  RestAccountLink,
  RestAccountLinkInfo,
  RestInvitationBody,
  RestArticle,
  RestArticleBody,
  RestArticleListQuery,
  RestArticleNote,
  RestArticleQuery,
  RestArticleWithIncluded,
  RestFront,
  RestFrontQuery,
  RestImage,
  RestImageVariant,
  RestLogin,
  RestPage,
  RestRelatedQuery,
  RestSendBackBody,
  RestUser,
  RestUserBody,
  RestUserListQuery,
} from '@news/contract';

/** An article as the api sends it; a list asked for fewer `Fields` sends only those. */
export type ArticleRecord = RestArticle;
export type UserRecord = RestUser;
/** A note of an article's review thread. */
export type ArticleNoteRecord = RestArticleNote;
export type LoginRecord = RestLogin;
/** A one-time account link just issued, with its token (shown once). */
export type AccountLinkRecord = RestAccountLink;
export type AccountLinkInfoRecord = RestAccountLinkInfo;
/** An uploaded photo (`POST /Media`'s answer, an article's `image`): `type` is the MIME type. */
export type ImageRecord = RestImage;
export type ImageVariantRecord = RestImageVariant;
/** An article's picture for link previews (`type` is the MIME type). */
export type ShareImageRecord = RestShareImage;
/** `GET /Front`'s answer; its articles carry only the `Fields` asked for. */
export type FrontPageRecord = RestFront;
export type FrontPageSectionRecord = RestFrontSection;

/**
 * A saved version of an article: from the list (`GET /Articles/{id}/Revisions`) without its
 * words, which the `ArticleRevision` resolvers then read by number; or the whole version.
 */
export type RevisionRecord = RestRevisionSummary & { articleId: number } & Partial<RestRevision>;
export type AuditEntryRecord = RestAuditEntry;
export type TrashedArticleRecord = RestTrashedArticle;
/** Who wrote something: an article's byline has its display name and username, a note's not. */
export type ArticleAuthorRecord = RestArticleAuthor &
  Partial<Pick<RestArticleByline, 'displayName' | 'username'>>;
export type AuthorRecord = RestAuthorProfile;
/** A live blog: its state; its posts, key events and pinned post are read when asked for. */
export type LiveBlogRecord = RestLiveBlogState;

/** A page as the GraphQL page types expose it. */
export interface PageResult<T> {
  items: T[];
  totalItems: number;
  totalItemsCapped: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
  searchedAs?: string | null;
}

export const toPageResult = <T>(page: RestPage<T> & { searchedAs?: string }): PageResult<T> => ({
  items: page.data,
  ...page.pagination,
  searchedAs: page.searchedAs ?? null,
});

/**
 * `PATCH /Articles/{id}`: any subset of the fields. An explicit null is sent as such, for the
 * REST API to refuse by name (or, for `translationId`, to unlink).
 */
export type RestArticleChanges = {
  [K in keyof RestArticleBody]?: RestArticleBody[K] | null;
} & {
  /** The `updatedAt` the client read: the api refuses the change (409) if the article changed since. */
  updatedAt?: string;
  /** The staff form's own save of a draft: words only, one version per sitting. */
  autosave?: boolean;
};
