import path from 'node:path';
import type { Duplex } from 'node:stream';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { repoRoot, type Config } from './config.js';
import type { Database } from './db/index.js';
import { createAuthenticator } from './lib/auth.js';
import { strictJsonBodies } from './lib/body.js';
import { registerErrorHandling } from './lib/errors.js';
import { serializeRequest } from './lib/logging.js';
import { registerValidation } from './lib/validation.js';
import { createTokenService } from './lib/tokens.js';
import { ArticleRepository } from './modules/articles/repository.js';
import { articleRoutes } from './modules/articles/routes.js';
import { ArticleService } from './modules/articles/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { UserRepository } from './modules/users/repository.js';
import { userRoutes } from './modules/users/routes.js';
import { UserService } from './modules/users/service.js';

export const MEDIA_DIR = path.join(repoRoot, 'api', 'media');
export const BODY_LIMIT = 1024 * 1024;

/** JSON answers load nothing, run nothing and are never framed. */
const JSON_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Helmet's main headers, for the answers Fastify gives before any hook runs (a malformed URL). */
const EARLY_HEADERS = {
  'content-security-policy': Object.entries(JSON_CSP)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Swagger UI at /docs: its scripts, styles, images and the OpenAPI document from this origin,
 * and "Try it out" calls to it; never framed. Styles may be inline because Swagger UI inserts a
 * <style> element (checked in Chromium: no violation with this policy).
 */
const DOCS_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** Images under /media/: an SVG opened on its own must not run script or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * A request Node's HTTP parser cannot read (a byte that may not stand in a request line, headers
 * over 16 KiB) gets the API's error shape and `Connection: close`: the connection cannot carry
 * another request, and a keep-alive client must be told so rather than find it reset.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ errors: [{ code: 'BAD_REQUEST', message }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export interface AppOptions {
  config: Config;
  /** Owned by the app from here on: closing the app closes it. */
  database: Database;
  jwtSecret: string;
  /** Where log lines go; standard output when left out. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  database,
  jwtSecret,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Bodies and headers are never logged; the URL is, without secrets in its query.
            serializers: { req: serializeRequest },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .headers(EARLY_HEADERS)
        .send({
          errors: [{ code: 'BAD_REQUEST', message: 'The request URL is not valid', field: 'url' }],
        });
    },
  });
  app.addHook('onClose', () => database.close());
  // JSON only, in UTF-8: anything else is answered 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  strictJsonBodies(app);
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  registerValidation(app);
  // Security headers on every answer, nosniff included; /docs and /media/ set their own CSP.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: JSON_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where the site is served over HTTPS (production, or COOKIE_SECURE=true).
    strictTransportSecurity: config.cookieSecure
      ? { maxAge: 365 * 24 * 3600, includeSubDomains: false }
      : false,
  });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'News site REST API',
        version: '1.0.0',
        description:
          'Articles in English and Telugu, and the staff accounts that write them. Errors are `{"errors":[{"code","message","field"?}]}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    setHeaders: (reply) => {
      // Replaces helmet's policy for the file itself; public images may be shown by any site,
      // as before helmet.
      reply.header('content-security-policy', MEDIA_CSP);
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const userRepository = new UserRepository(database);
  const tokens = createTokenService(jwtSecret, config.jwtTtlSeconds);
  const auth = createAuthenticator(tokens, (id) => userRepository.findSession(id));

  // Each attempt costs an argon2 hash, so logins and sign-ups are limited per client address.
  const attempts = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  healthRoutes(app, database);
  authRoutes(app, auth, new AuthService(userRepository, tokens), attempts);
  articleRoutes(app, auth, new ArticleService(new ArticleRepository(database), config.timeZone));
  userRoutes(app, auth, new UserService(userRepository), {
    allowSignup: config.allowSignup,
    routeConfig: attempts,
  });

  return app;
}
