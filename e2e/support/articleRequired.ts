// The spec's required messages on the article form: "Title is required", "Category is
// required", "Image URL is required" and "Content is required" under their fields once touched
// and empty, while a draft still saves. The interface in one language, on a desktop or a phone.
import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, setPrefs, test } from './fixtures.js';
import { field, main, savedLine, select, t, type Lang } from './ui.js';
import { unique } from './data.js';

/** A small PNG drawn in the page, as a camera's photo would be uploaded. */
async function photoPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2f5d3a';
    ctx.fillRect(0, 0, 640, 360);
    ctx.fillStyle = '#f3c58a';
    ctx.fillRect(80, 60, 300, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Registers the required-message tests for an interface in `lang` in the calling spec file. */
export function requiredFieldTests(lang: Lang): void {
  const tr = (key: string) => t(lang, key);

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await setPrefs(page, { lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/admin/add');
  });

  test(`each field an article needs says it is required once touched and empty; a draft still saves (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const fields = [
      { control: field(page, tr('articleForm.title')), message: 'articleForm.titleRequired' },
      { control: field(page, tr('articleForm.content')), message: 'articleForm.contentRequired' },
      {
        control: select(page, tr('articleForm.category')),
        message: 'articleForm.categoryRequired',
      },
      { control: field(page, tr('articleForm.mediaUrl')), message: 'articleForm.mediaUrlRequired' },
    ];
    // Untouched, nothing is said.
    await expect(fields[0]!.control).toBeVisible();
    for (const { message } of fields)
      await expect(main(page).getByText(tr(message))).toHaveCount(0);
    for (const { control, message } of fields) {
      await control.focus();
      await control.blur();
      await expect(main(page).getByText(tr(message), { exact: true })).toBeVisible();
      // Said with the field, under it.
      await expect(control).toHaveAccessibleDescription(tr(message));
      const [fieldBox, messageBox] = await Promise.all([
        control.boundingBox(),
        main(page).getByText(tr(message), { exact: true }).boundingBox(),
      ]);
      expect(messageBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height - 1);
    }
    // With a title the draft saves, and the form still says what the rest needs.
    const title = `Ward budget ${unique()}`;
    await fields[0]!.control.fill(title);
    await expect(main(page).getByText(tr('articleForm.titleRequired'))).toHaveCount(0);
    // The form saves the draft by itself: the messages hold nothing back.
    await expect(savedLine(page, lang)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    await expect(field(page, tr('articleForm.title'))).toHaveValue(title);
    for (const { message } of fields.slice(1)) {
      await expect(main(page).getByText(tr(message), { exact: true })).toBeVisible();
    }
  });

  test(`an uploaded photo is the image: Image URL is neither asked for nor marked required (${lang})`, async ({
    page,
  }) => {
    const url = field(page, tr('articleForm.mediaUrl'));
    await url.focus();
    await url.blur();
    await expect(main(page).getByText(tr('articleForm.mediaUrlRequired'))).toBeVisible();
    await main(page)
      .getByLabel(tr('articleForm.photoFile'), { exact: true })
      .setInputFiles({ name: 'ward.png', mimeType: 'image/png', buffer: await photoPng(page) });
    await expect(main(page).getByText(tr('articleForm.photoUploaded'))).toBeAttached();
    await expect(url).toHaveCount(0);
    await expect(main(page).getByText(tr('articleForm.mediaUrlRequired'))).toHaveCount(0);
  });
}
