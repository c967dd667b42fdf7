import {
  AccountLinkPurpose,
  ArticleSort,
  ArticleStatus,
  AuditAction,
  Category,
  ImageFormat,
  Language,
  RevisionAction,
  Role,
  UserSort,
} from '../enums.js';

/** The schema's enums take the REST spellings as internal values. */
export const enumResolvers = {
  Category,
  Role,
  Language,
  ArticleStatus,
  ArticleSort,
  UserSort,
  ImageFormat,
  RevisionAction,
  AuditAction,
  AccountLinkPurpose,
};
