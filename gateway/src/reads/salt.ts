import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DailySalt } from './store.js';

const fresh = () => randomBytes(32).toString('hex');

/** A salt kept in this process's memory alone: one gateway (no Redis). */
export class MemorySalt implements DailySalt {
  private current: { day: number; salt: string } | undefined;

  of(day: number): Promise<string> {
    if (this.current?.day !== day) this.current = { day, salt: fresh() };
    return Promise.resolve(this.current.salt);
  }
}

/** Seconds from `day`'s start until a little after it ends (keys that die with their day). */
export const secondsLeftIn = (day: number, nowMs: number) =>
  Math.max(1, Math.ceil(((day + 1) * 86_400_000 - nowMs) / 1000) + 60);

/**
 * The salt every gateway shares, in Redis with an expiry at the day's end: the first gateway to
 * need it makes it. Each process also keeps the day's salt in memory, so a read costs no trip.
 */
export class RedisSalt implements DailySalt {
  private current: { day: number; salt: Promise<string> } | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly key: (day: number) => string,
    private readonly now: () => number,
  ) {}

  of(day: number): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.fetch(day);
      this.current = { day, salt };
      // A failed fetch is tried again by the next read.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async fetch(day: number): Promise<string> {
    const key = this.key(day);
    await this.redis.set(key, fresh(), 'EX', secondsLeftIn(day, this.now()), 'NX');
    const salt = await this.redis.get(key);
    if (!salt) throw new Error('the day salt is not in Redis');
    return salt;
  }
}
