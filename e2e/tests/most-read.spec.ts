// "Most read" and "Trending": readers open stories, and once the front page's kept copy gives
// way (it is polled, never waited for by the clock) its edition's blocks list those stories, most
// read first, in English and in Telugu; an article page lists its edition's Most read under it.
// A crawler's visits count for nothing: the other specs' headless browser is one.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  newApiContext,
  unique,
  type ApiArticle,
} from '../support/data.js';
import { t, type Lang } from '../support/ui.js';

let api: APIRequestContext;
const stories: Record<string, ApiArticle> = {};

/** A reader's own browser: an ordinary Chrome, each a version apart, so each is one reader. */
const readerAgent = (reader: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${reader}.0 Safari/537.36`;

/** Each reader opens the story, and the page's beacon is answered. */
async function read(browser: Browser, story: ApiArticle, readers: number[]) {
  for (const reader of readers) {
    const context = await browser.newContext({ userAgent: readerAgent(reader) });
    const page = await context.newPage();
    const counted = page.waitForResponse(
      (res) => res.url().endsWith(`/reads?id=${story.id}`) && res.status() === 204,
    );
    await page.goto(articlePath(story));
    await counted;
    await context.close();
  }
}

/** A ranking block's headlines, in its order. */
const headlines = (page: Page, lang: Lang, key: string) =>
  page.getByRole('region', { name: t(lang, key), exact: true }).getByRole('heading', { level: 3 });

/** Reloads `path` until the block lists `titles` first, in that order. */
async function expectRanked(page: Page, path: string, lang: Lang, key: string, titles: string[]) {
  await expect(async () => {
    await page.goto(path);
    const shown = await headlines(page, lang, key).allTextContents();
    expect(shown.slice(0, titles.length)).toEqual(titles);
  }).toPass({ timeout: 30_000 });
}

test.beforeAll(async ({ browser }) => {
  api = await newApiContext();
  const tag = unique();
  stories.first = await createArticle(api, { title: `Ring road opens ${tag}` });
  stories.second = await createArticle(api, { title: `Lake cleanup begins ${tag}` });
  stories.telugu = await createArticle(api, {
    title: `రింగ్ రోడ్డు ప్రారంభం ${tag}`,
    content: 'నగరం చుట్టూ కొత్త రహదారి ఈరోజు తెరుచుకుంది.',
    language: 'TE',
  });
  await read(browser, stories.first, [1, 2, 3]);
  await read(browser, stories.second, [1, 2]);
  // The same reader again the same day, and a crawler: neither counts (either would tie the two).
  await read(browser, stories.second, [2]);
  const crawler = await api.post(`/reads?id=${stories.second.id}`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  });
  expect(crawler.status()).toBe(204);
  await read(browser, stories.telugu, [1]);
});
test.afterAll(async () => {
  await deleteArticles(
    api,
    Object.values(stories).map((s) => s.id),
  );
  await api.dispose();
});

test('the front page lists the most read and trending stories of its edition', async ({ page }) => {
  const order = [stories.first!.title, stories.second!.title];
  await expectRanked(page, '/home?edition=en', 'en', 'reads.mostRead', order);
  await expect(headlines(page, 'en', 'reads.trending').first()).toHaveText(order[0]!);
  // An article page lists its edition's most read under the story.
  await expectRanked(page, articlePath(stories.second!), 'en', 'reads.mostRead', order);
});

test('the Telugu front page lists the Telugu edition, in Telugu', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'te', url: baseURL! }]);
  await expectRanked(page, '/home?edition=te', 'te', 'reads.mostRead', [stories.telugu!.title]);
  await expect(
    page.getByRole('region', { name: t('te', 'reads.mostRead'), exact: true }),
  ).not.toContainText(stories.first!.title);
});
