import type { Database } from '../../db/index.js';
import { inTransaction, toIso } from '../../db/index.js';
import { NEW_DEVICE_NOTICES_MAX } from '@news/contract';
import type { Device } from './device.js';

/** A live session of an account, by its secret id (the token's `sid`). */
export interface SessionRow {
  id: string;
  browser: string;
  os: string;
  createdAt: string;
  lastSeenAt: string;
}

/** Where sessions' devices, last-seen times and new-device notices are kept. */
export class SessionRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** The account's sessions that still work, most recently used first. */
  async live(userId: number, now: Date): Promise<SessionRow[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'browser', 'os', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute();
    return rows
      .map((r) => ({
        id: r.id,
        browser: r.browser,
        os: r.os,
        createdAt: toIso(r.created_at),
        lastSeenAt: toIso(r.last_seen_at ?? r.created_at),
      }))
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || a.id.localeCompare(b.id));
  }

  /** Ends one session of the account; answers whether one was open. */
  async end(userId: number, sessionId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ ended_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Notes the device a new session signed in from. The sign-in is a new device's when the account
   * had signed in before, but never from this browser and system: it then waits as a notice.
   */
  async signedIn(sessionId: string, userId: number, device: Device, now: Date): Promise<boolean> {
    const at = now.toISOString();
    return inTransaction(this.db, async (trx) => {
      const known = await trx
        .selectFrom('account_devices')
        .select('browser')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      const added = await trx
        .insertInto('account_devices')
        .values({ user_id: userId, browser: device.browser, os: device.os, first_seen_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'browser', 'os']).doNothing())
        .executeTakeFirst();
      const isNew = known !== undefined && Number(added.numInsertedOrUpdatedRows ?? 0n) > 0;
      await trx
        .updateTable('sessions')
        .set({
          browser: device.browser,
          os: device.os,
          last_seen_at: at,
          new_device_notice: isNew ? 1 : 0,
        })
        .where('id', '=', sessionId)
        .execute();
      return isNew;
    });
  }

  /** Moves the session's last-seen time to `now` unless it is already later than `staleBefore`. */
  async seen(sessionId: string, now: Date, staleBefore: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where((eb) =>
        eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore.toISOString())]),
      )
      .execute();
  }

  /** The account's new-device sign-ins not yet dismissed, newest first. */
  async notices(userId: number): Promise<Omit<SessionRow, 'lastSeenAt'>[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'browser', 'os', 'created_at'])
      .where('user_id', '=', userId)
      .where('new_device_notice', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(NEW_DEVICE_NOTICES_MAX)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      browser: r.browser,
      os: r.os,
      createdAt: toIso(r.created_at),
    }));
  }

  /** Dismisses one new-device notice of the account; answers whether it was waiting. */
  async dismiss(userId: number, sessionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ new_device_notice: 0 })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('new_device_notice', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
