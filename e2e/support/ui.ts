// What the browser tests share about the web client's screens: its translations (so a test can
// name a control in either language), logging in through the form, and waiting for a still page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { BASE_URL_ENV, REPO_ROOT } from './stack.js';

export type Lang = 'en' | 'te';
export const LANGS: readonly Lang[] = ['en', 'te'];
export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

type Messages = { [key: string]: string | Messages };

const messages: Record<Lang, Messages> = {
  en: JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web/public/assets/i18n/en.json'), 'utf8'),
  ) as Messages,
  te: JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web/public/assets/i18n/te.json'), 'utf8'),
  ) as Messages,
};

/** A string of the web client's translation file for `lang`, with `{{name}}` filled in. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (path: string) => {
    let node: string | Messages | undefined = messages[lang];
    for (const part of path.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return node;
  };
  let node = lookup(key);
  // A count picks its plural form as i18next does: `key_one`, `key_other`.
  if (node === undefined && typeof values.count === 'number') {
    node =
      lookup(`${key}_${new Intl.PluralRules(lang).select(values.count)}`) ?? lookup(`${key}_other`);
  }
  if (typeof node !== 'string') throw new Error(`No translation ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * Logs in through the login form (in English) and waits to leave /login: for a staff screen, or
 * for a reader page (home, unless the form was sent elsewhere), which the browser loads whole and
 * whose header then shows the session.
 */
export async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const staff = /^\/(admin|users)(\/|$)/.test(new URL(page.url()).pathname);
  if (!staff) await readerPageLoaded(page, { signedIn: true });
}

/**
 * Waits for the reader page the staff app left for. The staff app routes to a reader address
 * first (so `toHaveURL` passes on the staff app's document) and then loads that page whole: a
 * test that reloads or navigates before then races that load.
 */
export async function readerPageLoaded(
  page: Page,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<void> {
  await page
    .locator(`html${signedIn ? '[data-session]' : ''} script[src*="/assets/reader-"]`)
    .waitFor({ state: 'attached' });
}

/** The page's main landmark: a staff screen's form or list, a reader page's story. */
export const main = (page: Page) => page.getByRole('main');
/** A text field of the main landmark by its whole label. */
export const field = (page: Page, name: string) =>
  main(page).getByRole('textbox', { name, exact: true });
/** A select of the main landmark by its whole label. */
export const select = (page: Page, name: string) =>
  main(page).getByRole('combobox', { name, exact: true });
/** A button of the main landmark by its whole name. */
export const button = (page: Page, name: string) =>
  main(page).getByRole('button', { name, exact: true });
/** The admin list's row of the article with this title. */
export const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
/** The article form's quiet line once it has saved by itself: "Saved 10:42", "సేవ్ అయింది 10:42". */
export const savedLine = (page: Page, lang: Lang) =>
  main(page).getByText(
    new RegExp(`^${t(lang, 'articleForm.autosave.saved', { time: '' }).trim()}\\s\\S`),
  );
/** A toast saying `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * A page of its own (own cookies and storage) for another person, logged in when an account is
 * given. A reader has chosen the English interface (the `lang` cookie the site keeps), whatever
 * edition they read.
 */
export async function personPage(
  browser: Browser,
  account?: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  if (!account) {
    const url = process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: global setup did not run`);
    await context.addCookies([{ name: 'lang', value: 'en', url }]);
  }
  const page = await context.newPage();
  if (account) await loginInUi(page, account.email, account.password);
  return page;
}

/** The desktop header's navigation (the one labelled 'Main menu'). */
export function mainMenu(page: Page, lang: Lang = 'en') {
  return page.getByRole('navigation', { name: t(lang, 'nav.mainMenu'), exact: true });
}

/** Waits until no CSS animation or transition runs (a dialog has finished opening, say). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' && !a.pending),
  );
}

/** The newsroom's time zone, in which the site writes every date. */
const NEWSROOM_TIME_ZONE = 'Asia/Kolkata';
const LOCALES: Record<Lang, string> = { en: 'en-IN', te: 'te-IN' };

/**
 * A date as cards and lists show it once it is over a week old: "14 Nov 2026"; in Telugu the
 * month in full, as Telugu papers print it: "14 నవంబర్, 2026".
 */
export function shortDate(iso: string, lang: Lang = 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: lang === 'te' ? 'long' : 'short',
    year: 'numeric',
    timeZone: NEWSROOM_TIME_ZONE,
  }).format(new Date(iso));
}

const newsroomDay = (time: number) =>
  Math.round(
    Date.parse(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: NEWSROOM_TIME_ZONE }).format(time)}T00:00:00Z`,
    ) / 86_400_000,
  );

/**
 * How long ago a story was, as its card says at `now`: "now", "5 minutes ago", "2 hours ago",
 * "yesterday", "3 days ago" (days of the newsroom's calendar), then its short date after a week.
 */
export function relativeTime(iso: string, now: number, lang: Lang = 'en'): string {
  const time = Date.parse(iso);
  const rtf = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' });
  const elapsed = Math.max(0, now - time);
  const minute = 60_000;
  const hour = 60 * minute;
  if (elapsed < minute) return rtf.format(0, 'second');
  if (elapsed < hour) return rtf.format(-Math.floor(elapsed / minute), 'minute');
  const days = newsroomDay(now) - newsroomDay(time);
  if (elapsed < 24 * hour && days <= 1) return rtf.format(-Math.floor(elapsed / hour), 'hour');
  if (days <= 7) return rtf.format(-Math.max(1, days), 'day');
  return shortDate(iso, lang);
}

/**
 * What a story's `<time>` may read on this page: the page's script writes every relative time
 * again as the page loads, then every minute: as of the load, or as of now.
 */
export async function expectedTimes(page: Page, iso: string, lang: Lang = 'en'): Promise<string[]> {
  const loaded = await page.evaluate(() => performance.timeOrigin);
  return [...new Set([loaded, Date.now()].map((now) => relativeTime(iso, now, lang)))];
}

/**
 * Writes `text` into the article form's story editor in place of what it holds: a paragraph for
 * each part between blank lines, each put in as a keyboard hands over a composed word.
 */
export async function fillStory(editor: Locator, text: string): Promise<void> {
  const { keyboard } = editor.page();
  await editor.click();
  await keyboard.press('ControlOrMeta+A');
  await keyboard.press('Delete');
  for (const [i, part] of text.split(/\n\s*\n/).entries()) {
    if (i > 0) await keyboard.press('Enter');
    await keyboard.insertText(part);
  }
}

/** The story editor's words as the writer reads them: a blank line between paragraphs. */
export async function storyText(editor: Locator): Promise<string> {
  return (await editor.innerText()).trim();
}
