/*
 * `POST /reads?id=12`: the reader script's beacon, once per article page view (pages served from
 * a cache count too). A crawler's read is not counted; a reader's is counted as a digest of the
 * day's salt, their address, their browser and the article, made here and never kept with any
 * of them: the address and browser are forgotten when the request ends.
 */
import { createHash } from 'node:crypto';
import { dayOf, LIMITS, READS_PATH } from '@news/contract';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import type { ReadableStories } from './readable.js';
import type { DailySalt, ReadStore } from './store.js';

/** The article id as the address gives it: a positive whole number the api can hold. */
function articleId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= LIMITS.idMax ? id : undefined;
}

export interface ReadRouteOptions {
  store: ReadStore;
  salt: DailySalt;
  /** Set where the store counts any id it is given (readable.ts). */
  readable?: ReadableStories | undefined;
  /** The clock the day is read from (tests move it). */
  now: () => number;
}

export function readRoute(
  app: FastifyInstance,
  { store, salt, readable, now }: ReadRouteOptions,
): void {
  // No request log line either: it would keep the reader's address beside the story read.
  app.post(READS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const id = articleId((request.query as Record<string, unknown>).id);
    if (id === undefined) {
      return reply.code(400).send({
        errors: [
          { code: 'BAD_USER_INPUT', message: 'id must be an article id (1 or more)', field: 'id' },
        ],
      });
    }
    const agent = request.headers['user-agent'];
    // Nothing tells a crawler whether it was counted: every read is answered alike.
    if (agent && !isbot(agent) && (!readable || (await readable.has(id)))) {
      const daySalt = await salt.of(dayOf(now())).catch(() => undefined);
      if (daySalt) {
        const hash = createHash('sha256')
          .update(`${daySalt}\n${request.ip}\n${agent}\n${id}`)
          .digest('hex');
        await store.count({ id, hash });
      }
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
