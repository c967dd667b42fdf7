import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis that rate limits are counted in when REDIS_URL is set, so that every api process
 * counts the same attempts (@fastify/rate-limit's Redis store).
 *
 * While Redis does not answer, the limits are not counted and every attempt goes on (they fail
 * open, `skipOnError`): a site whose logins stop when a cache does is down for its newsroom,
 * and each login attempt still costs an argon2 hash. The log says when Redis goes and comes
 * back, once each, and /readyz says whether it answers.
 */
export interface SharedCounters {
  redis: Redis;
  /** Whether Redis answered last (false until it first does). */
  answers: () => boolean;
  close: () => Promise<void>;
}

export function sharedCounters(url: string, log: FastifyBaseLogger): SharedCounters {
  const redis = new Redis(url, {
    // A command while Redis is away fails at once, and the limit is skipped, rather than
    // waiting in a queue while a login waits for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  redis.on('ready', () => {
    log.info(
      state === 'down'
        ? 'Redis answers again: rate limits are counted there'
        : 'Redis answers: rate limits are counted there, shared by every api process',
    );
    state = 'up';
  });
  let closing = false;
  const gone = (err?: Error) => {
    if (state !== 'down' && !closing) {
      log.warn({ err }, 'Redis does not answer: rate limits are not counted until it is back');
    }
    state = 'down';
  };
  redis.on('error', gone);
  redis.on('close', () => gone());
  return {
    redis,
    answers: () => state === 'up',
    async close() {
      // The process is stopping: nothing to warn about.
      closing = true;
      redis.disconnect();
    },
  };
}
