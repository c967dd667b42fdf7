import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  codes,
  sessionCookie,
  startStack,
  type GqlOptions,
  type GqlResponse,
  type Stack,
} from './helpers.js';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
});
afterAll(() => stack.close());

interface Login {
  token: string;
  /** `news_session=<token>`, as the browser sends it back. */
  cookie: string;
}

/** Logs in through the gateway as a browser does: the answer's token and its cookie. */
async function login(username: string, password: string): Promise<Login> {
  const res = await stack.gql<{ login: { token: string } }>(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  expect(res.body.errors).toBeUndefined();
  return { token: res.body.data!.login.token, cookie: sessionCookie(res) };
}

/** A new account with the role, made through the api, and its password. */
async function account(role: 'editor' | 'reporter' | 'admin') {
  const { user, password } = await stack.api.createUser(role);
  return { id: String(user.id), username: user.username, password };
}

const me = async (options: GqlOptions) =>
  (await stack.gql<{ me: { username: string } | null }>('{ me { username } }', {}, options)).body
    .data?.me ?? null;

/** A staff operation: writing an article. */
const writeArticle = (options: GqlOptions) =>
  stack.gql(
    `mutation { createArticle(input: { title: "Session check", content: "Body", category: POLITICS, language: EN, mediaUrl: "/media/x.svg" }) { id } }`,
    {},
    options,
  );

const logout = (options: GqlOptions = {}) =>
  stack.gql<{ logout: boolean }>('mutation { logout }', {}, options);

const endUserSessions = (id: string, options: GqlOptions) =>
  stack.gql<{ endUserSessions: boolean }>(
    'mutation($id: ID!) { endUserSessions(id: $id) }',
    { id },
    options,
  );

function expectCookieCleared(res: GqlResponse<unknown>) {
  const cleared = res.headers.getSetCookie().find((c) => c.startsWith('news_session='));
  expect(cleared).toMatch(/^news_session=;/);
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
}

describe('logout', () => {
  it('with the cookie, ends the session: neither the cookie nor a copy of its token works afterwards', async () => {
    const { username, password } = await account('editor');
    const { token, cookie } = await login(username, password);
    expect(await me({ cookie })).toEqual({ username });
    expect(codes(await writeArticle({ token }))).toEqual([]);

    const res = await logout({ cookie });
    expect(res.body).toEqual({ data: { logout: true } });
    expectCookieCleared(res);

    expect(await me({ cookie })).toBeNull();
    expect(await me({ token })).toBeNull();
    expect(codes(await writeArticle({ cookie }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await writeArticle({ token }))).toEqual(['UNAUTHENTICATED']);
  });

  it('ends only that session: the same account signed in elsewhere goes on', async () => {
    const { username, password } = await account('reporter');
    const laptop = await login(username, password);
    const phone = await login(username, password);
    expect((await logout({ cookie: laptop.cookie })).body.data).toEqual({ logout: true });
    expect(await me({ token: laptop.token })).toBeNull();
    expect(await me({ cookie: phone.cookie })).toEqual({ username });
    expect(codes(await writeArticle({ token: phone.token }))).toEqual([]);
  });

  it('with an Authorization header, ends that token', async () => {
    const { username, password } = await account('reporter');
    const { token } = await login(username, password);
    expect((await logout({ token })).body).toEqual({ data: { logout: true } });
    expect(codes(await writeArticle({ token }))).toEqual(['UNAUTHENTICATED']);
  });

  it('answers true and clears the cookie without a token, or when the session had already ended', async () => {
    stack.resetCalls();
    const anonymous = await logout();
    expect(anonymous.body).toEqual({ data: { logout: true } });
    expectCookieCleared(anonymous);
    expect(stack.calls).toEqual([]);

    const { username, password } = await account('reporter');
    const { cookie } = await login(username, password);
    expect((await logout({ cookie })).body.data).toEqual({ logout: true });
    const again = await logout({ cookie });
    expect(again.body).toEqual({ data: { logout: true } });
    expectCookieCleared(again);
  });
});

describe('endUserSessions', () => {
  it('lets an admin end every session of an account, which can then sign in again', async () => {
    const { id, username, password } = await account('editor');
    const first = await login(username, password);
    const second = await login(username, password);

    const res = await endUserSessions(id, { token: admin });
    expect(res.body).toEqual({ data: { endUserSessions: true } });
    expect(await me({ cookie: first.cookie })).toBeNull();
    expect(await me({ token: second.token })).toBeNull();
    expect(codes(await writeArticle({ token: first.token }))).toEqual(['UNAUTHENTICATED']);
    expect(await me({ token: admin })).toEqual({ username: 'admin' });

    const fresh = await login(username, password);
    expect(await me({ cookie: fresh.cookie })).toEqual({ username });
  });

  it('is FORBIDDEN for an editor, UNAUTHENTICATED without a session, and leaves the account signed in', async () => {
    const target = await account('reporter');
    const { cookie } = await login(target.username, target.password);
    const editor = await account('editor');
    const editorLogin = await login(editor.username, editor.password);

    const forbidden = await endUserSessions(target.id, { cookie: editorLogin.cookie });
    expect(codes(forbidden)).toEqual(['FORBIDDEN']);
    expect(forbidden.body.data).toBeNull();
    expect(codes(await endUserSessions(target.id, {}))).toEqual(['UNAUTHENTICATED']);
    expect(await me({ cookie })).toEqual({ username: target.username });
  });

  it('answers NOT_FOUND for an unknown account and BAD_USER_INPUT for an id that is no id', async () => {
    expect(codes(await endUserSessions('999999', { token: admin }))).toEqual(['NOT_FOUND']);
    const bad = await endUserSessions('abc', { token: admin });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors![0]!.extensions?.field).toBe('id');
  });

  it("an admin may end their own account's sessions, which signs them out", async () => {
    const other = await account('admin');
    const { cookie } = await login(other.username, other.password);
    const ended = await endUserSessions(other.id, { cookie });
    expect(ended.body).toEqual({ data: { endUserSessions: true } });
    // The browser is told to drop the cookie at once.
    expectCookieCleared(ended);
    expect(await me({ cookie })).toBeNull();
  });
});

describe('logout while the api is down', () => {
  it('still clears the cookie, but says UPSTREAM_UNAVAILABLE: the session has not ended', async () => {
    const { username, password } = await account('reporter');
    const { token, cookie } = await login(username, password);
    await stack.stopApi();
    try {
      const res = await logout({ cookie });
      expect(codes(res)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(res.body.data).toBeNull();
      expectCookieCleared(res);
    } finally {
      await stack.restartApi();
    }
    // Honestly so: the token still works, and logging out again ends it.
    expect(await me({ token })).toEqual({ username });
    expect((await logout({ token })).body).toEqual({ data: { logout: true } });
    expect(await me({ token })).toBeNull();
  });
});
