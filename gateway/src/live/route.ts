/*
 * `GET /live?topic=alerts`: a topic's events as server-sent events. A stream first replays the
 * log after the id it resumes from (`Last-Event-ID`, else `?after=`, else the newest), then
 * forwards what the hub hears. Never kept by any cache: each stream is its reader's own.
 * Answered on the HTTP server before Fastify (rawServer.ts): a stream is held for as long as a
 * page is open, so what it holds is kept to the response and one listener.
 */
import {
  LIMITS,
  LIVE_EVENTS_MAX,
  LIVE_PATH,
  LIVE_RETRY_MS,
  LIVE_TOPIC_PATTERN,
  type LiveEvent,
} from '@news/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawRoute } from '../rawServer.js';
import { sseChunk, type LiveHub } from './hub.js';
import type { ReadEvents } from './log.js';

const TOPIC = new RegExp(LIVE_TOPIC_PATTERN);

/** An event id as a header or a query carries it; undefined when absent, null when not valid. */
function eventId(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= LIMITS.idMax ? id : null;
}

/** A query parameter given once; null when given more than once. */
function single(query: URLSearchParams, name: string): string | null | undefined {
  const values = query.getAll(name);
  return values.length > 1 ? null : values[0];
}

/** What a stream is asked for, or the field that is not valid and why. */
type Ask = { topic: string; after: number | undefined } | { field: string; message: string };

function askOf(req: IncomingMessage, query: URLSearchParams): Ask {
  const topic = single(query, 'topic');
  if (typeof topic !== 'string' || !TOPIC.test(topic)) {
    return { field: 'topic', message: 'topic must be alerts or blog:<articleId>' };
  }
  const header = eventId(req.headers['last-event-id']);
  if (header === null)
    return { field: 'Last-Event-ID', message: 'Last-Event-ID must be an event id' };
  const after = header ?? eventId(single(query, 'after'));
  if (after === null) return { field: 'after', message: 'after must be an event id' };
  return { topic, after };
}

/** The path and query of a request for the stream; undefined for any other address. */
function streamQuery(req: IncomingMessage): URLSearchParams | undefined {
  const url = req.url ?? '';
  if (
    !url.startsWith(LIVE_PATH) ||
    (url.length > LIVE_PATH.length && url[LIVE_PATH.length] !== '?')
  )
    return undefined;
  return new URLSearchParams(url.slice(LIVE_PATH.length + 1));
}

export function liveRoute(
  app: FastifyInstance,
  hub: LiveHub,
  read: ReadEvents,
  /** The security headers every answer carries. */
  headers: Record<string, string>,
): RawRoute {
  const streams = new Set<ServerResponse>();
  // Open streams would hold the server's close for ever: they end before it waits for requests.
  app.addHook('preClose', async () => {
    hub.close();
    for (const res of streams) res.end();
  });
  const log = app.log;
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const query = streamQuery(req);
    if (!query) return false;
    const ask = askOf(req, query);
    if ('field' in ask) {
      res.writeHead(400, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ errors: [{ code: 'BAD_USER_INPUT', ...ask }] }));
      return true;
    }
    void stream(ask.topic, ask.after, res, { hub, read, log, streams, headers });
    return true;
  };
}

interface StreamParts {
  hub: LiveHub;
  read: ReadEvents;
  log: FastifyBaseLogger;
  streams: Set<ServerResponse>;
  headers: Record<string, string>;
}

/** The browser opens a stream that ended again after `retry:`, from the last id it has. */
function endFailed(log: FastifyBaseLogger, res: ServerResponse, err: unknown) {
  log.warn({ err }, 'a live stream could not read the event log');
  res.end();
}

async function stream(
  topic: string,
  asked: number | undefined,
  res: ServerResponse,
  { hub, read, log, streams, headers }: StreamParts,
): Promise<void> {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and others in front hand each event on at once rather than buffering.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
  streams.add(res);
  // Until the stream joins the hub, closing it has nothing to leave.
  let leave = () => {};
  let closed = false;
  res.once('close', () => {
    closed = true;
    streams.delete(res);
    leave();
  });

  let from: number;
  try {
    // A stream that names no id starts now: the page it is on shows what came before.
    from = asked ?? (await read(topic, LIMITS.idMax)).last;
  } catch (err) {
    return endFailed(log, res, err);
  }
  // A reader gone while the log was read leaves nothing behind.
  if (closed) return;
  let sent = from;
  let held: LiveEvent[] | undefined = [];
  const send = (chunk: string, event?: LiveEvent) => {
    if (event) {
      if (held) return void held.push(event);
      if (event.id <= sent) return;
      sent = event.id;
    }
    res.write(chunk);
  };
  // Joined before the log is read: what is written meanwhile is held, then sent after it.
  leave = hub.join(topic, from, send);
  try {
    for (let page; !page || page.data.length === LIVE_EVENTS_MAX;) {
      page = await read(topic, sent);
      for (const event of page.data) {
        if (event.id > sent) res.write(sseChunk(event));
        sent = Math.max(sent, event.id);
      }
    }
  } catch (err) {
    leave();
    return endFailed(log, res, err);
  }
  const waiting = held;
  held = undefined;
  for (const event of waiting.sort((a, b) => a.id - b.id)) send(sseChunk(event), event);
}
