/*
 * GraphQL subscriptions on `/graphql` over server-sent events (graphql-sse, the GraphQL over SSE
 * protocol's distinct connections mode): a request that accepts `text/event-stream`. Only
 * subscriptions run here; queries and mutations go through Apollo Server (its caches, limits,
 * purges and metrics).
 */
import { Kind, OperationTypeNode, parse, specifiedRules, validate } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/fastify';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { readerContext, type Context } from './context.js';
import { gatewayError } from './errors.js';
import { limitRules } from './limits.js';
import type { LiveEvents } from './live/subscribe.js';
import { buildSchema } from './schema.js';
import type { RestClient } from './upstream.js';

/** Whether a request to /graphql asks for a stream of events. */
export const wantsEvents = (request: FastifyRequest) =>
  /\btext\/event-stream\b/.test(request.headers.accept ?? '');

export function subscriptionHandler(
  app: FastifyInstance,
  config: Config,
  rest: RestClient,
  live: LiveEvents,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const streams = new Set<ServerResponse>();
  // Open subscriptions would hold the server's close for ever.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
  });
  const rules = [...specifiedRules, ...limitRules(config.limits, true)];
  const handler = createHandler<Context & Record<PropertyKey, unknown>>({
    schema: buildSchema(),
    validate: (schema, document) => validate(schema, document, rules),
    // Subscriptions are the same for everyone: no token or cookie is read.
    context: (req) => ({ ...readerContext(rest, req.raw.ip), live }),
    execute: () => ({
      errors: [
        gatewayError(
          'BAD_REQUEST',
          'Only subscriptions are served as server-sent events; send queries and mutations as JSON.',
        ),
      ],
    }),
  });
  return async (request, reply) => {
    // The stream is written by graphql-sse, beside Fastify's own sending.
    reply.hijack();
    streams.add(reply.raw);
    reply.raw.on('close', () => streams.delete(reply.raw));
    try {
      await handler(request, reply);
    } catch (err) {
      request.log.error({ err }, 'a GraphQL subscription failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500);
      reply.raw.end();
    }
  };
}

/**
 * Whether a request for Apollo carries a subscription. graphql-js's check that a subscription
 * asks for one field reads its `@include`/`@skip` values and throws on one without `if`, so such
 * a document would fail validation with a 500: it is refused here first, as Apollo's path would.
 */
export function subscriptionOverJson(request: FastifyRequest, maxTokens: number): boolean {
  const from = (request.method === 'GET' ? request.query : request.body) as
    { query?: unknown } | undefined;
  const query = from?.query;
  if (typeof query !== 'string' || !query.includes('subscription')) return false;
  try {
    return parse(query, { maxTokens }).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
    );
  } catch {
    // Apollo answers a document that does not parse.
    return false;
  }
}
