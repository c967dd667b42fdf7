// Offline reading, with the site's service worker running (every other spec blocks it): a reader
// reads the front page and two articles, loses the network, and still opens all three, marked as
// saved copies and with their pictures; any other page gives the offline page in the reader's
// language, linking what is saved; a live blog keeps the posts it had. A staff session leaves
// nothing of its own in the worker's caches, and its logout empties what it saved.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gqlData, test } from '../support/fixtures.js';
import {
  articlePath,
  deleteArticles,
  newApiContext,
  unique,
  type ApiArticle,
  type LanguageName,
} from '../support/data.js';
import { t, type Lang } from '../support/ui.js';

test.use({ serviceWorkers: 'allow' });

const PAGES = 'reader-pages';
const IMAGES = 'reader-images';

let api: APIRequestContext;
const created: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

/** A JPEG photo `width` px wide in one colour with some detail, drawn by the browser's canvas. */
async function photoJpeg(page: Page, hue: number, width = 1600): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ hue, width }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((width * 9) / 16);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `hsl(${hue}, 60%, 45%)`;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < 200; i += 1) {
        ctx.fillStyle = `hsla(${(hue + i * 7) % 360}, 70%, ${30 + (i % 40)}%, 0.6)`;
        ctx.fillRect((i * 97) % canvas.width, (i * 53) % canvas.height, 40, 30);
      }
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    { hue, width },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A published article with an uploaded photo (stored in several widths), as the admin. */
async function articleWithPhoto(
  page: Page,
  title: string,
  language: LanguageName,
  hue: number,
): Promise<ApiArticle> {
  const upload = await api.post('/graphql/upload', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: {
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(page, hue) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { image } = (await upload.json()) as { image: { id: string } };
  const { createArticle } = await gqlData<{ createArticle: ApiArticle }>(
    api,
    `mutation ($input: CreateArticleInput!) {
      createArticle(input: $input) { id title slug language }
    }`,
    {
      input: {
        title,
        content: `What happened, in full: ${title}.`,
        category: 'ENVIRONMENT',
        language,
        imageId: image.id,
        imageAlt: `A picture for ${title}`,
      },
    },
  );
  created.push(createArticle.id);
  return createArticle;
}

/** Until the site's worker has taken this page over. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

/** Every cache of the site with the addresses (path and query) it holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return contents;
  });
}

const cached = async (page: Page, cache: string) => (await cacheContents(page))[cache] ?? [];

/**
 * The site's pictures this page shows, loaded: each the address the browser chose, and the
 * picture it is (its `src`, whichever width of it was chosen: a width already at hand may be
 * chosen over the one the screen asks for).
 */
function shownPictures(page: Page): Promise<{ chosen: string; picture: string }[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc)
      .map((img) => ({
        chosen: new URL(img.currentSrc).pathname,
        picture: new URL(img.src).pathname,
      }))
      .filter(({ chosen }) => chosen.startsWith('/media/')),
  );
}

/**
 * Opens a reader page with the network on and waits until the worker saved it and the pictures
 * it shows; answers those pictures.
 */
async function readOnline(
  page: Page,
  path: string,
  savedAs: string,
): Promise<{ chosen: string; picture: string }[]> {
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline');
  await expect.poll(() => cached(page, PAGES)).toContain(savedAs);
  const shown = await shownPictures(page);
  expect(shown.length, `pictures shown at ${path}`).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const images = await cached(page, IMAGES);
      return shown.filter(({ chosen }) => !images.includes(chosen));
    })
    .toEqual([]);
  return shown;
}

/** The page is the saved copy: marked offline, the notice shown, and these pictures loaded. */
async function expectSavedCopy(
  page: Page,
  lang: Lang,
  shown: { picture: string }[],
): Promise<void> {
  const pictures = shown.map(({ picture }) => picture);
  await expect(page.locator('html')).toHaveAttribute('data-offline', '');
  await expect(
    page.getByRole('status').filter({ hasText: t(lang, 'offline.notice') }),
  ).toBeVisible();
  await expect
    .poll(async () => (await shownPictures(page)).map(({ picture }) => picture))
    .toEqual(expect.arrayContaining(pictures));
  await expect(page.locator('[data-image-fallback]:visible')).toHaveCount(0);
}

/** The offline page in `lang`, listing these saved pages (address and title). */
async function expectOfflinePage(
  page: Page,
  lang: Lang,
  saved: { href: string; title: string }[],
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'offline.title') }),
  ).toBeVisible();
  const list = page.getByRole('region', { name: t(lang, 'offline.saved') }).getByRole('link');
  for (const { href, title } of saved) {
    await expect(list.filter({ hasText: title })).toHaveAttribute('href', href);
  }
}

test('a reader opens the front page and the articles they read with no network; other pages give the offline page', async ({
  page,
  context,
}) => {
  test.slow();
  const tag = unique();
  const first = await articleWithPhoto(page, `Offline first ${tag}`, 'EN', 20);
  const second = await articleWithPhoto(page, `Offline second ${tag}`, 'EN', 200);
  const unread = await articleWithPhoto(page, `Offline unread ${tag}`, 'EN', 120);

  await page.goto('/home');
  await workerInControl(page);
  const firstPictures = await readOnline(page, articlePath(first), `/news/${first.id}`);
  const secondPictures = await readOnline(page, articlePath(second), `/news/${second.id}`);
  const homePictures = await readOnline(page, '/home', '/home');

  await context.setOffline(true);
  for (const [path, pictures] of [
    [articlePath(first), firstPictures],
    // An address without the slug is the same article.
    [`/news/${second.id}`, secondPictures],
    ['/', homePictures],
  ] as const) {
    await page.goto(path);
    await expectSavedCopy(page, 'en', pictures);
  }
  await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();

  await page.goto(articlePath(unread));
  await expectOfflinePage(page, 'en', [
    { href: `/news/${first.id}`, title: first.title },
    { href: `/news/${second.id}`, title: second.title },
    { href: '/home', title: t('en', 'home.latest') },
  ]);
  await expect(page.getByRole('link', { name: unread.title })).toHaveCount(0);

  // A saved page opens from the list.
  await page.getByRole('link', { name: second.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expectSavedCopy(page, 'en', secondPictures);
});

test('a live blog read online opens offline with the posts it had', async ({ page, context }) => {
  test.slow();
  const tag = unique();
  const blog = await articleWithPhoto(page, `Offline live ${tag}`, 'EN', 300);
  await gqlData(
    api,
    'mutation($id: ID!) { setLiveStatus(articleId: $id, status: LIVE) { status } }',
    {
      id: blog.id,
    },
  );
  const words = [`Polling opens in Guntur ${tag}`, `Turnout passes 40 per cent ${tag}`];
  for (const text of words) {
    await gqlData(
      api,
      'mutation($id: ID!, $input: LivePostInput!) { addLivePost(articleId: $id, input: $input) { id } }',
      {
        id: blog.id,
        input: {
          body: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          },
        },
      },
    );
  }

  await page.goto('/home');
  await workerInControl(page);
  const pictures = await readOnline(page, articlePath(blog), `/news/${blog.id}`);
  await expect(page.locator('article[data-live-post]')).toHaveCount(words.length);

  await context.setOffline(true);
  await page.goto(articlePath(blog));
  await expectSavedCopy(page, 'en', pictures);
  for (const text of words) {
    await expect(page.locator('article[data-live-post]').filter({ hasText: text })).toBeVisible();
  }
});

test('offline, a Telugu reader gets the offline page in Telugu', async ({
  page,
  context,
  setPrefs,
}) => {
  test.slow();
  const tag = unique();
  const read = await articleWithPhoto(page, `ఆఫ్‌లైన్ చదివినది ${tag}`, 'TE', 300);
  const unread = await articleWithPhoto(page, `ఆఫ్‌లైన్ చదవనిది ${tag}`, 'TE', 60);
  await setPrefs(page, { lang: 'te' });

  await page.goto('/home');
  await workerInControl(page);
  const pictures = await readOnline(page, articlePath(read), `/news/${read.id}`);

  await context.setOffline(true);
  await page.goto(articlePath(read));
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expectSavedCopy(page, 'te', pictures);

  await page.goto(articlePath(unread));
  await expectOfflinePage(page, 'te', [{ href: `/news/${read.id}`, title: read.title }]);
});

test('a staff session stores nothing of its own, and its logout empties what it saved', async ({
  page,
  loginAsAdmin,
}) => {
  test.slow();
  const article = await articleWithPhoto(page, `Staff reads offline ${unique()}`, 'EN', 40);
  await loginAsAdmin(page);
  // The staff app hands /home to the server: a reader page, whole, with its script.
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  await page.waitForLoadState('load');
  await workerInControl(page);
  const articlePictures = (await readOnline(page, articlePath(article), `/news/${article.id}`)).map(
    ({ chosen }) => chosen,
  );

  // The staff app's screens and their GraphQL, the GraphQL endpoint itself, and requests sent
  // with a token.
  for (const path of ['/admin', `/admin/edit/${article.id}`, '/users']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  const staffScripts = await page.evaluate(() =>
    [...document.scripts].map((script) => script.src).filter(Boolean),
  );
  expect(staffScripts.length).toBeGreaterThan(0);
  const tokenAddresses = ['/home?edition=all', `/news/${article.id}?token`, articlePictures[0]!];
  const answered = await page.evaluate(async (addresses) => {
    const statuses: number[] = [];
    const graphql = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    statuses.push(graphql.status);
    const get = await fetch('/graphql?query=%7B%20me%20%7B%20username%20%7D%20%7D', {
      headers: { 'apollo-require-preflight': 'true' },
    });
    statuses.push(get.status);
    for (const address of addresses) {
      const answer = await fetch(address, { headers: { authorization: 'Bearer not-a-token' } });
      statuses.push(answer.status);
    }
    return statuses;
  }, tokenAddresses);
  expect(answered.slice(0, 2)).toEqual([200, 200]);
  await page.goto('/graphiql');

  await page.goto('/admin');
  await expect(page.getByRole('main')).toBeVisible();
  const contents = await cacheContents(page);
  const everything = Object.values(contents).flat();
  expect(everything.length).toBeGreaterThan(0);
  for (const address of everything) {
    expect(address).not.toMatch(/^\/(login|admin|users|graphql|graphiql|preferences)(\/|\?|$)/);
  }
  const origin = new URL(page.url()).origin;
  for (const script of staffScripts) {
    expect(everything).not.toContain(script.replace(origin, ''));
  }
  for (const address of tokenAddresses.slice(0, 2)) expect(everything).not.toContain(address);
  expect(contents[PAGES]).toContain(`/news/${article.id}`);
  expect(contents[IMAGES]).toEqual(expect.arrayContaining(articlePictures));

  // Logout (from a staff page) empties both caches, then goes home: only that page, read after
  // the logout, and its pictures are saved again.
  await page.getByRole('button', { name: t('en', 'nav.logout') }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.waitForLoadState('load');
  await expect
    .poll(async () => {
      const after = await cacheContents(page);
      const shown = (await shownPictures(page)).map(({ chosen }) => chosen);
      return {
        pages: (after[PAGES] ?? []).filter((address) => address !== '/home'),
        pictures: (after[IMAGES] ?? []).filter((picture) => !shown.includes(picture)),
      };
    })
    .toEqual({ pages: [], pictures: [] });
});

test('the site is installable, under its English or Telugu name', async ({
  page,
  context,
  setPrefs,
}) => {
  const cdp = await context.newCDPSession(page);
  const app = async () => {
    await workerInControl(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
    return {
      // A test's browser context is incognito, where Chromium installs no app.
      installabilityErrors: installabilityErrors.filter((e) => e.errorId !== 'in-incognito'),
      manifestErrors: errors,
      url: new URL(url).pathname,
      name: manifest.name,
      short_name: manifest.short_name,
      lang: manifest.lang,
      start_url: manifest.start_url,
    };
  };

  await page.goto('/home');
  expect(await app()).toEqual({
    installabilityErrors: [],
    manifestErrors: [],
    url: '/manifest.webmanifest',
    name: t('en', 'app.brand'),
    short_name: t('en', 'app.brand'),
    lang: 'en',
    start_url: '/home',
  });

  await setPrefs(page, { lang: 'te' });
  await page.goto('/home');
  expect(await app()).toEqual({
    installabilityErrors: [],
    manifestErrors: [],
    url: '/manifest.te.webmanifest',
    name: t('te', 'app.brand'),
    short_name: t('te', 'app.brand'),
    lang: 'te',
    start_url: '/home?edition=te',
  });
});
