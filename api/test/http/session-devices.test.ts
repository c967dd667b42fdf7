import type { RestNewDeviceSignIn, RestSession } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

let api: TestApi;
let admin: string;
// The api's clock runs ahead of the real one by `ahead`: a test moves it to see when a session's
// last-seen time is written.
let ahead = 0;
const clock = () => Date.now() + ahead;

beforeAll(async () => {
  api = await startApi({}, { now: () => new Date(clock()) });
  admin = await api.adminToken();
});
afterAll(() => api.close());

async function loginFrom(username: string, password: string, userAgent: string) {
  const res = await api.inject({
    method: 'POST',
    url: '/Auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const me = (token: string) =>
  api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });
const get = (url: string, token: string) =>
  api.inject({ method: 'GET', url, headers: bearer(token) });
const del = (url: string, token: string) =>
  api.inject({ method: 'DELETE', url, headers: bearer(token) });
const sessionsOf = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: RestSession[] }>().data;
};
const notices = async (token: string) => {
  const res = await get('/Auth/new-devices', token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: RestNewDeviceSignIn[] }>().data;
};

/** An account signed in on a Linux laptop with Firefox and an Android phone with Chrome. */
async function twoDevices(role: 'reporter' | 'editor' = 'reporter') {
  const { user, password } = await api.createUser(role);
  const laptop = await loginFrom(user.username, password, FIREFOX_LINUX);
  const phone = await loginFrom(user.username, password, CHROME_ANDROID);
  return { user, password, laptop, phone };
}

describe('GET /Auth/sessions', () => {
  it('lists the live sessions with their browser and system, this one marked', async () => {
    const { laptop } = await twoDevices();
    const sessions = await sessionsOf('/Auth/sessions', laptop);
    // The account's first sign-in (by the test helper, no browser) is listed too.
    expect(sessions).toHaveLength(3);
    const named = sessions.map((s) => [s.browser, s.os, s.current]);
    expect(named).toContainEqual(['Firefox', 'Linux', true]);
    expect(named).toContainEqual(['Chrome', 'Android', false]);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(Date.parse(s.firstSeen)).toBeLessThanOrEqual(Date.parse(s.lastSeen));
    }
  });

  it('keeps only the names: the User-Agent header is stored nowhere', async () => {
    const { user } = await twoDevices();
    const rows = await api.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const stored = JSON.stringify(rows);
    expect(stored).toContain('Firefox');
    expect(stored).not.toContain('Gecko');
    expect(stored).not.toContain('Pixel 8');
  });

  it('needs a token', async () => {
    const res = await api.inject({ method: 'GET', url: '/Auth/sessions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /Auth/sessions/{session}', () => {
  it('ends one of your own sessions at once; the others keep working', async () => {
    const { laptop, phone } = await twoDevices();
    const target = (await sessionsOf('/Auth/sessions', laptop)).find(
      (s) => s.browser === 'Chrome',
    )!;
    expect((await del(`/Auth/sessions/${target.id}`, laptop)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    const left = await sessionsOf('/Auth/sessions', laptop);
    expect(left.map((s) => s.id)).not.toContain(target.id);
    // Ended already: nothing to end.
    expect((await del(`/Auth/sessions/${target.id}`, laptop)).statusCode).toBe(404);
  });

  it("cannot end another account's session: it is not found, and goes on working", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices('editor');
    const target = (await sessionsOf('/Auth/sessions', theirs.laptop))[0]!;
    const res = await del(`/Auth/sessions/${target.id}`, mine.laptop);
    expect(res.statusCode).toBe(404);
    expect((await me(theirs.laptop)).statusCode).toBe(200);
    expect((await sessionsOf('/Auth/sessions', theirs.laptop)).map((s) => s.id)).toContain(
      target.id,
    );
  });

  it('refuses a malformed session id with 400 naming it', async () => {
    const { laptop } = await twoDevices();
    const res = await del('/Auth/sessions/not-a-handle', laptop);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]!.field).toBe('session');
  });
});

describe("an account's sessions, for admins", () => {
  it('an admin lists any account’s sessions and ends one of them', async () => {
    const { user, laptop, phone } = await twoDevices('editor');
    const listed = await sessionsOf(`/User/${user.id}/sessions`, admin);
    expect(listed.map((s) => s.browser)).toEqual(expect.arrayContaining(['Firefox', 'Chrome']));
    expect(listed.some((s) => s.current)).toBe(false);
    const target = listed.find((s) => s.browser === 'Firefox')!;
    expect((await del(`/User/${user.id}/sessions/${target.id}`, admin)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('refuses everyone else with 403, and the session goes on working', async () => {
    const { user, laptop } = await twoDevices();
    const editor = await twoDevices('editor');
    const target = (await sessionsOf('/Auth/sessions', laptop))[0]!;
    expect((await get(`/User/${user.id}/sessions`, editor.laptop)).statusCode).toBe(403);
    const res = await del(`/User/${user.id}/sessions/${target.id}`, editor.laptop);
    expect(res.statusCode).toBe(403);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account, or a session of another account', async () => {
    const { laptop } = await twoDevices();
    const other = await twoDevices();
    const target = (await sessionsOf('/Auth/sessions', laptop))[0]!;
    expect((await get('/User/999999/sessions', admin)).statusCode).toBe(404);
    expect((await del(`/User/${other.user.id}/sessions/${target.id}`, admin)).statusCode).toBe(404);
    expect((await me(laptop)).statusCode).toBe(200);
  });
});

describe('new-device sign-ins', () => {
  it('a browser and system the account has not used is a notice in every session until dismissed', async () => {
    const { user, password, laptop, phone } = await twoDevices();
    const waiting = await notices(phone);
    // Both are new next to the account's first sign-in (which is no notice: nothing to compare).
    expect(waiting.map((n) => [n.browser, n.os])).toEqual([
      ['Chrome', 'Android'],
      ['Firefox', 'Linux'],
    ]);
    expect(await notices(laptop)).toEqual(waiting);

    // Signing in again from a known device is no notice.
    await loginFrom(user.username, password, FIREFOX_LINUX);
    expect(await notices(laptop)).toHaveLength(2);

    expect((await del(`/Auth/new-devices/${waiting[0]!.id}`, laptop)).statusCode).toBe(204);
    expect((await notices(phone)).map((n) => n.id)).toEqual([waiting[1]!.id]);
    expect((await del(`/Auth/new-devices/${waiting[0]!.id}`, laptop)).statusCode).toBe(404);
  });

  it("another account's notice cannot be dismissed", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const notice = (await notices(theirs.laptop))[0]!;
    expect((await del(`/Auth/new-devices/${notice.id}`, mine.laptop)).statusCode).toBe(404);
    expect(await notices(theirs.laptop)).toHaveLength(2);
  });
});

describe('last seen', () => {
  const lastSeen = async (userId: number) =>
    (
      await api.database.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('user_id', '=', userId)
        .where('browser', '=', 'Firefox')
        .executeTakeFirstOrThrow()
    ).last_seen_at;

  it('is written at most once every few minutes', async () => {
    const { user, password } = await api.createUser('reporter');
    const signIn = clock();
    const token = await loginFrom(user.username, password, FIREFOX_LINUX);
    const atSignIn = await lastSeen(user.id);
    expect(new Date(atSignIn!).getTime()).toBeGreaterThanOrEqual(signIn);

    ahead += 60_000;
    expect((await me(token)).json<User>().id).toBe(user.id);
    expect(await lastSeen(user.id)).toEqual(atSignIn);

    ahead += 5 * 60_000;
    const used = clock();
    expect((await me(token)).statusCode).toBe(200);
    const later = new Date((await lastSeen(user.id))!).getTime();
    expect(later).toBeGreaterThanOrEqual(used);
    const listed = (await sessionsOf('/Auth/sessions', token)).find((s) => s.current)!;
    expect(Date.parse(listed.lastSeen)).toBe(later);
  });
});
