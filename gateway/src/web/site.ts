import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ARTICLE_ROUTE_ANY, DEFAULT_TIME_ZONE, isStaffScreen, STAFF_PREFIX } from '@news/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './render/renderer.js';
import { sendError } from './reply.js';
import { staffPage } from './staff-page.js';
/** Addresses that are never pages of the web client: the API, and anything that names a file. */
const NOT_SPA = /^\/(graphql|media|healthz|readyz|assets)(\/|$|\?)/;
const NAMES_A_FILE = /\/[^/?]*\.[^/?]*(\?|$)/;

const isPageAddress = (url: string) => !NOT_SPA.test(url) && !NAMES_A_FILE.test(url);

/**
 * Whether a request asks for a page at an address that could be one, rather than for data or a
 * file: a GET for text/html, as browsers ask, or for any type, as curl and crawlers often do.
 */
export function asksForPage(request: FastifyRequest, mayHaveDot = false): boolean {
  const accept = request.headers.accept;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (!accept || /text\/html|\*\/\*/.test(accept)) &&
    (mayHaveDot || isPageAddress(request.url))
  );
}

/**
 * The built web client, when web/dist exists: files as they are, or their precompressed copies
 * (hashed assets cached for a year); the reader pages rendered on the server; and index.html, the
 * staff app, for its screens.
 */
export async function webClient(
  app: FastifyInstance,
  webDist: string,
  pages: PageRenderer | null = null,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<boolean> {
  const sendIndex = staffPage(webDist, timeZone);
  if (!sendIndex) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // The reader pages' frame is the renderer's, never a page of its own.
    allowedPath: (pathName) => pathName !== '/reader.html',
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
  // Reader pages are rendered on the server (when its renderer is built); the staff app's
  // screens are index.html, for the browser to render. Any other address under /login, /admin
  // or /users goes home, as the spec's "any other path" does (the renderer's own 302).
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    if (STAFF_PREFIX.test(pathname)) {
      return isStaffScreen(pathname)
        ? sendIndex(request, reply)
        : reply.header('cache-control', 'no-cache').redirect('/home', 302);
    }
    return pages ? pages.handle(request, reply) : sendIndex(request, reply);
  };
  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply, mayHaveDot = false) => {
    if (asksForPage(request, mayHaveDot)) return sendPage(request, reply);
    return sendError(
      reply,
      404,
      'NOT_FOUND',
      `Nothing at ${request.method} ${request.url.split('?')[0]}`,
    );
  };
  // The static plugin answers a folder (such as /) with 403; the home page is a page.
  app.get('/', sendPage);
  // The reader pages readers ask for most have routes of their own: through the static
  // plugin's wildcard, each would first look on disk for a file of that name (and its .br and
  // .gz), a third of a kept page's time.
  app.get('/home', pageOrNotFound);
  app.get(ARTICLE_ROUTE_ANY, pageOrNotFound);
  // A username may hold a dot (`kavya.reddy`): an author's page never names a file.
  app.get('/author/*', (request, reply) => pageOrNotFound(request, reply, true));
  app.setNotFoundHandler(pageOrNotFound);
  return true;
}

export function notFoundAsJson(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}`),
  );
}
