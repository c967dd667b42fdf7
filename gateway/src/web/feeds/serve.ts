import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVERY_ARTICLE, LISTS } from '../../cache-tags.js';
import { NO_STORE, publicCacheControl } from '../../cache-control.js';
import { TEXT, type Built, type Document } from './documents.js';
import type { keptValues } from './kept.js';
import { BadParameter } from './parameters.js';

/** Kept documents: `keptValues` of `Document`. */
export type Documents = ReturnType<typeof keptValues<Document>>;

/** A document for a request that could not be built: a bad parameter, or the api not answering. */
function failed(err: unknown, name: string, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof BadParameter) {
    return { status: 400, type: TEXT, body: `${err.message}\n`, tags: [] };
  }
  request.log.warn(
    { err: err instanceof Error ? err.message : String(err) },
    `${name} could not be built`,
  );
  reply.header('retry-after', '60');
  return {
    status: 503,
    type: TEXT,
    body: 'The news service is not answering right now. Please try again shortly.\n',
    tags: [],
  };
}

/**
 * The handler of one document: kept per `key`, built by `build` when it is not (its tags every
 * article and list unless it names its own), and sent with what caches in front may do with it.
 */
export function serveDocument(
  documents: Documents,
  /** How long the gateway keeps a document: browsers and caches in front keep it as long. */
  keptSeconds: number,
  name: string,
  key: (request: FastifyRequest) => string,
  build: (request: FastifyRequest) => Promise<Built & { tags?: string[] }>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let doc: Document;
    try {
      const cacheKey = key(request);
      doc = await documents(
        cacheKey,
        async () => {
          const built = await build(request);
          return { ...built, tags: built.tags ?? [EVERY_ARTICLE, LISTS] };
        },
        (built) => (built.status < 500 ? built.tags : null),
        (built) => built.until,
      );
    } catch (err) {
      doc = failed(err, name, request, reply);
    }
    if (doc.status === 200 && doc.tags.length > 0) {
      reply.header('surrogate-key', doc.tags.join(' '));
    }
    const cacheControl =
      doc.status !== 200
        ? NO_STORE
        : publicCacheControl({ maxAge: keptSeconds, sMaxAge: keptSeconds }, doc.until);
    return reply
      .code(doc.status)
      .type(doc.type)
      .header('cache-control', cacheControl)
      .send(doc.body);
  };
}
