import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain.js';
import {
  ADMIN_PASSWORD,
  bearer,
  startApi,
  userBody,
  type TestApi,
  type ErrorBody,
} from '../helpers.js';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const login = (payload: unknown) =>
  api.inject({ method: 'POST', url: '/Auth/login', payload: payload as object });
const me = (token: string) =>
  api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });

describe('POST /Auth/login', () => {
  it('logs in with the username and returns a token and the user, never a password', async () => {
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; user: User }>();
    expect(body.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({ username: 'admin', role: 'admin', is_Active: true });
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await me(body.token)).json<User>().username).toBe('admin');
  });

  it('logs in with the email instead, in any case, and with the username in any case', async () => {
    expect(
      (await login({ username: 'ADMIN@example.com', password: ADMIN_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await login({ username: 'Admin', password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown user the same 401, also for an inactive account', async () => {
    const { user } = await api.createUser('reporter');
    await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(await api.adminToken()),
      payload: userBody(user, { is_Active: false }),
    });
    const answers = await Promise.all([
      login({ username: 'admin', password: 'wrong-password' }),
      login({ username: 'nobody-here', password: 'whatever-password' }),
      login({ username: user.username, password: 'not-the-password' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ code: 'UNAUTHENTICATED', message: 'Wrong username or password' }],
      });
    }
  });

  it('tells a deactivated account so, only once its password was right, and starts no session', async () => {
    const { user, password } = await api.createUser('reporter');
    await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(await api.adminToken()),
      payload: userBody(user, { is_Active: false }),
    });
    const res = await login({ username: user.username, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'FORBIDDEN',
          message: 'This account is not active; an admin can activate it',
          reason: 'ACCOUNT_INACTIVE',
        },
      ],
    });
    expect(res.json()).not.toHaveProperty('token');
  });

  it.each([
    [{ password: 'x' }, 'username', /username is required/],
    [{ username: 'admin' }, 'password', /password is required/],
    [{ username: '', password: 'x' }, 'username', /must not be empty/],
    [{ username: 'admin', password: 'p'.repeat(129) }, 'password', /at most 128/],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorBody>().errors[0]!;
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toMatch(message);
  });
});

describe('bearer tokens', () => {
  const key = () => new TextEncoder().encode(api.jwtSecret);
  const adminId = async () => (await me(await api.adminToken())).json<User>().id;

  it('refuses a missing, malformed, forged, expired or foreign token with 401', async () => {
    const id = String(await adminId());
    // A session of the admin's that is open: only the signature, issuer, audience and expiry differ.
    const { sid } = decodeJwt(await api.login('admin', ADMIN_PASSWORD));
    const now = Math.floor(Date.now() / 1000);
    const sign = (
      claims: { iss?: string; aud?: string; exp?: number; sub?: string; sid?: unknown },
      secret = key(),
    ) =>
      new SignJWT({ role: 'admin', ...('sid' in claims ? { sid: claims.sid } : { sid }) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub ?? id)
        .setIssuer(claims.iss ?? 'news-api')
        .setAudience(claims.aud ?? 'news-site')
        .setIssuedAt(now - 100)
        .setExpirationTime(claims.exp ?? now + 600)
        .sign(secret);
    const valid = await sign({});
    expect((await me(valid)).statusCode).toBe(200);
    const other = await api.createUser('reporter');

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: id, iss: 'news-api', aud: 'news-site', exp: now + 600, iat: now }),
    ).toString('base64url')}.`;
    const bad = [
      'garbage',
      unsigned,
      `${valid.slice(0, -4)}AAAA`,
      await sign({ exp: now - 10 }),
      await sign({ iss: 'someone-else' }),
      await sign({ aud: 'another-app' }),
      await sign({}, new TextEncoder().encode('a-different-secret-of-enough-length!!')),
      // Well signed, but with no session, a session nobody started, or another account's.
      await sign({ sid: undefined }),
      await sign({ sid: 'no-such-session' }),
      await sign({ sid: 42 }),
      await sign({ sub: String(other.user.id) }),
    ];
    for (const token of bad) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json<ErrorBody>().errors[0]!.code).toBe('UNAUTHENTICATED');
    }
    const none = await api.inject({ method: 'GET', url: '/Auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorBody>().errors[0]!.message).toBe('Log in to do this');
  });

  it('stops working as soon as the account is deactivated or deleted', async () => {
    const admin = await api.adminToken();
    const { user, token } = await api.createUser('editor');
    expect((await me(token)).statusCode).toBe(200);
    await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(admin),
      payload: userBody(user, { is_Active: false }),
    });
    expect((await me(token)).statusCode).toBe(401);

    const other = await api.createUser('reporter');
    await api.inject({ method: 'DELETE', url: `/User/${other.user.id}`, headers: bearer(admin) });
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('ends the sessions on a role change; a fresh login has the new role', async () => {
    const { user, token, password } = await api.createUser('editor');
    expect(
      (await api.inject({ method: 'GET', url: '/User', headers: bearer(token) })).statusCode,
    ).toBe(403);
    await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(await api.adminToken()),
      payload: userBody(user, { role: 'admin' }),
    });
    expect((await me(token)).statusCode).toBe(401);
    const fresh = await api.login(user.username, password);
    expect(
      (await api.inject({ method: 'GET', url: '/User', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });
});
