// Breaking news from the desk to open reader pages: an alert sent appears on pages already open
// (English and Telugu) without a reload and on pages loaded after, and goes when it is ended or
// expires.
import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, gqlData, loginAsAdmin, setPrefs, test } from '../support/fixtures.js';
import { newApiContext, unique } from '../support/data.js';
import { readerPageLoaded, t, type Lang } from '../support/ui.js';

const strip = (page: Page) => page.locator('[data-breaking]');

/** A reader's home page in `lang`, open in a browser context of its own, its script running. */
async function readerPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await setPrefs(page, { lang });
  await page.goto('/home');
  await readerPageLoaded(page);
  return page;
}

test('an alert sent from the desk reaches open pages in their language, and goes when ended', async ({
  page,
  browser,
}) => {
  const english = await readerPage(browser, 'en');
  const telugu = await readerPage(browser, 'te');
  await expect(strip(english)).toBeHidden();

  await loginAsAdmin(page);
  await page.goto('/admin/breaking');
  const words = { en: `Cyclone warning ${unique()}`, te: `తుఫాను హెచ్చరిక ${unique()}` };
  await expect(page.getByText(t('en', 'breaking.none'))).toBeVisible();
  await checkA11y(page, 'breaking-desk');
  await page.getByLabel(t('en', 'breaking.textEn')).fill(words.en);
  await page.getByLabel(t('en', 'breaking.textTe')).fill(words.te);
  await page.getByRole('button', { name: t('en', 'breaking.send') }).click();

  await expect(strip(english)).toBeVisible();
  await expect(strip(english)).toContainText(words.en);
  await expect(strip(english)).toContainText(t('en', 'breaking.label'));
  await expect(strip(telugu)).toContainText(words.te);
  await expect(strip(telugu)).toContainText(t('te', 'breaking.label'));
  await checkA11y(telugu, 'breaking-strip');

  // A page loaded now shows it too: the kept pages were purged.
  const later = await readerPage(browser, 'en');
  await expect(strip(later)).toContainText(words.en);

  await page
    .getByRole('button', {
      name: t('en', 'breaking.endItem', { text: `${words.en} · ${words.te}` }),
    })
    .click();
  for (const reader of [english, telugu, later]) await expect(strip(reader)).toBeHidden();
  const after = await readerPage(browser, 'te');
  await expect(strip(after)).toBeHidden();
});

test('an alert goes from open pages when it expires', async ({ browser }) => {
  const reader = await readerPage(browser, 'en');
  const api = await newApiContext();
  const text = `Road closed ${unique()}`;
  await gqlData(api, 'mutation($input: SendAlertInput!) { sendAlert(input: $input) { id } }', {
    input: { text, expiresAt: new Date(Date.now() + 4000).toISOString() },
  });
  await expect(strip(reader)).toContainText(text);
  await expect(strip(reader)).toBeHidden();
  await api.dispose();
});
