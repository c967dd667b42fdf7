// Inviting a colleague: the admin invites from the Users screen and is shown a one-time link;
// the colleague opens it in a browser of their own, sets a password, and logs in with it.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { deleteUser, findUser, newApiContext, unique } from '../support/data.js';
import { loginInUi, mainMenu } from '../support/ui.js';

let api: APIRequestContext;
const createdNames: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const username of createdNames) {
    const user = await findUser(api, username);
    if (user) await deleteUser(api, user.id);
  }
  await api.dispose();
});

/** A browser of the colleague's own: no cookies, no storage shared with the admin's. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test('an invited colleague sets a password with the link and logs in', async ({
  page,
  browser,
  loginAsAdmin,
}) => {
  const tag = unique();
  const colleague = {
    username: `e2e-invite-${tag}`,
    fullName: `Sravani Invited ${tag}`,
    email: `e2e-invite-${tag}@example.com`,
    password: `Pw-${tag}-chosen`,
  };
  createdNames.push(colleague.username);

  await loginAsAdmin(page);
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/users');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(form.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(colleague.username);
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(colleague.fullName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(colleague.email);
  await form.getByRole('combobox', { name: 'Role', exact: true }).selectOption('REPORTER');
  await form.getByRole('button', { name: 'Create invitation' }).click();

  const shown = page.getByRole('dialog', { name: `Invitation for ${colleague.username}` });
  const field = shown.getByRole('textbox', { name: 'Link' });
  await expect(field).toHaveValue(/\/login\/link#[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await shown.getByRole('button', { name: 'Close' }).last().click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByText(colleague.username, { exact: true }) });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  // Until the link is used, no password logs the account in.
  const colleaguePage = await freshPage(browser);
  await colleaguePage.goto(link);
  await expect(
    colleaguePage.getByText(
      `Welcome, ${colleague.fullName}. Choose a password for your account ${colleague.username}.`,
    ),
  ).toBeVisible();
  await colleaguePage.getByLabel('New password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByLabel('New password again', { exact: true }).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Set password' }).click();
  await expect(colleaguePage).toHaveURL('/login');
  await expect(colleaguePage.getByText('Your password is set. Log in with it now.')).toBeVisible();
  await loginInUi(colleaguePage, colleague.email, colleague.password);
  await expect(mainMenu(colleaguePage).getByRole('link', { name: 'Admin' })).toBeVisible();

  // The link worked once.
  await colleaguePage.goto(link);
  await expect(
    colleaguePage.getByText('This link has already been used.', { exact: false }),
  ).toBeVisible();
  await colleaguePage.context().close();

  await page.reload();
  await expect(row.getByText('Yes', { exact: true })).toBeVisible();
});
