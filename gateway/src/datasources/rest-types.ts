/** The REST API's JSON, as the gateway reads it (see the api's OpenAPI document at /openapi.json). */

import type { ArticleSort, Category, Role, UserSort } from '../enums.js';

export interface ArticleRecord {
  id: number;
  title: string;
  content: string;
  category: Category;
  mediaUrl: string;
  createdAt: string;
  updatedAt: string;
  author: { id: number | null; name: string };
}

export interface UserRecord {
  id: number;
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  is_Active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface RestPage<T> {
  data: T[];
  pagination: { totalItems: number; page: number; pageSize: number; totalPages: number };
}

/** A page as the GraphQL page types expose it. */
export interface PageResult<T> {
  items: T[];
  totalItems: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export const toPageResult = <T>(page: RestPage<T>): PageResult<T> => ({
  items: page.data,
  ...page.pagination,
});

export interface LoginRecord {
  token: string;
  expiresAt: string;
  user: UserRecord;
}

/** List arguments as GraphQL gives them: left out, they take the schema's defaults; null is allowed. */
export interface PageArgs<S> {
  page?: number | null;
  pageSize?: number | null;
  sortBy?: S | null;
}

export interface ArticleListArgs extends PageArgs<ArticleSort> {
  search?: string | null | undefined;
  category?: Category | null | undefined;
}

export type UserListArgs = PageArgs<UserSort>;
