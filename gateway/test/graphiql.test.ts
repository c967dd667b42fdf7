import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';

/**
 * GraphiQL at /graphiql: its page and hashed assets from web/dist-graphiql (a stand-in build
 * here, so the test needs no Vite build), under a policy of its own, and only while
 * introspection is on.
 */

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const ASSET = '/graphiql/assets/index-AbCd1234.js';
const ASSET_BODY = `console.log(${JSON.stringify('graphiql '.repeat(200))});\n`;
const PAGE =
  '<!doctype html><title>GraphiQL</title><script type="module" src="/graphiql/assets/index-AbCd1234.js"></script>\n';
const SITE_PAGE = '<!doctype html><title>News</title>\n';

/** A CSP header as directive name -> its sources. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

/** A folder holding `dist` (the web client) and, unless told otherwise, `dist-graphiql`. */
function builds(withGraphiql = true): { root: string; webDist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'news-graphiql-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), SITE_PAGE);
  if (withGraphiql) {
    const assets = path.join(root, 'dist-graphiql', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(root, 'dist-graphiql', 'index.html'), PAGE);
    const asset = path.join(assets, path.basename(ASSET));
    fs.writeFileSync(asset, ASSET_BODY);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET_BODY));
  }
  return { root, webDist };
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { errors: { code: string }[] };
  expect(body.errors[0]?.code).toBe('NOT_FOUND');
}

describe('GraphiQL in development (introspection on)', () => {
  let root: string;
  let stack: Stack;
  beforeAll(async () => {
    const b = builds();
    root = b.root;
    stack = await startStack({ gatewayEnv: { WEB_DIST: b.webDist } });
  });
  afterAll(async () => {
    await stack.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves its page at /graphiql and /graphiql/, never cached stale', async () => {
    for (const address of ['/graphiql', '/graphiql/', '/graphiql?query=%7B__typename%7D']) {
      const res = await fetch(`${stack.url}${address}`, { headers: html });
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(PAGE);
    }
    const head = await fetch(`${stack.url}/graphiql`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('gives the page a policy of its own: same-origin scripts, workers and requests', async () => {
    const res = await fetch(`${stack.url}/graphiql`, { headers: html });
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    // The rest of helmet's headers stay.
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
    const plain = await fetch(`${stack.url}${ASSET}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/javascript/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(ASSET_BODY);
    // Workers load from here too: they get the page's policy.
    expect(directives(plain.headers.get('content-security-policy')).get('worker-src')).toEqual([
      "'self'",
    ]);

    const br = await fetch(`${stack.url}${ASSET}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(ASSET_BODY); // fetch decodes it
  });

  it('answers other addresses under /graphiql with a JSON 404, not the web client', async () => {
    for (const address of [
      '/graphiql/assets/missing-AbCd1234.js',
      '/graphiql/index.html',
      '/graphiql/settings',
    ]) {
      await expectNotFound(await fetch(`${stack.url}${address}`, { headers: html }));
    }
    await expectNotFound(await fetch(`${stack.url}/graphiql`, { method: 'POST', body: '' }));
  });

  it('leaves the web client and Apollo Sandbox where they were', async () => {
    const page = await fetch(`${stack.url}/news/3`, { headers: html });
    expect(await page.text()).toBe(SITE_PAGE);
    expect(directives(page.headers.get('content-security-policy')).has('worker-src')).toBe(false);
    const sandbox = await fetch(`${stack.url}/graphql`, { headers: html });
    const sandboxPage = await sandbox.text();
    expect(sandboxPage).toContain('http-equiv="Content-Security-Policy"');
    // What it says while Sandbox cannot load from Apollo's CDN (offline) leads to GraphiQL.
    expect(sandboxPage).toMatch(
      /<p>Apollo Sandbox cannot be loaded;[^<]*<\/p>\s*<p>[^<]*<a href="\/graphiql">open GraphiQL<\/a>/,
    );
    // Each page carries a nonce of its own, as Apollo's does.
    const nonce = (page: string) => /nonce-([0-9a-f]+)/.exec(page)?.[1];
    const again = await (await fetch(`${stack.url}/graphql`, { headers: html })).text();
    expect(nonce(again)).toBeDefined();
    expect(nonce(again)).not.toBe(nonce(sandboxPage));
    // Until Sandbox fills its frame, the frame lets the click through to the link, by a style
    // the page's policy allows.
    expect(again).toContain(
      `<style nonce="${nonce(again)}">#embeddableSandbox:empty { pointer-events: none; }</style>`,
    );
    // What GraphiQL's fetcher sends.
    const res = await stack.gql<{ __typename: string }>('{ __typename }');
    expect(res.body.data?.__typename).toBe('Query');
  });
});

describe('GraphiQL follows the introspection setting', () => {
  let root: string;
  beforeAll(() => {
    root = builds().root;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is not served in production, where introspection is off by default', async () => {
    const stack = await startStack({
      gatewayEnv: { WEB_DIST: path.join(root, 'dist'), NODE_ENV: 'production' },
    });
    try {
      for (const address of ['/graphiql', '/graphiql/', ASSET]) {
        await expectNotFound(await fetch(`${stack.url}${address}`, { headers: html }));
      }
      const res = await fetch(`${stack.url}/graphiql`, { headers: html });
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual([
        "'self'",
      ]);
    } finally {
      await stack.close();
    }
  });

  it('is not served when introspection is turned off in development', async () => {
    const stack = await startStack({
      gatewayEnv: { WEB_DIST: path.join(root, 'dist'), GRAPHQL_INTROSPECTION: 'false' },
    });
    try {
      await expectNotFound(await fetch(`${stack.url}/graphiql`, { headers: html }));
    } finally {
      await stack.close();
    }
  });

  it('is served in production when introspection is turned on, upgrading to HTTPS', async () => {
    const stack = await startStack({
      gatewayEnv: {
        WEB_DIST: path.join(root, 'dist'),
        NODE_ENV: 'production',
        GRAPHQL_INTROSPECTION: 'true',
      },
    });
    try {
      const res = await fetch(`${stack.url}/graphiql`, { headers: html });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(PAGE);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await stack.close();
    }
  });
});

describe('GraphiQL without its build', () => {
  it('answers /graphiql with a JSON 404 while the web client is served', async () => {
    const { root, webDist } = builds(false);
    const stack = await startStack({ gatewayEnv: { WEB_DIST: webDist } });
    try {
      await expectNotFound(await fetch(`${stack.url}/graphiql`, { headers: html }));
      expect(await (await fetch(`${stack.url}/news/3`, { headers: html })).text()).toBe(SITE_PAGE);
      // Apollo's page offers no link to an explorer that is not there.
      const sandbox = await (await fetch(`${stack.url}/graphql`, { headers: html })).text();
      expect(sandbox).toContain('Apollo Sandbox cannot be loaded');
      expect(sandbox).not.toContain('/graphiql');
    } finally {
      await stack.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
