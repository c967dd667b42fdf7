// Writing a Telugu story on an English keyboard: the article form's Telugu fields turn English
// letters into Telugu as they are typed, with the site's own spelling of a known word.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { storyText } from '../support/ui.js';

test.beforeEach(async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/add');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Edition', exact: true })
    .selectOption('TE');
  // The help is ready once its tables are in.
  await expect(toggle(page)).toBeEnabled();
});

const field = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });
const toggle = (page: Page) =>
  page.getByRole('checkbox', { name: 'Type Telugu in English letters' });

test('vijayawada typed in the Telugu title reads విజయవాడ', async ({ page }) => {
  await expect(toggle(page)).toBeChecked();
  const title = field(page, 'Title');
  await title.click();
  await page.keyboard.type('vijayawada');
  // Shown letter by letter as Telugu, then as the stories spell it.
  await expect(title).toHaveValue('విజయవాడ');
  await page.keyboard.type(' varadalu');
  await expect(title).toHaveValue('విజయవాడ వరదలు');
});

test('Backspace takes back a letter, Esc keeps English letters, the cursor moves freely', async ({
  page,
}) => {
  const content = field(page, 'Content');
  await content.click();
  await page.keyboard.type('telugu');
  await expect.poll(() => storyText(content)).toBe('తెలుగు');
  await page.keyboard.press('Backspace');
  await expect.poll(() => storyText(content)).toBe('తెలుగ్');
  await page.keyboard.type('u TV');
  await page.keyboard.press('Escape');
  await expect.poll(() => storyText(content)).toBe('తెలుగు TV');
  // A word typed after moving the cursor to the start is a word of its own there.
  await page.keyboard.press('Home');
  await page.keyboard.type('amma ');
  await expect.poll(() => storyText(content)).toBe('అమ్మ తెలుగు TV');
});

test('a Telugu keyboard still types, and the toggle turns the help off', async ({ page }) => {
  const title = field(page, 'Title');
  await title.click();
  await page.keyboard.insertText('తెలుగు ');
  await page.keyboard.type('vartalu');
  await expect(title).toHaveValue('తెలుగు వార్తలు');
  await page.getByText('Type Telugu in English letters', { exact: true }).click();
  await expect(toggle(page)).not.toBeChecked();
  await title.press('End');
  await page.keyboard.type(' live');
  await expect(title).toHaveValue('తెలుగు వార్తలు live');
  // The choice is kept for the next article.
  await page.reload();
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Edition', exact: true })
    .selectOption('TE');
  await expect(toggle(page)).toBeEnabled();
  await expect(toggle(page)).not.toBeChecked();
});
