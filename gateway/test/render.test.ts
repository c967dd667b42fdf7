import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, until, type Stack } from './helpers.js';

/**
 * The gateway's handling of server-rendered pages, with a stand-in for web/dist-server's renderer
 * (the real one is built by the web workspace and driven by the browser tests): what is kept and
 * for whom, what is shared, how pages are compressed, and that pages are rendered as a reader.
 */
const RENDERER = `
export const seen = [];
/** Renders of ?slow addresses wait until the test lets them finish. */
export const slow = { done: Promise.resolve() };
export async function render(request) {
  const context = request.context();
  const url = new URL(request.url, request.origin);
  seen.push({ url: request.url, lang: request.lang, theme: request.theme, signedIn: context.signedIn });
  if (url.pathname === '/news/1') return { status: 301, location: '/news/1/slug' };
  if (url.searchParams.has('slow')) await slow.done;
  const status = url.searchParams.has('down') ? 503 : url.pathname === '/news/404' ? 404 : 200;
  const body = '<p>' + url.pathname + url.search + ' lang=' + request.lang + ' theme=' + request.theme +
    ' origin=' + request.origin + ' preloads=' + request.preloads('article').join(',') + '</p>';
  return { status, html: '<!doctype html><html>' + body + ' '.repeat(4000) + '</html>' };
}
`;

let stack: Stack;
let seen: { url: string; lang: string | null; theme: string | null; signedIn: boolean }[];
let slow: { done: Promise<void> };
/** Requests for the slow page that have passed every hook: their handler runs next. */
const handling = { count: 0, events: new EventEmitter() };
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-render-test-'));
  const dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'en.json'), '{"app":{"brand":"News Today"}}');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'te.json'), '{"app":{"brand":"న్యూస్"}}');
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/article/ArticlePage.tsx': {
        file: 'assets/ArticlePage-2.js',
        imports: ['_shared.js', 'index.html'],
      },
      '_shared.js': { file: 'assets/shared-3.js' },
    }),
  );
  const entry = path.join(siteDir, 'dist-server', 'entry-server.js');
  fs.writeFileSync(entry, RENDERER);
  ({ seen, slow } = (await import(pathToFileURL(entry).href)) as {
    seen: typeof seen;
    slow: typeof slow;
  });
  stack = await startStack({
    gatewayEnv: { WEB_DIST: dist, SITE_URL: 'https://news.example', PAGE_CACHE_TTL_MS: '60000' },
    configureGateway(app) {
      // Pages are the not-found handler's (the static files' wildcard route looks first): its
      // hooks are the last before the renderer.
      app.addHook('preHandler', async (request) => {
        if (request.url !== '/home?slow=1' || !request.is404) return;
        handling.count += 1;
        handling.events.emit('request');
      });
    },
  });
});

afterAll(async () => {
  await stack?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.splice(0);
});

const page = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${address}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  });

describe('server-rendered pages', () => {
  it('renders a page once and serves it from memory to the next reader', async () => {
    const first = await page('/home?edition=te');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = await first.text();
    expect(html).toContain('/home?edition=te lang=null theme=null origin=https://news.example');
    // The article screen's chunk and what it imports, never the entry itself.
    expect(html).toContain('preloads=/assets/ArticlePage-2.js,/assets/shared-3.js</p>');
    expect(await (await page('/home?edition=te')).text()).toBe(html);
    expect(seen).toHaveLength(1);
  });

  it('keeps a page per language and theme cookie, and ignores values it does not know', async () => {
    const telugu = await page('/home', { cookie: 'lang=te; theme=dark' });
    expect(await telugu.text()).toContain('lang=te theme=dark');
    const english = await page('/home', { cookie: 'lang=en' });
    expect(await english.text()).toContain('lang=en theme=null');
    const unknown = await page('/home', { cookie: 'lang=fr; theme=<script>' });
    expect(await unknown.text()).toContain('lang=null theme=null');
    expect(seen.map((s) => [s.lang, s.theme])).toEqual([
      ['te', 'dark'],
      ['en', null],
      [null, null],
    ]);
  });

  it('renders a page once for readers who ask for it while it is being rendered', async () => {
    let finish = () => {};
    slow.done = new Promise((resolve) => (finish = resolve));
    const before = handling.count;
    const answers = Promise.all(Array.from({ length: 8 }, () => page('/home?slow=1')));
    // The rendering ends once all eight have reached the handler, which they do on the turn of
    // the event loop that runs their last hook.
    await until(handling.events, 'request', () => handling.count >= before + 8, 'eight readers');
    await nextTurn();
    finish();
    expect((await answers).map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(seen).toHaveLength(1);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await (await page('/home?z=1', { 'accept-encoding': 'identity' })).text();
    const gzip = await fetch(`${stack.url}/home?z=1`, {
      headers: { 'accept-encoding': 'gzip' },
    }).then(async (r) => ({
      encoding: r.headers.get('content-encoding'),
      body: Buffer.from(await r.arrayBuffer()),
    }));
    // fetch decodes what it can; read the raw answer instead.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      void import('node:http').then(({ get }) =>
        get(`${stack.url}/home?z=1`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
    });
    expect(raw.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(plain);
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(plain) / 4);
    expect(gzip.encoding).toBe('gzip');
    expect(seen).toHaveLength(1);
  });

  it('passes on redirects and 404s, and never keeps a page whose data could not be fetched', async () => {
    const moved = await page('/news/1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/news/1/slug');
    expect((await page('/news/404')).status).toBe(404);
    const down = await page('/home?down=1');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect((await page('/home?down=1')).status).toBe(503);
    expect(seen.filter((s) => s.url === '/home?down=1')).toHaveLength(2);
  });

  it('renders as a reader, whatever token the request carries', async () => {
    const token = await stack.login('admin', ADMIN_PASSWORD);
    seen.splice(0);
    await page('/home?who=1', {
      authorization: `Bearer ${token}`,
      cookie: `news_session=${token}`,
    });
    expect(seen).toEqual([expect.objectContaining({ signedIn: false })]);
  });

  it('drops the kept pages when a change is made through GraphQL', async () => {
    await page('/home?kept=1');
    await page('/home?kept=1');
    expect(seen).toHaveLength(1);
    // A failed mutation changes nothing: the page stays.
    const refused = await stack.gql('mutation { deleteArticle(id: "1") }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await page('/home?kept=1');
    expect(seen).toHaveLength(1);
    await stack.login('admin', ADMIN_PASSWORD);
    await page('/home?kept=1');
    expect(seen).toHaveLength(2);
  });
});
