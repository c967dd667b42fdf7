import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { toIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { LiveEvent } from '@news/contract';

/**
 * Any number that no other advisory lock of the application uses: it orders the log's appends.
 */
const APPEND_LOCK = 0x6c697665; // "live"

/**
 * The event log (migration 0023): the only place with its SQL.
 *
 * Its ids become visible in id order, so that a reader that has seen id N has seen every id
 * before it and resuming "after N" misses nothing. On PostgreSQL two transactions could take
 * ids N and N+1 and commit N+1 first; so an append takes a transaction-scoped advisory lock
 * before its id, held until its commit: ids are taken in the order of the commits. SQLite
 * writes one transaction at a time, which orders them already.
 */
export class EventLog {
  constructor(private readonly db: Kysely<DB>) {}

  /** Appends an event in the caller's transaction (or on its own); the event as stored. */
  static async append(
    db: Kysely<DB>,
    topic: string,
    kind: string,
    payload: unknown,
  ): Promise<LiveEvent> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      return EventLog.insert(db, topic, kind, payload);
    }
    if (!db.isTransaction) {
      return db.transaction().execute((trx) => EventLog.append(trx, topic, kind, payload));
    }
    await sql`select pg_advisory_xact_lock(${APPEND_LOCK})`.execute(db);
    return EventLog.insert(db, topic, kind, payload);
  }

  private static async insert(
    db: Kysely<DB>,
    topic: string,
    kind: string,
    payload: unknown,
  ): Promise<LiveEvent> {
    const createdAt = new Date().toISOString();
    const row = await db
      .insertInto('live_events')
      .values({ topic, kind, payload: JSON.stringify(payload), created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, topic, kind, payload, createdAt };
  }

  /** A topic's events after the id `after`, oldest first, at most `limit`. */
  async after(topic: string, after: number, limit: number): Promise<LiveEvent[]> {
    const rows = await this.db
      .selectFrom('live_events')
      .selectAll()
      .where('topic', '=', topic)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      kind: row.kind,
      payload: JSON.parse(row.payload) as unknown,
      createdAt: toIso(row.created_at),
    }));
  }

  /** The newest event's id of a topic (0 when it has none): where a new stream begins. */
  async last(topic: string): Promise<number> {
    const row = await this.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('topic', '=', topic)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }
}
