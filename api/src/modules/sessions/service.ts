import crypto from 'node:crypto';
import {
  SESSION_SEEN_EVERY_MINUTES,
  type RestNewDeviceSignIn,
  type RestSession,
} from '@news/contract';
import type { SessionRecord } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { deviceOf } from './device.js';
import type { SessionRepository, SessionRow } from './repository.js';

const SEEN_EVERY_MS = SESSION_SEEN_EVERY_MINUTES * 60_000;

/**
 * A session's public handle: a digest of its secret id, so a list can name a session for ending
 * without showing anyone the id a token carries.
 */
export function sessionHandle(sessionId: string): string {
  return crypto.createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

const name = (value: string) => (value === '' ? null : value);

/** Signed-in devices: listing and ending an account's sessions, and new-device notices. */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly now: () => Date,
  ) {}

  /** The account's live sessions; `currentId` (the asking request's session) is marked. */
  async list(userId: number, currentId: string | undefined): Promise<RestSession[]> {
    const rows = await this.sessions.live(userId, this.now());
    return rows.map((row) => ({
      id: sessionHandle(row.id),
      browser: name(row.browser),
      os: name(row.os),
      firstSeen: row.createdAt,
      lastSeen: row.lastSeenAt,
      current: row.id === currentId,
    }));
  }

  /** Ends the account's session with this handle: its token stops working at once. */
  async end(userId: number, handle: string): Promise<void> {
    const row = find(await this.sessions.live(userId, this.now()), handle);
    if (!row || !(await this.sessions.end(userId, row.id, this.now()))) {
      throw notFound('That session has ended or does not exist');
    }
  }

  /** Notes the device of a session that has just started (from its User-Agent header). */
  async signedIn(sessionId: string, userId: number, userAgent: string | undefined): Promise<void> {
    await this.sessions.signedIn(sessionId, userId, deviceOf(userAgent), this.now());
  }

  /**
   * Notes that a session was used, at most once every few minutes per session: every
   * authenticated request passes here, and most of them write nothing.
   */
  async used(sessionId: string, session: SessionRecord | undefined): Promise<void> {
    if (!session || session.endedAt !== null || session.lastSeenAt === undefined) return;
    const now = this.now();
    const staleBefore = new Date(now.getTime() - SEEN_EVERY_MS);
    if (session.lastSeenAt !== null && Date.parse(session.lastSeenAt) >= staleBefore.getTime()) {
      return;
    }
    await this.sessions.seen(sessionId, now, staleBefore);
  }

  /** The account's sign-ins from new devices that it has not dismissed. */
  async notices(userId: number): Promise<RestNewDeviceSignIn[]> {
    const rows = await this.sessions.notices(userId);
    return rows.map((row) => ({
      id: sessionHandle(row.id),
      browser: name(row.browser),
      os: name(row.os),
      at: row.createdAt,
    }));
  }

  /** Dismisses one new-device notice of the account. */
  async dismiss(userId: number, handle: string): Promise<void> {
    const row = find(await this.sessions.notices(userId), handle);
    if (!row || !(await this.sessions.dismiss(userId, row.id))) {
      throw notFound('That notice has been dismissed or does not exist');
    }
  }
}

function find<T extends Pick<SessionRow, 'id'>>(rows: T[], handle: string): T | undefined {
  return rows.find((row) => sessionHandle(row.id) === handle);
}
