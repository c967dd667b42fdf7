import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address once the app is ready, or null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Where a service answers `GET /metrics`: a listener of its own, never the public port. */
export interface MetricsListen {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
}

/** A cache's lookups and purges, under one name for every cache of both services. */
export interface CacheCounters {
  hit(): void;
  miss(): void;
  /** Everything kept was dropped (a write, a new content version). */
  purge(): void;
}

export interface ServiceMetrics {
  /** The service's own registry: the api and the gateway run in one process in the tests. */
  registry: Registry;
  cache(name: string): CacheCounters;
}

/** Methods worth a label of their own; anything else a client sends is `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Process metrics, and every answer's time by method, route pattern (the route as declared,
 * `/Articles/:id`, never the address asked for: `unmatched` when no route took it) and status
 * class. Served in Prometheus's text format at `GET /metrics` on a listener of its own (`listen`),
 * started when the app is ready and closed with it, so the public site never answers it.
 */
export function serviceMetrics(
  app: FastifyInstance,
  listen: MetricsListen | undefined,
): ServiceMetrics {
  const registry = new Registry();
  // Their observers (GC, event-loop delay) cannot be stopped: only for a registry someone reads.
  if (listen) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status class; _count is the number of requests.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const lookups = new Counter({
    name: 'news_cache_lookups_total',
    help: 'Lookups in a cache of answers, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const purges = new Counter({
    name: 'news_cache_purges_total',
    help: 'Times a cache of answers was emptied because what it holds changed.',
    labelNames: ['cache'],
    registers: [registry],
  });
  const cache = (name: string): CacheCounters => {
    const hits = lookups.labels({ cache: name, result: 'hit' });
    const misses = lookups.labels({ cache: name, result: 'miss' });
    const purged = purges.labels({ cache: name });
    return { hit: () => hits.inc(), miss: () => misses.inc(), purge: () => purged.inc() };
  };

  let server: http.Server | undefined;
  if (listen) {
    const metricsServer = http.createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (err: unknown) => {
          app.log.error({ err }, 'metrics could not be collected');
          res.writeHead(500).end();
        },
      );
    });
    server = metricsServer;
    app.addHook('onReady', () => {
      return new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(listen.port, listen.host, () => {
          metricsServer.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!metricsServer.listening) return;
      metricsServer.closeAllConnections();
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    });
  }

  app.decorate('metricsAddress', () => {
    const address = server?.address();
    return address && typeof address === 'object' ? address : null;
  });
  return { registry, cache };
}
