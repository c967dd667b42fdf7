// Photos, end to end in the browser: a reporter uploads a photo in the article form, sees the
// preview and saves it with alt text, a caption and a credit; once published, readers get the
// photo in several widths (srcset, width and height, the caption and credit), the home card the
// small one; an image address that fails shows the designed fallback, not a broken-image box.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, gqlData, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  newApiContext,
  setPassword,
  unique,
} from '../support/data.js';
import { cards, newsSection } from '../support/home.js';
import { ACCOUNTS } from '../support/stack.js';
import { fillStory, loginInUi, t } from '../support/ui.js';

let api: APIRequestContext;
let password: string;
const created: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
  password = `Photos-${unique()}-pw`;
  await setPassword(api, ACCOUNTS.reporter.username, password);
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

/** A page of its own (own cookies), logged in as `email` when given. */
async function personPage(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  if (email) await loginInUi(page, email, password);
  return page;
}

/** A 2400×1600 JPEG with a photograph's kind of detail, drawn by the browser's canvas. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 1600);
    sky.addColorStop(0, '#5b8fd6');
    sky.addColorStop(0.55, '#f3c58a');
    sky.addColorStop(1, '#2f5d3a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 2400, 1600);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 4000; i += 1) {
      ctx.fillStyle = `hsla(${Math.floor(random() * 360)}, 60%, ${30 + random() * 40}%, 0.5)`;
      ctx.beginPath();
      ctx.arc(random() * 2400, 800 + random() * 800, 4 + random() * 30, 0, Math.PI * 2);
      ctx.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** What an `<img>` shows: its chosen file, whether it loaded, and its attributes. */
function shown(img: ReturnType<Page['locator']>) {
  return img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    loaded: el.complete && el.naturalWidth > 0,
    srcset: el.getAttribute('srcset') ?? '',
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
    alt: el.getAttribute('alt'),
  }));
}

test('a reporter uploads a photo; readers see it in the right size with its caption and credit', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Godavari ferry resumes after the monsoon ${unique()}`;
  const alt = 'A crowded ferry crossing the Godavari at sunset';
  const caption = 'The first ferry of the season leaves Rajahmundry on Monday.';
  const credit = 'K. Ramesh';

  await loginInUi(page, ACCOUNTS.reporter.email, password);
  await page.goto('/admin/add');
  await field(page, 'Title').fill(title);
  await fillStory(
    field(page, 'Content'),
    'The ferry service resumed on Monday.\n\nIt had stopped in July.',
  );
  await main(page).getByRole('combobox', { name: 'Category', exact: true }).selectOption({
    label: 'Announcement',
  });

  const fileInput = main(page).getByLabel(t('en', 'articleForm.photoFile'), { exact: true });
  // A web page named .png is refused by the server, which reads the bytes, not the name.
  await fileInput.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await expect(main(page).getByText(t('en', 'uploadRefusals.WRONG_TYPE'))).toBeVisible();

  await fileInput.setInputFiles({
    name: 'ferry.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(page),
  });
  // The preview shows before anything is saved, and the stored photo replaces it once uploaded.
  const preview = main(page).locator('[data-photo-preview] img').first();
  await expect(preview).toBeVisible();
  await expect(main(page).getByText(t('en', 'articleForm.photoUploaded'))).toBeAttached();
  await expect.poll(async () => (await shown(preview)).srcset).toContain('/media/i/');
  await expect(main(page).getByText(t('en', 'uploadRefusals.WRONG_TYPE'))).toHaveCount(0);
  // Alt text is required with an uploaded photo.
  await expect(main(page).getByText(t('en', 'articleForm.imageAltRequired'))).toBeVisible();
  await field(page, t('en', 'articleForm.imageAlt')).fill(alt);
  await field(page, t('en', 'articleForm.imageCaption')).fill(caption);
  await field(page, t('en', 'articleForm.imageCredit')).fill(credit);
  await field(page, t('en', 'articleForm.summary')).fill('The Godavari ferry runs again.');
  await main(page).getByRole('button', { name: 'Submit for review', exact: true }).click();
  await expect(page).toHaveURL('/admin');

  const { articles } = await gqlData<{
    articles: { items: { id: string; title: string }[] };
  }>(api, 'query ($s: String) { articles(search: $s, status: []) { items { id title } } }', {
    s: title,
  });
  const id = articles.items.find((a) => a.title === title)?.id;
  expect(id, 'the saved article').toBeTruthy();
  created.push(id!);
  const { updateArticle } = await gqlData<{
    updateArticle: {
      status: string;
      imageAlt: string;
      image: { width: number; height: number; variants: { url: string; width: number }[] };
    };
  }>(
    api,
    `mutation ($id: ID!) { updateArticle(id: $id, input: { status: PUBLISHED }) {
       status imageAlt image { width height variants { url width } } } }`,
    { id },
  );
  expect(updateArticle.status).toBe('PUBLISHED');
  expect(updateArticle.imageAlt).toBe(alt);
  expect(updateArticle.image.width).toBe(2400);
  expect(updateArticle.image.height).toBe(1600);
  expect([...new Set(updateArticle.image.variants.map((v) => v.width))]).toEqual([
    480, 960, 1200, 1600,
  ]);

  // --- A reader, in a browser of their own.
  const reader = await personPage(browser);
  try {
    // --- On the front page, among the latest, the story's small picture takes the small file.
    // (First: a browser that holds a wider file of the same picture in its cache may show that
    // one instead.)
    await reader.goto('/home');
    const card = newsSection(reader)
      .getByRole('article')
      .filter({ has: reader.getByRole('heading', { name: title, exact: true }) });
    const thumb = card.locator('img');
    await expect.poll(async () => (await shown(thumb)).loaded).toBe(true);
    const small = await shown(thumb);
    expect(small.currentSrc).toMatch(/-480\.webp$/);
    expect(small.width).toBe('2400');
    expect(small.height).toBe('1600');
    // --- Then the article: the photo in several widths, its size known, its caption.
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(reader).toHaveURL(/\/news\/\d+\/[^/]+$/);
    await expect(main(reader).getByRole('heading', { level: 1 })).toHaveText(title);
    const figure = main(reader).locator('figure');
    const photo = figure.locator('img');
    await expect(photo).toHaveAttribute('alt', alt);
    await expect.poll(async () => (await shown(photo)).loaded).toBe(true);
    const big = await shown(photo);
    expect(big.srcset).toMatch(/\/media\/i\/[0-9a-f]{32}-480\.jpg 480w/);
    expect(big.srcset).toMatch(/-1600\.jpg 1600w/);
    expect(Number(big.width) / Number(big.height)).toBeCloseTo(1.5, 2);
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-960\.webp 960w/,
    );
    // Chromium prefers the WebP source; at 1280 px wide and DPR 1 the page's column takes 960.
    expect(big.currentSrc).toMatch(/-960\.webp$/);
    await expect(figure.locator('figcaption')).toContainText(caption);
    await expect(figure.locator('figcaption')).toContainText(
      t('en', 'article.photoCredit', { credit }),
    );
    // The files are cached for good: their names change with their content.
    const file = await reader.request.get(big.currentSrc);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toContain('immutable');
    expect(file.headers()['content-type']).toBe('image/webp');
  } finally {
    await reader.context().close();
  }
});

test('an image address that fails shows the designed fallback with the category', async ({
  page,
}) => {
  const article = await createArticle(api, {
    title: `Stadium lights switched on ${unique()}`,
    category: 'SPORTS',
    mediaUrl: '/media/seed/no-such-photo.jpg',
  });
  created.push(article.id);

  await page.goto(articlePath(article));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(article.title);
  const fallback = main(page).locator('[data-image-fallback]').first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Sports');
  // No broken image is left on the page.
  const broken = await main(page)
    .locator('img')
    .evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
  expect(broken).toEqual([]);

  // On the front page, among the latest (a small picture).
  await page.goto('/home');
  const story = newsSection(page).getByRole('article').filter({ hasText: article.title });
  await expect(story.getByRole('heading')).toHaveText(article.title);
  // Never the browser's broken-image box (an image that failed before the page's script ran
  // included).
  await page.waitForLoadState('load');
  await expect
    .poll(
      () =>
        story
          .locator('img')
          .evaluateAll((imgs: HTMLImageElement[]) =>
            imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
          ),
      { message: 'broken images' },
    )
    .toEqual([]);
  await expect(story.locator('[data-image-fallback]')).toContainText('Sports');
  await expect(story.locator('img')).toHaveCount(0);
  // In a list's card too.
  await page.goto('/home?category=Sports');
  const card = cards(page).filter({ hasText: article.title });
  await expect(card.locator('[data-image-fallback]')).toContainText('Sports');
  await expect(card.locator('img')).toHaveCount(0);
});
