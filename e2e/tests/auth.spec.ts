// Logging in and out: the form's validation, a wrong password, the header for a logged-in admin,
// the staff pages' guard (to /login and back), a non-admin and the Users page, and logging out.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { createUser, deleteUser, newApiContext, type NewUser } from '../support/data.js';
import { ACCOUNTS, ADMIN_PASSWORD } from '../support/stack.js';
import { loginInUi, mainMenu, readerPageLoaded } from '../support/ui.js';

let api: APIRequestContext;
let reporter: NewUser & { id: string };

test.beforeAll(async () => {
  api = await newApiContext();
  reporter = await createUser(api, 'REPORTER');
});

test.afterAll(async () => {
  await deleteUser(api, reporter.id);
  await api.dispose();
});

const email = (page: Page) => page.getByLabel('Email', { exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
const headerLogin = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
const logout = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Logout' });

async function expectLoggedOutHeader(page: Page) {
  await expect(headerLogin(page)).toBeVisible();
  await expect(logout(page)).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Home']);
}

test('the login form validates after a submit attempt', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // Nothing is said before a submit attempt, even about a short password.
  await password(page).fill('abc');
  await password(page).blur();
  await expect(page.getByText('Minimum 6 characters required')).toHaveCount(0);
  await password(page).fill('');

  await loginButton(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/login');

  // After the attempt, the messages follow the input.
  await email(page).fill(ACCOUNTS.admin.email);
  await expect(page.getByText('Email is required', { exact: true })).toHaveCount(0);
  await password(page).fill('abc');
  await expect(page.getByText('Minimum 6 characters required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toHaveCount(0);
  await loginButton(page).click();
  await expect(page.getByText('Minimum 6 characters required', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expectLoggedOutHeader(page);
});

test('a wrong password says so, and only that; the right one logs in', async ({ page }) => {
  await page.goto('/login');
  await email(page).fill(ACCOUNTS.admin.email);
  await password(page).fill('not-the-password');
  await loginButton(page).click();
  // One message, saying why: not the spec's catch-all on top of it.
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL('/login');
  await expectLoggedOutHeader(page);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

  await password(page).fill(ADMIN_PASSWORD);
  await loginButton(page).click();
  await expect(page).toHaveURL('/home');
  await readerPageLoaded(page, { signedIn: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Home', 'Admin', 'Users']);
  await expect(logout(page)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);

  // Logged in, /login goes home; a reload keeps the session.
  await page.goto('/login');
  await expect(page).toHaveURL('/home');
  await readerPageLoaded(page, { signedIn: true });
  await page.reload();
  await expect(logout(page)).toBeVisible();
});

test('a staff page sends a logged-out visitor to /login and back after logging in', async ({
  page,
}) => {
  await page.goto('/home');
  await page.goto('/admin/edit/3');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin%2Fedit%2F3');
  await expect(page.getByText('Log in to continue.')).toBeVisible();
  await email(page).fill(ACCOUNTS.admin.email);
  await password(page).fill(ADMIN_PASSWORD);
  await loginButton(page).click();
  await expect(page).toHaveURL('/admin/edit/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit News Article' })).toBeVisible();
  // The login form replaced itself in the history: Back goes to the page before.
  await page.goBack();
  await expect(page).toHaveURL('/home');

  for (const path of ['/admin', '/admin/add', '/users']) {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
  }
});

test('a non-admin sees no Users link and is not permitted on /users', async ({ page }) => {
  await loginInUi(page, reporter.email, reporter.password);
  await expect(page).toHaveURL('/home');
  await expect(logout(page)).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Home', 'Admin']);

  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expect(
    page.getByText('You are not permitted to manage users. Only an admin can open this page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add User' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  // The articles are theirs to manage.
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('logout goes home, shows Login again and closes the staff pages', async ({
  page,
  loginAsAdmin,
  gql,
}) => {
  await loginAsAdmin(page);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await logout(page).click();
  await expect(page).toHaveURL('/home');
  await expectLoggedOutHeader(page);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  // The session cookie is gone too.
  const me = await gql<{ me: unknown }>(page.request, '{ me { id } }');
  expect(me.data?.me).toBeNull();

  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin');
  await page.reload();
  await expectLoggedOutHeader(page);
});
