// The reader pages' few controls, on a phone and on a desktop, with JavaScript on and off, in both
// languages and both themes: search, the theme, the language, the menus (the strip on a phone,
// the sections on a desktop), and the signed-in header with Login and Logout. The server renders
// every page; a script only makes some of them quicker (no reload for the theme), so each must
// work without it too.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ACCOUNTS, ADMIN_PASSWORD } from '../support/stack.js';
import { readerPageLoaded, t, type Lang, type Theme } from '../support/ui.js';

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
} as const;

/** An English word and a Telugu word ('farmer') that occur in seeded articles. */
const WORDS: Record<Lang, string> = { en: 'metro', te: 'రైతు' };

const html = (page: Page) => page.locator('html');

async function expectTheme(page: Page, theme: Theme) {
  // Light is the page's own look: without a script nothing marks it.
  if (theme === 'dark') await expect(html(page)).toHaveClass(/\bdark\b/);
  else await expect(html(page)).not.toHaveClass(/\bdark\b/);
  // The colours, not only the class.
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  const sum = background
    .match(/\d+/g)!
    .slice(0, 3)
    .reduce((a, b) => a + Number(b), 0);
  if (theme === 'dark') expect(sum, background).toBeLessThan(3 * 80);
  else expect(sum, background).toBeGreaterThan(3 * 200);
}

/** The language and theme the page is in, and its own words with them. */
async function expectPage(page: Page, lang: Lang, theme: Theme) {
  await expect(html(page)).toHaveAttribute('lang', lang);
  await expect(page.getByRole('link', { name: t(lang, 'app.brand') })).toBeVisible();
  await expectTheme(page, theme);
}

async function toggleTheme(page: Page, lang: Lang, to: Theme) {
  const name = t(lang, to === 'dark' ? 'nav.themeToDark' : 'nav.themeToLight');
  await page.getByRole('button', { name, exact: true }).click();
  await expectTheme(page, to);
}

async function chooseLanguage(page: Page, from: Lang, to: Lang, js: boolean) {
  await page.getByRole('combobox', { name: t(from, 'nav.language'), exact: true }).selectOption(to);
  // Without a script the choice is sent with the form's own button.
  if (!js) await page.getByRole('button', { name: t(from, 'nav.changeLanguage') }).click();
  await expect(html(page)).toHaveAttribute('lang', to);
}

/** A search from the header's Search link (the sections' row, or the strip on a phone). */
async function search(page: Page, lang: Lang) {
  const word = WORDS[lang];
  await page
    .getByRole('banner')
    .getByRole('link', { name: t(lang, 'home.search'), exact: true })
    .click();
  await expect(page).toHaveURL('/home#search-input');
  // A search box, which the page's script makes a combobox of suggestions.
  const name = t(lang, 'home.searchLabel');
  const box = page.getByRole('combobox', { name }).or(page.getByRole('searchbox', { name }));
  await expect(box).toBeInViewport();
  await expect(box).toBeFocused();
  await box.fill(word);
  await page.getByRole('button', { name: t(lang, 'home.search'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'home.resultsFor', { search: word }),
  );
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
}

/** A section's news from the menu: the strip on a phone, the sections under the header elsewhere. */
async function openSection(page: Page, lang: Lang, device: keyof typeof DEVICES) {
  const menu = page.getByRole('navigation', {
    name: t(lang, device === 'phone' ? 'nav.mobileMenu' : 'nav.sections'),
    exact: true,
  });
  await expect(menu).toBeVisible();
  const sports = menu.getByRole('link', { name: t(lang, 'categories.SPORTS'), exact: true });
  if (device === 'phone') await sports.tap();
  else await sports.click();
  await expect(page).toHaveURL('/home?category=Sports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'categories.SPORTS'));
  await expect(sports).toHaveAttribute('aria-current', 'page');
}

const header = (page: Page) => page.getByRole('banner');

async function expectSignedOut(page: Page, lang: Lang) {
  await expect(header(page).getByRole('link', { name: t(lang, 'nav.login') })).toBeVisible();
  await expect(header(page).getByRole('button', { name: t(lang, 'nav.logout') })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: t(lang, 'nav.admin') })).toHaveCount(0);
}

for (const [device, use] of Object.entries(DEVICES) as [
  keyof typeof DEVICES,
  (typeof DEVICES)[keyof typeof DEVICES],
][]) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    test('with JavaScript: search, theme, language, menu, then sign in and out', async ({
      page,
      gql,
    }) => {
      await page.goto('/home');
      await expectPage(page, 'en', 'light');
      await search(page, 'en');
      await toggleTheme(page, 'en', 'dark');
      await expectPage(page, 'en', 'dark');
      await chooseLanguage(page, 'en', 'te', true);
      await expectPage(page, 'te', 'dark');
      await search(page, 'te');
      await openSection(page, 'te', device);
      await toggleTheme(page, 'te', 'light');
      await expectPage(page, 'te', 'light');
      await expectSignedOut(page, 'te');

      // Signed in (through the staff app), the reader pages show Admin, Users and Logout.
      await header(page)
        .getByRole('link', { name: t('te', 'nav.login') })
        .click();
      await expect(page).toHaveURL('/login');
      await page.getByLabel(t('te', 'login.email'), { exact: true }).fill(ACCOUNTS.admin.email);
      await page.getByLabel(t('te', 'login.password'), { exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: t('te', 'login.submit'), exact: true }).click();
      await expect(page).toHaveURL('/home');
      await readerPageLoaded(page, { signedIn: true });
      await expectPage(page, 'te', 'light');
      const menu = page.getByRole('navigation', {
        name: t('te', device === 'phone' ? 'nav.mobileMenu' : 'nav.mainMenu'),
        exact: true,
      });
      await expect(menu.getByRole('link', { name: t('te', 'nav.admin') })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('te', 'nav.users') })).toBeVisible();
      await expect(header(page).getByRole('link', { name: t('te', 'nav.login') })).toHaveCount(0);
      // Logout on a reader page: the session ends, the stored account goes, and home again.
      const home = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
      await header(page)
        .getByRole('button', { name: t('te', 'nav.logout') })
        .click();
      await home;
      await page.waitForLoadState('domcontentloaded');
      await expect(page).toHaveURL('/home');
      await expectSignedOut(page, 'te');
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
      const me = await gql<{ me: unknown }>(page.request, '{ me { id } }');
      expect(me.data?.me).toBeNull();
    });

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('search, theme, language and menu work as links and forms; signed out', async ({
        page,
      }) => {
        await page.goto('/home');
        await expectPage(page, 'en', 'light');
        await search(page, 'en');
        await toggleTheme(page, 'en', 'dark');
        // The server remembers it, and sends the reader back to the same page.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('en', 'home.resultsFor', { search: WORDS.en }),
        );
        await chooseLanguage(page, 'en', 'te', false);
        await expectPage(page, 'te', 'dark');
        await search(page, 'te');
        await openSection(page, 'te', device);
        await toggleTheme(page, 'te', 'light');
        await expectPage(page, 'te', 'light');
        await page.reload();
        await expectPage(page, 'te', 'light');
        // No script, no stored account: signed out; the newsroom's pages say they need one.
        await expectSignedOut(page, 'te');
        await header(page)
          .getByRole('link', { name: t('te', 'nav.login') })
          .click();
        await expect(page).toHaveURL('/login');
        // (Playwright's text search skips <noscript>, whose words a browser without a script shows.)
        await expect(page.getByRole('paragraph').first()).toContainText(
          "The newsroom's pages need JavaScript.",
        );
        await expect(page.getByRole('paragraph').nth(1)).toContainText('జావాస్క్రిప్ట్ అవసరం');
      });
    });
  });
}

test('the preference forms refuse what is not a choice, naming the field', async ({ request }) => {
  const post = (form: Record<string, string>) =>
    request.post('/preferences', { form, maxRedirects: 0 });
  const ok = await post({ theme: 'dark', return: '/home?edition=te' });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/home?edition=te');
  expect(ok.headers()['set-cookie']).toMatch(
    /^theme=dark; Max-Age=31536000; Path=\/; SameSite=Lax/,
  );
  for (const [form, field] of [
    [{ theme: 'blue' }, 'theme'],
    [{ lang: 'fr' }, 'lang'],
    [{ lang: 'te', return: 'https://elsewhere.example/' }, 'return'],
    [{ lang: 'te', return: '//elsewhere.example/' }, 'return'],
    [{}, 'lang'],
  ] as const) {
    const res = await post(form);
    expect(res.status(), JSON.stringify(form)).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({ errors: [{ field }] });
  }
});
