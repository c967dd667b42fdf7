import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, User } from '../../src/domain.js';
import { bearer, startApi, userBody, type TestApi, type ErrorBody } from '../helpers.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
});
afterAll(() => api.close());

const valid = (n: string) => ({
  username: `writer_${n}`,
  full_Name: `Writer ${n}`,
  email: `writer.${n}@example.com`,
  role: 'Reporter',
  password: 'long-enough-pw',
  is_Active: true,
});
const post = (payload: unknown) =>
  api.inject({ method: 'POST', url: '/User', headers: bearer(admin), payload: payload as object });
const put = (id: number, payload: unknown) =>
  api.inject({
    method: 'PUT',
    url: `/User/${id}`,
    headers: bearer(admin),
    payload: payload as object,
  });
const del = (id: number, token = admin) =>
  api.inject({ method: 'DELETE', url: `/User/${id}`, headers: bearer(token) });
const usersPage = async (query = '') =>
  (await api.inject({ method: 'GET', url: `/User${query}`, headers: bearer(admin) })).json<
    Page<User>
  >();

describe('POST /User', () => {
  it('creates an account: role stored lowercase, email lowercased, no password in the answer', async () => {
    const res = await post({ ...valid('a'), email: 'Writer.A@Example.com' });
    expect(res.statusCode).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({
      username: 'writer_a',
      full_Name: 'Writer a',
      email: 'writer.a@example.com',
      role: 'reporter',
      is_Active: true,
    });
    expect(res.headers.location).toBe(`/User/${user.id}`);
    expect(res.body).not.toMatch(/password|argon2/i);
    expect(await api.login('writer_a', 'long-enough-pw')).toBeTruthy();
  });

  it.each([
    ['username', { username: undefined }, /username is required/],
    ['full_Name', { full_Name: undefined }, /full_Name is required/],
    ['email', { email: undefined }, /email is required/],
    ['role', { role: undefined }, /role is required/],
    ['password', { password: undefined }, /password is required/],
    ['username', { username: 'ab' }, /at least 3 characters/],
    ['username', { username: 'has space' }, /letters, digits, dots, hyphens or underscores/],
    ['username', { username: 'u'.repeat(51) }, /at most 50 characters/],
    ['full_Name', { full_Name: '   ' }, /must not be empty/],
    ['email', { email: 'not-an-email' }, /valid email address/],
    ['role', { role: 'owner' }, /role must be one of/],
    ['password', { password: 'short' }, /at least 8 characters/],
    ['password', { password: 'p'.repeat(129) }, /at most 128 characters/],
    ['is_Active', { is_Active: 'maybe' }, /true or false/],
    ['is_Active', { is_Active: null }, /true or false/],
    ['is_Active', { is_Active: 'true' }, /true or false/],
    ['email', { email: `${'e'.repeat(250)}@example.com` }, /at most 254 characters/],
    ['full_Name', { full_Name: 'n'.repeat(101) }, /at most 100 characters/],
    ['full_Name', { full_Name: 'Bad\u0000Name' }, /control character/],
    ['password', { password: '🙂🙂🙂🙂' }, /at least 8 characters/],
    ['id', { id: 7 }, /id is not a field this request accepts/],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const res = await post({ ...valid('bad'), ...change });
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorBody>().errors[0]!;
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toMatch(message);
  });

  it('refuses a username taken in any case, or a taken email, with 409 naming the field', async () => {
    await post(valid('dup'));
    const sameName = await post({ ...valid('other'), username: 'WRITER_DUP' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<ErrorBody>().errors[0]).toMatchObject({
      code: 'CONFLICT',
      field: 'username',
    });
    const sameEmail = await post({ ...valid('other2'), email: 'WRITER.DUP@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ErrorBody>().errors[0]).toMatchObject({
      code: 'CONFLICT',
      field: 'email',
    });
  });
});

describe('GET /User', () => {
  it('pages newest first and sorts by a named field', async () => {
    for (const n of ['p1', 'p2', 'p3']) await post(valid(n));
    const page = await usersPage('?Page=1&PageSize=2&SortBy=desc');
    expect(page.data.map((u) => u.username)).toEqual(['writer_p3', 'writer_p2']);
    expect(page.pagination.pageSize).toBe(2);
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.totalItems / 2));
    const byName = await usersPage('?PageSize=1000&SortBy=username:asc');
    const names = byName.data.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    expect(JSON.stringify(byName)).not.toMatch(/password|argon2/i);
  });

  it.each([
    ['?PageSize=1001', 'PageSize'],
    ['?Page=0', 'Page'],
    ['?SortBy=password', 'SortBy'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await api.inject({ method: 'GET', url: `/User${query}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]!.field).toBe(field);
  });
});

describe('PUT /User/{id}', () => {
  it('keeps the password when it is empty or missing, and changes it when given', async () => {
    const user = (await post(valid('pw'))).json<User>();
    expect(
      (await put(user.id, { ...valid('pw'), full_Name: 'Renamed', password: '' })).statusCode,
    ).toBe(200);
    const { password: _omit, ...withoutPassword } = valid('pw');
    expect((await put(user.id, withoutPassword)).json<User>().full_Name).toBe('Writer pw');
    expect(await api.login('writer_pw', 'long-enough-pw')).toBeTruthy();

    expect((await put(user.id, { ...valid('pw'), password: 'a-brand-new-pw' })).statusCode).toBe(
      200,
    );
    expect(await api.login('writer_pw', 'a-brand-new-pw')).toBeTruthy();
    const old = await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username: 'writer_pw', password: 'long-enough-pw' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('ends every session of the account when its password changes', async () => {
    const { user, token } = await api.createUser('editor');
    const me = () => api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect((await put(user.id, userBody(user, { full_Name: 'Still me' }))).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect((await put(user.id, userBody(user, { password: 'changed-password' }))).statusCode).toBe(
      200,
    );
    expect((await me()).statusCode).toBe(401);
    const fresh = await api.login(user.username, 'changed-password');
    expect(
      (await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });

  it('refuses a short new password (counted in characters), a taken username, and a missing account', async () => {
    const user = (await post(valid('pu'))).json<User>();
    for (const password of ['short', '🙂🙂🙂🙂']) {
      const short = await put(user.id, { ...valid('pu'), password });
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorBody>().errors[0]!.field).toBe('password');
    }
    const taken = await put(user.id, { ...valid('pu'), username: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().errors[0]!.field).toBe('username');
    expect((await put(999999, valid('zz'))).statusCode).toBe(404);
  });

  it('lets an account keep its own username and email', async () => {
    const user = (await post(valid('self'))).json<User>();
    const res = await put(user.id, { ...valid('self'), role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().role).toBe('editor');
  });
});

describe('protecting the admins', () => {
  const me = async (token: string) =>
    (await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) })).json<User>();

  it('refuses to delete your own account', async () => {
    const res = await del((await me(admin)).id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().errors[0]!.code).toBe('CONFLICT');
  });

  it('refuses to demote or deactivate the last active admin, and allows it when another exists', async () => {
    const self = await me(admin);
    const demote = await put(self.id, userBody(self, { role: 'editor' }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json<ErrorBody>().errors[0]!.message).toMatch(/at least one active admin/);
    const deactivate = await put(self.id, userBody(self, { is_Active: false }));
    expect(deactivate.statusCode).toBe(409);

    const second = await api.createUser('admin');
    const demoteSecond = await api.inject({
      method: 'PUT',
      url: `/User/${second.user.id}`,
      headers: bearer(admin),
      payload: userBody(second.user, { role: 'editor' }),
    });
    expect(demoteSecond.statusCode).toBe(200);

    const third = await api.createUser('admin');
    // The other admin may remove the first admin, who is then not the last one.
    expect((await del(self.id, third.token)).statusCode).toBe(204);
    // Now the third admin is the only one left and cannot step down.
    const thirdSelf = await me(third.token);
    const last = await api.inject({
      method: 'PUT',
      url: `/User/${thirdSelf.id}`,
      headers: bearer(third.token),
      payload: userBody(thirdSelf, { role: 'reporter' }),
    });
    expect(last.statusCode).toBe(409);
    // Restore an admin login for the other tests in this file.
    admin = third.token;
    expect(await api.login(thirdSelf.username, third.password)).toBeTruthy();
  });

  it('lets only one of two admins deleting each other at the same moment succeed', async () => {
    const makeAdmin = async (n: string) => {
      const user = (await post({ ...valid(n), role: 'admin' })).json<User>();
      return { user, token: await api.login(user.username, valid(n).password) };
    };
    const a = await makeAdmin('race_a');
    const b = await makeAdmin('race_b');
    // Demote every other admin, so a and b are the only two.
    const everyone = (await usersPage('?PageSize=1000')).data;
    for (const other of everyone) {
      if (
        other.role === 'admin' &&
        other.is_Active &&
        other.id !== a.user.id &&
        other.id !== b.user.id
      ) {
        const res = await api.inject({
          method: 'PUT',
          url: `/User/${other.id}`,
          headers: bearer(a.token),
          payload: userBody(other, { role: 'editor' }),
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const [ab, ba] = await Promise.all([del(b.user.id, a.token), del(a.user.id, b.token)]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect([401, 409]).toContain(statuses[1]);
    const survivor = ab.statusCode === 204 ? a : b;
    admin = survivor.token;
    const admins = (await usersPage('?PageSize=1000')).data.filter(
      (u) => u.role === 'admin' && u.is_Active,
    );
    expect(admins.map((u) => u.id)).toEqual([survivor.user.id]);
  });

  it('deletes another account: 204, then 404', async () => {
    const user = (await post(valid('gone'))).json<User>();
    expect((await del(user.id)).statusCode).toBe(204);
    expect((await del(user.id)).statusCode).toBe(404);
  });
});

describe('POST /users (sign-up)', () => {
  const signup = (target: TestApi, n: string) =>
    target.inject({
      method: 'POST',
      url: '/users',
      payload: {
        username: `new_${n}`,
        full_Name: `New ${n}`,
        email: `new.${n}@example.com`,
        password: 'sign-me-up-pw',
      },
    });

  it('is closed unless ALLOW_SIGNUP=true, whatever the body', async () => {
    const res = await signup(api, 'closed');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().errors[0]!.code).toBe('FORBIDDEN');
    const junk = await api.inject({ method: 'POST', url: '/users', payload: { nonsense: 1 } });
    expect(junk.statusCode).toBe(403);
  });

  it('when open, creates an inactive reporter who can log in once an admin activates them', async () => {
    const open = await startApi({ ALLOW_SIGNUP: 'true' });
    try {
      const res = await signup(open, 'open');
      expect(res.statusCode).toBe(201);
      const user = res.json<User>();
      expect(user).toMatchObject({ role: 'reporter', is_Active: false, username: 'new_open' });
      const before = await open.inject({
        method: 'POST',
        url: '/Auth/login',
        payload: { username: 'new_open', password: 'sign-me-up-pw' },
      });
      expect(before.statusCode).toBe(403);
      expect(before.json<ErrorBody>().errors[0]).toMatchObject({ reason: 'ACCOUNT_INACTIVE' });
      const activate = await open.inject({
        method: 'PUT',
        url: `/User/${user.id}`,
        headers: bearer(await open.adminToken()),
        payload: userBody(user, { is_Active: true }),
      });
      expect(activate.statusCode).toBe(200);
      expect(await open.login('new_open', 'sign-me-up-pw')).toBeTruthy();
      const bad = await open.inject({ method: 'POST', url: '/users', payload: { username: 'x' } });
      expect(bad.statusCode).toBe(400);
      const again = await signup(open, 'open');
      expect(again.statusCode).toBe(409);
    } finally {
      await open.close();
    }
  });
});

describe('bodies that are not what the api reads', () => {
  it.each(['/User', '/Auth/login'])(
    '%s refuses malformed JSON with 400 and over 1 MiB with 413',
    async (url) => {
      const headers = { ...bearer(admin), 'content-type': 'application/json' };
      const malformed = await api.inject({ method: 'POST', url, headers, payload: '{"username":' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'body',
      });
      const huge = await api.inject({
        method: 'POST',
        url,
        headers,
        payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1), password: 'p' }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json<ErrorBody>().errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
    },
  );
});

describe('login attempts', () => {
  it('are limited per client address: past the limit, 429 with Retry-After', async () => {
    const limited = await startApi({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/Auth/login',
          payload: { username: 'admin', password: 'guessing-123' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      const error = blocked.json<ErrorBody & { errors: { retryAfter?: number }[] }>().errors[0]!;
      expect(error.code).toBe('RATE_LIMITED');
      const seconds = Number(blocked.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      // The answer says when to try again, as the header does.
      expect(error.retryAfter).toBe(seconds);
      expect(error.message).toBe(`Too many attempts; try again in ${seconds} seconds`);
      // Another client address still gets through.
      const other = await limited.inject({
        method: 'POST',
        url: '/Auth/login',
        remoteAddress: '10.1.2.3',
        payload: { username: 'admin', password: 'guessing-123' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
