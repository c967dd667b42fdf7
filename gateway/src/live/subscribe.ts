/** A topic's events as an async iterator, for GraphQL subscriptions: from now, until returned. */
import { LIMITS, type LiveEvent } from '@news/contract';
import type { LiveHub } from './hub.js';
import type { ReadEvents } from './log.js';

export type LiveEvents = (topic: string) => AsyncIterableIterator<LiveEvent>;

export function liveEvents(hub: LiveHub, read: ReadEvents): LiveEvents {
  return (topic) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    let leave: (() => void) | undefined;
    let done = false;
    const joined = read(topic, LIMITS.idMax).then(({ last }) => {
      if (done) return;
      leave = hub.join(topic, last, (_chunk, event) => {
        if (!event) return;
        queue.push(event);
        wake?.();
      });
    });
    const finish = async (): Promise<IteratorResult<LiveEvent>> => {
      done = true;
      leave?.();
      wake?.();
      return { done: true, value: undefined };
    };
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        await joined;
        while (queue.length === 0 && !done) await new Promise<void>((r) => (wake = r));
        const event = queue.shift();
        return event ? { done: false, value: event } : { done: true, value: undefined };
      },
      return: finish,
      throw: async (err: unknown) => {
        await finish();
        throw err;
      },
    };
  };
}
