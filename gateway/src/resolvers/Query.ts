import { CATEGORY_ORDER } from './enums.js';
import { parseId } from '../datasources/call.js';
import { selectedFields } from './selection.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';

export const Query: QueryResolvers = {
  articles: (_, args, { articles }, info) =>
    articles.list(args, [...selectedFields(info, ['items'])]),
  article: (_, { id }, { articles }) => articles.get(parseId(id)),
  categories: () => CATEGORY_ORDER,
  users: (_, args, { users }) => users.list(args),
  user: (_, { id }, { users }) => users.get(parseId(id)),
  me: async (_, __, { auth, session }) => {
    const user = await auth.me();
    // A cookie whose session has ended is dropped, so the browser stops sending it.
    if (!user && session.source === 'cookie') session.end();
    return user;
  },
};
