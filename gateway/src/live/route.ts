/*
 * `GET /live?topic=alerts`: a topic's events as server-sent events. A stream first replays the
 * log after the id it resumes from (`Last-Event-ID`, else `?after=`, else the newest), then
 * forwards what the hub hears. Never kept by any cache: each stream is its reader's own.
 */
import {
  LIMITS,
  LIVE_EVENTS_MAX,
  LIVE_PATH,
  LIVE_RETRY_MS,
  LIVE_TOPIC_PATTERN,
  type LiveEvent,
} from '@news/contract';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sseChunk, type LiveHub } from './hub.js';
import type { ReadEvents } from './log.js';

const TOPIC = new RegExp(LIVE_TOPIC_PATTERN);

/** An event id as a header or a query carries it; undefined when absent, null when not valid. */
function eventId(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= LIMITS.idMax ? id : null;
}

const refuse = (reply: FastifyReply, field: string, message: string) =>
  reply.code(400).send({ errors: [{ code: 'BAD_USER_INPUT', message, field }] });

/** The browser opens a stream that ended again after `retry:`, from the last id it has. */
function endFailed(log: FastifyBaseLogger, res: ServerResponse, err: unknown) {
  log.warn({ err }, 'a live stream could not read the event log');
  res.end();
}

export function liveRoute(app: FastifyInstance, hub: LiveHub, read: ReadEvents): void {
  const streams = new Set<ServerResponse>();
  // Open streams would hold the server's close for ever: they end before it waits for requests.
  app.addHook('preClose', async () => {
    hub.close();
    for (const res of streams) res.end();
  });
  app.get(LIVE_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const topic = query.topic;
    if (typeof topic !== 'string' || !TOPIC.test(topic)) {
      return refuse(reply, 'topic', 'topic must be alerts or blog:<articleId>');
    }
    const header = eventId(request.headers['last-event-id']);
    const asked = header ?? eventId(query.after);
    if (header === null) return refuse(reply, 'Last-Event-ID', 'Last-Event-ID must be an event id');
    if (asked === null) return refuse(reply, 'after', 'after must be an event id');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and others in front hand each event on at once rather than buffering.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    streams.add(res);
    res.on('close', () => streams.delete(res));

    let from: number;
    try {
      // A stream that names no id starts now: the page it is on shows what came before.
      from = asked ?? (await read(topic, LIMITS.idMax)).last;
    } catch (err) {
      return endFailed(request.log, res, err);
    }
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
    const leave = hub.join(topic, from, send);
    res.on('close', leave);
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
      return endFailed(request.log, res, err);
    }
    const waiting = held;
    held = undefined;
    for (const event of waiting.sort((a, b) => a.id - b.id)) send(sseChunk(event), event);
  });
}
