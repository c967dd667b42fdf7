// GraphiQL at /graphiql fills the window and writes Telugu with the site's Telugu face; Apollo's
// /graphql page, offline, leads to it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/** Puts `text` in place of what the query editor holds, as a paste does. */
async function pasteQuery(page: Page, text: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor');
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.locator('textarea').evaluate((textarea, value) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', value);
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`GraphiQL fills a ${viewport.width}×${viewport.height} window`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/graphiql');
    const container = page.locator('.graphiql-container');
    await expect(page.locator('.graphiql-query-editor .view-lines')).toBeVisible();
    const box = (await container.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    // The query editor takes the height the variables and headers leave it.
    const editor = (await page.locator('.graphiql-query-editor').boundingBox())!;
    expect(editor.height).toBeGreaterThan(viewport.height / 2);
  });
}

test("GraphiQL writes Telugu in the site's Telugu face, in the editor and in the result", async ({
  page,
}) => {
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-query-editor .view-lines')).toBeVisible();
  await pasteQuery(
    page,
    '# తెలుగు వార్తలు\n{ articles(language: TE, pageSize: 1) { items { title } } }',
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const result = page.getByRole('region', { name: 'Result Window' });
  await expect(result).toContainText('"title"');
  await expect(result.locator('.view-lines')).toContainText(/[\u0C00-\u0C7F]/);
  // The Telugu face joined the editors' and the interface's families, and was loaded for the text.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.unicodeRange.includes('U+C00-C7F'))
      .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`);
  });
  expect(faces).toContain('Fira Code 400 loaded');
  expect(faces.some((face) => face.startsWith('Roboto 400 '))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('15px "Fira Code"', 'తెలుగు'))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('graphiql-telugu.png') });
});

test('the /graphql page offline links to GraphiQL, which works with no internet', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto('/graphql');
  await expect(page.getByText('Apollo Sandbox cannot be loaded')).toBeVisible();
  const link = page.getByRole('link', { name: 'open GraphiQL' });
  await expect(link).toHaveAttribute('href', '/graphiql');
  await link.click();
  await expect(page).toHaveURL('/graphiql');
  await expect(page.locator('.graphiql-query-editor .view-lines')).toBeVisible();
});
