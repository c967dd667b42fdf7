// The backups screen: an admin sees a backup taken through the api (its time, size and check)
// and downloads it through the gateway with the session cookie; anyone else is refused.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { backupDownloadPath } from '@news/contract';
import { expect, gqlData, test } from '../support/fixtures.js';
import { ACCOUNTS, ADMIN_PASSWORD } from '../support/stack.js';
import { createUser, deleteUser, newApiContext } from '../support/data.js';
import { loginInUi, settled } from '../support/ui.js';

let api: APIRequestContext;
const users: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const id of users) await deleteUser(api, id);
  await api.dispose();
});

interface Backup {
  name: string;
  size: number;
  check: string;
}

const takeBackup = async () =>
  (await gqlData<{ takeBackup: Backup }>(api, 'mutation { takeBackup { name size check } }'))
    .takeBackup;

/** The session cookie the browser holds, as a Cookie header. */
async function cookieHeader(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'news_session');
  if (!cookie) throw new Error('the page has no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

test('an admin sees a backup taken through the api and downloads it', async ({
  page,
  checkA11y,
}) => {
  const backup = await takeBackup();
  expect(backup.check).toBe('VERIFIED');

  await loginInUi(page, ACCOUNTS.admin.email, ADMIN_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Backups', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  // Its row: its download link names it.
  const link = page.locator(`a[href="${backupDownloadPath(backup.name)}"]`);
  const row = page.getByRole('row').filter({ has: link });
  await expect(link).toHaveAccessibleName(/^Download the backup taken /);
  await expect(row.getByText('Checked', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(/MB/);
  await settled(page);
  await checkA11y(page, 'backups');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(backup.name);
  const saved = await download.path();
  expect(fs.statSync(saved).size).toBe(backup.size);
});

test('anyone but an admin is refused the screen and the download', async ({ page, request }) => {
  const { name } = await takeBackup();
  const editor = await createUser(api, 'EDITOR');
  users.push(editor.id);
  await loginInUi(page, editor.email, editor.password);
  await page.goto('/admin/backups');
  await expect(page.getByText('Only admins can see the backups.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Download/ })).toHaveCount(0);

  const asEditor = await request.get(backupDownloadPath(name), {
    headers: { cookie: await cookieHeader(page) },
  });
  expect(asEditor.status()).toBe(403);
  const signedOut = await request.get(backupDownloadPath(name));
  expect(signedOut.status()).toBe(401);
});
