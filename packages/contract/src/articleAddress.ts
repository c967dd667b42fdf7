/*
 * An article's addresses: `/news/{id}`, its canonical `/news/{id}/{slug}`, the routes that answer
 * them, and the absolute form feeds and sitemaps write. The reader pages, the gateway's routes
 * and feeds, and the staff app's links all take them from here.
 */

/** The web router's routes of an article's page: by id alone, and by id and slug. */
export const ARTICLE_ROUTES = ['/news/:id', '/news/:id/:slug'] as const;

/** The gateway's route of every address under `/news/` (the page answers what is not an article). */
export const ARTICLE_ROUTE_ANY = '/news/*';

/** `/news/{id}`: the article whatever its slug (its page sends the reader to the canonical one). */
export const articleIdPath = (id: string | number): string => `/news/${id}`;

/**
 * An article's canonical address, `/news/{id}/{slug}`, as people read it: a Telugu slug in Telugu
 * letters (the browser percent-encodes it when it asks; the server does when it writes a header).
 * Only the characters that would end the path are escaped.
 */
export function articlePath(article: { id: string | number; slug: string }): string {
  return `${articleIdPath(article.id)}/${article.slug.replace(/[%/?#\\]/g, encodeURIComponent)}`;
}

/**
 * An article's canonical address in absolute form, the slug percent-encoded (UTF-8): what XML
 * (feeds, sitemaps) and headers carry, where an address must be a valid URL.
 */
export function articleUrl(
  siteUrl: string,
  article: { id: string | number; slug: string },
): string {
  return `${siteUrl}${articleIdPath(article.id)}/${encodeURIComponent(article.slug)}`;
}
