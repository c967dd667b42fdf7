// Paging: the home page's list (50 a page of the English edition; its first page is the front
// page, whose 'More news' leads to the second) once there are more than 100 articles, with the
// search, the category and the page in the address; and the admin list (10 a page, every status)
// with its window of page numbers. Every page is a link. The articles this file adds are removed
// afterwards.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PAGING } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import {
  createArticle,
  deleteArticles,
  listArticles,
  newApiContext,
  searchResults,
  unique,
  type ApiArticle,
} from '../support/data.js';

const HOME_PAGE_SIZE = PAGING.homePageSize;
const ADMIN_PAGE_SIZE = PAGING.staffPageSize;
const MAX_PAGE_NUMBERS = 4;
/** More than two home pages of (English) articles of their own, all in Sports, all with one marker word. */
const EXTRA = 2 * HOME_PAGE_SIZE + 5;

let api: APIRequestContext;
let marker: string;
const created: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await newApiContext();
  marker = `pagingmark${unique()}`;
  for (let i = 1; i <= EXTRA; i++) {
    const article = await createArticle(api, {
      title: `Paging check ${String(i).padStart(2, '0')} ${marker}`,
      category: 'SPORTS',
    });
    created.push(article.id);
  }
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

function numberLinks(page: Page): Locator {
  return pager(page).getByRole('link', { name: /^Page \d+$/ });
}

const pagerLink = (page: Page, name: string) =>
  pager(page).getByRole('link', { name, exact: true });

/**
 * The pager shows `current` of `total`: its First/Prev/Next/Last state (links, or marked disabled
 * when they lead nowhere) and number window.
 */
async function expectPager(page: Page, current: number, total: number) {
  const nav = pager(page);
  await expect(nav.getByText(`Page ${current} of ${total}`, { exact: true })).toBeVisible();
  for (const [name, enabled] of [
    ['First', current > 1],
    ['Prev', current > 1],
    ['Next', current < total],
    ['Last', current < total],
  ] as const) {
    const end = pagerLink(page, name);
    if (enabled) {
      await expect(end).toBeEnabled();
      await expect(end).toHaveAttribute('href', /./);
    } else {
      await expect(end).toHaveAttribute('aria-disabled', 'true');
      await expect(end).not.toHaveAttribute('href');
    }
  }
  // A window of consecutive page numbers around the current one: at most four, and four when
  // there are that many pages.
  const current$ = nav.locator('[aria-current="page"]');
  await expect(current$).toHaveCount(1);
  await expect(current$).toHaveText(String(current));
  await expect(current$).toHaveAccessibleName(`Page ${current}`);
  const numbers = (await numberLinks(page).allTextContents()).map(Number);
  expect(numbers.length).toBe(Math.min(MAX_PAGE_NUMBERS, total));
  expect(numbers).toContain(current);
  const start = numbers[0]!;
  expect(numbers).toEqual(numbers.map((_, i) => start + i));
  expect(start).toBeGreaterThanOrEqual(1);
  expect(start + numbers.length - 1).toBeLessThanOrEqual(total);
}

function pageParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('page');
}

const homeTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

async function expectHomePage(page: Page, items: ApiArticle[]) {
  await expect(homeTitles(page)).toHaveText(items.map((a) => a.title));
}

test("home's list pages through the articles: 'More news', First, Prev, Next, Last and numbers", async ({
  page,
  request,
}) => {
  // The English edition, the interface's.
  const pageOf = (n: number) =>
    listArticles(request, { page: n, pageSize: HOME_PAGE_SIZE, language: 'EN' });
  const first = await pageOf(1);
  const total = first.totalPages;
  expect(first.totalItems).toBeGreaterThan(2 * HOME_PAGE_SIZE);
  expect(total).toBe(Math.ceil(first.totalItems / HOME_PAGE_SIZE));

  // The front page has no pager: 'More news' leads to the list's second page.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
  await expect(pager(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'More news' }).click();
  await expect(page).toHaveURL('/home?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News · Page 2');
  await expectHomePage(page, (await pageOf(2)).items);
  await expectPager(page, 2, total);
  // The new page is shown from its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await pagerLink(page, 'Next').click();
  await expect.poll(() => pageParam(page)).toBe('3');
  await expectHomePage(page, (await pageOf(3)).items);
  await expectPager(page, 3, total);

  await pagerLink(page, 'Prev').click();
  await expect(page).toHaveURL('/home?page=2');
  await expectHomePage(page, (await pageOf(2)).items);
  await expectPager(page, 2, total);

  await pagerLink(page, 'Last').click();
  await expect.poll(() => pageParam(page)).toBe(String(total));
  const last = (await pageOf(total)).items;
  expect(last.length).toBe(first.totalItems - HOME_PAGE_SIZE * (total - 1));
  await expectHomePage(page, last);
  await expectPager(page, total, total);

  await pagerLink(page, 'Page 2').click();
  await expect.poll(() => pageParam(page)).toBe('2');
  await expectPager(page, 2, total);

  // The list's first page is the front page.
  await pagerLink(page, 'First').click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
  await expect(pager(page)).toHaveCount(0);

  // Back returns to the page before.
  await page.goBack();
  await expect(page).toHaveURL('/home?page=2');
  await expectHomePage(page, (await pageOf(2)).items);

  // Every page has an address of its own.
  await page.goto(`/home?page=${total}`);
  await expectHomePage(page, last);
  await expectPager(page, total, total);
});

test('the address carries search, category and page, and opens the same page directly', async ({
  page,
  request,
}) => {
  const query = { search: marker, category: 'SPORTS' as const, pageSize: HOME_PAGE_SIZE };
  const one = await searchResults(request, { ...query, page: 1 });
  const two = await searchResults(request, { ...query, page: 2 });
  expect(one.totalItems).toBe(EXTRA);
  expect(two.items.length).toBe(HOME_PAGE_SIZE);

  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Search news' }).fill(marker);
  await page
    .getByRole('search')
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Sports' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/home?search=${marker}&category=Sports`);
  await expectHomePage(page, one.items);
  await expectPager(page, 1, 3);

  await pagerLink(page, 'Next').click();
  const url = `/home?search=${marker}&category=Sports&page=2`;
  await expect(page).toHaveURL(url);
  await expectHomePage(page, two.items);
  await expectPager(page, 2, 3);

  // Shared: the address alone shows the same page, form and pager.
  const other = await page.context().newPage();
  await other.goto(url);
  await expectHomePage(other, two.items);
  await expect(other.getByRole('combobox', { name: 'Search news' })).toHaveValue(marker);
  await expect(other.getByRole('search').getByRole('combobox', { name: 'Category' })).toHaveValue(
    'Sports',
  );
  await expectPager(other, 2, 3);
  await other.close();

  // Back: the first page of the same result.
  await page.goBack();
  await expect(page).toHaveURL(`/home?search=${marker}&category=Sports`);
  await expectHomePage(page, one.items);

  // A new search starts again at page 1.
  await page.goForward();
  await expect(page).toHaveURL(url);
  await page.getByRole('combobox', { name: 'Search news' }).fill(`${marker} 01`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => pageParam(page)).toBeNull();
  await expect(homeTitles(page)).toHaveText([`Paging check 01 ${marker}`]);
  await expect(pager(page)).toHaveCount(0);
});

test('the admin list shows 10 rows a page and a window of at most four page numbers', async ({
  page,
  loginAsAdmin,
}) => {
  // The staff view: every status (an admin's request).
  const pageOf = (n: number) =>
    listArticles(api, { page: n, pageSize: ADMIN_PAGE_SIZE, status: [] });
  const first = await pageOf(1);
  const total = first.totalPages;
  expect(total).toBeGreaterThan(MAX_PAGE_NUMBERS);
  const rows = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
  const expectRows = async (items: ApiArticle[]) =>
    expect(rows.locator('td:first-child')).toHaveText(items.map((a) => a.title));

  await loginAsAdmin(page);
  await page.goto('/admin');
  await expect(rows).toHaveCount(ADMIN_PAGE_SIZE);
  await expectRows(first.items);
  await expectPager(page, 1, total);

  // Walk the numbers: the window follows the current page and never shows more than four.
  for (let n = 2; n <= Math.min(total, 6); n++) {
    await pagerLink(page, `Page ${n}`).click();
    await expect(page).toHaveURL(`/admin?page=${n}`);
    await expectRows((await pageOf(n)).items);
    await expectPager(page, n, total);
  }

  await pagerLink(page, 'Last').click();
  await expect(page).toHaveURL(`/admin?page=${total}`);
  const last = await pageOf(total);
  expect(last.items.length).toBe(first.totalItems - ADMIN_PAGE_SIZE * (total - 1));
  await expectRows(last.items);
  await expectPager(page, total, total);

  await pagerLink(page, 'Prev').click();
  await expect(page).toHaveURL(`/admin?page=${total - 1}`);
  await expectRows((await pageOf(total - 1)).items);
  await expectPager(page, total - 1, total);

  await pagerLink(page, 'First').click();
  await expect(page).toHaveURL('/admin');
  await expectRows(first.items);
  await expectPager(page, 1, total);

  // The page is in the address: opening it directly shows the same rows.
  await page.goto('/admin?page=3');
  await expectRows((await pageOf(3)).items);
  await expectPager(page, 3, total);
});
