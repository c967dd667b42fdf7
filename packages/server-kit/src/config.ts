/*
 * The environment both services read alike: the same variables, checked the same way, read into
 * the same fields. Each service's config.ts adds its own variables to these.
 */
import {
  bool,
  logLevel,
  optional,
  textVar,
  type EnvCheck,
  type EnvOf,
  newsroomTimeZone,
  slowClientLimitsOf,
  timeoutVars,
  trustProxy,
  type LogLevel,
  type TrustProxy,
} from '@news/contract/env';
import type { MetricsListen } from './metrics.js';
import type { SlowClientLimits } from './timeouts.js';

/** The variables both services read; `metricsPort` is left to each (its name is the service's). */
export const serviceVars = {
  ...timeoutVars,
  METRICS_HOST: textVar('127.0.0.1'),
  REDIS_URL: optional(
    textVar('', [[(v) => /^rediss?:\/\//i.test(v), 'must be a redis:// or rediss:// URL']]),
  ),
  NODE_ENV: optional(textVar('')),
  // Read alike by both: `npm start` passes the same environment to the api and the gateway.
  COOKIE_SECURE: bool(),
  TRUST_PROXY: trustProxy(),
  NEWSROOM_TIME_ZONE: newsroomTimeZone(),
  LOG_LEVEL: logLevel(),
};

type ServiceEnv = EnvOf<typeof serviceVars>;

/** What both services' configs hold alike. */
export interface ServiceConfig {
  /** How long a client may take to send a request, and stay silent (a slow client's limits). */
  slowClients: SlowClientLimits;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  /**
   * The newsroom's IANA time zone (NEWSROOM_TIME_ZONE): what "today" means for an article's
   * date, and the clock of every date and time the pages and the staff app write.
   */
  timeZone: string;
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * COOKIE_SECURE (default: production): the site is served over HTTPS, so cookies carry
   * `Secure` and answers Strict-Transport-Security.
   */
  cookieSecure: boolean;
  /** Redis, shared by every process of the service; in process memory without it. */
  redisUrl: string | undefined;
  /**
   * Where `GET /metrics` is answered (the service's metrics port on METRICS_HOST): a listener of
   * its own, never the public port; none when the port is unset.
   */
  metrics: MetricsListen | undefined;
}

/** The shared fields, read from the parsed environment and the service's metrics port. */
export function serviceConfig(e: ServiceEnv, metricsPort: number | undefined): ServiceConfig {
  const production = e.NODE_ENV === 'production';
  return {
    slowClients: slowClientLimitsOf(e),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    timeZone: e.NEWSROOM_TIME_ZONE,
    production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    redisUrl: e.REDIS_URL,
    metrics: metricsPort === undefined ? undefined : { host: e.METRICS_HOST, port: metricsPort },
  };
}

/**
 * Refuses a metrics port equal to the service's own: the metrics are never served on the
 * public port. One of `readEnv`'s checks.
 */
export function metricsPortApart(
  portVar: string,
  metricsVar: string,
  publicPort: string,
): EnvCheck<Record<string, unknown>> {
  return (env) =>
    env[metricsVar] && env[metricsVar] === env[portVar]
      ? {
          name: metricsVar,
          message: `must differ from ${portVar}: the metrics are never served on ${publicPort}`,
        }
      : undefined;
}
