import type { LiveEvent } from '@news/contract';
import { describe, expect, it } from 'vitest';
import { sharedReads, type EventPage, type ReadEvents } from '../src/live/log.js';

/** A log whose reads answer only when the test says, counting what it was asked. */
function heldLog() {
  const asked: { topic: string; after: number; waitSeconds?: number }[] = [];
  const answers: ((page: EventPage) => void)[] = [];
  const failures: ((err: Error) => void)[] = [];
  const read: ReadEvents = (topic, after, options) => {
    asked.push({
      topic,
      after,
      ...(options?.waitSeconds ? { waitSeconds: options.waitSeconds } : {}),
    });
    return new Promise<EventPage>((resolve, reject) => {
      answers.push(resolve);
      failures.push(reject);
    });
  };
  return { read, asked, answers, failures };
}

const event = (id: number): LiveEvent => ({
  id,
  topic: 'alerts',
  kind: 'end',
  payload: { id },
  createdAt: '2026-12-08T10:00:00.000Z',
});

describe('reads of the event log shared while under way', () => {
  it('asks the api once for streams opened at once from the same id, and gives each the page', async () => {
    const log = heldLog();
    const read = sharedReads(log.read);
    const pages = Array.from({ length: 50 }, () => read('alerts', 7));
    expect(log.asked).toEqual([{ topic: 'alerts', after: 7 }]);
    log.answers[0]!({ data: [event(8)], last: 8 });
    for (const page of await Promise.all(pages))
      expect(page).toEqual({ data: [event(8)], last: 8 });
  });

  it('asks again once the shared read is answered, and apart for another id or topic', async () => {
    const log = heldLog();
    const read = sharedReads(log.read);
    const first = read('alerts', 7);
    read('alerts', 9).catch(() => undefined);
    read('blog:3', 7).catch(() => undefined);
    expect(log.asked).toHaveLength(3);
    log.answers[0]!({ data: [], last: 7 });
    await first;
    const again = read('alerts', 7);
    expect(log.asked).toHaveLength(4);
    log.answers[3]!({ data: [event(8)], last: 8 });
    expect((await again).last).toBe(8);
  });

  it('fails every stream that shared a failed read, and the next one asks anew', async () => {
    const log = heldLog();
    const read = sharedReads(log.read);
    const pages = [read('alerts', 7), read('alerts', 7)];
    log.failures[0]!(new Error('GET /Events answered 503'));
    for (const page of pages) await expect(page).rejects.toThrow('503');
    void read('alerts', 7).catch(() => undefined);
    expect(log.asked).toHaveLength(2);
  });

  it('keeps each long poll its own', () => {
    const log = heldLog();
    const read = sharedReads(log.read);
    void read('alerts', 7, { waitSeconds: 25 }).catch(() => undefined);
    void read('alerts', 7, { waitSeconds: 25 }).catch(() => undefined);
    expect(log.asked).toHaveLength(2);
  });
});
