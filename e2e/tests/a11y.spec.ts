// Every screen, in English and Telugu and in the light and dark themes: no serious or critical
// axe violation (WCAG 2.0/2.1 A and AA), and a full-page screenshot in e2e/screenshots/ named
// <screen>-<lang>-<theme>.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  createArticle,
  createUser,
  deleteArticles,
  deleteUser,
  newApiContext,
  type ApiArticle,
  type NewUser,
} from '../support/data.js';
import { ACCOUNTS, ADMIN_PASSWORD, BASE_URL_ENV } from '../support/stack.js';
import { LANGS, loginInUi, settled, t, THEMES, type Lang } from '../support/ui.js';

// The logged-in sessions (cookie and stored user) each test starts from, written by beforeAll.
const port = new URL(process.env[BASE_URL_ENV] ?? 'http://127.0.0.1:0').port;
const ADMIN_STATE = path.join(os.tmpdir(), `news-e2e-a11y-${port}-admin.json`);
const REPORTER_STATE = path.join(os.tmpdir(), `news-e2e-a11y-${port}-reporter.json`);

let api: APIRequestContext;
let reporter: NewUser & { id: string };
let article: ApiArticle;

async function saveSession(browser: Browser, file: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: process.env[BASE_URL_ENV],
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await loginInUi(page, email, password);
  await context.storageState({ path: file });
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  api = await newApiContext();
  reporter = await createUser(api, 'REPORTER');
  article = await createArticle(api, {
    title: 'Accessibility check: the newsroom opens its doors to readers',
    content: 'Readers may visit the newsroom on Saturday.\n\nGuided tours start at ten.',
    category: 'ANNOUNCEMENT',
  });
  await saveSession(browser, ADMIN_STATE, ACCOUNTS.admin.email, ADMIN_PASSWORD);
  await saveSession(browser, REPORTER_STATE, reporter.email, reporter.password);
});

test.afterAll(async () => {
  await deleteArticles(api, [article.id]);
  await deleteUser(api, reporter.id);
  await api.dispose();
  for (const file of [ADMIN_STATE, REPORTER_STATE]) fs.rmSync(file, { force: true });
});

interface Screen {
  name: string;
  /** Opens the screen in the page's language and waits until it is complete and still. */
  open: (page: Page, lang: Lang) => Promise<void>;
}

async function openAdminList(page: Page, lang: Lang) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'admin.title') })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
}

async function openUsers(page: Page, lang: Lang) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'users.title') })).toBeVisible();
  await expect(page.getByRole('cell', { name: ACCOUNTS.admin.email })).toBeVisible();
}

const LOGGED_OUT: Screen[] = [
  {
    name: 'home',
    open: async (page, lang) => {
      await page.goto('/home');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'home.latest') }),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    // The list: a search's results, its words marked, with the count.
    name: 'home-results',
    open: async (page, lang) => {
      await page.goto('/home?search=metro&edition=all');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t(lang, 'home.resultsFor', { search: 'metro' }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    },
  },
  {
    name: 'article',
    open: async (page) => {
      await page.goto(`/news/${article.id}`);
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    },
  },
  {
    name: 'article-missing',
    open: async (page, lang) => {
      await page.goto('/news/999999');
      await expect(page.getByText(t(lang, 'article.notFound'))).toBeVisible();
    },
  },
  {
    name: 'login',
    open: async (page, lang) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'login.title') }),
      ).toBeVisible();
    },
  },
];

const ADMIN: Screen[] = [
  { name: 'admin-list', open: openAdminList },
  {
    name: 'article-add',
    open: async (page, lang) => {
      await page.goto('/admin/add');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'articleForm.addTitle') }),
      ).toBeVisible();
      await expect(page.getByLabel(t(lang, 'articleForm.author'))).toHaveValue(
        ACCOUNTS.admin.fullName,
      );
    },
  },
  {
    name: 'article-edit',
    open: async (page, lang) => {
      await page.goto(`/admin/edit/${article.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'articleForm.editTitle') }),
      ).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: t(lang, 'articleForm.title'), exact: true }),
      ).toHaveValue(article.title);
    },
  },
  {
    name: 'delete-dialog',
    open: async (page, lang) => {
      await openAdminList(page, lang);
      await page
        .getByRole('button', { name: t(lang, 'admin.deleteItem', { title: article.title }) })
        .click();
      await expect(page.getByRole('alertdialog')).toContainText(t(lang, 'admin.deleteConfirm'));
    },
  },
  { name: 'users', open: openUsers },
  {
    name: 'users-modal',
    open: async (page, lang) => {
      await openUsers(page, lang);
      await page.getByRole('button', { name: t(lang, 'users.add'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t(lang, 'users.addTitle') })).toBeVisible();
    },
  },
];

const REPORTER: Screen[] = [
  {
    name: 'users-not-permitted',
    open: async (page, lang) => {
      await page.goto('/users');
      await expect(page.getByText(t(lang, 'users.notPermitted'))).toBeVisible();
    },
  },
];

function screenTests(screens: Screen[]) {
  for (const screen of screens) {
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        test(`${screen.name} in ${lang}, ${theme} theme`, async ({
          page,
          setPrefs,
          checkA11y,
          snap,
        }) => {
          await setPrefs(page, { lang, theme });
          await screen.open(page, lang);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdark\b/ : /\blight\b/,
          );
          await settled(page);
          await checkA11y(page, `${screen.name}-${lang}-${theme}`);
          await snap(page, screen.name);
        });
      }
    }
  }
}

test.describe('logged out', () => {
  screenTests(LOGGED_OUT);
});

test.describe('as the admin', () => {
  test.use({ storageState: ADMIN_STATE });
  screenTests(ADMIN);
});

test.describe('as a reporter', () => {
  test.use({ storageState: REPORTER_STATE });
  screenTests(REPORTER);
});
