/*
 * The one cache of what readers get: rendered pages, feeds and sitemaps, and anonymous GraphQL
 * answers (docs/architecture.md, "Reader cache"). Each entry names the entities it shows
 * (`Article:42`, `User:7`, `Articles` for any list of articles); a write names the entities it
 * touched and every gateway drops exactly the entries that show one of them.
 *
 * Each process keeps entries in its own memory. With REDIS_URL they are also kept in Redis, so
 * that one gateway's rendering serves the others, and a purge is one Lua script that deletes the
 * shared entries of its tags, counts the purge and publishes it: every gateway drops its own
 * copies when the message arrives, before the write's answer reaches the writer in practice.
 * Redis being down never fails a request: commands fail at once and the process goes on with
 * its own memory, which it drops when Redis is back (it may have missed purges meanwhile).
 */
import crypto from 'node:crypto';
import type { CacheCounters } from '@news/server-kit';
import { createClient, RESP_TYPES } from 'redis';
import { redisClientOptions, trueWithin } from './cache.js';

export interface ReaderCacheLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How an entry is written to Redis and read back. */
export interface Codec<T> {
  encode(value: T): Buffer;
  decode(bytes: Buffer): T;
}

export const jsonCodec = <T>(): Codec<T> => ({
  encode: (value) => Buffer.from(JSON.stringify(value), 'utf8'),
  decode: (bytes) => JSON.parse(bytes.toString('utf8')) as T,
});

/**
 * When a value began to be made: a value made from data read before a purge of any entity is
 * never kept (it may show the entity as it was).
 */
export interface Ticket {
  local: number;
  shared: number;
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  /** When it is dropped (its time to live, stale time included). */
  drops: number;
}

/**
 * Deletes every shared entry of the tags (KEYS), counts the purge (ARGV[1]) and publishes it on
 * the channel (ARGV[2]) with the message (ARGV[3]) followed by the new count.
 */
const PURGE_SCRIPT = `
for _, tag in ipairs(KEYS) do
  local members = redis.call('SMEMBERS', tag)
  for i = 1, #members, 500 do
    redis.call('DEL', unpack(members, i, math.min(i + 499, #members)))
  end
  redis.call('DEL', tag)
end
local seq = redis.call('INCR', ARGV[1])
redis.call('PUBLISH', ARGV[2], ARGV[3] .. seq)
return seq
`;

/**
 * Keeps an entry (KEYS[1]) for ARGV[3] ms and lists it under its tags (KEYS[3..]), unless a purge
 * was counted (KEYS[2]) since the value began (ARGV[1]): then answers the count, and keeps nothing.
 */
const STORE_SCRIPT = `
local seq = tonumber(redis.call('GET', KEYS[2]) or '0')
if seq ~= tonumber(ARGV[1]) then return seq end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  if redis.call('PTTL', KEYS[i]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[i], ARGV[3]) end
end
return -1
`;

type Client = ReturnType<typeof createBufferClient>;

/**
 * How long a lookup, and a purge, wait for Redis: one that answers no more (stopped, not closed)
 * holds up no reader and no writer past it.
 */
const LOOKUP_DEADLINE_MS = 250;
const PURGE_DEADLINE_MS = 1000;

class Late extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

function withDeadline<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Late(ms)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

function createBufferClient(url: string) {
  return createClient(redisClientOptions(url)).withTypeMapping({
    [RESP_TYPES.BLOB_STRING]: Buffer,
  });
}

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

/**
 * How many seconds a cache in front may keep an answer for at most: `seconds`, or fewer when a
 * scheduled story comes out sooner (`until`, ms since the epoch).
 */
export function secondsToKeep(seconds: number, until: number | undefined): number {
  if (until === undefined) return seconds;
  return Math.max(0, Math.min(seconds, Math.floor((until - Date.now()) / 1000)));
}

/** One kind of entry (pages, feeds, GraphQL answers): its own keys, codec and size. */
export class CacheSpace<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byTag = new Map<string, Set<string>>();

  constructor(
    private readonly cache: ReaderCache,
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

/** The reader cache of one gateway process: its spaces, and purges shared with the others. */
export class ReaderCache {
  private readonly spaces: CacheSpace<unknown>[] = [];
  private readonly prefix: string;
  private readonly channel: string;
  /** This process, so that it skips its own purge messages (it has already acted on them). */
  private readonly id = crypto.randomUUID();
  private client: Client | undefined;
  private subscriber: Client | undefined;
  /** Purges seen by this process. */
  private localCount = 0;
  /** The shared purge count as last heard from Redis. */
  private sharedCount = 0;
  private lastWarning = 0;
  /** The connections to Redis that failed or ended and are not ready again yet. */
  private readonly lost = new Set<Client>();
  /** Settles once Redis first answers and the purge channel is listened to. */
  readonly ready: Promise<void>;
  private markReady: () => void = () => {};

  constructor(private readonly options: ReaderCacheOptions) {
    this.prefix = options.prefix ?? 'news:reader:';
    this.channel = `${this.prefix}purges`;
    if (!options.redisUrl) {
      this.ready = Promise.resolve();
      return;
    }
    this.client = createBufferClient(options.redisUrl);
    this.subscriber = createBufferClient(options.redisUrl);
    for (const connection of [this.client, this.subscriber]) {
      connection.on('error', (err: Error) => {
        this.lost.add(connection);
        this.warn(err);
      });
      connection.on('end', () => this.lost.add(connection));
      connection.on('ready', () => {
        if (this.lost.delete(connection)) void this.reconnected();
      });
    }
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }

  /**
   * Connects, waiting at most `waitMs`: past that the gateway starts anyway, with this
   * process's memory only until Redis answers.
   */
  async connect(waitMs: number): Promise<void> {
    if (!this.client || !this.subscriber) return;
    const subscriber = this.subscriber;
    const connecting = Promise.all([
      this.client.connect(),
      subscriber
        .connect()
        .then(() =>
          subscriber.subscribe(this.channel, (message) => this.heard(message.toString())),
        ),
    ]).then(
      async () => {
        await this.readSharedCount();
        this.markReady();
        return true;
      },
      (err: unknown) => {
        this.warn(err);
        return false;
      },
    );
    if (!(await trueWithin(connecting, waitMs)))
      this.options.log.warn(
        {},
        'Redis is not reachable yet; the reader cache stays in this process',
      );
  }

  space<T>(name: string, codec: Codec<T>, maxEntries: number, counters?: CacheCounters) {
    const space = new CacheSpace<T>(this, name, codec, maxEntries, counters);
    this.spaces.push(space);
    return space;
  }

  /** Taken before reading what a value is made of: see `Ticket`. */
  ticket(): Ticket {
    return { local: this.localCount, shared: this.sharedCount };
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
    if (!this.client?.isReady) return;
    try {
      const count = await withDeadline(
        this.client.eval(PURGE_SCRIPT, {
          keys: unique.map((tag) => this.tagKey(tag)),
          arguments: [
            `${this.prefix}purges`,
            this.channel,
            `${JSON.stringify({ from: this.id, tags: unique })}\n`,
          ],
        }),
        PURGE_DEADLINE_MS,
      );
      this.sharedCount = Math.max(this.sharedCount, Number(count));
    } catch (err) {
      this.warn(err);
    }
  }

  async close(): Promise<void> {
    if (this.subscriber?.isOpen) this.subscriber.destroy();
    if (this.client?.isOpen) this.client.destroy();
  }

  /** @internal */
  async sharedGet(
    space: string,
    key: string,
  ): Promise<{ bytes: Buffer; tags: string[]; drops: number } | undefined> {
    if (!this.client?.isReady) return undefined;
    try {
      const stored = await withDeadline(
        this.client.get(this.entryKey(space, key)),
        LOOKUP_DEADLINE_MS,
      );
      if (!(stored instanceof Buffer)) return undefined;
      const headerLength = stored.readUInt32BE(0);
      const { tags, drops } = JSON.parse(stored.subarray(4, 4 + headerLength).toString('utf8')) as {
        tags: string[];
        drops: number;
      };
      return { bytes: stored.subarray(4 + headerLength), tags, drops };
    } catch (err) {
      this.warn(err);
      return undefined;
    }
  }

  /** @internal */
  sharedSet(
    space: string,
    key: string,
    bytes: Buffer,
    tags: readonly string[],
    ttlMs: number,
    ticket: Ticket,
  ): void {
    if (!this.client?.isReady) return;
    const header = Buffer.from(JSON.stringify({ tags, drops: Date.now() + ttlMs }), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const entryKey = this.entryKey(space, key);
    this.client
      .eval(STORE_SCRIPT, {
        keys: [entryKey, `${this.prefix}purges`, ...tags.map((tag) => this.tagKey(tag))],
        arguments: [
          String(ticket.shared),
          Buffer.concat([length, header, bytes]),
          String(Math.ceil(ttlMs)),
        ],
      })
      .then(
        (answer) => {
          // A purge this process has not heard of yet: what it renders next may be kept.
          if (Number(answer) >= 0) this.sharedCount = Math.max(this.sharedCount, Number(answer));
        },
        (err: unknown) => this.warn(err),
      );
  }

  private entryKey(space: string, key: string): string {
    return `${this.prefix}${space}:${key}`;
  }

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }

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

  private heard(message: string): void {
    const newline = message.lastIndexOf('\n');
    try {
      const { from, tags } = JSON.parse(message.slice(0, newline)) as {
        from: string;
        tags: string[];
      };
      this.sharedCount = Math.max(this.sharedCount, Number(message.slice(newline + 1)));
      if (from !== this.id) {
        this.purgeLocal(tags);
        this.options.onPurge?.(tags);
      }
    } catch (err) {
      this.warn(err);
      this.forgetLocal();
    }
  }

  /**
   * A connection is ready again after failing or ending. Purges published meanwhile were missed,
   * and a Redis restarted empty has lost the shared entries, their tags and the purge count:
   * what this process kept is dropped, and the count read again as Redis has it now. Logged once
   * both connections are back.
   */
  private async reconnected(): Promise<void> {
    this.forgetLocal();
    if (this.lost.size > 0) return;
    await this.readSharedCount();
    this.options.log.info(
      {},
      'Redis is back; the reader cache dropped what this process kept in memory',
    );
  }

  /**
   * The shared purge count as Redis has it now (it starts again from nothing when Redis
   * restarts empty); a lower count than this process last heard only refuses stores.
   */
  private async readSharedCount(): Promise<void> {
    try {
      const count = await this.client?.get(`${this.prefix}purges`);
      this.sharedCount = count ? Number(count.toString()) : 0;
    } catch (err) {
      this.warn(err);
    }
  }

  /** At most one warning every 30 seconds while Redis stays unreachable. */
  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 30_000) return;
    this.lastWarning = now;
    this.options.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'the shared reader cache is unavailable',
    );
  }
}
