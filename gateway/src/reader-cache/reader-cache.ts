/*
 * The one cache of what readers get: rendered pages, feeds and sitemaps, and anonymous GraphQL
 * answers (docs/architecture.md, "Reader cache"). Each entry names the entities it shows
 * (`Article:42`, `User:7`, `Articles` for any list of articles); a write names the entities it
 * touched and every gateway drops exactly the entries that show one of them.
 *
 * Each process keeps entries in its own memory (memory-tier.ts). With REDIS_URL they are also
 * kept in Redis (redis-tier.ts), so that one gateway's rendering serves the others, and a purge
 * reaches every gateway before the write's answer reaches the writer in practice.
 */
import type { CacheCounters } from '@news/server-kit';
import type { Codec } from './codec.js';
import { CacheSpace, type SpaceOwner, type Ticket } from './memory-tier.js';
import { RedisTier, type ReaderCacheLogger } from './redis-tier.js';

export interface ReaderCacheOptions {
  /** Shared by every gateway when set; this process's memory only otherwise. */
  redisUrl?: string;
  /** What the Redis keys and the purge channel begin with (tests give each run its own). */
  prefix?: string;
  log: ReaderCacheLogger;
  /**
   * Told of each purge once this process has dropped its own entries: its own writes' and those
   * heard from other gateways (the CDN purge hook), so that no gateway's copy refills a CDN after.
   */
  onPurge?: (tags: readonly string[]) => void;
}

/** The reader cache of one gateway process: its spaces, and purges shared with the others. */
export class ReaderCache implements SpaceOwner {
  private readonly spaces: CacheSpace<unknown>[] = [];
  private readonly redis: RedisTier | undefined;
  /** Purges seen by this process. */
  private localCount = 0;
  /** Settles once Redis first answers and the purge channel is listened to. */
  readonly ready: Promise<void>;

  constructor(private readonly options: ReaderCacheOptions) {
    if (!options.redisUrl) {
      this.ready = Promise.resolve();
      return;
    }
    this.redis = new RedisTier(options.redisUrl, options.prefix ?? 'news:reader:', options.log, {
      heard: (tags) => {
        this.purgeLocal(tags);
        this.options.onPurge?.(tags);
      },
      forget: () => this.forgetLocal(),
    });
    this.ready = this.redis.ready;
  }

  /**
   * Connects, waiting at most `waitMs`: past that the gateway starts anyway, with this
   * process's memory only until Redis answers.
   */
  async connect(waitMs: number): Promise<void> {
    await this.redis?.connect(waitMs);
  }

  space<T>(name: string, codec: Codec<T>, maxEntries: number, counters?: CacheCounters) {
    const space = new CacheSpace<T>(this, name, codec, maxEntries, counters);
    this.spaces.push(space);
    return space;
  }

  /** Taken before reading what a value is made of: see `Ticket`. */
  ticket(): Ticket {
    return { local: this.localCount, shared: this.redis?.sharedCount ?? 0 };
  }

  /** Whether no purge has been seen since the ticket was taken. */
  isCurrent(ticket: Ticket): boolean {
    return ticket.local === this.localCount;
  }

  /**
   * Drops every entry that shows one of the tags, in this process at once, and in Redis and
   * every other gateway's memory before it answers (when Redis is reachable).
   */
  async purge(tags: readonly string[]): Promise<void> {
    const unique = [...new Set(tags)];
    if (unique.length === 0) return;
    this.purgeLocal(unique);
    this.options.onPurge?.(unique);
    await this.redis?.purge(unique);
  }

  async close(): Promise<void> {
    this.redis?.close();
  }

  /** @internal */
  readonly sharedGet: SpaceOwner['sharedGet'] = (space, key) =>
    this.redis ? this.redis.get(space, key) : Promise.resolve(undefined);

  /** @internal */
  readonly sharedSet: SpaceOwner['sharedSet'] = (space, key, bytes, tags, ttlMs, ticket) =>
    this.redis?.set(space, key, bytes, tags, ttlMs, ticket.shared);

  private purgeLocal(tags: readonly string[]): void {
    this.localCount++;
    for (const space of this.spaces) {
      if (space.purgeLocal(tags) > 0) space.counters?.purge();
    }
  }

  private forgetLocal(): void {
    this.localCount++;
    for (const space of this.spaces) space.clearLocal();
  }
}
