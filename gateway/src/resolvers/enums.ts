import { ArticleSort, ArticleStatus, Category, Language, Role, UserSort } from '../enums.js';

/** The schema's enums take the REST spellings as internal values. */
export const enumResolvers = { Category, Role, Language, ArticleStatus, ArticleSort, UserSort };
