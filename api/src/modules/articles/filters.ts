import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { textSortKey, type Dialect } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { ArticleListQuery, ArticleSortField, ArticleView } from './records.js';
import { SPARSE, type ArticleSearch, type SearchPlan, type Where } from './search/types.js';

/** What a list is filtered by (ArticleListQuery's filters). */
export type ListFilters = Pick<
  ArticleListQuery,
  'terms' | 'readings' | 'named' | 'category' | 'language' | 'lead' | 'view'
>;

/**
 * Which articles a list reads: those out of the trash its view shows (readers' or staff's), of its edition,
 * category and lead flag, matching every search word (read as `plan` says).
 */
export function filters(search: ArticleSearch, q: ListFilters, plan: SearchPlan = SPARSE): Where {
  return (eb: ExpressionBuilder<DB, 'articles'>) => {
    // An article in the trash is in no list, count or search, staff's included.
    const conditions: Expression<SqlBool>[] = [eb('articles.trashed_at', 'is', null)];
    if (q.view.kind === 'readers') {
      conditions.push(eb('articles.status', '=', 'published'));
      conditions.push(eb('articles.published_at', '<=', q.view.now));
      if (q.view.authorId !== undefined) {
        conditions.push(eb('articles.author_id', '=', q.view.authorId));
      }
    } else {
      conditions.push(eb('articles.status', 'in', [...q.view.statuses]));
      const timing = q.view.published;
      if (timing) {
        conditions.push(
          eb.or([
            eb('articles.status', '!=', 'published'),
            eb('articles.published_at', timing.scheduled ? '>' : '<=', timing.now),
          ]),
        );
      }
      if (q.view.authorId !== undefined) {
        conditions.push(eb('articles.author_id', '=', q.view.authorId));
      }
      if (q.view.ownOrPublished !== undefined) {
        conditions.push(
          eb.or([
            eb('articles.status', '=', 'published'),
            eb('articles.author_id', '=', q.view.ownOrPublished),
          ]),
        );
      }
    }
    if (q.language) conditions.push(eb('articles.language', '=', q.language));
    if (q.category) conditions.push(eb('articles.category', '=', q.category));
    // Booleans are written 1/0, which PostgreSQL reads as true/false (schema.ts).
    if (q.lead !== undefined) conditions.push(eb('articles.lead', '=', q.lead ? 1 : 0));
    if (q.terms.length > 0) conditions.push(search.matches(q, plan));
    return eb.and(conditions);
  };
}

/** What a list is ordered by, before its ids. */
export function sortKey(dialect: Dialect, field: ArticleSortField, view: ArticleView) {
  if (field === 'createdAt') return sql.ref('articles.created_at');
  // Staff lists hold never-published articles too: those go by the day they were written, so
  // a new draft (and a scheduled story) comes first newest-first. Readers' lists keep the
  // column, and its index.
  if (field === 'publishedAt' && view.kind === 'staff') {
    return sql`coalesce(articles.published_at, articles.created_at)`;
  }
  if (field === 'publishedAt') return sql.ref('articles.published_at');
  return textSortKey(dialect, field === 'title' ? 'articles.title' : 'articles.category');
}
