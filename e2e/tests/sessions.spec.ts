// Sessions that end: logging out ends the session itself, so a copy of its token stops working,
// and an admin ends every session of another account from the Users screen.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, type GqlResult } from '../support/fixtures.js';
import { createUser, deleteUser, newApiContext, type NewUser } from '../support/data.js';
import { loginInUi, mainMenu, settled, t } from '../support/ui.js';

let api: APIRequestContext;
const createdIds: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const id of createdIds) await deleteUser(api, id);
  await api.dispose();
});

async function staffMember(role: NewUser['role']) {
  const user = await createUser(api, role);
  createdIds.push(user.id);
  return user;
}

/** The page's session cookie, as someone who copied it out of the browser would have it. */
async function copySessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'news_session');
  if (!cookie) throw new Error('the page has no session cookie');
  return cookie.value;
}

const headersFor = (token: string, as: 'bearer' | 'cookie'): Record<string, string> =>
  as === 'bearer' ? { authorization: `Bearer ${token}` } : { cookie: `news_session=${token}` };

/**
 * `me` and a staff operation (the accounts list, which a reporter is refused with FORBIDDEN and
 * a stranger with UNAUTHENTICATED), sent from elsewhere with the copied token.
 */
async function tryToken(token: string, as: 'bearer' | 'cookie') {
  const request = await newApiContext(false);
  try {
    const post = async <T>(query: string): Promise<GqlResult<T>> => {
      const res = await request.post('/graphql', {
        headers: { 'content-type': 'application/json', ...headersFor(token, as) },
        data: { query },
      });
      return { status: res.status(), ...((await res.json()) as Omit<GqlResult<T>, 'status'>) };
    };
    const me = await post<{ me: { username: string } | null }>('{ me { username } }');
    const users = await post('{ users(pageSize: 1) { totalItems } }');
    return {
      me: me.data?.me?.username ?? null,
      staffCodes: (users.errors ?? []).map((e) => e.extensions?.code),
    };
  } finally {
    await request.dispose();
  }
}

test('after logging out, a copy of the session stops working, as a cookie and as a bearer token', async ({
  page,
}) => {
  const reporter = await staffMember('REPORTER');
  await loginInUi(page, reporter.email, reporter.password);
  await expect(mainMenu(page).getByRole('link', { name: 'Admin' })).toBeVisible();
  const token = await copySessionCookie(page);

  // While logged in, the copy works as well as the browser does.
  const before = await tryToken(token, 'bearer');
  expect(before.me).toBe(reporter.username);
  expect(before.staffCodes).toEqual(['FORBIDDEN']);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  for (const as of ['bearer', 'cookie'] as const) {
    const after = await tryToken(token, as);
    expect(after.me, as).toBeNull();
    expect(after.staffCodes, as).toEqual(['UNAUTHENTICATED']);
  }
});

test("an admin ends another account's sessions from the Users screen; that account is signed out", async ({
  page,
  browser,
  loginAsAdmin,
}) => {
  const editor = await staffMember('EDITOR');
  const editorPage = await signedInPage(browser, editor);
  try {
    await expect(editorPage).toHaveURL('/admin');

    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/users');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText(editor.username, { exact: true }) });
    await row
      .getByRole('button', {
        name: t('en', 'users.endSessionsItem', { username: editor.username }),
      })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      t('en', 'users.endSessionsConfirm', { username: editor.username }),
    );
    await settled(page);
    await confirm.getByRole('button', { name: t('en', 'users.endSessions'), exact: true }).click();
    await expect(
      page.getByText(t('en', 'users.sessionsEnded', { username: editor.username })),
    ).toBeVisible();
    await expect(confirm).toHaveCount(0);
    // The admin is still signed in.
    await expect(mainMenu(page).getByRole('link', { name: 'Users' })).toBeVisible();

    // The editor's next visit finds the session over and goes to the login page.
    await editorPage.reload();
    await expect(editorPage).toHaveURL('/login?returnTo=%2Fadmin');
    await expect(editorPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    // Logging in again works.
    await loginInUi(editorPage, editor.email, editor.password);
    await expect(editorPage).toHaveURL('/admin');
  } finally {
    await editorPage.context().close();
  }
});

/** A browser of the account's own (its own cookies), logged in and on /admin. */
async function signedInPage(browser: Browser, user: NewUser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin');
  await loginInUi(page, user.email, user.password);
  return page;
}
