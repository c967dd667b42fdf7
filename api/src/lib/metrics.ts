import { serviceMetrics, type CacheCounters, type MetricsListen } from '@news/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Database } from '../db/index.js';

export interface ApiMetrics {
  /** The kept public answers (lib/read-cache.ts). */
  readCache: CacheCounters;
  /** @fastify/rate-limit's `onExceeded`: a request refused 429 by a limit. */
  refused(request: FastifyRequest): void;
}

/**
 * The api's metrics (docs/architecture.md, "Metrics"): the HTTP and process metrics every
 * service has, the kept reads, rate-limit refusals by route, and on PostgreSQL the connection
 * pool, read when scraped.
 */
export function apiMetrics(
  app: FastifyInstance,
  database: Database,
  listen: MetricsListen | undefined,
): ApiMetrics {
  const metrics = serviceMetrics(app, listen);
  const registers = [metrics.registry];
  const refusals = new Counter({
    name: 'news_rate_limit_refusals_total',
    help: 'Requests refused (429) by a rate limit: logins, sign-ups and account links per client address, uploads per account; by route pattern.',
    labelNames: ['route'],
    registers,
  });
  const poolUse = database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'news_db_pool_connections',
      help: 'PostgreSQL connections of this process by state: busy (lent to a query), idle, and the most allowed (PG_POOL_MAX).',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'busy' }, use.open - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'news_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL connection: above 0 for long, the pool is too small.',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }
  return {
    readCache: metrics.cache('rest_reads'),
    refused: (request) => refusals.inc({ route: request.routeOptions.url ?? 'unmatched' }),
  };
}
