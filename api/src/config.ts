import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bool,
  ConfigError,
  int,
  oneOf,
  optional,
  readEnv,
  textVar,
  type EnvCheck,
  type EnvOf,
} from '@news/contract/env';
import { metricsPortApart, serviceConfig, serviceVars, type ServiceConfig } from '@news/server-kit';
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

export interface Config extends ServiceConfig {
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
  /** Login and sign-up attempts allowed per client address per minute. */
  loginRateLimit: number;
  /** Photo uploads allowed per account per 10 minutes (UPLOAD_RATE_LIMIT). */
  uploadRateLimit: number;
  /** Bytes of public answers each process keeps serialized (READ_CACHE_MB; 0: none). */
  readCacheBytes: number;
  backups: BackupConfig;
  /**
   * Where passkeys are made and used: the site's origins (SITE_URL, else the gateway's own
   * address on this machine, by name and by loopback address) and the relying party id, the
   * first origin's host name.
   */
  passkeys: { origins: string[]; rpId: string };
}

/** Scheduled backups (docs/backups.md). */
export interface BackupConfig {
  /** BACKUP_DIR; by default DATA_DIR/backups. */
  dir: string;
  /** BACKUP_INTERVAL_MINUTES between scheduled backups; 0: none scheduled. */
  intervalMinutes: number;
  /** BACKUP_KEEP_HOURLY: the newest backup of each of this many latest hours is kept. */
  keepHourly: number;
  /** BACKUP_KEEP_DAILY: the newest backup of each of this many latest days is kept. */
  keepDaily: number;
}

export { ConfigError };

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** The site's origins for passkeys; without SITE_URL, the gateway on this machine. */
function passkeySite(siteUrl: string | undefined, gatewayPort: number) {
  const origins = siteUrl
    ? [new URL(siteUrl).origin]
    : [`http://localhost:${gatewayPort}`, `http://127.0.0.1:${gatewayPort}`];
  return { origins, rpId: new URL(origins[0]!).hostname };
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

const vars = {
  API_HOST: textVar('127.0.0.1'),
  API_PORT: int(4001, 0, 65535),
  // Unset: no metrics listener.
  API_METRICS_PORT: optional(int(0, 0, 65535)),
  DATA_DIR: optional(textVar('')),
  DATABASE_URL: optional(
    textVar('', [
      [
        (url) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || isPostgresUrl(url),
        'must be a postgres:// URL, or a SQLite file path (optionally prefixed with sqlite:)',
      ],
    ]),
  ),
  PG_POOL_MAX: int(10, 1, 200),
  MEDIA_STORE: oneOf(
    ['files', 'database'],
    'must be files (under DATA_DIR/media) or database (in the database, shared by every api process)',
    undefined,
  ),
  JWT_SECRET: optional(
    textVar('', [[(s) => Buffer.byteLength(s, 'utf8') >= 32, 'must be at least 32 bytes']]),
  ),
  JWT_TTL_SECONDS: int(12 * 3600, 60, 30 * 24 * 3600),
  ADMIN_PASSWORD: optional(
    textVar('', [
      [(s) => s.length >= LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters`],
      [(s) => s.length <= LIMITS.passwordMax, `must be at most ${LIMITS.passwordMax} characters`],
    ]),
  ),
  ALLOW_SIGNUP: bool(false),
  SEED_CONTENT: bool(true),
  LOGIN_RATE_LIMIT: int(10, 1, 100_000),
  UPLOAD_RATE_LIMIT: int(UPLOAD_RATE_LIMIT, 1, 100_000),
  READ_CACHE_MB: int(64, 0, 65_536),
  BACKUP_DIR: optional(textVar('')),
  BACKUP_INTERVAL_MINUTES: int(60, 0, 7 * 24 * 60),
  BACKUP_KEEP_HOURLY: int(48, 0, 100_000),
  BACKUP_KEEP_DAILY: int(30, 0, 100_000),
  SITE_URL: optional(
    textVar('', [
      [isOrigin, 'must be an http:// or https:// origin, such as https://news.example'],
    ]),
  ),
  GATEWAY_PORT: int(4000, 0, 65535),
  ...serviceVars,
};

const checks: EnvCheck<EnvOf<typeof vars>>[] = [
  metricsPortApart('API_PORT', 'API_METRICS_PORT', 'the public port'),
  (env) =>
    env.BACKUP_INTERVAL_MINUTES > 0 && env.BACKUP_KEEP_HOURLY + env.BACKUP_KEEP_DAILY === 0
      ? {
          name: 'BACKUP_KEEP_HOURLY',
          message:
            'and BACKUP_KEEP_DAILY cannot both be 0 while backups are scheduled: each would be removed as soon as it is taken',
        }
      : undefined,
  (env) =>
    env.DATABASE_URL && isPostgresUrl(env.DATABASE_URL) && !env.JWT_SECRET
      ? {
          name: 'JWT_SECRET',
          message:
            'is required with PostgreSQL, so that every api process signs and checks tokens with the same secret',
        }
      : undefined,
];

/** Reads and validates the environment once; lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(vars, env, ...checks);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? 'data');
  let database: DatabaseConfig;
  if (e.DATABASE_URL && isPostgresUrl(e.DATABASE_URL)) {
    database = { dialect: 'postgres', url: e.DATABASE_URL, poolMax: e.PG_POOL_MAX };
  } else {
    const file = e.DATABASE_URL?.replace(/^sqlite:/i, '') || path.join(dataDir, 'news.db');
    database = { dialect: 'sqlite', file: path.resolve(repoRoot, file) };
  }
  return Object.freeze({
    ...serviceConfig(e, e.API_METRICS_PORT),
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
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    backups: {
      dir: path.resolve(repoRoot, e.BACKUP_DIR || path.join(dataDir, 'backups')),
      intervalMinutes: e.BACKUP_INTERVAL_MINUTES,
      keepHourly: e.BACKUP_KEEP_HOURLY,
      keepDaily: e.BACKUP_KEEP_DAILY,
    },
    passkeys: passkeySite(e.SITE_URL, e.GATEWAY_PORT),
  });
}
