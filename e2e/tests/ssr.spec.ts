// Server rendering, as readers and crawlers meet it: an article's HTML carries the story and what
// link previews and search engines read; old and unknown addresses answer with the right status;
// pages read and links work with JavaScript off; with it, a reader page loads one small script
// and no framework, and asks for no data; the reader's language and theme come rendered; the
// sitemaps, robots.txt and feeds; and GraphiQL served from the site itself.
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  listArticles,
  newApiContext,
  searchResults,
  SEED_IMAGE,
  unique,
  type ApiArticle,
} from '../support/data.js';
import { t } from '../support/ui.js';

let api: APIRequestContext;
/** An English story with a Telugu translation, and one on its own. */
let english: ApiArticle;
let telugu: ApiArticle;
let single: ApiArticle;

const PARAGRAPHS = [
  'The textile park outside Warangal opened its first weaving unit on Tuesday with 120 looms.',
  'Weavers from Narsampet and Jangaon have been trained for the new power looms since April.',
];
const SUMMARY = 'The first weaving unit of the Warangal textile park opens with 120 looms.';
const TELUGU_PARAGRAPHS = [
  'వరంగల్ శివార్లలోని టెక్స్‌టైల్ పార్కులో మంగళవారం తొలి నేత యూనిట్ 120 మగ్గాలతో ప్రారంభమైంది.',
  'నర్సంపేట, జనగామ నేతన్నలకు ఏప్రిల్ నుంచి కొత్త మరమగ్గాలపై శిక్షణ ఇచ్చారు.',
];
const TELUGU_SUMMARY = 'వరంగల్ టెక్స్‌టైల్ పార్కులో తొలి నేత యూనిట్ 120 మగ్గాలతో ప్రారంభం.';
const TELUGU_LETTERS = /[\u0C00-\u0C7F]/;

test.beforeAll(async () => {
  api = await newApiContext();
  const tag = unique();
  english = await createArticle(api, {
    title: `Warangal textile park opens its first weaving unit ${tag}`,
    summary: SUMMARY,
    content: PARAGRAPHS.join('\n\n'),
    category: 'BUSINESS',
  });
  telugu = await createArticle(api, {
    title: `వరంగల్ టెక్స్‌టైల్ పార్కులో తొలి నేత యూనిట్ ప్రారంభం ${tag}`,
    summary: TELUGU_SUMMARY,
    content: TELUGU_PARAGRAPHS.join('\n\n'),
    category: 'BUSINESS',
    language: 'TE',
    translationId: english.id,
  });
  single = await createArticle(api, {
    title: `Khammam bus depot adds twelve electric buses ${tag}`,
    content: PARAGRAPHS.map((p) => p.replace('Warangal', 'Khammam')).join('\n\n'),
    category: 'ANNOUNCEMENT',
  });
});

test.afterAll(async () => {
  await deleteArticles(api, [english.id, telugu.id, single.id]);
  await api.dispose();
});

// ---------------------------------------------------------------------------------------------
// Reading HTML as a crawler does: tags and their attributes, entities decoded.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<name …>` start tag in the document, in order. */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const tag: Record<string, string> = {};
    for (const [, key, value] of attrs!.matchAll(/([\w:-]+)(?:\s*=\s*"([^"]*)")?/g)) {
      tag[key!.toLowerCase()] = decodeEntities(value ?? '');
    }
    found.push(tag);
  }
  return found;
}

/** The content of `<meta name|property="key">`; undefined when there is none. */
function meta(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((m) => m.name === key || m.property === key)?.content;
}

/** The text of the `<script type="…">` elements. */
function scripts(html: string, type: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => new RegExp(`type="${type.replace(/[+/]/g, '\\$&')}"`).test(attrs!))
    .map(([, , body]) => body!);
}

/** The visible text of the body, tags dropped and entities decoded. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

/** A path compared as the reader sees it: percent-escapes (a Telugu slug's) decoded. */
const readable = (url: string, base: string) => {
  const u = new URL(url, base);
  return decodeURI(u.pathname) + u.search;
};

async function html(res: APIResponse): Promise<string> {
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  return res.text();
}

// ---------------------------------------------------------------------------------------------

test('an article answers with HTML a crawler can read: headline, summary, previews, JSON-LD, canonical, hreflang', async ({
  request,
  baseURL,
}) => {
  // The newest article, as GraphQL lists it, and ours (which has a translation).
  const newest = (
    await gqlItems(
      request,
      '{ articles(pageSize: 1, language: EN) { items { id slug title summary } } }',
    )
  )[0]!;
  for (const article of [newest, english]) {
    const canonical = `${baseURL}${articlePath(article)}`;
    const res = await request.get(articlePath(article), { maxRedirects: 0 });
    expect(res.status(), canonical).toBe(200);
    const page = await html(res);
    // The headline is in the page itself (the level-1 heading), not fetched by a script.
    const h1 = page.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(h1 && decodeEntities(h1.replace(/<[^>]+>/g, ''))).toBe(article.title);
    expect(tags(page, 'html')[0]).toMatchObject({ lang: 'en' });
    expect(meta(page, 'description')).toBe(article.summary);
    expect(meta(page, 'og:title')).toContain(article.title);
    expect(meta(page, 'og:description')).toBe(article.summary);
    expect(meta(page, 'og:type')).toBe('article');
    // Link previews get a raster picture (WhatsApp, Facebook and X show no SVG), described.
    const image = meta(page, 'og:image');
    expect(image, 'og:image').toMatch(/^https?:\/\//);
    const picture = await request.get(image!);
    expect(picture.status(), `og:image ${image}`).toBe(200);
    expect(picture.headers()['content-type']).toBe(meta(page, 'og:image:type'));
    expect(meta(page, 'og:image:type')).toMatch(/^image\/(jpeg|webp)$/);
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(Number(meta(page, 'og:image:height'))).toBeGreaterThan(0);
    expect(meta(page, 'og:image:alt')).toBeTruthy();
    expect(meta(page, 'twitter:image')).toBe(image);
    expect(meta(page, 'twitter:image:alt')).toBe(meta(page, 'og:image:alt'));
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');

    // NewsArticle structured data, valid JSON.
    const ld = scripts(page, 'application/ld+json');
    expect(ld).toHaveLength(1);
    const data = JSON.parse(ld[0]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'News Today' },
    });
    expect(data.image).toEqual([image]);
    // The publisher's logo is a raster picture, at an absolute address that answers.
    const logo = (data.publisher as { logo: { '@type': string; url: string } }).logo;
    expect(logo['@type']).toBe('ImageObject');
    const logoFile = await request.get(logo.url);
    expect(logoFile.headers()['content-type']).toBe('image/png');

    const links = tags(page, 'link');
    const canonicals = links.filter((l) => l.rel === 'canonical');
    expect(canonicals).toHaveLength(1);
    expect(readable(canonicals[0]!.href!, baseURL!)).toBe(readable(canonical, baseURL!));
    expect(canonicals[0]!.href).toMatch(/^https?:\/\//);
    const self = links.find((l) => l.rel === 'alternate' && l.hreflang === 'en');
    expect(self && readable(self.href!, baseURL!)).toBe(readable(canonical, baseURL!));

    // The page is its HTML and one small script: no app, no data or strings written in for one.
    expect(scripts(page, 'application/json')).toEqual([]);
    expect(
      tags(page, 'script')
        .filter((s) => s.src)
        .map((s) => s.src),
    ).toEqual([expect.stringMatching(/^\/assets\/reader-[\w-]+\.js$/)]);
  }

  // Ours: the written summary, the seeded illustration as a JPEG, both editions' addresses.
  const page = await html(await request.get(articlePath(english)));
  expect(meta(page, 'description')).toBe(SUMMARY);
  const seedName = SEED_IMAGE.split('/')
    .pop()!
    .replace(/\.svg$/, '');
  expect(meta(page, 'og:image')).toMatch(
    new RegExp(`^${baseURL}/media/share/${seedName}-[0-9a-f]+\\.jpg$`),
  );
  expect(meta(page, 'og:image:type')).toBe('image/jpeg');
  const alternates = tags(page, 'link')
    .filter((l) => l.rel === 'alternate' && l.hreflang)
    .map((l) => [l.hreflang, readable(l.href!, baseURL!)]);
  expect(alternates).toEqual(
    expect.arrayContaining([
      ['en', articlePath(english)],
      ['te', articlePath(telugu)],
    ]),
  );
  for (const paragraph of PARAGRAPHS) expect(bodyText(page)).toContain(paragraph);

  // The Telugu edition's page: in Telugu, pointing back at the English one.
  const te = await html(await request.get(encodeURI(articlePath(telugu))));
  expect(tags(te, 'html')[0]).toMatchObject({ lang: 'te' });
  expect(meta(te, 'description')).toBe(TELUGU_SUMMARY);
  expect(JSON.parse(scripts(te, 'application/ld+json')[0]!)).toMatchObject({
    '@type': 'NewsArticle',
    headline: telugu.title,
    inLanguage: 'te',
  });
  expect(
    tags(te, 'link')
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => [l.hreflang, readable(l.href!, baseURL!)]),
  ).toEqual(
    expect.arrayContaining([
      ['te', articlePath(telugu)],
      ['en', articlePath(english)],
    ]),
  );
});

async function gqlItems(
  request: APIRequestContext,
  query: string,
): Promise<Pick<ApiArticle, 'id' | 'slug' | 'title' | 'summary'>[]> {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { articles: { items: Pick<ApiArticle, 'id' | 'slug' | 'title' | 'summary'>[] } };
  };
  return body.data.articles.items;
}

test('old article addresses move permanently to the slug address; unknown ones are 404 or go home', async ({
  request,
  baseURL,
}) => {
  const location = (res: APIResponse) => readable(res.headers().location ?? '', baseURL!);
  for (const article of [english, telugu]) {
    // Without the slug, and with an outdated one (the headline changed): 301 to the slug address.
    for (const old of [`/news/${article.id}`, `/news/${article.id}/an-old-headline`]) {
      const res = await request.get(old, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(location(res), old).toBe(articlePath(article));
    }
  }
  // An article's address carries no query: the canonical one is without it.
  const withQuery = await request.get(`/news/${english.id}?utm_source=feed`, { maxRedirects: 0 });
  expect(withQuery.status()).toBe(301);
  expect(location(withQuery)).toBe(articlePath(english));

  // No such article: 404, a page that says so and links home, kept out of search engines.
  for (const missing of ['/news/999999999', `/news/999999999/${english.slug}`, '/news/abc']) {
    const res = await request.get(missing, { maxRedirects: 0 });
    expect(res.status(), missing).toBe(404);
    const page = await html(res);
    expect(bodyText(page)).toContain(t('en', 'article.notFound'));
    expect(tags(page, 'a').map((a) => a.href)).toContain('/home');
    expect(meta(page, 'robots')).toMatch(/noindex/);
  }

  // An address the site does not know: 302 to /home.
  for (const unknown of ['/nope', '/no/such/page?x=1']) {
    const res = await request.get(unknown, { maxRedirects: 0 });
    expect(res.status(), unknown).toBe(302);
    expect(location(res), unknown).toBe('/home');
  }

  // Staff pages are the staff app, rendered in the browser, and never indexed.
  for (const staff of ['/admin', '/login', '/users', '/admin/add']) {
    const res = await request.get(staff, { maxRedirects: 0 });
    expect(res.status(), staff).toBe(200);
    expect(res.headers()['x-robots-tag'], staff).toBe('noindex');
    const page = await html(res);
    expect(meta(page, 'robots'), staff).toMatch(/(^|,\s*)noindex\b/);
    expect(page, staff).toContain('<div id="root"></div>');
  }
  // Reader pages are indexed.
  const home = await html(await request.get('/home'));
  expect(meta(home, 'robots') ?? '').not.toMatch(/noindex/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an English article reads: headline, byline, body paragraphs and a link home', async ({
    page,
  }) => {
    await page.goto(articlePath(single));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(single.title);
    await expect(main.getByText(`By ${single.author.name}`, { exact: true })).toBeVisible();
    for (const paragraph of single.content.split('\n\n')) {
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(`${single.title} | News Today`);
    await main.getByRole('link', { name: 'Back to News' }).first().click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  });

  test('an article in both editions reads in each, and "Read in" leads to the other', async ({
    page,
  }) => {
    await page.goto(articlePath(english));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(english.title);
    for (const paragraph of PARAGRAPHS) {
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Read in తెలుగు' }).click();
    await expect(page).toHaveURL(encodeURI(articlePath(telugu)));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(telugu.title);
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'te');
    for (const paragraph of TELUGU_PARAGRAPHS) {
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });

  test('home shows the headlines, and its links are real links', async ({ page, baseURL }) => {
    await page.goto('/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    // Our newest stories are on the front page, each headline a link to the slug address.
    for (const article of [single, english]) {
      const headline = main.getByRole('link', { name: article.title, exact: true }).first();
      await expect(headline).toBeVisible();
      await expect(headline).toHaveAttribute('href', articlePath(article));
    }
    const headlines = main.getByRole('article').getByRole('heading').getByRole('link');
    expect(await headlines.count()).toBeGreaterThan(8);
    // Every link in the page goes somewhere on the site, without a script.
    const hrefs = await page
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const href of hrefs) expect(href, 'a link without an address').toMatch(/^\/|^#/);
    // No control of the page is a button that needs a script, except the search form's submit.
    await expect(main.getByRole('button')).toHaveText(['Search']);

    // A headline opens its article.
    await main.getByRole('link', { name: single.title, exact: true }).first().click();
    await expect(page).toHaveURL(articlePath(single));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(single.title);

    // The edition control and 'Browse by Category' are links too.
    await page.goto('/home');
    await page.getByRole('group', { name: 'Edition' }).getByRole('link', { name: 'తెలుగు' }).click();
    await expect(page).toHaveURL('/home?edition=te');
    await expect(
      page.getByRole('main').getByRole('link', { name: telugu.title, exact: true }).first(),
    ).toBeVisible();
    await page.goto('/home');
    await page
      .getByRole('region', { name: 'Browse by Category' })
      .getByRole('link', { name: 'Business' })
      .click();
    await expect(page).toHaveURL('/home?category=Business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business');
    await expect(page.getByRole('main').getByRole('link', { name: english.title })).not.toHaveCount(
      0,
    );
    expect(new URL(page.url()).origin).toBe(baseURL);
  });

  test('the search form works without a script: a GET to /home with the results', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('weaving');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(new URL(page.url()).searchParams.get('search')).toBe('weaving');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “weaving”');
    const api = await searchResults(request, { search: 'weaving' });
    expect(api.items.map((a) => a.id)).toContain(english.id);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(api.items.map((a) => a.title));
    // The word is marked where it matched.
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: english.title })
        .locator('mark'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/^weaving$/i);
  });
});

/** Errors and warnings the page logs, and the requests it makes, from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => {
    // The tests keep the service worker out (playwright.config.ts), which Playwright says.
    if (/^Service Worker registration blocked by Playwright/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request));
  return {
    problems,
    requests,
    /** The requests to the site's data: GraphQL and the interface strings. */
    dataRequests: () =>
      requests
        .map((r) => new URL(r.url()).pathname)
        .filter((p) => p === '/graphql' || p.startsWith('/assets/i18n/')),
    reset() {
      problems.length = 0;
      requests.length = 0;
    },
  };
}

test('with JavaScript, reader pages load one small script, no framework, and ask for no data', async ({
  page,
}) => {
  const seen = watch(page);
  for (const address of [
    '/home',
    articlePath(single),
    articlePath(english),
    // In the page's own language: Telugu (each address is a new reader's first page).
    encodeURI(articlePath(telugu)),
    '/home?edition=te',
    '/home?search=weaving',
  ]) {
    // A reader who has chosen nothing yet: no preference cookies, nothing stored.
    await page.context().clearCookies();
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
    seen.reset();
    await page.goto(address, { waitUntil: 'networkidle' });
    const scripts = seen.requests.filter((r) => r.resourceType() === 'script');
    expect(
      scripts.map((r) => new URL(r.url()).pathname),
      `scripts on ${address}`,
    ).toEqual([expect.stringMatching(/^\/assets\/reader-[\w-]+\.js$/)]);
    // The budget: at most 15 kB gzip of script on a reader page.
    const body = await (await scripts[0]!.response())!.body();
    expect(gzipSync(body).length, `the script of ${address}, gzip bytes`).toBeLessThanOrEqual(
      15_000,
    );
    // The server's HTML is the page: React never runs here.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('*')].some((el) =>
          Object.keys(el).some((key) => key.startsWith('__react')),
        ),
      ),
      `React on ${address}`,
    ).toBe(false);
    expect.soft(seen.problems, `errors or warnings on ${address}`).toEqual([]);
    expect.soft(seen.dataRequests(), `data requested on ${address}`).toEqual([]);
  }
});

test('a headline is a link to the next page, which the browser loads whole', async ({ page }) => {
  await page.goto('/home');
  const seen = watch(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: single.title, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(articlePath(single));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(single.title);
  await expect(page.getByText(single.content.split('\n\n')[1]!, { exact: true })).toBeVisible();
  expect(seen.requests.filter((r) => r.resourceType() === 'document').length).toBe(1);
  expect(seen.problems).toEqual([]);
});

test("a Telugu reader's pages arrive in Telugu; a dark theme arrives dark", async ({
  page,
  request,
  baseURL,
}) => {
  // Over HTTP, with the cookies the site sets.
  const te = await html(await request.get('/home', { headers: { cookie: 'lang=te' } }));
  expect(tags(te, 'html')[0]).toMatchObject({ lang: 'te' });
  expect(bodyText(te)).toContain(t('te', 'home.latest'));
  expect(te).toMatch(new RegExp(`<h1\\b[^>]*>${t('te', 'home.latest')}</h1>`));
  // The Telugu interface opens on the Telugu edition.
  expect(bodyText(te)).toContain(telugu.title);
  const dark = await html(await request.get('/home', { headers: { cookie: 'theme=dark' } }));
  expect(dark).toMatch(/<html\b[^>]*\bclass="dark"/);
  expect(tags(dark, 'html')[0]).toMatchObject({ lang: 'en' });
  const light = await html(await request.get('/home', { headers: { cookie: 'theme=light' } }));
  expect(light).toMatch(/<html\b[^>]*\bclass="light"/);

  // In the browser, with the cookies set: already Telugu and dark, no strings fetched.
  await page.context().addCookies([
    { name: 'lang', value: 'te', url: baseURL! },
    { name: 'theme', value: 'dark', url: baseURL! },
  ]);
  const seen = watch(page);
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('te', 'home.latest'));
  await expect(
    page.getByRole('main').getByRole('link', { name: telugu.title, exact: true }).first(),
  ).toBeVisible();
  expect.soft(seen.dataRequests(), 'data or strings requested again').toEqual([]);
  expect.soft(seen.problems, 'errors or warnings').toEqual([]);
  // Dark colours, not only the class.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!, `body background ${background}`).toBeLessThan(3 * 80);
});

test('robots.txt, the sitemaps and the RSS feeds', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split(/\r?\n/);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(lines).toContain(`Sitemap: ${baseURL}/news-sitemap.xml`);
  expect(lines).toContain('Disallow: /admin');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
    decodeEntities(loc!),
  );
  expect(locs).toContain(`${baseURL}${articlePath(english)}`);
  // A Telugu address, escaped as URLs in XML must be.
  expect(locs).toContain(`${baseURL}${encodeURI(articlePath(telugu))}`);
  for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[\x21-\x7e]+$/);

  const news = await request.get('/news-sitemap.xml');
  expect(news.status()).toBe(200);
  expect(await news.text()).toContain(`<loc>${baseURL}${articlePath(english)}</loc>`);

  // The Telugu edition's feed: RSS whose items are the Telugu edition's newest articles.
  const feed = await request.get('/feed.xml?edition=te');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const rss = await feed.text();
  expect(rss).toMatch(/^<\?xml[^>]*\?>\s*<rss\b[^>]*version="2.0"/);
  expect(rss).toContain('<language>te</language>');
  const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    title: item!.match(/<title>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/title>/)![1]!,
    link: decodeURI(item!.match(/<link>([^<]*)<\/link>/)![1]!),
  }));
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item.title, item.title).toMatch(TELUGU_LETTERS);
  const newestTelugu = await listArticles(request, { language: 'TE', pageSize: items.length });
  expect(items.map((i) => i.title)).toEqual(newestTelugu.items.map((a) => a.title));
  expect(items[0]).toEqual({ title: telugu.title, link: `${baseURL}${articlePath(telugu)}` });

  // A category's feed; a wrong parameter is refused.
  const sports = await request.get('/feed.xml?category=Sports');
  expect(sports.status()).toBe(200);
  const sportsItems = [...(await sports.text()).matchAll(/<item>([\s\S]*?)<\/item>/g)];
  expect(sportsItems.length).toBeGreaterThan(0);
  for (const [item] of sportsItems)
    expect(item).toMatch(
      new RegExp(
        `<category>(${t('en', 'categories.SPORTS')}|${t('te', 'categories.SPORTS')})</category>`,
      ),
    );
  for (const wrong of ['/feed.xml?edition=xx', '/feed.xml?category=Nope']) {
    expect((await request.get(wrong)).status(), wrong).toBe(400);
  }
});

test('GraphiQL is served by the site itself and runs a query with no internet', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.goto('/graphiql');
  const editor = page.locator('.graphiql-query-editor');
  await expect(editor.locator('.view-lines')).toBeVisible();
  const run = page.getByRole('button', { name: /^Execute query/ });
  await expect(run).toBeVisible();

  // The query replaces the editor's text: everything selected and deleted, then pasted (typed,
  // Monaco would close the brace itself).
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect(editor.locator('.view-lines')).toHaveText('');
  await editor.locator('textarea').evaluate((textarea, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, '{ categories }');
  await expect(editor.locator('.view-lines')).toHaveText(/^\{\s*categories\s*\}$/);
  await run.click();
  const result = page.getByRole('region', { name: 'Result Window' });
  await expect(result).toContainText('"categories"');
  await expect(result).toContainText('POLITICS');
  await expect(result).toContainText('ANNOUNCEMENT');
  expect(outside, 'requests that left the site').toEqual([]);
});
