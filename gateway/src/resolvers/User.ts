import type { UserResolvers } from '../__generated__/resolvers-types.js';

export const User: UserResolvers = {
  fullName: (user) => user.full_Name,
  isActive: (user) => user.is_Active,
  teluguName: (user) => user.teluguName ?? null,
  bio: (user) => user.bio ?? null,
  photo: (user) => user.photo ?? null,
};
