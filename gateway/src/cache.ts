import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import { redisClient, redisWarning, trueWithin, type RedisLogger } from './redis-connection.js';

const PREFIX = 'news:apollo:';

/**
 * Apollo's cache (persisted queries) in Redis, shared by every gateway process, with a copy in
 * this process's memory. Redis being down never fails a request: commands fail at once instead
 * of queueing, and the process goes on with its own copy.
 */
export class RedisCache implements KeyValueCache<string> {
  private readonly client: Redis;
  private readonly local = new InMemoryLRUCache<string>();
  private readonly warn: (err: unknown) => void;
  /** Settles once Redis first answers (however long after `connect` stopped waiting). */
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly log: RedisLogger,
  ) {
    this.warn = redisWarning(log, 'Redis cache unavailable');
    this.client = redisClient(url);
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
}
