// Test data over GraphQL for the browser tests: an admin's request context, and articles and
// accounts that a test creates for itself (with unique names) and removes afterwards.
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ArticleStatusName, CategoryName, LanguageName, RoleName } from '@news/contract';
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

export type { ArticleStatusName, CategoryName, LanguageName, RoleName } from '@news/contract';

export interface ApiArticle {
  id: string;
  title: string;
  content: string;
  category: CategoryName;
  language: LanguageName;
  status: ArticleStatusName;
  mediaUrl: string;
  /** What cards, link previews and search engines show: the written summary, else an excerpt. */
  summary: string;
  /** The last part of the article's address `/news/{id}/{slug}`. */
  slug: string;
  lead: boolean;
  publishedAt: string | null;
  createdAt: string;
  author: { name: string };
}

const ARTICLE_FIELDS =
  'id title content category language status mediaUrl summary slug lead publishedAt createdAt author { name }';

/** An article's canonical address: `/news/{id}/{slug}` (the slug as the browser shows it, unescaped). */
export function articlePath(article: Pick<ApiArticle, 'id' | 'slug'>): string {
  return `/news/${article.id}/${article.slug}`;
}

/** An image the api serves (one of the seeded ones). */
export const SEED_IMAGE = '/media/seed/telugu-edition-goes-live.svg';

export interface NewArticle {
  title: string;
  content?: string;
  category?: CategoryName;
  /** English unless said otherwise. */
  language?: LanguageName;
  mediaUrl?: string;
  /** Published (the default for the admin who makes test data) unless said otherwise. */
  status?: ArticleStatusName;
  publishAt?: string;
  translationId?: string;
  /** A written summary (up to 300 characters); left out, the summary is taken from the content. */
  summary?: string;
  /** The front page's lead story (the newest lead leads). */
  lead?: boolean;
  /** The article's day (yyyy-mm-dd, the newsroom's); an earlier day back-dates it. */
  date?: string;
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
        language: article.language ?? 'EN',
        mediaUrl: article.mediaUrl ?? SEED_IMAGE,
        status: article.status,
        publishAt: article.publishAt,
        translationId: article.translationId,
        summary: article.summary,
        lead: article.lead,
        date: article.date,
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
  language?: LanguageName;
  /** The staff view of these statuses ([] for all); left out, what readers see. */
  status?: ArticleStatusName[];
  /** With `status`: of the published ones, only the scheduled (true) or only the others. */
  scheduled?: boolean;
  /** Only the lead stories. */
  lead?: boolean;
  /** A search across the editions for a reader of this one (its stories first). */
  preferLanguage?: LanguageName;
  /** Newest first unless said otherwise. */
  sortBy?: 'DATE_DESC' | 'RELEVANCE';
}

/** A page of articles, newest first unless `sortBy` says otherwise, as the admin list asks. */
export async function listArticles(
  request: APIRequestContext,
  query: ArticleQuery = {},
): Promise<{ totalItems: number; totalPages: number; items: ApiArticle[] }> {
  const data = await gqlData<{
    articles: { totalItems: number; totalPages: number; items: ApiArticle[] };
  }>(
    request,
    `query ($page: Int, $pageSize: Int, $search: String, $category: Category, $language: Language, $status: [ArticleStatus!], $scheduled: Boolean, $lead: Boolean, $preferLanguage: Language, $sortBy: ArticleSort) {
      articles(page: $page, pageSize: $pageSize, search: $search, category: $category, language: $language, status: $status, scheduled: $scheduled, lead: $lead, preferLanguage: $preferLanguage, sortBy: $sortBy) {
        totalItems totalPages items { ${ARTICLE_FIELDS} }
      }
    }`,
    { page: 1, pageSize: 50, sortBy: 'DATE_DESC', ...query },
  );
  return data.articles;
}

/**
 * A search as the home page asks for it: both editions, the reader's (`edition`) first, most
 * relevant first, English letters read as Telugu too.
 */
export function searchResults(
  request: APIRequestContext,
  query: Pick<ArticleQuery, 'search' | 'category' | 'page' | 'pageSize'>,
  edition: LanguageName = 'EN',
) {
  return listArticles(request, { ...query, preferLanguage: edition, sortBy: 'RELEVANCE' });
}

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  role: RoleName;
  password: string;
}

/** What an author page shows besides the name: the name in Telugu script, and a short bio. */
export interface AuthorDetails {
  teluguName?: string;
  bio?: string;
}

/**
 * A staff account with a known password (as the admin: `request` must be logged in as one),
 * with the author details given.
 */
export async function createUser(
  request: APIRequestContext,
  role: NewUser['role'] = 'REPORTER',
  details: AuthorDetails = {},
): Promise<NewUser & AuthorDetails & { id: string }> {
  const tag = unique();
  const user: NewUser & AuthorDetails = {
    username: `e2e-${role.toLowerCase()}-${tag}`,
    fullName: `E2E ${role.charAt(0)}${role.slice(1).toLowerCase()} ${tag}`,
    email: `e2e-${tag}@example.com`,
    role,
    password: `Pw-${tag}-secret`,
    ...details,
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
  role: RoleName;
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

/**
 * Gives an existing account (such as a seeded editor or reporter, whose passwords the api makes
 * up on first start) a known password, as the admin; answers the account. A new password ends
 * the account's sessions.
 */
export async function setPassword(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<ApiUser> {
  const user = await findUser(request, username);
  if (!user) throw new Error(`No account ${username}`);
  const { id, ...details } = user;
  await gqlData(
    request,
    'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }',
    { id, input: { ...details, password } },
  );
  return user;
}
