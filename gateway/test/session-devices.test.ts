import type { RestSession } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  codes,
  sessionCookie,
  startStack,
  type GqlOptions,
  type Stack,
} from './helpers.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
});
afterAll(() => stack.close());

/** Signs in through the gateway as a browser with this User-Agent does: its session cookie. */
async function signIn(username: string, password: string, userAgent: string): Promise<string> {
  const res = await stack.gql(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(res.body.errors).toBeUndefined();
  return sessionCookie(res);
}

async function account(role: 'editor' | 'reporter') {
  const { user, password } = await stack.api.createUser(role);
  const laptop = await signIn(user.username, password, FIREFOX_LINUX);
  const phone = await signIn(user.username, password, CHROME_ANDROID);
  return { id: String(user.id), username: user.username, laptop, phone };
}

const SESSION_FIELDS = 'id browser os firstSeen lastSeen current';

async function mySessions(cookie: string): Promise<RestSession[]> {
  const res = await stack.gql<{ mySessions: RestSession[] }>(
    `{ mySessions { ${SESSION_FIELDS} } }`,
    {},
    { cookie },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.mySessions;
}

const me = async (options: GqlOptions) =>
  (await stack.gql<{ me: { username: string } | null }>('{ me { username } }', {}, options)).body
    .data?.me ?? null;

describe('signed-in devices through GraphQL', () => {
  it("passes the browser's User-Agent to the sign-in only, and lists the devices", async () => {
    const { user, password } = await stack.api.createUser('reporter');
    stack.resetCalls();
    // A character outside printable ASCII is dropped on the way; the rest still parses.
    const cookie = await signIn(user.username, password, `${FIREFOX_LINUX} \u00e9`);
    const login = stack.calls.find((c) => c.url === '/Auth/login')!;
    expect(login.userAgent).toBe(FIREFOX_LINUX);

    stack.resetCalls();
    const sessions = await mySessions(cookie);
    const asked = stack.calls.find((c) => c.url === '/Auth/sessions')!;
    expect(asked.userAgent ?? '').not.toContain('Firefox');
    const current = sessions.find((s) => s.current)!;
    expect([current.browser, current.os]).toEqual(['Firefox', 'Linux']);
  });

  it('cuts a very long User-Agent before passing it on', async () => {
    const { user, password } = await stack.api.createUser('reporter');
    stack.resetCalls();
    await signIn(user.username, password, `${CHROME_ANDROID} ${'x'.repeat(5000)}`);
    const login = stack.calls.find((c) => c.url === '/Auth/login')!;
    expect(login.userAgent!.length).toBeLessThanOrEqual(512);
    expect(login.userAgent).toContain('Chrome');
  });

  it('ends one of your own sessions: its cookie stops working at once, the other goes on', async () => {
    const { username, laptop, phone } = await account('reporter');
    const target = (await mySessions(laptop)).find((s) => s.browser === 'Chrome')!;
    const res = await stack.gql(
      'mutation($id: ID!) { endSession(id: $id) }',
      { id: target.id },
      {
        cookie: laptop,
      },
    );
    expect(res.body).toEqual({ data: { endSession: true } });
    expect(await me({ cookie: phone })).toBeNull();
    expect(await me({ cookie: laptop })).toEqual({ username });
  });

  it('ending the current session signs this browser out: its cookie is cleared', async () => {
    const { laptop } = await account('reporter');
    const current = (await mySessions(laptop)).find((s) => s.current)!;
    const res = await stack.gql(
      'mutation($id: ID!) { endSession(id: $id) }',
      { id: current.id },
      {
        cookie: laptop,
      },
    );
    expect(res.body).toEqual({ data: { endSession: true } });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('news_session='));
    expect(cleared).toMatch(/^news_session=;/);
  });

  it("only an admin lists and ends another account's session", async () => {
    const target = await account('reporter');
    const other = await account('editor');
    const session = (await mySessions(target.laptop)).find((s) => s.browser === 'Firefox')!;
    const variables = { userId: target.id, id: session.id };
    const end = 'mutation($userId: ID!, $id: ID!) { endUserSession(userId: $userId, id: $id) }';
    const list = `query($userId: ID!) { userSessions(userId: $userId) { ${SESSION_FIELDS} } }`;

    expect(codes(await stack.gql(list, { userId: target.id }, { cookie: other.laptop }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await stack.gql(end, variables, { cookie: other.laptop }))).toEqual(['FORBIDDEN']);
    expect(await me({ cookie: target.laptop })).toEqual({ username: target.username });

    const listed = await stack.gql<{ userSessions: RestSession[] }>(
      list,
      { userId: target.id },
      { token: admin },
    );
    expect(listed.body.data!.userSessions.map((s) => s.id)).toContain(session.id);
    expect((await stack.gql(end, variables, { token: admin })).body).toEqual({
      data: { endUserSession: true },
    });
    expect(await me({ cookie: target.laptop })).toBeNull();
    expect(await me({ cookie: target.phone })).toEqual({ username: target.username });
  });

  it('refuses a malformed session id at the edge, naming the argument', async () => {
    const { laptop } = await account('reporter');
    const res = await stack.gql('mutation { endSession(id: "nope") }', {}, { cookie: laptop });
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors![0]!.extensions!.field).toBe('id');
  });

  it('shows new-device sign-ins in every session until one dismisses them', async () => {
    const { laptop, phone } = await account('editor');
    const query = '{ newDeviceSignIns { id browser os at } }';
    type Notices = { newDeviceSignIns: { id: string; browser: string; os: string }[] };
    const seen = (await stack.gql<Notices>(query, {}, { cookie: laptop })).body.data!
      .newDeviceSignIns;
    expect(seen.map((n) => `${n.browser} on ${n.os}`)).toEqual([
      'Chrome on Android',
      'Firefox on Linux',
    ]);
    const dismiss = 'mutation($id: ID!) { dismissNewDeviceSignIn(id: $id) }';
    const res = await stack.gql(dismiss, { id: seen[0]!.id }, { cookie: phone });
    expect(res.body).toEqual({ data: { dismissNewDeviceSignIn: true } });
    const left = (await stack.gql<Notices>(query, {}, { cookie: laptop })).body.data!
      .newDeviceSignIns;
    expect(left.map((n) => n.id)).toEqual([seen[1]!.id]);
  });

  it('needs a signed-in account; new-device sign-ins are none without one', async () => {
    expect(codes(await stack.gql('{ mySessions { id } }'))).toEqual(['UNAUTHENTICATED']);
    // Asked beside `me` on each page load, they say nothing of an ended session but `me: null`.
    const { laptop } = await account('reporter');
    await stack.gql('mutation { logout }', {}, { cookie: laptop });
    for (const options of [{}, { cookie: laptop }]) {
      const res = await stack.gql('{ me { id } newDeviceSignIns { id } }', {}, options);
      expect(res.body).toEqual({ data: { me: null, newDeviceSignIns: [] } });
    }
  });
});
