// Reading an article: from a front-page headline or a list card's 'Read More' to the full story
// at its canonical address and back (by the link and by the browser), old addresses, a missing
// article, a draft (never a reader page), and an address the site does not know.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gqlData, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  newApiContext,
  SEED_IMAGE,
  TIME_ZONE,
  unique,
  type ApiArticle,
} from '../support/data.js';
import { cards, newsSection, readMoreName } from '../support/home.js';
import { ACCOUNTS } from '../support/stack.js';

let api: APIRequestContext;
let article: ApiArticle;
const PARAGRAPHS = [
  'The district library in Nalgonda now opens until nine at night on weekdays.',
  'Readers asked for longer hours during the exam season, the librarian said.',
];

test.beforeAll(async () => {
  api = await newApiContext();
  article = await createArticle(api, {
    title: `Nalgonda library extends its hours for students ${unique()}`,
    content: PARAGRAPHS.join('\n\n'),
    category: 'ANNOUNCEMENT',
  });
});

test.afterAll(async () => {
  await deleteArticles(api, [article.id]);
  await api.dispose();
});

test("a headline on the front page opens the article; 'Back to News' goes home", async ({
  page,
}) => {
  await page.goto('/home');
  // The newest story: among the latest, beside the lead.
  const story = newsSection(page).getByRole('article').filter({ hasText: article.title });
  await expect(story.getByRole('heading', { level: 2 })).toHaveText(article.title);
  await story.getByRole('link', { name: article.title, exact: true }).click();
  await expect(page).toHaveURL(articlePath(article));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page).toHaveTitle(`${article.title} | News Today`);
  await expect(
    main.locator('.chakra-badge').getByText('Announcement', { exact: true }),
  ).toBeVisible();
  const at = new Date(article.publishedAt!);
  const day = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(at);
  const clock = new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(at);
  // When it was published, to the minute in the newsroom's time, named.
  const time = main.locator('time').first();
  await expect(time).toHaveText(`Published ${day}, ${clock} IST`);
  await expect(time).toHaveAttribute('datetime', article.publishedAt!);
  // In its own language; published, it carries no status badge; no translation, no "Read in".
  await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(main.locator('[data-status]')).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^Read in / })).toHaveCount(0);
  await expect(main.getByText(`By ${ACCOUNTS.admin.fullName}`, { exact: true })).toBeVisible();
  // The author's initial, beside the name.
  await expect(main.getByText(ACCOUNTS.admin.fullName.charAt(0), { exact: true })).toBeVisible();
  for (const paragraph of PARAGRAPHS) {
    await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  }
  await expect(main.locator('img').first()).toHaveAttribute('src', SEED_IMAGE);

  const back = main.getByRole('link', { name: 'Back to News' });
  await expect(back).toHaveCount(2);
  await back.first().click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
});

test("'Read More' on a list's card opens the article; Back returns to the same list", async ({
  page,
}) => {
  const list = '/home?category=Announcement';
  await page.goto(list);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcement');
  const card = cards(page).filter({ hasText: article.title });
  // Its text names the story (the headline hidden to the eye), for screen readers and search engines.
  const readMore = card.getByRole('link', { name: readMoreName(article.title) });
  await expect(readMore).toHaveText(`Read More: ${article.title}`);
  // The headline in it is for screen readers and search engines: the eye sees "Read More".
  await expect(readMore.locator('span')).toHaveCSS('position', 'absolute');
  await expect(readMore.locator('span')).toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');
  await expect(readMore).toHaveAttribute('href', articlePath(article));
  await readMore.click();
  await expect(page).toHaveURL(articlePath(article));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcement');
  await expect(card).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Browse by Category' }).getByRole('link', {
      name: 'Announcement',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the address without the slug, or with an old one, moves to the canonical address', async ({
  page,
}) => {
  for (const old of [`/news/${article.id}`, `/news/${article.id}/an-older-headline`]) {
    await page.goto(old);
    await expect(page).toHaveURL(articlePath(article));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  }
  // A redirect: Back does not return to the old address.
  await page.goto('/home');
  await page.goto(`/news/${article.id}`);
  await expect(page).toHaveURL(articlePath(article));
  await page.goBack();
  await expect(page).toHaveURL('/home');
});

for (const missing of ['/news/999999', '/news/not-a-number']) {
  test(`a missing article (${missing}) says so and leads back`, async ({ page }) => {
    await page.goto(missing);
    await expect(
      page.getByText('This article does not exist. It may have been removed.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL('/home');
  });
}

test("a draft's page is not found for readers, signed in or not; staff open it in the staff app", async ({
  page,
  loginAsAdmin,
}) => {
  const draft = await createArticle(api, {
    title: `Draft: Adilabad cotton procurement begins ${unique()}`,
    content: PARAGRAPHS[0],
    status: 'DRAFT',
  });
  try {
    const notFound = page.getByText('This article does not exist. It may have been removed.');
    await page.goto(`/news/${draft.id}`);
    await expect(notFound).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByText(draft.title)).toHaveCount(0);

    // The reader pages are the same for everyone, a signed-in editor too: never a draft.
    await loginAsAdmin(page);
    await page.goto(`/news/${draft.id}`);
    await expect(notFound).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
    await page.goto(`/admin/edit/${draft.id}`);
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true }),
    ).toHaveValue(draft.title);
  } finally {
    await deleteArticles(api, [draft.id]);
  }
});

test('an unknown address goes to /home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  // A redirect: Back does not return to the unknown address.
  await page.goto('/home?edition=te');
  await page.goto('/no-such-page?x=1');
  await expect(page).toHaveURL('/home');
  await page.goBack();
  await expect(page).toHaveURL('/home?edition=te');
});

/** A 1600×1000 JPEG drawn by the browser's canvas: a sky over water, with some detail. */
async function drawnJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1000;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 1000);
    sky.addColorStop(0, '#6f8fb8');
    sky.addColorStop(1, '#3d5f4a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 1600, 1000);
    for (let i = 0; i < 600; i += 1) {
      ctx.fillStyle = `hsla(${(i * 37) % 360}, 50%, 50%, 0.4)`;
      ctx.fillRect((i * 97) % 1600, 500 + ((i * 53) % 500), 20, 12);
    }
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('a story written with the editor', () => {
  let rich: ApiArticle;
  const alt = 'Water up to the doors of shops in Ameerpet';

  test.beforeAll(async ({ browser }) => {
    const drawing = await browser.newPage();
    const jpeg = await drawnJpeg(drawing);
    await drawing.close();
    const upload = await api.post('/graphql/upload', {
      headers: { 'apollo-require-preflight': 'true' },
      multipart: { file: { name: 'flood.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(upload.ok()).toBe(true);
    const { image } = (await upload.json()) as {
      image: { id: string; format: string; variants: { url: string; format: string }[] };
    };
    const own = image.variants.filter((v) => v.format === image.format);
    const text = (value: string, marks?: object[]) => ({
      type: 'text',
      text: value,
      ...(marks ? { marks } : {}),
    });
    const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
    const body = {
      type: 'doc',
      content: [
        paragraph(text('Heavy rain flooded '), text('Ameerpet', [{ type: 'bold' }]), text('.')),
        { type: 'heading', attrs: { level: 2 }, content: [text('Where the water rose')] },
        paragraph(
          text('See '),
          text('the forecast', [{ type: 'link', attrs: { href: 'https://mausam.imd.gov.in/' } }]),
          text('.'),
        ),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph(text('Ameerpet'))] },
            { type: 'listItem', content: [paragraph(text('Begumpet'))] },
          ],
        },
        {
          type: 'blockquote',
          attrs: { attribution: 'A shopkeeper' },
          content: [paragraph(text('We lost a week of stock.'))],
        },
        {
          type: 'image',
          attrs: {
            imageId: image.id,
            src: own[own.length - 1]!.url,
            alt,
            caption: 'Ameerpet on Monday morning.',
            credit: 'Staff',
          },
        },
      ],
    };
    const data = await gqlData<{ createArticle: ApiArticle }>(
      api,
      `mutation ($input: CreateArticleInput!) {
        createArticle(input: $input) { id title slug content }
      }`,
      {
        input: {
          title: `Rain floods Ameerpet ${unique()}`,
          body,
          category: 'ENVIRONMENT',
          language: 'EN',
          mediaUrl: SEED_IMAGE,
        },
      },
    );
    rich = data.createArticle;
  });

  test.afterAll(async () => {
    await deleteArticles(api, [rich.id]);
  });

  test('reads with its subheading, link, list, quote and a responsive photo', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(articlePath(rich));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Where the water rose' }),
    ).toBeVisible();
    await expect(main.locator('strong', { hasText: 'Ameerpet' })).toBeVisible();
    const link = main.getByRole('link', { name: 'the forecast' });
    await expect(link).toHaveAttribute('href', 'https://mausam.imd.gov.in/');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(main.getByRole('listitem').filter({ hasText: 'Begumpet' })).toBeVisible();
    await expect(main.locator('blockquote')).toHaveText('We lost a week of stock.');
    await expect(main.locator('figure cite')).toHaveText('A shopkeeper');
    const photo = main.getByRole('img', { name: alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        photo.evaluate(
          (el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc,
        ),
      )
      .toMatch(/\/media\/i\/[0-9a-f]{32}-\d+\.webp$/);
    await expect(photo).toHaveAttribute('sizes', /768px/);
    await expect(photo.locator('xpath=ancestor::figure[1]//figcaption')).toHaveText(
      'Ameerpet on Monday morning. Photo: Staff',
    );
    // Search, summaries and feeds read the text made from the document.
    expect(rich.content).toContain('Where the water rose\n\nSee the forecast.');
    await checkA11y(page, 'rich-article');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('reads the same, the photo and all', async ({ page }) => {
      await page.goto(articlePath(rich));
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 2, name: 'Where the water rose' }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'the forecast' })).toBeVisible();
      await expect(main.locator('blockquote')).toBeVisible();
      await expect(main.getByRole('img', { name: alt })).toBeVisible();
    });
  });
});
