// The home page: the latest news of an edition as the API lists it (the interface language's by
// default, the other or both by the edition control), searching in English and Telugu, filtering
// by category (the dropdown and 'Browse by Category'), and addresses that carry the search.
import type { APIRequestContext, Page } from '@playwright/test';
import { CATEGORY_NAMES, Language, PAGING } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import { listArticles, TIME_ZONE, type ApiArticle, type ArticleQuery } from '../support/data.js';
import { t } from '../support/ui.js';

const PAGE_SIZE = PAGING.homePageSize;

/** An English word and a Telugu word ('farmer') that occur in seeded articles. */
const ENGLISH_WORD = 'metro';
const TELUGU_WORD = 'రైతు';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search news' });
}

function categorySelect(page: Page) {
  return page.getByRole('search').getByRole('combobox', { name: 'Category' });
}

/** The home page shows exactly these articles, in this order, each title in its own language. */
async function expectCards(page: Page, items: ApiArticle[]) {
  await expect(cardTitles(page)).toHaveText(items.map((a) => a.title));
  expect(
    await cardTitles(page).evaluateAll((els) => els.map((el) => el.getAttribute('lang'))),
  ).toEqual(items.map((a) => Language[a.language]));
}

const editions = (page: Page, name = 'Edition') =>
  page.getByRole('group', { name, exact: true }).getByRole('button');

/** Every word of a text, as the API's search splits it (letters, marks, digits), lowercased. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

function matches(article: ApiArticle, word: string): boolean {
  return wordsOf(`${article.title} ${article.content}`).some((w) => w.startsWith(word));
}

/** What readers see, as the home page asks: the English edition unless said otherwise. */
async function search(
  request: APIRequestContext,
  query: Pick<ArticleQuery, 'search' | 'category' | 'language'> = {},
) {
  return listArticles(request, { pageSize: PAGE_SIZE, language: 'EN', ...query });
}

/** Both editions. */
const BOTH = { language: undefined };

test('home lists the latest news as the API does, newest first, 50 a page', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  // The English edition: the interface's language.
  const api = await search(request);
  await expectCards(page, api.items);
  expect(api.items.length).toBe(Math.min(PAGE_SIZE, api.totalItems));
  for (const a of api.items) expect(a).toMatchObject({ language: 'EN', status: 'PUBLISHED' });
  // Newest first, by when they were published.
  const times = api.items.map((a) => Date.parse(a.publishedAt!));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  // Each card: image, category, short date, title, content and 'Read More' to the article.
  for (const [i, article] of api.items.slice(0, 5).entries()) {
    const card = cards(page).nth(i);
    await expect(card.locator('img')).toHaveAttribute('src', article.mediaUrl);
    await expect(
      card.getByText(t('en', `categories.${article.category}`), { exact: true }),
    ).toBeVisible();
    const shortDate = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }).format(new Date(article.publishedAt!));
    const time = card.locator('time');
    await expect(time).toHaveText(shortDate);
    await expect(time).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expect(time).toHaveAttribute('datetime', article.publishedAt!);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.title);
    // The content, clamped to three lines, in the article's language.
    const content = card.getByText(article.content, { exact: true });
    await expect(content).toBeVisible();
    await expect(content).toHaveAttribute('lang', 'en');
    await expect(content).toHaveCSS('-webkit-line-clamp', '3');
    const readMore = card.getByRole('link', { name: `Read more: ${article.title}` });
    await expect(readMore).toHaveText('Read More');
    await expect(readMore).toHaveAttribute('href', `/news/${article.id}`);
  }
  await expect(cards(page).getByRole('link', { name: /^Read more: / })).toHaveCount(
    api.items.length,
  );

  // Pagination only when there is more than one page.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(
    api.totalItems > PAGE_SIZE ? 1 : 0,
  );

  // The search form and 'Browse by Category'.
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search news...');
  await expect(categorySelect(page).locator('option')).toHaveText([
    'All categories',
    ...CATEGORY_NAMES.map((c) => t('en', `categories.${c}`)),
  ]);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const browse = page.getByRole('region', { name: 'Browse by Category' });
  await expect(browse.getByRole('heading', { level: 2 })).toHaveText('Browse by Category');
  await expect(browse.getByRole('button')).toHaveText(
    CATEGORY_NAMES.map((c) => t('en', `categories.${c}`)),
  );

  // '' is home as well.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expectCards(page, api.items);
});

test('search finds an English and a Telugu word; the address carries it and Back returns', async ({
  page,
  request,
}) => {
  // Both editions, so that either word can be found.
  const all = await search(request, BOTH);
  await page.goto('/home?edition=all');
  await expectCards(page, all.items);
  expect(new Set(all.items.map((a) => a.language))).toEqual(new Set(['EN', 'TE']));

  // English.
  await searchBox(page).fill(ENGLISH_WORD);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/home?edition=all&search=${ENGLISH_WORD}`);
  const english = await search(request, { ...BOTH, search: ENGLISH_WORD });
  expect(english.totalItems).toBeGreaterThan(0);
  expect(english.totalItems).toBeLessThan(all.totalItems);
  for (const a of english.items) expect(matches(a, ENGLISH_WORD), a.title).toBe(true);
  await expectCards(page, english.items);

  // Telugu.
  await searchBox(page).fill(TELUGU_WORD);
  await searchBox(page).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(TELUGU_WORD);
  const telugu = await search(request, { ...BOTH, search: TELUGU_WORD });
  expect(telugu.totalItems).toBeGreaterThan(0);
  expect(telugu.totalItems).toBeLessThan(all.totalItems);
  for (const a of telugu.items) expect(matches(a, TELUGU_WORD), a.title).toBe(true);
  expect(telugu.items.some((a) => a.title.includes(TELUGU_WORD))).toBe(true);
  await expectCards(page, telugu.items);

  // Back: the English result, with its word in the box; Back again: everything.
  await page.goBack();
  await expect(page).toHaveURL(`/home?edition=all&search=${ENGLISH_WORD}`);
  await expectCards(page, english.items);
  await expect(searchBox(page)).toHaveValue(ENGLISH_WORD);
  await page.goBack();
  await expect(page).toHaveURL('/home?edition=all');
  await expectCards(page, all.items);
  await expect(searchBox(page)).toHaveValue('');
  await page.goForward();
  await expectCards(page, english.items);
});

test('a search address opens the same result directly', async ({ page, request }) => {
  const url = `/home?search=${encodeURIComponent(TELUGU_WORD)}&category=Business&edition=te`;
  const api = await search(request, { search: TELUGU_WORD, category: 'BUSINESS', language: 'TE' });
  expect(api.totalItems).toBeGreaterThan(0);
  for (const a of api.items) {
    expect(a.category).toBe('BUSINESS');
    expect(a.language).toBe('TE');
    expect(matches(a, TELUGU_WORD)).toBe(true);
  }
  await page.goto(url);
  await expectCards(page, api.items);
  await expect(editions(page).filter({ hasText: 'తెలుగు' })).toHaveAttribute('aria-pressed', 'true');
  await expect(searchBox(page)).toHaveValue(TELUGU_WORD);
  await expect(categorySelect(page)).toHaveValue('Business');
  await expect(
    page.getByRole('region', { name: 'Browse by Category' }).getByRole('button', {
      name: 'Business',
    }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The same address in another tab shows the same.
  const other = await page.context().newPage();
  await other.goto(url);
  await expectCards(other, api.items);
  await other.close();
});

test('a search without a match says so and offers all the news', async ({ page, request }) => {
  const all = await search(request, BOTH);
  await page.goto('/home?search=qqzzxxnomatch');
  await expect(page.getByText('No news articles match your search.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // All the news: no search, no category, both editions.
  await page.getByRole('button', { name: 'Show all news' }).click();
  await expect(page).toHaveURL('/home?edition=all');
  await expectCards(page, all.items);
});

test('the category dropdown and Search filter the news', async ({ page, request }) => {
  await page.goto('/home');
  await expect(cards(page).first()).toBeVisible();
  await categorySelect(page).selectOption({ label: 'Sports' });
  // Nothing changes until Search.
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/home?category=Sports');
  const sports = await search(request, { category: 'SPORTS' });
  expect(sports.totalItems).toBeGreaterThan(0);
  await expectCards(page, sports.items);
  for (const card of await cards(page).all()) {
    await expect(card.getByText('Sports', { exact: true })).toBeVisible();
  }

  // Back to all categories.
  await categorySelect(page).selectOption({ label: 'All categories' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expectCards(page, (await search(request)).items);
});

test("'Browse by Category' filters the news and toggles off", async ({ page, request }) => {
  await page.goto('/home');
  await expect(cards(page).first()).toBeVisible();
  const browse = page.getByRole('region', { name: 'Browse by Category' });
  const environment = browse.getByRole('button', { name: 'Environment' });
  await expect(environment).toHaveAttribute('aria-pressed', 'false');
  await environment.click();
  await expect(page).toHaveURL('/home?category=Environment');
  await expect(environment).toHaveAttribute('aria-pressed', 'true');
  await expect(categorySelect(page)).toHaveValue('Environment');
  const api = await search(request, { category: 'ENVIRONMENT' });
  expect(api.totalItems).toBeGreaterThan(0);
  await expectCards(page, api.items);
  for (const a of api.items) expect(a.category).toBe('ENVIRONMENT');
  // The list is shown from its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Another category replaces it; the same one again shows all.
  await browse.getByRole('button', { name: 'Politics' }).click();
  await expect(page).toHaveURL('/home?category=Politics');
  await expectCards(page, (await search(request, { category: 'POLITICS' })).items);
  await browse.getByRole('button', { name: 'Politics' }).click();
  await expect(page).toHaveURL('/home');
  await expectCards(page, (await search(request)).items);
});

test("the edition: the interface language's by default; the control switches it in the address", async ({
  page,
  request,
}) => {
  const english = await search(request, { language: 'EN' });
  const telugu = await search(request, { language: 'TE' });
  const both = await search(request, BOTH);
  expect(english.totalItems).toBeGreaterThan(0);
  expect(telugu.totalItems).toBeGreaterThan(0);
  expect(both.totalItems).toBe(english.totalItems + telugu.totalItems);
  for (const a of telugu.items) expect(a.language).toBe('TE');

  await page.goto('/home');
  await expect(editions(page)).toHaveText(['English', 'తెలుగు', 'Both editions']);
  const pressed = () => editions(page).and(page.locator('[aria-pressed="true"]'));
  await expect(pressed()).toHaveText(['English']);
  await expectCards(page, english.items);
  // Each card's text is in its article's language, whatever the interface's.
  await expect(cards(page).first().getByText(english.items[0]!.content)).toHaveAttribute(
    'lang',
    'en',
  );

  await editions(page).filter({ hasText: 'తెలుగు' }).click();
  await expect(page).toHaveURL('/home?edition=te');
  await expect(pressed()).toHaveText(['తెలుగు']);
  await expectCards(page, telugu.items);
  await expect(cards(page).first().getByText(telugu.items[0]!.content)).toHaveAttribute(
    'lang',
    'te',
  );
  // The interface stays English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();

  await editions(page).filter({ hasText: 'Both editions' }).click();
  await expect(page).toHaveURL('/home?edition=all');
  await expect(pressed()).toHaveText(['Both editions']);
  await expectCards(page, both.items);

  await editions(page).filter({ hasText: 'English' }).click();
  await expect(page).toHaveURL('/home?edition=en');
  await expectCards(page, english.items);
  // Back: both editions again.
  await page.goBack();
  await expect(page).toHaveURL('/home?edition=all');
  await expectCards(page, both.items);

  // In the Telugu interface, home opens on the Telugu edition.
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page).toHaveURL('/home');
  const teEditions = editions(page, t('te', 'home.edition'));
  await expect(teEditions.and(page.locator('[aria-pressed="true"]'))).toHaveText(['తెలుగు']);
  await expectCards(page, telugu.items);
});
