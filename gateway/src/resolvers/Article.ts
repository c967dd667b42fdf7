import { articleSlug, deriveSummary } from '@news/contract';
import type { ArticleResolvers } from '../__generated__/resolvers-types.js';

export const Article: ArticleResolvers = {
  // Looked up as the viewer: null when they may not see it (a reader and an unpublished one).
  translation: (article, _, { articles }) =>
    article.translationId === null || article.translationId === undefined
      ? null
      : articles.get(article.translationId),
  // The api sends null when there is no uploaded photo or no text; null here too if it left a
  // field out.
  image: (article) => article.image ?? null,
  imageAlt: (article) => article.imageAlt ?? null,
  imageCaption: (article) => article.imageCaption ?? null,
  imageCredit: (article) => article.imageCredit ?? null,
  // The summary staff wrote, else the excerpt the api keeps with the article (its first
  // paragraph, cut), so a card never needs the body. Only an api that sent no excerpt at all
  // leaves it to be taken from the body here.
  summary: (article) =>
    article.summary?.trim()
      ? article.summary
      : (article.excerpt ?? deriveSummary(article.content ?? '')),
  writtenSummary: (article) => (article.summary?.trim() ? article.summary : null),
  slug: (article) => articleSlug(article.title),
  lead: (article) => article.lead ?? false,
};
