import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  dialect,
  metricValue,
  scrapeMetrics,
  startApi,
  type TestApi,
} from '../helpers.js';

let api: TestApi;

beforeAll(async () => {
  api = await startApi({ API_METRICS_PORT: '0', LOGIN_RATE_LIMIT: '2', PG_POOL_MAX: '7' });
});
afterAll(() => api.close());

const DURATION_COUNT = 'http_request_duration_seconds_count';

describe('metrics', () => {
  it('are answered on their own listener, never on the public port', async () => {
    const address = api.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    const publicPort = await api.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.statusCode).toBe(404);
    expect(publicPort.body).not.toContain('process_cpu');
    const elsewhere = await fetch(`http://127.0.0.1:${address!.port}/Articles`);
    expect(elsewhere.status).toBe(404);
  });

  it('are not served at all without API_METRICS_PORT', async () => {
    const plain = await startApi();
    try {
      expect(plain.app.metricsAddress()).toBeNull();
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('count and time requests by route pattern and status class, not by address', async () => {
    const token = await api.adminToken();
    const article = await api.createArticle(token);
    const route = { method: 'GET', route: '/Articles/:id' };
    const before = await scrapeMetrics(api.app);
    for (const id of [article.id, article.id, 987654]) {
      await api.inject({ method: 'GET', url: `/Articles/${id}`, headers: bearer(token) });
    }
    await api.inject({ method: 'GET', url: '/no/such/route/42' });
    const after = await scrapeMetrics(api.app);
    const delta = (labels: Record<string, string>, name = DURATION_COUNT) =>
      metricValue(after, name, labels) - metricValue(before, name, labels);

    expect(delta({ ...route, status_class: '2xx' })).toBe(2);
    expect(delta({ ...route, status_class: '4xx' })).toBe(1);
    expect(delta({ route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(
      delta({ ...route, status_class: '2xx', le: '+Inf' }, 'http_request_duration_seconds_bucket'),
    ).toBe(2);
    expect(delta({ ...route }, 'http_request_duration_seconds_sum')).toBeGreaterThan(0);
    // The address asked for is never a label: the series stay as many as the routes.
    const routes = new Set(after.map((s) => s.labels.route).filter(Boolean));
    expect([...routes].some((r) => /\d/.test(r!))).toBe(false);
  });

  it('count the kept reads: a miss, then hits, and a purge after a write', async () => {
    const url = '/Articles?PageSize=3&Page=1';
    const cache = { cache: 'rest_reads' };
    const first = await scrapeMetrics(api.app);
    await api.inject({ method: 'GET', url });
    await api.inject({ method: 'GET', url });
    await api.inject({ method: 'GET', url });
    const second = await scrapeMetrics(api.app);
    const lookups = (samples: typeof first, result: string) =>
      metricValue(samples, 'news_cache_lookups_total', { ...cache, result });
    expect(lookups(second, 'miss') - lookups(first, 'miss')).toBe(1);
    expect(lookups(second, 'hit') - lookups(first, 'hit')).toBe(2);

    await api.createArticle(await api.adminToken());
    await api.inject({ method: 'GET', url });
    const third = await scrapeMetrics(api.app);
    expect(lookups(third, 'miss') - lookups(second, 'miss')).toBe(1);
    expect(
      metricValue(third, 'news_cache_purges_total', cache) -
        metricValue(second, 'news_cache_purges_total', cache),
    ).toBe(1);
  });

  it('count a rate-limit refusal by its route', async () => {
    const refusals = { route: '/Auth/login' };
    const before = await scrapeMetrics(api.app);
    const login = (password: string) =>
      api.inject({
        method: 'POST',
        url: '/Auth/login',
        remoteAddress: '198.51.100.7',
        payload: { username: 'admin', password },
      });
    expect((await login('wrong-password-1')).statusCode).toBe(401);
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(metricValue(await scrapeMetrics(api.app), 'news_rate_limit_refusals_total')).toBe(
      metricValue(before, 'news_rate_limit_refusals_total'),
    );
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(429);
    const after = await scrapeMetrics(api.app);
    expect(
      metricValue(after, 'news_rate_limit_refusals_total', refusals) -
        metricValue(before, 'news_rate_limit_refusals_total', refusals),
    ).toBe(1);
  });

  it(`say how the connection pool is used on PostgreSQL, and nothing of one on SQLite (${dialect})`, async () => {
    const samples = await scrapeMetrics(api.app);
    const pool = samples.filter((s) => s.name.startsWith('news_db_pool_'));
    if (dialect === 'postgres') {
      expect(metricValue(samples, 'news_db_pool_connections', { state: 'max' })).toBe(7);
      expect(metricValue(samples, 'news_db_pool_connections', { state: 'idle' })).toBeGreaterThan(
        0,
      );
      expect(metricValue(samples, 'news_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(pool).toEqual([]);
    }
  });
});
