/** Reads of the api's event log (`GET /Events`): a stream's replay, a feed's long poll. */
import type { LiveEvent } from '@news/contract';
import { Agent, fetch } from 'undici';

export interface EventPage {
  data: LiveEvent[];
  last: number;
}

/** A topic's events after `after`; with `waitSeconds`, waits that long for one (a long poll). */
export type ReadEvents = (
  topic: string,
  after: number,
  options?: { waitSeconds?: number; signal?: AbortSignal },
) => Promise<EventPage>;

export interface EventLogReader {
  read: ReadEvents;
  /** Closes its connections, a long poll's included (the gateway is closing). */
  close(): Promise<void>;
}

export function eventLog(apiUrl: URL, timeoutMs: number): EventLogReader {
  // Its own connections: a long poll held open never waits behind the pool of other calls.
  const agent = new Agent();
  const read: ReadEvents = async (topic, after, { waitSeconds = 0, signal } = {}) => {
    const url = new URL('Events', apiUrl);
    url.search = new URLSearchParams({
      topic,
      after: String(after),
      wait: String(waitSeconds),
    }).toString();
    const deadline = AbortSignal.timeout(timeoutMs + waitSeconds * 1000);
    const res = await fetch(url, {
      dispatcher: agent,
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`GET /Events answered ${res.status}`);
    }
    return (await res.json()) as EventPage;
  };
  return { read, close: () => agent.destroy() };
}

/**
 * `read` with a read of a topic's log after one id shared while it is under way: streams opened
 * at once (a page's readers, or a stopped gateway's listeners coming back) ask for the same page,
 * and the api answers it once, not once per stream, which under a few thousand at once ran past
 * the reads' timeout. A long poll, or a read its caller may call off, stays the caller's own.
 */
export function sharedReads(read: ReadEvents): ReadEvents {
  const pending = new Map<string, Promise<EventPage>>();
  return (topic, after, options) => {
    if (options?.waitSeconds || options?.signal) return read(topic, after, options);
    const key = `${topic}\n${after}`;
    let page = pending.get(key);
    if (!page) {
      page = read(topic, after).finally(() => pending.delete(key));
      pending.set(key, page);
    }
    return page;
  };
}
