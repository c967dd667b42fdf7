// The reader's preferences: the language (English ↔ Telugu) and the theme (light ↔ dark), each
// kept in localStorage and a cookie, each surviving a reload, and the stored theme applied before
// the first paint.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { t } from '../support/ui.js';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

test('the language switches to Telugu and back, and survives a reload', async ({ page }) => {
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('te');
  await expect(page.getByRole('heading', { level: 1, name: t('te', 'home.latest') })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'te');
  expect(await stored(page, 'lang')).toBe('te');
  await expect(page.getByRole('link', { name: t('te', 'nav.home'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('te', 'home.search') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('te', 'home.browse') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('te', 'nav.login') })).toBeVisible();
  await expect(page.getByText(t('te', 'footer.rights'))).toBeVisible();
  await expect(page).toHaveTitle(`${t('te', 'home.latest')} | ${t('te', 'app.brand')}`);
  // The select is now labelled in Telugu.
  const select = page.getByRole('combobox', { name: t('te', 'nav.language'), exact: true });
  await expect(select).toHaveValue('te');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('te', 'home.latest') })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'te');
  await expect(select).toHaveValue('te');

  await select.selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await stored(page, 'lang')).toBe('en');
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
});

test('the language carries over to other screens', async ({ page, setPrefs }) => {
  await setPrefs(page, { lang: 'te' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: t('te', 'login.title') })).toBeVisible();
  await page.getByRole('button', { name: t('te', 'login.submit'), exact: true }).click();
  await expect(page.getByText(t('te', 'login.emailRequired'))).toBeVisible();
  await expect(page.getByText(t('te', 'login.passwordRequired'))).toBeVisible();
  await page.goto('/news/999999');
  await expect(page.getByText(t('te', 'article.notFound'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('te', 'article.back') })).toBeVisible();
});

test('the theme toggles dark and light, is stored, and survives a reload', async ({ page }) => {
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });

  await toDark.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toLight).toBeVisible();
  expect(await stored(page, 'theme')).toBe('dark');
  // The page really is dark: its background is dark.
  const luminance = () =>
    page.evaluate(() => {
      const [r = 0, g = 0, b = 0] = getComputedStyle(document.documentElement)
        .backgroundColor.match(/\d+(\.\d+)?/g)!
        .map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
  expect(await luminance()).toBeLessThan(0.2);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toLight).toBeVisible();

  await toLight.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).toHaveClass(/\blight\b/);
  expect(await stored(page, 'theme')).toBe('light');
  expect(await luminance()).toBeGreaterThan(0.8);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toDark).toBeVisible();
});

interface RootClassRecord {
  /** Every value `<html class>` has had, in order, from before the parser created it. */
  classes: string[];
  /** When the document finished parsing: before the page's (module) script ran. */
  atParsed?: { className: string; colorScheme: string };
}

/**
 * Records, from before any script of the page runs (an init script runs before even `<html>`
 * exists), every value of `<html class>` and its value when the document finished parsing.
 */
async function watchRootClass(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __rootClass: RootClassRecord };
    const record: RootClassRecord = { classes: [''] };
    w.__rootClass = record;
    // Each change's old value is the previous value: the history is complete, however batched.
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.target === document.documentElement && m.oldValue !== null) {
          record.classes.push(m.oldValue);
        }
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.documentElement;
      record.atParsed = {
        className: root.className,
        colorScheme: getComputedStyle(root).colorScheme,
      };
    });
  });
}

async function rootClassRecord(page: Page): Promise<RootClassRecord> {
  return page.evaluate(() => {
    const record = (window as unknown as { __rootClass: RootClassRecord }).__rootClass;
    return { ...record, classes: [...record.classes, document.documentElement.className] };
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`a reload in the ${theme} theme never shows the other one`, async ({ page }) => {
    const other = theme === 'dark' ? 'light' : 'dark';
    // The system prefers the other theme, so only the stored choice can give this one.
    await page.emulateMedia({ colorScheme: other });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
    await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    expect(await stored(page, 'theme')).toBe(theme);

    await watchRootClass(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    const { classes, atParsed } = await rootClassRecord(page);
    // When parsing ended, before the page's script ran, the theme was already applied.
    expect(atParsed).toBeDefined();
    expect(atParsed!.className.split(/\s+/)).toContain(theme);
    expect(atParsed!.className.split(/\s+/)).not.toContain(other);
    expect(atParsed!.colorScheme).toBe(theme);
    // And from the first class set to now, the other theme never appeared.
    const set = classes.filter((value) => value !== '');
    expect(set.length).toBeGreaterThan(0);
    for (const value of set) {
      expect(value.split(/\s+/), `class history: ${JSON.stringify(classes)}`).toContain(theme);
      expect(value.split(/\s+/)).not.toContain(other);
    }
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  });
}
