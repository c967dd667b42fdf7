import { articleIdPath, homeParams, readerAddress } from '@news/contract';

/** Addresses that are never reader pages: staff pages, the APIs, forms' targets, files. */
const NOT_READER =
  /^\/(login|admin|users|graphql|graphiql|preferences|media|assets|icons|healthz|readyz)(\/|$)/;
const NAMES_A_FILE = /\/[^/]*\.[^/]*$/;
const HOME = /^\/(home\/?)?$/;
const ARTICLE = /^\/news\/([^/]+)(\/[^/]*)?\/?$/;

/**
 * A navigation the worker answers as a reader page: from the network, else from what it saved,
 * else with the offline page. The gateway renders every such address (an unknown one redirects
 * home).
 */
export function isReaderPage(url: URL): boolean {
  return !NOT_READER.test(url.pathname) && !NAMES_A_FILE.test(url.pathname);
}

/**
 * Where a reader page is saved, or null for one that is not: the front page of each edition
 * (`/home`, `/home?edition=te`; `/` is `/home`) and each article (`/news/{id}`, whatever slug the
 * address had, so an old link and the offline page's list open it too; a live blog as it opens,
 * with its newest posts). Searches, sections and further pages are not saved. The address is canonical as the gateway's page cache keys it
 * (`readerAddress`), so unknown parameters name no page of their own.
 */
export function savedPageKey(url: URL): string | null {
  const canonical = new URL(readerAddress(url.pathname + url.search), url.origin);
  if (HOME.test(canonical.pathname)) {
    const { search, category, page } = homeParams(canonical.searchParams);
    return search || category || page > 1 ? null : `/home${canonical.search}`;
  }
  const article = ARTICLE.exec(canonical.pathname);
  // A live blog's older posts are a further page: the article is saved as it opens.
  return article && !canonical.search ? articleIdPath(article[1]!) : null;
}

/** The offline page in a language, as the worker precaches it. */
export function offlinePath(language: string | null | undefined): string {
  return `/offline?lang=${language === 'te' ? 'te' : 'en'}`;
}
