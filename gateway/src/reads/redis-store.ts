import {
  dayOf,
  hourOf,
  rankReads,
  READ_LIMITS,
  type HourlyReads,
  type Language,
} from '@news/contract';
import type { Redis } from 'ioredis';
import { redisWarning, type RedisLogger } from '../redis-connection.js';
import { secondsLeftIn } from './salt.js';
import type { Read, ReadRankings, ReadStore } from './store.js';

/** Candidates ranked for each list: Redis ranks both editions together (rankings.ts filters). */
const CANDIDATES = 40;

/**
 * A digest new today (SET NX with an expiry at the day's end) adds one to the article's hour, a
 * sorted set kept two days: one trip to Redis per read.
 */
const COUNT_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  redis.call('ZINCRBY', KEYS[2], 1, ARGV[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  return 1
end
return 0`;

type CountingRedis = Redis & {
  countRead(mark: string, hour: string, ttl: number, id: number, keep: number): Promise<number>;
};

/** Reads counted in Redis, shared by every gateway; Redis keeps them across restarts. */
export class RedisReadStore implements ReadStore {
  private readonly redis: CountingRedis;
  private readonly warn: (err: unknown) => void;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
    log: RedisLogger,
  ) {
    redis.defineCommand('countRead', { numberOfKeys: 2, lua: COUNT_SCRIPT });
    this.redis = redis as CountingRedis;
    this.warn = redisWarning(log, 'Redis is unavailable: reads are not counted');
  }

  /** The key of an hour's counts. */
  private hourKey(hour: number) {
    return `${this.prefix}hour:${hour}`;
  }

  async count({ id, hash }: Read): Promise<void> {
    const now = this.now();
    try {
      await this.redis.countRead(
        `${this.prefix}mark:${hash}`,
        this.hourKey(hourOf(now)),
        secondsLeftIn(dayOf(now), now),
        id,
        READ_LIMITS.keptHours * 3600,
      );
    } catch (err) {
      this.warn(err);
    }
  }

  async rankings(_language: Language, limit: number): Promise<ReadRankings> {
    const nowHour = hourOf(this.now());
    const hours = Array.from({ length: READ_LIMITS.windowHours }, (_, age) => nowHour - age);
    const pipeline = this.redis.pipeline();
    for (const hour of hours) pipeline.zrange(this.hourKey(hour), 0, -1, 'WITHSCORES');
    const answers = (await pipeline.exec()) ?? [];
    const counts: HourlyReads[] = [];
    answers.forEach(([err, pairs], i) => {
      if (err) throw err;
      const list = pairs as string[];
      for (let j = 0; j + 1 < list.length; j += 2) {
        counts.push({ articleId: Number(list[j]), hour: hours[i]!, count: Number(list[j + 1]) });
      }
    });
    return rankReads(counts, nowHour, Math.max(limit, CANDIDATES));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {});
  }
}
