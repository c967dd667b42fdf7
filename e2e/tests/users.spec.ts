// The User Dashboard as the admin: the table, the add/edit modal (validation, focus kept inside,
// Escape), creating, editing and deleting an account.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  createUser,
  deleteUser,
  findUser,
  newApiContext,
  unique,
  type NewUser,
} from '../support/data.js';
import { ACCOUNTS } from '../support/stack.js';
import { settled } from '../support/ui.js';

let api: APIRequestContext;
const createdIds: string[] = [];
const createdNames: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const username of createdNames) {
    const user = await findUser(api, username);
    if (user) createdIds.push(user.id);
  }
  for (const id of new Set(createdIds)) await deleteUser(api, id);
  await api.dispose();
});

test.beforeEach(async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ACCOUNTS.admin.email })).toBeVisible();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const input = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('textbox', { name, exact: true });
const roleSelect = (page: Page) =>
  page.getByRole('dialog').getByRole('combobox', { name: 'Role', exact: true });
const rowOf = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByText(username, { exact: true }) });

function newUserValues(tag: string): NewUser {
  return {
    username: `e2e-ui-${tag}`,
    fullName: `Lakshmi Prasanna ${tag}`,
    email: `e2e-ui-${tag}@example.com`,
    role: 'REPORTER',
    password: `Pw-${tag}-secret`,
  };
}

test('the table and its columns', async ({ page }) => {
  await expect(page.getByRole('columnheader')).toHaveText([
    'Username',
    'Email',
    'Active',
    'Role',
    'Action',
  ]);
  const admin = rowOf(page, ACCOUNTS.admin.username);
  await expect(admin.getByRole('cell')).toHaveText([
    `${ACCOUNTS.admin.username}${ACCOUNTS.admin.fullName}`,
    ACCOUNTS.admin.email,
    'Yes',
    'Admin',
    /Edit.*Delete/,
  ]);
  await expect(
    admin.getByRole('button', { name: `Edit ${ACCOUNTS.admin.username}` }),
  ).toBeVisible();
  await expect(
    admin.getByRole('button', { name: `Delete ${ACCOUNTS.admin.username}` }),
  ).toBeVisible();
});

test('the Add User modal validates, keeps focus inside, and closes on Escape', async ({ page }) => {
  const add = page.getByRole('button', { name: '+ Add User', exact: true });
  await add.click();
  const modal = dialog(page, 'Add User');
  await expect(modal).toBeVisible();
  // On a wide screen it is a dialog over the page, not a full-screen sheet.
  await settled(page);
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeLessThan(600);
  expect(box.height).toBeLessThan(page.viewportSize()!.height - 100);
  const save = modal.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expect(modal.getByText(/required\.$/)).toHaveCount(0);

  const touch = async (locator: ReturnType<typeof input>, message: string) => {
    await locator.focus();
    await locator.blur();
    await expect(modal.getByText(message, { exact: true })).toBeVisible();
  };
  await touch(input(page, 'Username'), 'Name is required.');
  await touch(input(page, 'Full Name'), 'Full Name is required.');
  await touch(input(page, 'Email'), 'Valid email required.');
  await touch(roleSelect(page), 'Role is required.');
  await touch(modal.getByLabel('Password', { exact: false }), 'Password is required.');
  await input(page, 'Email').fill('not-an-email');
  await expect(modal.getByText('Valid email required.', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  // Tab and Shift+Tab stay inside the modal.
  const focusInModal = () =>
    page.evaluate(
      () => !!document.activeElement?.closest('[role="dialog"]') && document.hasFocus(),
    );
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInModal(), `after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInModal(), `after Shift+Tab ${i + 1}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Focus returns to the button that opened it.
  await expect(add).toBeFocused();
  // Opened again, it starts empty.
  await add.click();
  await expect(input(page, 'Email')).toHaveValue('');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});

test('create a user and see it in the table', async ({ page }) => {
  const user = newUserValues(unique());
  createdNames.push(user.username);
  await page.getByRole('button', { name: '+ Add User', exact: true }).click();
  const modal = dialog(page, 'Add User');
  await input(page, 'Username').fill(user.username);
  await input(page, 'Full Name').fill(user.fullName);
  await input(page, 'Email').fill(user.email);
  await roleSelect(page).selectOption({ label: 'Reporter' });
  await modal.getByLabel('Password', { exact: false }).fill('short');
  await expect(
    modal.getByText('Password must be 8 to 128 characters.', { exact: true }),
  ).toBeVisible();
  await modal.getByLabel('Password', { exact: false }).fill(user.password);
  await expect(modal.getByRole('checkbox', { name: 'Active (can log in)' })).toBeChecked();
  const save = modal.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal).toBeHidden();

  const row = rowOf(page, user.username);
  await expect(row.getByRole('cell')).toHaveText([
    `${user.username}${user.fullName}`,
    user.email,
    'Yes',
    'Reporter',
    /Edit.*Delete/,
  ]);
  const saved = await findUser(api, user.username);
  expect(saved).toMatchObject({
    fullName: user.fullName,
    email: user.email,
    role: 'REPORTER',
    isActive: true,
  });
  // A username already taken is refused beside the field.
  await page.getByRole('button', { name: '+ Add User', exact: true }).click();
  await input(page, 'Username').fill(user.username);
  await input(page, 'Full Name').fill(user.fullName);
  await input(page, 'Email').fill(`other-${user.email}`);
  await roleSelect(page).selectOption({ label: 'Editor' });
  await modal.getByLabel('Password', { exact: false }).fill(user.password);
  await save.click();
  await expect(modal.getByText('This username is already taken.')).toBeVisible();
  await expect(modal).toBeVisible();
});

test('edit a user: the modal holds it; a new full name and role are saved', async ({
  page,
  loginApi,
}) => {
  const user = await createUser(api, 'REPORTER');
  createdIds.push(user.id);
  await page.reload();
  const row = rowOf(page, user.username);
  await row.getByRole('button', { name: `Edit ${user.username}` }).click();
  const modal = dialog(page, 'Edit User');
  await expect(modal).toBeVisible();
  await expect(input(page, 'Username')).toHaveValue(user.username);
  await expect(input(page, 'Full Name')).toHaveValue(user.fullName);
  await expect(input(page, 'Email')).toHaveValue(user.email);
  await expect(roleSelect(page)).toHaveValue('REPORTER');
  await expect(modal.getByLabel('Password', { exact: false })).toHaveValue('');
  await expect(modal.getByText('Leave empty to keep the current password.')).toBeVisible();

  const newName = `${user.fullName} Rao`;
  await input(page, 'Full Name').fill('');
  await expect(modal.getByText('Full Name is required.', { exact: true })).toBeVisible();
  await input(page, 'Full Name').fill(newName);
  await roleSelect(page).selectOption({ label: 'Editor' });
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(row.getByRole('cell').nth(0)).toHaveText(`${user.username}${newName}`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Editor');
  const saved = await findUser(api, user.username);
  expect(saved).toMatchObject({ fullName: newName, role: 'EDITOR', isActive: true });
  // The password was kept: the account still logs in with it.
  const other = await newApiContext(false);
  try {
    const login = await loginApi(other, user.username, user.password);
    expect(login.user.role).toBe('EDITOR');
  } finally {
    await other.dispose();
  }
});

test('delete a user after confirming', async ({ page }) => {
  const user = await createUser(api, 'EDITOR');
  createdIds.push(user.id);
  await page.reload();
  const row = rowOf(page, user.username);
  const deleteButton = row.getByRole('button', { name: `Delete ${user.username}` });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this user?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('The user was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await findUser(api, user.username)).toBeUndefined();
});
