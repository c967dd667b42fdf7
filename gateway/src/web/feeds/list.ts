import {
  LIMITS,
  type ArticleField,
  type Category,
  type Language,
  type RestPage,
} from '@news/contract';
import type { NextScheduled, RestClient } from '../../upstream.js';
import type { ListedArticle } from './documents.js';

/**
 * Pages of `GET /Articles` (readers' view) until `limit` articles or the last page. Each call
 * has the REST client's deadline; the pages are one per thousand articles (about a fifth of a
 * second each), and the reader cache shares one build among every request that comes
 * meanwhile. `schedule` is told when a scheduled story may join them.
 */
export async function listArticles(
  rest: RestClient,
  fields: readonly ArticleField[],
  query: { Language?: Language; Filter?: Category; SortBy: string },
  limit: number,
  schedule: NextScheduled,
): Promise<ListedArticle[]> {
  const pageSize = Math.min(limit, LIMITS.pageSizeMax);
  const found = new Map<number, ListedArticle>();
  for (let page = 1; page <= LIMITS.pageMax; page++) {
    const answer = await rest.call<RestPage<ListedArticle>>(
      {
        method: 'GET',
        path: 'Articles',
        query: { ...query, Page: page, PageSize: pageSize, Fields: fields.join(',') },
      },
      undefined,
      undefined,
      schedule,
    );
    // An article published while the pages are read may move another to the next page.
    for (const article of answer.data) if (!found.has(article.id)) found.set(article.id, article);
    // A capped count says only that more match than the bound: read on to a short page.
    const last = answer.pagination.totalItemsCapped
      ? answer.data.length < pageSize
      : page >= answer.pagination.totalPages;
    if (found.size >= limit || last || answer.data.length === 0) break;
  }
  return [...found.values()].slice(0, limit);
}
