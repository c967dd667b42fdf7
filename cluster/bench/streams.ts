/*
 * `npm run bench:streams -w @news/cluster`: live streams on 2 apis and 2 gateways (PostgreSQL,
 * a Redis of the bench's own, Varnish behind the site's router), as `npm run start:cluster`
 * runs them. 30,000 `GET /live?topic=alerts` streams, half on each gateway, opened on the
 * gateways' own ports as a platform's load balancer routes `/live` (the site's router is one
 * Node process, and a stream through it holds two of its open files, whose limit here is
 * 20,000: BENCH_THROUGH=site sends fewer streams through it instead). Prints the gateways' memory
 * growth per stream, `/healthz` p99, the cached home page's rate through the site's port with the
 * streams open against without, and the publish-to-screen time of alerts written through each
 * api in turn, with the listeners that missed one. The page rate is taken in turns without
 * streams and with them (BENCH_TURNS), and the medians compared. Then BENCH_KILLED (10000)
 * listeners on one gateway, which is killed with SIGKILL while alerts are written: each opens
 * again on the other gateway with its last id, as a load balancer sends a browser's EventSource
 * there, and the bench prints how many missed an alert or heard one twice. BENCH_STREAMS
 * (30000), BENCH_PER_PROCESS (4000), BENCH_ALERTS (6), BENCH_SECONDS (10), BENCH_TURNS (3).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  autocannon,
  budget,
  deliveryBudget,
  inspectorUrl,
  Listeners,
  loadAverage,
  memory,
  memoryBudget,
  moreTurns,
  pagesBudget,
  type Memory,
  type Rate,
  streamSettings,
  type RoundResult,
  type Target,
} from '../../gateway/bench/streams/load.js';
import { freePorts, startCluster } from '../src/cluster.js';
import { ensureBuilt, ensureVarnish, freshDatabase, ROOT, startRedis } from '../test/harness.js';

const {
  streams: STREAMS,
  perProcess: PER_PROCESS,
  alerts: ALERTS,
  seconds: SECONDS,
  turns: TURNS,
} = streamSettings({ streams: 30_000, alerts: 6 });
const KILLED = Number(process.env.BENCH_KILLED ?? 10_000);
if (!Number.isInteger(KILLED) || KILLED < 1) {
  throw new Error(`BENCH_KILLED must be a whole number from 1, not ${process.env.BENCH_KILLED}`);
}
/** How long the killed gateway's listeners have to come back with every alert. */
const KILL_DEADLINE_MS = 60_000;
const THROUGH_SITE = process.env.BENCH_THROUGH === 'site';
const PASSWORD = 'bench-Admin-Passw0rd';

const address = (origin: string): Target => {
  const url = new URL(origin);
  return { host: url.hostname, port: Number(url.port) };
};

ensureBuilt();
const varnishd = ensureVarnish();
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-streams-cluster-'));
const database = await freshDatabase();
const redis = await startRedis();
const metricsPorts = await freePorts('127.0.0.1', 2);
const cluster = await startCluster({
  root: ROOT,
  apis: 2,
  gateways: 2,
  host: '127.0.0.1',
  sitePort: 0,
  apiPort: 0,
  httpCache: { varnishd, purgePort: 0 },
  gatewayMetricsPorts: metricsPorts,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: logDir,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  },
  // Their inspectors, on free ports of loopback, for a full garbage collection before measuring.
  gatewayEnv: { NODE_OPTIONS: '--inspect=127.0.0.1:0' },
  output: { dir: logDir },
});

/** Both gateways' memory, summed, each after a full garbage collection. */
async function gatewaysMemory(): Promise<Memory> {
  const each = await Promise.all(
    cluster.gateways.map((gateway) => {
      const log = fs.readFileSync(path.join(logDir, `${gateway.name}.log`), 'utf8');
      const inspector = [...log.matchAll(/Debugger listening on \S+/g)].at(-1)?.[0];
      return memory(
        gateway.pid!,
        cluster.metricsUrls.get(gateway.name)!,
        inspectorUrl(inspector!)!,
      );
    }),
  );
  return { rss: each.reduce((n, m) => n + m.rss, 0), heap: each.reduce((n, m) => n + m.heap, 0) };
}

/** Polls the listeners until each has heard every alert of `ids`, or the deadline is past. */
async function untilHeard(listeners: Listeners, ids: number[], since: number) {
  let state = await listeners.check(ids);
  while (state.missed > 0 && Date.now() - since < KILL_DEADLINE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await listeners.check(ids);
  }
  return state;
}

let listeners: Listeners | undefined;
try {
  const login = await fetch(`${cluster.apis[0]!.url}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const send = (apiUrl: string, text: string) => async () => {
    const res = await fetch(`${apiUrl}/Alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ text, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /Alerts answered ${res.status}`);
  };
  const targets = THROUGH_SITE
    ? [address(cluster.siteUrl)]
    : cluster.gateways.map((gateway) => address(gateway.url));
  console.log(
    `${STREAMS} streams over 2 gateways (${THROUGH_SITE ? "through the site's router" : "on the gateways' own ports"}), 2 apis on PostgreSQL, Redis, Varnish; listeners in processes of ${PER_PROCESS}, loopback, NODE_ENV=production; Node ${process.version}`,
  );
  console.log(`load average before: ${loadAverage()}`);
  const site = `${cluster.siteUrl}/home`;
  await autocannon(site, { seconds: 2 });
  const warm = await Listeners.start(targets, 200, 200);
  await warm.close();
  const pages = () => autocannon(site, { seconds: SECONDS });
  const before = await gatewaysMemory();
  const alone: Rate[] = [await pages()];
  const cacheAlone = await autocannon(`${cluster.cacheUrl!}/home`, { seconds: SECONDS });
  const open = () => Listeners.start(targets, STREAMS, PER_PROCESS);

  listeners = await open();
  const opened = listeners.open;
  console.log(`      streams open: ${opened}, refused or failed: ${listeners.failed}`);
  const after = await gatewaysMemory();
  const health = await autocannon(`${cluster.gateways[0]!.url}/healthz`, {
    seconds: SECONDS,
    connections: 10,
  });
  const held: Rate[] = [await pages()];
  const rounds: RoundResult[] = [];
  for (let i = 0; i < ALERTS; i += 1) {
    const api = cluster.apis[i % cluster.apis.length]!;
    rounds.push(await listeners.round(i, send(api.url, `Bench alert ${i + 1} via ${api.name}`)));
  }
  listeners = await moreTurns(listeners, { turns: TURNS, pages, open, alone, held });
  await listeners.close();
  listeners = undefined;
  console.log(`load average after: ${loadAverage()}`);

  const results = [
    budget('streams open', opened === STREAMS, String(opened), String(STREAMS)),
    memoryBudget(before, after, opened),
    budget('/healthz p99 with streams open', health.p99 < 50, `${health.p99} ms`, '< 50 ms'),
    pagesBudget(
      "cached /home through the site's port",
      alone,
      held,
      `; Varnish's own port without streams ${cacheAlone.okPerSecond.toFixed(0)}/s`,
    ),
    deliveryBudget(rounds, opened),
  ];

  // A gateway killed under its listeners: they open again on the other with their last id.
  const [victim, survivor] = cluster.gateways;
  listeners = await Listeners.start([address(victim!.url)], KILLED, PER_PROCESS, {
    resume: address(survivor!.url),
  });
  const killedOpen = listeners.open;
  // The alerts topic's newest event id, which the alert just written is.
  const latest = async (apiUrl: string): Promise<number> => {
    const res = await fetch(`${apiUrl}/Alerts/Active`);
    return ((await res.json()) as { lastEventId: number }).lastEventId;
  };
  await send(cluster.apis[0]!.url, 'Before the kill')();
  const ids = [await latest(cluster.apis[0]!.url)];
  // Every listener has an id to resume from before its gateway goes.
  await untilHeard(listeners, ids, Date.now());
  victim!.child!.kill('SIGKILL');
  const killedAt = Date.now();
  for (const api of cluster.apis) {
    await send(api.url, `After the kill via ${api.name}`)();
    ids.push(await latest(api.url));
  }
  const state = await untilHeard(listeners, ids, killedAt);
  console.log(
    `      ${killedOpen} listeners on a gateway killed with SIGKILL: ${state.reopened} opened again on the other, ${state.missed === 0 ? `every alert heard by all ${Date.now() - killedAt} ms after the kill` : `not every alert heard by all ${KILL_DEADLINE_MS / 1000} s after the kill`} (alerts' event ids ${ids.join(', ')})`,
  );
  results.push(
    budget(
      'listeners of the killed gateway that missed an alert',
      state.missed === 0 && killedOpen === KILLED,
      `${state.missed} of ${killedOpen}`,
      `0 of ${KILLED}`,
    ),
    budget(
      'listeners of the killed gateway that heard an alert twice',
      state.twice === 0,
      String(state.twice),
      '0',
    ),
  );
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await listeners?.close();
  await cluster.stop();
  redis.process.kill('SIGKILL');
  await database.drop();
  fs.rmSync(logDir, { recursive: true, force: true });
}
