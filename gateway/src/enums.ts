/*
 * GraphQL enum values and the REST API's spelling of each, written once: the resolvers give
 * these maps to the schema as the enums' internal values, and codegen.ts gives them to the
 * generated types.
 */

export const Category = {
  POLITICS: 'Politics',
  SPORTS: 'Sports',
  ENTERTAINMENT: 'Entertainment',
  BUSINESS: 'Business',
  TECHNOLOGY: 'Technology',
  ENVIRONMENT: 'Environment',
  ANNOUNCEMENT: 'Announcement',
} as const;
export type Category = (typeof Category)[keyof typeof Category];

export const Role = {
  ADMIN: 'admin',
  EDITOR: 'editor',
  REPORTER: 'reporter',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** REST `SortBy` values for `GET /Articles`. */
export const ArticleSort = {
  DATE_DESC: 'createdAt:desc',
  DATE_ASC: 'createdAt:asc',
  TITLE_ASC: 'title:asc',
  TITLE_DESC: 'title:desc',
  CATEGORY_ASC: 'category:asc',
  CATEGORY_DESC: 'category:desc',
} as const;
export type ArticleSort = (typeof ArticleSort)[keyof typeof ArticleSort];

/** REST `SortBy` values for `GET /User`. */
export const UserSort = {
  CREATED_DESC: 'createdAt:desc',
  CREATED_ASC: 'createdAt:asc',
  USERNAME_ASC: 'username:asc',
  USERNAME_DESC: 'username:desc',
  FULL_NAME_ASC: 'full_Name:asc',
  FULL_NAME_DESC: 'full_Name:desc',
  EMAIL_ASC: 'email:asc',
  EMAIL_DESC: 'email:desc',
  ROLE_ASC: 'role:asc',
  ROLE_DESC: 'role:desc',
} as const;
export type UserSort = (typeof UserSort)[keyof typeof UserSort];
