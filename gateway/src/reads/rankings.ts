import { READ_LIMITS, type Language } from '@news/contract';
import type { ArticlesAPI } from '../datasources/articles.js';
import type { ArticleRecord } from '../datasources/rest-types.js';
import { badInput } from '../errors.js';
import type { ReadRankings, ReadStore } from './store.js';

/** `limit` of `mostRead` and `trending`: 1 to the lists' most. */
export function readListLimit(limit: number | null | undefined): number {
  const wanted = limit ?? READ_LIMITS.blockSize;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > READ_LIMITS.listMax) {
    throw badInput('limit', `limit must be 1 to ${READ_LIMITS.listMax}`);
  }
  return wanted;
}

/** Whether readers may see the story now: published, its time come. */
const readable = (article: ArticleRecord | null, language: Language, now: number) =>
  article !== null &&
  article.language === language &&
  article.status === 'published' &&
  article.publishedAt !== null &&
  Date.parse(article.publishedAt) <= now;

/**
 * A ranked list as readers see it: the candidates' stories of the edition that readers may see
 * (a signed-in editor's token would also read drafts), best first. Without counts (the store is
 * unavailable) the list is empty, and the page shows no block.
 */
export async function readList(
  reads: ReadStore | undefined,
  articles: ArticlesAPI,
  list: keyof ReadRankings,
  language: Language,
  limit: number,
): Promise<ArticleRecord[]> {
  if (!reads) return [];
  const ranked = await reads.rankings(language, limit).then(
    (rankings) => rankings[list],
    () => [],
  );
  const records = await Promise.all(ranked.map(({ id }) => articles.get(id)));
  const now = Date.now();
  return records
    .filter((article): article is ArticleRecord => readable(article, language, now))
    .slice(0, limit);
}
