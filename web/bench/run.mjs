// `npm run bench -w web`: starts the built site (api + gateway, production mode, a fresh SQLite
// database with the seed content) on loopback ports of its own, then measures
//   1. bytes: the home page's HTML, its initial JavaScript and the home GraphQL answer (gzip);
//   2. Lighthouse 12 (mobile preset) on the home page and an article, BENCH_RUNS times each;
//   3. load: autocannon at 50 connections on the rendered home page and the home GraphQL query
//      (and, for information, the home page when every request renders);
// prints every figure with PASS/FAIL against the budgets below, then a summary, and exits 1 if a
// budget fails. See README.md in this folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './load.mjs';
import { generatedDocument, initialScripts, isServerRendered, measure } from './sizes.mjs';
import {
  describeExit,
  freePort,
  killAllNow,
  snapshotWeb,
  startGateway,
  startStack,
  stopAll,
  stopService,
} from './stack.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(webRoot, '..');
const require = createRequire(import.meta.url);

/** The budgets. KB is read as 1000 bytes, the stricter reading (KiB shown alongside). */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  homeJsGzip: 170 * 1000,
  homeHtmlGzip: 60 * 1000,
  ssrRpsRatio: 0.4,
  ssrP99Ms: 150,
};

/**
 * The generated document the home page runs on a first visit, the first of these found in
 * web/src/gql/graphql.ts (BENCH_HOME_DOCUMENT to name another): the front page's one request
 * (features/home/FrontPage.tsx), else the list's (features/home/NewsList.tsx).
 */
const HOME_DOCUMENTS = ['HomeFrontDocument', 'HomeArticlesDocument'];
/** Lighthouse and the byte counts load the home page here; the load test asks for /home. */
const HOME_PATH = '/';
const LOAD_HOME_PATH = '/home';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

function positiveInt(name, fallback) {
  const value = process.env[name];
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** A JSON object from the environment; its values as strings when `strings` (for an env). */
function envObject(name, strings = true) {
  const value = process.env[name];
  if (!value) return null;
  let parsed;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${name} must be a JSON object, such as {"PAGE_CACHE_TTL_MS":"0"}`);
  return strings
    ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
    : parsed;
}

/**
 * BENCH_UNCACHED_GATEWAY_ENV: gateway variables (such as PAGE_CACHE_TTL_MS=0) for a second
 * gateway the rendered home page is also measured on.
 */
function uncachedEnv() {
  if (process.env.BENCH_UNCACHED_GATEWAY_ENV === 'none') return null;
  return envObject('BENCH_UNCACHED_GATEWAY_ENV');
}

const SECTIONS = ['sizes', 'lighthouse', 'load'];

function readSettings() {
  const skip = new Set(
    (process.env.BENCH_SKIP ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const s of skip) {
    if (!SECTIONS.includes(s))
      throw new Error(`BENCH_SKIP: ${s} is not one of ${SECTIONS.join(', ')}`);
  }
  return {
    snapshot: process.env.BENCH_SNAPSHOT !== '0',
    webBuilds: webBuilds(),
    runs: positiveInt('BENCH_RUNS', 2),
    duration: positiveInt('BENCH_DURATION', 10),
    apiPort: positiveInt('BENCH_API_PORT', 4401),
    gatewayPort: positiveInt('BENCH_GATEWAY_PORT', 4400),
    extraGatewayEnv: envObject('BENCH_EXTRA_GATEWAY_ENV') ?? {},
    uncachedGatewayEnv: uncachedEnv(),
    reportDir:
      process.env.BENCH_REPORT_DIR ||
      path.join(os.tmpdir(), `news-bench-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    skip,
  };
}

// ---- printing ----

const ms = (v) =>
  v === null || v === undefined
    ? '-'
    : v >= 1000
      ? `${(v / 1000).toFixed(2)} s`
      : `${Math.round(v)} ms`;
/** x as a percentage of y, or n/a when y is 0. */
const pct = (x, y, digits = 1) => (y > 0 ? `${((x / y) * 100).toFixed(digits)} %` : 'n/a');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const kbBoth = (bytes) => `${kb(bytes)} (${(bytes / 1024).toFixed(1)} KiB)`;
const score = (v) =>
  v === null || v === undefined ? '-' : Number.isInteger(v) ? String(v) : v.toFixed(1);
const cls = (v) => (v === null || v === undefined ? '-' : v.toFixed(3));
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'PASS' : 'FAIL');

function heading(text) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 74 - text.length))}`);
}

function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r) =>
    '  ' +
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

/** Every budget check, for the summary: name, measured value, budget, ok (true/false). */
const checks = [];
function check(name, value, budget, ok) {
  checks.push({ name, value, budget, ok });
  return verdict(ok);
}
function cannotMeasure(name, budget, err) {
  checks.push({ name, value: `not measured: ${err.message.split('\n')[0]}`, budget, ok: false });
}

function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

// ---- the machine ----

function chromiumVersion(chromePath) {
  try {
    return execFileSync(chromePath, ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    })
      .toString()
      .trim();
  } catch (err) {
    return `unknown (${err.message.split('\n')[0]})`;
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

function printContext(settings, chromePath) {
  heading('Machine');
  const cpus = os.cpus();
  console.log(`  CPUs:         ${cpus.length} x ${cpus[0]?.model ?? 'unknown'}`);
  console.log(
    `  Load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    `  Memory:       ${(os.freemem() / 2 ** 30).toFixed(1)} GiB free of ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
  );
  if (os.loadavg()[0] > cpus.length) {
    console.log(
      `  NOTE: the 1-minute load average is above the CPU count: something else is running, and ` +
        'the figures below will be worse and noisier than on an idle machine.',
    );
  }
  console.log(`  Node:         ${process.version}`);
  console.log(`  Chromium:     ${chromiumVersion(chromePath)} (${chromePath})`);
  console.log(
    `  Lighthouse:   ${packageVersion('lighthouse')}, autocannon ${packageVersion('autocannon')}`,
  );
  console.log(
    `  Settings:     BENCH_RUNS=${settings.runs} BENCH_DURATION=${settings.duration}s` +
      (settings.skip.size ? ` BENCH_SKIP=${[...settings.skip].join(',')}` : '') +
      (Object.keys(settings.extraGatewayEnv).length
        ? ` BENCH_EXTRA_GATEWAY_ENV=${JSON.stringify(settings.extraGatewayEnv)}`
        : '') +
      (settings.uncachedGatewayEnv
        ? ` BENCH_UNCACHED_GATEWAY_ENV=${JSON.stringify(settings.uncachedGatewayEnv)}`
        : ''),
  );
}

/**
 * The folder holding the web client's builds (dist, dist-server, dist-graphiql): web/, or
 * BENCH_WEB_DIST, such as an earlier build kept to measure against the current one on the same
 * machine. It must sit inside web/, so the server build resolves its packages from node_modules.
 */
function webBuilds() {
  const web = path.join(root, 'web');
  const chosen = process.env.BENCH_WEB_DIST;
  if (!chosen) return web;
  const dir = path.resolve(root, chosen); // relative to the repository's root
  if (dir !== web && !dir.startsWith(web + path.sep))
    throw new Error(
      `BENCH_WEB_DIST: ${chosen} is not inside web/ (the server build needs web/node_modules)`,
    );
  if (!fs.existsSync(path.join(dir, 'dist', 'index.html')))
    throw new Error(`BENCH_WEB_DIST: ${chosen} has no dist/index.html`);
  return dir;
}

function checkBuild(webBuilds) {
  const web = path.relative(root, webBuilds);
  const needed = [`${web}/dist/index.html`, 'gateway/dist/server.js', 'api/dist/server.js'];
  const missing = needed.filter((f) => !fs.existsSync(path.join(root, f)));
  // The gateway renders pages with the server build when it exists, and serves the bare
  // index.html without it.
  if (
    fs.existsSync(path.join(root, 'gateway/dist/web/render.js')) &&
    !fs.existsSync(path.join(webBuilds, 'dist-server/entry-server.js'))
  ) {
    console.log(
      `\n  WARNING: ${web}/dist-server/entry-server.js is missing,` +
        ' so the gateway will not render ' +
        'pages on the server; `npm run build` builds it.',
    );
  }
  if (missing.length) {
    throw new Error(
      `The site is not built: ${missing.join(', ')} missing. Run \`npm run build\` at the ` +
        'repository root first (the bench measures the built site, it does not build it).',
    );
  }
}

// ---- GraphQL ----

async function graphql(base, query, variables) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`/graphql answered ${res.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

/** The address of the newest article: /news/{id}/{slug}, or /news/{id} before slugs exist. */
async function findArticle(base) {
  let answer = await graphql(base, '{ articles(pageSize: 1) { items { id slug } } }');
  if (answer.errors || !answer.data) {
    answer = await graphql(base, '{ articles(pageSize: 1) { items { id } } }');
  }
  const item = answer.data?.articles?.items?.[0];
  if (!item) throw new Error(`no article to measure: ${JSON.stringify(answer).slice(0, 300)}`);
  return item.slug
    ? `/news/${encodeURIComponent(item.id)}/${encodeURIComponent(item.slug)}`
    : `/news/${encodeURIComponent(item.id)}`;
}

/**
 * The request the home page makes on a first visit: its document, with the values HomePage.tsx
 * gives a first visit for the variables the document declares (page 1, the home page size, the
 * English edition, null for the rest), or BENCH_HOME_VARIABLES.
 */
async function homeRequest() {
  const names = process.env.BENCH_HOME_DOCUMENT
    ? [process.env.BENCH_HOME_DOCUMENT]
    : HOME_DOCUMENTS;
  const doc = generatedDocument(webRoot, names);
  let pageSize = 50;
  try {
    const { PAGING } = await import('@news/contract');
    pageSize = PAGING.homePageSize ?? pageSize;
  } catch {
    // The contract package is built with the rest; 50 is its value today.
  }
  const known = { page: 1, pageSize, language: 'EN' };
  let variables = envObject('BENCH_HOME_VARIABLES', false);
  if (!variables) {
    variables = {};
    for (const v of doc.variables) {
      if (v.name in known) variables[v.name] = known[v.name];
      else if (v.required)
        throw new Error(
          `${doc.exportName} needs $${v.name}, which the bench has no value for: set BENCH_HOME_VARIABLES`,
        );
      else variables[v.name] = null;
    }
  }
  const { query, operationName, exportName } = doc;
  return {
    exportName,
    operationName,
    variables,
    body: JSON.stringify({ query, operationName, variables }),
  };
}

// ---- 1. bytes ----

async function sizes(base, home) {
  heading('Bytes (accept-encoding: gzip)');
  const note = (m) => (m.gzipServed ? 'served gzip' : 'served uncompressed; gzip -9 computed');

  const page = await measure(`${base}${HOME_PATH}`, { headers: { accept: 'text/html' } });
  const rendered = isServerRendered(page.text);
  console.log(
    `  Home page HTML ${HOME_PATH}: status ${page.status}, ${kb(page.raw)} raw, ${kb(page.gzip)} gzip (${note(page)}); ` +
      `server-rendered: ${rendered === null ? 'no #root found' : rendered ? 'yes' : 'no (empty #root)'}`,
  );

  const scripts = initialScripts(page.text, page.url);
  const rows = [];
  let jsGzip = 0;
  let jsRaw = 0;
  for (const url of scripts) {
    const m = await measure(url);
    if (m.status !== 200) throw new Error(`${url} answered ${m.status}`);
    jsGzip += m.gzip;
    jsRaw += m.raw;
    rows.push([new URL(url).pathname, kb(m.raw), kb(m.gzip), note(m)]);
  }
  console.log(`\n  Initial JavaScript of the home page (script src, modulepreload):`);
  table(['file', 'raw', 'gzip', ''], rows);
  const jsVerdict = check(
    'home initial JS (gzip)',
    kbBoth(jsGzip),
    `<= ${kb(BUDGET.homeJsGzip)}`,
    jsGzip <= BUDGET.homeJsGzip,
  );
  console.log(
    `  Total: ${scripts.length} files, ${kb(jsRaw)} raw, ${kbBoth(jsGzip)} gzip; ` +
      `budget ${kb(BUDGET.homeJsGzip)}: ${jsVerdict}`,
  );

  const data = await measure(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: home.body,
  });
  let items = '?';
  let errors = '';
  try {
    const json = JSON.parse(data.text);
    const lists = Object.values(json.data ?? {}).filter((v) => Array.isArray(v?.items));
    const count = lists.reduce((n, l) => n + l.items.length, 0);
    items = lists.length > 1 ? `${count} articles (in ${lists.length} lists)` : `${count} articles`;
    if (json.errors) errors = `; ERRORS: ${JSON.stringify(json.errors).slice(0, 300)}`;
  } catch {
    errors = '; not JSON';
  }
  console.log(
    `\n  Home GraphQL ${home.operationName} (${home.exportName}) ${JSON.stringify(home.variables)}:\n` +
      `    status ${data.status}, ${items}, ${kb(data.raw)} JSON, ${kb(data.gzip)} gzip (${note(data)})${errors}`,
  );

  // With server rendering the data travels inside the HTML; without it, the page needs the
  // GraphQL answer too before it shows anything.
  const withData = rendered ? page.gzip : page.gzip + data.gzip;
  const how = rendered
    ? 'the server-rendered HTML'
    : 'HTML + the GraphQL answer (not server-rendered)';
  const htmlVerdict = check(
    'home HTML with its data (gzip)',
    `${kbBoth(withData)}, ${how}`,
    `<= ${kb(BUDGET.homeHtmlGzip)}`,
    withData <= BUDGET.homeHtmlGzip,
  );
  console.log(
    `  Home HTML with its data: ${kbBoth(withData)} gzip (${how}); budget ${kb(BUDGET.homeHtmlGzip)}: ${htmlVerdict}`,
  );
}

// ---- 2. Lighthouse ----

async function lighthousePage(lh, name, url, settings) {
  heading(`Lighthouse: ${name} ${url}`);
  const runs = [];
  for (let i = 1; i <= settings.runs; i++) {
    const reportFile = path.join(settings.reportDir, `${name}-${i}.html`);
    const started = Date.now();
    try {
      const s = await lh.runLighthouse(url, reportFile);
      runs.push(s);
      const m = s.metrics;
      console.log(
        `  run ${i} (${((Date.now() - started) / 1000).toFixed(0)} s): ` +
          `perf ${score(s.scores.performance)}, a11y ${score(s.scores.accessibility)}, ` +
          `SEO ${score(s.scores.seo)}, best practices ${score(s.scores['best-practices'])} | ` +
          `FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${cls(m.cls)}, SI ${ms(m.si)}`,
      );
      if (s.runtimeError) console.log(`    runtime error: ${s.runtimeError}`);
      for (const w of s.warnings) console.log(`    warning: ${w}`);
    } catch (err) {
      console.log(`  run ${i}: FAILED: ${err.message}`);
    }
  }
  if (!runs.length) {
    for (const c of ['performance', 'accessibility', 'SEO', 'LCP', 'CLS', 'TBT'])
      cannotMeasure(`${name} ${c}`, '', new Error('no Lighthouse run succeeded'));
    return;
  }

  // A client-side redirect (an address the router does not know goes to /home) would mean the
  // figures are another page's.
  const wanted = new URL(url);
  const elsewhere = [
    ...new Set(
      runs
        .map((r) => r.finalUrl && new URL(r.finalUrl))
        .filter((u) => u && u.pathname + u.search !== wanted.pathname + wanted.search)
        .map((u) => u.pathname + u.search),
    ),
  ];
  if (elsewhere.length) {
    console.log(`  WARNING: the page ended at ${elsewhere.join(', ')}: these are not its figures`);
  }
  check(
    `${name} page stays at its address`,
    elsewhere.length ? `ended at ${elsewhere.join(', ')}` : wanted.pathname,
    'no redirect',
    elsewhere.length === 0,
  );

  const failedRequests = [...new Set(runs.flatMap((r) => r.network.failed))];
  if (failedRequests.length) {
    console.log(`  WARNING: requests failed during the runs: ${failedRequests.join(', ')}`);
  }
  check(
    `${name} page loads without failed requests`,
    failedRequests.length ? `${failedRequests.length} failed` : 'none failed',
    'none',
    failedRequests.length === 0,
  );

  const med = (pick) => median(runs.map(pick));
  const rows = [];
  const row = (label, pick, fmt, budget, ok) => {
    const value = med(pick);
    const v = ok === undefined ? 'info' : check(`${name} ${label}`, fmt(value), budget, ok(value));
    rows.push([label, ...runs.map((r) => fmt(pick(r))), fmt(value), budget, v]);
  };
  const isNum = (v) => typeof v === 'number';
  row(
    'performance',
    (r) => r.scores.performance,
    score,
    `>= ${BUDGET.performance}`,
    (v) => (isNum(v) ? v >= BUDGET.performance : false),
  );
  row(
    'accessibility',
    (r) => r.scores.accessibility,
    score,
    `= ${BUDGET.accessibility}`,
    (v) => (isNum(v) ? v >= BUDGET.accessibility : false),
  );
  row(
    'SEO',
    (r) => r.scores.seo,
    score,
    `= ${BUDGET.seo}`,
    (v) => (isNum(v) ? v >= BUDGET.seo : false),
  );
  row('best practices', (r) => r.scores['best-practices'], score, '');
  row('FCP', (r) => r.metrics.fcp, ms, '');
  row(
    'LCP',
    (r) => r.metrics.lcp,
    ms,
    `<= ${ms(BUDGET.lcpMs)}`,
    (v) => (isNum(v) ? v <= BUDGET.lcpMs : false),
  );
  row(
    'TBT',
    (r) => r.metrics.tbt,
    ms,
    `<= ${ms(BUDGET.tbtMs)}`,
    (v) => (isNum(v) ? v <= BUDGET.tbtMs : false),
  );
  row(
    'CLS',
    (r) => r.metrics.cls,
    cls,
    `<= ${BUDGET.cls}`,
    (v) => (isNum(v) ? v <= BUDGET.cls : false),
  );
  row('Speed Index', (r) => r.metrics.si, ms, '');
  console.log('');
  table(['', ...runs.map((_, i) => `run ${i + 1}`), 'median', 'budget', ''], rows);

  const distinct = (list) => [...new Set(list.filter(Boolean))];
  for (const el of distinct(runs.map((r) => r.lcp.element))) console.log(`  LCP element: ${el}`);
  runs.forEach((r, i) => {
    if (r.lcp.phases.length) console.log(`  LCP phases, run ${i + 1}: ${r.lcp.phases.join(', ')}`);
  });
  const n = runs[0].network;
  console.log(
    `  Network (run 1): ${n.requests} requests; ${n.scripts} scripts, ${kb(n.scriptBytes)} transferred; ` +
      `${n.graphqlRequests} GraphQL request(s)`,
  );
  for (const category of ['accessibility', 'seo']) {
    const failing = distinct(runs.flatMap((r) => r.failing[category]));
    if (failing.length) console.log(`  ${category} audits below 1: ${failing.join('; ')}`);
  }
  console.log(
    `  Lighthouse host: ${runs[0].userAgent ?? '?'}; benchmarkIndex ${distinct(runs.map((r) => r.benchmarkIndex)).join(', ')}`,
  );
}

// ---- 3. load ----

function printLoad(rows) {
  table(
    ['run', 'req/s', 'p50', 'p99', 'max', 'non-2xx', 'errors', 'timeouts', 'bytes/req'],
    rows.map(([label, r]) => [
      label,
      r.rps.toFixed(0),
      r.total ? `${r.p50} ms` : '-',
      r.total ? `${r.p99} ms` : '-',
      r.total ? `${r.max} ms` : '-',
      r.non2xx ? `${r.non2xx} (${r.non2xxCodes})` : 0,
      r.errors,
      r.timeouts,
      Math.round(r.bytesPerRequest),
    ]),
  );
}

async function loadTests(stack, home, settings) {
  const base = stack.gateway.url;
  heading(`Load: autocannon, ${CONNECTIONS} connections, ${settings.duration} s each`);
  // Both ask for compression as a browser does (the server decides whether to use it).
  const encoding = { 'accept-encoding': 'gzip, deflate, br' };
  const gql = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...encoding },
    body: home.body,
  };
  const html = { method: 'GET', headers: { accept: 'text/html', ...encoding } };
  const run = (url, req, duration = settings.duration) =>
    load(url, {
      connections: CONNECTIONS,
      duration,
      ...req,
    });

  console.log(
    `  (a) GET ${LOAD_HOME_PATH} (accept: text/html), the rendered home page\n` +
      `  both with accept-encoding: gzip, deflate, br, as a browser sends\n` +
      `  (b) POST /graphql ${home.operationName} ${JSON.stringify(home.variables)}\n` +
      `  order: ${WARMUP_SECONDS} s warm-up of each, then (b), (a), (b), then (c) below\n`,
  );
  const page = await measure(`${base}${LOAD_HOME_PATH}`, { headers: { accept: 'text/html' } });
  if (!isServerRendered(page.text)) {
    console.log(
      `  NOTE: GET ${LOAD_HOME_PATH} comes back with an empty #root (not server-rendered): (a) ` +
        'measures the static index.html, not server rendering.\n',
    );
  }
  await run(`${base}/graphql`, gql, WARMUP_SECONDS);
  await run(`${base}${LOAD_HOME_PATH}`, html, WARMUP_SECONDS);
  const b1 = await run(`${base}/graphql`, gql);
  const a = await run(`${base}${LOAD_HOME_PATH}`, html);
  const b2 = await run(`${base}/graphql`, gql);
  printLoad([
    ['(b) GraphQL, 1st', b1],
    ['(a) home page', a],
    ['(b) GraphQL, 2nd', b2],
  ]);
  if (stack.gateway.exited) throw new Error(describeExit(stack.gateway));

  // A run that ended before its first answer has no rate or latency to compare.
  for (const [label, r] of [
    ['(b) 1st', b1],
    ['(a)', a],
    ['(b) 2nd', b2],
  ]) {
    if (!r.total) console.log(`  WARNING: ${label} got no answer within ${settings.duration} s`);
  }
  const bMean = (b1.rps + b2.rps) / 2;
  const ratio = bMean > 0 ? a.rps / bMean : a.rps > 0 ? Infinity : 0;
  const ratioVerdict = check(
    'SSR home req/s vs GraphQL',
    `${(ratio * 100).toFixed(0)} % (${a.rps.toFixed(0)} vs ${bMean.toFixed(0)} req/s)`,
    `>= ${BUDGET.ssrRpsRatio * 100} %`,
    a.total > 0 && b1.total > 0 && b2.total > 0 && ratio >= BUDGET.ssrRpsRatio,
  );
  const p99Verdict = check(
    'SSR home p99 at 50 connections',
    a.total ? `${a.p99} ms` : 'no answer',
    `< ${BUDGET.ssrP99Ms} ms`,
    a.total > 0 && a.p99 < BUDGET.ssrP99Ms,
  );
  // autocannon counts timeouts among the errors.
  const failures = (r) => r.non2xx + r.errors;
  const cleanVerdict = check(
    'load: every answer 2xx',
    `${failures(a)} home, ${failures(b1) + failures(b2)} GraphQL failed`,
    '0',
    failures(a) + failures(b1) + failures(b2) === 0,
  );
  console.log(
    `\n  (a) / mean of (b): ${a.rps.toFixed(0)} / ${bMean.toFixed(0)} req/s = ${(ratio * 100).toFixed(1)} %` +
      ` (budget >= ${BUDGET.ssrRpsRatio * 100} %): ${ratioVerdict}` +
      `\n  (b) varied ${pct(Math.abs(b1.rps - b2.rps), bMean, 0)} between its two runs` +
      `\n  (a) p99 ${a.p99} ms (budget < ${BUDGET.ssrP99Ms} ms): ${p99Verdict}` +
      `\n  non-2xx, errors and timeouts: ${cleanVerdict}`,
  );

  // The rendered page when no request can be answered from the page cache, nor wait for the
  // same page being rendered for another: the renderer keys both by the whole address, so a
  // query string no two requests share makes every request render.
  const unique = (n) => `${LOAD_HOME_PATH}?bench=${n}`;
  const probeStart = performance.now();
  const probe = await measure(`${base}${unique(0)}`, { headers: { accept: 'text/html' } });
  const probeMs = performance.now() - probeStart;
  if (probe.status === 200 && isServerRendered(probe.text)) {
    await run(base, { ...html, uniquePath: unique }, WARMUP_SECONDS);
    const c = await run(base, { ...html, uniquePath: unique });
    console.log(
      `\n  (c) GET ${LOAD_HOME_PATH}?bench=<n>, n new for every request, so every request renders ` +
        `(information only; one rendering alone, before: ${ms(probeMs)}):`,
    );
    printLoad([['(c) home, each rendered', c]]);
    console.log(
      c.total
        ? `  (c) / mean of (b): ${pct(c.rps, bMean)}; (c) / (a): ${pct(c.rps, a.rps)}; p99 ${c.p99} ms`
        : `  (c) got no answer within ${settings.duration} s`,
    );
  } else {
    console.log(
      `\n  (c) every request rendered: not measured, ${unique(0)} answered ${probe.status}` +
        (probe.status === 200 ? ' without server rendering' : ''),
    );
  }

  // The same page on a second gateway started with BENCH_UNCACHED_GATEWAY_ENV, when given.
  if (settings.uncachedGatewayEnv) {
    const env = {
      ...(settings.webDist ? { WEB_DIST: settings.webDist } : {}),
      ...settings.extraGatewayEnv,
      ...settings.uncachedGatewayEnv,
    };
    const shown = { ...settings.extraGatewayEnv, ...settings.uncachedGatewayEnv };
    let uncached;
    try {
      const port = await freePort(settings.gatewayPort + 2);
      uncached = await startGateway(root, {
        apiUrl: stack.apiUrl,
        port,
        env,
        name: 'gateway (uncached)',
      });
      await run(`${uncached.url}${LOAD_HOME_PATH}`, html, WARMUP_SECONDS);
      const u = await run(`${uncached.url}${LOAD_HOME_PATH}`, html);
      console.log(`\n  (a) on a second gateway with ${JSON.stringify(shown)} (information only):`);
      printLoad([['(a) home, 2nd gateway', u]]);
      console.log(`  its (a) / mean of (b): ${pct(u.rps, bMean)}, p99 ${u.p99} ms`);
    } catch (err) {
      // Information only: reported, not counted as a failed budget.
      console.log(`\n  (a) on the second gateway could not be measured: ${err.message}`);
    } finally {
      if (uncached) await stopService(uncached);
    }
  }
}

// ---- main ----

function printSummary(settings) {
  heading('Summary');
  table(
    ['check', 'value', 'budget', ''],
    checks.map((c) => [c.name, c.value, c.budget, verdict(c.ok)]),
  );
  if (settings.skip.size) console.log(`  Skipped (BENCH_SKIP): ${[...settings.skip].join(', ')}`);
  console.log(
    `  Load average now: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}` +
      (settings.skip.has('lighthouse') ? '' : `; Lighthouse reports: ${settings.reportDir}`),
  );
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    console.log(
      `\n  FAILED ${failed.length} of ${checks.length}: ${failed.map((c) => c.name).join('; ')}`,
    );
  } else {
    console.log(`\n  All ${checks.length} budgets met.`);
  }
  return failed.length === 0;
}

async function main() {
  const settings = readSettings();
  const lh = settings.skip.has('lighthouse') ? null : await import('./lighthouse.mjs');
  printContext(settings, lh?.CHROME_PATH ?? '/usr/bin/chromium');
  checkBuild(settings.webBuilds);
  const home = await homeRequest();

  heading('Starting the site');
  const apiPort = await freePort(settings.apiPort);
  let gatewayPort = await freePort(settings.gatewayPort);
  if (gatewayPort === apiPort) gatewayPort = await freePort(0);
  const started = Date.now();
  const webDist = settings.snapshot
    ? await snapshotWeb(root, settings.webBuilds)
    : path.join(settings.webBuilds, 'dist');
  if (webDist) settings.webDist = webDist;
  const stack = await startStack(root, {
    apiPort,
    gatewayPort,
    gatewayEnv: settings.extraGatewayEnv,
    webDist,
  });
  const base = stack.gateway.url;
  console.log(
    `  api ${stack.apiUrl}, gateway ${base} (NODE_ENV=production, SQLite in ${stack.dataDir}); ` +
      `ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const builds = path.relative(root, settings.webBuilds);
  console.log(
    settings.snapshot
      ? `  serving a copy of ${builds}/dist* taken at the start: ${path.relative(root, webDist)}`
      : `  serving ${builds}/dist itself (BENCH_SNAPSHOT=0)`,
  );

  const articlePath = await findArticle(base);
  // A first request to each page, so no measurement pays for a cold start.
  for (const p of [HOME_PATH, LOAD_HOME_PATH, articlePath]) {
    const m = await measure(`${base}${p}`, { headers: { accept: 'text/html' } });
    console.log(`  GET ${p}: ${m.status}, ${kb(m.raw)}`);
  }

  const sections = [
    [
      'sizes',
      () => sizes(base, home),
      ['home initial JS (gzip)', 'home HTML with its data (gzip)'],
    ],
    [
      'lighthouse',
      async () => {
        await lighthousePage(lh, 'home', `${base}${HOME_PATH}`, settings);
        await lighthousePage(lh, 'article', `${base}${articlePath}`, settings);
      },
      [],
    ],
    [
      'load',
      () => loadTests(stack, home, settings),
      ['SSR home req/s vs GraphQL', 'SSR home p99 at 50 connections'],
    ],
  ];
  for (const [name, fn, names] of sections) {
    if (settings.skip.has(name)) continue;
    try {
      await fn();
    } catch (err) {
      console.log(`\n  ${name} FAILED: ${err.stack ?? err}`);
      const missing = names.filter((n) => !checks.some((c) => c.name === n));
      for (const n of missing.length ? missing : [name]) cannotMeasure(n, '', err);
    }
    if (stack.api.exited || stack.gateway.exited) {
      const which = stack.api.exited ? stack.api : stack.gateway;
      cannotMeasure('the site kept running', '', new Error(describeExit(which)));
      break;
    }
  }
  return printSummary(settings);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the api and the gateway`);
    void stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', killAllNow);

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(`\nThe bench could not run: ${err.message ?? err}`);
} finally {
  await stopAll();
}
process.exitCode = ok ? 0 : 1;
