// Authenticator-app codes for the browser tests, computed with the library the api checks them
// with, and the second step of a sign-in in the staff app.
import { TOTP as TOTP_SETTINGS } from '@news/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { gqlData, loginApi } from './fixtures.js';
import { newApiContext } from './data.js';

/**
 * The app's code `steps` time steps from now. A sign-in right after an enrolment uses the next
 * step's code (the server accepts one step either side): the enrolment's own code is used up.
 */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).generate({
    timestamp: Date.now() + steps * TOTP_SETTINGS.period * 1000,
  });
}

/** Sets up an authenticator app for an account over GraphQL: its secret and recovery codes. */
export async function enrolOverApi(
  username: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const request: APIRequestContext = await newApiContext(false);
  try {
    await loginApi(request, username, password);
    const { startTotpSetup } = await gqlData<{ startTotpSetup: { secret: string } }>(
      request,
      'mutation { startTotpSetup { secret } }',
    );
    const { confirmTotp } = await gqlData<{ confirmTotp: { recoveryCodes: string[] } }>(
      request,
      'mutation ($code: String!) { confirmTotp(code: $code) { recoveryCodes } }',
      { code: totpCode(startTotpSetup.secret) },
    );
    return { secret: startTotpSetup.secret, recoveryCodes: confirmTotp.recoveryCodes };
  } finally {
    await request.dispose();
  }
}

/** The password step in the staff app (at `site`, else the base URL), which may ask for more. */
export async function passwordStep(
  page: Page,
  email: string,
  password: string,
  site = '',
): Promise<void> {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Whom the page's session cookie signs in as, asked of the gateway; null for nobody. */
export async function signedInAs(page: Page): Promise<string | null> {
  const res = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ me { username } }' },
  });
  const body = (await res.json()) as { data?: { me: { username: string } | null } };
  return body.data?.me?.username ?? null;
}
