import type { Kysely } from 'kysely';
import { addSearchReadings, addSearchTerms } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import { indexTerms } from '../../../lib/search.js';
import type { ArticleSearch } from './types.js';

/**
 * The index side of search: an article's words (of its title, content and written summary, with
 * their stems: lib/search.ts, indexTerms) written to the database's index, to `search_terms`
 * (the words a search word may begin) and to `search_readings` (how each Telugu word reads in
 * English letters).
 */
export async function indexArticle(
  db: Kysely<DB>,
  search: ArticleSearch,
  article: { id: number; title: string; content: string; summary: string | null },
): Promise<void> {
  const terms = indexTerms(article.title, article.content, article.summary ?? '');
  await search.writeIndex(db, article.id, terms);
  await addSearchTerms(db, terms);
  await addSearchReadings(db, terms);
}
