import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bool,
  ConfigError,
  int,
  logLevel,
  newsroomTimeZone,
  readEnv,
  slowClientLimitsOf,
  timeoutVars,
  trustProxy,
  type LogLevel,
  type TrustProxy,
} from '@news/contract/env';
import type { MetricsListen, SlowClientLimits } from '@news/server-kit';
import { z } from 'zod';
import { LIMITS } from './domain.js';

/** The repository root, whether running from src/ (tsx) or dist/ (compiled). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolMax: number };

/**
 * Where uploaded photos' files live: `files` under DATA_DIR/media, or `database` (the media_blobs
 * table), which several api processes on several machines share with no other service.
 */
export type MediaStoreKind = 'files' | 'database';

/** Photo uploads an account may make per 10 minutes, unless UPLOAD_RATE_LIMIT says otherwise. */
export const UPLOAD_RATE_LIMIT = 60;

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** MEDIA_STORE; by default `database` with PostgreSQL, `files` with SQLite. */
  mediaStore: MediaStoreKind;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  adminPassword: string | undefined;
  allowSignup: boolean;
  seedContent: boolean;
  logLevel: LogLevel;
  /** Login and sign-up attempts allowed per client address per minute. */
  loginRateLimit: number;
  /** Photo uploads allowed per account per 10 minutes (UPLOAD_RATE_LIMIT). */
  uploadRateLimit: number;
  /** Where rate limits are counted, shared by every api process; in memory without it. */
  redisUrl: string | undefined;
  /** Bytes of public answers each process keeps serialized (READ_CACHE_MB; 0: none). */
  readCacheBytes: number;
  /** How long a client may take to send a request, and stay silent (a slow client's limits). */
  slowClients: SlowClientLimits;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: TrustProxy;
  /** The newsroom's IANA time zone: what "today" means for an article date. */
  timeZone: string;
  /**
   * Where `GET /metrics` is answered (API_METRICS_PORT on METRICS_HOST): a listener of its own,
   * so the metrics never share the api's port; none when API_METRICS_PORT is unset.
   */
  metrics: MetricsListen | undefined;
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * COOKIE_SECURE, as the gateway reads it (default: production): the site is served over
   * HTTPS, so the api's answers carry Strict-Transport-Security.
   */
  cookieSecure: boolean;
}

export { ConfigError };

const envSchema = z
  .object({
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: int(4001, 0, 65535),
    // Unset (`optional` answers undefined before int's own default): no metrics listener.
    API_METRICS_PORT: int(0, 0, 65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .refine((url) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^postgres(ql)?:\/\//i.test(url), {
        message:
          'must be a postgres:// URL, or a SQLite file path (optionally prefixed with sqlite:)',
      })
      .optional(),
    PG_POOL_MAX: int(10, 1, 200),
    MEDIA_STORE: z
      .enum(['files', 'database'], {
        message:
          'must be files (under DATA_DIR/media) or database (in the database, shared by every api process)',
      })
      .optional(),
    JWT_SECRET: z
      .string()
      .refine((s) => Buffer.byteLength(s, 'utf8') >= 32, { message: 'must be at least 32 bytes' })
      .optional(),
    JWT_TTL_SECONDS: int(12 * 3600, 60, 30 * 24 * 3600),
    ADMIN_PASSWORD: z
      .string()
      .min(LIMITS.passwordMin, { message: `must be at least ${LIMITS.passwordMin} characters` })
      .max(LIMITS.passwordMax, { message: `must be at most ${LIMITS.passwordMax} characters` })
      .optional(),
    ALLOW_SIGNUP: bool(false),
    SEED_CONTENT: bool(true),
    LOGIN_RATE_LIMIT: int(10, 1, 100_000),
    UPLOAD_RATE_LIMIT: int(UPLOAD_RATE_LIMIT, 1, 100_000),
    READ_CACHE_MB: int(64, 0, 65_536),
    ...timeoutVars,
    REDIS_URL: z
      .string()
      .refine((v) => /^rediss?:\/\//i.test(v), { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
    TRUST_PROXY: trustProxy(),
    NEWSROOM_TIME_ZONE: newsroomTimeZone(),
    LOG_LEVEL: logLevel(),
    // Read as the gateway reads them: `npm start` passes the same environment to both.
    NODE_ENV: z.string().optional(),
    COOKIE_SECURE: bool(undefined),
  })
  .superRefine((env, ctx) => {
    if (env.API_METRICS_PORT && env.API_METRICS_PORT === env.API_PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_METRICS_PORT'],
        message: 'must differ from API_PORT: the metrics are never served on the public port',
      });
    }
    const url = env.DATABASE_URL;
    if (url && /^postgres(ql)?:\/\//i.test(url) && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required with PostgreSQL, so that every api process signs and checks tokens with the same secret',
      });
    }
  });

/** Reads and validates the environment once; lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(envSchema, env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? 'data');
  let database: DatabaseConfig;
  if (e.DATABASE_URL && /^postgres(ql)?:\/\//i.test(e.DATABASE_URL)) {
    database = { dialect: 'postgres', url: e.DATABASE_URL, poolMax: e.PG_POOL_MAX };
  } else {
    const file = e.DATABASE_URL?.replace(/^sqlite:/i, '') || path.join(dataDir, 'news.db');
    database = { dialect: 'sqlite', file: path.resolve(repoRoot, file) };
  }
  return Object.freeze({
    host: e.API_HOST,
    port: e.API_PORT,
    dataDir,
    database,
    mediaStore: e.MEDIA_STORE ?? (database.dialect === 'postgres' ? 'database' : 'files'),
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    adminPassword: e.ADMIN_PASSWORD,
    allowSignup: e.ALLOW_SIGNUP,
    seedContent: e.SEED_CONTENT,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    slowClients: slowClientLimitsOf(e),
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    trustProxy: e.TRUST_PROXY,
    timeZone: e.NEWSROOM_TIME_ZONE,
    metrics:
      e.API_METRICS_PORT === undefined
        ? undefined
        : { host: e.METRICS_HOST, port: e.API_METRICS_PORT },
    production,
    cookieSecure: e.COOKIE_SECURE ?? production,
  });
}
