import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  ALERT_LIMITS,
  ALERTS_TOPIC,
  AlertEventKind,
  type Alert,
  type LiveEvent,
  type User,
} from '../../domain.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { characterCount, normaliseText } from '../../lib/text.js';
import type { LivePublisher } from '../live/publisher.js';
import { EventLog } from '../live/repository.js';
import type { AlertRepository } from './repository.js';

export interface SendAlertInput {
  text?: string | undefined;
  textTe?: string | undefined;
  articleId?: number | undefined;
  expiresAt: string;
}

/** An alert's line: NFC, trimmed, one line, not empty, at most ALERT_LIMITS.textMax characters. */
function alertText(field: 'text' | 'textTe', value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = normaliseText(value);
  if (text === '') throw badInput(field, `${field} must not be empty`);
  if (/[\r\n]/.test(text)) throw badInput(field, `${field} must be one line`);
  if (characterCount(text) > ALERT_LIMITS.textMax) {
    throw badInput(field, `${field} must be at most ${ALERT_LIMITS.textMax} characters`);
  }
  return text;
}

/** When the alert expires: after now, and at most ALERT_LIMITS.lifetimeMaxMinutes ahead. */
function expiry(value: string, now: number): string {
  const at = Date.parse(value);
  if (!Number.isFinite(at)) throw badInput('expiresAt', 'expiresAt must be a date and time');
  if (at <= now) throw badInput('expiresAt', 'expiresAt must be in the future');
  if (at > now + ALERT_LIMITS.lifetimeMaxMinutes * 60_000) {
    throw badInput(
      'expiresAt',
      `expiresAt must be at most ${ALERT_LIMITS.lifetimeMaxMinutes / 60} hours ahead`,
    );
  }
  return new Date(at).toISOString();
}

/**
 * Breaking-news alerts: sent and ended by editors and admins (the routes check the role), shown
 * to every reader. Each change is appended to the event log in its own transaction and
 * published once it is committed, so a stream that hears of it can read it back.
 */
export class AlertService {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly log: EventLog,
    private readonly publisher: LivePublisher,
  ) {}

  /** The alerts shown now, newest first, and the newest event id they are as of. */
  async active(): Promise<{ data: Alert[]; lastEventId: number }> {
    // The id first: an alert sent between the two reads is then also in the events after it.
    const lastEventId = await this.log.last(ALERTS_TOPIC);
    return { data: await this.alerts.active(new Date().toISOString()), lastEventId };
  }

  async send(viewer: User, input: SendAlertInput): Promise<Alert> {
    const textEn = alertText('text', input.text);
    const textTe = alertText('textTe', input.textTe);
    const articleId = input.articleId ?? null;
    if (articleId !== null && (textEn !== null || textTe !== null)) {
      throw badInput('articleId', 'Send either a line of text or a story (articleId), not both');
    }
    if (articleId === null && textEn === null && textTe === null) {
      throw badInput('text', 'text (English), textTe (Telugu) or articleId is required');
    }
    const now = Date.now();
    const expiresAt = expiry(input.expiresAt, now);
    const createdAt = new Date(now).toISOString();
    const { alert, event } = await this.alerts.transaction(async (alerts, db) => {
      if (articleId !== null && !(await alerts.isPublished(articleId, createdAt))) {
        throw badInput('articleId', `articleId ${articleId} is not a published story`);
      }
      const id = await alerts.add({
        textEn,
        textTe,
        articleId,
        createdBy: viewer.id,
        createdAt,
        expiresAt,
      });
      const [alert] = await alerts.active(createdAt, id);
      return { alert: alert!, event: await append(db, AlertEventKind.ALERT, alert) };
    });
    this.publisher.publish(event);
    return alert;
  }

  /** Ends an alert before it expires (404 for none, 409 for one already ended or expired). */
  async end(id: number): Promise<void> {
    const event = await this.alerts.transaction(async (alerts, db) => {
      if (!(await alerts.exists(id))) throw notFound(`There is no alert ${id}`);
      if (!(await alerts.end(id, new Date().toISOString()))) {
        throw conflict(`Alert ${id} has already ended or expired`, 'id');
      }
      return append(db, AlertEventKind.END, { id });
    });
    this.publisher.publish(event);
  }
}

const append = (db: Kysely<DB>, kind: string, payload: unknown): Promise<LiveEvent> =>
  EventLog.append(db, ALERTS_TOPIC, kind, payload);
