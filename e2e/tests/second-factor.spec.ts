// Staff sign-in that a stolen password does not open: an authenticator app set up and then
// asked for after the password, a recovery code that works once, and an admin's requirement
// that makes an editor set one up before signing in.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { createUser, deleteUser, newApiContext } from '../support/data.js';
import { gqlData } from '../support/fixtures.js';
import { enrolOverApi, passwordStep, signedInAs, totpCode } from '../support/secondFactor.js';
import { loginInUi } from '../support/ui.js';

let api: APIRequestContext;
const createdIds: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const id of createdIds) await deleteUser(api, id);
  await api.dispose();
});

async function staffMember(role: 'REPORTER' | 'EDITOR') {
  const user = await createUser(api, role);
  createdIds.push(user.id);
  return user;
}

const setRequired = (required: boolean) =>
  gqlData(api, 'mutation ($r: Boolean!) { setSecondFactorRequired(required: $r) }', {
    r: required,
  });

test('an authenticator app is set up from a QR code and then asked for at sign-in', async ({
  page,
  browser,
  checkA11y,
}) => {
  // Two browsers, two sign-ins and two accessibility checks.
  test.slow();
  const user = await staffMember('REPORTER');
  await loginInUi(page, user.email, user.password);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sign-in security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();

  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // The QR code is drawn: an SVG image with a size of its own.
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByText('Setup address').click();
  await expect(page.getByTestId('totp-uri')).toContainText(`secret=${secret}`);
  await checkA11y(page, 'second-factor-setup');

  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('An authenticator app is on')).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Another browser with the password alone gets no session, then signs in with the code.
  const other = await browser.newContext();
  const second = await other.newPage();
  await passwordStep(second, user.email, user.password);
  await expect(second.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  expect(await signedInAs(second)).toBeNull();
  await checkA11y(second, 'second-factor-code');
  // A code from ten minutes ago is no longer right.
  await second.getByLabel('Code from your app').fill(totpCode(secret, -20));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toHaveText(/That code is not right/);
  await second.getByLabel('Code from your app').fill(totpCode(secret, 1));
  await second.getByRole('button', { name: 'Verify' }).click();
  await second.waitForURL((url) => url.pathname !== '/login');
  expect(await signedInAs(second)).toBe(user.username);
  await other.close();
});

test('a recovery code signs in once, and is refused the second time', async ({ browser }) => {
  const user = await staffMember('REPORTER');
  const { recoveryCodes } = await enrolOverApi(user.username, user.password);
  const [code] = recoveryCodes;

  const useRecoveryCode = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await passwordStep(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    return { context, page };
  };

  const first = await useRecoveryCode();
  await first.page.waitForURL((url) => url.pathname !== '/login');
  expect(await signedInAs(first.page)).toBe(user.username);
  await first.context.close();

  const second = await useRecoveryCode();
  await expect(second.page.getByRole('alert')).toHaveText(
    /That code is not right, or it was already used/,
  );
  expect(await signedInAs(second.page)).toBeNull();
  await second.context.close();
});

test('an editor without an app sets one up at sign-in when an admin requires it', async ({
  page,
}) => {
  const editor = await staffMember('EDITOR');
  await setRequired(true);
  try {
    await passwordStep(page, editor.email, editor.password);
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    await expect(page.getByText('This site requires editors and admins')).toBeVisible();
    expect(await signedInAs(page)).toBeNull();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Code from your app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await signedInAs(page)).toBe(editor.username);
  } finally {
    await setRequired(false);
  }
});
