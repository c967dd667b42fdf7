import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/headers.js';
import { startStack, type Stack } from './helpers.js';

/** The security headers browsers act on, on the site, /graphql and /media/. */

const HEAD_SCRIPT = "document.documentElement.lang = 'te';";
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

/** A CSP header as directive name -> its sources. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function webDistWithHeadScript(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'news-web-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${HEAD_SCRIPT}</script>` +
      `<script type="module" src="/assets/app-abcdef12.js"></script></head><body></body></html>\n`,
  );
  return webDist;
}

describe('security headers in development (plain HTTP)', () => {
  let webDist: string;
  let stack: Stack;
  beforeAll(async () => {
    webDist = webDistWithHeadScript();
    stack = await startStack({ gatewayEnv: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await stack.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('gives the site a CSP that runs only its own scripts and the hashed head script', async () => {
    const res = await fetch(`${stack.url}/news/3`, { headers: html });
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${sha256(HEAD_SCRIPT)}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Plain HTTP: upgrading requests would break the site, and there is no HSTS.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('forbids framing, sniffing and full referrers on every answer', async () => {
    for (const address of ['/', '/graphql?query=%7B__typename%7D', '/healthz', '/nothing.js']) {
      const res = await fetch(`${stack.url}${address}`, {
        headers: { ...html, 'apollo-require-preflight': 'true' },
      });
      expect(res.headers.get('x-frame-options'), address).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), address).toBe('strict-origin-when-cross-origin');
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(
        ["'none'"],
      );
    }
  });

  it('leaves Apollo Sandbox its own nonce policy at /graphql, and still forbids framing', async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: html });
    expect(await res.text()).toContain('http-equiv="Content-Security-Policy"');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.has('default-src')).toBe(false);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers an address that is not valid percent-encoding in the GraphQL error shape, with the headers', async () => {
    const res = await fetch(`${stack.url}/news/%E0%A4`, { headers: html });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'The address is not valid.', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'none'",
    ]);
  });

  it('keeps the api’s policies on images', async () => {
    const files = fs.readdirSync(
      path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../api/media/seed'),
    );
    const image = await fetch(`${stack.url}/media/seed/${files[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    // Public photos may be shown by other sites (and read by link previews).
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('security headers in production (HTTPS)', () => {
  let webDist: string;
  let stack: Stack;
  beforeAll(async () => {
    webDist = webDistWithHeadScript();
    stack = await startStack({ gatewayEnv: { WEB_DIST: webDist, NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await stack.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await fetch(`${stack.url}/`, { headers: html });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(
      directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('lets /graphql answer data only: no scripts, styles or frames', async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the hashed inline scripts', () => {
  it('are those of index.html and of reader.html, each once', () => {
    const webDist = webDistWithHeadScript();
    try {
      const session = "document.documentElement.dataset.session = 'reader';";
      const rules = '{"prefetch":[{"where":{"href_matches":"/news/*"},"eagerness":"moderate"}]}';
      fs.writeFileSync(
        path.join(webDist, 'reader.html'),
        `<!doctype html><html><head><script>${HEAD_SCRIPT}</script><script>${session}</script>` +
          `<script type="speculationrules">${rules}</script>` +
          `<script type="module" src="/assets/enhance-abcdef12.js"></script></head></html>\n`,
      );
      expect(inlineScriptHashes(webDist).sort()).toEqual(
        [HEAD_SCRIPT, session, rules].map((script) => `'sha256-${sha256(script)}'`).sort(),
      );
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('HSTS follows COOKIE_SECURE', () => {
  it('is off in production served over plain HTTP (COOKIE_SECURE=false), on with COOKIE_SECURE=true in development', async () => {
    for (const [env, expected] of [
      [{ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, false],
      [{ COOKIE_SECURE: 'true' }, true],
    ] as const) {
      const stack = await startStack({ gatewayEnv: env });
      try {
        const res = await fetch(`${stack.url}/healthz`);
        expect(res.headers.get('strict-transport-security') !== null, JSON.stringify(env)).toBe(
          expected,
        );
      } finally {
        await stack.close();
      }
    }
  });
});
