// Back and forward are instant: the browser keeps a reader page whole (the back/forward cache)
// and shows it again as it was left, so the page's script brings the theme and the signed-in
// header up to date when it comes back.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { LAUNCH_OPTIONS } from '../support/stack.js';

// Playwright turns the back/forward cache off by default; a reader's browser has it on.
test.use({
  launchOptions: { ...LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

/** Records each `pageshow` of the page, and whether it came from the back/forward cache. */
async function watchPageShows(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { restored: boolean[] };
    w.restored = [];
    addEventListener('pageshow', (event) => w.restored.push(event.persisted));
  });
}

const restored = (page: Page) =>
  page.evaluate(() => (window as unknown as { restored: boolean[] }).restored);

test('a theme changed on the next page shows on the page Back returns to, kept whole', async ({
  page,
}) => {
  await watchPageShows(page);
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);
  const lead = page.getByRole('main').getByRole('article').first();
  await lead.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/\d+\//);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/home');
  // The very page left, restored (no new load), and dark.
  expect(await restored(page)).toEqual([false, true]);
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
});

test('a logout on the next page shows on the page Back returns to', async ({
  page,
  loginAsAdmin,
}) => {
  await loginAsAdmin(page);
  await watchPageShows(page);
  await page.goto('/home?edition=te');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await page.goto('/home?edition=all');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/home?edition=all');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/home?edition=te');
  expect((await restored(page)).at(-1)).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(logout).toBeHidden();
});
