import { ArticleSort, Category, Role, UserSort } from '../enums.js';

/** The schema's enums take the REST spellings as internal values. */
export const enumResolvers = { Category, Role, ArticleSort, UserSort };

export const CATEGORY_ORDER = Object.values(Category);
