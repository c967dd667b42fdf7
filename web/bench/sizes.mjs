// Bytes on the wire, each asked for with `accept-encoding: gzip`, and the scripts a page or the
// service worker names: read from the HTML and followed through the imports of each file.
import http from 'node:http';
import zlib from 'node:zlib';

/** One request over node:http, so the body is the bytes as sent (no transparent decoding). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Fetches `url` accepting gzip. `gzip` is the bytes as served when the server gzipped the answer,
 * else what gzip -9 makes of it (the build precompresses files of 1 KB and more only).
 */
export async function measure(url, { headers = {} } = {}) {
  const res = await rawRequest(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const encoding = res.headers['content-encoding'] ?? 'identity';
  let raw;
  if (encoding === 'gzip') raw = zlib.gunzipSync(res.body);
  else if (encoding === 'identity') raw = res.body;
  else throw new Error(`${url} came back as ${encoding} although only gzip was accepted`);
  const gzipServed = encoding === 'gzip';
  return {
    url,
    status: res.status,
    retryAfter: res.headers['retry-after'],
    contentType: String(res.headers['content-type'] ?? ''),
    gzipServed,
    raw: raw.length,
    gzip: gzipServed ? res.body.length : zlib.gzipSync(raw, { level: 9 }).length,
    text: raw.toString('utf8'),
  };
}

export const isJavaScript = (m) => /\bjavascript\b|\becmascript\b/i.test(m.contentType);

function attributes(tag) {
  const attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m;
  while ((m = re.exec(tag))) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

const decodeEntities = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The string literals in a piece of code. */
const literals = (code) => [...code.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => m[1] ?? m[2]);

const STATIC_IMPORT = /(?:^|[;{}()\s,])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
const RE_EXPORT =
  /(?:^|[;{}()\s,])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
/** Vite lists the files a dynamic import preloads in `__vite__mapDeps`, relative to the base. */
const VITE_DEPS = /__vite__mapDeps\b[\s\S]{0,300}?=\s*\[([^\]]*)\]/g;

/**
 * What a module names: `static` (imports and re-exports: loaded with it) and `dynamic` (`import()`
 * and Vite's preload lists: loaded only when the code runs them), as absolute URLs. Bare
 * specifiers cannot load in a browser without an import map and are left out.
 */
export function moduleImports(code, fileUrl) {
  const resolve = (spec) => (/^(\.{0,2}\/)/.test(spec) ? [new URL(spec, fileUrl).href] : []);
  const specs = (re) => [...code.matchAll(re)].flatMap((m) => resolve(m[1]));
  const viteDeps = [...code.matchAll(VITE_DEPS)].flatMap((m) =>
    literals(m[1])
      .filter((s) => s.endsWith('.js'))
      .map((s) => new URL(s.startsWith('/') ? s : `/${s}`, fileUrl).href),
  );
  return {
    static: [...new Set([...specs(STATIC_IMPORT), ...specs(RE_EXPORT)])],
    dynamic: [...new Set([...specs(DYNAMIC_IMPORT), ...viteDeps])],
  };
}

/**
 * The JavaScript a page's HTML makes the browser download, as `{ url, how }`: every
 * `<script src>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">`, what an
 * inline module script imports, and script addresses an inline script or its JSON names. Inline
 * scripts themselves (theme, session, speculation rules, JSON data) are part of the HTML, not
 * downloads.
 */
export function htmlScripts(html, pageUrl) {
  const found = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attributes(m[1]);
    const type = (a.type ?? '').toLowerCase();
    if (a.src) {
      found.push({
        url: new URL(decodeEntities(a.src), pageUrl).href,
        how: type === 'module' ? 'module' : 'script',
      });
    } else {
      const imports = type === 'module' ? moduleImports(m[2], pageUrl).static : [];
      for (const url of imports) found.push({ url, how: 'inline import' });
      // A script address written in an inline script or its JSON data is there to be loaded.
      for (const s of literals(m[2]))
        if (/^\.{0,2}\/[^\s]*\.m?js$/.test(s) && !imports.includes(new URL(s, pageUrl).href))
          found.push({ url: new URL(s, pageUrl).href, how: 'named inline' });
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(m[1]);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (!a.href) continue;
    const url = new URL(decodeEntities(a.href), pageUrl).href;
    if (rel.includes('modulepreload')) found.push({ url, how: 'modulepreload' });
    else if (rel.includes('preload') && a.as === 'script') found.push({ url, how: 'preload' });
  }
  return found;
}

/**
 * What a service worker loads besides itself: `importScripts(...)` arguments, ES imports, and
 * the dependencies of Workbox's `define([...])` loader (a name without an extension is a `.js`
 * file beside the worker).
 */
export function workerImports(code, fileUrl) {
  const urls = new Set(moduleImports(code, fileUrl).static);
  for (const m of code.matchAll(/\bimportScripts\(([^)]*)\)/g))
    for (const s of literals(m[1])) urls.add(new URL(s, fileUrl).href);
  for (const m of code.matchAll(/\bdefine\(\s*\[([^\]]*)\]/g))
    for (const s of literals(m[1])) {
      if (['require', 'exports', 'module'].includes(s)) continue;
      urls.add(new URL(/\.m?js$/.test(s) ? s : `${s}.js`, fileUrl).href);
    }
  return [...urls];
}

/**
 * Follows `start` (URLs) through `importsOf(file)` breadth-first, measuring each file once.
 * Returns the measured files, each with the URL that named it (`from`).
 */
export async function walkScripts(start, importsOf) {
  const seen = new Map();
  let queue = start.map((url) => ({ url, from: null }));
  while (queue.length) {
    const next = [];
    for (const { url, from } of queue) {
      if (seen.has(url)) continue;
      const file = { ...(await measure(url)), from };
      seen.set(url, file);
      if (file.status === 200 && isJavaScript(file))
        for (const child of importsOf(file)) next.push({ url: child, from: url });
    }
    queue = next;
  }
  return [...seen.values()];
}

/** The page's language and whether it asks search engines to keep it out of their index. */
export function pageFacts(html) {
  const lang = /<html\b[^>]*\blang=["']?([\w-]+)/i.exec(html)?.[1] ?? null;
  const robots = [...html.matchAll(/<meta\b([^>]*)>/gi)]
    .map((m) => attributes(m[1]))
    .find((a) => (a.name ?? '').toLowerCase() === 'robots')?.content;
  return { lang, noindex: /noindex/i.test(robots ?? '') };
}
