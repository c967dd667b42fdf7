/*
 * Reading the environment, as the api and the gateway both do: once at boot, every variable
 * checked, and every bad one listed before the process exits. Each variable is checked as the
 * text it is set to, by a TypeBox schema whose refinements carry the messages, then read into
 * its value.
 */
import { isIP } from 'node:net';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_TIME_ZONE, isTimeZone } from './timeZone.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** One variable: the check of its text, what the text reads into, and its value when unset. */
export interface EnvVar<T> {
  readonly type: TSchema;
  readonly read: (text: string) => T;
  readonly fallback: T;
}

/** The values a set of variables reads into. */
export type EnvOf<V> = { [K in keyof V]: V[K] extends EnvVar<infer T> ? T : never };

/** A problem one variable has with the others, found once each reads well on its own. */
export interface EnvProblem {
  name: string;
  message: string;
}

/** A check across variables: the problem it finds, or undefined. */
export type EnvCheck<E> = (env: E) => EnvProblem | undefined;

/** Text whose every `checks` entry holds, each refusal with its own message. */
export function textVar<T = string>(
  fallback: T,
  checks: [(text: string) => boolean, string][] = [],
  read: (text: string) => T = (text) => text as T,
): EnvVar<T> {
  let type: TSchema = Type.String();
  for (const [check, message] of checks) type = Type.Refine(type, check, () => message);
  return { type, read, fallback };
}

/** The same variable, undefined when unset. */
export const optional = <T>(v: EnvVar<T>): EnvVar<T | undefined> => ({ ...v, fallback: undefined });

/** One of `values`; `fallback` when unset. */
export function oneOf<const V extends string, F extends V | undefined>(
  values: readonly V[],
  message: string,
  fallback: F,
): EnvVar<V | F> {
  return textVar<V | F>(fallback, [[(v) => (values as readonly string[]).includes(v), message]]);
}

/** true/false/1/0; `fallback` when unset. */
export const bool = <T extends boolean | undefined = undefined>(fallback?: T) =>
  textVar<boolean | T>(
    fallback as T,
    [[(v) => ['true', 'false', '1', '0'].includes(v), 'must be true or false']],
    (v) => v === 'true' || v === '1',
  );

/** A whole number from `min` to `max`; `fallback` when unset. */
export const int = (fallback: number, min: number, max: number) => {
  const whole = (v: string) => /^\d+$/.test(v);
  return textVar<number>(
    fallback,
    [
      [whole, 'must be a whole number'],
      [(v) => !whole(v) || Number(v) >= min, `must be at least ${min}`],
      [(v) => !whole(v) || Number(v) <= max, `must be at most ${max}`],
    ],
    Number,
  );
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const logLevel = () => oneOf(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`, 'info');

/**
 * NEWSROOM_TIME_ZONE, read alike by the api (the day an article's `date` names) and the gateway
 * (the clock its pages and the staff app write): an IANA zone, Asia/Kolkata when unset.
 */
export const newsroomTimeZone = () =>
  textVar(DEFAULT_TIME_ZONE, [[isTimeZone, 'must be an IANA time zone such as Asia/Kolkata']]);

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

function toTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  // A hop count: believe that many proxies nearest to this process.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** TRUST_PROXY, read into Fastify's form; unset trusts loopback proxies only. */
export const trustProxy = () =>
  textVar<TrustProxy>(
    'loopback',
    [
      [
        isTrustProxy,
        'must be true, false, a number of proxy hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      ],
    ],
    toTrustProxy,
  );

/**
 * Reads `vars` from the environment. An empty variable means "not set", as in most shells'
 * `FOO= cmd`. Throws a ConfigError listing every bad variable, then what `checks` find.
 */
export function readEnv<V extends Record<string, EnvVar<unknown>>>(
  vars: V,
  env: Record<string, string | undefined>,
  ...checks: EnvCheck<EnvOf<V>>[]
): EnvOf<V> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(vars)) {
    const text = env[name];
    if (text === undefined || text === '') {
      out[name] = v.fallback;
      continue;
    }
    const [error] = Value.Errors(v.type, text);
    if (error) problems.push(`${name}: ${error.message}`);
    else out[name] = v.read(text);
  }
  if (problems.length === 0) {
    for (const check of checks) {
      const problem = check(out as EnvOf<V>);
      if (problem) problems.push(`${problem.name}: ${problem.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out as EnvOf<V>;
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
