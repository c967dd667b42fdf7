import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_LIMITS, type OperationLimits } from './limits.js';

/** The repository root, whether running from src/ (tsx) or dist/ (compiled). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  host: string;
  port: number;
  /** Base URL of the REST API: origin only, or origin plus a path prefix. */
  apiUrl: URL;
  /** Deadline for one REST call, connection included. */
  apiTimeoutMs: number;
  /** Most sockets the gateway keeps open to the REST API. */
  apiConnections: number;
  production: boolean;
  introspection: boolean;
  /** Shared cache for persisted queries; in process memory when absent. */
  redisUrl: string | undefined;
  /** The built web client, served with an SPA fallback when the folder exists. */
  webDist: string;
  /** Whether the session cookie carries `Secure` (HTTPS only). */
  cookieSecure: boolean;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** What one GraphQL operation may ask for. */
  limits: OperationLimits;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const bool = () =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number' })
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(
      z
        .number()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

const httpUrl = z.string().refine(
  (v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash;
    } catch {
      return false;
    }
  },
  { message: 'must be an http:// or https:// URL without a query or fragment' },
);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: true, false, a hop count, or addresses / CIDR ranges / proxy-addr's names. */
function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d{1,2})$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    if (rest.length > 0) return false;
    if (bits === undefined) return PROXY_NAMES.has(address) || isIP(address) !== 0;
    const family = isIP(address);
    return family !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
}

function toTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  // A hop count: believe that many proxies nearest to this process.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

const envSchema = z.object({
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: int(4000, 0, 65535),
  API_URL: httpUrl.default('http://127.0.0.1:4001'),
  API_TIMEOUT_MS: int(5000, 100, 120_000),
  API_CONNECTIONS: int(64, 1, 10_000),
  NODE_ENV: z.string().optional(),
  GRAPHQL_INTROSPECTION: bool(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//i.test(v), { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  COOKIE_SECURE: bool(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, {
      message:
        'must be true, false, a number of proxy hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  // The parser recurses once per nesting level, so the token limit also bounds the stack.
  GRAPHQL_MAX_TOKENS: int(DEFAULT_LIMITS.maxTokens, 100, 10_000),
  GRAPHQL_MAX_DEPTH: int(DEFAULT_LIMITS.maxDepth, 2, 50),
  GRAPHQL_MAX_ALIASES: int(DEFAULT_LIMITS.maxAliases, 0, 1000),
  GRAPHQL_MAX_FIELDS: int(DEFAULT_LIMITS.maxFields, 10, 10_000),
  GRAPHQL_MAX_ROOT_FIELDS: int(DEFAULT_LIMITS.maxRootFields, 1, 100),
  GRAPHQL_MAX_ROWS: int(DEFAULT_LIMITS.maxRows, 100, 1_000_000),
});

/** Reads and validates the environment once; lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const apiUrl = new URL(e.API_URL);
  if (!apiUrl.pathname.endsWith('/')) apiUrl.pathname += '/';
  return Object.freeze({
    host: e.GATEWAY_HOST,
    port: e.GATEWAY_PORT,
    apiUrl,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiConnections: e.API_CONNECTIONS,
    production,
    introspection: e.GRAPHQL_INTROSPECTION ?? !production,
    redisUrl: e.REDIS_URL,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'web/dist'),
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: toTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    limits: Object.freeze({
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxFields: e.GRAPHQL_MAX_FIELDS,
      maxRootFields: e.GRAPHQL_MAX_ROOT_FIELDS,
      maxRows: e.GRAPHQL_MAX_ROWS,
    }),
  });
}
