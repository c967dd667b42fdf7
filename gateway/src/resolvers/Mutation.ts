import { parseId } from '../datasources/call.js';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';

export const Mutation: MutationResolvers = {
  login: async (_, { username, password }, { auth, session }) => {
    const result = await auth.login(username, password);
    session.start(result.token, result.expiresAt);
    return result;
  },
  logout: (_, __, { session }) => {
    session.end();
    return true;
  },
  createArticle: (_, { input }, { articles }) => articles.create(input),
  updateArticle: (_, { id, input }, { articles }) => articles.update(parseId(id), input),
  deleteArticle: async (_, { id }, { articles }) => {
    await articles.delete(parseId(id));
    return id;
  },
  createUser: (_, { input }, { users }) => users.create(input),
  updateUser: (_, { id, input }, { users }) => users.update(parseId(id), input),
  deleteUser: async (_, { id }, { users }) => {
    await users.delete(parseId(id));
    return id;
  },
};
