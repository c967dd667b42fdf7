/*
 * Reading the environment, as the api and the gateway both do: once at boot, every variable
 * checked, and every bad one listed before the process exits.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from './timeZone.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** true/false/1/0; `fallback` when unset. */
export const bool = <T extends boolean | undefined = undefined>(fallback?: T) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? (fallback as T) : v === 'true' || v === '1'));

/** A whole number from `min` to `max`; `fallback` when unset. */
export const int = (fallback: number, min: number, max: number) =>
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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const logLevel = () =>
  z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info');

/**
 * NEWSROOM_TIME_ZONE, read alike by the api (the day an article's `date` names) and the gateway
 * (the clock its pages and the staff app write): an IANA zone, Asia/Kolkata when unset.
 */
export const newsroomTimeZone = () =>
  z
    .string()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' })
    .default(DEFAULT_TIME_ZONE);

/** Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client address. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

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

function toTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  // A hop count: believe that many proxies nearest to this process.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** TRUST_PROXY, read into Fastify's form; unset trusts loopback proxies only. */
export const trustProxy = () =>
  z
    .string()
    .refine(isTrustProxy, {
      message:
        'must be true, false, a number of proxy hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    })
    .optional()
    .transform(toTrustProxy);

/**
 * Parses the environment with `schema`. An empty variable means "not set", as in most shells'
 * `FOO= cmd`. Throws a ConfigError listing every bad variable.
 */
export function readEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/**
 * How long a client may take to send a request's headers (HEADERS_TIMEOUT_MS) and the whole
 * request (REQUEST_TIMEOUT_MS), and how long a connection may stay silent (IDLE_TIMEOUT_MS),
 * read alike by the api and the gateway. A whole request may take minutes: a 10 MB photo from a
 * phone on a slow line. Silence must outlast the longest answer in the making (an upload's
 * processing, up to a minute), during which the connection carries nothing.
 */
export const timeoutVars = {
  HEADERS_TIMEOUT_MS: int(15_000, 1_000, 600_000),
  REQUEST_TIMEOUT_MS: int(300_000, 1_000, 3_600_000),
  IDLE_TIMEOUT_MS: int(120_000, 1_000, 3_600_000),
};

/** The three limits as the services use them (server-kit's `slowClientOptions`). */
export const slowClientLimitsOf = (e: {
  HEADERS_TIMEOUT_MS: number;
  REQUEST_TIMEOUT_MS: number;
  IDLE_TIMEOUT_MS: number;
}) => ({
  headersMs: e.HEADERS_TIMEOUT_MS,
  requestMs: e.REQUEST_TIMEOUT_MS,
  idleMs: e.IDLE_TIMEOUT_MS,
});
