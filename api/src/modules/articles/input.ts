/*
 * The articles' query and body parsing, at the edge: what the routes receive is checked and
 * renamed here once, so the service is given typed values and holds only the rules. Every
 * refusal names the parameter or field at fault.
 */
import {
  ARTICLE_FIELDS,
  ARTICLE_INCLUDES,
  ARTICLE_STATUSES,
  FRONT_PAGE,
  LIST_FIELDS,
  SUMMARY_FIELDS,
  type ArticleField,
  type ArticleInclude,
  type ArticleStatus,
  type Category,
  type Language,
  type SortDirection,
} from '../../domain.js';
import { badInput, unauthenticated } from '../../lib/errors.js';
import { checkIdsAlone, parseIds } from '../../lib/ids.js';
import { queryTerms } from '../../lib/search.js';
import { parseSortBy } from '../../lib/sort.js';
import { paging } from '../../lib/text.js';
import type { ArticleSortField } from './records.js';

export { articleWrite, type ArticleWrite } from './input-body.js';

/** `GET /Articles` as sent (schemas/articles.ts, ArticleListQuery). */
export interface ListArticlesQuery {
  Page?: number | undefined;
  PageSize?: number | undefined;
  Search?: string | undefined;
  Filter?: Category | '' | undefined;
  Language?: Language | '' | undefined;
  Status?: string | undefined;
  Lead?: boolean | undefined;
  Scheduled?: boolean | undefined;
  AuthorId?: number | undefined;
  Fields?: string | undefined;
  SortBy?: string | undefined;
  PreferLanguage?: Language | '' | undefined;
  Ids?: string | undefined;
}

/** A list of articles, as the service is asked for it. */
export interface ListRequest {
  page: number;
  pageSize: number;
  /** The search's normalised words (lib/search.ts); empty without a search. */
  terms: string[];
  /** Something was typed that holds no word (only emoji or punctuation): nothing matches. */
  wordless: boolean;
  /** The staff view's statuses; undefined for the readers' view. */
  statuses: readonly ArticleStatus[] | undefined;
  scheduled: boolean | undefined;
  authorId: number | undefined;
  category: Category | undefined;
  language: Language | undefined;
  lead: boolean | undefined;
  /** A search across the editions for a reader of this one (PreferLanguage). */
  prefer: Language | undefined;
  fields: readonly ArticleField[];
  sort: { field: ArticleSortField | 'relevance'; direction: SortDirection };
}

const SORT_FIELDS: readonly ArticleSortField[] = ['publishedAt', 'createdAt', 'title', 'category'];

const STATUS_LIST = `Status must be all or a comma-separated list of ${ARTICLE_STATUSES.join(', ')}`;

/** The Status parameter: undefined for the readers' view, else the statuses of the staff view. */
export function parseStatus(value: string | undefined): readonly ArticleStatus[] | undefined {
  const raw = value?.trim() ?? '';
  if (raw === '') return undefined;
  if (raw.toLowerCase() === 'all') return ARTICLE_STATUSES;
  const statuses: ArticleStatus[] = [];
  for (const part of raw.split(',')) {
    const status = ARTICLE_STATUSES.find((s) => s === part.trim().toLowerCase());
    if (!status) throw badInput('Status', STATUS_LIST);
    if (!statuses.includes(status)) statuses.push(status);
  }
  return statuses;
}

/** A comma-separated list of names from `known` (any case), or undefined when empty. */
function parseNames<T extends string>(
  parameter: string,
  value: string | undefined,
  known: readonly T[],
  what: string,
): T[] | undefined {
  const names = (value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  const found: T[] = [];
  for (const name of names) {
    const item = known.find((f) => f.toLowerCase() === name.toLowerCase());
    if (!item) {
      throw badInput(
        parameter,
        `${parameter} has an unknown ${what} "${name.slice(0, 40)}"; choose from ${known.join(', ')}`,
      );
    }
    if (!found.includes(item)) found.push(item);
  }
  return found;
}

/** The `Fields` (or `RelatedFields`) parameter: `all` when it names none. */
export function parseFields(
  value: string | undefined,
  parameter = 'Fields',
  all: readonly ArticleField[] = ARTICLE_FIELDS,
): readonly ArticleField[] {
  return parseNames(parameter, value, ARTICLE_FIELDS, 'field') ?? all;
}

/**
 * `GET /Articles` without `Ids`. The staff view (`Status`) needs an account: asked without one,
 * the answer is 401 before anything else is looked at.
 */
export function listRequest(query: ListArticlesQuery, signedIn: boolean): ListRequest {
  const statuses = parseStatus(query.Status);
  if (statuses && !signedIn) throw unauthenticated('Log in to list articles by status');
  if (query.Scheduled !== undefined && !statuses) {
    throw badInput('Scheduled', 'Scheduled goes with Status (the staff view)');
  }
  const fields = parseFields(query.Fields, 'Fields', LIST_FIELDS);
  const { page, pageSize } = paging(query);
  const terms = queryTerms(query.Search ?? '');
  // Relevance, the default, ranks a search's matches; a list without words has only its
  // date, newest first. The date: publishedAt for readers; for staff, the same with
  // never-published articles at the day they were written (filters.ts, sortKey).
  const sortBy = query.SortBy?.trim() ?? '';
  const sort =
    sortBy !== '' && sortBy.toLowerCase() !== 'relevance'
      ? parseSortBy(sortBy, SORT_FIELDS, 'publishedAt', ['relevance'])
      : terms.length > 0
        ? ({ field: 'relevance', direction: 'desc' } as const)
        : parseSortBy('', SORT_FIELDS, 'publishedAt');
  return {
    page,
    pageSize,
    terms,
    wordless: terms.length === 0 && (query.Search ?? '').trim() !== '',
    statuses,
    scheduled: query.Scheduled,
    authorId: query.AuthorId,
    category: query.Filter || undefined,
    language: query.Language || undefined,
    lead: query.Lead,
    prefer: query.PreferLanguage || undefined,
    fields,
    sort,
  };
}

/** Articles by id (`GET /Articles?Ids=`), as the service is asked for them. */
export interface IdsRequest {
  /** Each once, in the order sent. */
  ids: number[];
  fields: readonly ArticleField[];
}

/** The parameters that choose a list's articles, which `Ids` does by itself. */
const CHOOSING = [
  'Search',
  'Filter',
  'Language',
  'Status',
  'Lead',
  'Scheduled',
  'AuthorId',
  'PreferLanguage',
  'SortBy',
] as const;

/**
 * `GET /Articles?Ids=...`: every article the asker may read, as `GET /Articles/{id}` answers
 * it, with `Fields` (every field when left out); Page and PageSize do not apply.
 */
export function idsRequest(query: ListArticlesQuery & { Ids: string }): IdsRequest {
  checkIdsAlone(query, CHOOSING);
  return { ids: parseIds(query.Ids, 'article'), fields: parseFields(query.Fields) };
}

/** `GET /Front` as the service is asked for it. */
export interface FrontRequest {
  language: Language | undefined;
  latest: number;
  perCategory: number;
  fields: readonly ArticleField[];
}

export function frontRequest(query: {
  Language?: Language | '' | undefined;
  Latest?: number | undefined;
  PerCategory?: number | undefined;
  Fields?: string | undefined;
}): FrontRequest {
  return {
    fields: parseFields(query.Fields, 'Fields', SUMMARY_FIELDS),
    language: query.Language || undefined,
    latest: query.Latest ?? FRONT_PAGE.latest,
    perCategory: query.PerCategory ?? FRONT_PAGE.perCategory,
  };
}

/** `GET /Articles/{id}/Related` as the service is asked for it. */
export interface RelatedRequest {
  limit: number | undefined;
  fields: readonly ArticleField[];
}

export function relatedRequest(query: {
  Limit?: number | undefined;
  Fields?: string | undefined;
}): RelatedRequest {
  return { limit: query.Limit, fields: parseFields(query.Fields, 'Fields', SUMMARY_FIELDS) };
}

/** `GET /Articles/{id}` as the service is asked for it: what to bring along. */
export interface GetRequest {
  include: readonly ArticleInclude[];
  relatedLimit: number | undefined;
  relatedFields: readonly ArticleField[];
}

export function getRequest(query: {
  Include?: string | undefined;
  RelatedLimit?: number | undefined;
  RelatedFields?: string | undefined;
}): GetRequest {
  return {
    include: parseNames('Include', query.Include, ARTICLE_INCLUDES, 'part') ?? [],
    relatedLimit: query.RelatedLimit,
    relatedFields: parseFields(query.RelatedFields, 'RelatedFields', SUMMARY_FIELDS),
  };
}
