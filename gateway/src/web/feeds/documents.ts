/** What the sitemaps and feeds are made of: listed articles, their times and addresses. */
import { articleSlug, articleUrl, Language, type RestArticle } from '@news/contract';

/** The articles the sitemaps and feeds need, as the api's list sends them. */
export type ListedArticle = Pick<RestArticle, 'id' | 'title' | 'language' | 'publishedAt'> &
  Partial<RestArticle>;

/** One answer, built once and served from the reader cache for a while. */
export interface Document {
  status: number;
  type: string;
  body: string;
  /** The entities it shows (cache-tags.ts). */
  tags: string[];
  /** When a scheduled story comes out that may change it (ms since the epoch). */
  until?: number;
}

/** A document as built, before the reader cache knows what it shows. */
export type Built = Omit<Document, 'tags'>;

/** Articles as listed, and when a scheduled story may join them. */
export interface Listed {
  articles: ListedArticle[];
  until?: number;
}

/** The `until` of a value kept, when there is one. */
export const untilOf = (until: number | undefined) => (until !== undefined ? { until } : {});

export const XML = 'application/xml; charset=utf-8';
export const RSS = 'application/rss+xml; charset=utf-8';
export const TEXT = 'text/plain; charset=utf-8';

export const EDITIONS = Object.values(Language);
export const isLanguage = (value: string): value is Language => EDITIONS.some((e) => e === value);

/** An article's canonical address as feeds and sitemaps write it, its slug made from its title. */
export const feedArticleUrl = (siteUrl: string, article: { id: number; title: string }) =>
  articleUrl(siteUrl, { id: article.id, slug: articleSlug(article.title) });

/** A W3C datetime in UTC to the second (`2026-11-21T09:30:00Z`). */
export const w3c = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const time = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? undefined : ms;
};

/** When an article last changed for readers: its last edit, or its publication if later. */
export function changedAt(article: ListedArticle): number | undefined {
  const times = [time(article.updatedAt), time(article.publishedAt)].filter(
    (t): t is number => t !== undefined,
  );
  return times.length > 0 ? Math.max(...times) : undefined;
}

export const newest = (times: (number | undefined)[]) => {
  const known = times.filter((t): t is number => t !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
};

/** An absolute http(s) address for an image address (a path on this site or a URL), or null. */
export function absoluteUrl(siteUrl: string, address: string | null | undefined): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
