// Keyboard use: the skip link is the first Tab stop and jumps to the main content, and a focused
// link or button shows a visible focus outline.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/** The focused element's outline and box shadow, and what it is. */
function focusStyle(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      text: el.textContent?.trim() ?? '',
      label: el.getAttribute('aria-label'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

function expectVisibleFocus(style: Awaited<ReturnType<typeof focusStyle>>) {
  expect(style).not.toBeNull();
  const outlined = style!.outlineStyle !== 'none' && style!.outlineWidth >= 1;
  const ringed = style!.boxShadow !== 'none' && style!.boxShadow !== '';
  expect(outlined || ringed, JSON.stringify(style)).toBe(true);
  if (outlined) expect(style!.outlineColor).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
}

for (const path of ['/home', '/login', '/news/1']) {
  test(`the skip link is the first Tab stop on ${path} and jumps to the content`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // Hidden until focused, then on screen.
    await expect(skip).toBeInViewport();
    expectVisibleFocus(await focusStyle(page));

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab stop is inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('main')),
      JSON.stringify(await focusStyle(page)),
    ).toBe(true);
  });
}

test('a focused link and a focused button show a focus outline', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Skip link, logo, Home: links.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'News Today' })).toBeFocused();
  expectVisibleFocus(await focusStyle(page));
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
  ).toBeFocused();
  expectVisibleFocus(await focusStyle(page));

  // Language select, theme button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
  expectVisibleFocus(await focusStyle(page));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeFocused();
  expectVisibleFocus(await focusStyle(page));
  // Enter works the focused button.
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
  expectVisibleFocus(await focusStyle(page));

  // The Login button (a link), then into the page: the lead story's headline, a link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeFocused();
  expectVisibleFocus(await focusStyle(page));
  const headline = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  await headline.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(headline).toBeFocused();
  expectVisibleFocus(await focusStyle(page));
  // A list's 'Read More' link shows it too.
  const readMore = page.getByRole('link', { name: /^Read More: / }).first();
  if ((await readMore.count()) > 0) {
    await readMore.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(readMore).toBeFocused();
    expectVisibleFocus(await focusStyle(page));
  }
  await headline.focus();
  await page.keyboard.press('Enter');
  // The article's canonical address: /news/{id}/{slug}.
  await expect(page).toHaveURL(/\/news\/\d+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a mouse click does not leave a focus outline on a button', async ({ page }) => {
  await page.goto('/home');
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await toggle.click();
  const style = await focusStyle(page);
  expect(style?.outlineStyle === 'none' || style?.outlineWidth === 0, JSON.stringify(style)).toBe(
    true,
  );
});
