import type { SetHeaders } from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './render/renderer.js';
import { asksForPage } from './site.js';

/**
 * An address that is not valid percent-encoding (`/news/%E0%A4%A`, a link cut short in a message)
 * never reaches a route: Fastify refuses it first, before any hook. A browser asking for a page
 * gets one, rendered in the site's frame and the reader's language (the `lang` cookie), with the
 * site's headers and status 400, never kept; any other request, or a gateway without its renderer,
 * is left to the caller (the GraphQL error shape). Returns whether it answered.
 */
export function badAddressPage(
  app: FastifyInstance,
  pages: PageRenderer | null,
  siteHeaders: SetHeaders,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  return (request, reply) => {
    if (!pages || !asksForPage(request)) return false;
    // The cookie plugin reads cookies in a hook, which this request never reached.
    request.cookies = app.parseCookie(request.headers.cookie ?? '');
    siteHeaders(request, reply);
    void pages.renderUnkept(request, reply);
    return true;
  };
}
