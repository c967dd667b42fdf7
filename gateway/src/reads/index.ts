import { redisClient, trueWithin, type RedisLogger } from '../redis-connection.js';
import type { RestClient } from '../upstream.js';
import { ApiReadStore } from './api-store.js';
import { RedisReadStore } from './redis-store.js';
import { ReadableStories } from './readable.js';
import { MemorySalt, RedisSalt } from './salt.js';
import type { DailySalt, ReadStore } from './store.js';

/** A Redis that does not answer in this time costs a read or a page's blocks, never a wait. */
const COMMAND_TIMEOUT_MS = 1000;

export interface ReadCounting {
  store: ReadStore;
  salt: DailySalt;
  /** Which ids are stories readers may see, where the store cannot tell (Redis). */
  readable?: ReadableStories;
}

export interface ReadCountingOptions {
  /** Redis shared by every gateway; without it the api's database counts. */
  redisUrl?: string | undefined;
  /** What the Redis keys begin with (REDIS_KEY_PREFIX), `reads:` added. */
  prefix: string;
  rest: RestClient;
  now: () => number;
  log: RedisLogger;
}

/** Where reads are counted and ranked: Redis with several gateways, else the api's database. */
export async function readCounting(options: ReadCountingOptions): Promise<ReadCounting> {
  const { redisUrl, rest, now, log } = options;
  if (!redisUrl) return { store: new ApiReadStore(rest, log), salt: new MemorySalt() };
  const prefix = `${options.prefix}reads:`;
  const redis = redisClient(redisUrl, { commandTimeout: COMMAND_TIMEOUT_MS });
  const connected = redis.connect().then(
    () => true,
    () => false,
  );
  if (!(await trueWithin(connected, 2000))) log.warn({}, 'Redis is not reachable yet for reads');
  return {
    store: new RedisReadStore(redis, prefix, now, log),
    salt: new RedisSalt(redis, (day) => `${prefix}salt:${day}`, now),
    readable: new ReadableStories(rest),
  };
}

/** The rankings alone (a render thread reads them, and counts nothing). */
export function readRankings(options: ReadCountingOptions): ReadStore {
  const { redisUrl, rest, now, log } = options;
  if (!redisUrl) return new ApiReadStore(rest, log);
  // Connected at once; while Redis is away a page's rankings fail at once, and the page is
  // drawn without the blocks rather than waiting.
  const redis = redisClient(redisUrl, { lazyConnect: false, commandTimeout: COMMAND_TIMEOUT_MS });
  return new RedisReadStore(redis, `${options.prefix}reads:`, now, log);
}
