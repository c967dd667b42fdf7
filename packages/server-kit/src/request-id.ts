import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id made elsewhere may be: a UUID, a load balancer's trace id, and the like. */
const SENT_ID = /^[\w.:/+=-]{1,128}$/;

/** Fastify's `trustProxy`, as both services read it from TRUST_PROXY. */
export type ProxyTrust = boolean | string | ((address: string, hop: number) => boolean);

function trustOf(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if (typeof trust === 'function') return trust;
  if (typeof trust === 'boolean') return () => trust;
  return proxyAddr.compile(trust.split(',').map((entry) => entry.trim()));
}

/**
 * Fastify's `genReqId`: the `x-request-id` a trusted proxy sent (trusted as its X-Forwarded-For
 * is, by TRUST_PROXY), else a new UUID. Fastify writes the id in every log line of the request.
 */
export function requestIdFrom(trust: ProxyTrust): (request: IncomingMessage) => string {
  const trusted = trustOf(trust);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    const from = request.socket?.remoteAddress;
    if (typeof sent === 'string' && SENT_ID.test(sent) && from && trusted(from, 0)) return sent;
    return randomUUID();
  };
}

/** Every answer says its request's id, for a client (or the next proxy) to quote. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
