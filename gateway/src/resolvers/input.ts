/*
 * The resolver edge: GraphQL arguments are checked here, once, and renamed into the REST API's
 * shapes, so that errors name the arguments as the schema does and the data sources speak REST.
 */
import {
  ALERT_LIMITS,
  ArticleSort,
  FRONT_PAGE,
  IMAGE_ID_PATTERN,
  LIMITS,
  PAGING,
  RELATED,
  SESSION_HANDLE,
  SUGGESTION_LIMITS,
  UserSort,
  type Language,
} from '@news/contract';
import { badInput } from '../errors.js';
import type {
  CreateArticleInput,
  CreateUserInput,
  InviteUserInput,
  QueryArticlesArgs,
  QueryFrontPageArgs,
  QuerySearchSuggestionsArgs,
  QueryUsersArgs,
  SendAlertInput,
  UpdateArticleInput,
  UpdateUserInput,
} from '../__generated__/resolvers-types.js';
import type {
  RestArticleBody,
  RestArticleChanges,
  RestArticleListQuery,
  RestFrontQuery,
  RestInvitationBody,
  RestUserBody,
  RestUserListQuery,
} from '../datasources/rest-types.js';
import type { RestAlertBody } from '../datasources/alerts.js';

/** Ids are GraphQL `ID`s (strings); the REST API numbers them from 1. */
export function parseId(value: string, field = 'id'): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > LIMITS.idMax) {
    throw badInput(field, `${field} must be a positive whole number such as 12`);
  }
  return Number(value);
}

/** An author page's username, as the api takes it. */
export function authorUsername(value: string): string {
  if (
    value.length < LIMITS.usernameMin ||
    value.length > LIMITS.usernameMax ||
    !/^[A-Za-z0-9._-]+$/.test(value)
  ) {
    throw badInput(
      'username',
      `username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} letters, digits, dots, hyphens or underscores`,
    );
  }
  return value;
}

/** A version's number (`ArticleRevision.number`): a positive whole number. */
export function revisionNumber(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > LIMITS.idMax) {
    throw badInput('number', 'number must be a positive whole number such as 3');
  }
  return value;
}

/**
 * List arguments. An explicit null means the schema's default, as leaving the argument out does.
 */
export function pageArgs(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}): { Page: number; PageSize: number } {
  const page = args.page ?? PAGING.firstPage;
  const pageSize = args.pageSize ?? PAGING.defaultPageSize;
  if (page < PAGING.firstPage || page > LIMITS.pageMax) {
    throw badInput('page', `page must be from ${PAGING.firstPage} to ${LIMITS.pageMax}`);
  }
  if (pageSize < 1 || pageSize > LIMITS.pageSizeMax) {
    throw badInput('pageSize', `pageSize must be from 1 to ${LIMITS.pageSizeMax}`);
  }
  if (args.search && [...args.search].length > LIMITS.searchMax) {
    throw badInput('search', `search must be at most ${LIMITS.searchMax} characters`);
  }
  return { Page: page, PageSize: pageSize };
}

/**
 * `articles(...)` as `GET /Articles` parameters. `status` left out or null is the readers' view;
 * an empty list is every status (`all`); otherwise the statuses named.
 */
export function articleListQuery(args: QueryArticlesArgs): Omit<RestArticleListQuery, 'Fields'> {
  return {
    ...pageArgs(args),
    Search: args.search ?? undefined,
    Filter: args.category ?? undefined,
    Language: args.language ?? undefined,
    Status: args.status
      ? args.status.length === 0
        ? 'all'
        : [...new Set(args.status)].join(',')
      : undefined,
    Scheduled: args.scheduled ?? undefined,
    AuthorId:
      args.authorId === undefined || args.authorId === null
        ? undefined
        : parseId(args.authorId, 'authorId'),
    // Only `true` filters; false and null are every article, as the schema says.
    Lead: args.lead === true ? true : undefined,
    // Null is the most relevant first for a search, the newest first otherwise.
    SortBy: args.sortBy ?? (args.search?.trim() ? ArticleSort.RELEVANCE : ArticleSort.DATE_DESC),
    PreferLanguage: args.preferLanguage ?? undefined,
  };
}

/** A count argument from 1 to `max`; null means the default, as leaving it out does. */
function countArg(field: string, value: number | null | undefined, fallback: number, max: number) {
  const count = value ?? fallback;
  if (count < 1 || count > max) throw badInput(field, `${field} must be from 1 to ${max}`);
  return count;
}

/** `frontPage(...)` as `GET /Front` parameters. */
export function frontPageQuery(args: QueryFrontPageArgs): Omit<RestFrontQuery, 'Fields'> {
  return {
    Language: args.language ?? undefined,
    Latest: countArg('latest', args.latest, FRONT_PAGE.latest, FRONT_PAGE.latestMax),
    PerCategory: countArg(
      'perCategory',
      args.perCategory,
      FRONT_PAGE.perCategory,
      FRONT_PAGE.perCategoryMax,
    ),
  };
}

/** `related(limit)`: how many stories to read next. */
export const relatedLimit = (limit: number | null | undefined) =>
  countArg('limit', limit, RELATED.limit, RELATED.limitMax);

export function userListQuery(args: QueryUsersArgs): RestUserListQuery {
  return { ...pageArgs(args), SortBy: args.sortBy ?? UserSort.CREATED_DESC };
}

/** A linked translation's id; null unlinks, left out keeps. */
const translationIdOf = (id: string | null | undefined) =>
  id === undefined || id === null ? id : parseId(id, 'translationId');

/** An uploaded photo's id (`POST /graphql/upload`); null removes the photo, left out keeps it. */
function imageIdOf(id: string | null | undefined): string | null | undefined {
  if (id === undefined || id === null || IMAGE_ID_PATTERN.test(id)) return id;
  throw badInput(
    'imageId',
    'imageId must be the id of an uploaded photo (32 hexadecimal digits), as the upload answered',
  );
}

/** Texts of at most `max` characters; null or '' passes through, and clears. */
function limitedText(
  field: 'imageAlt' | 'imageCaption' | 'imageCredit' | 'summary',
  value: string | null | undefined,
  max: number,
): string | null | undefined {
  if (typeof value === 'string' && [...value].length > max) {
    throw badInput(field, `${field} must be at most ${max} characters`);
  }
  return value;
}

/**
 * The article input under its REST names. Fields left out stay out of the body; an explicit null
 * stays, for the REST API to refuse by name (or, for `translationId`, to unlink).
 */
function articleFields(input: UpdateArticleInput): RestArticleChanges {
  const body: RestArticleChanges = {
    title: input.title,
    content: input.content,
    // Checked by the REST API, whose refusal names `body` and says where and why.
    body: input.body,
    category: input.category,
    language: input.language,
    mediaUrl: input.mediaUrl,
    imageId: imageIdOf(input.imageId),
    imageAlt: limitedText('imageAlt', input.imageAlt, LIMITS.imageAltMax),
    imageCaption: limitedText('imageCaption', input.imageCaption, LIMITS.imageCaptionMax),
    imageCredit: limitedText('imageCredit', input.imageCredit, LIMITS.imageCreditMax),
    summary: limitedText('summary', input.summary, LIMITS.summaryMax),
    // A flag with nothing to clear: null is the same as leaving it out.
    lead: input.lead ?? undefined,
    date: input.date,
    translationId: translationIdOf(input.translationId),
    status: input.status,
    publishAt: input.publishAt,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

export const articleBody = (input: CreateArticleInput) => articleFields(input) as RestArticleBody;

export const articleChanges = (input: UpdateArticleInput): RestArticleChanges => ({
  ...articleFields(input),
  ...(input.updatedAt ? { updatedAt: input.updatedAt } : {}),
  ...(input.autosave ? { autosave: true } : {}),
});

/** A note of the review thread (`text`, or `note` when sending back): not blank, not too long. */
export function noteText(field: 'text' | 'note', value: string): string {
  if (value.trim() === '') throw badInput(field, `${field} must not be empty`);
  if ([...value].length > LIMITS.noteMax) {
    throw badInput(field, `${field} must be at most ${LIMITS.noteMax} characters`);
  }
  return value;
}

/** `fullName` and `isActive` as the REST API spells them; an empty password keeps the old one. */
export function userBody(input: UpdateUserInput): RestUserBody {
  const body: RestUserBody = {
    username: input.username,
    full_Name: input.fullName,
    email: input.email,
    role: input.role,
  };
  if (input.password) body.password = input.password;
  if (input.isActive !== undefined && input.isActive !== null) body.is_Active = input.isActive;
  // Left out keeps the profile texts; null clears them, as the api reads it.
  if (input.teluguName !== undefined) body.teluguName = input.teluguName;
  if (input.bio !== undefined) body.bio = input.bio;
  if (input.photoId !== undefined) body.photoId = input.photoId;
  return body;
}

/** A new account always sends its password, so an empty one is refused by name. */
export const newUserBody = (input: CreateUserInput): RestUserBody => ({
  ...userBody(input),
  password: input.password,
});

/** A colleague to invite: the new account's details, without a password. */
export const invitationBody = (input: InviteUserInput): RestInvitationBody => ({
  username: input.username,
  full_Name: input.fullName,
  email: input.email,
  role: input.role,
});

/** A one-time link's token: 32 random bytes in base64url, what follows `#` in the link. */
export function linkToken(value: string): string {
  if (!/^[A-Za-z0-9_-]{43}$/.test(value)) {
    throw badInput('token', 'token must be the 43 letters, digits, - or _ after # in the link');
  }
  return value;
}

/** A session's handle, as a list of sessions gives it. */
export function sessionHandle(value: string, field = 'id'): string {
  if (!SESSION_HANDLE.test(value)) {
    throw badInput(field, `${field} must be a session's id as a list of sessions gives it`);
  }
  return value;
}

/** A new password, counted in characters as the api counts it. */
export function newPassword(value: string): string {
  const length = [...value].length;
  if (length < LIMITS.passwordMin || length > LIMITS.passwordMax) {
    throw badInput(
      'password',
      `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
    );
  }
  return value;
}

/** `searchSuggestions(...)`: what was typed, 2 to 100 characters, and the reader's edition. */
export function suggestionArgs(args: QuerySearchSuggestionsArgs): [string, Language | undefined] {
  const { queryMin, queryMax } = SUGGESTION_LIMITS;
  const length = [...args.query.trim()].length;
  if (length < queryMin || [...args.query].length > queryMax) {
    throw badInput('query', `query must be ${queryMin} to ${queryMax} characters`);
  }
  return [args.query, args.language ?? undefined];
}

/** `searchCorrection(query:)`: a search as the results page has it, 1 to 200 characters. */
export function correctionQuery(query: string): string {
  const length = [...query].length;
  if (query.trim() === '' || length > LIMITS.searchMax) {
    throw badInput('query', `query must be 1 to ${LIMITS.searchMax} characters`);
  }
  return query;
}

/** An alert's line as the api takes it: at most ALERT_LIMITS.textMax characters. */
function alertLine(field: 'text' | 'textTe', value: string | null | undefined) {
  if (value === null || value === undefined) return {};
  if ([...value].length > ALERT_LIMITS.textMax) {
    throw badInput(field, `${field} must be at most ${ALERT_LIMITS.textMax} characters`);
  }
  return { [field]: value };
}

/** `sendAlert`'s input as `POST /Alerts` takes it; the api checks the rest, naming the field. */
export function alertBody(input: SendAlertInput): RestAlertBody {
  return {
    ...alertLine('text', input.text),
    ...alertLine('textTe', input.textTe),
    ...(input.articleId ? { articleId: parseId(input.articleId, 'articleId') } : {}),
    expiresAt: input.expiresAt,
  };
}
