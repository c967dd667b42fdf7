import type { ArticleResolvers } from '../__generated__/resolvers-types.js';

export const Article: ArticleResolvers = {
  // Looked up as the viewer: null when they may not see it (a reader and an unpublished one).
  translation: (article, _, { articles }) =>
    article.translationId === null || article.translationId === undefined
      ? null
      : articles.get(article.translationId),
};
