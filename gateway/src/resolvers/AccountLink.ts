import { accountLinkPath } from '@news/contract';
import type {
  AccountLinkInfoResolvers,
  AccountLinkResolvers,
} from '../__generated__/resolvers-types.js';

export const AccountLink: AccountLinkResolvers = {
  path: (link) => accountLinkPath(link.token),
};

export const AccountLinkInfo: AccountLinkInfoResolvers = {
  fullName: (info) => info.full_Name,
};
