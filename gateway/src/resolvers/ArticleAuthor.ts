import type { ArticleAuthorResolvers } from '../__generated__/resolvers-types.js';

/** A note's or a version's writer has no article to name them for: their full name, no page. */
export const ArticleAuthor: ArticleAuthorResolvers = {
  displayName: (author) => author.displayName ?? author.name,
  username: (author) => author.username ?? null,
};
