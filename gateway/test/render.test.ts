import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/**
 * The gateway's handling of server-rendered pages, with a stand-in for web/dist-server's renderer
 * (the real one is built by the web workspace and driven by the browser tests): what is kept and
 * for whom, what is shared, how pages are compressed, that pages are rendered as a reader, and how
 * the render threads are bounded.
 *
 * The stand-in runs in the render threads, which share no module state with the test: it writes
 * what it saw into the page it answers (with its thread and a count of its renderings, so two
 * answers with the same text are one rendering). A rendering of `/news/hold/<name>` tells the test
 * it has started (over a BroadcastChannel), is handed a gate, and blocks its thread on it, event
 * loop and all, until the test opens the gate: were it the gateway's own thread, nothing else
 * would be answered meanwhile.
 */
const CHANNEL = `news-render-test-${crypto.randomUUID()}`;
const RENDERER = `
import { threadId } from 'node:worker_threads';

const channel = new BroadcastChannel(${JSON.stringify(CHANNEL)});
const gates = new Map();
channel.onmessage = ({ data }) => gates.get(data.hold)?.(data.gate);
let renderings = 0;

export async function render(request) {
  const n = ++renderings;
  const url = new URL(request.url, request.origin);
  const path = url.pathname;
  if (path === '/news/1') return { status: 301, location: '/news/1/slug' };
  if (path === '/news/crash') throw new Error('the stand-in renderer broke');
  if (path === '/news/exit') process.exit(1);
  if (path.startsWith('/news/hold/')) {
    const gate = await new Promise((resolve) => {
      gates.set(path, resolve);
      channel.postMessage({ started: path, thread: threadId });
    });
    gates.delete(path);
    Atomics.store(gate, 1, 1);
    Atomics.wait(gate, 0, 0);
  }
  const context = request.context();
  if (path === '/news/reader') await context.articles.list({ PageSize: 1 }, ['id']);
  if (path.startsWith('/news/prose')) {
    let seed = 7;
    const words = Array.from({ length: 6000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return ['metro', 'rain', 'dam', 'cabinet', 'league', 'farmers', 'loan', 'కృష్ణ', 'వరద'][seed % 9] + (seed % 97);
    });
    return { status: 200, html: '<!doctype html><html><p>' + words.join(' ') + '</p></html>' };
  }
  const status =
    path === '/news/down' ? 503 : path === '/news/404' ? 404 : path.includes('%A4%A') ? 400 : 200;
  const body = '<p>url=' + request.url + ' lang=' + request.lang + ' theme=' + request.theme +
    ' origin=' + request.origin + ' signedIn=' + context.signedIn +
    ' schema=' + request.schema.getQueryType().name + ' brand=' + request.strings.te.app.brand +
    ' template=' + request.template.length + ' thread=' + threadId + ' rendering=' + n +
    ' zone=' + request.timeZone + ' preview=' + request.preview + '</p>';
  return { status, html: '<!doctype html><html>' + body + ' '.repeat(4000) + '</html>' };
}
`;
const READER =
  '<!doctype html><html lang="en"><head><!--head--></head><body><!--body--></body></html>';
/** The staff app's page, naming the newsroom's zone as the build writes it. */
const STAFF_PAGE = (zone: string) =>
  `<!doctype html><meta name="newsroom-time-zone" content="${zone}" /><div id="root"></div>`;
const THREADS = 2;
const QUEUE = 1;
const TTL_MS = 60_000;

let stack: Stack;
let siteDir: string;
let channel: BroadcastChannel;
/** Every `started` message from a held rendering, in order. */
const started: { started: string; thread: number }[] = [];
/** The gates of each address's held renderings: [0] opens one, [1] says its thread is blocked. */
const gates = new Map<string, Int32Array[]>();
let releases = 0;
/** Held renderings that started while THREADS others were running (none, if threads are bounded). */
let beyondThreads = 0;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-render-test-'));
  const dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'reader.html'), READER);
  fs.writeFileSync(path.join(dist, 'index.html'), STAFF_PAGE('Asia/Kolkata'));
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'en.json'), '{"app":{"brand":"News Today"}}');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'te.json'), '{"app":{"brand":"న్యూస్"}}');
  fs.writeFileSync(path.join(siteDir, 'dist-server', 'entry-server.js'), RENDERER);
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => {
    const message = event.data as (typeof started)[number];
    const gate = new Int32Array(new SharedArrayBuffer(8));
    gates.set(message.started, [...(gates.get(message.started) ?? []), gate]);
    channel.postMessage({ hold: message.started, gate });
    started.push(message);
    if (started.length > THREADS + releases) beyondThreads++;
  };
  stack = await startStack({
    gatewayEnv: {
      WEB_DIST: dist,
      SITE_URL: 'https://news.example',
      PAGE_CACHE_TTL_MS: String(TTL_MS),
      RENDER_THREADS: String(THREADS),
      RENDER_QUEUE: String(QUEUE),
      NEWSROOM_TIME_ZONE: 'America/New_York',
    },
  });
});

afterAll(async () => {
  // A test that failed may have left renderings held.
  for (const gate of [...gates.values()].flat()) {
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
  }
  await stack?.close();
  channel?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const page = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${address}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  });

const text = async (address: string, headers: Record<string, string> = {}) =>
  (await page(address, headers)).text();

/**
 * Resolves once the `nth` held rendering of `address` (from 0) has blocked its thread; answers
 * the thread.
 */
async function whenStarted(address: string, nth = 0): Promise<number> {
  await until(() => {
    const gate = gates.get(address)?.[nth];
    return gate !== undefined && Atomics.load(gate, 1) === 1;
  });
  return started.filter((s) => s.started === address)[nth]!.thread;
}

function release(address: string, nth = 0) {
  releases++;
  const gate = gates.get(address)![nth]!;
  Atomics.store(gate, 0, 1);
  Atomics.notify(gate, 0);
}

/** Waits until `condition` holds, checking as the event loop turns. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** The answer's body as sent: fetch would decode it. */
const raw = (address: string, encoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`${stack.url}${address}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const threadOf = (html: string) => Number(/thread=(\d+)/.exec(html)?.[1]);
/** The size of `text` compressed at a Brotli quality, as the gateway's copies are compared with. */
const brotliSize = (text: string, quality: number) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    .length;

describe('server-rendered pages', () => {
  it('renders a page once and serves it from memory to the next reader', async () => {
    const first = await page('/home?edition=te');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    // Browsers check back each time; a shared cache in front keeps it as long as the gateway.
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=360',
    );
    const html = await first.text();
    // Rendered in a thread with what the thread built: the schema, the strings, the template.
    expect(html).toContain(
      `url=/home?edition=te lang=null theme=null origin=https://news.example signedIn=false ` +
        `schema=Query brand=న్యూస్ template=${READER.length} thread=`,
    );
    expect(await text('/home?edition=te')).toBe(html);
  });

  it('keeps one page per canonical address: unknown parameters and their order make no new one', async () => {
    const html = await text('/home?category=sports&search=%20rain%20&edition=te');
    expect(html).toContain('url=/home?edition=te&search=rain&category=Sports lang=');
    for (const address of [
      '/home?edition=te&search=rain&category=Sports',
      '/home?search=rain&utm_source=share&category=SPORTS&edition=te&fbclid=1',
      '/home?page=1&x=2&edition=te&category=sports&search=rain',
    ]) {
      expect(await text(address)).toBe(html);
    }
    // Any other page keeps no query at all.
    const article = await text('/news/5/a-story?utm_source=share');
    expect(article).toContain('url=/news/5/a-story lang=');
    expect(await text('/news/5/a-story?ref=1&x=2')).toBe(article);
  });

  it('keeps a page per language and theme cookie, and ignores values it does not know', async () => {
    const telugu = await text('/home?edition=all', { cookie: 'lang=te; theme=dark' });
    expect(telugu).toContain('lang=te theme=dark');
    const english = await text('/home?edition=all', { cookie: 'lang=en' });
    expect(english).toContain('lang=en theme=null');
    const unknown = await text('/home?edition=all', { cookie: 'lang=fr; theme=<script>' });
    expect(unknown).toContain('lang=null theme=null');
    expect(await text('/home?edition=all')).toBe(unknown);
    expect(await text('/home?edition=all', { cookie: 'theme=dark; lang=te' })).toBe(telugu);
  });

  it('renders a page once for readers who ask for it while it is being rendered', async () => {
    const address = '/news/hold/together';
    // More readers than threads and queue together: they wait for the one rendering.
    const readers = 4 * (THREADS + QUEUE);
    const answers = Array.from({ length: readers }, () => page(address));
    await whenStarted(address);
    const arrived = () => stack.logs().split(`"url":"${address}"`).length - 1 >= readers;
    await until(arrived);
    release(address);
    const bodies = await Promise.all(
      answers.map(async (a) => {
        const res = await a;
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(started.filter((s) => s.started === address)).toHaveLength(1);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await text('/home?search=zip', { 'accept-encoding': 'identity' });
    const br = await raw('/home?search=zip', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(plain) / 4);
    const gzip = await raw('/home?search=zip', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    // A coding the request refuses with q=0 is not sent, whatever else it names.
    const refused = await raw('/home?search=zip', 'br;q=0, gzip');
    expect(refused.encoding).toBe('gzip');
    expect((await raw('/home?search=zip', 'br;q=0, gzip;q=0')).encoding).toBeUndefined();
    // Rendered for a gzip reader first (its thread makes that form only), then asked in Brotli.
    const first = await raw('/home?search=unzip', 'gzip');
    expect(first.encoding).toBe('gzip');
    const then = await raw('/home?search=unzip', 'br');
    expect(then.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(then.body).toString()).toBe(
      zlib.gunzipSync(first.body).toString(),
    );
  });

  it("sends a kept page at brotli's best quality once no rendering is under way", async () => {
    const address = '/news/prose';
    const plain = await text(address, { 'accept-encoding': 'identity' });
    const brotli = (quality: number) => brotliSize(plain, quality);
    expect(brotli(11)).toBeLessThan(brotli(6));
    // The page was rendered for the first reader; every later one gets the smaller copy as soon
    // as it is made.
    let answer = await raw(address, 'br');
    while (answer.body.length !== brotli(11)) {
      expect(answer.body.length).toBe(brotli(6));
      answer = await raw(address, 'br');
    }
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(plain);
  });

  it('makes the best brotli copy of every page rendered at once, one after the other', async () => {
    const addresses = ['/news/prose-one', '/news/prose-two'];
    const firsts = await Promise.all(addresses.map((address) => raw(address, 'gzip')));
    // Neither page is asked for again: each copy is made once the renderings have finished.
    await until(() =>
      addresses.every((address) => stack.logs().includes(`"page":"-|-|${address}"`)),
    );
    for (const [i, address] of addresses.entries()) {
      const plain = zlib.gunzipSync(firsts[i]!.body).toString();
      const answer = await raw(address, 'br');
      expect(answer.body.length, address).toBe(brotliSize(plain, 11));
    }
  });

  it("makes a kept page's best brotli copy also when its first reader took gzip", async () => {
    const address = '/news/prose-gzip';
    const first = await raw(address, 'gzip');
    expect(first.encoding).toBe('gzip');
    const plain = zlib.gunzipSync(first.body).toString();
    await until(() => stack.logs().includes(`"page":"-|-|${address}"`));
    const answer = await raw(address, 'br');
    expect(answer.encoding).toBe('br');
    expect(answer.body.length).toBe(brotliSize(plain, 11));
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(plain);
  });

  it('previews an article for staff, rendered with their token, never kept or indexed', async () => {
    const token = await stack.login('admin', ADMIN_PASSWORD);
    const preview = (address: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.url}${address}`, { headers, redirect: 'manual' });
    const first = await preview('/graphql/preview/5', { authorization: `Bearer ${token}` });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    const html = await first.text();
    expect(html).toContain('url=/news/5 ');
    expect(html).toContain('signedIn=true');
    expect(html).toContain('preview=true');
    // The session cookie (its path is /graphql) does as well, and each preview is rendered anew.
    const again = await (
      await preview('/graphql/preview/5', { cookie: `news_session=${token}` })
    ).text();
    expect(again).toContain('signedIn=true');
    expect(Number(/rendering=(\d+)/.exec(again)?.[1])).toBeGreaterThan(
      Number(/rendering=(\d+)/.exec(html)?.[1]),
    );
    // The reader page's own address: its redirect is followed.
    const moved = await preview('/graphql/preview/1', { authorization: `Bearer ${token}` });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('url=/news/1/slug ');
    // Nobody else's reader page is the preview: /news/5 is still a reader's.
    const reader = await text('/news/5');
    expect(reader).toContain('signedIn=false');
    expect(reader).toContain('preview=false');
  });

  it('sends a preview without a session to the login page, then back to the article', async () => {
    const res = await fetch(`${stack.url}/graphql/preview/5`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fadmin%2Fedit%2F5');
    const bad = await fetch(`${stack.url}/graphql/preview/five`, { redirect: 'manual' });
    expect(bad.status).toBe(404);
  });

  it("serves the staff app's screens as its own page, never rendered and never indexed", async () => {
    const rendered = started.length;
    for (const address of ['/login', '/admin', '/admin/edit/3', '/users?page=2']) {
      const res = await page(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('x-robots-tag'), address).toBe('noindex');
      // On the newsroom's clock, which the gateway names in the page.
      expect(await res.text(), address).toBe(STAFF_PAGE('America/New_York'));
    }
    expect(started.length).toBe(rendered);
    // The reader pages' frame is the renderer's, not a page of its own.
    expect((await page('/reader.html')).status).toBe(404);
  });

  it('sends any other address under /login, /admin and /users home, as the spec says', async () => {
    const rendered = started.length;
    for (const address of ['/admin/nonexistent', '/users/x/y', '/login/x', '/admin/edit/3/x?a=1']) {
      const res = await page(address);
      expect(res.status, address).toBe(302);
      expect(res.headers.get('location'), address).toBe('/home');
    }
    expect(started.length).toBe(rendered);
  });

  it("writes the newsroom's zone into the pages it renders", async () => {
    expect(await text('/home?page=3')).toContain('zone=America/New_York preview=false');
  });

  it('passes on redirects and 404s, and never keeps a page whose data could not be fetched', async () => {
    const moved = await page('/news/1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/news/1/slug');
    expect((await page('/news/404')).status).toBe(404);
    const down = await page('/news/down');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    const again = await page('/news/down');
    expect(again.status).toBe(503);
    expect(await again.text()).not.toBe(await down.text());
  });

  it("gives a browser the renderer's page for an address that is not valid, in its language, never kept", async () => {
    const address = '/news/%E0%A4%A';
    const res = await page(address, { cookie: 'lang=te; theme=dark' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The site's headers, which no hook adds to an address Fastify refuses before routing.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain(`url=${address} lang=te theme=dark`);
    // Rendered for each request: every spelling of a bad address would otherwise be kept.
    const again = await text(address, { cookie: 'lang=te; theme=dark' });
    expect(again.replace(/ thread=\d+ rendering=\d+/, '')).toBe(
      html.replace(/ thread=\d+ rendering=\d+/, ''),
    );
    expect(again).not.toBe(html);

    // A client asking for JSON keeps the error in the GraphQL shape, as does a POST.
    for (const init of [{ headers: { accept: 'application/json' } }, { method: 'POST' }]) {
      const json = await fetch(`${stack.url}${address}`, init);
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({
        errors: [{ message: 'The address is not valid.', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('renders as a reader, whatever token the request carries', async () => {
    const token = await stack.login('admin', ADMIN_PASSWORD);
    stack.resetCalls();
    const html = await text('/news/reader', {
      authorization: `Bearer ${token}`,
      cookie: `news_session=${token}`,
    });
    expect(html).toContain('signedIn=false');
    const calls = stack.calls.filter((c) => c.url.startsWith('/Articles'));
    expect(calls).toEqual([
      expect.objectContaining({ bearer: undefined, forwardedFor: '127.0.0.1' }),
    ]);
  });

  it('keeps the pages through writes that touch nothing they show', async () => {
    const kept = await text('/home?search=kept');
    expect(await text('/home?search=kept')).toBe(kept);
    // A failed mutation changes nothing; a login changes nothing readers see.
    const refused = await stack.gql('mutation { deleteArticle(id: "1") }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await stack.login('admin', ADMIN_PASSWORD);
    expect(await text('/home?search=kept')).toBe(kept);
  });

  it('keeps no page whose rendering began before a change made through GraphQL, nor lets a cache in front keep it', async () => {
    const address = '/news/hold/changed';
    const first = page(address);
    await whenStarted(address);
    const token = await stack.login('admin', ADMIN_PASSWORD);
    const created = await stack.gql(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
      { input: { title: 'A draft', content: 'Its words.', status: 'DRAFT' } },
      { token },
    );
    expect(created.body.errors).toBeUndefined();
    release(address);
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect(answered.headers.get('surrogate-key')).toBeNull();
    // The next reader gets a new rendering, with whatever the change changed.
    const second = page(address);
    await whenStarted(address, 1);
    release(address, 1);
    const again = await second;
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('answers everything else while every render thread is busy, and bounds the renderings', async () => {
    const stale = await text('/home?search=stale');
    const holds = ['/news/hold/a', '/news/hold/b'];
    const running = holds.map((address) => page(address));
    await Promise.all(holds.map((address) => whenStarted(address)));

    // The gateway's event loop is free: health, GraphQL and kept pages answer at once.
    expect((await page('/healthz')).status).toBe(200);
    const categories = await stack.gql<{ categories: string[] }>('{ categories }');
    expect(categories.body.data?.categories.length).toBeGreaterThan(0);
    expect(await text('/home?search=stale')).toBe(stale);

    // One more rendering waits in the queue; the one after that is refused.
    const queued = ['/news/hold/c', '/news/hold/d'].map((address) =>
      page(address).then((res) => ({ address, res })),
    );
    const refused = await Promise.race(queued);
    expect(refused.res.status).toBe(503);
    expect(refused.res.headers.get('retry-after')).toBe('2');
    expect(refused.res.headers.get('cache-control')).toBe('no-store');
    expect(refused.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await refused.res.text()).toContain('Please try again in a few seconds.');
    const waiting = ['/news/hold/c', '/news/hold/d'].find((a) => a !== refused.address)!;

    // A kept page long past its time is still served while no thread is free to render it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + TTL_MS * 10);
      expect(await text('/home?search=stale')).toBe(stale);
    } finally {
      vi.useRealTimers();
    }

    release(holds[0]!);
    expect((await running[0])!.status).toBe(200);
    await whenStarted(waiting);
    release(holds[1]!);
    release(waiting);
    expect((await running[1])!.status).toBe(200);
    const answered = (await Promise.all(queued)).find((q) => q.address === waiting)!;
    expect(answered.res.status).toBe(200);
    // A rendering started only when another had been released.
    expect(beyondThreads).toBe(0);
  });

  it('says the page could not be made, in both languages, when the renderer fails', async () => {
    const failed = await page('/news/crash');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const text = await failed.text();
    expect(text).toContain('<h1>Something went wrong on our side</h1>');
    expect(text).toContain('<p lang="te">');
    expect(text).toContain('<a href="/home">');
    expect(stack.logs()).toContain('the stand-in renderer broke');
    // The thread goes on rendering.
    expect((await page('/home?search=after-crash')).status).toBe(200);
  });

  it('replaces a render thread that ends', async () => {
    const before = new Set([
      ...started.map((s) => s.thread),
      threadOf(await text('/home?search=thread-1')),
      threadOf(await text('/home?search=thread-2')),
    ]);
    const ended = await page('/news/exit');
    expect(ended.status).toBe(500);
    expect(await ended.text()).toContain('Something went wrong on our side');
    // Both threads render at once again, one of them new.
    const holds = ['/news/hold/e', '/news/hold/f'];
    const answers = holds.map((address) => page(address));
    const threads = await Promise.all(holds.map((address) => whenStarted(address)));
    expect(new Set(threads).size).toBe(2);
    expect(threads.some((t) => !before.has(t))).toBe(true);
    for (const address of holds) release(address);
    for (const answer of answers) expect((await answer).status).toBe(200);
  });
});
