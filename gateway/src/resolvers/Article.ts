import { articleSlug, ArticleStatus, deriveSummary } from '@news/contract';
import type { ArticleResolvers } from '../__generated__/resolvers-types.js';
import { privateWhenSignedIn } from './cache.js';
import { ArticleLive } from './LiveBlog.js';
import { relatedLimit } from './input.js';
import { restArticleFields, selectedFields } from './selection.js';

export const Article: ArticleResolvers = {
  // Looked up as the viewer: null when they may not see it (a reader and an unpublished one).
  translation: (article, _, { articles, signedIn }, info) => {
    if (article.translationId === null || article.translationId === undefined) return null;
    privateWhenSignedIn(signedIn, info);
    return articles.get(article.translationId);
  },
  // Asked as the viewer (what they may do with each): private when someone is signed in.
  related: (article, { limit }, { articles, signedIn }, info) => {
    const count = relatedLimit(limit);
    privateWhenSignedIn(signedIn, info);
    return articles.related(article.id, count, restArticleFields(selectedFields(info, [])));
  },
  // The api makes it from the image; null here too if it left the field out.
  shareImage: (article) => article.shareImage ?? null,
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
  revisions: (article, _, { articles }) => articles.revisions(Number(article.id)),
  auditTrail: (article, _, { articles }) => articles.auditOf(Number(article.id)),
  // Staff only: a reader's request carries no token and gets none.
  notes: (article, _, { articles }) => articles.notes(article.id),
  // Only a draft may have been sent back: the others need no call.
  sentBack: (article, _, { articles }) =>
    article.status !== undefined && article.status !== ArticleStatus.DRAFT
      ? null
      : articles.sentBack(article.id),
  ...ArticleLive,
};
