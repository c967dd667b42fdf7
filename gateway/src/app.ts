import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import fastifyCookie from '@fastify/cookie';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { earlyHeaders, edgeOptions, hardenEdge, systemTimers, type Timers } from '@news/server-kit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { RedisCache } from './cache.js';
import { cdnPurgeHook } from './cdn-purge.js';
import type { Config } from './config.js';
import { createContext, type Context } from './context.js';
import { ReaderCache } from './reader-cache/reader-cache.js';
import { keptAnswers } from './graphql-cache.js';
import { GRAPHQL_VARY, keptAnswerHook } from './graphql-kept.js';
import { graphqlServer } from './graphql-server.js';
import { SUBSCRIPTION_AS_EVENTS } from './limits.js';
import { subscriptionHandler, subscriptionOverJson, wantsEvents } from './graphql-sse.js';
import { graphqlDirectives, inlineScriptHashes, siteDirectives } from './headers.js';
import { gatewayMetrics, type GatewayMetrics } from './metrics.js';
import { readCounting } from './reads/index.js';
import { readRoute } from './reads/route.js';
import type { ReadStore } from './reads/store.js';
import { liveStreams } from './live/index.js';
import { serverWith, type RawRoute } from './rawServer.js';
import { RestClient } from './upstream.js';
import { feedRoutes } from './web/feeds/routes.js';
import { suggestionRoute } from './web/suggestions.js';
import { graphiqlDist, graphiqlRoutes } from './web/graphiql.js';
import { badAddressPage } from './web/bad-address.js';
import { healthRoutes } from './web/health.js';
import { mediaProxy } from './web/media.js';
import { preferencesRoute } from './web/preferences.js';
import { matches } from './web/render/headers.js';
import { PageRenderer } from './web/render/renderer.js';
import { notFoundAsJson, webClient } from './web/site.js';
import { uploadRoute, type UploadOptions } from './web/upload/route.js';
import { backupDownloadRoute } from './web/backup-download.js';

/** Error codes for requests refused before GraphQL sees them. */
const HTTP_ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
};

/** A GraphQL GET carries its operation and variables (a login's password) in the query string. */
export const GRAPHQL_PATH = /^\/graphql\/?$/;

/** The GraphQL error shape, for answers given before GraphQL sees a request. */
const requestError = (message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_REQUEST' } }],
});

/**
 * Requests the GraphQL layer never sees (bad JSON, too large, wrong content type) still get an
 * answer in the GraphQL error shape.
 */
function answerInGraphqlShape(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) request.log.error({ err }, 'request failed');
  return reply.code(status).send({
    errors: [
      {
        message:
          status === 500 ? 'Something went wrong on our side. Please try again.' : err.message,
        extensions: { code: HTTP_ERROR_CODES[status] ?? 'BAD_REQUEST' },
      },
    ],
  });
}

/** A 304 instead of an answer whose entity tag the request names in `If-None-Match`. */
async function notModified(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const etag = reply.getHeader('etag');
  if (reply.statusCode !== 200 || typeof etag !== 'string') return payload;
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}

export interface Gateway {
  app: FastifyInstance;
  /** Whether the built web client is served. */
  servesWeb: boolean;
  /** With REDIS_URL: settles once Redis first answers (the gateway starts without waiting long). */
  redisReady?: Promise<void>;
  /** What readers get (pages, feeds, GraphQL answers), and its purges. */
  readerCache: ReaderCache;
}

export interface GatewayOptions {
  /** Where log lines go; standard output when left out. */
  logStream?: NodeJS.WritableStream;
  /** Uploads: how many go at once (tests). */
  upload?: Pick<UploadOptions, 'atOnce'>;
  /**
   * What the REST deadline, the upload idle limits and the lingering on refused bodies run on:
   * the process's timers, or a clock a test moves.
   */
  timers?: Timers;
  /** The clock reads are counted by (their day and hour): the process's, or one a test moves. */
  now?: () => number;
}

/** The policy of answers no route of Fastify's gives: they show nothing and are never framed. */
const EARLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What the server answers with that is made after the Fastify instance. */
interface LateParts {
  badAddress?: ReturnType<typeof badAddressPage>;
  raw?: RawRoute;
}

/**
 * The Fastify instance: logging, slow clients, proxies, request ids and malformed requests; its
 * server answers the live streams itself.
 */
function createFastify(config: Config, options: GatewayOptions, late: LateParts) {
  return Fastify({
    ...edgeOptions({
      logLevel: config.logLevel,
      logStream: options.logStream,
      secretQueries: GRAPHQL_PATH,
      slowClients: config.slowClients,
      trustProxy: config.trustProxy,
      earlyPolicy: EARLY_POLICY,
      clientError: (message) => requestError(`${message}.`),
      badAddress: requestError('The address is not valid.'),
      ownBadAddress: (request, reply) => late.badAddress?.(request, reply) ?? false,
    }),
    serverFactory: serverWith(() => late.raw),
  });
}

/**
 * `/graphql`, GET and POST: Apollo Server, each request with a context of its own; a request
 * that accepts server-sent events is a subscription (graphql-sse.ts).
 */
function graphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  rest: RestClient,
  config: Config,
  kept: ReturnType<typeof keptAnswerHook>,
  reads: ReadStore,
  subscriptions: ReturnType<typeof subscriptionHandler>,
) {
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      // The answer depends on who asks (a signed-in editor sees drafts): a shared cache that
      // keeps a public answer must not give it to a request carrying a session.
      reply.header('vary', GRAPHQL_VARY);
      return { ...createContext(rest, config.cookieSecure, request, reply), reads };
    },
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    config: { contentSecurityPolicy: graphqlDirectives(!config.production) },
    // A kept answer the client already has (its entity tag) is not sent again.
    onSend: notModified,
    // A kept public answer goes out before Apollo's pipeline runs.
    preHandler: kept,
    handler: (request, reply) =>
      wantsEvents(request)
        ? subscriptions(request, reply)
        : subscriptionOverJson(request, config.limits.maxTokens)
          ? reply.code(400).send({
              errors: [
                {
                  message: SUBSCRIPTION_AS_EVENTS,
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                },
              ],
            })
          : (apolloHandler as (req: FastifyRequest, rep: FastifyReply) => Promise<unknown>).call(
              app,
              request,
              reply,
            ),
  });
}

/** The reader pages' renderer, when the web client's server build is there. */
function pageRenderer(
  config: Config,
  readerCache: ReaderCache,
  metrics: GatewayMetrics,
  log: FastifyBaseLogger,
) {
  return PageRenderer.load({
    webDist: config.webDist,
    serverDist: path.join(path.dirname(config.webDist), 'dist-server'),
    siteUrl: config.siteUrl,
    timeZone: config.timeZone,
    api: { url: config.apiUrl, timeoutMs: config.apiTimeoutMs, connections: config.apiConnections },
    redis: { url: config.redisUrl, prefix: config.readerCachePrefix },
    cacheTtlMs: config.pageCacheTtlMs,
    cache: readerCache,
    threads: config.renderThreads,
    queue: config.renderQueue,
    log,
    metrics: {
      cache: metrics.pages,
      renderSeconds: metrics.renderSeconds,
      upstream: metrics.upstream,
    },
  });
}

export async function buildGateway(config: Config, options: GatewayOptions = {}): Promise<Gateway> {
  // A browser's page for an address that is not valid, once the renderer is there, and the
  // live streams, once their hub is (below).
  const late: LateParts = {};
  const app = createFastify(config, options, late);
  // First, so that its hook times every route's answers.
  const metrics = gatewayMetrics(app, config.metrics);
  const timers = options.timers ?? systemTimers;
  const rest = new RestClient(
    config.apiUrl,
    config.apiTimeoutMs,
    config.apiConnections,
    app.log,
    timers,
    metrics.upstream,
  );

  let redis: RedisCache | undefined;
  let cache: KeyValueCache<string> | 'bounded' = 'bounded';
  // What readers get, kept for every gateway alike (docs/architecture.md, "Reader cache").
  const readerCache = new ReaderCache({
    redisUrl: config.redisUrl,
    prefix: config.readerCachePrefix,
    log: app.log,
    ...(config.cdnPurgeUrl ? { onPurge: cdnPurgeHook(config.cdnPurgeUrl, app.log) } : {}),
  });
  if (config.redisUrl) {
    redis = new RedisCache(config.redisUrl, app.log);
    await Promise.all([redis.connect(2000), readerCache.connect(2000)]);
    cache = redis;
  }

  const now = options.now ?? Date.now;
  const reads = await readCounting({
    redisUrl: config.redisUrl,
    prefix: config.readerCachePrefix,
    rest,
    now,
    log: app.log,
  });

  const answers = keptAnswers(readerCache, metrics.graphqlCache);
  const apollo = graphqlServer(config, { cache, readerCache, answers, metrics, log: app.log });
  await apollo.start();

  await app.register(fastifyCookie);
  // COOKIE_SECURE (on in production) says the site is served over HTTPS: then HSTS too.
  const siteHeaders = hardenEdge(app, {
    directives: siteDirectives(inlineScriptHashes(config.webDist), config.cookieSecure),
    https: config.cookieSecure,
    // Answered by the error handler below, in the GraphQL error shape.
    refuse: (statusCode, message) => Object.assign(new Error(message), { statusCode }),
    timers,
  });
  app.setErrorHandler(answerInGraphqlShape);

  // Server-sent events at /live, beside the reader cache and never through it.
  const streams = liveStreams(app, config, earlyHeaders(EARLY_POLICY));
  late.raw = streams.route;
  const live = streams.events;
  graphqlRoute(
    app,
    apollo,
    rest,
    config,
    keptAnswerHook(answers, { counters: metrics.graphqlCache, keptQuery: metrics.keptQuery }),
    reads.store,
    subscriptionHandler(app, config, rest, live),
  );
  // The reader script's beacon: "Most read" and "Trending" are ranked from what it counts.
  readRoute(app, { ...reads, now });
  // Photos for articles, streamed to the api beside the GraphQL endpoint (the cookie's path).
  await uploadRoute(app, rest, {
    timeoutMs: config.apiTimeoutMs,
    connections: config.apiConnections,
    cookieSecure: config.cookieSecure,
    timers,
    ...options.upload,
  });
  healthRoutes(app, rest);
  suggestionRoute(app, rest);
  backupDownloadRoute(app, rest, config.apiTimeoutMs);
  mediaProxy(app, rest, config.apiTimeoutMs, config.apiConnections);
  // GraphiQL at /graphiql when introspection is on; before the web client, whose page would
  // otherwise answer /graphiql.
  await graphiqlRoutes(app, {
    distDir: graphiqlDist(config.webDist),
    introspection: config.introspection,
    https: config.cookieSecure,
  });
  // robots.txt, the sitemaps and the RSS feeds.
  feedRoutes(app, rest, { siteUrl: config.siteUrl, cache: metrics.feeds, readerCache });
  // The reader pages' language and theme forms, for a page read without a script.
  await preferencesRoute(app, config.cookieSecure);
  const pages = pageRenderer(config, readerCache, metrics, app.log);
  if (pages) {
    const renderer = pages;
    app.get<{ Params: { id: string } }>('/graphql/preview/:id', (request, reply) =>
      renderer.preview(request, reply),
    );
  }
  const servesWeb = await webClient(app, config.webDist, pages, config.timeZone);
  if (!servesWeb) notFoundAsJson(app);
  late.badAddress = badAddressPage(app, pages, siteHeaders);

  app.addHook('onClose', async () => {
    await pages?.close();
    await apollo.stop();
    // Reads still held go to the api before its connections close.
    await reads.store.close();
    await rest.close();
    await redis?.close();
    await readerCache.close();
  });
  return {
    app,
    servesWeb,
    readerCache,
    ...(redis ? { redisReady: Promise.all([redis.ready, readerCache.ready]).then(() => {}) } : {}),
  };
}
