import type { Duplex } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import fastifyCookie from '@fastify/cookie';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { strictJsonBodies } from './body.js';
import { RedisCache } from './cache.js';
import type { Config } from './config.js';
import { createContext, type Context } from './context.js';
import { makeFormatError } from './errors.js';
import { EARLY_HEADERS, graphqlDirectives, securityHeaders } from './headers.js';
import { limitRules, variablesAndRowsPlugin } from './limits.js';
import { requestSerializer } from './logging.js';
import { buildSchema } from './schema.js';
import { RestClient } from './upstream.js';
import { healthRoutes, mediaProxy, notFoundAsJson, webClient } from './web.js';

/** Error codes for requests refused before GraphQL sees them. */
const HTTP_ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
};

/** Persisted queries stay a day after their last registration. */
const PERSISTED_QUERY_TTL_SECONDS = 24 * 3600;

/**
 * A request Node's HTTP parser cannot read (a byte that may not stand in a request line, headers
 * over 16 KiB) gets the GraphQL error shape and `Connection: close`: the connection cannot carry
 * another request, and a keep-alive client must be told so rather than find it reset.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export interface Gateway {
  app: FastifyInstance;
  /** Whether the built web client is served. */
  servesWeb: boolean;
}

export interface GatewayOptions {
  /** Where log lines go; standard output when left out. */
  logStream?: NodeJS.WritableStream;
}

export async function buildGateway(config: Config, options: GatewayOptions = {}): Promise<Gateway> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    // An address that does not decode never reaches a route, nor the hooks that add headers.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .headers(EARLY_HEADERS)
        .send({
          errors: [{ message: 'The address is not valid.', extensions: { code: 'BAD_REQUEST' } }],
        });
    },
  });
  const rest = new RestClient(config.apiUrl, config.apiTimeoutMs, config.apiConnections, app.log);

  let redis: RedisCache | undefined;
  let cache: KeyValueCache<string> | 'bounded' = 'bounded';
  if (config.redisUrl) {
    redis = new RedisCache(config.redisUrl, app.log);
    await redis.connect(2000);
    cache = redis;
  }

  const apollo = new ApolloServer<Context>({
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
      log: (err) => app.log.error({ err }, 'unexpected error in a resolver'),
    }),
    logger: app.log,
    // server.ts stops the whole app on a signal; closing Fastify stops Apollo (onClose below).
    stopOnTerminationSignals: false,
    plugins: [
      variablesAndRowsPlugin(config.limits.maxRows),
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({
            embed: true,
            includeCookies: true,
            footer: false,
          }),
    ],
  });
  await apollo.start();

  await app.register(fastifyCookie);
  // COOKIE_SECURE (on in production) says the site is served over HTTPS: then HSTS too.
  await securityHeaders(app, { webDist: config.webDist, https: config.cookieSecure });
  strictJsonBodies(app);
  // Requests the GraphQL layer never sees (bad JSON, too large, wrong content type) still get
  // an answer in the GraphQL error shape.
  app.setErrorHandler((err: FastifyError, request, reply) => {
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
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    helmet: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: graphqlDirectives(!config.production),
      },
    },
    handler: fastifyApolloHandler(apollo, {
      context: async (request, reply) => createContext(rest, config.cookieSecure, request, reply),
    }),
  });
  healthRoutes(app, rest, config.apiTimeoutMs);
  mediaProxy(app, rest, config.apiTimeoutMs, config.apiConnections);
  const servesWeb = await webClient(app, config.webDist);
  if (!servesWeb) notFoundAsJson(app);

  app.addHook('onClose', async () => {
    await apollo.stop();
    await rest.close();
    await redis?.close();
  });
  return { app, servesWeb };
}
