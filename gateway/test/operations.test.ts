import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  codes,
  sessionCookie,
  startStack,
  uniqueName,
  type Stack,
} from './helpers.js';

const ARTICLE_FIELDS = 'id title content category mediaUrl createdAt updatedAt author { id name }';
const USER_FIELDS = 'id username fullName email role isActive createdAt updatedAt';

const CREATE_ARTICLE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`;
const UPDATE_ARTICLE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`;
const DELETE_ARTICLE = 'mutation($id: ID!) { deleteArticle(id: $id) }';
const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = 'mutation($id: ID!) { deleteUser(id: $id) }';

interface GqlArticle {
  id: string;
  title: string;
  content: string;
  category: string;
  mediaUrl: string;
  createdAt: string;
  updatedAt: string;
  author: { id: string | null; name: string };
}
interface GqlUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: string;
  isActive: boolean;
}

const articleInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Metro line opens to the airport',
  content: 'The new line carries its first riders on Monday.',
  category: 'POLITICS',
  language: 'EN',
  mediaUrl: '/media/seed/metro.svg',
  ...overrides,
});

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
});
afterAll(() => stack.close());

async function createArticle(token: string, overrides: Record<string, unknown> = {}) {
  const res = await stack.gql<{ createArticle: GqlArticle }>(
    CREATE_ARTICLE,
    { input: articleInput(overrides) },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle;
}

async function createUser(role: 'ADMIN' | 'EDITOR' | 'REPORTER', overrides = {}) {
  const username = uniqueName(role.toLowerCase());
  const password = `${username}-password`;
  const res = await stack.gql<{ createUser: GqlUser }>(
    CREATE_USER,
    {
      input: {
        username,
        fullName: `Test ${role}`,
        email: `${username}@example.com`,
        role,
        password,
        ...overrides,
      },
    },
    { token: admin },
  );
  expect(res.body.errors).toBeUndefined();
  return { user: res.body.data!.createUser, password };
}

describe('login and logout', () => {
  it('logs in by username or email, answering the token, its expiry and the account', async () => {
    for (const name of ['admin', 'admin@example.com']) {
      const res = await stack.gql<{
        login: { token: string; expiresAt: string; user: GqlUser };
      }>(
        `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token expiresAt user { ${USER_FIELDS} } } }`,
        { u: name, p: ADMIN_PASSWORD },
      );
      expect(res.body.errors).toBeUndefined();
      const login = res.body.data!.login;
      expect(login.token.split('.')).toHaveLength(3);
      expect(Date.parse(login.expiresAt)).toBeGreaterThan(Date.now());
      expect(login.user).toMatchObject({ username: 'admin', role: 'ADMIN', isActive: true });
      expect(login.user).not.toHaveProperty('password');
    }
  });

  it('sets the token as an httpOnly, SameSite=Strict cookie for /graphql that lasts as long as the token', async () => {
    const before = Date.now();
    const res = await stack.gql<{ login: { token: string; expiresAt: string } }>(
      'mutation { login(username: "admin", password: "admin-password-1") { token expiresAt } }',
    );
    const after = Date.now();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('news_session='))!;
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`news_session=${res.body.data!.login.token}`);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/graphql/);
    // The seconds left from the moment the answer was made, somewhere between the two.
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    const expiresAt = Date.parse(res.body.data!.login.expiresAt);
    expect(maxAge).toBeGreaterThanOrEqual(Math.floor((expiresAt - after) / 1000));
    expect(maxAge).toBeLessThanOrEqual(Math.floor((expiresAt - before) / 1000));
    // Not Secure outside production, so it works on http://localhost.
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('refuses a wrong password with UNAUTHENTICATED and sets no cookie', async () => {
    const res = await stack.gql(
      'mutation { login(username: "admin", password: "wrong-password") { token } }',
    );
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(res.body.data).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('tells a deactivated account so, with the reason, once the password is right', async () => {
    const { user, password } = await createUser('REPORTER', { isActive: false });
    const login = (p: string) =>
      stack.gql(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        {
          u: user.username,
          p,
        },
      );
    expect(codes(await login('not-the-password'))).toEqual(['UNAUTHENTICATED']);
    const res = await login(password);
    expect(codes(res)).toEqual(['FORBIDDEN']);
    expect(res.body.errors![0]!.extensions).toMatchObject({ reason: 'ACCOUNT_INACTIVE' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('logout clears the cookie', async () => {
    const res = await stack.gql<{ logout: boolean }>('mutation { logout }');
    expect(res.body.data).toEqual({ logout: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('news_session='))!;
    expect(cleared).toMatch(/news_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\/graphql/);
  });

  it('the login limit counts per reader address, which the gateway forwards to the api', async () => {
    const limited = await startStack({ apiEnv: { LOGIN_RATE_LIMIT: '2' } });
    try {
      const attempt = (ip: string) =>
        limited.gql(
          'mutation { login(username: "admin", password: "wrong-password") { token } }',
          {},
          {
            headers: { 'x-forwarded-for': ip },
          },
        );
      expect(codes(await attempt('203.0.113.7'))).toEqual(['UNAUTHENTICATED']);
      expect(codes(await attempt('203.0.113.7'))).toEqual(['UNAUTHENTICATED']);
      const third = await attempt('203.0.113.7');
      expect(codes(third)).toEqual(['RATE_LIMITED']);
      expect(third.body.errors![0]!.message).not.toMatch(/127\.0\.0\.1|localhost|:\d{4}/);
      // When to try again, for the login screen to say.
      const retryAfter = third.body.errors![0]!.extensions!.retryAfter;
      expect(Number.isInteger(retryAfter) && (retryAfter as number) > 0).toBe(true);
      // Another reader is not held back by the first one's attempts.
      expect(codes(await attempt('198.51.100.20'))).toEqual(['UNAUTHENTICATED']);
      expect(limited.calls.map((c) => c.forwardedFor)).toEqual([
        '203.0.113.7',
        '203.0.113.7',
        '203.0.113.7',
        '198.51.100.20',
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('me and the token passthrough', () => {
  it('is null without a token, and makes no REST call', async () => {
    stack.resetCalls();
    const res = await stack.gql('{ me { id } }');
    expect(res.body).toEqual({ data: { me: null } });
    expect(stack.calls).toEqual([]);
  });

  it('is the account behind an Authorization: Bearer token', async () => {
    stack.resetCalls();
    const res = await stack.gql<{ me: GqlUser }>(`{ me { ${USER_FIELDS} } }`, {}, { token: admin });
    expect(res.body.data!.me).toMatchObject({
      username: 'admin',
      fullName: 'Padma Rao',
      role: 'ADMIN',
    });
    expect(stack.calls).toEqual([
      expect.objectContaining({ method: 'GET', url: '/Auth/me', bearer: `Bearer ${admin}` }),
    ]);
  });

  it('is the account behind the session cookie set by login', async () => {
    const login = await stack.gql(
      'mutation { login(username: "admin", password: "admin-password-1") { token } }',
    );
    const cookie = sessionCookie(login);
    stack.resetCalls();
    const res = await stack.gql<{ me: GqlUser }>('{ me { username } }', {}, { cookie });
    expect(res.body.data!.me.username).toBe('admin');
    expect(stack.calls[0]!.bearer).toBe(`Bearer ${cookie.slice('news_session='.length)}`);
  });

  it('prefers the Authorization header to the cookie', async () => {
    const { password, user } = await createUser('REPORTER');
    const reporter = await stack.login(user.username, password);
    const res = await stack.gql<{ me: GqlUser }>(
      '{ me { username } }',
      {},
      { token: reporter, cookie: `news_session=${admin}` },
    );
    expect(res.body.data!.me.username).toBe(user.username);
  });

  it('is null for a token that no longer works, and an ended session cookie is cleared', async () => {
    const bogus = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const byHeader = await stack.gql('{ me { id } }', {}, { token: bogus });
    expect(byHeader.body).toEqual({ data: { me: null } });
    expect(byHeader.headers.getSetCookie()).toEqual([]);

    const byCookie = await stack.gql('{ me { id } }', {}, { cookie: `news_session=${bogus}` });
    expect(byCookie.body).toEqual({ data: { me: null } });
    expect(byCookie.headers.getSetCookie().join()).toMatch(/news_session=;/);
  });

  it('reads carry the caller’s token too, so staff see what their role allows', async () => {
    const article = await createArticle(admin);
    stack.resetCalls();
    await stack.gql(
      `query($id: ID!) { articles { totalItems } article(id: $id) { id } me { id } }`,
      { id: article.id },
      { token: admin },
    );
    const byUrl = Object.fromEntries(
      stack.calls.map((c) => [c.url.split('?')[0] ?? '', c.bearer] as const),
    );
    expect(byUrl).toEqual({
      '/Articles': `Bearer ${admin}`,
      [`/Articles/${article.id}`]: `Bearer ${admin}`,
      '/Auth/me': `Bearer ${admin}`,
    });
  });

  it('never writes a token to the log', async () => {
    const login = await stack.gql<{ login: { token: string } }>(
      'mutation { login(username: "admin", password: "admin-password-1") { token } }',
    );
    const token = login.body.data!.login.token;
    await stack.gql('{ me { id } }', {}, { token });
    await stack.gql('{ me { id } }', {}, { cookie: `news_session=${token}` });
    await createArticle(token);
    expect(stack.logs()).toContain('incoming request');
    expect(stack.logs()).not.toContain(token);
    expect(stack.logs()).not.toContain(ADMIN_PASSWORD);
  });
});

describe('articles', () => {
  let created: GqlArticle[];

  beforeAll(async () => {
    created = [];
    for (const [title, category, date] of [
      ['Alpha council vote', 'POLITICS', '2026-01-10'],
      ['Bravo cup final', 'SPORTS', '2026-01-11'],
      ['Charlie chip plant', 'TECHNOLOGY', '2026-01-12'],
      ['హైదరాబాద్ మెట్రో కొత్త మార్గం', 'POLITICS', '2026-01-13'],
    ] as const) {
      const language = title.startsWith('హ') ? 'TE' : 'EN';
      created.push(await createArticle(admin, { title, category, date, language }));
    }
  });

  it('createArticle answers the stored article, written by the signed-in account', async () => {
    const article = await createArticle(admin, { date: '2026-02-01' });
    expect(article).toMatchObject({
      title: 'Metro line opens to the airport',
      category: 'POLITICS',
      mediaUrl: '/media/seed/metro.svg',
      author: { name: 'Padma Rao' },
    });
    expect(article.id).toMatch(/^\d+$/);
    expect(article.createdAt.startsWith('2026-02-01')).toBe(true);
  });

  it('createArticle works with the session cookie alone', async () => {
    const login = await stack.gql(
      'mutation { login(username: "admin", password: "admin-password-1") { token } }',
    );
    const res = await stack.gql<{ createArticle: GqlArticle }>(
      CREATE_ARTICLE,
      { input: articleInput({ title: 'Written with a cookie' }) },
      { cookie: sessionCookie(login) },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createArticle.title).toBe('Written with a cookie');
  });

  it('article(id) answers the article, and null for an id with no article', async () => {
    const [first] = created;
    const res = await stack.gql<{ found: GqlArticle; missing: null }>(
      `query($id: ID!) { found: article(id: $id) { ${ARTICLE_FIELDS} } missing: article(id: "999999") { id } }`,
      { id: first!.id },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ found: first, missing: null });
  });

  it('article(id) refuses an id that is not a positive whole number, naming the argument', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await stack.gql('query($id: ID!) { article(id: $id) { id } }', { id });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions!.field).toBe('id');
    }
  });

  it('articles pages, counts, filters by category, searches and sorts', async () => {
    const page = await stack.gql<{
      articles: {
        items: GqlArticle[];
        totalItems: number;
        page: number;
        pageSize: number;
        totalPages: number;
        totalItemsCapped: boolean;
      };
    }>(
      '{ articles(page: 1, pageSize: 2) { items { id } totalItems totalItemsCapped page pageSize totalPages } }',
    );
    const all = page.body.data!.articles;
    expect(all.items).toHaveLength(2);
    expect(all).toMatchObject({
      page: 1,
      pageSize: 2,
      totalPages: Math.ceil(all.totalItems / 2),
      totalItemsCapped: false,
    });

    const politics = await stack.gql<{ articles: { items: GqlArticle[] } }>(
      '{ articles(category: POLITICS, pageSize: 100) { items { category } } }',
    );
    const categories = new Set(politics.body.data!.articles.items.map((a) => a.category));
    expect([...categories]).toEqual(['POLITICS']);

    const search = await stack.gql<{ articles: { items: GqlArticle[]; totalItems: number } }>(
      '{ articles(search: "చిప్ Charlie") { totalItems } telugu: articles(search: "మెట్రో") { items { title } } }',
    );
    expect(search.body.data!.articles.totalItems).toBe(0);
    expect(
      (search.body.data as unknown as { telugu: { items: GqlArticle[] } }).telugu.items,
    ).toEqual([{ title: 'హైదరాబాద్ మెట్రో కొత్త మార్గం' }]);

    const sorted = await stack.gql<{ articles: { items: GqlArticle[] } }>(
      '{ articles(sortBy: TITLE_ASC, pageSize: 1000) { items { title } } }',
    );
    const titles = sorted.body.data!.articles.items.map((a) => a.title);
    expect(titles.indexOf('Alpha council vote')).toBeLessThan(titles.indexOf('Bravo cup final'));
    expect(titles.indexOf('Bravo cup final')).toBeLessThan(titles.indexOf('Charlie chip plant'));

    const oldest = await stack.gql<{ articles: { items: GqlArticle[] } }>(
      '{ articles(sortBy: DATE_ASC, pageSize: 1) { items { title } } }',
    );
    expect(oldest.body.data!.articles.items[0]!.title).toBe('Alpha council vote');
  });

  it('refuses list arguments out of range, naming them, before calling the api', async () => {
    stack.resetCalls();
    const cases: [string, string][] = [
      ['{ articles(pageSize: 1001) { totalItems } }', 'pageSize'],
      ['{ articles(pageSize: 0) { totalItems } }', 'pageSize'],
      ['{ articles(page: 0) { totalItems } }', 'page'],
      [`{ articles(search: "${'అ'.repeat(201)}") { totalItems } }`, 'search'],
      ['{ users(pageSize: 5000) { totalItems } }', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const res = await stack.gql(query, {}, { token: admin });
      expect(codes(res), query.slice(0, 40)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions!.field).toBe(field);
      expect(res.body.errors![0]!.message).toContain(field);
    }
    expect(stack.calls).toEqual([]);
    const longest = await stack.gql(`{ articles(search: "${'అ'.repeat(200)}") { totalItems } }`);
    expect(longest.body.errors).toBeUndefined();
  });

  it('takes an explicit null for a list argument as its default', async () => {
    stack.resetCalls();
    const res = await stack.gql<{ articles: { page: number; pageSize: number } }>(
      'query($p: Int, $n: Int, $s: ArticleSort) { articles(page: $p, pageSize: $n, sortBy: $s) { page pageSize } }',
      { p: null, n: null, s: null },
    );
    expect(res.body).toEqual({ data: { articles: { page: 1, pageSize: 10 } } });
    const sent = new URL(stack.calls[0]!.url, 'http://x').searchParams;
    expect(sent.get('SortBy')).toBe('publishedAt:desc');
  });

  it('ranks a search by relevance, and reads English letters as Telugu across the editions', async () => {
    await createArticle(admin, {
      title: 'Vijayawada opens a new bus station',
      content: 'The station serves the city.',
    });
    await createArticle(admin, {
      title: 'విజయవాడలో కొత్త బస్టాండ్',
      content: 'విజయవాడ నగరంలో కొత్త బస్టాండ్ ప్రారంభమైంది.',
      language: 'TE',
    });
    stack.resetCalls();
    const res = await stack.gql<{
      articles: { searchedAs: string | null; items: { language: string; title: string }[] };
    }>(
      '{ articles(search: "vijayawada", preferLanguage: EN, pageSize: 100) { searchedAs items { language title } } }',
    );
    expect(res.body.errors).toBeUndefined();
    const { searchedAs, items } = res.body.data!.articles;
    expect(searchedAs).toBe('విజయవాడ');
    const languages = items.map((a) => a.language);
    expect(languages).toContain('TE');
    expect(languages.indexOf('TE')).toBeGreaterThan(languages.lastIndexOf('EN'));
    const sent = new URL(stack.calls[0]!.url, 'http://x').searchParams;
    expect(sent.get('SortBy')).toBe('relevance');
    expect(sent.get('PreferLanguage')).toBe('en');
  });

  it('teluguWords offers signed-in staff the Telugu words a typed word may be', async () => {
    const query = '{ teluguWords(word: "vijayawada") }';
    const res = await stack.gql<{ teluguWords: string[] }>(query, {}, { token: admin });
    expect(res.body.data!.teluguWords[0]).toBe('విజయవాడ');
    expect(codes(await stack.gql(query))).toEqual(['UNAUTHENTICATED']);
    const bad = await stack.gql('{ teluguWords(word: "విజయవాడ") }', {}, { token: admin });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(bad.body.errors)).toContain('word');
  });

  it('categories lists the seven categories in home-page order', async () => {
    const res = await stack.gql('{ categories }');
    expect(res.body.data).toEqual({
      categories: [
        'POLITICS',
        'SPORTS',
        'ENTERTAINMENT',
        'BUSINESS',
        'TECHNOLOGY',
        'ENVIRONMENT',
        'ANNOUNCEMENT',
      ],
    });
  });

  it('updateArticle changes only the fields given', async () => {
    const article = await createArticle(admin);
    const res = await stack.gql<{ updateArticle: GqlArticle }>(
      UPDATE_ARTICLE,
      { id: article.id, input: { title: 'A better headline', category: 'BUSINESS' } },
      { token: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateArticle).toMatchObject({
      id: article.id,
      title: 'A better headline',
      category: 'BUSINESS',
      content: article.content,
      mediaUrl: article.mediaUrl,
    });
  });

  it('deleteArticle answers the id, and the article is gone', async () => {
    const article = await createArticle(admin);
    const res = await stack.gql(DELETE_ARTICLE, { id: article.id }, { token: admin });
    expect(res.body).toEqual({ data: { deleteArticle: article.id } });
    const after = await stack.gql('query($id: ID!) { article(id: $id) { id } }', {
      id: article.id,
    });
    expect(after.body).toEqual({ data: { article: null } });
  });

  it('refuses bad article input with BAD_USER_INPUT naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ content: '' }, 'content'],
      [{ mediaUrl: 'javascript:alert(1)' }, 'mediaUrl'],
      [{ date: '2999-01-01' }, 'date'],
    ];
    for (const [overrides, field] of cases) {
      const res = await stack.gql(
        CREATE_ARTICLE,
        { input: articleInput(overrides) },
        { token: admin },
      );
      expect(codes(res), JSON.stringify(overrides)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions!.field).toBe(field);
    }
  });

  it('refuses a date that is not a calendar day before calling the api', async () => {
    stack.resetCalls();
    for (const date of ['2026-02-30', '21-11-2026', 'yesterday']) {
      const res = await stack.gql(
        CREATE_ARTICLE,
        { input: articleInput({ date }) },
        { token: admin },
      );
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.message).toMatch(/yyyy-mm-dd/);
    }
    expect(stack.calls).toEqual([]);
  });

  it('refuses an unknown category value as GraphQL input', async () => {
    const res = await stack.gql(
      CREATE_ARTICLE,
      { input: articleInput({ category: 'Politics' }) },
      {
        token: admin,
      },
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
  });

  it('article mutations without a token are UNAUTHENTICATED and reach no REST call', async () => {
    stack.resetCalls();
    const results = [
      await stack.gql(CREATE_ARTICLE, { input: articleInput() }),
      await stack.gql(UPDATE_ARTICLE, { id: created[0]!.id, input: { title: 'x' } }),
      await stack.gql(DELETE_ARTICLE, { id: created[0]!.id }),
    ];
    for (const res of results) expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(stack.calls).toEqual([]);
  });

  it('a reporter may change only their own articles: FORBIDDEN otherwise', async () => {
    const { user, password } = await createUser('REPORTER');
    const reporter = await stack.login(user.username, password);
    const own = await createArticle(reporter);
    expect(own.author.name).toBe('Test REPORTER');
    const mine = await stack.gql(
      UPDATE_ARTICLE,
      { id: own.id, input: { title: 'Mine' } },
      { token: reporter },
    );
    expect(mine.body.errors).toBeUndefined();

    const others = await stack.gql(
      UPDATE_ARTICLE,
      { id: created[0]!.id, input: { title: 'Not mine' } },
      { token: reporter },
    );
    expect(codes(others)).toEqual(['FORBIDDEN']);
    const del = await stack.gql(DELETE_ARTICLE, { id: created[0]!.id }, { token: reporter });
    expect(codes(del)).toEqual(['FORBIDDEN']);
  });

  it('updating or deleting an article that does not exist is NOT_FOUND', async () => {
    const update = await stack.gql(
      UPDATE_ARTICLE,
      { id: '999999', input: { title: 'x' } },
      { token: admin },
    );
    expect(codes(update)).toEqual(['NOT_FOUND']);
    const del = await stack.gql(DELETE_ARTICLE, { id: '999999' }, { token: admin });
    expect(codes(del)).toEqual(['NOT_FOUND']);
  });
});

describe('createArticle without a language', () => {
  it('files the story in the edition of its letters, as REST does for the spec’s body', async () => {
    const create = (input: Record<string, unknown>) =>
      stack.gql<{ createArticle: { id: string; language: string } }>(
        'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id language } }',
        { input },
        { token: admin },
      );
    const { language: _language, ...input } = articleInput();
    void _language;
    const english = await create(input);
    expect(english.body.errors).toBeUndefined();
    expect(english.body.data!.createArticle.language).toBe('EN');
    const telugu = await create({
      ...input,
      title: 'విజయవాడలో కొత్త వంతెన',
      content: 'కృష్ణా నదిపై కొత్త వంతెన సోమవారం ప్రారంభమవుతుంది.',
    });
    expect(telugu.body.errors).toBeUndefined();
    expect(telugu.body.data!.createArticle.language).toBe('TE');
  });
});

describe('users', () => {
  it('users lists accounts for an admin, newest first by default, with paging', async () => {
    await createUser('EDITOR');
    const res = await stack.gql<{
      users: { items: GqlUser[]; totalItems: number; pageSize: number; totalPages: number };
    }>(
      `{ users(pageSize: 2) { items { ${USER_FIELDS} } totalItems pageSize totalPages } }`,
      {},
      {
        token: admin,
      },
    );
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data!.users;
    expect(page.items).toHaveLength(2);
    expect(page.totalItems).toBeGreaterThanOrEqual(4);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2));
    expect(page.items[0]!.role).toBe('EDITOR');
    expect(page.items[0]).not.toHaveProperty('password');

    const byName = await stack.gql<{ users: { items: GqlUser[] } }>(
      '{ users(sortBy: USERNAME_ASC, pageSize: 1000) { items { username } } }',
      {},
      { token: admin },
    );
    const names = byName.body.data!.users.items.map((u) => u.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('users is UNAUTHENTICATED without a token and FORBIDDEN for an editor', async () => {
    expect(codes(await stack.gql('{ users { totalItems } }'))).toEqual(['UNAUTHENTICATED']);
    const { user, password } = await createUser('EDITOR');
    const editor = await stack.login(user.username, password);
    expect(codes(await stack.gql('{ users { totalItems } }', {}, { token: editor }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('user(id) answers the account, or null', async () => {
    const { user } = await createUser('REPORTER');
    const res = await stack.gql(
      `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } missing: user(id: "99999") { id } }`,
      { id: user.id },
      { token: admin },
    );
    expect(res.body.data).toEqual({ user, missing: null });
  });

  it('createUser, updateUser and deleteUser manage an account', async () => {
    const { user, password } = await createUser('REPORTER', { isActive: false });
    expect(user).toMatchObject({ role: 'REPORTER', isActive: false, fullName: 'Test REPORTER' });

    const update = await stack.gql<{ updateUser: GqlUser }>(
      UPDATE_USER,
      {
        id: user.id,
        input: {
          username: user.username,
          fullName: 'Renamed Person',
          email: user.email,
          role: 'EDITOR',
          isActive: true,
        },
      },
      { token: admin },
    );
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data!.updateUser).toMatchObject({
      fullName: 'Renamed Person',
      role: 'EDITOR',
      isActive: true,
    });
    // The password was left out, so it still works.
    await stack.login(user.username, password);

    const del = await stack.gql(DELETE_USER, { id: user.id }, { token: admin });
    expect(del.body).toEqual({ data: { deleteUser: user.id } });
    const gone = await stack.gql(
      'query($id: ID!) { user(id: $id) { id } }',
      { id: user.id },
      { token: admin },
    );
    expect(gone.body).toEqual({ data: { user: null } });
  });

  it('refuses bad account input with BAD_USER_INPUT naming the GraphQL field', async () => {
    const base = {
      username: uniqueName('someone'),
      fullName: 'Some One',
      email: `${uniqueName('someone')}@example.com`,
      role: 'REPORTER',
      password: 'long-enough-password',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '' }, 'fullName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ username: 'a b' }, 'username'],
    ];
    for (const [overrides, field] of cases) {
      const res = await stack.gql(
        CREATE_USER,
        { input: { ...base, ...overrides } },
        { token: admin },
      );
      expect(codes(res), JSON.stringify(overrides)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions!.field).toBe(field);
    }
  });

  it('a taken username is a CONFLICT', async () => {
    const { user } = await createUser('REPORTER');
    const res = await stack.gql(
      CREATE_USER,
      {
        input: {
          username: user.username.toUpperCase(),
          fullName: 'Copy',
          email: `${uniqueName('copy')}@example.com`,
          role: 'REPORTER',
          password: 'long-enough-password',
        },
      },
      { token: admin },
    );
    expect(codes(res)).toEqual(['CONFLICT']);
  });

  it('an admin cannot delete their own account: CONFLICT', async () => {
    const me = await stack.gql<{ me: GqlUser }>('{ me { id } }', {}, { token: admin });
    const res = await stack.gql(DELETE_USER, { id: me.body.data!.me.id }, { token: admin });
    expect(codes(res)).toEqual(['CONFLICT']);
  });

  it('account mutations need an admin', async () => {
    const { user, password } = await createUser('EDITOR');
    const editor = await stack.login(user.username, password);
    const res = await stack.gql(DELETE_USER, { id: user.id }, { token: editor });
    expect(codes(res)).toEqual(['FORBIDDEN']);
    const missing = await stack.gql(DELETE_USER, { id: '99999' }, { token: admin });
    expect(codes(missing)).toEqual(['NOT_FOUND']);
  });

  it('a deactivated account loses its session at once', async () => {
    const { user, password } = await createUser('REPORTER');
    const token = await stack.login(user.username, password);
    await stack.gql(
      UPDATE_USER,
      {
        id: user.id,
        input: {
          username: user.username,
          fullName: user.fullName,
          email: user.email,
          role: 'REPORTER',
          isActive: false,
        },
      },
      { token: admin },
    );
    expect((await stack.gql('{ me { id } }', {}, { token })).body).toEqual({ data: { me: null } });
    expect(codes(await stack.gql(CREATE_ARTICLE, { input: articleInput() }, { token }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
