/*
 * The reader pages' addresses: which parameters each page reads, and the one form every link and
 * the gateway's page cache use, so `/home?x=1&page=2` and `/home?page=2` are one page.
 */

import { STAFF_SCREENS } from './staffScreens.js';
import { Category, LANGUAGES, LIMITS, PAGING, type CategoryName, type Language } from './facts.js';

/** What the home page lists: one edition, or both. */
export type Edition = Language | 'all';
export const EDITIONS: readonly Edition[] = [...LANGUAGES, 'all'];

/** What a home address may carry. */
export interface HomeParams {
  /** Only an edition the address names: the interface language's needs none. */
  edition?: Edition;
  search?: string;
  category?: CategoryName;
  page?: number;
  /** A search's order: most relevant first unless `newest` (meaningless without a search). */
  sort?: HomeSort;
}

/** The orders a search may be read in besides the most relevant first (the default). */
export type HomeSort = 'newest';

/** `?sort=`: `newest`, or nothing (most relevant first). */
export function sortOfParam(value: string | null | undefined): HomeSort | undefined {
  return value === 'newest' ? value : undefined;
}

export function editionOf(value: string | null | undefined): Edition | undefined {
  return EDITIONS.find((e) => e === value);
}

/** A category from the address's spelling (`sports`, `Sports`), as GraphQL names it. */
export function categoryOfParam(value: string | null | undefined): CategoryName | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return (Object.keys(Category) as CategoryName[]).find(
    (name) => Category[name].toLowerCase() === lower,
  );
}

/** `?page=`: a whole number from 1 to the api's last page, else the first page. */
export function pageOfParam(value: string | null | undefined): number {
  const n = Number(value);
  return value && /^\d+$/.test(value) && n >= PAGING.firstPage && n <= LIMITS.pageMax
    ? n
    : PAGING.firstPage;
}

/** `?search=`: trimmed and cut to the longest search the api takes. */
export function searchOfParam(value: string | null | undefined): string {
  return [...(value ?? '').trim()].slice(0, LIMITS.searchMax).join('').trim();
}

/** The home page's parameters read from an address's query string. */
export function homeParams(
  query: URLSearchParams,
): Required<Pick<HomeParams, 'search' | 'page'>> &
  Pick<HomeParams, 'edition' | 'category' | 'sort'> {
  const search = searchOfParam(query.get('search'));
  return {
    edition: editionOf(query.get('edition')),
    search,
    category: categoryOfParam(query.get('category')),
    page: pageOfParam(query.get('page')),
    sort: search ? sortOfParam(query.get('sort')) : undefined,
  };
}

/**
 * The query string of a home address, in one order: edition, search, category, sort (only with
 * a search), page.
 */
export function homeQuery({ edition, search, category, page, sort }: HomeParams): string {
  const params = new URLSearchParams();
  if (edition) params.set('edition', edition);
  if (search) params.set('search', search);
  if (category) params.set('category', Category[category]);
  if (search && sort) params.set('sort', sort);
  if (page && page > PAGING.firstPage) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A home address: `/home?edition=te&category=Sports`. */
export function homePath(params: HomeParams = {}): string {
  return `/home${homeQuery(params)}`;
}

const HOME = /^\/(home\/?)?$/;
const OFFLINE = /^\/offline\/?$/;
const AUTHOR = /^\/author\/[^/]+$/;
const ARTICLE = /^\/news\/[^/]+(\/[^/]*)?\/?$/;

/**
 * `?before=` of an article page: a live blog's older posts, those before the post of that id
 * (the cursor the api's pages of posts give); undefined for the newest.
 */
export function beforeOfParam(value: string | null | undefined): string | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= LIMITS.idMax ? value : undefined;
}

/** A live blog's page of posts older than the post `before`: `/news/12/slug?before=340`. */
export function olderPostsPath(articlePath: string, before: string): string {
  return `${articlePath}?before=${before}`;
}

/** An author's page (`/author/{username}`), at `page` (1, the first, is left out). */
export function authorPath(username: string, page = 1): string {
  const path = `/author/${encodeURIComponent(username)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * An address of a reader page in its one canonical form: the home page keeps only the parameters
 * it reads, with valid values, in one order (a search trimmed, a category in the api's spelling,
 * page 1 left out); an author's page its `page`; an article a live blog's `before`; the offline
 * page its `lang`; every other page no query at all. The path is
 * kept as asked (`/` and `/home` are both home). `url` is a path with its query, as a request
 * line carries it.
 */
export function readerAddress(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  if (HOME.test(path)) {
    return `${path}${homeQuery(homeParams(query))}`;
  }
  if (AUTHOR.test(path)) {
    const page = pageOfParam(query.get('page'));
    return page > 1 ? `${path}?page=${page}` : path;
  }
  if (ARTICLE.test(path)) {
    const before = beforeOfParam(query.get('before'));
    return before ? olderPostsPath(path, before) : path;
  }
  if (OFFLINE.test(path)) {
    const lang = LANGUAGES.find((l) => l === query.get('lang'));
    return lang ? `${path}?lang=${lang}` : path;
  }
  return path;
}

/**
 * The staff app's page for a one-time account link. The token rides in the fragment, which
 * browsers never send to a server, in a Referer or in request logs.
 */
export const ACCOUNT_LINK_PAGE = STAFF_SCREENS.accountLink;
export const accountLinkPath = (token: string) => `${ACCOUNT_LINK_PAGE}#${token}`;
