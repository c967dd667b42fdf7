import type { CacheCounters } from '@news/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous GET answers may be kept (lib/read-cache.ts). */
    publicRead?: boolean;
  }
}

interface Kept {
  body: Buffer;
  type: string;
}

interface Generation {
  version: number;
  until: number;
}

const READ_VERSION = CompiledQuery.raw('select version from content_version where id = 1');

/**
 * The header of a public answer that names when the next scheduled story comes out (an ISO
 * 8601 instant), left out when none is scheduled: until then the answer stays right unless
 * something is written, so a cache in front (the gateway's) keeps it no longer.
 */
export const NEXT_SCHEDULED_HEADER = 'next-scheduled-at';

/**
 * Public answers (a GET without a token, of a route marked `publicRead`) kept serialized, by
 * route and parameters. Each is good while the database's content version (migration 0011, moved by a trigger
 * on every write that readers can see) stays the one read before the answer was made, so a
 * write through any api process is seen by every process at its next read; and, since readers'
 * lists change by themselves when a scheduled story's time comes, only until then.
 *
 * A kept answer costs one read of the version instead of the query, the copying of each row and
 * serialization: what a busy site's readers ask for is mostly the same few pages.
 */
export function keepPublicReads(
  app: FastifyInstance,
  database: Database,
  maxBytes: number,
  counters: CacheCounters,
) {
  // With no room for answers (0), each public answer still names the next scheduled story.
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Kept>({
          maxSize: maxBytes,
          sizeCalculation: (entry, key) => entry.body.length + key.length,
        })
      : undefined;
  /**
   * The version the kept answers were made at, and when a scheduled story comes out; replaced
   * (never changed) when either passes, so an answer made before is not kept after.
   */
  let current: Generation | undefined;
  /** The generation each cacheable request began in, to keep its answer only in that one. */
  const began = new WeakMap<FastifyRequest, Generation>();

  async function generationNow(): Promise<Generation | undefined> {
    const { rows } = await database.db.executeQuery<{ version: number | string }>(READ_VERSION);
    const version = Number(rows[0]?.version);
    const now = Date.now();
    const usable = (g: Generation | undefined) =>
      g !== undefined && g.version === version && now < g.until;
    if (usable(current)) return current;
    if (current && version < current.version) return undefined;
    const until = await nextStoryAfter(database, now);
    // Another request may have moved on meanwhile: never back to an older version.
    if (usable(current)) return current;
    if (current && version < current.version) return undefined;
    if (current && kept) counters.purge();
    kept?.clear();
    current = { version, until };
    return current;
  }

  // Just before the handler: every onRequest hook (logging, counting, a route's own) and the
  // query's validation have run, as for any answer.
  app.addHook('preHandler', async (request, reply) => {
    if (
      request.method !== 'GET' ||
      request.routeOptions.config.publicRead !== true ||
      request.headers.authorization !== undefined
    ) {
      return;
    }
    const generation = await generationNow();
    // A version older than the newest one read (another connection's snapshot) is answered
    // with the newest one's instant: never later than the answer may change.
    const until = (generation ?? current)?.until;
    if (until !== undefined && Number.isFinite(until)) {
      reply.header(NEXT_SCHEDULED_HEADER, new Date(until).toISOString());
    }
    if (generation === undefined || !kept) return;
    const hit = generation === current ? kept.get(keyOf(request)) : undefined;
    if (hit) {
      counters.hit();
      reply.header('content-type', hit.type);
      return reply.send(hit.body);
    }
    counters.miss();
    began.set(request, generation);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = began.get(request);
    if (
      !kept ||
      generation === undefined ||
      generation !== current ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const body = Buffer.from(payload);
    kept.set(keyOf(request), { body, type: String(reply.getHeader('content-type')) });
    return body;
  });
}

/**
 * A kept answer's key: the route and its parameters as validated (converted to their types),
 * so that `PageSize=05` and `PageSize=5` are one answer.
 */
const keyOf = (request: FastifyRequest) =>
  `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`;

/** When the next scheduled story comes out (ms since the epoch), or Infinity with none. */
async function nextStoryAfter(database: Database, now: number): Promise<number> {
  const { rows } = await sql<{ next: string | Date | null }>`
    select min(published_at) as next from articles
    where status = 'published' and published_at > ${new Date(now).toISOString()}
  `.execute(database.db);
  const next = rows[0]?.next;
  return next === null || next === undefined ? Infinity : new Date(next).getTime();
}
