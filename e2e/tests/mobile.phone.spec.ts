// A phone-sized screen (the `phone` project, 390x844): the strip of links under the header, the
// brand on one line, the front page's lead first and one column of stories, nothing wider than
// the screen, and an article that opens, starts high on the screen and reads.
import type { Page } from '@playwright/test';
import { CATEGORY_NAMES } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import { expectFrontPagesStillAtTheBottom, newsSection } from '../support/home.js';
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

/**
 * Dismisses the staff app's new sign-in notices, as their reader would. The admin's first sign-in
 * in a browser makes one (global setup signed in through the api first), and it stands above the
 * list until dismissed.
 */
async function dismissSignInNotices(page: Page) {
  const about = t('en', 'sessions.dismissItem', { device: '' });
  const dismiss = page.getByRole('button', { name: about });
  for (let n = await dismiss.count(); n > 0; n -= 1) {
    await dismiss.first().tap();
    await expect(dismiss).toHaveCount(n - 1);
  }
}

/** The brand in the header is on one line: its text's boxes share one line, as high as one. */
async function expectBrandOnOneLine(page: Page, brand: string) {
  const link = page.getByRole('banner').getByRole('link', { name: brand, exact: true });
  await expect(link).toBeInViewport({ ratio: 1 });
  const lines = await link.evaluate((el) => {
    // The boxes of the link's words: one line when they all share one top.
    const text = [...el.querySelectorAll('*'), el]
      .flatMap((node) => [...node.childNodes])
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
      .flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
    return {
      tops: [...new Set(text.map((r) => Math.round(r.top)))],
      lineHeight: Math.max(...text.map((r) => r.height)),
      height: el.getBoundingClientRect().height,
    };
  });
  expect(lines.tops, `"${brand}" wraps: ${JSON.stringify(lines)}`).toHaveLength(1);
  // The link is as high as its one line (with room for its icon, not for a second line).
  expect(lines.height, JSON.stringify(lines)).toBeLessThan(1.6 * lines.lineHeight);
}

/** The element's top is in the upper half of the screen, without scrolling. */
async function expectInTopHalf(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  await expect(locator).toBeVisible();
  const top = await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(
    top,
    `${what} starts ${top}px down a ${page.viewportSize()!.height}px screen`,
  ).toBeLessThan(page.viewportSize()!.height / 2);
  expect(top).toBeGreaterThanOrEqual(0);
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

test('home: the strip menu with the sections, the lead first, one column of stories, nothing wider than the screen', async ({
  page,
  checkA11y,
  snap,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await page.goto('/home');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The brand fits on one line; the lead's headline comes early, in the screen's upper half.
  await expectBrandOnOneLine(page, 'News Today');
  const lead = newsSection(page).getByRole('article').first();
  await expectInTopHalf(page, lead.getByRole('heading', { level: 2 }), 'the lead headline');
  // On a phone the search form comes after the latest stories, and so it does in the document:
  // a page drawn while it is still arriving never shows it above stories that then push it down.
  const form = await page.getByRole('search').boundingBox();
  const lastLatest = await newsSection(page).getByRole('article').last().boundingBox();
  expect(form!.y).toBeGreaterThan(lastLatest!.y);
  expect(
    await page
      .getByRole('search')
      .evaluate(
        (el) =>
          !!(
            document.querySelector('main section')!.compareDocumentPosition(el) &
            Node.DOCUMENT_POSITION_FOLLOWING
          ),
      ),
  ).toBe(true);

  await expect(strip(page)).toBeVisible();
  const sections = CATEGORY_NAMES.map((c) => t('en', `categories.${c}`));
  await expect(strip(page).getByRole('link')).toHaveText(['Home', ...sections]);
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

test("the strip shows that it scrolls and marks only the section's page, in both languages", async ({
  page,
  setPrefs,
  snap,
}) => {
  for (const lang of ['en', 'te'] as const) {
    await setPrefs(page, { lang });
    await page.goto('/home?category=Sports');
    const menu = page.getByRole('navigation', { name: t(lang, 'nav.mobileMenu'), exact: true });
    await expect(menu).toBeVisible();
    // One item is the page: the section, not Home as well.
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
    await expect(menu.locator('[aria-current="page"]')).toHaveText(t(lang, 'categories.SPORTS'));
    await expect(
      menu.getByRole('link', { name: t(lang, 'nav.home'), exact: true }),
    ).not.toHaveAttribute('aria-current');
    // It scrolls sideways, and its end fades out: a word cut at the edge says there is more.
    const look = await menu.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      mask: getComputedStyle(el).maskImage,
    }));
    expect(look.scrolls).toBe(true);
    expect(look.mask).toMatch(
      /^linear-gradient\(to left, (transparent|rgba\(0, 0, 0, 0\)), (black|rgb\(0, 0, 0\)) 40px\)$/,
    );
    const cut = await menu.evaluate((el) => {
      const edge = el.getBoundingClientRect().right;
      const link = [...el.querySelectorAll('a')].find(
        (a) => a.getBoundingClientRect().right > edge,
      );
      return link ? edge - link.getBoundingClientRect().left : null;
    });
    expect(cut, 'a link runs past the edge, into the fade').not.toBeNull();
    await snap(page, `strip-phone-${lang}`);
    // Scrolled to its end, the last section is clear of the fade, whole and readable.
    await menu.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const end = await menu.evaluate((el) => {
      const last = [...el.querySelectorAll('a')].at(-1)!.getBoundingClientRect();
      return { right: last.right, fadeStarts: el.getBoundingClientRect().right - 40 };
    });
    // (Within a pixel: layout rounds to fractions of one.)
    expect(end.right).toBeLessThanOrEqual(end.fadeStarts + 1);
  }
});

test('a reader who jumps to the bottom of the front page on a phone finds it still, in both editions', async ({
  page,
}) => {
  await expectFrontPagesStillAtTheBottom(page);
});

test('an article opens from its headline and reads on a phone', async ({
  page,
  checkA11y,
  snap,
}) => {
  await page.goto('/home');
  const lead = newsSection(page).getByRole('article').first();
  const title = (await lead.getByRole('heading', { level: 2 }).textContent())!;
  await lead.getByRole('heading', { level: 2 }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/news\/\d+\/[^/]+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeInViewport();
  // The headline starts in the screen's upper half, the brand still on one line.
  await expectInTopHalf(page, heading, 'the headline');
  await expectBrandOnOneLine(page, 'News Today');
  // So it does when the article is opened directly.
  await page.reload();
  await expectInTopHalf(page, heading, 'the headline');
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

test('logged in, the strip carries Home, Admin, Users and the sections; staff pages fit the screen', async ({
  page,
  loginAsAdmin,
  snap,
}) => {
  await loginAsAdmin(page);
  const sections = CATEGORY_NAMES.map((c) => t('en', `categories.${c}`));
  await expect(strip(page).getByRole('link')).toHaveText(['Home', 'Admin', 'Users', ...sections]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeInViewport({
    ratio: 1,
  });
  await expectLanguageReadable(page);
  await expectNoSidewaysScroll(page);

  await strip(page).getByRole('link', { name: 'Admin' }).tap();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await dismissSignInNotices(page);
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
  await expectBrandOnOneLine(page, t('te', 'app.brand'));
  await expect(
    page.getByRole('banner').getByRole('button', { name: t('te', 'nav.logout') }),
  ).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'article-add-phone');
});
