import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { filters } from './filters.js';
import { newestOfEach, type Part } from './newest.js';
import type { ArticleReading, ArticleStore, ArticleView, RelatedQuery } from './records.js';
import { finish } from './rows.js';
import type { Where } from './search/types.js';

/**
 * Up to `limit` stories to read next: the category's newest, then the language's newest in
 * other categories, in one statement of two index-ordered parts.
 */
export async function relatedRows(store: ArticleStore, q: RelatedQuery): Promise<ArticleReading[]> {
  const { search } = store;
  const view: ArticleView = { kind: 'readers', now: q.now };
  const base = { terms: [], lead: undefined, language: q.language, view };
  const excluded =
    (where: Where): Where =>
    (eb) =>
      eb.and([where(eb), eb('articles.id', 'not in', q.exclude)]);
  const { category } = q;
  // A draft without a category yet (staff previewing it) has only the language's newest.
  const others = (eb: ExpressionBuilder<DB, 'articles'>) =>
    eb.and([
      filters(search, { ...base, category: undefined })(eb),
      ...(category === null ? [] : [eb('articles.category', '!=', category)]),
    ]);
  const parts: Part[] = [
    ...(category === null
      ? []
      : [['category', q.limit, excluded(filters(search, { ...base, category }))] as const]),
    ['others', q.limit, excluded(others)],
  ];
  const rows = await newestOfEach(store, parts, q);
  const ordered = [
    ...rows.filter((r) => r.part === 'category'),
    ...rows.filter((r) => r.part === 'others'),
  ].slice(0, q.limit);
  return finish(
    store,
    ordered.map((r) => r.row),
    q,
  );
}
