/*
 * How a gateway hears of new events. With REDIS_URL, every api publishes on one channel and
 * every gateway subscribes: a message wakes the reading of its topic's log (follower.ts), and
 * after Redis comes back every open topic is read again. Without (`npm start`: one api, one
 * gateway), one long poll of the api per open topic, whatever the number of streams on it.
 * Either way events reach the hub in id order, read from the log.
 */
import { LIMITS, LIVE_CHANNEL, type LiveEvent } from '@news/contract';
import { redisClient, redisWarning, type RedisLogger } from '../redis-connection.js';
import { LogFollower } from './follower.js';
import type { LiveHub } from './hub.js';
import type { ReadEvents } from './log.js';

/** How long the api holds a long poll with nothing to say. */
const POLL_SECONDS = 25;
/** How long a long poll that failed waits before the next, at most. */
const RETRY_MAX_MS = 5000;

export interface Feed {
  close(): void;
}

/** One long poll per open topic, from the newest id onward, reconnecting with the last id. */
export function pollFeed(hub: LiveHub, read: ReadEvents, log: RedisLogger): Feed {
  const polls = new Map<string, AbortController>();
  const warn = redisWarning(log, 'the live events of the api could not be read');

  // From the first stream's id, or the newest event when it claims one not written yet.
  async function poll(topic: string, from: number, stop: AbortSignal) {
    let after: number | undefined;
    let failures = 0;
    while (!stop.aborted) {
      try {
        if (after === undefined) {
          after = Math.min(from, (await read(topic, LIMITS.idMax, { signal: stop })).last);
          continue;
        }
        const page = await read(topic, after, { waitSeconds: POLL_SECONDS, signal: stop });
        for (const event of page.data) hub.publish(event);
        after = page.last;
        failures = 0;
      } catch (err) {
        if (stop.aborted) return;
        warn(err);
        failures += 1;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(RETRY_MAX_MS, 250 * 2 ** failures)).unref(),
        );
      }
    }
  }

  hub.watch({
    opened(topic, after) {
      const stop = new AbortController();
      polls.set(topic, stop);
      void poll(topic, after, stop.signal);
    },
    closed(topic) {
      polls.get(topic)?.abort();
      polls.delete(topic);
    },
  });
  return {
    close() {
      for (const stop of polls.values()) stop.abort();
      polls.clear();
    },
  };
}

/** Every api's events, woken by Redis; what was missed while Redis was away, from the log. */
export function redisFeed(url: string, hub: LiveHub, read: ReadEvents, log: RedisLogger): Feed {
  const warn = redisWarning(log, 'the live events channel on Redis is unavailable');
  const follower = new LogFollower(
    hub,
    read,
    redisWarning(log, 'the live events could not be read'),
  );
  hub.watch({
    opened: (topic, after) => follower.open(topic, after),
    closed: (topic) => follower.close(topic),
  });
  const subscriber = redisClient(url, { enableOfflineQueue: true, lazyConnect: false });
  let lost = false;
  subscriber.on('error', (err: Error) => {
    lost = true;
    warn(err);
  });
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    follower.wakeAll();
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== LIVE_CHANNEL) return;
    try {
      follower.wake((JSON.parse(message) as LiveEvent).topic);
    } catch (err) {
      warn(err);
    }
  });
  subscriber.subscribe(LIVE_CHANNEL).catch((err: unknown) => warn(err));
  return { close: () => subscriber.disconnect() };
}
