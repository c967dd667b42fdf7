import { RECOVERY_CODE, RECOVERY_CODE_COUNT } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, startApi, userBody, type TestApi } from '../helpers.js';
import { codeAt, enrol, stepClock } from '../second-factor-helpers.js';

const clock = stepClock();
let api: TestApi;

beforeAll(async () => {
  api = await startApi({}, { now: clock.now });
});
afterAll(() => api.close());

type Errors = {
  errors: { code: string; message: string; field?: string; reason?: string; ticket?: string }[];
};

const login = (username: string, password: string) =>
  api.inject({ method: 'POST', url: '/Auth/login', payload: { username, password } });
const secondStep = (payload: object) =>
  api.inject({ method: 'POST', url: '/Auth/second-factor', payload });
const me = (token: string) =>
  api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(token) });

/** The ticket of a password step that asked for a second factor. */
async function ticketFor(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.statusCode).toBe(401);
  const [error] = res.json<Errors>().errors;
  expect(error?.code).toBe('SECOND_FACTOR_REQUIRED');
  expect(error?.ticket).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(res.body).not.toContain('"token"');
  return error!.ticket!;
}

describe('an authenticator app as a second factor', () => {
  it('is set up with a secret and its otpauth address, confirmed by a first code', async () => {
    const { user, token, password } = await api.createUser('reporter');
    const setup = await api.inject({
      method: 'POST',
      url: '/Auth/totp/setup',
      headers: bearer(token),
      payload: {},
    });
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = new URL(uri);
    expect(address.protocol).toBe('otpauth:');
    expect(address.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(address.pathname)).toContain(user.email);

    // Until confirmed, the password alone still signs in.
    expect((await login(user.username, password)).statusCode).toBe(200);
    const wrong = await api.inject({
      method: 'POST',
      url: '/Auth/totp/confirm',
      headers: bearer(token),
      payload: { code: codeAt(secret, new Date(clock.now().getTime() - 3600_000)) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<Errors>().errors[0]).toMatchObject({ reason: 'WRONG_CODE', field: 'code' });

    const confirm = await api.inject({
      method: 'POST',
      url: '/Auth/totp/confirm',
      headers: bearer(token),
      payload: { code: codeAt(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);

    const status = await api.inject({
      method: 'GET',
      url: '/Auth/second-factor',
      headers: bearer(token),
    });
    expect(status.json()).toEqual({
      totp: true,
      passkeys: 0,
      recoveryCodesLeft: 10,
      required: false,
    });
    // A second setup is refused while one is confirmed.
    const again = await api.inject({
      method: 'POST',
      url: '/Auth/totp/setup',
      headers: bearer(token),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('makes the password step answer a ticket, and the code the session; a code works once', async () => {
    const { user, token, password } = await api.createUser('editor');
    const { secret } = await enrol(api, token, clock.now());
    clock.nextStep();

    const ticket = await ticketFor(user.username, password);
    const code = codeAt(secret, clock.now());
    const signedIn = await secondStep({ ticket, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ token: string; user: { id: number } }>();
    expect(session.user.id).toBe(user.id);
    expect((await me(session.token)).statusCode).toBe(200);

    // The same code again, even with a fresh ticket, is refused: it was used.
    const replay = await secondStep({ ticket: await ticketFor(user.username, password), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json<Errors>().errors[0]).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'WRONG_CODE',
      field: 'code',
    });
    clock.nextStep();
    expect((await secondStep({ ticket, code: codeAt(secret, clock.now()) })).statusCode).toBe(200);
  });

  it('takes each recovery code once, in place of a code', async () => {
    const { user, token, password } = await api.createUser('reporter');
    const { recoveryCodes } = await enrol(api, token, clock.now());
    const ticket = await ticketFor(user.username, password);
    const [first] = recoveryCodes;

    const used = await secondStep({ ticket, recoveryCode: first!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect((await me(used.json<{ token: string }>().token)).statusCode).toBe(200);

    const again = await secondStep({ ticket, recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json<Errors>().errors[0]).toMatchObject({
      reason: 'WRONG_CODE',
      field: 'recoveryCode',
    });
    const status = await api.inject({
      method: 'GET',
      url: '/Auth/second-factor',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
  });

  it('refuses bad input and tickets that are forged, for another step or outlived', async () => {
    const { user, token, password } = await api.createUser('reporter');
    const { secret } = await enrol(api, token, clock.now());
    clock.nextStep();
    const ticket = await ticketFor(user.username, password);
    const code = codeAt(secret, clock.now());

    const neither = await secondStep({ ticket });
    expect(neither.statusCode).toBe(400);
    expect(neither.json<Errors>().errors[0]).toMatchObject({ field: 'code' });
    expect((await secondStep({ ticket, code, recoveryCode: 'aaaaa-bbbbb' })).statusCode).toBe(400);
    expect((await secondStep({ ticket, code, extra: 1 })).statusCode).toBe(400);
    expect((await secondStep({ ticket, code: 'x'.repeat(21) })).statusCode).toBe(400);
    expect((await secondStep({ ticket: 5, code })).statusCode).toBe(400);
    expect((await secondStep({ ticket, recoveryCode: 'not a code' })).statusCode).toBe(401);
    expect((await secondStep({ ticket, code: 'abcdef' })).statusCode).toBe(401);

    // A passkey's answer must have the shape browsers send, and be one of the account's.
    const assertion = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    };
    expect((await secondStep({ ticket, passkey: { ...assertion, type: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await secondStep({ ticket, code, passkey: assertion })).statusCode).toBe(400);
    const unknownKey = await secondStep({ ticket, passkey: assertion });
    expect(unknownKey.statusCode).toBe(401);
    expect(unknownKey.json<Errors>().errors[0]).toMatchObject({
      reason: 'WRONG_CODE',
      field: 'passkey',
    });
    const noPasskeys = await api.inject({
      method: 'POST',
      url: '/Auth/second-factor/passkey-options',
      payload: { ticket },
    });
    expect(noPasskeys.statusCode).toBe(409);

    for (const bad of [`${ticket}x`, token, 'not.a.ticket']) {
      const res = await secondStep({ ticket: bad, code });
      expect(res.statusCode).toBe(401);
      expect(res.json<Errors>().errors[0]).toMatchObject({
        reason: 'TICKET_EXPIRED',
        field: 'ticket',
      });
    }
    // A password change voids the ticket given for the old password.
    await api.inject({
      method: 'PUT',
      url: `/User/${user.id}`,
      headers: bearer(await api.adminToken()),
      payload: userBody(user, { password: 'a-brand-new-password-9' }),
    });
    const stale = await secondStep({ ticket, code });
    expect(stale.json<Errors>().errors[0]).toMatchObject({ reason: 'TICKET_EXPIRED' });
  });

  it('leaves accounts without one signing in with the password alone', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ token: string }>().token.split('.')).toHaveLength(3);
  });

  it('is removed with its recovery codes by the account', async () => {
    const { user, token, password } = await api.createUser('reporter');
    await enrol(api, token, clock.now());
    const removed = await api.inject({
      method: 'DELETE',
      url: '/Auth/totp',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await login(user.username, password)).statusCode).toBe(200);
  });
});

describe('a second factor required of editors and admins', () => {
  const setRequired = async (token: string, required: boolean) =>
    api.inject({
      method: 'PUT',
      url: '/Settings/second-factor',
      headers: bearer(token),
      payload: { required },
    });

  it('is set by admins only, and makes an editor enrol at sign-in before any session', async () => {
    const editor = await api.createUser('editor');
    const reporter = await api.createUser('reporter');
    expect((await setRequired(editor.token, true)).statusCode).toBe(403);
    expect((await setRequired(await api.adminToken(), 'yes' as never)).statusCode).toBe(400);
    expect((await setRequired(await api.adminToken(), true)).json()).toEqual({ required: true });
    try {
      // A reporter is not asked.
      expect((await login(reporter.user.username, reporter.password)).statusCode).toBe(200);

      const res = await login(editor.user.username, editor.password);
      expect(res.statusCode).toBe(401);
      const [error] = res.json<Errors>().errors;
      expect(error).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
      const ticket = error!.ticket!;
      // An enrolment ticket is no ticket for the code step.
      expect((await secondStep({ ticket, code: '123456' })).json<Errors>().errors[0]).toMatchObject(
        {
          reason: 'TICKET_EXPIRED',
        },
      );
      const noTicket = await api.inject({ method: 'POST', url: '/Auth/totp/setup', payload: {} });
      expect(noTicket.statusCode).toBe(400);
      expect(noTicket.json<Errors>().errors[0]).toMatchObject({ field: 'ticket' });

      const setup = await api.inject({
        method: 'POST',
        url: '/Auth/totp/setup',
        payload: { ticket },
      });
      const { secret } = setup.json<{ secret: string }>();
      const confirm = await api.inject({
        method: 'POST',
        url: '/Auth/totp/confirm',
        payload: { ticket, code: codeAt(secret, clock.now()) },
      });
      expect(confirm.statusCode).toBe(200);
      const body = confirm.json<{ recoveryCodes: string[]; session: { token: string } }>();
      expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await me(body.session.token)).statusCode).toBe(200);

      // Required, the app cannot be removed.
      const remove = await api.inject({
        method: 'DELETE',
        url: '/Auth/totp',
        headers: bearer(body.session.token),
      });
      expect(remove.statusCode).toBe(403);
      expect(remove.json<Errors>().errors[0]).toMatchObject({ reason: 'REQUIRED_BY_SITE' });
    } finally {
      await setRequired(await api.adminToken(), false);
    }
  });
});

describe('passkeys', () => {
  it('are offered to the signed-in account with the site as relying party, once per challenge', async () => {
    const { user, token } = await api.createUser('reporter');
    const options = await api.inject({
      method: 'POST',
      url: '/Auth/passkeys/options',
      headers: bearer(token),
    });
    expect(options.statusCode).toBe(200);
    const body = options.json<{ challenge: string; rp: { id: string }; user: { name: string } }>();
    expect(body.rp.id).toBe('localhost');
    expect(body.user.name).toBe(user.username);
    expect(body.challenge).toMatch(/^[\w-]{20,}$/);
    // An answer that is no passkey's is refused, with the field named.
    const refused = await api.inject({
      method: 'POST',
      url: '/Auth/passkeys',
      headers: bearer(token),
      payload: {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
        },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Errors>().errors[0]).toMatchObject({ field: 'response' });
    const anonymous = await api.inject({ method: 'POST', url: '/Auth/passkeys/options' });
    expect(anonymous.statusCode).toBe(401);
  });
});
