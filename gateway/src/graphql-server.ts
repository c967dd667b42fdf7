/*
 * The Apollo Server behind /graphql: its limits, cache of persisted queries, error formatting and
 * plugins (metrics, the rows bound, the reader cache of public answers, purges after writes).
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Context } from './context.js';
import { makeFormatError } from './errors.js';
import { graphqlCachePlugin, type KeptAnswers } from './graphql-cache.js';
import { limitRules, variablesAndRowsPlugin } from './limits.js';
import type { GatewayMetrics } from './metrics.js';
import type { ReaderCache } from './reader-cache/reader-cache.js';
import { buildSchema } from './schema.js';
import { graphiqlDist, graphiqlServed } from './web/graphiql.js';
import { sandboxLandingPage } from './web/landing-page.js';

/** Persisted queries stay a day after their last registration. */
const PERSISTED_QUERY_TTL_SECONDS = 24 * 3600;

export interface GraphqlServerDeps {
  /** Persisted queries: Redis shared by every gateway, or a bounded one in memory. */
  cache: KeyValueCache<string> | 'bounded';
  readerCache: ReaderCache;
  /** The kept anonymous answers, which the kept-answer hook sends too. */
  answers: KeptAnswers;
  metrics: GatewayMetrics;
  log: FastifyBaseLogger;
}

export function graphqlServer(
  config: Config,
  { cache, readerCache, answers, metrics, log }: GraphqlServerDeps,
): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema: buildSchema(),
    cache,
    persistedQueries: { ttl: PERSISTED_QUERY_TTL_SECONDS },
    allowBatchedHttpRequests: false,
    // Checked before anything runs: the token limit while parsing, the shape of the document
    // while validating, and the rows (which need the variables) once the operation is known.
    parseOptions: { maxTokens: config.limits.maxTokens },
    validationRules: limitRules(config.limits),
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    formatError: makeFormatError({
      hideSuggestions: config.production,
      log: (err) => log.error({ err }, 'unexpected error in a resolver'),
    }),
    logger: log,
    // server.ts stops the whole app on a signal; closing Fastify stops Apollo (onClose below).
    stopOnTerminationSignals: false,
    plugins: [
      metrics.graphql,
      variablesAndRowsPlugin(config.limits.maxRows),
      graphqlCachePlugin(readerCache, answers, {
        keepMs: config.pageCacheTtlMs,
        counters: metrics.graphqlCache,
      }),
      {
        async requestDidStart() {
          return {
            // Before the writer has its answer, every gateway drops what showed the entities
            // the write touched (a write that failed part way may have touched some).
            async willSendResponse({ contextValue }) {
              if (contextValue.touched.size > 0) await readerCache.purge([...contextValue.touched]);
            },
          };
        },
      },
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : sandboxLandingPage(
            graphiqlServed({
              distDir: graphiqlDist(config.webDist),
              introspection: config.introspection,
            }),
          ),
    ],
  });
}
