import { TOTP as TOTP_SETTINGS } from '@news/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, sessionCookie, startStack, type Stack } from './helpers.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** The app's code `steps` time steps from now (a step on, so the enrolment's code is not reused). */
const code = (secret: string, steps = 1) =>
  new TOTP({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).generate({
    timestamp: Date.now() + steps * TOTP_SETTINGS.period * 1000,
  });

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const VERIFY = `mutation($t: String!, $c: String, $r: String) {
  verifySecondFactor(ticket: $t, code: $c, recoveryCode: $r) { token user { username } }
}`;

/** An account with an authenticator app set up through the gateway: its secret and codes. */
async function enrolled(role: 'editor' | 'reporter') {
  const { user, password } = await stack.api.createUser(role);
  const token = await stack.login(user.username, password);
  const setup = await stack.gql<{ startTotpSetup: { secret: string; uri: string } }>(
    'mutation { startTotpSetup { secret uri } }',
    {},
    { token },
  );
  const { secret, uri } = setup.body.data!.startTotpSetup;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const confirm = await stack.gql<{ confirmTotp: { recoveryCodes: string[]; session: null } }>(
    'mutation($c: String!) { confirmTotp(code: $c) { recoveryCodes session { token } } }',
    { c: code(secret, 0) },
    { token },
  );
  expect(confirm.body.errors).toBeUndefined();
  expect(confirm.body.data!.confirmTotp.session).toBeNull();
  return { username: user.username, password, secret, ...confirm.body.data!.confirmTotp };
}

describe('signing in with a second factor through GraphQL', () => {
  it('answers login with SECOND_FACTOR_REQUIRED and a ticket, and the second step with the session', async () => {
    const account = await enrolled('editor');
    const first = await stack.gql(LOGIN, { u: account.username, p: account.password });
    expect(codes(first)).toEqual(['SECOND_FACTOR_REQUIRED']);
    expect(first.body.data).toBeNull();
    expect(first.headers.getSetCookie().some((c) => c.startsWith('news_session='))).toBe(false);
    const ticket = first.body.errors![0]!.extensions!.ticket as string;
    expect(ticket.split('.')).toHaveLength(3);

    const second = await stack.gql<{ verifySecondFactor: { user: { username: string } } }>(VERIFY, {
      t: ticket,
      c: code(account.secret),
    });
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data!.verifySecondFactor.user.username).toBe(account.username);
    const cookie = sessionCookie(second);
    const me = await stack.gql<{ me: { username: string } }>('{ me { username } }', {}, { cookie });
    expect(me.body.data!.me.username).toBe(account.username);
    const status = await stack.gql<{ mySecondFactors: unknown }>(
      '{ mySecondFactors { totp passkeys recoveryCodesLeft required } }',
      {},
      { cookie },
    );
    expect(status.body.data!.mySecondFactors).toEqual({
      totp: true,
      passkeys: 0,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('refuses a wrong or reused code and a used recovery code with their reasons', async () => {
    const account = await enrolled('reporter');
    const ticketOf = async () =>
      (await stack.gql(LOGIN, { u: account.username, p: account.password })).body.errors![0]!
        .extensions!.ticket as string;
    const ticket = await ticketOf();

    const wrong = await stack.gql(VERIFY, { t: ticket, c: code(account.secret, -20) });
    expect(wrong.body.errors![0]!.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'WRONG_CODE',
      field: 'code',
    });
    const [recovery] = account.recoveryCodes;
    expect(codes(await stack.gql(VERIFY, { t: ticket, r: recovery }))).toEqual([]);
    const reused = await stack.gql(VERIFY, { t: await ticketOf(), r: recovery });
    expect(reused.body.errors![0]!.extensions).toMatchObject({
      reason: 'WRONG_CODE',
      field: 'recoveryCode',
    });
  });

  it('refuses bad input at the edge, before the api', async () => {
    stack.resetCalls();
    const both = await stack.gql(VERIFY, { t: 'a.b.c', c: '123456', r: 'abcde-fghij' });
    expect(both.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'code',
    });
    const neither = await stack.gql(VERIFY, { t: 'a.b.c' });
    expect(codes(neither)).toEqual(['BAD_USER_INPUT']);
    const notJson = await stack.gql(
      'mutation($t: String!, $p: String) { verifySecondFactor(ticket: $t, passkey: $p) { token } }',
      { t: 'a.b.c', p: '{not json' },
    );
    expect(notJson.body.errors![0]!.extensions).toMatchObject({ field: 'passkey' });
    const badTicket = await stack.gql(VERIFY, { t: 'not a ticket', c: '123456' });
    expect(badTicket.body.errors![0]!.extensions).toMatchObject({ field: 'ticket' });
    expect(stack.calls.filter((c) => c.url.includes('second-factor'))).toEqual([]);
    const forged = await stack.gql(VERIFY, { t: 'a.b.c', c: '123456' });
    expect(forged.body.errors![0]!.extensions).toMatchObject({ reason: 'TICKET_EXPIRED' });
  });

  it('lets an admin require a factor, and an editor enrol with the ticket to sign in', async () => {
    const admin = await stack.login('admin', ADMIN_PASSWORD);
    const { user, password } = await stack.api.createUser('editor');
    const set = (required: boolean, token: string) =>
      stack.gql(
        'mutation($r: Boolean!) { setSecondFactorRequired(required: $r) }',
        { r: required },
        { token },
      );
    expect(codes(await set(true, await stack.login(user.username, password)))).toEqual([
      'FORBIDDEN',
    ]);
    expect((await set(true, admin)).body.data).toEqual({ setSecondFactorRequired: true });
    try {
      const first = await stack.gql(LOGIN, { u: user.username, p: password });
      expect(codes(first)).toEqual(['SECOND_FACTOR_ENROLMENT_REQUIRED']);
      const ticket = first.body.errors![0]!.extensions!.ticket as string;
      const setup = await stack.gql<{ startTotpSetup: { secret: string } }>(
        'mutation($t: String) { startTotpSetup(ticket: $t) { secret } }',
        { t: ticket },
      );
      const { secret } = setup.body.data!.startTotpSetup;
      const confirm = await stack.gql<{ confirmTotp: { session: { user: { username: string } } } }>(
        'mutation($c: String!, $t: String) { confirmTotp(code: $c, ticket: $t) { recoveryCodes session { user { username } } } }',
        { c: code(secret, 0), t: ticket },
      );
      expect(confirm.body.data!.confirmTotp.session.user.username).toBe(user.username);
      const cookie = sessionCookie(confirm);
      const me = await stack.gql<{ me: { username: string } }>(
        '{ me { username } }',
        {},
        { cookie },
      );
      expect(me.body.data!.me.username).toBe(user.username);
    } finally {
      await set(false, admin);
    }
  });
});
