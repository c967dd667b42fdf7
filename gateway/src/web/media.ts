import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import type { RestClient } from '../upstream.js';
import { sendError } from './reply.js';

/** Headers of a /media/ answer that the browser needs; hop-by-hop headers stay behind. */
const MEDIA_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
];
/** Headers that describe a body, which a 304 answer has none of. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-range']);
const MEDIA_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'];
/** How long an image transfer may stall (no bytes from the api) before it is given up. */
const MEDIA_IDLE_MS = 60_000;

/**
 * Images under /media/ come from the REST API, so the browser sees one origin. They have a pool
 * of their own, so slow image downloads never hold GraphQL's connections, and no deadline on the
 * whole transfer: the api must start answering within the timeout and keep sending, but a reader
 * on a slow line still gets the whole image.
 */
export function mediaProxy(
  app: FastifyInstance,
  rest: RestClient,
  timeoutMs: number,
  connections: number,
): void {
  const pool = new Pool(rest.baseUrl.origin, {
    connections,
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: MEDIA_IDLE_MS,
  });
  app.addHook('onClose', () => pool.close());
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = {};
    for (const name of MEDIA_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const [pathname = ''] = request.url.split('?');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendError(reply, 400, 'BAD_REQUEST', 'The address is not valid.');
    }
    // Only files under /media/ are forwarded; no path can climb to another api route.
    if (/(^|[/\\])\.\.([/\\]|$)/.test(decoded)) {
      return sendError(reply, 404, 'NOT_FOUND', 'No such image.');
    }
    const upstreamPath = rest.url(request.url.slice(1));
    try {
      const res = await pool.request({
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        path: upstreamPath,
        headers,
      });
      reply.code(res.statusCode);
      // A 304 has no body: nothing of one is read or described (the browser keeps its copy).
      const notModified = res.statusCode === 304;
      for (const name of MEDIA_HEADERS) {
        const value = res.headers[name];
        if (value === undefined) continue;
        if (notModified && BODY_HEADERS.has(name)) continue;
        reply.header(name, value);
      }
      if (notModified) {
        await res.body.dump().catch(() => undefined);
        return reply.send();
      }
      return reply.send(res.body);
    } catch (err) {
      request.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'media fetch failed',
      );
      return sendError(reply, 502, 'UPSTREAM_UNAVAILABLE', 'The image is not available right now.');
    }
  };
  app.get('/media/*', handler);
}
