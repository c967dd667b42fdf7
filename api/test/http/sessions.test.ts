import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain.js';
import { UserRepository } from '../../src/modules/users/repository.js';
import {
  bearer,
  blockedBy,
  dialect,
  startApi,
  userBody,
  type TestApi,
  type ErrorBody,
} from '../helpers.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
});
afterAll(() => api.close());

const me = (token: string) =>
  api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });
const logout = (token?: string) =>
  api.inject({
    method: 'POST',
    url: '/Auth/logout',
    ...(token ? { headers: bearer(token) } : {}),
  });
const put = (user: User, changes: Record<string, unknown>) =>
  api.inject({
    method: 'PUT',
    url: `/User/${user.id}`,
    headers: bearer(admin),
    payload: userBody(user, changes),
  });
const endSessions = (id: number, token?: string) =>
  api.inject({
    method: 'DELETE',
    url: `/User/${id}/sessions`,
    ...(token ? { headers: bearer(token) } : {}),
  });
const sessionId = (token: string) => decodeJwt(token).sid as string;
const sessionRows = (userId: number) =>
  api.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

describe('POST /Auth/logout', () => {
  it('ends the token: every copy of it is refused afterwards, and logging out again is 401', async () => {
    const { token } = await api.createUser('reporter');
    const copy = `${token}`;
    expect((await me(copy)).statusCode).toBe(200);

    const res = await logout(token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await me(copy);
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().errors[0]!.code).toBe('UNAUTHENTICATED');
    expect((await logout(copy)).statusCode).toBe(401);
    const write = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: bearer(copy),
      payload: {
        title: 'x',
        content: 'y',
        category: 'Politics',
        language: 'en',
        mediaUrl: '/media/x.svg',
      },
    });
    expect(write.statusCode).toBe(401);
  });

  it('ends only that session: the same account logged in elsewhere keeps working', async () => {
    const { user, token: laptop, password } = await api.createUser('editor');
    const phone = await api.login(user.username, password);
    expect(sessionId(phone)).not.toBe(sessionId(laptop));

    expect((await logout(laptop)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).json<User>().id).toBe(user.id);
  });

  it('needs a token', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().errors[0]!.message).toBe('Log in to do this');
  });
});

describe('changes to an account end its sessions', () => {
  it('deactivation ends them, and reactivation does not bring the old token back', async () => {
    const { user, token, password } = await api.createUser('editor');
    const second = await api.login(user.username, password);
    expect((await put(user, { is_Active: false })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);

    expect((await put(user, { is_Active: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const fresh = await api.login(user.username, password);
    expect((await me(fresh)).json<User>().username).toBe(user.username);
  });

  it('a role change ends them; a change of name or email does not', async () => {
    const { user, token, password } = await api.createUser('reporter');
    expect((await put(user, { full_Name: 'Renamed Reporter' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    // The same role in another spelling is no change.
    expect((await put(user, { full_Name: 'Renamed Reporter', role: 'Reporter' })).statusCode).toBe(
      200,
    );
    expect((await me(token)).statusCode).toBe(200);

    expect((await put(user, { role: 'editor' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const fresh = await api.login(user.username, password);
    expect((await me(fresh)).json<User>().role).toBe('editor');
  });

  it('a password change ends all of them, and a session started with the new password works', async () => {
    const { user, token, password } = await api.createUser('reporter');
    const second = await api.login(user.username, password);
    expect((await put(user, { password: 'a-new-password-1' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const fresh = await api.login(user.username, 'a-new-password-1');
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await logout(fresh)).statusCode).toBe(204);
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it('deleting the account deletes its sessions', async () => {
    const { user, token } = await api.createUser('reporter');
    expect(await sessionRows(user.id)).toHaveLength(1);
    expect(
      (await api.inject({ method: 'DELETE', url: `/User/${user.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(204);
    expect(await sessionRows(user.id)).toHaveLength(0);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('DELETE /User/{id}/sessions', () => {
  it("ends every session of the account; the account can log in again, and other accounts' sessions go on", async () => {
    const { user, token, password } = await api.createUser('editor');
    const second = await api.login(user.username, password);
    const bystander = await api.createUser('reporter');

    const res = await endSessions(user.id, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
    // Ending them again is no error.
    expect((await endSessions(user.id, admin)).statusCode).toBe(204);

    const fresh = await api.login(user.username, password);
    expect((await me(fresh)).statusCode).toBe(200);
    const rows = await sessionRows(user.id);
    expect(rows.filter((r) => r.ended_at === null).map((r) => r.id)).toEqual([sessionId(fresh)]);
  });

  it('lets an admin end their own sessions, which logs them out', async () => {
    const other = await api.createUser('admin');
    const self = (await me(other.token)).json<User>();
    expect((await endSessions(self.id, other.token)).statusCode).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('refuses editors and reporters (403), anonymous callers (401), and answers 404 for an unknown account', async () => {
    const target = await api.createUser('reporter');
    for (const role of ['editor', 'reporter'] as const) {
      const { token } = await api.createUser(role);
      const res = await endSessions(target.user.id, token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json<ErrorBody>().errors[0]!.code).toBe('FORBIDDEN');
    }
    const anonymous = await endSessions(target.user.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>().errors[0]!.code).toBe('UNAUTHENTICATED');
    expect((await me(target.token)).statusCode).toBe(200);

    const unknown = await endSessions(999999, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().errors[0]!.code).toBe('NOT_FOUND');
    expect((await endSessions(0, admin)).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('refuses a token whose session has expired, even while the token itself has not', async () => {
    const { user, token } = await api.createUser('reporter');
    expect((await me(token)).statusCode).toBe(200);
    await api.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sessionId(token))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it('a login deletes the sessions that have expired, of any account, and keeps the rest', async () => {
    const expired = await api.createUser('reporter');
    const live = await api.createUser('reporter');
    await api.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.user.id)
      .execute();
    expect(await sessionRows(expired.user.id)).toHaveLength(1);

    await api.login(live.user.username, live.password);
    expect(await sessionRows(expired.user.id)).toHaveLength(0);
    expect(await sessionRows(live.user.id)).toHaveLength(2);
    expect((await me(live.token)).statusCode).toBe(200);
  });

  it("the token's expiry and the session's are the same moment", async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    const row = await api.database.db
      .selectFrom('sessions')
      .select(['expires_at', 'ended_at'])
      .where('id', '=', sessionId(token))
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).toISOString()).toBe(expiresAt);
    expect(row.ended_at).toBeNull();
    expect(decodeJwt(token).exp).toBe(Date.parse(expiresAt) / 1000);
  });
});

describe('a login racing an account change', () => {
  it('records no session when the password or the activity changed while it was checked', async () => {
    const repository = new UserRepository(api.database);
    const { user } = await api.createUser('reporter');
    const account = (await repository.findForLogin(user.username))!;
    const start = (id: string, passwordHash = account.passwordHash) =>
      repository.startSession({
        id,
        userId: user.id,
        passwordHash,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });

    expect(await start(`race-${user.id}-a`, 'an-older-hash')).toBe(false);
    expect(await start(`race-${user.id}-b`)).toBe(true);
    expect((await put(user, { is_Active: false })).statusCode).toBe(200);
    expect(await start(`race-${user.id}-c`)).toBe(false);
    const ids = (await sessionRows(user.id)).map((r) => r.id);
    expect(ids).toContain(`race-${user.id}-b`);
    expect(ids).not.toContain(`race-${user.id}-a`);
    expect(ids).not.toContain(`race-${user.id}-c`);
  });
});

describe('a login racing an account change under way', () => {
  it('waits for a deactivation that has not committed yet, and then records nothing', async () => {
    const repository = new UserRepository(api.database);
    const { user } = await api.createUser('reporter');
    const account = (await repository.findForLogin(user.username))!;
    let started: Promise<boolean> | undefined;
    await api.database.db.transaction().execute(async (trx) => {
      await new UserRepository({ ...api.database, db: trx }).update(
        user.id,
        { isActive: false },
        () => undefined,
        { endSessions: () => true },
      );
      started = repository.startSession({
        id: `race-${user.id}-open`,
        userId: user.id,
        passwordHash: account.passwordHash,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      // Committed only once the login waits for it. SQLite runs one transaction at a time: the
      // login's query cannot start before this one ends.
      if (dialect === 'postgres') {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await blockedBy(api.database, rows[0]!.pid);
      }
    });
    expect(await started).toBe(false);
    expect((await sessionRows(user.id)).filter((r) => r.ended_at === null)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it("describes logout and ending an account's sessions, both behind a bearer token", async () => {
    const doc = (await api.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: Record<string, unknown> }>
      >;
    }>();
    const logoutOp = doc.paths['/Auth/logout']!.post!;
    expect(logoutOp.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(logoutOp.responses).sort()).toEqual(['204', '401']);
    const endOp = doc.paths['/User/{id}/sessions']!.delete!;
    expect(endOp.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(endOp.responses).sort()).toEqual(['204', '400', '401', '403', '404']);
  });
});
