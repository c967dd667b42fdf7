// The browser tests' `test` and `expect`, with helpers for accessibility checks, screenshots,
// the reader's preferences, logging in and setting up data over GraphQL. Each helper is exported
// on its own and is also a fixture of `test`:
//
//   test('home', async ({ page, setPrefs, checkA11y, snap }) => { ... });
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, ADMIN_PASSWORD, BASE_URL_ENV } from './stack.js';
import { loginInUi } from './ui.js';

export { expect };

/** Where `snap` writes (git-ignored). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../screenshots',
);

/** An axe target: a CSS selector per frame, each a list when it crosses shadow roots. */
function selector(target: readonly (string | readonly string[])[]): string {
  return target.map((part) => (typeof part === 'string' ? part : part.join(' >>> '))).join(' | ');
}

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is and fails on any serious or critical
 * violation, listing each rule, its help and the offending elements. The full axe results are
 * attached to the test.
 */
export async function checkA11y(page: Page, screenName: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  await base.info().attach(`axe-${screenName}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const found = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]\n` +
      v.nodes.map((node) => `    at ${selector(node.target)}`).join('\n'),
  );
  expect(
    found,
    `${screenName}: ${blocking.length} serious or critical accessibility violation(s) at ${page.url()}`,
  ).toEqual([]);
}

/**
 * Saves a full-page screenshot as `e2e/screenshots/<screenName>-<lang>-<theme>.png`: lang from
 * `<html lang>`, theme `dark` when `<html>` has the class `dark`, else `light`. The name carries
 * no project, so a phone spec should use its own screen names (such as `home-phone`).
 */
export async function snap(page: Page, screenName: string): Promise<string> {
  if (!/^[\w.-]+$/.test(screenName)) {
    throw new Error(`snap: screen name "${screenName}" must be letters, digits, _ . or -`);
  }
  const { lang, theme } = await page.evaluate(async () => {
    await document.fonts.ready;
    const html = document.documentElement;
    return { lang: html.lang, theme: html.classList.contains('dark') ? 'dark' : 'light' };
  });
  const file = path.join(SCREENSHOT_DIR, `${screenName}-${lang || 'none'}-${theme}.png`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

export interface Prefs {
  lang?: 'en' | 'te';
  theme?: 'dark' | 'light';
}

/**
 * Sets the reader's preferences as the site keeps them, in localStorage `lang` and `theme` (which
 * the web client reads at start-up) and in the cookies of the same names (which the server reads
 * to render the page in them), before the next page of the site loads in this page; reloads when
 * the page already shows the site. They are written once: what the UI changes afterwards survives
 * reloads.
 */
export async function setPrefs(page: Page, prefs: Prefs): Promise<void> {
  const baseURL = process.env[BASE_URL_ENV];
  if (!baseURL) throw new Error(`${BASE_URL_ENV} is not set: global setup did not run`);
  await page.context().addCookies(
    Object.entries(prefs)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => ({ name, value, url: baseURL })),
  );
  await page.addInitScript(
    ({ prefs, marker }) => {
      if (window !== window.top) return;
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(marker, '1');
        if (prefs.lang) localStorage.setItem('lang', prefs.lang);
        if (prefs.theme) localStorage.setItem('theme', prefs.theme);
      } catch {
        // A page without storage (about:blank, data:) is not the site.
      }
    },
    { prefs, marker: `e2e-prefs-${randomUUID()}` },
  );
  if (/^https?:/.test(page.url())) await page.reload();
}

/**
 * Logs in as the admin through the UI (in English: the fields labelled Email and Password and
 * the Login button) and waits for the home page, signed in.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  await loginInUi(page, ACCOUNTS.admin.email, ADMIN_PASSWORD);
}

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

export interface GqlResult<T> {
  status: number;
  data?: T | null;
  errors?: GqlError[];
}

/**
 * POSTs a GraphQL operation to /graphql with this request context (its cookies: the session
 * after `loginApi`, or the page's with `page.request`). Answers the HTTP status and the body; use
 * `gqlData` when any error should fail the test.
 */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlResult<T>> {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
  });
  const text = await res.text();
  let body: Omit<GqlResult<T>, 'status'>;
  try {
    body = JSON.parse(text) as Omit<GqlResult<T>, 'status'>;
  } catch {
    throw new Error(`POST /graphql answered ${res.status()} and not JSON: ${text.slice(0, 500)}`);
  }
  return { status: res.status(), ...body };
}

/** As `gql`, but answers `data` and fails on an error. */
export async function gqlData<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await gql<T>(request, query, variables);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL failed (HTTP ${result.status}): ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: { id: string; username: string; fullName: string; email: string; role: string };
}

/**
 * Runs the `login` mutation with this request context, which keeps the session cookie the
 * gateway sets; `page.request` shares it with the page. The admin by default.
 */
export async function loginApi(
  request: APIRequestContext,
  username: string = ACCOUNTS.admin.username,
  password: string = ADMIN_PASSWORD,
): Promise<LoginResult> {
  const data = await gqlData<{ login: LoginResult }>(
    request,
    `mutation Login($username: String!, $password: String!) {
      login(username: $username, password: $password) {
        token
        expiresAt
        user { id username fullName email role }
      }
    }`,
    { username, password },
  );
  return data.login;
}

export interface Helpers {
  checkA11y: typeof checkA11y;
  snap: typeof snap;
  setPrefs: typeof setPrefs;
  loginAsAdmin: typeof loginAsAdmin;
  gql: typeof gql;
  gqlData: typeof gqlData;
  loginApi: typeof loginApi;
}

/**
 * Every page runs under the site's Content-Security-Policy; a test fails on any violation the
 * page reports (the browser's console message and the `securitypolicyviolation` event alike).
 */
async function pageWithCspCheck(page: Page, use: (page: Page) => Promise<void>): Promise<void> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { __reportCspViolation: (text: string) => void };
      page.__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await use(page);
  expect(
    violations.filter((v) => !byTraceRecorder(v)),
    'Content-Security-Policy violations',
  ).toEqual([]);
}

/**
 * Playwright's trace recorder copies `blob:` images (the article form's local photo preview) into
 * its snapshots by fetching them from inside the page, which `connect-src 'self'` forbids. The
 * site itself never fetches a `blob:` address; with tracing off no such report appears.
 */
function byTraceRecorder(violation: string): boolean {
  return (
    /^connect-src blocked blob\b/.test(violation) ||
    /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src/.test(
      violation,
    )
  );
}

// Playwright names a fixture's dependencies by destructuring its first argument; these have none.
/* eslint-disable no-empty-pattern */
export const test = base.extend<Helpers>({
  page: async ({ page }, use) => pageWithCspCheck(page, use),
  checkA11y: async ({}, use) => use(checkA11y),
  snap: async ({}, use) => use(snap),
  setPrefs: async ({}, use) => use(setPrefs),
  loginAsAdmin: async ({}, use) => use(loginAsAdmin),
  gql: async ({}, use) => use(gql),
  gqlData: async ({}, use) => use(gqlData),
  loginApi: async ({}, use) => use(loginApi),
});
/* eslint-enable no-empty-pattern */
