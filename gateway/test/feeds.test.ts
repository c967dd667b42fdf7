import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { articleSlug, type RestArticle } from '@news/contract';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { RestClient } from '../src/upstream.js';
import { feedRoutes } from '../src/web/feeds/routes.js';
import { startStack, testClock, uniqueName, type Stack } from './helpers.js';

/*
 * robots.txt, the sitemaps and the RSS feeds against the real api: what readers may see and
 * nothing else, canonical slug addresses on SITE_URL, escaped text, the edition and category
 * filters, the minute's cache, and 503 while the api is away.
 */

const SITE = 'https://news.example';
const W3C_SECOND = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

let stack: Stack;
let token: string;
/** A word in every title made here, to tell them from other tests' articles. */
const word = uniqueName('feed');

const articles = {} as Record<
  | 'escaped'
  | 'sportEn'
  | 'sportTe'
  | 'politicsTe'
  | 'old'
  | 'draft'
  | 'review'
  | 'scheduled'
  | 'photo',
  RestArticle
>;
const ESCAPED_TITLE = `Tom & Jerry <b>win</b> "big" ]]> and ]]> again ${word}`;
const ESCAPED_SUMMARY = 'Cats & mice <script>alert(1)</script> agree on a truce.';

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.url}${path}`, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

// A small reading of the XML (xml-js is strict: malformed XML throws).
function parse(text: string): Element {
  const doc = xml2js(text) as Element;
  return doc.elements!.find((e) => e.type === 'element')!;
}
const children = (el: Element | undefined, name: string): Element[] =>
  (el?.elements ?? []).filter((e) => e.type === 'element' && e.name === name);
const child = (el: Element | undefined, name: string) => children(el, name)[0];
const textOf = (el: Element | undefined): string =>
  (el?.elements ?? []).map((e) => String(e.text ?? e.cdata ?? '')).join('');

const url = (article: RestArticle) =>
  `${SITE}/news/${article.id}/${encodeURIComponent(articleSlug(article.title))}`;

/** Feed items by their link, with the parts the tests look at. */
function feedItems(text: string) {
  const channel = child(parse(text), 'channel')!;
  return children(channel, 'item').map((item) => ({
    title: textOf(child(item, 'title')),
    link: textOf(child(item, 'link')),
    guid: textOf(child(item, 'guid')),
    description: textOf(child(item, 'description')),
    pubDate: textOf(child(item, 'pubDate')),
    category: textOf(child(item, 'category')),
    creator: textOf(child(item, 'dc:creator')),
    enclosure: child(item, 'enclosure')?.attributes,
    media: child(item, 'media:content')?.attributes,
  }));
}

const sitemapUrls = (text: string) =>
  children(parse(text), 'url').map((u) => ({
    loc: textOf(child(u, 'loc')),
    lastmod: textOf(child(u, 'lastmod')),
    alternates: children(u, 'xhtml:link').map((l) => l.attributes as Record<string, string>),
  }));

async function create(overrides: Record<string, unknown>): Promise<RestArticle> {
  return stack.api.createArticle(token, overrides);
}

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { SITE_URL: `${SITE}/` } });
  token = await stack.api.adminToken();
  // Everything is made before any document is asked for: they are kept for a minute.
  articles.escaped = await create({ title: ESCAPED_TITLE, summary: ESCAPED_SUMMARY });
  articles.sportEn = await create({
    title: `Cricket team wins the final ${word}`,
    content: 'The home side won by six wickets.\n\nMore later.',
    category: 'Sports',
  });
  articles.sportTe = await create({
    title: `క్రికెట్ జట్టు ఫైనల్ గెలిచింది ${word}`,
    content: 'సొంత జట్టు ఆరు వికెట్ల తేడాతో గెలిచింది.',
    category: 'Sports',
    language: 'te',
    translationId: articles.sportEn.id,
  });
  articles.politicsTe = await create({
    title: `నగర మండలి నిర్ణయం ${word}`,
    content: 'మండలి కొత్త బస్సు మార్గాలను ఆమోదించింది.',
    language: 'te',
  });
  articles.old = await create({ title: `Four days old ${word}`, date: daysAgo(4) });
  articles.draft = await create({ title: `Secret draft ${word}`, status: 'draft' });
  articles.review = await create({ title: `Waiting for review ${word}`, status: 'in_review' });
  articles.scheduled = await create({
    title: `Scheduled for tomorrow ${word}`,
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  // An uploaded photo wider than the 1200 px the feed carries.
  const jpeg = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const uploaded = await fetch(`${stack.url}/graphql/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const { image } = (await uploaded.json()) as { image: { id: string } };
  articles.photo = await create({
    title: `Park opens with a photo ${word}`,
    category: 'Environment',
    imageId: image.id,
    imageAlt: 'A green park',
  });
  // Refreshed: the translation link is set on both sides.
  for (const key of ['sportEn', 'photo'] as const) {
    const res = await stack.api.inject({ method: 'GET', url: `/Articles/${articles[key].id}` });
    articles[key] = res.json<RestArticle>();
  }
});
afterAll(() => stack.close());

const hidden = () => [articles.draft, articles.review, articles.scheduled];
const mentionsHidden = (text: string) =>
  hidden().some((a) => text.includes(`/news/${a.id}/`) || text.includes(a.title));

describe('GET /robots.txt', () => {
  it('allows the site but the staff screens and the API, and names both sitemaps', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/login', '/users', '/graphql', '/graphiql']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${SITE}/news-sitemap.xml`);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await get('/robots.txt', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists each published article at its slug address with lastmod, and the home pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const root = parse(res.text);
    expect(root.name).toBe('urlset');
    expect(root.attributes).toMatchObject({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    const urls = sitemapUrls(res.text);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));

    const sport = byLoc.get(
      `${SITE}/news/${articles.sportEn.id}/cricket-team-wins-the-final-${word}`,
    );
    expect(sport).toBeDefined();
    expect(sport!.lastmod).toMatch(W3C_SECOND);
    expect(sport!.lastmod).toBe(articles.sportEn.updatedAt.replace(/\.\d{3}Z$/, 'Z'));
    // Telugu letters are kept in the slug, percent-encoded as UTF-8.
    const teLoc = url(articles.sportTe);
    expect(teLoc).toContain(
      '/%E0%B0%95%E0%B1%8D%E0%B0%B0%E0%B0%BF%E0%B0%95%E0%B1%86%E0%B0%9F%E0%B1%8D-',
    );
    expect(byLoc.has(teLoc)).toBe(true);
    for (const article of [articles.escaped, articles.politicsTe, articles.old, articles.photo]) {
      expect(byLoc.get(url(article))?.lastmod).toMatch(W3C_SECOND);
    }
    for (const edition of ['en', 'te']) {
      expect(byLoc.get(`${SITE}/home?edition=${edition}`)?.lastmod).toMatch(W3C_SECOND);
    }
    for (const u of urls) expect(u.loc.startsWith(`${SITE}/`)).toBe(true);
    expect(mentionsHidden(res.text)).toBe(false);
  });

  it('links an article and its translation both ways with hreflang', async () => {
    const urls = new Map(sitemapUrls((await get('/sitemap.xml')).text).map((u) => [u.loc, u]));
    const pair = [
      { hreflang: 'en', href: url(articles.sportEn), rel: 'alternate' },
      { hreflang: 'te', href: url(articles.sportTe), rel: 'alternate' },
    ];
    expect(urls.get(url(articles.sportEn))!.alternates).toEqual(expect.arrayContaining(pair));
    expect(urls.get(url(articles.sportTe))!.alternates).toEqual(expect.arrayContaining(pair));
    expect(urls.get(url(articles.politicsTe))!.alternates).toEqual([]);
    expect(urls.get(`${SITE}/home?edition=te`)!.alternates.map((a) => a.hreflang)).toEqual(
      expect.arrayContaining(['en', 'te', 'x-default']),
    );
  });
});

describe('GET /news-sitemap.xml', () => {
  it('has the articles of the last 48 hours only, as Google News wants them', async () => {
    // The 48 hours before the document was made, which is after this.
    const since = Date.now() - 48 * 3600_000;
    const res = await get('/news-sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const root = parse(res.text);
    expect(root.attributes).toMatchObject({
      'xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
    });
    const entries = children(root, 'url').map((u) => {
      const news = child(u, 'news:news');
      const publication = child(news, 'news:publication');
      return {
        loc: textOf(child(u, 'loc')),
        name: textOf(child(publication, 'news:name')),
        language: textOf(child(publication, 'news:language')),
        date: textOf(child(news, 'news:publication_date')),
        title: textOf(child(news, 'news:title')),
      };
    });
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    expect(byLoc.get(url(articles.sportTe))).toMatchObject({
      name: 'News Today',
      language: 'te',
      title: articles.sportTe.title,
    });
    expect(byLoc.get(url(articles.sportEn))).toMatchObject({ language: 'en' });
    expect(byLoc.has(url(articles.old))).toBe(false);
    for (const entry of entries) {
      expect(entry.date).toMatch(W3C_SECOND);
      expect(Date.parse(entry.date)).toBeGreaterThanOrEqual(since - 1000);
      expect(entry.name).toBe('News Today');
    }
    // Escaped in the document, whole once read.
    expect(byLoc.get(url(articles.escaped))!.title).toBe(ESCAPED_TITLE);
    expect(res.text).toContain('Tom &amp; Jerry &lt;b&gt;win&lt;/b&gt; &quot;big&quot;');
    expect(mentionsHidden(res.text)).toBe(false);
  });
});

describe('GET /feed.xml', () => {
  it('is RSS 2.0 of the newest published articles, with summaries, authors and images', async () => {
    const res = await get('/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const rss = parse(res.text);
    expect(rss.name).toBe('rss');
    expect(rss.attributes?.version).toBe('2.0');
    expect(textOf(child(child(rss, 'channel'), 'title'))).toBe('News Today');
    const items = feedItems(res.text);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(30);
    const escaped = items.find((i) => i.link === url(articles.escaped))!;
    expect(escaped).toMatchObject({
      title: ESCAPED_TITLE,
      description: ESCAPED_SUMMARY,
      guid: `${SITE}/news/${articles.escaped.id}`,
      pubDate: new Date(articles.escaped.publishedAt!).toUTCString(),
      category: 'Politics',
    });
    expect(escaped.creator).toBe(articles.escaped.author.name);
    // No written summary: the excerpt.
    const sport = items.find((i) => i.link === url(articles.sportEn))!;
    expect(sport.description).toBe('The home side won by six wickets.');
    // A pasted image address: absolute on the site.
    expect(sport.enclosure).toMatchObject({ url: `${SITE}/media/seed/example.svg` });
    // An uploaded photo: its 1200 px JPEG.
    const variant = articles.photo.image!.variants.find(
      (v) => v.width === 1200 && v.type === 'image/jpeg',
    )!;
    const photo = items.find((i) => i.link === url(articles.photo))!;
    expect(photo.enclosure).toEqual({
      url: `${SITE}${variant.url}`,
      type: 'image/jpeg',
      length: String(variant.bytes),
    });
    expect(photo.media).toMatchObject({ url: `${SITE}${variant.url}`, width: '1200' });
    expect(mentionsHidden(res.text)).toBe(false);
    // Newest first.
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('has only the asked edition, titled in its language', async () => {
    const te = await get('/feed.xml?edition=te');
    expect(te.status).toBe(200);
    const channel = child(parse(te.text), 'channel');
    expect(textOf(child(channel, 'title'))).toBe('నేటి వార్తలు — తెలుగు ఎడిషన్');
    expect(textOf(child(channel, 'language'))).toBe('te');
    const teLinks = feedItems(te.text).map((i) => i.link);
    expect(teLinks).toEqual(
      expect.arrayContaining([url(articles.sportTe), url(articles.politicsTe)]),
    );
    expect(teLinks).not.toContain(url(articles.sportEn));

    const en = await get('/feed.xml?edition=en');
    const enLinks = feedItems(en.text).map((i) => i.link);
    expect(textOf(child(child(parse(en.text), 'channel'), 'title'))).toBe(
      'News Today — English edition',
    );
    expect(enLinks).toContain(url(articles.sportEn));
    expect(enLinks).not.toContain(url(articles.sportTe));
    expect(enLinks).not.toContain(url(articles.politicsTe));
  });

  it('has only the asked category, spelled as in the home page address (any case)', async () => {
    const res = await get('/feed.xml?category=sports&edition=te');
    expect(res.status).toBe(200);
    expect(textOf(child(child(parse(res.text), 'channel'), 'title'))).toBe(
      'నేటి వార్తలు — తెలుగు ఎడిషన్ — క్రీడలు',
    );
    const items = feedItems(res.text);
    expect(items.map((i) => i.link)).toEqual([url(articles.sportTe)]);
    expect(items[0]!.category).toBe('క్రీడలు');

    const both = feedItems((await get('/feed.xml?category=Sports')).text);
    expect(both.map((i) => i.link)).toEqual(
      expect.arrayContaining([url(articles.sportEn), url(articles.sportTe)]),
    );
    for (const item of both) expect(['Sports', 'క్రీడలు']).toContain(item.category);
  });

  it('refuses a bad edition or category with 400, naming the parameter', async () => {
    for (const [query, name] of [
      ['edition=fr', 'edition'],
      ['edition=en&edition=te', 'edition'],
      ['category=Weather', 'category'],
    ]) {
      const res = await get(`/feed.xml?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.text).toContain(`${name} parameter`);
    }
  });

  it('answers HEAD', async () => {
    const res = await get('/feed.xml?edition=en', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.text).toBe('');
  });
});

describe('the minute’s cache', () => {
  it('builds a document once, for requests at the same time and after', async () => {
    stack.resetCalls();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('/feed.xml?category=Technology')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await get('/feed.xml?category=technology');
    expect(stack.calls.filter((c) => c.url.startsWith('/Articles'))).toHaveLength(1);
    // The call is the readers' view, with only the fields a feed needs.
    const call = stack.calls[0]!;
    expect(call.bearer).toBeUndefined();
    const params = new URL(call.url, 'http://api').searchParams;
    expect(params.get('PageSize')).toBe('30');
    expect(params.get('Filter')).toBe('Technology');
    expect(params.get('Fields')!.split(',')).not.toContain('content');
  });
});

describe('a sitemap of more addresses than one file takes', () => {
  it('is an index of parts that hold every address once', async () => {
    const app = Fastify();
    const address = stack.api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // Its deadline on a clock nobody moves, and undici's own far away: never late.
    const rest = new RestClient(
      new URL(`http://127.0.0.1:${port}/`),
      60_000,
      4,
      { warn: () => undefined },
      testClock(),
    );
    feedRoutes(app, rest, { siteUrl: SITE, sitemapMaxUrls: 3 });
    app.addHook('onClose', () => rest.close());
    try {
      const whole = sitemapUrls((await get('/sitemap.xml')).text).map((u) => u.loc);
      const index = await app.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      const root = parse(index.body);
      expect(root.name).toBe('sitemapindex');
      const parts = children(root, 'sitemap').map((s) => textOf(child(s, 'loc')));
      expect(parts).toHaveLength(Math.ceil(whole.length / 3));
      const seen: string[] = [];
      for (const [i, part] of parts.entries()) {
        expect(part).toBe(`${SITE}/sitemap.xml?page=${i + 1}`);
        const res = await app.inject(part.slice(SITE.length));
        expect(res.statusCode).toBe(200);
        const locs = sitemapUrls(res.body).map((u) => u.loc);
        expect(locs.length).toBeLessThanOrEqual(3);
        seen.push(...locs);
      }
      expect(seen.sort()).toEqual([...whole].sort());
      expect((await app.inject(`/sitemap.xml?page=${parts.length + 1}`)).statusCode).toBe(404);
      expect((await app.inject('/sitemap.xml?page=0')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('a sitemap of more articles than the api counts', () => {
  it('reads on past the counted pages and lists every article', async () => {
    // An api of 2,500 articles that counts, as ours does, up to 1,000.
    const all = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      title: `Story ${i + 1}`,
      updatedAt: '2026-01-01T00:00:00.000Z',
      publishedAt: '2026-01-01T00:00:00.000Z',
      language: 'en',
      translationId: null,
    }));
    const upstream = http.createServer((req, res) => {
      const query = new URL(req.url!, 'http://api').searchParams;
      const size = Number(query.get('PageSize'));
      const page = Number(query.get('Page'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: all.slice((page - 1) * size, page * size),
          pagination: {
            totalItems: 1000,
            totalItemsCapped: true,
            page,
            pageSize: size,
            totalPages: Math.ceil(1000 / size),
          },
        }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const app = Fastify();
    const rest = new RestClient(
      new URL(`http://127.0.0.1:${port}/`),
      60_000,
      4,
      { warn: () => undefined },
      testClock(),
    );
    feedRoutes(app, rest, { siteUrl: SITE });
    app.addHook('onClose', () => rest.close());
    try {
      const res = await app.inject('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      const locs = sitemapUrls(res.body).map((u) => u.loc);
      expect(locs.filter((loc) => loc.includes('/news/'))).toHaveLength(2500);
    } finally {
      await app.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

describe('while the api is away', () => {
  it('answers 503 in plain text, and works again once it is back', async () => {
    await stack.stopApi();
    try {
      const res = await get('/feed.xml?category=Business');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toMatch(/not answering/);
      // Cached documents are still served.
      expect((await get('/robots.txt')).status).toBe(200);
    } finally {
      await stack.restartApi();
    }
    // A failure is not kept: the next request builds the document.
    expect((await get('/feed.xml?category=Business')).status).toBe(200);
  });
});
