import type { CategoryName } from '@news/contract';
import { categoryToParam } from '../../shared/categories';
import type { Edition } from './edition';

/**
 * An article's canonical address, `/news/{id}/{slug}`, as people read it: a Telugu slug in Telugu
 * letters (the browser percent-encodes it when it asks; the server does when it writes a header).
 * Only the characters that would end the path are escaped.
 */
export function articlePath(article: { id: string; slug: string }): string {
  return `/news/${article.id}/${article.slug.replace(/[%/?#\\]/g, encodeURIComponent)}`;
}

/** What a home address may carry. */
export interface HomeParams {
  /** Only an edition the address already names: the interface language's needs none. */
  edition?: Edition;
  search?: string;
  category?: CategoryName;
  page?: number;
}

/** The query string of a home address, in one order: edition, search, category, page. */
export function homeQuery({ edition, search, category, page }: HomeParams): string {
  const params = new URLSearchParams();
  if (edition) params.set('edition', edition);
  if (search) params.set('search', search);
  if (category) params.set('category', categoryToParam(category));
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A home address: `/home?edition=te&category=Sports`. */
export function homePath(params: HomeParams): string {
  return `/home${homeQuery(params)}`;
}
