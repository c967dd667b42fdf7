import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import type { RestClient } from './upstream.js';

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
const MEDIA_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'];
/** How long an image transfer may stall (no bytes from the api) before it is given up. */
const MEDIA_IDLE_MS = 60_000;

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type('application/json')
    .send({ errors: [{ code, message }] });
}

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
      for (const name of MEDIA_HEADERS) {
        const value = res.headers[name];
        if (value !== undefined) reply.header(name, value);
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

/** /healthz: this process answers. /readyz: and the REST API behind it answers too. */
export function healthRoutes(app: FastifyInstance, rest: RestClient, timeoutMs: number): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      const res = await rest.pool.request({
        method: 'GET',
        path: rest.url('readyz'),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body.dump();
      if (res.statusCode === 200) return { status: 'ok', api: 'ok' };
    } catch {
      // Unreachable: answered below.
    }
    return reply.code(503).send({ status: 'unavailable', api: 'unavailable' });
  });
}

/** Addresses that are never pages of the web client: the API, and anything that names a file. */
const NOT_SPA = /^\/(graphql|media|healthz|readyz|assets)(\/|$|\?)/;
const NAMES_A_FILE = /\/[^/?]*\.[^/?]*(\?|$)/;

const isPageAddress = (url: string) => !NOT_SPA.test(url) && !NAMES_A_FILE.test(url);

/**
 * The built web client, when web/dist exists: files as they are, or their precompressed copies
 * (hashed assets cached for a year), and index.html for any other page address, so the client's
 * router takes over.
 */
export async function webClient(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // The web build writes .br and .gz beside each text file; readers get the smallest they accept.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) &&
          /[-.][A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/.test(relative)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The static plugin answers a folder (such as /) with 403; the home page is index.html.
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const html = request.headers.accept?.includes('text/html') ?? false;
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      html &&
      isPageAddress(request.url)
    ) {
      return sendIndex(reply);
    }
    return sendError(
      reply,
      404,
      'NOT_FOUND',
      `Nothing at ${request.method} ${request.url.split('?')[0]}`,
    );
  });
  return true;
}

export function notFoundAsJson(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}`),
  );
}
