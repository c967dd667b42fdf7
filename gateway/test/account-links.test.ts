import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * Invitations and password-reset links through GraphQL and the real api over HTTP: issuing them
 * (admins only), reading whom one is for, setting the password with it once.
 */

interface Link {
  path: string;
  purpose: string;
  expiresAt: string;
  user: { id: string; username: string; isActive: boolean; invitedUntil: string | null };
}

const LINK = 'path purpose expiresAt user { id username isActive invitedUntil }';
const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${LINK} } }`;
const RENEW = `mutation($id: ID!) { renewInvitation(id: $id) { ${LINK} } }`;
const RESET = `mutation($id: ID!) { createPasswordResetLink(id: $id) { ${LINK} } }`;
const INFO = `query($token: String!) { accountLink(token: $token) { purpose expiresAt username fullName } }`;
const SET = `mutation($token: String!, $password: String!) { setPasswordWithLink(token: $token, password: $password) }`;
const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { user { username } } }`;

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
});
afterAll(() => stack.close());

const tokenOf = (link: Link) => {
  expect(link.path).toMatch(/^\/login\/link#[A-Za-z0-9_-]{43}$/);
  return link.path.split('#')[1]!;
};

const colleague = () => {
  const username = uniqueName('invited');
  return { username, fullName: 'Padma Rao', email: `${username}@example.com`, role: 'EDITOR' };
};

async function invite(token = admin) {
  const res = await stack.gql<{ inviteUser: Link }>(INVITE, { input: colleague() }, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.inviteUser;
}

const setPassword = (token: string, password: string) =>
  stack.gql<{ setPasswordWithLink: boolean }>(SET, { token, password });
const login = (u: string, p: string) => stack.gql(LOGIN, { u, p });

describe('inviteUser and the invitation link', () => {
  it('invites, the link names the colleague, they set a password once and sign in with it', async () => {
    const link = await invite();
    expect(link.purpose).toBe('INVITE');
    expect(link.user).toMatchObject({ isActive: false, invitedUntil: link.expiresAt });
    const token = tokenOf(link);

    const info = await stack.gql(INFO, { token });
    expect(info.body).toEqual({
      data: {
        accountLink: {
          purpose: 'INVITE',
          expiresAt: link.expiresAt,
          username: link.user.username,
          fullName: 'Padma Rao',
        },
      },
    });
    expect(info.headers.get('cache-control')).toBe('no-store');
    expect(codes(await login(link.user.username, 'the new password'))).toEqual(['UNAUTHENTICATED']);

    expect((await setPassword(token, 'the new password')).body.data).toEqual({
      setPasswordWithLink: true,
    });
    expect((await login(link.user.username, 'the new password')).body.errors).toBeUndefined();

    const again = await setPassword(token, 'another password');
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'LINK_USED',
    });
    const read = await stack.gql(INFO, { token });
    expect(read.body.errors?.[0]?.extensions?.reason).toBe('LINK_USED');
    // The token never reaches a log: it travels in bodies and in /Auth/*'s query string.
    expect(stack.logs()).not.toContain(token);
  });

  it('a new invitation link replaces the first; an unknown token is LINK_UNKNOWN', async () => {
    const link = await invite();
    const renewed = await stack.gql<{ renewInvitation: Link }>(
      RENEW,
      { id: link.user.id },
      { token: admin },
    );
    expect(renewed.body.errors).toBeUndefined();
    const fresh = renewed.body.data!.renewInvitation;
    const users = await stack.gql<{ user: { invitedUntil: string } }>(
      'query($id: ID!) { user(id: $id) { invitedUntil } }',
      { id: link.user.id },
      { token: admin },
    );
    expect(users.body.data!.user.invitedUntil).toBe(fresh.expiresAt);
    const old = await setPassword(tokenOf(link), 'long enough pw');
    expect(old.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'LINK_UNKNOWN',
    });
    expect((await setPassword(tokenOf(fresh), 'long enough pw')).body.errors).toBeUndefined();
  });

  it('refuses bad input by field, before any call for a malformed token', async () => {
    const link = await invite();
    stack.resetCalls();
    const bad = await stack.gql(INFO, { token: 'not-a-token' });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'token',
    });
    const short = await setPassword(tokenOf(link), 'short');
    expect(short.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
    expect(stack.calls).toEqual([]);
    const taken = await stack.gql(
      INVITE,
      { input: { ...colleague(), username: 'admin' } },
      { token: admin },
    );
    expect(taken.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'username',
    });
    const noName = await stack.gql(
      INVITE,
      { input: { ...colleague(), fullName: '   ' } },
      { token: admin },
    );
    expect(noName.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'fullName',
    });
  });
});

describe('createPasswordResetLink', () => {
  it('gives a reset link; using it signs the account out everywhere and changes the password', async () => {
    const link = await invite();
    await setPassword(tokenOf(link), 'first password');
    const session = await stack.login(link.user.username, 'first password');

    const res = await stack.gql<{ createPasswordResetLink: Link }>(
      RESET,
      { id: link.user.id },
      { token: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const reset = res.body.data!.createPasswordResetLink;
    expect(reset.purpose).toBe('RESET');
    expect(Date.parse(reset.expiresAt) - Date.parse(link.expiresAt)).toBeLessThan(0);
    expect((await setPassword(tokenOf(reset), 'second password')).body.errors).toBeUndefined();

    const me = await stack.gql('{ me { username } }', {}, { token: session });
    expect(me.body.data).toEqual({ me: null });
    expect(codes(await login(link.user.username, 'first password'))).toEqual(['UNAUTHENTICATED']);
    expect((await login(link.user.username, 'second password')).body.errors).toBeUndefined();
  });

  it('is for admins only; an invited account gets a new invitation instead (CONFLICT)', async () => {
    const link = await invite();
    expect(codes(await stack.gql(RESET, { id: link.user.id }, { token: admin }))).toEqual([
      'CONFLICT',
    ]);
    const editorName = uniqueName('editor');
    await stack.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          username: editorName,
          fullName: 'An Editor',
          email: `${editorName}@example.com`,
          role: 'EDITOR',
          password: 'editor-password',
        },
      },
      { token: admin },
    );
    const editor = await stack.login(editorName, 'editor-password');
    expect(codes(await stack.gql(RESET, { id: link.user.id }, { token: editor }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await stack.gql(INVITE, { input: colleague() }, { token: editor }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await stack.gql(RENEW, { id: link.user.id }))).toEqual(['UNAUTHENTICATED']);
  });
});
