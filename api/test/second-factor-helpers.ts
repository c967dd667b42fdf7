import { TOTP as TOTP_SETTINGS } from '@news/contract';
import { Secret, TOTP } from 'otpauth';
import { bearer, type TestApi } from './helpers.js';

/** The code an authenticator app with `secret` shows at `at`. */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).generate({
    timestamp: at.getTime(),
  });
}

/** A clock the api judges codes by, which a test moves on by whole time steps. */
export function stepClock(start = new Date('2026-03-01T10:00:05Z')) {
  let now = start;
  return {
    now: () => now,
    nextStep() {
      now = new Date(now.getTime() + TOTP_SETTINGS.period * 1000);
    },
  };
}

/** Sets up an authenticator app for the token's account; answers its secret and recovery codes. */
export async function enrol(
  api: TestApi,
  token: string,
  at: Date,
  headers: Record<string, string> = {},
) {
  const setup = await api.inject({
    method: 'POST',
    url: '/Auth/totp/setup',
    headers: { ...headers, ...bearer(token) },
    payload: {},
  });
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await api.inject({
    method: 'POST',
    url: '/Auth/totp/confirm',
    headers: { ...headers, ...bearer(token) },
    payload: { code: codeAt(secret, at) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
