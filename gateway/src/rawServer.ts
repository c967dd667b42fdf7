/*
 * The gateway's HTTP server: Fastify's own HTTP/1 server, as fastify/lib/server.js makes it
 * (its options, timeouts and slow-client limits), with a hook for the few requests answered
 * before Fastify. A held live stream costs Fastify's request, reply and log objects for as long
 * as it is open; answered on the server itself, it costs what Node's own response does.
 */
import http from 'node:http';

/** Answers a request on the server itself and returns true, or returns false to leave it. */
export type RawRoute = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/** The Fastify options its server is made with (they have their defaults by then). */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Fastify's `serverFactory`: `first()` is asked at each request, so it may be set later. */
export function serverWith(first: () => RawRoute | undefined) {
  return (handler: http.RequestListener, opts: Record<string, unknown>): http.Server => {
    const options = opts as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!first()?.(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
