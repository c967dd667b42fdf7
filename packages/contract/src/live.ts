/*
 * Live events (docs/architecture.md, "Live events"): every write a reader should see at once is
 * appended to the api's event log under a topic and published; gateways push it to open pages as
 * server-sent events at `LIVE_PATH`, and a stream resumes from the log by event id.
 */
import type { Language } from './facts.js';

/** The gateway's stream of one topic's events: `/live?topic=alerts`. */
export const LIVE_PATH = '/live';

/** The topic of breaking-news alerts; a live blog's is `blog:<articleId>` (liveBlog.ts). */
export const ALERTS_TOPIC = 'alerts';

/** What a topic may be named: the alerts, or one article's live blog. */
export const LIVE_TOPIC_PATTERN = '^(alerts|blog:[1-9][0-9]{0,9})$';

/** The kinds of event on the alerts topic: an alert sent, an alert ended early. */
export const AlertEventKind = { ALERT: 'alert', END: 'end' } as const;

/** The Redis pub/sub channel every api publishes its events on, and every gateway listens to. */
export const LIVE_CHANNEL = 'news-live-events';

/** Events one read of the log (`GET /Events`) answers at most; a client asks again after them. */
export const LIVE_EVENTS_MAX = 200;

/** How often an open stream gets a comment, so that proxies never close it as idle. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** How long a browser waits before it opens a dropped stream again (`retry:`). */
export const LIVE_RETRY_MS = 3_000;

/** A breaking-news alert's limits: its one line, and how far ahead it may expire. */
export const ALERT_LIMITS = {
  textMax: 140,
  lifetimeMaxMinutes: 24 * 60,
  /** The desk's expiry when the editor picks none. */
  defaultLifetimeMinutes: 60,
} as const;

/** An alert's line in one edition: its text, and the story it links to (an article alert). */
export interface AlertLine {
  language: Language;
  text: string;
  articleId: number | null;
}

/** A breaking-news alert as the api answers it and an event carries it. */
export interface Alert {
  id: number;
  createdAt: string;
  expiresAt: string;
  /** The story the alert is about, when an editor picked one (its headlines are the lines). */
  articleId: number | null;
  /** One line per edition it has words for; a page shows its own language's, else the first. */
  lines: AlertLine[];
}

/** One entry of the event log: its id is the stream's `id:`, what a client resumes after. */
export interface LiveEvent {
  id: number;
  topic: string;
  kind: string;
  /** For the alerts topic: the `Alert` (kind `alert`), or `{ id }` of the alert ended (`end`). */
  payload: unknown;
  createdAt: string;
}
