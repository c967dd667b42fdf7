// A passkey registered in the staff app and then used as the second step of signing in, with
// Chromium's virtual authenticator standing in for a security key. Passkeys belong to a host
// name (an address such as 127.0.0.1 is no relying party), so the test uses `localhost`.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { createUser, deleteUser, newApiContext } from '../support/data.js';
import { passwordStep } from '../support/secondFactor.js';
import { readerPageLoaded } from '../support/ui.js';

let api: APIRequestContext;
const createdIds: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const id of createdIds) await deleteUser(api, id);
  await api.dispose();
});

/** Whom the page's session signs in as, asked of the gateway at the page's own host. */
async function signedInAs(page: Page, site: string): Promise<string | null> {
  const res = await page.request.post(`${site}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ me { username } }' },
  });
  const body = (await res.json()) as { data?: { me: { username: string } | null } };
  return body.data?.me?.username ?? null;
}

test('a passkey is registered and then signs in as the second step', async ({ page, baseURL }) => {
  test.slow();
  const site = `http://localhost:${new URL(baseURL!).port}`;
  const user = await createUser(api, 'REPORTER');
  createdIds.push(user.id);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await passwordStep(page, user.email, user.password, site);
  await page.waitForURL((url) => url.pathname !== '/login');
  await readerPageLoaded(page, { signedIn: true });
  await page.goto(`${site}/admin/security`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // The account's first second factor: its recovery codes come with it.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('1 passkey signs in to this account.')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  // Logging out goes on to the front page: the next sign-in begins once it is there.
  await page.waitForURL((url) => url.pathname === '/home');
  await expect.poll(() => signedInAs(page, site)).toBeNull();

  await passwordStep(page, user.email, user.password, site);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  expect(await signedInAs(page, site)).toBeNull();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(await signedInAs(page, site)).toBe(user.username);
  // The authenticator signed once more.
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
});
