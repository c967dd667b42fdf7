import type { ApolloServerPlugin } from '@apollo/server';
import { serviceMetrics, type CacheCounters, type MetricsListen } from '@news/server-kit';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { Context } from './context.js';
import type { UpstreamObserver } from './upstream.js';

/**
 * Operation names with a label of their own, first come first served; later names are counted
 * as `(other)`, so a client inventing names cannot grow the series without bound. The site's
 * own operations are a few dozen.
 */
export const OPERATION_NAMES_MAX = 100;

/** Label values no GraphQL name can be (names have no parentheses). */
export const ANONYMOUS = '(anonymous)';
export const OTHER = '(other)';
/** No operation was found: the document did not parse or validate, or a persisted query was unknown. */
export const UNRESOLVED = '(unresolved)';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GatewayMetrics {
  /** Counts and times every GraphQL operation by name and type, and its errors by code. */
  graphql: ApolloServerPlugin<Context>;
  /** Each REST call as the gateway saw it (upstream.ts). */
  upstream: UpstreamObserver;
  /** The server-rendered reader pages in the reader cache (web/render/). */
  pages: CacheCounters;
  /** Sitemaps and feeds in the reader cache, for a minute (web/feeds/). */
  feeds: CacheCounters;
  /** Anonymous GraphQL answers kept in the reader cache (graphql-cache.ts). */
  graphqlCache: CacheCounters;
  /** A page's rendering, waiting for a render thread included. */
  renderSeconds: (seconds: number) => void;
  /** A kept query answered before Apollo runs (graphql-kept.ts), counted as its operation. */
  keptQuery: (name: string | null, seconds: number) => void;
}

/**
 * The REST route a call's path is an address of: ids and usernames become placeholders, so the
 * series stay as many as the api's routes (`Articles/{id}/Related`).
 */
export function restRoute(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (i === 0) return segment;
      if (segments[i - 1] === 'Authors') return '{username}';
      if (/^\d+$/.test(segment)) return '{id}';
      return /^[A-Za-z]{1,32}$/.test(segment) ? segment : '{param}';
    })
    .join('/');
}

export function gatewayMetrics(
  app: FastifyInstance,
  listen: MetricsListen | undefined,
): GatewayMetrics {
  const metrics = serviceMetrics(app, listen);
  const registers = [metrics.registry];

  const operations = new Histogram({
    name: 'news_graphql_operation_duration_seconds',
    help: `GraphQL operations from arrival to answer, by operation name (the first ${OPERATION_NAMES_MAX} names seen, then ${OTHER}; ${ANONYMOUS}; ${UNRESOLVED} when none was found) and type; _count is the number of operations.`,
    labelNames: ['operation', 'type'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const operationErrors = new Counter({
    name: 'news_graphql_errors_total',
    help: 'Errors in GraphQL answers, by operation name (as for the durations) and extensions.code.',
    labelNames: ['operation', 'code'],
    registers,
  });
  const names = new Set<string>();
  const operationLabel = (name: string | undefined | null, resolved: boolean) => {
    if (!resolved) return UNRESOLVED;
    if (!name) return ANONYMOUS;
    if (names.has(name)) return name;
    if (names.size >= OPERATION_NAMES_MAX) return OTHER;
    names.add(name);
    return name;
  };

  const upstreamDuration = new Histogram({
    name: 'news_upstream_request_duration_seconds',
    help: 'REST calls to the api as the gateway sees them, a retry included, by method, route and outcome: 2xx, 4xx (answered, mapped to a GraphQL error), or a failure (timeout, connection, 5xx, bad_answer).',
    labelNames: ['method', 'route', 'outcome'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'news_upstream_errors_total',
    help: 'REST calls that failed (answered UPSTREAM_UNAVAILABLE), by method, route and what failed: timeout, connection, 5xx or bad_answer (another status, not JSON, too large).',
    labelNames: ['method', 'route', 'outcome'],
    registers,
  });

  const render = new Histogram({
    name: 'news_page_render_duration_seconds',
    help: 'Server renderings of reader pages, from being given to the render threads to the compressed page, waiting for a thread included.',
    buckets: SECONDS_BUCKETS,
    registers,
  });

  return {
    graphql: {
      async requestDidStart() {
        const started = performance.now();
        return {
          async willSendResponse({ operation, response }) {
            const label = operationLabel(operation?.name?.value, operation !== undefined);
            operations.observe(
              { operation: label, type: operation?.operation ?? 'unknown' },
              (performance.now() - started) / 1000,
            );
            if (response.body.kind !== 'single') return;
            for (const error of response.body.singleResult.errors ?? []) {
              const code = error.extensions?.code;
              operationErrors.inc({
                operation: label,
                code: typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER',
              });
            }
          },
        };
      },
    },
    upstream: ({ method, path, seconds, outcome }) => {
      const labels = { method, route: restRoute(path), outcome };
      upstreamDuration.observe(labels, seconds);
      if (outcome !== '2xx' && outcome !== '4xx') upstreamErrors.inc(labels);
    },
    pages: metrics.cache('pages'),
    feeds: metrics.cache('feeds'),
    graphqlCache: metrics.cache('graphql'),
    renderSeconds: (seconds) => render.observe(seconds),
    keptQuery: (name, seconds) =>
      operations.observe({ operation: operationLabel(name, true), type: 'query' }, seconds),
  };
}
