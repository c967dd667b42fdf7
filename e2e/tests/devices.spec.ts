// Signed-in devices: each person sees where they are signed in and ends any one session, which
// stops working at once; a sign-in from a new device is shown to the account.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { checkA11y, expect, test } from '../support/fixtures.js';
import { createUser, deleteUser, newApiContext, type NewUser } from '../support/data.js';
import { BASE_URL_ENV } from '../support/stack.js';
import { loginInUi, mainMenu, settled, t, type Lang } from '../support/ui.js';

const LAPTOP = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  device: { browser: 'Firefox', os: 'Linux' },
};
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  device: { browser: 'Chrome', os: 'Android' },
  viewport: { width: 390, height: 844 },
};

let api: APIRequestContext;
const createdIds: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  for (const id of createdIds) await deleteUser(api, id);
  await api.dispose();
});

async function staffMember(): Promise<NewUser> {
  const user = await createUser(api, 'REPORTER');
  createdIds.push(user.id);
  return user;
}

/** A browser of its own (its own cookies and User-Agent), signed in as `user` and on /admin. */
async function signedInAs(
  browser: Browser,
  user: NewUser,
  as: { userAgent: string; viewport?: { width: number; height: number } },
  lang: Lang = 'en',
): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    userAgent: as.userAgent,
    ...(as.viewport ? { viewport: as.viewport } : {}),
  });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin');
  await loginInUi(page, user.email, user.password);
  await expect(page).toHaveURL('/admin');
  if (lang !== 'en') {
    // The person's own choice of language, which the staff app follows from its next load.
    await context.addCookies([{ name: 'lang', value: lang, url: process.env[BASE_URL_ENV]! }]);
    await page.reload();
  }
  return page;
}

const device = (lang: Lang, names: { browser: string; os: string }) =>
  t(lang, 'sessions.device', names);
const sessionsList = (page: Page) =>
  page.getByRole('list', { name: t('en', 'sessions.listLabel') });

// Each test signs in two or three browsers of their own.
test.beforeEach(() => test.slow());

test('the sessions screen lists both devices; one ended from the other browser stops working at once', async ({
  browser,
}) => {
  const user = await staffMember();
  const laptop = await signedInAs(browser, user, LAPTOP);
  const phone = await signedInAs(browser, user, PHONE);
  try {
    await laptop.getByRole('link', { name: t('en', 'sessions.title') }).click();
    await expect(laptop).toHaveURL('/admin/sessions');
    const items = sessionsList(laptop).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const here = items.filter({ hasText: device('en', LAPTOP.device) });
    await expect(here).toContainText(t('en', 'sessions.current'));
    const there = items.filter({ hasText: device('en', PHONE.device) });
    await expect(there).not.toContainText(t('en', 'sessions.current'));
    await checkA11y(laptop, 'sessions');

    const phoneDevice = device('en', PHONE.device);
    await there
      .getByRole('button', { name: t('en', 'sessions.endItem', { device: phoneDevice }) })
      .click();
    const confirm = laptop.getByRole('alertdialog');
    await expect(confirm).toContainText(t('en', 'sessions.endConfirm', { device: phoneDevice }));
    await settled(laptop);
    await confirm.getByRole('button', { name: t('en', 'sessions.end'), exact: true }).click();
    await expect(
      laptop.getByText(t('en', 'sessions.ended', { device: phoneDevice })),
    ).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(device('en', LAPTOP.device));

    // The phone's next request is refused, and the app shows the login instead of the screen.
    const me = await phone.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: '{ me { username } }' },
    });
    expect(((await me.json()) as { data: { me: unknown } }).data.me).toBeNull();
    await phone.getByRole('link', { name: t('en', 'sessions.title') }).click();
    await expect(phone).toHaveURL('/login?returnTo=%2Fadmin%2Fsessions');
    await expect(phone.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    // The laptop goes on working.
    await laptop.reload();
    await expect(items).toHaveCount(1);
  } finally {
    await laptop.context().close();
    await phone.context().close();
  }
});

test('a sign-in from a new device is shown to the account, in both languages, until dismissed', async ({
  browser,
}) => {
  const user = await staffMember();
  const laptop = await signedInAs(browser, user, LAPTOP);
  const notices = (page: Page) => page.getByRole('status').filter({ hasText: /Chrome/ });
  try {
    // The account's first device is no news.
    await expect(laptop.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notices(laptop)).toHaveCount(0);

    const phone = await signedInAs(browser, user, PHONE, 'te');
    // The new device itself is told, in its own language.
    const teDevice = device('te', PHONE.device);
    await expect(notices(phone)).toContainText(
      t('te', 'sessions.newSignIn', { device: teDevice, at: '' }).replace(/,\s*$/, ''),
    );
    await phone.context().close();

    // The laptop's next page view shows it.
    const enDevice = device('en', PHONE.device);
    await laptop.getByRole('link', { name: t('en', 'sessions.title') }).click();
    const notice = notices(laptop);
    await expect(notice).toContainText(
      t('en', 'sessions.newSignIn', { device: enDevice, at: '' }).replace(/,\s*$/, ''),
    );
    await checkA11y(laptop, 'new-device-notice');
    await notice
      .getByRole('button', { name: t('en', 'sessions.dismissItem', { device: enDevice }) })
      .click();
    await expect(notice).toHaveCount(0);
    // Dismissed for the account: it does not come back.
    await laptop.reload();
    await expect(sessionsList(laptop)).toBeVisible();
    await expect(notices(laptop)).toHaveCount(0);
  } finally {
    await laptop.context().close();
  }
});

test("an admin sees any account's devices on the Users screen and ends one of them", async ({
  page,
  browser,
  loginAsAdmin,
}) => {
  const user = await staffMember();
  const laptop = await signedInAs(browser, user, LAPTOP);
  const phone = await signedInAs(browser, user, PHONE);
  try {
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Users' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText(user.username, { exact: true }) });
    await row
      .getByRole('button', { name: t('en', 'sessions.userItem', { username: user.username }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('en', 'sessions.userTitle', { username: user.username }),
    });
    const items = dialog
      .getByRole('list', { name: t('en', 'sessions.listLabel') })
      .getByRole('listitem');
    await expect(items).toHaveCount(2);
    await settled(page);
    await checkA11y(page, 'user-sessions');

    const laptopDevice = device('en', LAPTOP.device);
    await items
      .filter({ hasText: laptopDevice })
      .getByRole('button', { name: t('en', 'sessions.endItem', { device: laptopDevice }) })
      .click();
    const confirm = page.getByRole('alertdialog');
    await settled(page);
    await confirm.getByRole('button', { name: t('en', 'sessions.end'), exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(device('en', PHONE.device));

    await laptop.getByRole('link', { name: t('en', 'sessions.title') }).click();
    await expect(laptop).toHaveURL('/login?returnTo=%2Fadmin%2Fsessions');
    await phone.getByRole('link', { name: t('en', 'sessions.title') }).click();
    await expect(phone).toHaveURL('/admin/sessions');
  } finally {
    await laptop.context().close();
    await phone.context().close();
  }
});
