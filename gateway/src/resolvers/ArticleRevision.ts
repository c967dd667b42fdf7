import type { ArticleRevisionResolvers } from '../__generated__/resolvers-types.js';
import type { Context } from '../context.js';
import type { RevisionRecord } from '../datasources/rest-types.js';

/** The version's words: on the record when it was read by number, else read by number once. */
async function words(revision: RevisionRecord, { articles }: Context) {
  if (revision.title !== undefined) return revision as Required<RevisionRecord>;
  const whole = await articles.revision(revision.articleId, revision.number);
  if (!whole)
    throw new Error(`Version ${revision.number} of article ${revision.articleId} is gone`);
  return whole as Required<RevisionRecord>;
}

export const ArticleRevision: ArticleRevisionResolvers = {
  title: async (revision, _, context) => (await words(revision, context)).title,
  writtenSummary: async (revision, _, context) => {
    const { summary } = await words(revision, context);
    return summary?.trim() ? summary : null;
  },
  content: async (revision, _, context) => (await words(revision, context)).content,
  body: async (revision, _, context) => (await words(revision, context)).body,
  category: async (revision, _, context) => (await words(revision, context)).category,
  language: async (revision, _, context) => (await words(revision, context)).language,
};
