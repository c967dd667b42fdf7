import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ADMIN_PASSWORD, startStack, until, type Stack } from './helpers.js';

/**
 * The reader cache (src/reader-cache/): pages, feeds and anonymous GraphQL answers are kept
 * per entity they show, and a write drops exactly those that show what it touched, on every
 * gateway. The pages come from a stand-in for web/dist-server's renderer that reads through the
 * gateway's schema as the real one does: an article page asks for its article, the home page for
 * the latest articles, /about for nothing; each rendering carries a token of its own, so two
 * answers with the same text are one rendering.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const RENDERER = `
import crypto from 'node:crypto';
import { graphql } from ${JSON.stringify(createRequire(import.meta.url).resolve('graphql'))};

const ARTICLE = 'query($id: ID!) { article(id: $id) { id title } }';
const WITH_RELATED = 'query($id: ID!) { article(id: $id) { id title related { id title } } }';
const HOME = 'query($language: Language, $category: Category) { articles(pageSize: 5, language: $language, category: $category) { items { id title } } }';

export async function render(request) {
  const url = new URL(request.url, request.origin);
  const id = /^\\/news\\/(\\d+)/.exec(url.pathname)?.[1];
  const ask = (source, variableValues) =>
    graphql({ schema: request.schema, source, variableValues, contextValue: request.context() });
  const edition = url.searchParams.get('edition');
  const category = url.searchParams.get('category');
  const result = id
    ? await ask(url.pathname.endsWith('/more') ? WITH_RELATED : ARTICLE, { id })
    : url.pathname === '/home'
      ? await ask(HOME, {
          language: edition ? edition.toUpperCase() : null,
          category: category ? category.toUpperCase() : null,
        })
      : {};
  const status = id && !result.data?.article ? 404 : 200;
  const shown = JSON.stringify(result.data ?? null);
  return { status, html: '<!doctype html><html>' + shown + ' rendering=' + crypto.randomUUID() + '</html>' };
}
`;

let siteDir: string;
let dist: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-reader-cache-test-'));
  dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(
    path.join(dist, 'reader.html'),
    '<!doctype html><html><head><!--head--></head><body><!--body--></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'en.json'), '{"app":{"brand":"News"}}');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'te.json'), '{"app":{"brand":"వార్తలు"}}');
  fs.writeFileSync(path.join(siteDir, 'dist-server', 'entry-server.js'), RENDERER);
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const siteEnv = () => ({
  WEB_DIST: dist,
  SITE_URL: 'https://news.example',
  PAGE_CACHE_TTL_MS: '600000',
  RENDER_THREADS: '1',
});

const get = (origin: string, address: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${address}`, { headers: { accept: 'text/html', ...headers } });
const text = async (origin: string, address: string) => (await get(origin, address)).text();

/** The GraphQL answer to an anonymous GET, as a CDN in front would ask for it. */
const publicGet = (origin: string, id: string, headers: Record<string, string> = {}) =>
  fetch(
    `${origin}/graphql?${new URLSearchParams({
      query: 'query Story($id: ID!) { article(id: $id) { id title } }',
      variables: JSON.stringify({ id }),
    }).toString()}`,
    { headers: { 'apollo-require-preflight': 'true', ...headers } },
  );

async function adminToken(stack: Stack) {
  return stack.login('admin', ADMIN_PASSWORD);
}

async function publish(
  stack: Stack,
  token: string,
  title: string,
  language: 'EN' | 'TE' = 'EN',
  category = 'ENVIRONMENT',
): Promise<string> {
  const res = await stack.gql<{ createArticle: { id: string } }>(
    'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
    {
      input: {
        title,
        content: language === 'TE' ? 'తీరంలో భారీ వర్షం.' : `${title}: the whole story.`,
        category,
        language,
        mediaUrl: '/media/seed/x.svg',
        status: 'PUBLISHED',
      },
    },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle.id;
}

async function update(stack: Stack, token: string, id: string, input: Record<string, unknown>) {
  const res = await stack.gql(
    'mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }',
    { id, input },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
}

const retitle = (stack: Stack, token: string, id: string, title: string) =>
  update(stack, token, id, { title });
const recategorize = (stack: Stack, token: string, id: string, category: string) =>
  update(stack, token, id, { category });
const unpublish = (stack: Stack, token: string, id: string) =>
  update(stack, token, id, { status: 'DRAFT' });

describe('the reader cache in one gateway', () => {
  let stack: Stack;
  let token: string;
  let first: string;
  let second: string;
  /** A CDN's purge hook: the surrogate keys of each purge it was told of. */
  let cdn: http.Server;
  const cdnPurges: string[][] = [];
  const cdnEvents = new EventEmitter();

  beforeAll(async () => {
    cdn = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const keys = (JSON.parse(body) as { surrogateKeys: string[] }).surrogateKeys;
        // The header names the same keys, for a CDN that reads no bodies.
        cdnPurges.push(
          keys.join(' ') === req.headers['surrogate-key'] ? keys : ['(header differs)'],
        );
        cdnEvents.emit('purge');
        res.end();
      });
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
    stack = await startStack({ gatewayEnv: { ...siteEnv(), CDN_PURGE_URL: cdnUrl } });
    token = await adminToken(stack);
    first = await publish(stack, token, 'Dam gates open');
    second = await publish(stack, token, 'Metro line opens');
  });
  afterAll(async () => {
    await stack.close();
    await new Promise((resolve) => cdn.close(resolve));
  });

  it('a change to an article drops the pages that show it and keeps the others', async () => {
    const keptFirst = await text(stack.url, `/news/${first}`);
    const keptSecond = await text(stack.url, `/news/${second}`);
    const keptHome = await text(stack.url, '/home');
    const keptAbout = await text(stack.url, '/about');
    expect(await text(stack.url, `/news/${first}`)).toBe(keptFirst);
    expect(await text(stack.url, '/home')).toBe(keptHome);

    await retitle(stack, token, first, 'Dam gates open at dawn');
    expect(await text(stack.url, `/news/${first}`)).toContain('Dam gates open at dawn');
    expect(await text(stack.url, '/home')).toContain('Dam gates open at dawn');
    expect(await text(stack.url, `/news/${second}`)).toBe(keptSecond);
    expect(await text(stack.url, '/about')).toBe(keptAbout);
  });

  it('a new article joins the lists at once; pages of other articles stay', async () => {
    const keptHome = await text(stack.url, '/home');
    const keptSecond = await text(stack.url, `/news/${second}`);
    const keptFeed = await (await get(stack.url, '/feed.xml')).text();
    // A page asked for before its article exists is dropped when it comes to be.
    const next = String(Number(second) + 1);
    expect((await get(stack.url, `/news/${next}`)).status).toBe(404);

    expect(await publish(stack, token, 'Farmers get loans')).toBe(next);
    expect(await text(stack.url, '/home')).toContain('Farmers get loans');
    expect(await text(stack.url, '/home')).not.toBe(keptHome);
    expect(await (await get(stack.url, '/feed.xml')).text()).toContain('Farmers get loans');
    expect(keptFeed).not.toContain('Farmers get loans');
    expect((await get(stack.url, `/news/${next}`)).status).toBe(200);
    expect(await text(stack.url, `/news/${second}`)).toBe(keptSecond);
  });

  it("tells the CDN's purge hook the surrogate keys a write purged", async () => {
    const before = cdnPurges.length;
    await retitle(stack, token, second, 'Metro line opens on time');
    const purged = () => cdnPurges.slice(before).find((keys) => keys.includes(`Article:${second}`));
    await until(cdnEvents, 'purge', () => purged() !== undefined, 'the purge of the article');
    const purge = purged()!;
    // A change of words leaves the lists it is not on alone.
    expect(purge).not.toContain('Articles');
  });

  it("a new article drops its edition's lists and those of both, and keeps the other edition's", async () => {
    const telugu = await text(stack.url, '/home?edition=te');
    const teluguFeed = await (await get(stack.url, '/feed.xml?edition=te')).text();
    await text(stack.url, '/home?edition=en');
    await publish(stack, token, 'Cabinet approves the budget');
    expect(await text(stack.url, '/home?edition=en')).toContain('Cabinet approves the budget');
    expect(await text(stack.url, '/home')).toContain('Cabinet approves the budget');
    expect(await text(stack.url, '/home?edition=te')).toBe(telugu);
    expect(await (await get(stack.url, '/feed.xml?edition=te')).text()).toBe(teluguFeed);

    const flood = await publish(stack, token, 'వరద హెచ్చరిక', 'TE');
    expect(await text(stack.url, '/home?edition=te')).toContain('వరద హెచ్చరిక');
    expect(await (await get(stack.url, '/feed.xml?edition=te')).text()).toContain('వరద హెచ్చరిక');

    // An article's related stories are of its edition.
    const withRelated = await text(stack.url, `/news/${flood}/more`);
    await publish(stack, token, 'Markets close higher');
    expect(await text(stack.url, `/news/${flood}/more`)).toBe(withRelated);
    await publish(stack, token, 'తుఫాను హెచ్చరిక', 'TE');
    expect(await text(stack.url, `/news/${flood}/more`)).toContain('తుఫాను హెచ్చరిక');
  });

  it("a new article drops its category's lists and keeps the other categories'; a move drops both", async () => {
    const politics = '/home?edition=en&category=Politics';
    const environment = '/home?edition=en&category=Environment';
    const keptPolitics = await text(stack.url, politics);
    const politicsFeed = await (await get(stack.url, '/feed.xml?category=Politics')).text();
    await text(stack.url, environment);
    await (await get(stack.url, '/feed.xml?category=Environment')).text();

    const lake = await publish(stack, token, 'Lake levels rise');
    expect(await text(stack.url, environment)).toContain('Lake levels rise');
    expect(await (await get(stack.url, '/feed.xml?category=Environment')).text()).toContain(
      'Lake levels rise',
    );
    expect(await text(stack.url, '/home?edition=en')).toContain('Lake levels rise');
    expect(await text(stack.url, politics)).toBe(keptPolitics);
    expect(await (await get(stack.url, '/feed.xml?category=Politics')).text()).toBe(politicsFeed);

    // Moved to another category, it leaves the one list and joins the other.
    await recategorize(stack, token, lake, 'POLITICS');
    expect(await text(stack.url, politics)).toContain('Lake levels rise');
    expect(await text(stack.url, environment)).not.toContain('Lake levels rise');
  });

  it('a failed write drops nothing', async () => {
    const kept = await text(stack.url, '/home');
    const refused = await stack.gql(`mutation { deleteArticle(id: "${first}") }`);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await text(stack.url, '/home')).toBe(kept);
  });

  it('tells a CDN how long to keep a page, what it shows, and answers 304 to a copy still right', async () => {
    const res = await get(stack.url, `/news/${second}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=600, stale-while-revalidate=3600',
    );
    expect(res.headers.get('surrogate-key')?.split(' ')).toContain(`Article:${second}`);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(stack.url, `/news/${second}`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await get(stack.url, `/news/${second}`, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('keeps a page private to a reader with a session, without keeping it from back and forward', async () => {
    const sessions: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { cookie: `news_session=${token}` },
    ];
    for (const headers of sessions) {
      const res = await get(stack.url, `/news/${second}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('surrogate-key')).toBeNull();
    }
  });

  it('keeps public GraphQL answers per entity, and private ones for sessions', async () => {
    const res = await publicGet(stack.url, first);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(res.headers.get('surrogate-key')?.split(' ')).toContain(`Article:${first}`);
    const etag = res.headers.get('etag')!;
    expect((await publicGet(stack.url, first, { 'if-none-match': etag })).status).toBe(304);

    await retitle(stack, token, first, 'Dam gates shut again');
    const after = (await (await publicGet(stack.url, first)).json()) as {
      data: { article: { title: string } };
    };
    expect(after.data.article.title).toBe('Dam gates shut again');

    const signedIn = await publicGet(stack.url, first, { authorization: `Bearer ${token}` });
    expect(signedIn.headers.get('cache-control')).toContain('private');
    expect(signedIn.headers.get('surrogate-key')).toBeNull();
  });
});

describe('the reader cache when a scheduled story comes out', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: siteEnv() });
    token = await adminToken(stack);
    await publish(stack, token, 'Harbour reopens');
  });
  afterAll(() => stack.close());

  /** The newest stories, asked as GET as a CDN in front would ask. */
  const latest = () =>
    fetch(
      `${stack.url}/graphql?${new URLSearchParams({
        query: '{ articles(pageSize: 5) { items { id title } } }',
      }).toString()}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
  /** Asks until the answer shows `title`: the test's time limit says when it never does. */
  async function untilShown(ask: () => Promise<Response>, title: string) {
    while (!(await (await ask()).text()).includes(title));
  }
  const seconds = (header: string | null, name: string) =>
    Number(new RegExp(`\\b${name}=(\\d+)`).exec(header ?? '')?.[1]);

  it('its pages, feeds, sitemaps and GraphQL lists show it once its time comes, with no write', async () => {
    const title = 'Polls open at dawn';
    const at = Date.now() + 6000;
    const created = await stack.gql<{ createArticle: { id: string } }>(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title,
          content: 'Voting begins across the state.',
          category: 'POLITICS',
          language: 'EN',
          mediaUrl: '/media/seed/x.svg',
          status: 'PUBLISHED',
          publishAt: new Date(at).toISOString(),
        },
      },
      { token },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createArticle.id;
    const readers: [string, () => Promise<Response>, string][] = [
      ['the home page', () => get(stack.url, '/home'), title],
      ['the feed', () => get(stack.url, '/feed.xml'), title],
      ['the sitemap', () => get(stack.url, '/sitemap.xml'), `/news/${id}/`],
      ['the GraphQL list', latest, title],
    ];

    // Read (and kept) before it comes out; no cache in front is told to keep them past then.
    for (const [what, ask, shown] of readers) {
      const res = await ask();
      expect(await res.text(), what).not.toContain(shown);
      const cacheControl = res.headers.get('cache-control');
      const kept = seconds(cacheControl, 's-maxage') || seconds(cacheControl, 'max-age');
      expect(kept, `${what}: ${cacheControl}`).toBeLessThanOrEqual(6);
      expect(cacheControl, what).not.toContain('stale-while-revalidate');
    }
    const home = await (await get(stack.url, '/home')).text();
    expect(await (await get(stack.url, '/home')).text()).toBe(home);

    // The readers' view changes by itself at that instant: the test waits for it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    for (const [, ask, shown] of readers) await untilShown(ask, shown);
  }, 25_000);
});

/** A second gateway in front of the stack's api, sharing its Redis and key prefix. */
async function secondGateway(stack: Stack, env: Record<string, string>) {
  const apiPort = (stack.api.app.server.address() as AddressInfo).port;
  const gateway: Gateway = await buildGateway(
    loadConfig({
      LOG_LEVEL: 'silent',
      API_URL: `http://127.0.0.1:${apiPort}`,
      API_TIMEOUT_MS: '60000',
      ...env,
    }),
  );
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    gateway,
    origin: `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`,
  };
}

describe.skipIf(REDIS_URL === 'none')('the reader cache shared in Redis', () => {
  let stack: Stack;
  let other: { gateway: Gateway; origin: string };
  let token: string;
  // A prefix of its own per run: runs sharing one Redis never see each other's entries.
  const prefix = `test:reader:${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const env = { ...siteEnv(), REDIS_URL, REDIS_KEY_PREFIX: prefix };
    stack = await startStack({ gatewayEnv: env });
    other = await secondGateway(stack, env);
    await Promise.all([stack.gateway.redisReady, other.gateway.redisReady]);
    token = await adminToken(stack);
  });
  afterAll(async () => {
    await other.gateway.app.close();
    await stack.close();
    const redis = new Redis(REDIS_URL);
    for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it("a write through one gateway is on the other's pages, feeds and GraphQL as soon as it is answered", async () => {
    const id = await publish(stack, token, 'Rain on the coast');
    const address = `/news/${id}`;
    // Each gateway has the pages in its memory, and one rendering served both.
    const kept = await text(other.origin, address);
    expect(await text(stack.url, address)).toBe(kept);
    expect(await text(other.origin, '/home')).toContain('Rain on the coast');
    expect(await (await get(other.origin, '/feed.xml')).text()).toContain('Rain on the coast');
    expect(await (await publicGet(other.origin, id)).text()).toContain('Rain on the coast');

    await retitle(stack, token, id, 'Heavy rain on the coast');
    expect(await text(other.origin, address)).toContain('Heavy rain on the coast');
    expect(await text(other.origin, '/home')).toContain('Heavy rain on the coast');
    expect(await (await get(other.origin, '/feed.xml')).text()).toContain(
      'Heavy rain on the coast',
    );
    expect(await (await publicGet(other.origin, id)).text()).toContain('Heavy rain on the coast');

    await unpublish(stack, token, id);
    expect((await get(other.origin, address)).status).toBe(404);
    expect(await text(other.origin, '/home')).not.toContain('rain on the coast');
    expect(await (await get(other.origin, '/feed.xml')).text()).not.toContain('rain on the coast');
    expect(await (await publicGet(other.origin, id)).json()).toEqual({ data: { article: null } });
  });

  it('a page rendered by one gateway is served by the other without rendering it again', async () => {
    const id = await publish(stack, token, 'Cabinet meets');
    const rendered = await text(stack.url, `/news/${id}`);
    expect(await text(other.origin, `/news/${id}`)).toBe(rendered);
  });
});

describe('the reader cache when Redis is down', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    // Nothing listens on port 1.
    stack = await startStack({ gatewayEnv: { ...siteEnv(), REDIS_URL: 'redis://127.0.0.1:1' } });
    token = await adminToken(stack);
  });
  afterAll(() => stack.close());

  it('serves and keeps pages in its own memory, and purges them there', async () => {
    const id = await publish(stack, token, 'League final tonight');
    const kept = await text(stack.url, `/news/${id}`);
    expect(kept).toContain('League final tonight');
    expect(await text(stack.url, `/news/${id}`)).toBe(kept);
    await retitle(stack, token, id, 'League final postponed');
    expect(await text(stack.url, `/news/${id}`)).toContain('League final postponed');
    expect(await (await publicGet(stack.url, id)).text()).toContain('League final postponed');
  });
});
