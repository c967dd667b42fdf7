// A rich story, end to end in the browser: a reporter writes a subheading, a link, a quote with
// its attribution and a photo inside the story with the editor's toolbar, saves the draft, and
// after a reload finds every part of it in the editor, as the api keeps it; once published, a
// reader finds it all on the article page. In English and in Telugu, on a desktop and a phone.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, gqlData, test } from './fixtures.js';
import {
  articlePath,
  deleteArticles,
  newApiContext,
  SEED_IMAGE,
  setPassword,
  unique,
} from './data.js';
import { ACCOUNTS, REPO_ROOT } from './stack.js';
import { loginInUi, main, savedLine, t, type Lang } from './ui.js';

/** The words of the story in each language. */
export const RICH_WORDS = {
  en: {
    title: 'Khammam floods: families moved to safety',
    lead: 'Rivers rose overnight after three days of rain.',
    subheading: 'What the collector said',
    before: 'The full notice: ',
    quote: 'We moved four hundred families to safety.',
    by: 'The district collector',
    alt: 'A flooded road with a bus in the water',
    caption: 'Wyra road, Monday',
  },
  te: {
    title: 'ఖమ్మంలో వరదలు: సురక్షిత ప్రాంతాలకు కుటుంబాలు',
    lead: 'మూడు రోజుల వర్షంతో రాత్రికి రాత్రే నదులు పొంగాయి.',
    subheading: 'కలెక్టర్ ఏమన్నారు',
    before: 'పూర్తి ప్రకటన: ',
    quote: 'నాలుగు వందల కుటుంబాలను సురక్షిత ప్రాంతాలకు తరలించాం.',
    by: 'జిల్లా కలెక్టర్',
    alt: 'నీటిలో బస్సు ఉన్న మునిగిన రోడ్డు',
    caption: 'వైరా రోడ్డు, సోమవారం',
  },
} as const;

/** A small JPEG, drawn by the browser's canvas. */
export async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const ctx = canvas.getContext('2d')!;
    const water = ctx.createLinearGradient(0, 0, 0, 800);
    water.addColorStop(0, '#6b8fb8');
    water.addColorStop(1, '#3b4f2a');
    ctx.fillStyle = water;
    ctx.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A list as Word puts it on the clipboard (the editor's unit tests paste the same). */
const WORD_HTML = fs.readFileSync(
  path.join(REPO_ROOT, 'web/src/features/admin/richText/fixtures/word-lists.html'),
  'utf8',
);

/** The article form's story editor. */
export const story = (page: Page, lang: Lang) =>
  main(page).getByRole('textbox', { name: t(lang, 'articleForm.content'), exact: true });
const tool = (page: Page, lang: Lang, key: string) =>
  main(page)
    .getByRole('toolbar', { name: t(lang, 'storyEditor.toolbar') })
    .getByRole('button', { name: t(lang, `storyEditor.${key}`), exact: true });

/**
 * Writes `title` and the rich story of RICH_WORDS into the open article form with the editor's
 * toolbar: a lead paragraph, a subheading, a paragraph ending in a link to `href`, a quote with
 * its attribution and a photo with its alt text, caption and credit. On the way, the form refuses
 * a `javascript:` link and a photo without alt text.
 */
export async function writeRichStory(
  page: Page,
  lang: Lang,
  { title, href }: { title: string; href: string },
): Promise<void> {
  const words = RICH_WORDS[lang];
  const { alt } = words;
  await main(page)
    .getByRole('textbox', { name: t(lang, 'articleForm.title'), exact: true })
    .fill(title);
  const editor = story(page, lang);
  await editor.click();
  await page.keyboard.insertText(words.lead);
  await page.keyboard.press('Enter');
  await tool(page, lang, 'heading2').click();
  await page.keyboard.insertText(words.subheading);
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(words.before);
  await tool(page, lang, 'link').click();
  await main(page)
    .getByRole('textbox', { name: t(lang, 'storyEditor.linkAddress') })
    .fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(t(lang, 'storyEditor.linkInvalid'))).toBeVisible();
  await main(page)
    .getByRole('textbox', { name: t(lang, 'storyEditor.linkAddress') })
    .fill(href);
  await page.keyboard.press('Enter');
  await expect(editor.locator(`a[href="${href}"]`)).toHaveText(href);
  await page.keyboard.press('Enter');
  await tool(page, lang, 'quote').click();
  await page.keyboard.insertText(words.quote);
  await main(page)
    .getByRole('textbox', { name: t(lang, 'storyEditor.attribution') })
    .fill(words.by);
  // Enter in the attribution goes back to the story where the writer was; Enter on the
  // quote's empty last line ends the quote.
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(editor.locator('blockquote + p')).toBeAttached();

  await tool(page, lang, 'photo').click();
  const panel = main(page).getByRole('group', { name: t(lang, 'storyEditor.photoPanel') });
  await panel
    .getByLabel(t(lang, 'articleForm.photoFile'), { exact: true })
    .setInputFiles({ name: 'flood.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await expect(panel.getByText(t(lang, 'articleForm.photoUploaded'))).toBeVisible();
  // Not without its alt text.
  await panel.getByRole('button', { name: t(lang, 'storyEditor.photoInsert') }).click();
  await expect(panel.getByText(t(lang, 'storyEditor.photoAltRequired'))).toBeVisible();
  await panel.getByRole('textbox', { name: t(lang, 'articleForm.imageAlt') }).fill(alt);
  await panel
    .getByRole('textbox', { name: t(lang, 'articleForm.imageCaption'), exact: true })
    .fill(words.caption);
  await panel
    .getByRole('textbox', { name: t(lang, 'articleForm.imageCredit'), exact: true })
    .fill('K. Ramesh');
  await panel.getByRole('button', { name: t(lang, 'storyEditor.photoInsert') }).click();
  await expect(editor.locator('figure img')).toHaveAttribute('alt', alt);
}

/** Registers the rich story scenario in the calling spec file (desktop and phone alike). */
export function richArticleTests(): void {
  let api: APIRequestContext;
  let password: string;
  const created: string[] = [];

  test.beforeAll(async () => {
    api = await newApiContext();
    password = `Rich-${unique()}-pw`;
    await setPassword(api, ACCOUNTS.reporter.username, password);
  });

  test.afterAll(async () => {
    await deleteArticles(api, created);
    await api.dispose();
  });

  for (const lang of ['en', 'te'] as const) {
    test(`a reporter writes a subheading, a link, a quote and a photo; readers get it all (${lang})`, async ({
      page,
      browser,
    }) => {
      await richStory(page, browser, lang);
    });
  }

  test('a list pasted from Word becomes a list in the story', async ({ page }) => {
    await loginInUi(page, ACCOUNTS.reporter.email, password);
    await page.goto('/admin/add');
    const editor = story(page, 'en');
    await editor.click();
    // A paste as Chromium delivers one from Word: the clipboard's HTML and its plain text.
    await editor.evaluate((target, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Khammam floods: what to do');
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, WORD_HTML);
    await expect(editor.locator('h2').first()).toHaveText('Khammam floods: what to do');
    await expect(editor.locator(':scope > ol > li > p')).toHaveText([
      'Move to the relief camp',
      'Call the helpline',
      'Go home only when told',
    ]);
    await expect(editor.locator(':scope > ol > li > ol > li')).toHaveText([
      'Take your papers',
      'Take water',
    ]);
    await expect(editor.locator(':scope > ol').last()).toHaveAttribute('start', '3');
    await expect(editor.locator(':scope > ul > li')).toHaveText(['Wyra road', 'Madhira bridge']);
    await expect(editor.locator('b, strong')).toHaveText(['the collector’s', 'your papers']);
    await expect(editor).not.toContainText('·');
    await keepForDeletion(page);
  });

  test('the toolbar is one Tab stop before the story, worked with the arrow keys', async ({
    page,
  }) => {
    await loginInUi(page, ACCOUNTS.reporter.email, password);
    await page.goto('/admin/add');
    const editor = story(page, 'en');
    await editor.click();
    await page.keyboard.insertText('Rivers rose fast');
    // The draft's first save, which gives the page its address, is over before the word is
    // chosen, so nothing the form does after it can move the selection.
    await expect(savedLine(page, 'en')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('fast');
    await page.keyboard.press('Shift+Tab');
    await expect(tool(page, 'en', 'paragraph')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tool(page, 'en', 'photo')).toBeFocused();
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(tool(page, 'en', 'bold')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tool(page, 'en', 'bold')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('fast');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tool(page, 'en', 'bold')).toBeFocused();
    await keepForDeletion(page);
  });

  /**
   * The draft the form saved by itself (it has no headline) is deleted with the others, so no
   * later test finds it at the top of the staff list.
   */
  async function keepForDeletion(page: Page) {
    await expect(savedLine(page, 'en')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    created.push(new URL(page.url()).pathname.split('/').pop()!);
  }

  async function richStory(page: Page, browser: Browser, lang: Lang) {
    test.setTimeout(90_000);
    const words = RICH_WORDS[lang];
    const title = `${words.title} ${unique()}`;
    const href = 'https://example.org/khammam-floods';
    const { alt } = words;

    await loginInUi(page, ACCOUNTS.reporter.email, password);
    // The interface in the writer's language, as the language menu keeps it.
    await page.evaluate((l) => {
      localStorage.setItem('lang', l);
      document.cookie = `lang=${l}; path=/`;
    }, lang);
    await page.goto('/admin/add');
    await writeRichStory(page, lang, { title, href });
    await main(page)
      .getByRole('combobox', { name: t(lang, 'articleForm.category'), exact: true })
      .selectOption('ENVIRONMENT');
    await main(page)
      .getByRole('textbox', { name: t(lang, 'articleForm.mediaUrl'), exact: true })
      .fill(SEED_IMAGE);
    await main(page)
      .getByRole('button', { name: t(lang, 'articleForm.saveDraft'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.push(id);
    await expect(main(page).locator('[data-unsaved="false"]')).toBeAttached();

    await page.reload();
    const again = story(page, lang);
    await expect(again.locator('h2')).toHaveText(words.subheading);
    await expect(again.locator(`a[href="${href}"]`)).toHaveText(href);
    await expect(again.locator('blockquote')).toHaveText(words.quote);
    await expect(again.locator('blockquote')).toHaveAttribute('data-attribution', words.by);
    const photo = again.locator('figure img');
    await expect(photo).toHaveAttribute('alt', alt);
    await expect(photo).toHaveAttribute('src', /^\/media\/i\/[0-9a-f]{32}-\d+\.jpg$/);
    await expect(again.locator('figcaption')).toHaveText(`${words.caption} · K. Ramesh`);

    // The api keeps the document, and the plain text made from it.
    const { article } = await gqlData<{
      article: { content: string; body: { content: { type: string }[] } };
    }>(api, 'query ($id: ID!) { article(id: $id) { content body } }', { id });
    expect(article.body.content.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'blockquote',
      'image',
    ]);
    expect(article.content).toContain(words.subheading);

    // --- Published, a reader in a browser of their own finds every part on the article page.
    const { updateArticle } = await gqlData<{
      updateArticle: { id: string; slug: string; status: string };
    }>(
      api,
      'mutation ($id: ID!) { updateArticle(id: $id, input: { status: PUBLISHED }) { id slug status } }',
      { id },
    );
    expect(updateArticle.status).toBe('PUBLISHED');
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const reader = await context.newPage();
    await reader.goto(articlePath(updateArticle));
    const read = reader.getByRole('main');
    await expect(read.getByRole('heading', { level: 2, name: words.subheading })).toBeVisible();
    await expect(read.getByRole('link', { name: href })).toHaveAttribute('href', href);
    await expect(read.locator('blockquote')).toHaveText(words.quote);
    await expect(read.locator('figure cite')).toHaveText(words.by);
    const shown = read.getByRole('img', { name: alt });
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    // Responsive like the lead photo: the browser picks among the photo's widths.
    await expect(shown).toHaveAttribute('srcset', /-480\.jpg 480w, .+-960\.jpg 960w/);
    await context.close();
  }
}
