import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, OPERATION_NAMES_MAX, OTHER, UNRESOLVED } from '../src/metrics.js';
import {
  ADMIN_PASSWORD,
  metricValue,
  scrapeMetrics,
  startStack,
  type MetricSample,
  type Stack,
} from './helpers.js';

/** A stand-in for web/dist-server's renderer: every reader page is one short page. */
/** A page that shows the list of articles, read through the gateway's schema. */
const RENDERER = `import { graphql } from ${JSON.stringify(createRequire(import.meta.url).resolve('graphql'))};
export async function render(request) {
  const source = '{ articles { totalItems } }';
  await graphql({ schema: request.schema, source, contextValue: request.context() });
  return { status: 200, html: '<!doctype html><p>' + request.url + '</p>' };
}`;

let stack: Stack;
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-metrics-test-'));
  const dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'reader.html'), '<!doctype html><html></html>');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const lang of ['en', 'te']) {
    fs.writeFileSync(path.join(dist, 'assets', 'i18n', `${lang}.json`), '{}');
  }
  fs.writeFileSync(path.join(siteDir, 'dist-server', 'entry-server.js'), RENDERER);
  stack = await startStack({
    gatewayEnv: {
      GATEWAY_METRICS_PORT: '0',
      WEB_DIST: dist,
      PAGE_CACHE_TTL_MS: '3600000',
      RENDER_THREADS: '1',
    },
  });
});

afterAll(async () => {
  await stack?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const scrape = () => scrapeMetrics(stack.gateway.app);

/** How much a metric's samples with these labels grew between two scrapes. */
const growth = (
  before: MetricSample[],
  after: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
) => metricValue(after, name, labels) - metricValue(before, name, labels);

const OPERATIONS = 'news_graphql_operation_duration_seconds_count';
const UPSTREAM = 'news_upstream_request_duration_seconds_count';

describe('the gateway’s metrics', () => {
  it('are answered on their own listener, never on the site’s port', async () => {
    const address = stack.gateway.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/^process_resident_memory_bytes \d/m);

    for (const method of ['GET', 'HEAD']) {
      const site = await fetch(`${stack.url}/metrics`, { method, headers: { accept: '*/*' } });
      expect(site.headers.get('content-type') ?? '').not.toMatch(/version=0\.0\.4/);
      expect(await site.text()).not.toContain('process_resident_memory_bytes');
    }
    // The api behind it was given no metrics port: it serves none.
    expect(stack.api.app.metricsAddress()).toBeNull();
  });

  it('count and time GraphQL operations by name and type, and their errors by code', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const res = await stack.gql('query MetricsFront { frontPage { latest { id } } }');
      expect(res.body.errors).toBeUndefined();
    }
    await stack.gql('{ categories }');
    await stack.gql('query Broken { noSuchField }');
    const refused = await stack.gql(
      'mutation MetricsLogin($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { u: 'admin', p: 'not-the-password' },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const after = await scrape();

    const ops = (labels: Record<string, string>) => growth(before, after, OPERATIONS, labels);
    expect(ops({ operation: 'MetricsFront', type: 'query' })).toBe(3);
    expect(ops({ operation: ANONYMOUS, type: 'query' })).toBe(1);
    expect(ops({ operation: UNRESOLVED })).toBe(1);
    expect(ops({ operation: 'Broken' })).toBe(0);
    expect(ops({ operation: 'MetricsLogin', type: 'mutation' })).toBe(1);
    expect(
      growth(before, after, 'news_graphql_errors_total', {
        operation: 'MetricsLogin',
        code: 'UNAUTHENTICATED',
      }),
    ).toBe(1);
    expect(
      growth(before, after, 'news_graphql_operation_duration_seconds_sum', {
        operation: 'MetricsFront',
      }),
    ).toBeGreaterThan(0);
    // Every answer of /graphql is timed by its route too.
    expect(
      growth(before, after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/graphql',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(5);
  });

  it('keep the operation names within bounds however many a client invents', async () => {
    const flood = OPERATION_NAMES_MAX + 50;
    for (let start = 0; start < flood; start += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          stack.gql(`query Invented${start + i} { categories }`),
        ),
      );
    }
    const after = await scrape();
    const names = new Set(
      after.filter((s) => s.name === OPERATIONS).map((s) => s.labels.operation),
    );
    expect(names.size).toBeLessThanOrEqual(OPERATION_NAMES_MAX + 3);
    expect(names.has(OTHER)).toBe(true);
    expect(metricValue(after, OPERATIONS, { operation: OTHER })).toBeGreaterThanOrEqual(50);
    // Names seen before the flood keep their own series.
    expect(metricValue(after, OPERATIONS, { operation: 'MetricsFront' })).toBe(3);
  });

  it('time REST calls by route and outcome, and count those that fail', async () => {
    const before = await scrape();
    const missing = await stack.gql('{ article(id: "987654") { id } }');
    expect(missing.body.data).toEqual({ article: null });
    await stack.gql('{ frontPage { latest { id } } }');
    await stack.stopApi();
    try {
      const down = await stack.gql('{ article(id: "5") { id } }');
      expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await stack.restartApi();
    }
    const after = await scrape();
    const article = { method: 'GET', route: 'Articles/{id}' };
    expect(growth(before, after, UPSTREAM, { ...article, outcome: '4xx' })).toBe(1);
    expect(growth(before, after, UPSTREAM, { route: 'Front', outcome: '2xx' })).toBe(1);
    expect(growth(before, after, UPSTREAM, { ...article, outcome: 'connection' })).toBe(1);
    expect(
      growth(before, after, 'news_upstream_errors_total', { ...article, outcome: 'connection' }),
    ).toBe(1);
    expect(growth(before, after, 'news_upstream_errors_total', { outcome: '4xx' })).toBe(0);
    const routes = new Set(after.filter((s) => s.name === UPSTREAM).map((s) => s.labels.route));
    expect([...routes].some((route) => /\d/.test(route!))).toBe(false);
  });

  it('count kept pages served, renderings waited for, purges, and time each rendering', async () => {
    const pages = { cache: 'pages' };
    const before = await scrape();
    const page = () =>
      fetch(`${stack.url}/home?search=metrics`, { headers: { accept: 'text/html' } });
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    const kept = await scrape();
    const lookups = (a: MetricSample[], b: MetricSample[], result: string) =>
      growth(a, b, 'news_cache_lookups_total', { ...pages, result });
    expect(lookups(before, kept, 'miss')).toBe(1);
    expect(lookups(before, kept, 'hit')).toBe(2);
    expect(growth(before, kept, 'news_page_render_duration_seconds_count')).toBe(1);

    // A new article drops the kept lists: the next reader waits for a rendering.
    const token = await stack.login('admin', ADMIN_PASSWORD);
    const created = await stack.gql(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
      { input: { title: 'A draft', content: 'Its words.', status: 'DRAFT' } },
      { token },
    );
    expect(created.body.errors).toBeUndefined();
    expect((await page()).status).toBe(200);
    const changed = await scrape();
    expect(growth(kept, changed, 'news_cache_purges_total', pages)).toBe(1);
    expect(lookups(kept, changed, 'miss')).toBe(1);
    expect(growth(kept, changed, 'news_page_render_duration_seconds_count')).toBe(1);
  });

  it('count the REST calls the render threads make, by route and outcome', async () => {
    // Every list the api was asked for since the gateway started, from either thread.
    const lists = () =>
      stack.calls.filter((call) => call.method === 'GET' && call.url.startsWith('/Articles?'));
    const before = lists().length;
    const rendered = await fetch(`${stack.url}/home?search=threads`, {
      headers: { accept: 'text/html' },
    });
    expect(rendered.status).toBe(200);
    const asked = lists().length;
    expect(asked).toBeGreaterThan(before);
    const list = { method: 'GET', route: 'Articles' };
    // The threads post each call as it ends: the count is waited for as it arrives.
    let counted = metricValue(await scrape(), UPSTREAM, list);
    while (counted < asked) counted = metricValue(await scrape(), UPSTREAM, list);
    expect(counted).toBe(asked);
    expect(metricValue(await scrape(), UPSTREAM, { ...list, outcome: '2xx' })).toBe(asked);
  });

  it('count the feeds served from memory and built', async () => {
    const feeds = { cache: 'feeds' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await fetch(`${stack.url}/feed.xml?edition=te`)).status).toBe(200);
    }
    const after = await scrape();
    expect(growth(before, after, 'news_cache_lookups_total', { ...feeds, result: 'miss' })).toBe(1);
    expect(growth(before, after, 'news_cache_lookups_total', { ...feeds, result: 'hit' })).toBe(2);
  });
});
