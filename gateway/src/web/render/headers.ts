/** How a rendered page is sent: its status, caching headers, entity tag and compressed form. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE, NO_STORE, publicCacheControl } from '../../cache-control.js';
import { readToken } from '../../session.js';
import { acceptedEncoding, compressFirst, type Encoding } from '../compression.js';
import { STALE_FACTOR, type Rendered } from './rendered.js';

/** Whether the request carries a session (a cookie or a bearer token), valid or not. */
export function hasSession(request: FastifyRequest): boolean {
  try {
    return readToken(request).token !== undefined;
  } catch {
    return true;
  }
}

/** Whether `If-None-Match` names the entity tag (weak comparison, as for a GET). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The form a request takes a page in: Brotli, else gzip, else as it is. */
export function encodingOf(request: FastifyRequest): Encoding {
  return acceptedEncoding(request.headers['accept-encoding']);
}

/**
 * A kept page is public: browsers check back each time (and keep it for back and forward),
 * shared caches keep it as long as this gateway does, listed under its entities' keys for a
 * purge; a page a scheduled story changes sooner, only until then and never stale after. A
 * request with a session gets the same page, but no shared cache may keep its answer.
 */
function cacheControl(
  page: Rendered,
  request: FastifyRequest,
  cacheTtlMs: number,
  preview: boolean,
): string {
  if (preview) return `private, ${NO_STORE}`;
  if (!page.keep) return NO_STORE;
  if (hasSession(request)) return `private, ${NO_CACHE}`;
  const ttl = Math.floor(cacheTtlMs / 1000);
  return publicCacheControl(
    { maxAge: 0, sMaxAge: ttl, staleWhileRevalidate: ttl * STALE_FACTOR },
    page.until,
  );
}

/** Sends the page as the request takes it; a preview is never kept nor matched by its tag. */
export async function sendPage(
  page: Rendered,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheTtlMs: number,
  preview = false,
) {
  reply.code(page.status);
  // The page depends on the preference cookies; browsers check back each time.
  reply.header('vary', 'Cookie, Accept-Encoding');
  const control = cacheControl(page, request, cacheTtlMs, preview);
  reply.header('cache-control', control);
  if (control.startsWith('public') && page.tags.length > 0) {
    reply.header('surrogate-key', page.tags.join(' '));
  }
  if (page.etag && !preview) {
    reply.header('etag', page.etag);
    if (page.status === 200 && matches(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
  }
  if (page.location) {
    return reply.header('location', page.location).send();
  }
  if (!page.body) return reply.send();
  reply.header('content-type', 'text/html; charset=utf-8');
  const encoding = encodingOf(request);
  if (encoding === 'identity') return reply.send(page.body.identity);
  const body = page.body;
  if (!body[encoding]) {
    // Once per page and form: later readers share it. The best copy, if the refiner made it
    // meanwhile, stays: this one never replaces a copy.
    const made = await compressFirst(body.identity, encoding);
    body[encoding] ??= made;
  }
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
