// A phone-sized screen (the `phone` project, 390x844): the strip of links under the header,
// one column of cards, nothing wider than the screen, and an article that opens and reads.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { settled, t } from '../support/ui.js';

const strip = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu for small screens', exact: true });

/** The language select is wide enough to show its chosen language's whole name. */
async function expectLanguageReadable(page: Page) {
  const select = page.getByRole('banner').getByRole('combobox');
  await expect(select).toBeInViewport({ ratio: 1 });
  const fit = await select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const style = getComputedStyle(s);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = s.selectedOptions[0]?.text ?? '';
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, needed: Math.ceil(context.measureText(text).width), room };
  });
  expect(fit.needed, `"${fit.text}" needs ${fit.needed}px, has ${fit.room}px`).toBeLessThanOrEqual(
    fit.room,
  );
}

/**
 * A staff list on a phone: cards, not a table to scroll inside, with the first card's Edit and
 * Delete whole on the screen.
 */
async function expectCardList(page: Page, label: string, edit: 'link' | 'button') {
  const first = page.getByRole('list', { name: label, exact: true }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(first.getByRole(edit, { name: /^Edit / })).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide on a ${viewport}px screen`,
  ).toBeLessThanOrEqual(viewport);
}

test('home: the strip menu, one column of cards, nothing wider than the screen', async ({
  page,
  checkA11y,
  snap,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await page.goto('/home');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();

  await expect(strip(page)).toBeVisible();
  await expect(strip(page).getByRole('link')).toHaveText(['Home']);
  // The desktop menu gives way to the strip.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  // The header's controls stay on screen.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeInViewport();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeInViewport();
  await expectLanguageReadable(page);

  // One column: every card starts at the same x, spans the content width, and sits below the last.
  const boxes = await cards.evaluateAll((els) =>
    els.slice(0, 6).map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, bottom: r.bottom };
    }),
  );
  expect(boxes.length).toBeGreaterThan(2);
  boxes.reduce((above, box) => {
    expect(box.x).toBeCloseTo(boxes[0]!.x, 0);
    expect(box.width).toBeGreaterThan(300);
    expect(box.y).toBeGreaterThanOrEqual(above);
    return box.bottom;
  }, 0);
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'home-phone');
  await snap(page, 'home-phone');
});

test('an article opens from its card and reads on a phone', async ({ page, checkA11y, snap }) => {
  await page.goto('/home');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: `Read more: ${title}` }).tap();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeInViewport();
  await expect(page.getByText(/^By /)).toBeVisible();
  const paragraph = page.getByRole('main').locator('p').last();
  await expect(paragraph).not.toBeEmpty();
  // Text wraps inside the screen.
  const box = (await paragraph.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'article-phone');
  await snap(page, 'article-phone');

  await page.getByRole('link', { name: 'Back to News' }).first().tap();
  await expect(page).toHaveURL('/home');
});

test('logged in, the strip carries Home, Admin and Users; staff pages fit the screen', async ({
  page,
  loginAsAdmin,
  snap,
}) => {
  await loginAsAdmin(page);
  await expect(strip(page).getByRole('link')).toHaveText(['Home', 'Admin', 'Users']);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeInViewport({
    ratio: 1,
  });
  await expectLanguageReadable(page);
  await expectNoSidewaysScroll(page);

  await strip(page).getByRole('link', { name: 'Admin' }).tap();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expectCardList(page, 'Articles', 'link');
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-list-phone');

  await strip(page).getByRole('link', { name: 'Users' }).tap();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expectCardList(page, 'Accounts', 'button');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: '+ Add User' }).tap();
  const modal = page.getByRole('dialog', { name: 'Add User' });
  await expect(modal).toBeVisible();
  // The modal takes the whole screen on a phone, and its buttons are reachable.
  await settled(page);
  const box = (await modal.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
  expect(box.height).toBeGreaterThanOrEqual(844 - 1);
  await modal.getByRole('button', { name: 'Cancel' }).scrollIntoViewIfNeeded();
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await snap(page, 'users-modal-phone');
  await modal.getByRole('button', { name: 'Cancel' }).tap();
  await expect(modal).toBeHidden();

  await page.goto('/admin/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New News Article' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // In Telugu too, the header fits.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expectLanguageReadable(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: t('te', 'nav.logout') }),
  ).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'article-add-phone');
});
