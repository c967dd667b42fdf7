import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.js';
import { DEFAULT_LIMITS } from '../src/limits.js';
import { ADMIN_PASSWORD, startStack } from './helpers.js';

describe('configuration', () => {
  it('defaults to port 4000 in front of the api on 4001, in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      apiTimeoutMs: 5000,
      production: false,
      introspection: true,
      cookieSecure: false,
      redisUrl: undefined,
    });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:4001/');
  });

  it('in production turns introspection off and the cookie Secure, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      introspection: false,
      cookieSecure: true,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', COOKIE_SECURE: 'false' }),
    ).toMatchObject({ introspection: true, cookieSecure: false });
  });

  it('reads the GraphQL operation limits, with defaults the schema documents', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    expect(
      loadConfig({ GRAPHQL_MAX_TOKENS: '5000', GRAPHQL_MAX_ROWS: '200000' }).limits,
    ).toMatchObject({ maxTokens: 5000, maxRows: 200_000, maxDepth: DEFAULT_LIMITS.maxDepth });
    // The schema's description tells clients the defaults.
    const schema = fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    const about = schema.slice(0, schema.indexOf('schema {')).replace(/\s+/g, ' ');
    const d = DEFAULT_LIMITS;
    expect(about).toContain(
      `at most ${d.maxTokens} tokens in the document, fields nested ${d.maxDepth} deep, ${d.maxAliases} aliases, ${d.maxFields} selections (fields and fragments) once fragments and aliases are expanded, ${d.maxRootFields} top-level fields, and ${d.maxRows} row fields`,
    );
  });

  it('refuses operation limits out of range, naming each', () => {
    expect(() =>
      loadConfig({
        GRAPHQL_MAX_TOKENS: '50',
        GRAPHQL_MAX_DEPTH: '0',
        GRAPHQL_MAX_ALIASES: '-1',
        GRAPHQL_MAX_FIELDS: 'many',
        GRAPHQL_MAX_ROOT_FIELDS: '1000',
        GRAPHQL_MAX_ROWS: '10',
      }),
    ).toThrow(
      /GRAPHQL_MAX_TOKENS: must be at least 100[\s\S]*GRAPHQL_MAX_DEPTH[\s\S]*GRAPHQL_MAX_ALIASES[\s\S]*GRAPHQL_MAX_FIELDS[\s\S]*GRAPHQL_MAX_ROOT_FIELDS[\s\S]*GRAPHQL_MAX_ROWS/,
    );
  });

  it('renders pages in a thread per core by default, with 24 waiting per thread', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({})).toMatchObject({ renderThreads: cores, renderQueue: 24 * cores });
    expect(loadConfig({ RENDER_THREADS: '3' })).toMatchObject({
      renderThreads: 3,
      renderQueue: 72,
    });
    expect(loadConfig({ RENDER_THREADS: '1', RENDER_QUEUE: '0' })).toMatchObject({
      renderThreads: 1,
      renderQueue: 0,
    });
    expect(() => loadConfig({ RENDER_THREADS: '0', RENDER_QUEUE: 'a few' })).toThrow(
      /RENDER_THREADS: must be at least 1[\s\S]*RENDER_QUEUE: must be a whole number/,
    );
  });

  it('limits slow clients: 15 s for headers, 5 min for a request, 2 min of silence', () => {
    expect(loadConfig({}).slowClients).toEqual({
      headersMs: 15_000,
      requestMs: 300_000,
      idleMs: 120_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '60000',
        IDLE_TIMEOUT_MS: '9000',
      }).slowClients,
    ).toEqual({ headersMs: 5000, requestMs: 60_000, idleMs: 9000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: 'soon' })).toThrow(/IDLE_TIMEOUT_MS/);
  });

  it('serves metrics only on GATEWAY_METRICS_PORT, on loopback unless METRICS_HOST says', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ GATEWAY_METRICS_PORT: '9400' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9400,
    });
    expect(loadConfig({ GATEWAY_METRICS_PORT: '9400', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9400,
    });
    expect(() => loadConfig({ GATEWAY_METRICS_PORT: '-1' })).toThrow(
      /GATEWAY_METRICS_PORT: must be a whole number/,
    );
    expect(() => loadConfig({ GATEWAY_METRICS_PORT: '4000' })).toThrow(
      /GATEWAY_METRICS_PORT: must differ from GATEWAY_PORT/,
    );
  });

  it('keeps a path prefix of API_URL', () => {
    expect(loadConfig({ API_URL: 'https://api.example.com/news' }).apiUrl.href).toBe(
      'https://api.example.com/news/',
    );
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        GATEWAY_PORT: 'eighty',
        API_URL: 'ftp://example.com',
        API_TIMEOUT_MS: '5',
        REDIS_URL: 'http://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'news reader',
        CDN_PURGE_URL: 'purge.example',
        COOKIE_SECURE: 'maybe',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'garbage',
        NEWSROOM_TIME_ZONE: 'Asia/Hyderabad',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(
      [
        'API_TIMEOUT_MS',
        'API_URL',
        'CDN_PURGE_URL',
        'COOKIE_SECURE',
        'GATEWAY_PORT',
        'LOG_LEVEL',
        'REDIS_KEY_PREFIX',
        'REDIS_URL',
        'TRUST_PROXY',
        'NEWSROOM_TIME_ZONE',
      ].sort(),
    );
  });

  it('reads TRUST_PROXY as a switch, a hop count, or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).trustProxy).toBe(
      '10.0.0.0/8, loopback, ::1',
    );
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it("reads the newsroom's time zone as the api does: Asia/Kolkata unless told", () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ NEWSROOM_TIME_ZONE: 'America/New_York' }).timeZone).toBe(
      'America/New_York',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ GATEWAY_PORT: '', API_URL: '' }).port).toBe(4000);
  });

  it('reads SITE_URL as an origin, else the gateway’s own address', () => {
    expect(loadConfig({}).siteUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ GATEWAY_HOST: '0.0.0.0', GATEWAY_PORT: '8080' }).siteUrl).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ GATEWAY_HOST: '::' }).siteUrl).toBe('http://localhost:4000');
    expect(loadConfig({ GATEWAY_HOST: '::1' }).siteUrl).toBe('http://[::1]:4000');
    expect(loadConfig({ SITE_URL: 'https://News.Example/' }).siteUrl).toBe('https://news.example');
    expect(loadConfig({ SITE_URL: 'https://news.example:443' }).siteUrl).toBe(
      'https://news.example',
    );
    expect(loadConfig({ SITE_URL: 'http://news.example:8080' }).siteUrl).toBe(
      'http://news.example:8080',
    );
    for (const bad of [
      'news.example',
      'ftp://news.example',
      'https://news.example/news',
      'https://news.example/?edition=en',
      'https://news.example#top',
      'https://user:secret@news.example',
    ]) {
      expect(() => loadConfig({ SITE_URL: bad })).toThrow(/SITE_URL: must be an http/);
    }
  });
});

describe('the session cookie in production', () => {
  it('is Secure', async () => {
    const stack = await startStack({ gatewayEnv: { NODE_ENV: 'production' } });
    try {
      const res = await stack.gql(
        `mutation { login(username: "admin", password: "${ADMIN_PASSWORD}") { expiresAt } }`,
      );
      expect(res.headers.getSetCookie().join()).toMatch(/news_session=[^;]+;.*; Secure/i);
    } finally {
      await stack.close();
    }
  });
});
