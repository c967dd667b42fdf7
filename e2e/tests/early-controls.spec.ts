// The reader pages' controls work from the moment they are drawn, before the page's script has
// arrived (a slow network, a busy phone): each test holds the script's request until the control
// has been used, then lets it through. The language is answered by the page's head script, the
// theme toggle, the search and the menus by the server, and Logout is pressed again by the script
// once it runs. On a phone and on a desktop, in both languages.
import type { Page, Route } from '@playwright/test';
import { expect, gql, loginAsAdmin, test } from '../support/fixtures.js';
import { t, type Lang } from '../support/ui.js';

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
} as const;

const READER_SCRIPT = /\/assets\/reader-[^/]+\.js$/;

/**
 * Holds every request for the reader pages' script until `release`, which lets the held ones and
 * every later one through: until then no page has run it (a module script is fetched before it
 * runs, however long that takes).
 */
async function holdReaderScript(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(READER_SCRIPT, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Opens a reader page without waiting for its script (its `load` waits for it). */
async function open(page: Page, address: string) {
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
}

const html = (page: Page) => page.locator('html');
const other = (lang: Lang): Lang => (lang === 'en' ? 'te' : 'en');

for (const [device, use] of Object.entries(DEVICES)) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    for (const lang of ['en', 'te'] as const) {
      test(`the language chosen before the script runs loads the page in it (from ${lang})`, async ({
        page,
        setPrefs,
      }) => {
        await setPrefs(page, { lang });
        const script = await holdReaderScript(page);
        await open(page, '/home?category=Sports');
        await expect(html(page)).toHaveAttribute('lang', lang);
        const to = other(lang);
        await page
          .getByRole('combobox', { name: t(lang, 'nav.language'), exact: true })
          .selectOption(to);
        // The page comes again in the chosen language, its script still held.
        await expect(html(page)).toHaveAttribute('lang', to);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(to, 'categories.SPORTS'),
        );
        await expect(page).toHaveURL('/home?category=Sports');
        // And stays in it once the script runs, the choice stored where the site keeps it.
        await script.release();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(to);
        await page.reload();
        await expect(html(page)).toHaveAttribute('lang', to);
      });
    }

    test('the theme toggle before the script runs switches to the theme the reader does not see', async ({
      page,
    }) => {
      // Dark from this browser's own storage: the server, without a cookie, cannot know it.
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('theme-set')) {
          sessionStorage.setItem('theme-set', '1');
          localStorage.setItem('theme', 'dark');
        }
      });
      const script = await holdReaderScript(page);
      await open(page, '/home?category=Business');
      await expect(html(page)).toHaveClass(/\bdark\b/);
      await page.getByRole('button', { name: t('en', 'nav.themeToLight'), exact: true }).click();
      // The server remembers light and sends the reader back to the page.
      await expect(html(page)).toHaveClass(/\blight\b/);
      await expect(page).toHaveURL('/home?category=Business');
      await page.getByRole('button', { name: t('en', 'nav.themeToDark'), exact: true }).click();
      await expect(html(page)).toHaveClass(/\bdark\b/);
      await script.release();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('the search and the menu before the script runs; what was typed stays once it runs', async ({
      page,
    }) => {
      const script = await holdReaderScript(page);
      await open(page, '/home');
      const name = t('en', 'home.searchLabel');
      // A search box, which the script, once it runs, makes a combobox of suggestions.
      const box = page.getByRole('searchbox', { name }).or(page.getByRole('combobox', { name }));
      await box.fill('metro');
      await box.press('Enter');
      // The form the server answers.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('en', 'home.resultsFor', { search: 'metro' }),
      );
      const menu = page.getByRole('navigation', {
        name: t('en', device === 'phone' ? 'nav.mobileMenu' : 'nav.sections'),
        exact: true,
      });
      await menu.getByRole('link', { name: t('en', 'categories.SPORTS'), exact: true }).click();
      await expect(page).toHaveURL('/home?category=Sports');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('en', 'categories.SPORTS'),
      );

      // Typed while the page was still loading: the page, done loading, keeps it.
      await box.fill('rain');
      await script.release();
      await page.waitForLoadState('load');
      await expect(box).toHaveValue('rain');
      await box.press('Enter');
      await expect(page).toHaveURL('/home?search=rain&category=Sports');
    });

    test('Logout pressed before the script runs signs out once it does', async ({ page }) => {
      await loginAsAdmin(page);
      const script = await holdReaderScript(page);
      await open(page, '/home?edition=te');
      const logout = page.getByRole('banner').getByRole('button', { name: t('en', 'nav.logout') });
      await logout.click();
      // Marked as pressed, the session still there until the script can end it.
      await expect(logout).toHaveAttribute('data-pressed', '');
      await script.release();
      await expect(page).toHaveURL('/home');
      await expect(
        page.getByRole('banner').getByRole('link', { name: t('en', 'nav.login') }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
      const me = await gql<{ me: unknown }>(page.request, '{ me { id } }');
      expect(me.data?.me).toBeNull();
    });
  });
}
