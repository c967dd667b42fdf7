import type { LiveEvent } from '@news/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventLog } from '../../src/modules/live/repository.js';
import { blockedBy, dialect, startApi, type TestApi } from '../helpers.js';

/*
 * The event log's ids become visible in id order: a stream that resumes "after N" must never
 * pass over an event with a smaller id that commits later (two apis writing at once).
 */

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const eventsAfter = async (after: number) => {
  const res = await api.inject({ method: 'GET', url: `/Events?topic=alerts&after=${after}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LiveEvent[]; last: number }>();
};

describe('the event log', () => {
  // SQLite runs one write transaction at a time: the second append cannot begin before the first
  // commits, so only PostgreSQL can commit a later id first.
  it.runIf(dialect === 'postgres')(
    'never shows an id while a smaller one is still uncommitted (two writers at once)',
    async () => {
      const { last } = await eventsAfter(0);
      const db = api.database.db;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstPid = 0;
      let appendedFirst: () => void = () => {};
      const firstAppended = new Promise<void>((resolve) => (appendedFirst = resolve));
      const first = db.transaction().execute(async (trx) => {
        firstPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
          .rows[0]!.pid;
        const event = await EventLog.append(trx, 'alerts', 'alert', { n: 1 });
        appendedFirst();
        await held;
        return event;
      });
      await firstAppended;
      // The second writer, on its own connection, waits for the first to commit before it
      // takes an id; without that it would commit the next id first.
      const second = EventLog.append(db, 'alerts', 'alert', { n: 2 });
      try {
        await Promise.race([second, blockedBy(api.database, firstPid)]);
        expect((await eventsAfter(last)).data).toEqual([]);
      } finally {
        release();
      }
      const [a, b] = await Promise.all([first, second]);
      expect(a.id).toBeLessThan(b.id);
      const seen = await eventsAfter(last);
      expect(seen.data.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(seen.last).toBe(b.id);
    },
  );

  it('appends on its own, outside any transaction, with increasing ids', async () => {
    const { last } = await eventsAfter(0);
    const a = await EventLog.append(api.database.db, 'alerts', 'alert', { n: 'a' });
    const b = await EventLog.append(api.database.db, 'alerts', 'alert', { n: 'b' });
    expect(a.id).toBeGreaterThan(last);
    expect(b.id).toBeGreaterThan(a.id);
    expect((await eventsAfter(last)).data.map((e) => e.id)).toEqual([a.id, b.id]);
  });
});
