/*
 * How every Redis client of the gateway (Apollo's cache, the reader cache) connects, waits for
 * Redis at start, and warns while Redis is away.
 */
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLogger {
  warn(obj: object, msg: string): void;
}

/** How long a reconnect waits after `retries` failed ones: backing off up to five seconds. */
const backOff = (retries: number) => Math.min(100 * 2 ** retries, 5000);

/**
 * A client that fails a command at once while Redis is away (never queued behind a reconnect),
 * reconnects backing off up to five seconds, and connects when asked to (`connect`).
 */
export const redisClient = (url: string, options: RedisOptions = {}) =>
  new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: backOff,
    lazyConnect: true,
    ...options,
  });

/** Whether `work` comes out true within `ms`; past that the caller goes on without it. */
export async function trueWithin(work: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A warning that Redis is unavailable, logged at most once every 30 seconds while it stays so. */
export function redisWarning(log: RedisLogger, message: string): (err: unknown) => void {
  let lastWarning = 0;
  return (err) => {
    const now = Date.now();
    if (now - lastWarning < 30_000) return;
    lastWarning = now;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, message);
  };
}
