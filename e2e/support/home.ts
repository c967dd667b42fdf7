// The home page as the browser tests see it. Without a search, a category or a later page it is a
// front page: the edition's lead story, the latest stories beside it, then a block per category
// (each its newest), and 'Browse by Category'. Otherwise a list of cards, fifty a page, with the
// spec's pagination. What each should show is worked out here from the API, as the page asks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CATEGORY_NAMES, Language, PAGING, type CategoryName } from '@news/contract';
import { articlePath, listArticles, type ApiArticle, type LanguageName } from './data.js';
import { expectedTimes, t, type Lang } from './ui.js';

/** The latest stories beside the lead, and the stories of each category's block. */
export const LATEST_COUNT = 8;
export const CATEGORY_COUNT = 4;
export const HOME_PAGE_SIZE = PAGING.homePageSize;

export interface FrontPage {
  lead: ApiArticle;
  latest: ApiArticle[];
  /** The categories with news, in the home page's order, each with its newest (the lead left out). */
  blocks: { category: CategoryName; stories: ApiArticle[] }[];
  /** Every article of the edition. */
  totalItems: number;
}

/**
 * What the front page of an edition shows (`language` left out: both editions): the newest lead
 * story (the newest story when none is marked), the newest others beside it, each category's.
 */
export async function expectedFront(
  request: APIRequestContext,
  language?: LanguageName,
): Promise<FrontPage> {
  const leads = await listArticles(request, { lead: true, pageSize: 1, language });
  const newest = await listArticles(request, { pageSize: LATEST_COUNT + 1, language });
  const lead = leads.items[0] ?? newest.items[0]!;
  const latest = newest.items.filter((a) => a.id !== lead.id).slice(0, LATEST_COUNT);
  const blocks: FrontPage['blocks'] = [];
  for (const category of CATEGORY_NAMES) {
    // The lead is left out of its category's block, which still shows its newest four.
    const { items } = await listArticles(request, {
      category,
      pageSize: CATEGORY_COUNT + 1,
      language,
    });
    const stories = items.filter((a) => a.id !== lead.id).slice(0, CATEGORY_COUNT);
    if (stories.length) blocks.push({ category, stories });
  }
  return { lead, latest, blocks, totalItems: newest.totalItems };
}

export const main = (page: Page) => page.getByRole('main');

/** The page's own section: the front page's lead and latest, or the list's cards. */
export const newsSection = (page: Page, lang: Lang = 'en') =>
  main(page).getByRole('region', { name: t(lang, 'home.latest'), exact: true });

/** The front page's lead and latest stories' headlines (level 2), the lead's first. */
export const frontHeadlines = (page: Page, lang: Lang = 'en') =>
  newsSection(page, lang).getByRole('article').getByRole('heading', { level: 2 });

export const leadStory = (page: Page, lang: Lang = 'en') =>
  newsSection(page, lang).getByRole('article').first();

/** A category's block on the front page, named by its heading. */
export const categoryBlock = (page: Page, category: CategoryName, lang: Lang = 'en') =>
  main(page).getByRole('region', { name: t(lang, `categories.${category}`), exact: true });

/** The list's cards (a search, a category, a later page), and their headlines (level 2, under the page's title). */
export const cards = (page: Page) => main(page).getByRole('article');
export const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

export const browseByCategory = (page: Page, lang: Lang = 'en') =>
  page.getByRole('region', { name: t(lang, 'home.browse'), exact: true });

/**
 * Jumps straight to the bottom of the page (as End, a #link or find-in-page do) and expects
 * 'Browse by Category' to stay where the reader saw it land once the story blocks near the screen
 * are laid out (they are laid out only there, after the jump).
 */
async function expectNoJumpAtTheBottom(page: Page, lang: Lang = 'en') {
  const browse = browseByCategory(page, lang);
  await expect(browse).toBeAttached();
  const moved = await browse.evaluate(async (region) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const landed = region.getBoundingClientRect().top;
    // The blocks that came near the screen are laid out in the next rendering update.
    for (let i = 0; i < 3; i++) await frame();
    return Math.abs(region.getBoundingClientRect().top - landed);
  });
  // Less than a pixel: the placeholders' heights in rem round differently from the blocks'.
  expect(moved, 'how far Browse by Category moved after the jump (px)').toBeLessThan(1);
}

/** The English and then the Telugu front page each hold still when a reader jumps to the bottom. */
export async function expectFrontPagesStillAtTheBottom(page: Page) {
  for (const [path, lang] of [
    ['/home', 'en'],
    ['/home?edition=te', 'te'],
  ] as const) {
    await page.goto(path);
    await expect(leadStory(page, lang)).toBeVisible();
    await expectNoJumpAtTheBottom(page, lang);
  }
}

/** The edition control's links: English, తెలుగు, Both editions. */
export const editionLinks = (page: Page, lang: Lang = 'en') =>
  page.getByRole('group', { name: t(lang, 'home.edition'), exact: true }).getByRole('link');

/** A search's edition links, which choose the edition listed first: English first, Telugu first. */
export const firstEditionLinks = (page: Page, lang: Lang = 'en') =>
  page
    .getByRole('group', { name: t(lang, 'home.firstEditionLabel'), exact: true })
    .getByRole('link');

/** The headlines are these articles' titles, in order, each marked with its own language. */
async function expectHeadlines(
  headlines: ReturnType<typeof cardTitles>,
  items: ApiArticle[],
): Promise<void> {
  await expect(headlines).toHaveText(items.map((a) => a.title));
  expect(await headlines.evaluateAll((els) => els.map((el) => el.getAttribute('lang')))).toEqual(
    items.map((a) => Language[a.language]),
  );
}

/** The list shows exactly these articles, in this order, each title in its own language. */
export async function expectCards(page: Page, items: ApiArticle[]): Promise<void> {
  await expectHeadlines(cardTitles(page), items);
}

/** The front page shows this lead, these latest stories and these category blocks, in order. */
export async function expectFront(page: Page, front: FrontPage, lang: Lang = 'en'): Promise<void> {
  await expectHeadlines(frontHeadlines(page, lang), [front.lead, ...front.latest]);
  for (const { category, stories } of front.blocks) {
    await expectHeadlines(
      categoryBlock(page, category, lang).getByRole('heading', { level: 3 }),
      stories,
    );
  }
  // The blocks come in the home page's order, after the lead and the latest.
  const sections = await main(page)
    .locator('section[aria-labelledby]')
    .evaluateAll((els) =>
      els.map((el) =>
        document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent?.trim(),
      ),
    );
  expect(sections).toEqual([
    t(lang, 'home.latest'),
    ...front.blocks.map((b) => t(lang, `categories.${b.category}`)),
    t(lang, 'home.browse'),
  ]);
}

/** A story's `<time>`: when it was published, said as how long ago. */
export async function expectStoryTime(
  page: Page,
  story: ReturnType<typeof leadStory>,
  article: ApiArticle,
  lang: Lang = 'en',
): Promise<void> {
  const time = story.locator('time');
  await expect(time).toHaveAttribute('datetime', article.publishedAt!);
  const text = (await time.textContent())!;
  expect(await expectedTimes(page, article.publishedAt!, lang)).toContain(text);
}

/** A headline's link and 'Read More' (named after the story) lead to the article's canonical address. */
export async function expectLinksTo(
  story: ReturnType<typeof leadStory>,
  article: ApiArticle,
  lang: Lang = 'en',
) {
  await expect(story.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    articlePath(article),
  );
  const readMore = story.getByRole('link', { name: readMoreName(article.title, lang) });
  await expect(readMore).toHaveAttribute('href', articlePath(article));
  await expect(readMore).toHaveText(`${t(lang, 'home.readMore')}: ${article.title}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a story's Read More: its text and the headline (hidden to the eye, set
 * apart, so a screen reader may hear a space before the colon).
 */
export function readMoreName(title: string, lang: Lang = 'en'): RegExp {
  return new RegExp(`^${escapeRegExp(t(lang, 'home.readMore'))} ?: ${escapeRegExp(title)}$`);
}
