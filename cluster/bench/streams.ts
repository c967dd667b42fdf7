/*
 * `npm run bench:streams -w @news/cluster`: live streams on 2 apis and 2 gateways (PostgreSQL,
 * a Redis of the bench's own, Varnish behind the site's router), as `npm run start:cluster`
 * runs them. 30,000 `GET /live?topic=alerts` streams, half on each gateway, opened on the
 * gateways' own ports as a platform's load balancer routes `/live` (the site's router is one
 * Node process, and a stream through it holds two of its open files, whose limit here is
 * 20,000: BENCH_THROUGH=site sends fewer streams through it instead). Prints the gateways' memory
 * growth per stream, `/healthz` p99, the cached home page's rate through the site's port with the
 * streams open against without, and the publish-to-screen time of alerts written through each
 * api in turn, with the listeners that missed one. BENCH_STREAMS (30000), BENCH_PER_PROCESS
 * (4000), BENCH_ALERTS (6), BENCH_SECONDS (10).
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
  type Memory,
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
} = streamSettings({ streams: 30_000, alerts: 6 });
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
  const pagesAlone = await autocannon(site, { seconds: SECONDS });
  const cacheAlone = await autocannon(`${cluster.cacheUrl!}/home`, { seconds: SECONDS });
  const before = await gatewaysMemory();

  listeners = await Listeners.start(targets, STREAMS, PER_PROCESS);
  console.log(`      streams open: ${listeners.open}, refused or failed: ${listeners.failed}`);
  const after = await gatewaysMemory();
  const health = await autocannon(`${cluster.gateways[0]!.url}/healthz`, {
    seconds: SECONDS,
    connections: 10,
  });
  const pages = await autocannon(site, { seconds: SECONDS });
  const rounds: RoundResult[] = [];
  for (let i = 0; i < ALERTS; i += 1) {
    const api = cluster.apis[i % cluster.apis.length]!;
    rounds.push(await listeners.round(i, send(api.url, `Bench alert ${i + 1} via ${api.name}`)));
  }
  console.log(`load average after: ${loadAverage()}`);

  const ratio = pages.okPerSecond / pagesAlone.okPerSecond;
  console.log(
    `      cached /home through the site: ${pagesAlone.okPerSecond.toFixed(0)}/s without streams (p99 ${pagesAlone.p99} ms), ${pages.okPerSecond.toFixed(0)}/s with (p99 ${pages.p99} ms), ${pages.failed} failed; Varnish's own port without streams ${cacheAlone.okPerSecond.toFixed(0)}/s`,
  );
  const results = [
    budget('streams open', listeners.open === STREAMS, String(listeners.open), String(STREAMS)),
    memoryBudget(before, after, listeners.open),
    budget('/healthz p99 with streams open', health.p99 < 50, `${health.p99} ms`, '< 50 ms'),
    budget(
      "cached pages through the site's port with streams open",
      ratio >= 0.8,
      `${(ratio * 100).toFixed(0)} % of the rate without`,
      '>= 80 %',
    ),
    deliveryBudget(rounds, listeners.open),
  ];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await listeners?.close();
  await cluster.stop();
  redis.process.kill('SIGKILL');
  await database.drop();
  fs.rmSync(logDir, { recursive: true, force: true });
}
