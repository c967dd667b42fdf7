// Bytes on the wire: the home page's HTML, the JavaScript it starts with, and the home GraphQL
// query's answer, each as served with `accept-encoding: gzip`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { print } from 'graphql';

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
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Fetches `url` accepting gzip. `gzip` is the bytes as served when the server gzipped the
 * answer, else what gzip -9 makes of it (`gzipServed` says which).
 */
export async function measure(url, { method, headers = {}, body } = {}) {
  const res = await rawRequest(url, {
    method,
    headers: { 'accept-encoding': 'gzip', ...headers },
    body,
  });
  const encoding = res.headers['content-encoding'] ?? 'identity';
  let raw;
  if (encoding === 'gzip') raw = zlib.gunzipSync(res.body);
  else if (encoding === 'identity') raw = res.body;
  else throw new Error(`${url} came back as ${encoding} although only gzip was accepted`);
  const gzipServed = encoding === 'gzip';
  return {
    url,
    status: res.status,
    headers: res.headers,
    gzipServed,
    raw: raw.length,
    gzip: gzipServed ? res.body.length : zlib.gzipSync(raw, { level: 9 }).length,
    text: raw.toString('utf8'),
  };
}

function attributes(tag) {
  const attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m;
  while ((m = re.exec(tag))) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/**
 * The JavaScript a page starts with, as absolute URLs: every `<script src>` (module or classic),
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`; every `.js` address an
 * inline module script names (the loader that starts the app once the page is painted, see
 * vite.config.ts); and those the server lists in `<script type="application/json"
 * id="page-scripts">` for that loader.
 */
export function initialScripts(html, pageUrl) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attributes(m[1]);
    if (a.src) urls.add(new URL(a.src, pageUrl).href);
    else if (a.type === 'module')
      for (const [, js] of m[2].matchAll(/["'](\/[^"'\s]+\.js)["']/g))
        urls.add(new URL(js, pageUrl).href);
    else if (a.type === 'application/json' && a.id === 'page-scripts')
      for (const js of JSON.parse(m[2])) urls.add(new URL(js, pageUrl).href);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(m[1]);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (a.href && (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script')))
      urls.add(new URL(a.href, pageUrl).href);
  }
  return [...urls];
}

/** Whether the page arrives with content in its root element (server-rendered) or empty. */
export function isServerRendered(html) {
  const m = /<div\b[^>]*\bid=["']?root["']?[^>]*>([\s\S]{0,200})/i.exec(html);
  if (!m) return null;
  return !/^\s*<\/div>/i.test(m[1]);
}

/**
 * The text of the first of `exportNames` (`HomeFrontDocument`, ...) found in
 * web/src/gql/graphql.ts, where graphql-codegen's client preset writes each document as a JSON
 * AST with its fragments; printed back to GraphQL. (The bench runs as plain Node, which cannot
 * import the TypeScript file.) Also its operation's name and variables (name, non-null).
 */
export function generatedDocument(webRoot, exportNames) {
  const file = path.join(webRoot, 'src/gql/graphql.ts');
  const source = fs.readFileSync(file, 'utf8');
  for (const exportName of exportNames) {
    const prefix = `export const ${exportName} = `;
    const start = source.indexOf(prefix);
    if (start < 0) continue;
    const end = source.indexOf(' as unknown as DocumentNode', start);
    if (end < 0) throw new Error(`cannot find the end of ${exportName} in ${file}`);
    const ast = JSON.parse(source.slice(start + prefix.length, end));
    const operation = ast.definitions.find((d) => d.kind === 'OperationDefinition');
    return {
      exportName,
      query: print(ast),
      operationName: operation?.name?.value,
      variables: (operation?.variableDefinitions ?? []).map((v) => ({
        name: v.variable.name.value,
        required: v.type.kind === 'NonNullType' && !v.defaultValue,
      })),
    };
  }
  throw new Error(`none of ${exportNames.join(', ')} is in ${file}; run npm run codegen?`);
}
