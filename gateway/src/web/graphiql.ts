import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Directives } from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './reply.js';

export interface GraphiqlOptions {
  /** The explorer's build, web/dist-graphiql (`vite build -c graphiql/vite.config.ts` in web/). */
  distDir: string;
  /** Whether the schema may be introspected: the explorer is served only when it may. */
  introspection: boolean;
  /** Whether the site is served over HTTPS (then the page upgrades insecure requests). */
  https?: boolean;
}

/** Where the explorer's build sits: web/dist-graphiql, beside the web client's web/dist. */
export const graphiqlDist = (webDist: string) => path.join(path.dirname(webDist), 'dist-graphiql');

/** Whether the explorer is served: introspection is on and its build is there. */
export function graphiqlServed(options: Pick<GraphiqlOptions, 'distDir' | 'introspection'>) {
  return options.introspection && fs.existsSync(path.join(options.distDir, 'index.html'));
}

/** Hashed build files (`name-AbCd1234.js`) never change: a year in any cache. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * GraphiQL's policy: the site's, plus what its Monaco editors need. Everything comes from this
 * origin: scripts (no inline script, no eval), the editors' workers (files of the build, not
 * blobs), and the fonts (Monaco's icon font is a file; GraphiQL's CSS carries Roboto and Fira
 * Code as data: URLs). Monaco and GraphiQL set styles on elements as they lay out, hence inline
 * styles. Requests go to /graphql only.
 */
export function graphiqlDirectives(https: boolean): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * The self-hosted GraphQL explorer at /graphiql (Apollo Sandbox stays at /graphql in
 * development): its page and hashed assets, under a policy of their own. It follows the
 * introspection setting: with introspection off (production's default), or without a build,
 * /graphiql answers 404 (never the web client's page). Answers whether the explorer is served.
 * Register before the web client, whose not-found handler would answer /graphiql with its page.
 */
export async function graphiqlRoutes(
  app: FastifyInstance,
  options: GraphiqlOptions,
): Promise<boolean> {
  const index = path.join(options.distDir, 'index.html');
  const served = graphiqlServed(options);
  const contentSecurityPolicy = graphiqlDirectives(options.https ?? false);

  await app.register(async (scope) => {
    // Every route below (the static plugin's too) answers under GraphiQL's policy, which the
    // security headers read from the route's config.
    scope.addHook('onRoute', (route) => {
      route.config = Object.assign({}, route.config, { contentSecurityPolicy });
    });

    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      sendError(
        reply,
        404,
        'NOT_FOUND',
        `Nothing at ${request.method} ${request.url.split('?')[0]}`,
      );
    scope.get('/graphiql/*', notFound);
    if (!served) {
      scope.get('/graphiql', notFound);
      return;
    }

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      let html: Buffer;
      try {
        html = await fs.promises.readFile(index);
      } catch {
        // The build was removed while the gateway runs.
        return notFound(request, reply);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(html);
    };
    scope.get('/graphiql', sendPage);
    scope.get('/graphiql/', sendPage);

    await scope.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/graphiql/assets/',
      // The web client's static plugin owns reply.sendFile.
      decorateReply: false,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (Monaco is a few MB).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  return served;
}
