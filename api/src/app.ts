import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { repoRoot, type Config } from './config.js';
import type { Database } from './db/index.js';
import { createAuthenticator } from './lib/auth.js';
import { registerErrorHandling } from './lib/errors.js';
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

export interface AppOptions {
  config: Config;
  /** Owned by the app from here on: closing the app closes it. */
  database: Database;
  jwtSecret: string;
}

export async function buildApp({
  config,
  database,
  jwtSecret,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({
        errors: [{ code: 'BAD_REQUEST', message: 'The request URL is not valid', field: 'url' }],
      });
    },
  });
  app.addHook('onClose', () => database.close());
  // JSON only: anything else is answered 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('user', null);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  registerErrorHandling(app);
  registerValidation(app);
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
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    setHeaders: (reply) => {
      // Images only: an SVG opened on its own must not run script or load anything.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
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
