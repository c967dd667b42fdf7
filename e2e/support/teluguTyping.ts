// Writing a Telugu story on an English keyboard: the article form's switch, and the Telugu the
// same keys give in the title and the story whatever the typing speed. The interface in one
// language, on a desktop or a phone (the calling spec's project).
import type { Locator, Page } from '@playwright/test';
import { expect, loginAsAdmin, setPrefs, test } from './fixtures.js';
import { field, main, select, storyText, t, type Lang } from './ui.js';

/**
 * What a writer types, key by key (⌫ is Backspace), and the Telugu it must give: consonant
 * clusters, vowel signs, ం for m and n before a consonant and for m ending a word, న్ for n
 * ending one, the endings lo, ki and nu, the scheme's capitals, a sentence's capital, Backspace
 * in the middle of a word, and a space or a mark ending a word.
 */
const TABLE: { keys: string[]; telugu: string }[] = [
  { keys: ['hyderabad nagaramlo cinema vidudala'], telugu: 'హ్య్దెరబద్ నగరంలో చినెమ విదుదల' },
  { keys: ['mukhyamantri, samsthalu.'], telugu: 'ముఖ్యమంత్రి, సంస్థలు.' },
  { keys: ['inTiki pillalanu Raamu telangaaNa'], telugu: 'ఇంటికి పిల్లలను రాము తెలంగాణ' },
  { keys: ['nagarm', '⌫', 'am paakistaan'], telugu: 'నగరం పాకిస్తాన్' },
];
const TYPED = TABLE.flatMap((row, i) => (i === 0 ? row.keys : [' ', ...row.keys]));
const TELUGU = TABLE.map((row) => row.telugu).join(' ');

/** Presses the keys one by one, `delay` ms apart. */
async function typeKeys(page: Page, keys: string[], delay: number) {
  for (const part of keys) {
    if (part === '⌫') await page.keyboard.press('Backspace', { delay });
    else await page.keyboard.type(part, { delay });
  }
}

/** Registers the Telugu typing tests for an interface in `lang` in the calling spec file. */
export function teluguTypingTests(lang: Lang): void {
  const tr = (key: string) => t(lang, key);
  const toggle = (page: Page) =>
    main(page).getByRole('switch', { name: tr('articleForm.teluguTyping') });

  /** A new article in the Telugu edition, the interface in `lang`. */
  async function telugu(page: Page): Promise<Locator> {
    await page.goto('/admin/add');
    await select(page, tr('articleForm.language')).selectOption('TE');
    return toggle(page);
  }

  /** Turns the switch on, as a writer does by its label. */
  async function turnOn(page: Page) {
    const switchOn = toggle(page);
    if (!(await switchOn.isChecked())) {
      await main(page).getByText(tr('articleForm.teluguTyping'), { exact: true }).click();
    }
    await expect(switchOn).toBeChecked();
  }

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await setPrefs(page, { lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });

  test(`the switch is visible, off at first, turned on from the keyboard and said so (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // An English story has no switch, and English letters stay English.
    await page.goto('/admin/add');
    await select(page, tr('articleForm.language')).selectOption('EN');
    await expect(main(page).getByText(tr('articleForm.teluguTyping'))).toHaveCount(0);
    const switchOn = await telugu(page);
    await expect(switchOn).not.toBeChecked();
    await expect(switchOn).toHaveAccessibleDescription(tr('articleForm.teluguTypingOff'));
    // Seen, not a transparent sliver: the track beside its label.
    const track = main(page).locator('[data-telugu-typing] [data-part="control"]');
    await expect(track).toBeVisible();
    const box = (await track.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(16);
    await field(page, tr('articleForm.title')).click();
    await page.keyboard.type('nagaram');
    await expect(field(page, tr('articleForm.title'))).toHaveValue('nagaram');
    await field(page, tr('articleForm.title')).fill('');
    await switchOn.focus();
    await page.keyboard.press('Space');
    await expect(switchOn).toBeChecked();
    await expect(switchOn).toHaveAccessibleDescription(tr('articleForm.teluguTypingOn'));
    await field(page, tr('articleForm.title')).click();
    await page.keyboard.type('nagaramlo');
    await expect(field(page, tr('articleForm.title'))).toHaveValue('నగరంలో');
    // The choice is kept for the next article.
    await page.reload();
    await select(page, tr('articleForm.language')).selectOption('TE');
    await expect(toggle(page)).toBeChecked();
  });

  for (const [name, label] of [
    ['title', 'articleForm.title'],
    ['story', 'articleForm.content'],
  ] as const) {
    test(`the same keys give the same Telugu at 10 and at 150 ms a key, in the ${name} (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await telugu(page);
      await turnOn(page);
      const box = field(page, tr(label));
      for (const delay of [10, 150]) {
        // Emptied, so each speed types into the same empty field.
        await box.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Delete');
        await typeKeys(page, TYPED, delay);
        if (name === 'title') await expect(box, `${delay} ms a key`).toHaveValue(TELUGU);
        else await expect.poll(() => storyText(box), { message: `${delay} ms a key` }).toBe(TELUGU);
      }
    });
  }

  test(`Backspace takes back a letter, Esc keeps English letters, the cursor moves freely (${lang})`, async ({
    page,
  }) => {
    await telugu(page);
    await turnOn(page);
    const content = field(page, tr('articleForm.content'));
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

  test(`a Telugu keyboard still types, and the switch turns the help off (${lang})`, async ({
    page,
  }) => {
    const switchOn = await telugu(page);
    await turnOn(page);
    const title = field(page, tr('articleForm.title'));
    await title.click();
    await page.keyboard.insertText('తెలుగు ');
    await page.keyboard.type('vaartalu');
    await expect(title).toHaveValue('తెలుగు వార్తలు');
    await main(page).getByText(tr('articleForm.teluguTyping'), { exact: true }).click();
    await expect(switchOn).not.toBeChecked();
    await expect(switchOn).toHaveAccessibleDescription(tr('articleForm.teluguTypingOff'));
    await title.press('End');
    await page.keyboard.type(' live');
    await expect(title).toHaveValue('తెలుగు వార్తలు live');
  });
}
