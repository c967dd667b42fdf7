/*
 * The Redis tier of the reader cache: entries shared by every gateway, listed under their tags,
 * and purges that delete a tag's entries, are counted and are published to every gateway. Redis
 * being down never fails a request: commands fail at once and the process goes on with its own
 * memory, which it drops when Redis is back (it may have missed purges meanwhile).
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisClient, redisWarning, trueWithin, type RedisLogger } from '../redis-connection.js';

export interface ReaderCacheLogger extends RedisLogger {
  info(obj: object, msg: string): void;
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

/** Settles once the connection is first ready. */
const firstReady = (connection: Redis) =>
  new Promise<void>((resolve) => connection.once('ready', () => resolve()));

/** What the Redis tier tells the process's memory tier. */
export interface RedisTierEvents {
  /** Another gateway purged these tags. */
  heard(tags: readonly string[]): void;
  /** Purges may have been missed: everything kept in memory is to be dropped. */
  forget(): void;
}

export class RedisTier {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** This process, so that it skips its own purge messages (it has already acted on them). */
  private readonly id = crypto.randomUUID();
  /** The shared purge count as last heard from Redis. */
  sharedCount = 0;
  private readonly warn: (err: unknown) => void;
  /** The connections to Redis that failed or closed and are not ready again yet. */
  private readonly lost = new Set<Redis>();
  /** Settles once Redis first answers and the purge channel is listened to. */
  readonly ready: Promise<void>;
  private markReady: () => void = () => {};

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly log: ReaderCacheLogger,
    private readonly events: RedisTierEvents,
  ) {
    this.channel = `${this.prefix}purges`;
    this.warn = redisWarning(log, 'the shared reader cache is unavailable');
    // A command cut off by a lost connection fails rather than running after the reconnect,
    // when what it stores may be out of date (purges were missed meanwhile).
    this.client = redisClient(redisUrl, { autoResendUnfulfilledCommands: false });
    this.subscriber = redisClient(redisUrl, { autoResendUnfulfilledCommands: false });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.heard(message);
    });
    for (const connection of [this.client, this.subscriber]) {
      connection.on('error', (err: Error) => {
        this.lost.add(connection);
        this.warn(err);
      });
      connection.on('close', () => this.lost.add(connection));
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
    // A first attempt that fails is warned of; the clients go on trying, backing off.
    const connecting = Promise.all([firstReady(this.client), firstReady(this.subscriber)])
      .then(() => this.subscriber.subscribe(this.channel))
      .then(
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
    for (const connection of [this.client, this.subscriber]) {
      connection.connect().catch((err: unknown) => this.warn(err));
    }
    if (!(await trueWithin(connecting, waitMs)))
      this.log.warn({}, 'Redis is not reachable yet; the reader cache stays in this process');
  }

  /** Deletes the shared entries of the tags and tells every other gateway (when reachable). */
  async purge(tags: readonly string[]): Promise<void> {
    if (!this.isReady) return;
    try {
      const count = await withDeadline(
        this.client.eval(
          PURGE_SCRIPT,
          tags.length,
          ...tags.map((tag) => this.tagKey(tag)),
          `${this.prefix}purges`,
          this.channel,
          `${JSON.stringify({ from: this.id, tags })}\n`,
        ),
        PURGE_DEADLINE_MS,
      );
      this.sharedCount = Math.max(this.sharedCount, Number(count));
    } catch (err) {
      this.warn(err);
    }
  }

  close(): void {
    this.subscriber.disconnect();
    this.client.disconnect();
  }

  /** Whether commands go to Redis now (they fail at once otherwise). */
  private get isReady(): boolean {
    return this.client.status === 'ready';
  }

  async get(
    space: string,
    key: string,
  ): Promise<{ bytes: Buffer; tags: string[]; drops: number } | undefined> {
    if (!this.isReady) return undefined;
    try {
      const stored = await withDeadline(
        this.client.getBuffer(this.entryKey(space, key)),
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

  /** Keeps an entry in the background, unless a purge was counted since `shared`. */
  set(
    space: string,
    key: string,
    bytes: Buffer,
    tags: readonly string[],
    ttlMs: number,
    shared: number,
  ): void {
    if (!this.isReady) return;
    const header = Buffer.from(JSON.stringify({ tags, drops: Date.now() + ttlMs }), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const entryKey = this.entryKey(space, key);
    this.client
      .eval(
        STORE_SCRIPT,
        tags.length + 2,
        entryKey,
        `${this.prefix}purges`,
        ...tags.map((tag) => this.tagKey(tag)),
        String(shared),
        Buffer.concat([length, header, bytes]),
        String(Math.ceil(ttlMs)),
      )
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

  private heard(message: string): void {
    const newline = message.lastIndexOf('\n');
    try {
      const { from, tags } = JSON.parse(message.slice(0, newline)) as {
        from: string;
        tags: string[];
      };
      this.sharedCount = Math.max(this.sharedCount, Number(message.slice(newline + 1)));
      if (from !== this.id) this.events.heard(tags);
    } catch (err) {
      this.warn(err);
      this.events.forget();
    }
  }

  /**
   * A connection is ready again after failing or ending. Purges published meanwhile were missed,
   * and a Redis restarted empty has lost the shared entries, their tags and the purge count:
   * what this process kept is dropped, and the count read again as Redis has it now. Logged once
   * both connections are back.
   */
  private async reconnected(): Promise<void> {
    this.events.forget();
    if (this.lost.size > 0) return;
    await this.readSharedCount();
    this.log.info({}, 'Redis is back; the reader cache dropped what this process kept in memory');
  }

  /**
   * The shared purge count as Redis has it now (it starts again from nothing when Redis
   * restarts empty); a lower count than this process last heard only refuses stores.
   */
  private async readSharedCount(): Promise<void> {
    try {
      const count = await this.client.get(`${this.prefix}purges`);
      this.sharedCount = count ? Number(count) : 0;
    } catch (err) {
      this.warn(err);
    }
  }
}
