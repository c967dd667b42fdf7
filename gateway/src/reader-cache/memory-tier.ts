/*
 * The memory tier of the reader cache: one kind of entry (pages, feeds, GraphQL answers) kept in
 * this process, listed by the entities it shows, and written through to the Redis tier.
 */
import type { CacheCounters } from '@news/server-kit';
import type { Codec } from './codec.js';

/**
 * When a value began to be made: a value made from data read before a purge of any entity is
 * never kept (it may show the entity as it was).
 */
export interface Ticket {
  local: number;
  shared: number;
}

/** What a space needs of the reader cache it belongs to: purge tickets and the shared tier. */
export interface SpaceOwner {
  ticket(): Ticket;
  isCurrent(ticket: Ticket): boolean;
  sharedGet(
    space: string,
    key: string,
  ): Promise<{ bytes: Buffer; tags: string[]; drops: number } | undefined>;
  sharedSet(
    space: string,
    key: string,
    bytes: Buffer,
    tags: readonly string[],
    ttlMs: number,
    ticket: Ticket,
  ): void;
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  /** When it is dropped (its time to live, stale time included). */
  drops: number;
}

/** One kind of entry (pages, feeds, GraphQL answers): its own keys, codec and size. */
export class CacheSpace<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byTag = new Map<string, Set<string>>();

  constructor(
    private readonly cache: SpaceOwner,
    readonly name: string,
    private readonly codec: Codec<T>,
    private readonly maxEntries: number,
    readonly counters?: CacheCounters,
  ) {}

  /** The entry in this process's memory, without asking Redis. */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.drops <= Date.now()) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /** The entry in memory, else in Redis (then kept in memory too). */
  async get(key: string): Promise<T | undefined> {
    const local = this.peek(key);
    if (local !== undefined) return local;
    const ticket = this.cache.ticket();
    const found = await this.cache.sharedGet(this.name, key);
    if (!found) return undefined;
    let value: T;
    try {
      value = this.codec.decode(found.bytes);
    } catch {
      return undefined;
    }
    this.keepLocally(key, value, found.tags, found.drops, ticket);
    return value;
  }

  /**
   * Keeps the value for `ttlMs` under its tags, unless an entity was purged since `ticket`:
   * in memory at once, in Redis in the background. Never past `until` (ms since the epoch),
   * when a scheduled story comes out and the value may no longer be right.
   */
  set(
    key: string,
    value: T,
    tags: readonly string[],
    ttlMs: number,
    ticket: Ticket,
    until?: number,
  ): void {
    const now = Date.now();
    if (until !== undefined) ttlMs = Math.min(ttlMs, until - now);
    if (ttlMs <= 0) return;
    const drops = now + ttlMs;
    if (!this.keepLocally(key, value, tags, drops, ticket)) return;
    this.cache.sharedSet(this.name, key, this.codec.encode(value), tags, ttlMs, ticket);
  }

  private keepLocally(
    key: string,
    value: T,
    tags: readonly string[],
    drops: number,
    ticket: Ticket,
  ): boolean {
    if (!this.cache.isCurrent(ticket)) return false;
    this.drop(key);
    this.entries.set(key, { value, tags, drops });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest go first (a Map keeps insertion order).
    while (this.entries.size > this.maxEntries) this.drop(this.entries.keys().next().value!);
    return true;
  }

  /** Drops the entries in memory that show any of the tags; answers how many. */
  purgeLocal(tags: readonly string[]): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) {
        this.drop(key);
        dropped++;
      }
    }
    return dropped;
  }

  clearLocal(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
