import type { Generated } from 'kysely';
import type { ArticleStatus, Category, Language, Role } from '../domain.js';

/**
 * Column types as both dialects hand them back: SQLite has no boolean or timestamp type, so
 * booleans are written as 1/0 and timestamps as ISO-8601 text; PostgreSQL returns boolean and Date.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  full_name: string;
  email: string;
  role: Role;
  password_hash: string;
  is_active: number | boolean;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  content: string;
  category: Category;
  language: Language;
  status: ArticleStatus;
  /** When readers see it from; null while it is not published. */
  published_at: string | Date | null;
  /** The same story in the other language. */
  translation_id: number | null;
  media_url: string;
  author_id: number | null;
  /** The author's name when the article was written, shown if that account is deleted. */
  author_name: string;
  created_at: string | Date;
  updated_at: string | Date;
}

/** One login: its id is the token's `sid` claim. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string | Date;
  expires_at: string | Date;
  /** Set by logout, or when the account's sessions are ended; null while it works. */
  ended_at: string | Date | null;
}

export interface DB {
  users: UsersTable;
  articles: ArticlesTable;
  sessions: SessionsTable;
}
