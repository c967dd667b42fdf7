import { ALERTS_TOPIC, LIVE_CHANNEL, type Alert } from '@news/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './sse.js';
import { startStack, type Stack } from './helpers.js';

/*
 * `GET /live` over real HTTP, against the real api (no Redis: the gateway holds one long poll
 * of the api per topic): a reader's stream hears a new alert, and one that dropped resumes
 * with `Last-Event-ID` missing nothing.
 */

let stack: Stack;
let editor: string;

beforeAll(async () => {
  stack = await startStack();
  editor = (await stack.api.createUser('editor')).token;
});
afterAll(() => stack.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The newest event id: a page rendered now resumes after it. */
async function lastId(): Promise<number> {
  const res = await stack.api.inject({ method: 'GET', url: '/Events?topic=alerts&after=0' });
  return res.json<{ last: number }>().last;
}

async function sendAlert(text: string): Promise<Alert> {
  const res = await stack.api.inject({
    method: 'POST',
    url: '/Alerts',
    headers: { authorization: `Bearer ${editor}` },
    payload: { text, expiresAt: inMinutes(10) },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Alert>();
}

describe('the live stream', () => {
  it('refuses a topic or an id that is not valid, naming it', async () => {
    for (const [query, headers, field] of [
      ['topic=weather', {}, 'topic'],
      ['', {}, 'topic'],
      ['topic=alerts&after=x', {}, 'after'],
      ['topic=alerts&topic=alerts', {}, 'topic'],
      ['topic=alerts', { 'last-event-id': '-4' }, 'Last-Event-ID'],
    ] as const) {
      const res = await fetch(`${stack.url}/live?${query}`, { headers });
      expect(res.status, query).toBe(400);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toMatchObject({ errors: [{ code: 'BAD_USER_INPUT', field }] });
    }
  });

  it('is an event stream no cache keeps, and hears a new alert with its id', async () => {
    const stream = await openStream(`${stack.url}/live?topic=alerts&after=${await lastId()}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    // Answered before Fastify's hooks, it carries the security headers itself.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'none'");
    const alert = await sendAlert('Heavy rain closes schools');
    const event = await stream.next();
    expect(event.event).toBe('alert');
    expect(Number(event.id)).toBeGreaterThan(0);
    expect(JSON.parse(event.data)).toEqual(alert);
    expect(stream.lines[0]).toMatch(/^retry: \d+$/);
    stream.close();
  });

  it('resumes after a dropped connection from Last-Event-ID, missing nothing', async () => {
    const first = await openStream(`${stack.url}/live?topic=alerts&after=${await lastId()}`);
    await sendAlert('First');
    const heard = await first.next();
    first.close();
    // Written while no stream is open.
    const missed = [await sendAlert('Second'), await sendAlert('Third')];
    const again = await openStream(`${stack.url}/live?topic=alerts`, {
      'last-event-id': heard.id!,
    });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => JSON.parse(e.data) as Alert)).toEqual(missed);
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(heard.id));
    // And it goes on with what comes next.
    const later = await sendAlert('Fourth');
    expect(JSON.parse((await again.next()).data)).toEqual(later);
    again.close();
  });

  it('an ended alert reaches the stream as an end event', async () => {
    const alert = await sendAlert('Road closed');
    const stream = await openStream(`${stack.url}/live?topic=alerts&after=${await lastId()}`);
    const res = await stack.api.inject({
      method: 'DELETE',
      url: `/Alerts/${alert.id}`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(res.statusCode).toBe(204);
    const event = await stream.next();
    expect(event.event).toBe('end');
    expect(JSON.parse(event.data)).toEqual({ id: alert.id });
    stream.close();
  });

  it('many streams on a topic share one long poll of the api', async () => {
    const after = await lastId();
    stack.resetCalls();
    const streams = await Promise.all(
      Array.from({ length: 20 }, () => openStream(`${stack.url}/live?topic=alerts&after=${after}`)),
    );
    const alert = await sendAlert('Twenty readers');
    for (const stream of streams) expect(JSON.parse((await stream.next()).data)).toEqual(alert);
    const polling = (calls: typeof stack.calls) => calls.filter((c) => /wait=[1-9]/.test(c.url));
    // The poll after the alert is under way: one for the topic, not one per stream.
    await stack.untilCalls((calls) => polling(calls).length > 0);
    expect(polling(stack.calls).length).toBeLessThanOrEqual(2);
    for (const stream of streams) stream.close();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(REDIS_URL === 'none')('the live stream with Redis', () => {
  let redisStack: Stack;
  beforeAll(async () => {
    redisStack = await startStack({ apiEnv: { REDIS_URL }, gatewayEnv: { REDIS_URL } });
  });
  afterAll(() => redisStack.close());

  it('hears the api’s events from the Redis channel, holding no long poll of the api', async () => {
    const token = (await redisStack.api.createUser('editor')).token;
    const last = (
      await redisStack.api.inject({ method: 'GET', url: '/Events?topic=alerts&after=0' })
    ).json<{ last: number }>().last;
    const stream = await openStream(`${redisStack.url}/live?topic=alerts&after=${last}`);
    // The replay has run once the stream's first read of the log is answered.
    await redisStack.untilCalls((calls) => calls.some((c) => c.url.startsWith('/Events?')));
    const send = async (text: string) => {
      const res = await redisStack.api.inject({
        method: 'POST',
        url: '/Alerts',
        headers: { authorization: `Bearer ${token}` },
        payload: { text, expiresAt: inMinutes(5) },
      });
      return res.json<Alert>();
    };
    const first = await send('Through Redis');
    expect(JSON.parse((await stream.next()).data)).toEqual(first);
    // The replay is over once an event came: the next can only come through the channel.
    const second = await send('And again');
    expect(JSON.parse((await stream.next()).data)).toEqual(second);
    expect(redisStack.calls.filter((c) => /wait=[1-9]/.test(c.url))).toEqual([]);
    stream.close();
  });

  it('sends the events before one announced out of order, in id order, from the log', async () => {
    const token = (await redisStack.api.createUser('editor')).token;
    const last = (
      await redisStack.api.inject({ method: 'GET', url: '/Events?topic=alerts&after=0' })
    ).json<{ last: number }>().last;
    const stream = await openStream(`${redisStack.url}/live?topic=alerts&after=${last}`);
    const send = async (text: string) => {
      const res = await redisStack.api.inject({
        method: 'POST',
        url: '/Alerts',
        headers: { authorization: `Bearer ${token}` },
        payload: { text, expiresAt: inMinutes(5) },
      });
      return res.json<Alert>();
    };
    const opening = await send('Before the race');
    expect(JSON.parse((await stream.next()).data)).toEqual(opening);
    // Two apis commit ids N and N+1; the message of N+1 reaches Redis first, and N's is lost.
    const append = (payload: object) =>
      redisStack.api.database.db
        .insertInto('live_events')
        .values({
          topic: ALERTS_TOPIC,
          kind: 'end',
          payload: JSON.stringify(payload),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const earlier = await append({ id: 1 });
    const later = await append({ id: 2 });
    const redis = new Redis(REDIS_URL);
    try {
      await redis.publish(LIVE_CHANNEL, JSON.stringify({ ...later, topic: ALERTS_TOPIC }));
    } finally {
      redis.disconnect();
    }
    const closing = await send('After the race');
    const heard = [await stream.next(), await stream.next(), await stream.next()];
    expect(heard.map((e) => e.data)).toEqual([
      JSON.stringify({ id: 1 }),
      JSON.stringify({ id: 2 }),
      JSON.stringify(closing),
    ]);
    expect(heard.slice(0, 2).map((e) => Number(e.id))).toEqual([earlier.id, later.id]);
    expect(Number(heard[2]!.id)).toBeGreaterThan(later.id);
    stream.close();
  });
});
