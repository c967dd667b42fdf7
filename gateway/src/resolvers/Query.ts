import { CATEGORIES } from '@news/contract';
import { ALERTS } from '../cache-tags.js';
import {
  articleListQuery,
  authorUsername,
  frontPageQuery,
  linkToken,
  pageArgs,
  parseId,
  revisionNumber,
  suggestionArgs,
  correctionQuery,
  userListQuery,
} from './input.js';
import { articleIncludes, restArticleFields, selectedFields } from './selection.js';
import { privateWhenSignedIn } from './cache.js';
import { readList, readListLimit } from '../reads/rankings.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';

export const Query: QueryResolvers = {
  articles: (_, args, { articles, signedIn }, info) => {
    const query = articleListQuery(args);
    privateWhenSignedIn(signedIn, info);
    return articles.list(query, restArticleFields(selectedFields(info, ['items'])));
  },
  // The same for everyone (no token goes with it), so it stays public.
  frontPage: (_, args, { articles }, info) => {
    const query = frontPageQuery(args);
    const fields = restArticleFields([
      ...selectedFields(info, ['lead']),
      ...selectedFields(info, ['latest']),
      ...selectedFields(info, ['sections', 'articles']),
    ]);
    return articles.front(query, fields);
  },
  // Its translation and the stories to read next come in the article's own request.
  article: (_, { id }, { articles, signedIn }, info) => {
    const articleId = parseId(id);
    privateWhenSignedIn(signedIn, info);
    const include = articleIncludes(info);
    return include ? articles.getWith(articleId, include) : articles.get(articleId);
  },
  // The same for everyone; every reader page shows it, so a write to it purges them all.
  activeAlerts: async (_, __, { alerts, cacheTags }) => {
    cacheTags?.add(ALERTS);
    return (await alerts.list()).data;
  },
  alertsEventId: async (_, __, { alerts, cacheTags }) => {
    cacheTags?.add(ALERTS);
    return (await alerts.list()).lastEventId;
  },
  categories: () => CATEGORIES,
  articleAuthors: (_, __, { articles }) => articles.authors(),
  teluguWords: (_, { word }, { articles }) => articles.teluguWords(word),
  // Asked without the token (the same for everyone), so it stays public.
  searchSuggestions: (_, args, { articles }) => articles.suggestions(...suggestionArgs(args)),
  searchCorrection: (_, { query }, { articles }) => articles.correction(correctionQuery(query)),
  // Ranked for readers alone, whoever asks (rankings.ts), so they stay public.
  mostRead: (_, args, { reads, articles }) =>
    readList(reads, articles, 'mostRead', args.language, readListLimit(args.limit)),
  trending: (_, args, { reads, articles }) =>
    readList(reads, articles, 'trending', args.language, readListLimit(args.limit)),
  // The same for everyone (no token goes with it), so it stays public.
  author: (_, { username }, { articles }) => articles.author(authorUsername(username)),
  users: (_, args, { users }) => users.list(userListQuery(args)),
  user: (_, { id }, { users }) => users.get(parseId(id)),
  articleRevision: (_, { articleId, number }, { articles }) =>
    articles.revision(parseId(articleId, 'articleId'), revisionNumber(number)),
  auditTrail: (_, args, { articles }) => articles.audit(pageArgs(args)),
  trashedArticles: (_, args, { articles }) => articles.trashed(pageArgs(args)),
  backups: (_, _args, { backups }) => backups.list(),
  articleRemoved: (_, { id }, { articles, signedIn }, info) => {
    const articleId = parseId(id);
    privateWhenSignedIn(signedIn, info);
    return articles.removed(articleId);
  },
  accountLink: (_, { token }, { auth }) => auth.accountLink(linkToken(token)),
  mySecondFactors: (_, __, { secondFactors }) => secondFactors.status(),
  secondFactorRequired: (_, __, { secondFactors }) => secondFactors.isRequired(),
  mySessions: (_, __, { sessions }) => sessions.mine(),
  userSessions: (_, { userId }, { sessions }) => sessions.ofUser(parseId(userId, 'userId')),
  newDeviceSignIns: (_, __, { sessions }) => sessions.newDevices(),
  me: async (_, __, { auth, session }) => {
    const user = await auth.me();
    // A cookie whose session has ended is dropped, so the browser stops sending it.
    if (!user && session.source === 'cookie') session.end();
    return user;
  },
};
