/*
 * Live streams on two apis and two gateways (PostgreSQL and Redis of this run's own, Varnish in
 * front, the site's router sending streams around it), as `npm run start:cluster` runs them: an
 * alert written through either api reaches the listeners of both gateways, and the listeners of
 * a gateway killed with SIGKILL come back through the site's port missing nothing and seeing
 * nothing twice.
 */
import { once } from 'node:events';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../src/cluster.js';
import { isStream } from '../src/site.js';
import { ResumingStream } from './event-source.js';
import {
  bearer,
  ensureBuilt,
  ensureVarnish,
  freshDatabase,
  ROOT,
  startRedis,
  waitFor,
} from './harness.js';

const ADMIN_PASSWORD = 'live-Admin-Passw0rd';
/** Listeners through the site's port in the kill test: about half on each gateway. */
const LISTENERS = 20;

let cluster: Cluster;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let redis: ChildProcess;
let logDir: string;
let token: string;
const streams: ResumingStream[] = [];

function printLogs(): void {
  for (const file of fs.readdirSync(logDir)) {
    const text = fs.readFileSync(path.join(logDir, file), 'utf8');
    if (text.trim()) console.error(`--- ${file} ---\n${text.slice(-4000)}`);
  }
}

beforeAll(async () => {
  ensureBuilt();
  const varnishd = ensureVarnish();
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-live-'));
  database = await freshDatabase();
  const started = await startRedis();
  redis = started.process;
  try {
    cluster = await startCluster({
      root: ROOT,
      apis: 2,
      gateways: 2,
      host: '127.0.0.1',
      sitePort: 0,
      apiPort: 0,
      httpCache: { varnishd, purgePort: 0 },
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: logDir,
        DATABASE_URL: database.url,
        REDIS_URL: started.url,
        JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
        ADMIN_PASSWORD,
        PG_POOL_MAX: '4',
        RENDER_THREADS: '1',
        LOG_LEVEL: 'warn',
        MALLOC_ARENA_MAX: '2',
      },
      output: { dir: logDir },
    });
  } catch (err) {
    printLogs();
    throw err;
  }
  const res = await fetch(`${cluster.apis[0]!.url}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
});

afterEach((context) => {
  for (const stream of streams.splice(0)) stream.close();
  if (context.task.result?.state === 'fail') printLogs();
});

afterAll(async () => {
  await cluster?.stop();
  if (redis && redis.exitCode === null && redis.signalCode === null) {
    redis.kill('SIGKILL');
    await once(redis, 'exit');
  }
  await database?.drop();
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
});

/** The newest event id of the alerts: a page rendered now resumes after it. */
async function lastId(): Promise<number> {
  const res = await fetch(`${cluster.apis[0]!.url}/Events?topic=alerts&after=0`);
  return ((await res.json()) as { last: number }).last;
}

/** Sends an alert through the api at `origin`; its event's id is read back from the log. */
async function sendAlert(origin: string, text: string): Promise<void> {
  const res = await fetch(`${origin}/Alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ text, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
  });
  expect(res.status).toBe(201);
}

/** Alert event ids after `after`, from the log: what every listener must have, once each. */
async function alertIds(after: number): Promise<number[]> {
  const res = await fetch(`${cluster.apis[1]!.url}/Events?topic=alerts&after=${after}`);
  const page = (await res.json()) as { data: { id: number; kind: string }[] };
  return page.data.filter((e) => e.kind === 'alert').map((e) => e.id);
}

function listen(origin: string, after: number): ResumingStream {
  const stream = new ResumingStream(`${origin}/live?topic=alerts&after=${after}`);
  streams.push(stream);
  return stream;
}

describe('live streams on two apis and two gateways', () => {
  it('tells a stream from a page by its first request head, as the site routes them', () => {
    expect(isStream('GET /live?topic=alerts HTTP/1.1\r\nHost: x')).toBe(true);
    expect(isStream('GET /graphql HTTP/1.1\r\nAccept: text/event-stream\r\nHost: x')).toBe(true);
    expect(isStream('GET /home HTTP/1.1\r\nAccept: text/html\r\nHost: x')).toBe(false);
    expect(isStream('GET /lively HTTP/1.1\r\nHost: x')).toBe(false);
  });

  it('delivers an alert written through either api to the listeners of both gateways', async () => {
    const after = await lastId();
    const listeners = [
      ...cluster.gateways.map((gateway) => listen(gateway.url, after)),
      listen(cluster.siteUrl, after),
    ];
    await waitFor(() => listeners.every((s) => s.connections === 1), 'every stream open');
    await sendAlert(cluster.apis[0]!.url, 'Through the first api');
    await sendAlert(cluster.apis[1]!.url, 'Through the second api');
    const expected = await alertIds(after);
    expect(expected).toHaveLength(2);
    await waitFor(
      () => listeners.every((s) => s.ids().length >= 2),
      'both alerts on every stream',
      30_000,
    );
    for (const stream of listeners) expect(stream.ids()).toEqual(expected);
  });

  it('brings the listeners of a gateway killed with SIGKILL back through the site, missing nothing and seeing nothing twice', async () => {
    const after = await lastId();
    const listeners = Array.from({ length: LISTENERS }, () => listen(cluster.siteUrl, after));
    await waitFor(() => listeners.every((s) => s.connections === 1), 'every stream open');
    await sendAlert(cluster.apis[0]!.url, 'Before the kill');
    await waitFor(() => listeners.every((s) => s.ids().length === 1), 'the first alert heard');

    const victim = cluster.gateways[0]!;
    const restarted = once(victim, 'ready');
    victim.child!.kill('SIGKILL');
    // Written while its listeners are cut off: they must read them from the log on return.
    await sendAlert(cluster.apis[1]!.url, 'During the outage');
    await sendAlert(cluster.apis[0]!.url, 'Still during the outage');
    await waitFor(
      () => listeners.filter((s) => s.connections > 1).length > 0,
      'the killed gateway’s listeners reconnected',
    );
    await restarted;
    await sendAlert(cluster.apis[1]!.url, 'After the return');
    const expected = await alertIds(after);
    expect(expected).toHaveLength(4);
    await waitFor(
      () => listeners.every((s) => s.ids().length >= 4),
      'all four alerts on every stream',
      30_000,
    );
    for (const stream of listeners) expect(stream.ids()).toEqual(expected);
    const cut = listeners.filter((s) => s.connections > 1).length;
    // The site's router takes the gateways in turn: about half the listeners were on the one killed.
    expect(cut).toBeGreaterThanOrEqual(LISTENERS / 4);
    expect(cut).toBeLessThan(LISTENERS);
  });
});
