import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestAccountLink, RestAccountLinkInfo } from '@news/contract';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Page, User } from '../../src/domain.js';
import { bearer, migrationDatabase, startApi, type ErrorBody, type TestApi } from '../helpers.js';

const HOUR = 3600_000;

let api: TestApi;
let admin: string;
// The clock the api judges links by; a test moves it past an expiry.
let now = Date.parse('2026-03-01T09:00:00Z');

beforeAll(async () => {
  api = await startApi({}, { now: () => new Date(now) });
  admin = await api.adminToken();
});
afterAll(() => api.close());

let counter = 0;
const colleague = (changes: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `colleague${counter}`,
    full_Name: `Lakshmi Colleague ${counter}`,
    email: `colleague${counter}@example.com`,
    role: 'Reporter',
    ...changes,
  };
};

const invite = (payload: unknown, token = admin) =>
  api.inject({
    method: 'POST',
    url: '/User/Invitations',
    headers: bearer(token),
    payload: payload as object,
  });
const linkInfo = (token: string) =>
  api.inject({ method: 'GET', url: `/Auth/link?token=${encodeURIComponent(token)}` });
const useLink = (token: string, password: string) =>
  api.inject({ method: 'POST', url: '/Auth/link', payload: { token, password } });
const resetLink = (id: number, token = admin) =>
  api.inject({ method: 'POST', url: `/User/${id}/PasswordReset`, headers: bearer(token) });
const renewInvitation = (id: number, token = admin) =>
  api.inject({ method: 'POST', url: `/User/${id}/Invitation`, headers: bearer(token) });
const loginStatus = async (username: string, password: string) =>
  (
    await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username, password },
    })
  ).statusCode;
const firstError = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors[0]!;

async function invited(changes: Record<string, unknown> = {}) {
  const res = await invite(colleague(changes));
  expect(res.statusCode).toBe(201);
  return res.json<RestAccountLink>();
}

describe('POST /User/Invitations', () => {
  it('creates an inactive account with a pending invitation valid 72 hours, and a one-time token', async () => {
    const link = await invited();
    expect(link.purpose).toBe('invite');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - now).toBe(72 * HOUR);
    expect(link.user).toMatchObject({
      is_Active: false,
      role: 'reporter',
      invitedUntil: link.expiresAt,
    });
    const listed = (
      await api.inject({ method: 'GET', url: '/User?PageSize=1000', headers: bearer(admin) })
    ).json<Page<User>>();
    expect(listed.data.find((u) => u.id === link.user.id)?.invitedUntil).toBe(link.expiresAt);
    expect(listed.data.find((u) => u.username === 'admin')?.invitedUntil).toBeNull();
    // Only the token's hash is kept.
    const rows = await sql<{ token_hash: string }>`select token_hash from account_links`.execute(
      api.database.db,
    );
    expect(rows.rows.map((r) => r.token_hash)).not.toContain(link.token);
    expect(JSON.stringify(rows.rows)).not.toContain(link.token);
  });

  it('then the invited colleague sets a password with the link and logs in with it', async () => {
    const link = await invited();
    const info = await linkInfo(link.token);
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.json<RestAccountLinkInfo>()).toEqual({
      purpose: 'invite',
      expiresAt: link.expiresAt,
      username: link.user.username,
      full_Name: link.user.full_Name,
    });
    // The account cannot log in before it accepts: no password works.
    expect(await loginStatus(link.user.username, '!invited')).toBe(401);
    expect((await useLink(link.token, 'my own secret')).statusCode).toBe(204);
    expect(await loginStatus(link.user.username, 'my own secret')).toBe(200);
    const user = (
      await api.inject({ method: 'GET', url: `/User/${link.user.id}`, headers: bearer(admin) })
    ).json<User>();
    expect(user).toMatchObject({ is_Active: true, invitedUntil: null });
  });

  it('refuses what POST /User refuses, naming the field, and a password', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [colleague({ username: 'x' }), 'username'],
      [colleague({ email: 'not-an-email' }), 'email'],
      [colleague({ full_Name: '' }), 'full_Name'],
      [colleague({ role: 'boss' }), 'role'],
      [{ ...colleague(), password: 'long-enough-pw' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const res = await invite(payload);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json<ErrorBody>().errors)).toContain(field);
    }
    const { username, email } = colleague();
    const missing = await invite({ username, email, role: 'Editor' });
    expect(firstError(missing)).toMatchObject({
      field: 'full_Name',
      message: 'full_Name is required',
    });
    const taken = await invite(colleague({ username: 'admin' }));
    expect(taken.statusCode).toBe(409);
    expect(firstError(taken).field).toBe('username');
  });

  it('is for admins only', async () => {
    const editor = await api.createUser('editor');
    expect((await invite(colleague(), editor.token)).statusCode).toBe(403);
    expect(
      (await api.inject({ method: 'POST', url: '/User/Invitations', payload: colleague() }))
        .statusCode,
    ).toBe(401);
    const someone = await api.createUser('reporter');
    expect((await resetLink(someone.user.id, editor.token)).statusCode).toBe(403);
    expect((await renewInvitation(someone.user.id, someone.token)).statusCode).toBe(403);
  });
});

describe('a link is used once', () => {
  it('refuses a second use, and the first password stays', async () => {
    const link = await invited();
    expect((await useLink(link.token, 'first password')).statusCode).toBe(204);
    const again = await useLink(link.token, 'second password');
    expect(again.statusCode).toBe(410);
    expect(firstError(again)).toMatchObject({ code: 'GONE', reason: 'LINK_USED' });
    expect(firstError(await linkInfo(link.token)).reason).toBe('LINK_USED');
    expect(await loginStatus(link.user.username, 'second password')).toBe(401);
    expect(await loginStatus(link.user.username, 'first password')).toBe(200);
  });

  it('of two uses at once, exactly one succeeds', async () => {
    const link = await invited();
    const answers = await Promise.all([
      useLink(link.token, 'password one'),
      useLink(link.token, 'password two'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410]);
    const winner = answers[0].statusCode === 204 ? 'password one' : 'password two';
    const loser = winner === 'password one' ? 'password two' : 'password one';
    expect(await loginStatus(link.user.username, winner)).toBe(200);
    expect(await loginStatus(link.user.username, loser)).toBe(401);
  });

  it('refuses an expired link (by the clock the api is given) and says so', async () => {
    const link = await invited();
    now += 72 * HOUR - 1000;
    expect((await linkInfo(link.token)).statusCode).toBe(200);
    now += 1000;
    for (const res of [await linkInfo(link.token), await useLink(link.token, 'too late now')]) {
      expect(res.statusCode).toBe(410);
      expect(firstError(res)).toMatchObject({
        reason: 'LINK_EXPIRED',
        message: 'This link has expired',
      });
    }
    // Still pending, with the past expiry, so the admin can see it lapsed and send a new one.
    const user = (
      await api.inject({ method: 'GET', url: `/User/${link.user.id}`, headers: bearer(admin) })
    ).json<User>();
    expect(user.invitedUntil).toBe(link.expiresAt);
    const renewed = await renewInvitation(link.user.id);
    expect(renewed.statusCode).toBe(201);
    const fresh = renewed.json<RestAccountLink>();
    expect(fresh.user.invitedUntil).toBe(fresh.expiresAt);
    expect((await useLink(fresh.token, 'in time now')).statusCode).toBe(204);
  });

  it('refuses an unknown token with 404, and says nothing about accounts', async () => {
    const unknown = 'A'.repeat(43);
    for (const res of [await linkInfo(unknown), await useLink(unknown, 'whatever pw')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().errors).toEqual([
        { code: 'NOT_FOUND', message: 'This link is not valid', reason: 'LINK_UNKNOWN' },
      ]);
    }
  });

  it('refuses a link a newer one replaced', async () => {
    const link = await invited();
    const newer = (await renewInvitation(link.user.id)).json<RestAccountLink>();
    expect(newer.token).not.toBe(link.token);
    expect(firstError(await useLink(link.token, 'old link pw')).reason).toBe('LINK_UNKNOWN');
    expect((await useLink(newer.token, 'new link pw')).statusCode).toBe(204);
    // Accepted: no more invitations for it.
    expect((await renewInvitation(link.user.id)).statusCode).toBe(409);
  });

  it('validates the token and the password at the edge, naming the field', async () => {
    const link = await invited();
    const short = await useLink(link.token, 'short');
    expect(firstError(short)).toMatchObject({
      field: 'password',
      message: 'password must be at least 8 characters',
    });
    const long = await useLink(link.token, 'x'.repeat(129));
    expect(firstError(long).field).toBe('password');
    expect(firstError(await useLink('abc', 'long enough pw')).field).toBe('token');
    expect(firstError(await linkInfo('a'.repeat(42) + '!')).field).toBe('token');
    expect(firstError(await api.inject({ method: 'GET', url: '/Auth/link' })).field).toBe('token');
    const extra = await api.inject({
      method: 'POST',
      url: '/Auth/link',
      payload: { token: link.token, password: 'long enough pw', username: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
    // None of these used the link.
    expect((await linkInfo(link.token)).statusCode).toBe(200);
  });
});

describe('POST /User/{id}/PasswordReset', () => {
  it('gives a 24-hour link; using it ends every session and the old password stops working', async () => {
    const { user, token, password } = await api.createUser('editor');
    const other = await api.login(user.username, password);
    const res = await resetLink(user.id);
    expect(res.statusCode).toBe(201);
    const link = res.json<RestAccountLink>();
    expect(link.purpose).toBe('reset');
    expect(Date.parse(link.expiresAt) - now).toBe(24 * HOUR);
    expect(link.user.invitedUntil).toBeNull();
    // Issuing it changes nothing yet.
    expect(
      (await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await linkInfo(link.token)).json<RestAccountLinkInfo>().purpose).toBe('reset');
    expect((await useLink(link.token, 'a brand new pw')).statusCode).toBe(204);
    for (const t of [token, other]) {
      expect(
        (await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(t) })).statusCode,
      ).toBe(401);
    }
    expect(await loginStatus(user.username, password)).toBe(401);
    expect(await loginStatus(user.username, 'a brand new pw')).toBe(200);
  });

  it('a newer reset link replaces the earlier one', async () => {
    const { user } = await api.createUser('reporter');
    const first = (await resetLink(user.id)).json<RestAccountLink>();
    const second = (await resetLink(user.id)).json<RestAccountLink>();
    expect((await useLink(first.token, 'first link pw')).statusCode).toBe(404);
    expect((await useLink(second.token, 'second link pw')).statusCode).toBe(204);
  });

  it('refuses a deactivated account, and deactivating one drops its open link', async () => {
    const { user, password } = await api.createUser('reporter');
    const link = (await resetLink(user.id)).json<RestAccountLink>();
    const put = (isActive: boolean) =>
      api.inject({
        method: 'PUT',
        url: `/User/${user.id}`,
        headers: bearer(admin),
        payload: {
          username: user.username,
          full_Name: user.full_Name,
          email: user.email,
          role: user.role,
          is_Active: isActive,
        },
      });
    expect((await put(false)).statusCode).toBe(200);
    const refused = await resetLink(user.id);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused).message).toMatch(/not active/);
    // Reactivated, the old link does not come back.
    expect((await put(true)).statusCode).toBe(200);
    expect((await useLink(link.token, 'sneaky new pw')).statusCode).toBe(404);
    expect(await loginStatus(user.username, password)).toBe(200);
  });

  it('refuses an invited account (send a new invitation instead), and 404 for an unknown one', async () => {
    const link = await invited();
    expect((await resetLink(link.user.id)).statusCode).toBe(409);
    expect((await resetLink(999_999)).statusCode).toBe(404);
    expect((await renewInvitation(999_999)).statusCode).toBe(404);
  });

  it('an admin setting the password drops the open links', async () => {
    const link = await invited();
    const put = await api.inject({
      method: 'PUT',
      url: `/User/${link.user.id}`,
      headers: bearer(admin),
      payload: {
        username: link.user.username,
        full_Name: link.user.full_Name,
        email: link.user.email,
        role: link.user.role,
        password: 'set by the admin',
        is_Active: true,
      },
    });
    expect(put.json<User>().invitedUntil).toBeNull();
    expect((await useLink(link.token, 'too late pw')).statusCode).toBe(404);
  });

  it('deleting the account deletes its links; deleting the issuing admin keeps them', async () => {
    const other = await api.createUser('admin');
    const link = (await invite(colleague(), other.token)).json<RestAccountLink>();
    expect(
      (
        await api.inject({
          method: 'DELETE',
          url: `/User/${other.user.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(204);
    expect((await linkInfo(link.token)).statusCode).toBe(200);
    expect(
      (await api.inject({ method: 'DELETE', url: `/User/${link.user.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(204);
    expect((await linkInfo(link.token)).statusCode).toBe(404);
  });
});

describe('migration 0016', () => {
  it('goes down (the table gone, accounts kept) and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      const down = await migrator.migrateTo('0014-article-notes');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain('0016-account-links');
      await expect(sql`select count(*) from account_links`.execute(database.db)).rejects.toThrow();
      await expect(sql`select count(*) from users`.execute(database.db)).resolves.toBeDefined();
      await migrateToLatest(database);
      const rows = await sql<{
        n: number | string;
      }>`select count(*) as n from account_links`.execute(database.db);
      expect(Number(rows.rows[0]!.n)).toBe(0);
    } finally {
      await close();
    }
  });
});
