import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bool,
  ConfigError,
  int,
  optional,
  readEnv,
  textVar,
  type EnvVar,
} from '@news/contract/env';
import { metricsPortApart, serviceConfig, serviceVars, type ServiceConfig } from '@news/server-kit';
import { DEFAULT_LIMITS, type OperationLimits } from './limits.js';

export { ConfigError };

/** The repository root, whether running from src/ (tsx) or dist/ (compiled). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config extends ServiceConfig {
  host: string;
  port: number;
  /** Base URL of the REST API: origin only, or origin plus a path prefix. */
  apiUrl: URL;
  /** Deadline for one REST call, connection included. */
  apiTimeoutMs: number;
  /** Most sockets the gateway keeps open to the REST API. */
  apiConnections: number;
  introspection: boolean;
  /** What the reader cache's Redis keys and purge channel begin with (REDIS_KEY_PREFIX). */
  readerCachePrefix: string;
  /** Where a CDN in front is told the surrogate keys a write purged (CDN_PURGE_URL), if any. */
  cdnPurgeUrl: URL | undefined;
  /** The built web client, served with an SPA fallback when the folder exists. */
  webDist: string;
  /** What one GraphQL operation may ask for. */
  limits: OperationLimits;
  /**
   * The site's public origin (`https://news.example`, no trailing slash), for the absolute
   * addresses in sitemaps, feeds and robots.txt.
   */
  siteUrl: string;
  /** How long a server-rendered reader page is served from the reader cache, in ms (0: never kept). */
  pageCacheTtlMs: number;
  /** Worker threads rendering reader pages: the most pages rendered at once. */
  renderThreads: number;
  /** Renders that wait for a thread when all are busy; a reader beyond them gets a 503. */
  renderQueue: number;
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash;
  } catch {
    return false;
  }
};

const httpUrl = (fallback: string): EnvVar<string> =>
  textVar(fallback, [
    [isHttpUrl, 'must be an http:// or https:// URL without a query or fragment'],
  ]);

/** An origin: http(s), a host, perhaps a port, and nothing after it but an optional `/`. */
const isSiteOrigin = (v: string) => {
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      u.pathname === '/' &&
      !v.includes('?') &&
      !v.includes('#') &&
      !u.username &&
      !u.password
    );
  } catch {
    return false;
  }
};

const siteOrigin = textVar('', [
  [
    isSiteOrigin,
    'must be an http:// or https:// origin, such as https://news.example, with no path, query or fragment',
  ],
]);

/** The gateway's own address, when SITE_URL is not given: `localhost` for every interface. */
function ownOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host;
  const bracketed = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  try {
    return new URL(`http://${bracketed}:${port}`).origin;
  } catch {
    return `http://localhost:${port}`;
  }
}

const vars = {
  ...serviceVars,
  GATEWAY_HOST: textVar('127.0.0.1'),
  GATEWAY_PORT: int(4000, 0, 65535),
  // Unset: no metrics listener.
  GATEWAY_METRICS_PORT: optional(int(0, 0, 65535)),
  API_URL: httpUrl('http://127.0.0.1:4001'),
  API_TIMEOUT_MS: int(5000, 100, 120_000),
  API_CONNECTIONS: int(64, 1, 10_000),
  GRAPHQL_INTROSPECTION: bool(),
  REDIS_KEY_PREFIX: textVar('news:reader:', [
    [
      (v) => /^[A-Za-z0-9:_.-]{1,64}$/.test(v),
      'must be 1 to 64 letters, digits or the characters : _ . -',
    ],
  ]),
  CDN_PURGE_URL: optional(httpUrl('')),
  WEB_DIST: optional(textVar('')),
  SITE_URL: optional(siteOrigin),
  PAGE_CACHE_TTL_MS: int(10_000, 0, 3_600_000),
  RENDER_THREADS: int(os.availableParallelism(), 1, 256),
  // Unset: a few per render thread.
  RENDER_QUEUE: optional(int(0, 0, 10_000)),
  // The parser recurses once per nesting level, so the token limit also bounds the stack.
  GRAPHQL_MAX_TOKENS: int(DEFAULT_LIMITS.maxTokens, 100, 10_000),
  GRAPHQL_MAX_DEPTH: int(DEFAULT_LIMITS.maxDepth, 2, 50),
  GRAPHQL_MAX_ALIASES: int(DEFAULT_LIMITS.maxAliases, 0, 1000),
  GRAPHQL_MAX_FIELDS: int(DEFAULT_LIMITS.maxFields, 10, 10_000),
  GRAPHQL_MAX_ROOT_FIELDS: int(DEFAULT_LIMITS.maxRootFields, 1, 100),
  GRAPHQL_MAX_ROWS: int(DEFAULT_LIMITS.maxRows, 100, 1_000_000),
};

const metricsApart = metricsPortApart('GATEWAY_PORT', 'GATEWAY_METRICS_PORT', "the site's port");

/**
 * Renders that may wait for each render thread when RENDER_QUEUE is not set: about a second of
 * renders on a busy thread. A reader is better served by that wait than by the busy page, and a
 * short queue turns a burst into a storm of 503s, each answered and asked again at once, that
 * takes the CPU the renders need.
 */
const RENDER_QUEUE_PER_THREAD = 24;

/** Reads and validates the environment once; lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(vars, env, metricsApart);
  const shared = serviceConfig(e, e.GATEWAY_METRICS_PORT);
  const apiUrl = new URL(e.API_URL);
  if (!apiUrl.pathname.endsWith('/')) apiUrl.pathname += '/';
  return Object.freeze({
    ...shared,
    host: e.GATEWAY_HOST,
    port: e.GATEWAY_PORT,
    apiUrl,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiConnections: e.API_CONNECTIONS,
    introspection: e.GRAPHQL_INTROSPECTION ?? !shared.production,
    readerCachePrefix: e.REDIS_KEY_PREFIX,
    cdnPurgeUrl: e.CDN_PURGE_URL === undefined ? undefined : new URL(e.CDN_PURGE_URL),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'web/dist'),
    limits: Object.freeze({
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxFields: e.GRAPHQL_MAX_FIELDS,
      maxRootFields: e.GRAPHQL_MAX_ROOT_FIELDS,
      maxRows: e.GRAPHQL_MAX_ROWS,
    }),
    siteUrl: e.SITE_URL ? new URL(e.SITE_URL).origin : ownOrigin(e.GATEWAY_HOST, e.GATEWAY_PORT),
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    renderThreads: e.RENDER_THREADS,
    renderQueue: e.RENDER_QUEUE ?? e.RENDER_THREADS * RENDER_QUEUE_PER_THREAD,
  });
}
