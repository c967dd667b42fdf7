// The home page: a front page of an edition (the interface language's by default, the other or
// both by the edition control) with the lead story, the latest stories and a block per category;
// searching in English and Telugu and filtering by category (the dropdown, a block's heading and
// 'Browse by Category') show a list with the count and the words marked; addresses carry it all.
import type { APIRequestContext, Page } from '@playwright/test';
import { CATEGORY_NAMES } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import {
  articlePath,
  listArticles,
  searchResults,
  type ApiArticle,
  type ArticleQuery,
} from '../support/data.js';
import {
  browseByCategory,
  cards,
  categoryBlock,
  editionLinks,
  firstEditionLinks,
  expectCards,
  expectedFront,
  expectFront,
  expectLinksTo,
  expectFrontPagesStillAtTheBottom,
  expectStoryTime,
  HOME_PAGE_SIZE,
  leadStory,
  newsSection,
  readMoreName,
} from '../support/home.js';
import { t } from '../support/ui.js';

/** An English word and a Telugu word ('farmer') that occur in seeded articles. */
const ENGLISH_WORD = 'metro';
const TELUGU_WORD = 'రైతు';

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search news' });
}

function categorySelect(page: Page) {
  return page.getByRole('search').getByRole('combobox', { name: 'Category' });
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

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

/** What readers see in the list, as the home page asks: the English edition unless said otherwise. */
async function search(
  request: APIRequestContext,
  query: Pick<ArticleQuery, 'search' | 'category' | 'language'> = {},
) {
  return listArticles(request, { pageSize: HOME_PAGE_SIZE, language: 'EN', ...query });
}

/** Both editions. */
const BOTH = { language: undefined };

/** The list's heading and the count under it. */
async function expectListHeading(page: Page, heading: string, count: number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(
    page.getByRole('main').getByText(t('en', 'home.count', { count }), { exact: true }),
  ).toBeVisible();
}

test('home is a front page: the lead story, the latest, a block per category, Browse by Category', async ({
  page,
  request,
}) => {
  const front = await expectedFront(request, 'EN');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  // The English edition: the interface's.
  await expectFront(page, front);
  for (const a of [front.lead, ...front.latest]) {
    expect(a).toMatchObject({ language: 'EN', status: 'PUBLISHED' });
  }
  // The latest are the newest, newest first.
  const times = front.latest.map((a) => Date.parse(a.publishedAt!));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  // The lead: picture, headline (the link to the article), summary (not the text), category,
  // how long ago.
  const lead = leadStory(page);
  await expect(lead.locator('img')).toHaveAttribute('src', front.lead.mediaUrl);
  await expect(lead.getByRole('heading', { level: 2 })).toHaveText(front.lead.title);
  const summary = lead.getByText(front.lead.summary, { exact: true });
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('lang', 'en');
  await expect(
    lead.locator('.meta').getByText(t('en', `categories.${front.lead.category}`)),
  ).toBeVisible();
  await expectStoryTime(page, lead, front.lead);
  await expectLinksTo(lead, front.lead);

  // The latest: headline and Read More to the article, summary, category and how long ago.
  const stories = newsSection(page).getByRole('article');
  for (const [i, article] of front.latest.slice(0, 4).entries()) {
    const story = stories.nth(i + 1);
    await expectLinksTo(story, article);
    await expect(story.getByText(article.summary, { exact: true })).toHaveAttribute('lang', 'en');
    await expect(
      story.locator('.meta').getByText(t('en', `categories.${article.category}`), { exact: true }),
    ).toBeVisible();
    await expectStoryTime(page, story, article);
  }
  // Summaries, never the articles' text.
  for (const article of [front.lead, ...front.latest]) {
    const firstParagraph = article.content.split(/\n\s*\n/)[0]!;
    if (firstParagraph !== article.summary) {
      await expect(page.getByText(firstParagraph, { exact: true })).toHaveCount(0);
    }
  }
  // More news: the list's second page, when there is one.
  const more = page.getByRole('link', { name: 'More news' });
  if (front.totalItems > HOME_PAGE_SIZE) await expect(more).toHaveAttribute('href', '/home?page=2');
  else await expect(more).toHaveCount(0);
  // No pagination on the front page.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  // Each category's block: its name links to its news; its stories' headlines to the articles.
  for (const { category, stories } of front.blocks) {
    const block = categoryBlock(page, category);
    const name = t('en', `categories.${category}`);
    await expect(block.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      `/home?category=${name}`,
    );
    await expectLinksTo(block.getByRole('article').first(), stories[0]!);
    await expectStoryTime(page, block.getByRole('article').first(), stories[0]!);
  }

  // The search form (a GET form to /home) and 'Browse by Category' (links).
  await expect(page.getByRole('search')).toHaveAttribute('method', 'get');
  await expect(page.getByRole('search')).toHaveAttribute('action', '/home');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search news...');
  await expect(categorySelect(page).locator('option')).toHaveText([
    'All categories',
    ...CATEGORY_NAMES.map((c) => t('en', `categories.${c}`)),
  ]);
  await expect(searchButton(page)).toBeVisible();
  const browse = browseByCategory(page);
  await expect(browse.getByRole('heading', { level: 2 })).toHaveText('Browse by Category');
  const names = CATEGORY_NAMES.map((c) => t('en', `categories.${c}`));
  await expect(browse.getByRole('link')).toHaveText(names);
  expect(
    await browse.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
  ).toEqual(names.map((n) => `/home?category=${n}`));
  await expect(browse.locator('[aria-current]')).toHaveCount(0);

  // '' is home as well.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expectFront(page, front);
});

test('search finds an English and a Telugu word; the address carries it and Back returns', async ({
  page,
  request,
}) => {
  // Both editions, so that either word can be found.
  await page.goto('/home?edition=all');
  await expectFront(page, await expectedFront(request));

  // English: the list, its count, the word marked.
  await searchBox(page).fill(ENGLISH_WORD);
  await searchButton(page).click();
  await expect(page).toHaveURL(`/home?edition=all&search=${ENGLISH_WORD}`);
  const all = await search(request, BOTH);
  // A search looks in both editions, most relevant first, the interface's edition first.
  const english = await searchResults(request, { search: ENGLISH_WORD, pageSize: HOME_PAGE_SIZE });
  expect(english.totalItems).toBeGreaterThan(0);
  expect(english.totalItems).toBeLessThan(all.totalItems);
  // The English stories have the word; the Telugu ones after them its Telugu reading, మెట్రో.
  for (const a of english.items) {
    expect(matches(a, a.language === 'TE' ? 'మెట్రో' : ENGLISH_WORD), a.title).toBe(true);
  }
  await expectCards(page, english.items);
  await expectListHeading(page, `Results for “${ENGLISH_WORD}”`, english.totalItems);
  const marked = cards(page).filter({ hasText: english.items[0]!.title }).locator('mark');
  await expect(marked.first()).toHaveText(new RegExp(`^${ENGLISH_WORD}`, 'i'));
  // Each card: its summary and 'Read More' to the article.
  const card = cards(page).first();
  await expect(
    card.getByRole('link', { name: readMoreName(english.items[0]!.title) }),
  ).toHaveAttribute('href', articlePath(english.items[0]!));
  await expect(card.locator('p[lang]')).toHaveText(english.items[0]!.summary);
  await expect(card.locator('p[lang]')).toHaveCSS('-webkit-line-clamp', '3');

  // Telugu.
  await searchBox(page).fill(TELUGU_WORD);
  await searchBox(page).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(TELUGU_WORD);
  const telugu = await searchResults(request, { search: TELUGU_WORD, pageSize: HOME_PAGE_SIZE });
  expect(telugu.totalItems).toBeGreaterThan(0);
  expect(telugu.totalItems).toBeLessThan(all.totalItems);
  for (const a of telugu.items) expect(matches(a, TELUGU_WORD), a.title).toBe(true);
  expect(telugu.items.some((a) => a.title.includes(TELUGU_WORD))).toBe(true);
  await expectCards(page, telugu.items);
  await expectListHeading(page, `Results for “${TELUGU_WORD}”`, telugu.totalItems);
  await expect(
    cards(page)
      .filter({ hasText: telugu.items.find((a) => a.title.includes(TELUGU_WORD))!.title })
      .locator('mark')
      .first(),
  ).toHaveText(new RegExp(`^${TELUGU_WORD}`));

  // Back: the English result, with its word in the box; Back again: the front page.
  await page.goBack();
  await expect(page).toHaveURL(`/home?edition=all&search=${ENGLISH_WORD}`);
  await expectCards(page, english.items);
  await expect(searchBox(page)).toHaveValue(ENGLISH_WORD);
  await page.goBack();
  await expect(page).toHaveURL('/home?edition=all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
  await expect(searchBox(page)).toHaveValue('');
  await page.goForward();
  await expectCards(page, english.items);
});

test('a search address opens the same result directly', async ({ page, request, setPrefs }) => {
  const url = `/home?search=${encodeURIComponent(TELUGU_WORD)}&category=Business&edition=te`;
  const api = await searchResults(
    request,
    { search: TELUGU_WORD, category: 'BUSINESS', pageSize: HOME_PAGE_SIZE },
    'TE',
  );
  expect(api.totalItems).toBeGreaterThan(0);
  for (const a of api.items) {
    expect(a.category).toBe('BUSINESS');
    expect(matches(a, TELUGU_WORD)).toBe(true);
  }
  // A reader who chose English.
  await setPrefs(page, { lang: 'en' });
  await page.goto(url);
  await expectCards(page, api.items);
  await expect(firstEditionLinks(page).filter({ hasText: 'Telugu first' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(searchBox(page)).toHaveValue(TELUGU_WORD);
  await expect(categorySelect(page)).toHaveValue('Business');
  await expect(browseByCategory(page).getByRole('link', { name: 'Business' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectListHeading(page, `Results for “${TELUGU_WORD}”`, api.totalItems);
  // Search results stay out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The same address in another tab shows the same.
  const other = await page.context().newPage();
  await other.goto(url);
  await expectCards(other, api.items);
  await other.close();
});

test('a search in English letters finds Telugu stories too, most relevant first, or newest', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await searchBox(page).fill('vijayawada');
  await searchButton(page).click();
  await expect(page).toHaveURL('/home?search=vijayawada');
  const api = await searchResults(request, { search: 'vijayawada', pageSize: HOME_PAGE_SIZE });
  const languages = api.items.map((a) => a.language);
  // The English edition's stories first, then the Telugu ones that spell it విజయవాడ.
  expect(languages).toContain('EN');
  expect(languages).toContain('TE');
  expect(languages.indexOf('TE')).toBeGreaterThan(languages.lastIndexOf('EN'));
  await expectCards(page, api.items);
  await expect(page.getByRole('main').getByText('Showing results for')).toHaveText(
    'Showing results for విజయవాడ',
  );
  const telugu = cards(page).filter({ hasText: api.items[languages.indexOf('TE')]!.title });
  await expect(telugu.locator('.edition')).toHaveText('తెలుగు');

  // Newest first: the same stories by date.
  const order = page.getByRole('navigation', { name: 'Order of the results' });
  await expect(order.getByRole('link', { name: 'Most relevant' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await order.getByRole('link', { name: 'Newest first' }).click();
  await expect(page).toHaveURL('/home?search=vijayawada&sort=newest');
  const newest = await listArticles(request, {
    search: 'vijayawada',
    preferLanguage: 'EN',
    pageSize: HOME_PAGE_SIZE,
  });
  await expectCards(page, newest.items);
  expect(new Set(newest.items.map((a) => a.id))).toEqual(new Set(api.items.map((a) => a.id)));
});

test("a search's edition links say which edition comes first, as listed, in both languages", async ({
  page,
  request,
  setPrefs,
}) => {
  for (const lang of ['en', 'te'] as const) {
    await setPrefs(page, { lang });
    // English letters: English stories with the word, Telugu ones with its Telugu reading.
    await page.goto('/home?search=metro&edition=en');
    const links = firstEditionLinks(page, lang);
    await expect(links).toHaveText([
      t(lang, 'home.firstEdition.en'),
      t(lang, 'home.firstEdition.te'),
    ]);
    await expect(links.and(page.locator('[aria-current="true"]'))).toHaveText(
      t(lang, 'home.firstEdition.en'),
    );
    // The same words never offer to choose the edition listed: a search lists both.
    await expect(editionLinks(page, lang)).toHaveCount(0);
    const editions = () =>
      cards(page)
        .locator('.meta .edition')
        .evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    const english = await editions();
    expect(english).toContain('en');
    expect(english).toContain('te');
    expect(english.indexOf('te')).toBeGreaterThan(english.lastIndexOf('en'));

    await links.filter({ hasText: t(lang, 'home.firstEdition.te') }).click();
    await expect(page).toHaveURL('/home?edition=te&search=metro');
    await expect(links.and(page.locator('[aria-current="true"]'))).toHaveText(
      t(lang, 'home.firstEdition.te'),
    );
    const telugu = await editions();
    expect(telugu.indexOf('en')).toBeGreaterThan(telugu.lastIndexOf('te'));
    expect([...telugu].sort()).toEqual([...english].sort());
    const api = await searchResults(request, { search: 'metro', pageSize: HOME_PAGE_SIZE }, 'TE');
    await expectCards(page, api.items);
  }
});

test('a search without a match says so and offers all the news', async ({ page, request }) => {
  await page.goto('/home?search=qqzzxxnomatch');
  await expect(page.getByText('No news articles match your search.')).toBeVisible();
  await expectListHeading(page, 'Results for “qqzzxxnomatch”', 0);
  await expect(cards(page)).toHaveCount(0);
  // All the news: no search, no category, both editions.
  await page.getByRole('link', { name: 'Show all news' }).click();
  await expect(page).toHaveURL('/home?edition=all');
  await expectFront(page, await expectedFront(request));
});

test('the category dropdown and Search filter the news', async ({ page, request }) => {
  await page.goto('/home');
  await expect(leadStory(page)).toBeVisible();
  await categorySelect(page).selectOption({ label: 'Sports' });
  // Nothing changes until Search.
  await expect(page).toHaveURL('/home');
  await searchButton(page).click();
  await expect(page).toHaveURL('/home?category=Sports');
  const sports = await search(request, { category: 'SPORTS' });
  expect(sports.totalItems).toBeGreaterThan(0);
  await expectCards(page, sports.items);
  await expectListHeading(page, 'Sports', sports.totalItems);
  for (const card of await cards(page).all()) {
    await expect(card.locator('.meta').getByText('Sports', { exact: true })).toBeVisible();
  }

  // Back to all categories: the front page.
  await categorySelect(page).selectOption({ label: 'All categories' });
  await searchButton(page).click();
  await expect(page).toHaveURL('/home');
  await expectFront(page, await expectedFront(request, 'EN'));
});

test("'Browse by Category' and a block's heading lead to the category's news", async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expect(leadStory(page)).toBeVisible();
  const browse = browseByCategory(page);
  const environment = browse.getByRole('link', { name: 'Environment' });
  await expect(environment).not.toHaveAttribute('aria-current');
  await environment.click();
  await expect(page).toHaveURL('/home?category=Environment');
  await expect(environment).toHaveAttribute('aria-current', 'page');
  await expect(categorySelect(page)).toHaveValue('Environment');
  const api = await search(request, { category: 'ENVIRONMENT' });
  expect(api.totalItems).toBeGreaterThan(0);
  await expectCards(page, api.items);
  await expectListHeading(page, 'Environment', api.totalItems);
  for (const a of api.items) expect(a.category).toBe('ENVIRONMENT');
  // The list is shown from its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Another category replaces it.
  await browse.getByRole('link', { name: 'Politics' }).click();
  await expect(page).toHaveURL('/home?category=Politics');
  await expectCards(page, (await search(request, { category: 'POLITICS' })).items);
  await expect(browse.locator('[aria-current]')).toHaveText(['Politics']);

  // On the front page, a block's heading leads to the same list.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL('/home');
  await categoryBlock(page, 'SPORTS').getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL('/home?category=Sports');
  await expectCards(page, (await search(request, { category: 'SPORTS' })).items);
});

test('a reader who jumps to the bottom of the front page finds it still, in both editions', async ({
  page,
}) => {
  await expectFrontPagesStillAtTheBottom(page);
});

test("the edition: the interface language's by default; the control switches it in the address", async ({
  page,
  request,
  setPrefs,
}) => {
  const english = await expectedFront(request, 'EN');
  const telugu = await expectedFront(request, 'TE');
  const both = await expectedFront(request);
  expect(both.totalItems).toBe(english.totalItems + telugu.totalItems);
  for (const a of [telugu.lead, ...telugu.latest]) expect(a.language).toBe('TE');

  // A reader who chose English keeps it, whichever edition they read.
  await setPrefs(page, { lang: 'en' });
  await page.goto('/home');
  await expect(editionLinks(page)).toHaveText(['English', 'తెలుగు', 'Both editions']);
  const current = () => editionLinks(page).and(page.locator('[aria-current="true"]'));
  await expect(current()).toHaveText(['English']);
  await expectFront(page, english);
  // Each story's text is in its article's language, whatever the interface's.
  await expect(leadStory(page).getByText(english.lead.summary)).toHaveAttribute('lang', 'en');

  await editionLinks(page).filter({ hasText: 'తెలుగు' }).click();
  await expect(page).toHaveURL('/home?edition=te');
  await expect(current()).toHaveText(['తెలుగు']);
  await expectFront(page, telugu);
  await expect(leadStory(page).getByText(telugu.lead.summary)).toHaveAttribute('lang', 'te');
  // The interface stays English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();

  await editionLinks(page).filter({ hasText: 'Both editions' }).click();
  await expect(page).toHaveURL('/home?edition=all');
  await expect(current()).toHaveText(['Both editions']);
  await expectFront(page, both);

  await editionLinks(page).filter({ hasText: 'English' }).click();
  await expect(page).toHaveURL('/home?edition=en');
  await expectFront(page, english);
  // Back: both editions again.
  await page.goBack();
  await expect(page).toHaveURL('/home?edition=all');
  await expectFront(page, both);

  // In the Telugu interface, home opens on the Telugu edition.
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page).toHaveURL('/home');
  await expect(editionLinks(page, 'te').and(page.locator('[aria-current="true"]'))).toHaveText([
    'తెలుగు',
  ]);
  await expectFront(page, telugu, 'te');
  // And so does a Telugu edition's address for a reader who chose no language.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/home?edition=te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expectFront(page, telugu, 'te');
});
