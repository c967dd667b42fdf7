/*
 * Reads each open topic's log after the last id it published, one read at a time per topic, and
 * publishes what it finds in id order. A message on Redis only wakes it: messages from two apis
 * can arrive out of id order, while the log's ids become visible in order (the api's append
 * lock), so a read after the last id published misses nothing and repeats nothing.
 */
import { LIMITS, LIVE_EVENTS_MAX } from '@news/contract';
import type { LiveHub } from './hub.js';
import type { ReadEvents } from './log.js';

/** How long a read that failed waits before the next, at most. */
const RETRY_MAX_MS = 5000;

interface Cursor {
  /** The last id published; undefined until the log's newest id is known. */
  after: number | undefined;
  /** The first stream's id: where to start, unless it is past the log's newest. */
  from: number;
  reading: boolean;
  /** Woken while reading: read once more after. */
  again: boolean;
  failures: number;
}

export class LogFollower {
  private readonly cursors = new Map<string, Cursor>();

  constructor(
    private readonly hub: LiveHub,
    private readonly read: ReadEvents,
    private readonly warn: (err: unknown) => void,
  ) {}

  /**
   * Starts following a topic after `from`, the id its first stream has every event up to
   * (streams that join later read what came before them themselves); after the log's newest
   * event when `from` claims one not written yet.
   */
  open(topic: string, from: number): void {
    const cursor = { after: undefined, from, reading: false, again: false, failures: 0 };
    this.cursors.set(topic, cursor);
    this.wake(topic);
  }

  close(topic: string): void {
    this.cursors.delete(topic);
  }

  /** Every open topic's log has something new, perhaps (Redis came back). */
  wakeAll(): void {
    for (const topic of this.cursors.keys()) this.wake(topic);
  }

  /** The topic's log has something new: read it after the last id published. */
  wake(topic: string): void {
    const cursor = this.cursors.get(topic);
    if (!cursor) return;
    if (cursor.reading) {
      cursor.again = true;
      return;
    }
    void this.follow(topic, cursor);
  }

  private async follow(topic: string, cursor: Cursor): Promise<void> {
    cursor.reading = true;
    try {
      do {
        cursor.again = false;
        await this.readNew(topic, cursor);
      } while (cursor.again && this.cursors.get(topic) === cursor);
      cursor.failures = 0;
    } catch (err) {
      this.warn(err);
      cursor.failures += 1;
      const delay = Math.min(RETRY_MAX_MS, 250 * 2 ** cursor.failures);
      setTimeout(() => this.wake(topic), delay).unref();
    } finally {
      cursor.reading = false;
    }
  }

  private async readNew(topic: string, cursor: Cursor): Promise<void> {
    if (cursor.after === undefined) {
      cursor.after = Math.min(cursor.from, (await this.read(topic, LIMITS.idMax)).last);
    }
    for (let page; !page || page.data.length === LIVE_EVENTS_MAX;) {
      page = await this.read(topic, cursor.after);
      if (this.cursors.get(topic) !== cursor) return;
      for (const event of page.data) {
        this.hub.publish(event);
        cursor.after = Math.max(cursor.after, event.id);
      }
    }
  }
}
