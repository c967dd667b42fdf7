import { GRAPHQL_ENUMS } from '@news/contract';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { AccountLink, AccountLinkInfo } from './AccountLink.js';
import { Article } from './Article.js';
import { AlertLine, BreakingAlert } from './BreakingAlert.js';
import { ArticleAuthor } from './ArticleAuthor.js';
import { ArticleRevision } from './ArticleRevision.js';
import { Image, ImageVariant } from './Image.js';
import { LiveBlog, LivePost, LivePostPage, LiveUpdate } from './LiveBlog.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { BreakingAlertEvent, Subscription } from './Subscription.js';
import { DateScalar, DateTime, RichDocumentScalar } from './scalars.js';
import { User } from './User.js';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  BreakingAlertEvent,
  AccountLink,
  AccountLinkInfo,
  AlertLine,
  Article,
  BreakingAlert,
  ArticleAuthor,
  ArticleRevision,
  Image,
  ImageVariant,
  LiveBlog,
  LivePost,
  LivePostPage,
  LiveUpdate,
  User,
  DateTime,
  Date: DateScalar,
  RichDocument: RichDocumentScalar,
  // The schema's enums take the REST spellings as internal values.
  ...GRAPHQL_ENUMS,
};
