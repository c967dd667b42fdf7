import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Redis } from 'ioredis';

export interface CacheLogger {
  warn(obj: object, msg: string): void;
}

const PREFIX = 'news:apollo:';

/** How long a reconnect waits after `retries` failed ones: backing off up to five seconds. */
const backOff = (retries: number) => Math.min(100 * 2 ** retries, 5000);

/**
 * How every Redis client of the gateway connects: a command fails at once while Redis is away
 * (never queued behind a reconnect), and reconnects back off up to five seconds. This is the
 * `redis` package's form, which the reader cache's clients take.
 */
export const redisClientOptions = (url: string) => ({
  url,
  disableOfflineQueue: true,
  socket: { connectTimeout: 2000, reconnectStrategy: backOff },
});

/** The same, as ioredis takes it; the client connects when asked to (`connect`). */
const ioredisOptions = {
  enableOfflineQueue: false,
  connectTimeout: 2000,
  retryStrategy: backOff,
  lazyConnect: true,
} as const;

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

/**
 * Apollo's cache (persisted queries) in Redis, shared by every gateway process, with a copy in
 * this process's memory. Redis being down never fails a request: commands fail at once instead
 * of queueing, and the process goes on with its own copy.
 */
export class RedisCache implements KeyValueCache<string> {
  private readonly client: Redis;
  private readonly local = new InMemoryLRUCache<string>();
  private lastWarning = 0;
  /** Settles once Redis first answers (however long after `connect` stopped waiting). */
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly log: CacheLogger,
  ) {
    this.client = new Redis(url, ioredisOptions);
    this.client.on('error', (err: Error) => this.warn(err));
    this.ready = new Promise((resolve) => this.client.once('ready', () => resolve()));
  }

  /**
   * Connects, waiting at most `waitMs`: past that the gateway starts anyway, serving without
   * the shared cache until Redis answers.
   */
  async connect(waitMs: number): Promise<void> {
    const connected = this.client.connect().then(
      () => true,
      (err: unknown) => {
        this.warn(err);
        return false;
      },
    );
    if (!(await trueWithin(connected, waitMs)))
      this.log.warn({}, 'Redis is not reachable yet; persisted queries stay in this process');
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const shared = await this.client.get(PREFIX + key);
      if (shared !== null) return shared;
    } catch (err) {
      this.warn(err);
    }
    return this.local.get(key);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    await this.local.set(key, value, options);
    const ttl = options?.ttl;
    try {
      if (ttl) await this.client.set(PREFIX + key, value, 'EX', Math.ceil(ttl));
      else await this.client.set(PREFIX + key, value);
    } catch (err) {
      this.warn(err);
    }
  }

  async delete(key: string): Promise<boolean> {
    await this.local.delete(key);
    try {
      return (await this.client.del(PREFIX + key)) > 0;
    } catch (err) {
      this.warn(err);
      return false;
    }
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }

  /** At most one warning every 30 seconds while Redis stays unreachable. */
  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 30_000) return;
    this.lastWarning = now;
    this.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis cache unavailable',
    );
  }
}
