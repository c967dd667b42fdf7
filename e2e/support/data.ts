// Test data over GraphQL for the browser tests: an admin's request context, and articles and
// accounts that a test creates for itself (with unique names) and removes afterwards.
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { gqlData, loginApi } from './fixtures.js';
import { BASE_URL_ENV } from './stack.js';

/** The newsroom's (and the browser's, see playwright.config.ts) time zone. */
export const TIME_ZONE = 'Asia/Kolkata';

/** A short suffix that makes a title or a username unique in this run. */
export function unique(): string {
  return `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
}

/** Today as yyyy-mm-dd in the newsroom's time zone (what the article form defaults to). */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/**
 * A request context of its own (for `beforeAll`, where the test's `request` is not available),
 * logged in as the admin unless `login` is false. Dispose of it when done.
 */
export async function newApiContext(login = true): Promise<APIRequestContext> {
  const baseURL = process.env[BASE_URL_ENV];
  if (!baseURL) throw new Error(`${BASE_URL_ENV} is not set: global setup did not run`);
  // An empty state: inside a test file, new contexts would otherwise take the file's `use` options,
  // a logged-in `storageState` among them.
  const context = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  if (login) await loginApi(context);
  return context;
}

export type CategoryName =
  | 'POLITICS'
  | 'SPORTS'
  | 'ENTERTAINMENT'
  | 'BUSINESS'
  | 'TECHNOLOGY'
  | 'ENVIRONMENT'
  | 'ANNOUNCEMENT';

export interface ApiArticle {
  id: string;
  title: string;
  content: string;
  category: CategoryName;
  mediaUrl: string;
  createdAt: string;
  author: { name: string };
}

const ARTICLE_FIELDS = 'id title content category mediaUrl createdAt author { name }';

/** An image the api serves (one of the seeded ones). */
export const SEED_IMAGE = '/media/seed/telugu-edition-goes-live.svg';

export interface NewArticle {
  title: string;
  content?: string;
  category?: CategoryName;
  mediaUrl?: string;
}

export async function createArticle(
  request: APIRequestContext,
  article: NewArticle,
): Promise<ApiArticle> {
  const data = await gqlData<{ createArticle: ApiArticle }>(
    request,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`,
    {
      input: {
        title: article.title,
        content: article.content ?? `Body of ${article.title}.`,
        category: article.category ?? 'ANNOUNCEMENT',
        mediaUrl: article.mediaUrl ?? SEED_IMAGE,
      },
    },
  );
  return data.createArticle;
}

/** Deletes articles, ignoring those already gone. */
export async function deleteArticles(request: APIRequestContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: 'mutation ($id: ID!) { deleteArticle(id: $id) }', variables: { id } },
    });
  }
}

export async function getArticle(
  request: APIRequestContext,
  id: string,
): Promise<ApiArticle | null> {
  const data = await gqlData<{ article: ApiArticle | null }>(
    request,
    `query ($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS} } }`,
    { id },
  );
  return data.article;
}

export interface ArticleQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  category?: CategoryName;
}

/** A page of articles, newest first, as the home page and the admin list ask for them. */
export async function listArticles(
  request: APIRequestContext,
  query: ArticleQuery = {},
): Promise<{ totalItems: number; totalPages: number; items: ApiArticle[] }> {
  const data = await gqlData<{
    articles: { totalItems: number; totalPages: number; items: ApiArticle[] };
  }>(
    request,
    `query ($page: Int, $pageSize: Int, $search: String, $category: Category) {
      articles(page: $page, pageSize: $pageSize, search: $search, category: $category, sortBy: DATE_DESC) {
        totalItems totalPages items { ${ARTICLE_FIELDS} }
      }
    }`,
    { page: 1, pageSize: 50, ...query },
  );
  return data.articles;
}

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  role: 'ADMIN' | 'EDITOR' | 'REPORTER';
  password: string;
}

/** A staff account with a known password (as the admin: `request` must be logged in as one). */
export async function createUser(
  request: APIRequestContext,
  role: NewUser['role'] = 'REPORTER',
): Promise<NewUser & { id: string }> {
  const tag = unique();
  const user: NewUser = {
    username: `e2e-${role.toLowerCase()}-${tag}`,
    fullName: `E2E ${role.charAt(0)}${role.slice(1).toLowerCase()} ${tag}`,
    email: `e2e-${tag}@example.com`,
    role,
    password: `Pw-${tag}-secret`,
  };
  const data = await gqlData<{ createUser: { id: string } }>(
    request,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: user },
  );
  return { ...user, id: data.createUser.id };
}

export async function deleteUser(request: APIRequestContext, id: string): Promise<void> {
  await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: 'mutation ($id: ID!) { deleteUser(id: $id) }', variables: { id } },
  });
}

export interface ApiUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: 'ADMIN' | 'EDITOR' | 'REPORTER';
  isActive: boolean;
}

/** An account by username (as the admin), or undefined. */
export async function findUser(
  request: APIRequestContext,
  username: string,
): Promise<ApiUser | undefined> {
  const data = await gqlData<{ users: { items: ApiUser[] } }>(
    request,
    '{ users(pageSize: 1000) { items { id username fullName email role isActive } } }',
  );
  return data.users.items.find((u) => u.username === username);
}
