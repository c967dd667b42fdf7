import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LogLevel } from '@news/contract/env';
import { strictJsonBodies, type BodyRefusal } from './body.js';
import { answerClientError } from './client-error.js';
import { earlyHeaders, securityHeaders, type Directives, type SetHeaders } from './headers.js';
import { lingerOnRefusedBodies } from './linger.js';
import { requestSerializer } from './logging.js';
import { echoRequestId, requestIdFrom, type ProxyTrust } from './request-id.js';
import { slowClientOptions, type SlowClientLimits } from './timeouts.js';
import type { Timers } from './timers.js';

/** Headers that carry credentials: never written to a log line. */
const SECRET_HEADERS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export interface EdgeOptions {
  logLevel: LogLevel;
  /** Where log lines go; standard output when left out. */
  logStream?: NodeJS.WritableStream;
  /** Paths whose query string may carry a secret: logged without it. */
  secretQueries: RegExp;
  slowClients: SlowClientLimits;
  trustProxy: ProxyTrust;
  /** The Content-Security-Policy of an answer Fastify gives before any hook runs. */
  earlyPolicy: string;
  /** The service's error body saying `message` (a request HTTP cannot parse). */
  clientError: (message: string) => unknown;
  /** The body of the 400 to an address that does not decode. */
  badAddress: unknown;
  /**
   * An answer of the service's own to such an address (a browser's page); true when it gave
   * one. Asked at the time, so that it may be set once the app is built.
   */
  ownBadAddress?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * Fastify's options at a service's edge, alike for the api and the gateway: request logs
 * without secrets, a slow client's limits, whose X-Forwarded-For and request id to believe, and
 * answers in the service's error shape to requests that never reach a route.
 */
export function edgeOptions(options: EdgeOptions) {
  const early = earlyHeaders(options.earlyPolicy);
  return {
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            // Bodies and headers are never logged; the URL is, without secrets in its query.
            serializers: { req: requestSerializer(options.secretQueries) },
            redact: SECRET_HEADERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    ...slowClientOptions(options.slowClients),
    trustProxy: options.trustProxy,
    // The request's id: a trusted proxy's (the gateway's, for the api), else a new one.
    genReqId: requestIdFrom(options.trustProxy),
    requestIdHeader: false as const,
    clientErrorHandler: answerClientError(options.clientError),
    // An address that does not decode never reaches a route, nor the hooks that add headers.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (options.ownBadAddress?.(request, reply)) return;
      void reply.status(400).headers(early).send(options.badAddress);
    },
  };
}

export interface HardeningOptions {
  /** The service's Content-Security-Policy (a route may name its own). */
  directives: Directives;
  /** The site is served over HTTPS: answers carry Strict-Transport-Security. */
  https: boolean;
  /** The error a refused body is answered with. */
  refuse: BodyRefusal;
  /** What lingering on refused bodies runs on: the process's timers, or a test's clock. */
  timers?: Timers;
}

/**
 * What every answer of a service carries and every body must be: its request id, the security
 * headers, JSON only in UTF-8, and a refused body read for a moment so the client reads why.
 * Returns what sets the security headers on an answer no hook sees.
 */
export function hardenEdge(app: FastifyInstance, options: HardeningOptions): SetHeaders {
  echoRequestId(app);
  const headers = securityHeaders(app, { directives: options.directives, https: options.https });
  strictJsonBodies(app, options.refuse);
  lingerOnRefusedBodies(app, options.timers);
  return headers;
}
