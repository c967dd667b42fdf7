/** The seven categories of the spec, in the order the home page lists them. */
export const CATEGORIES = [
  'Politics',
  'Sports',
  'Entertainment',
  'Business',
  'Technology',
  'Environment',
  'Announcement',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Roles are stored lowercase; the UI shows them capitalised. */
export const ROLES = ['admin', 'editor', 'reporter'] as const;
export type Role = (typeof ROLES)[number];

export const LIMITS = {
  titleMax: 200,
  contentMax: 100_000,
  mediaUrlMax: 2048,
  authorMax: 100,
  searchMax: 200,
  searchTermsMax: 10,
  usernameMin: 3,
  usernameMax: 50,
  fullNameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  pageMax: 1_000_000,
  pageSizeMax: 1000,
  idMax: 2_147_483_647,
} as const;

export interface ArticleAuthor {
  id: number | null;
  name: string;
}

export interface Article {
  id: number;
  title: string;
  content: string;
  category: Category;
  mediaUrl: string;
  createdAt: string;
  updatedAt: string;
  author: ArticleAuthor;
}

export const ARTICLE_FIELDS = [
  'id',
  'title',
  'content',
  'category',
  'mediaUrl',
  'createdAt',
  'updatedAt',
  'author',
] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

export interface User {
  id: number;
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  is_Active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  data: T[];
  pagination: { totalItems: number; page: number; pageSize: number; totalPages: number };
}

export type SortDirection = 'asc' | 'desc';
