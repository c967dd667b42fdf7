/**
 * Live streams against their budgets on one gateway: 15,000 open `GET /live?topic=alerts`
 * streams held by one gateway process (production build, its own api on SQLite, as
 * `npm start` runs them: the gateway holds one long poll of the api), the listeners in several
 * load processes. Prints the gateway's memory growth per stream, `/healthz` p99 while they are
 * open, the cached home page's rate with them open against without, and alerts' publish-to-
 * screen time (from the api's answer to POST /Alerts to each listener's receipt) with the count
 * of listeners that missed one. `npm run build` first, then `npm run bench:streams -w gateway`.
 * The page rate is taken in turns, without streams and with them (BENCH_TURNS), and the medians
 * compared: one run's rate moves by a fifth between runs on these machines.
 * BENCH_STREAMS (15000), BENCH_PER_PROCESS (4000), BENCH_ALERTS (5), BENCH_SECONDS (10),
 * BENCH_TURNS (3), BENCH_REDIS_URL (unset: no Redis; set: the api publishes and the gateway
 * subscribes there).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from '@news/api/bench';
import {
  autocannon,
  budget,
  inspectorUrl,
  deliveryBudget,
  Listeners,
  loadAverage,
  memory,
  memoryBudget,
  moreTurns,
  pagesBudget,
  ROOT,
  streamSettings,
  type Rate,
  type RoundResult,
} from './streams/load.js';

const {
  streams: STREAMS,
  perProcess: PER_PROCESS,
  alerts: ALERTS,
  seconds: SECONDS,
  turns: TURNS,
} = streamSettings({ streams: 15_000, alerts: 5 });
const REDIS_URL = process.env.BENCH_REDIS_URL;
const PASSWORD = 'bench-password';

for (const built of ['api/dist/server.js', 'gateway/dist/server.js']) {
  if (!fs.existsSync(path.join(ROOT, built))) {
    throw new Error(`${built} is missing: run npm run build first`);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

const children: ChildProcess[] = [];
function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    // As `npm start` runs them: glibc's arenas per thread otherwise hold freed memory apart.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  children.push(child);
  return child;
}

/** The inspector's address a process prints on its standard error at start. */
function inspectorOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = inspectorUrl(output);
      if (!url) return;
      child.stderr!.off('data', onData);
      resolve(url);
    };
    child.stderr!.on('data', onData);
    child.once('exit', () => reject(new Error('the gateway stopped before its inspector opened')));
  });
}

async function ready(url: string) {
  for (let tries = 0; tries < 600; tries += 1) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function login(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Posts an alert and resolves at the api's answer. */
const alertSender = (apiUrl: string, token: string) => async (text: string) => {
  const res = await fetch(`${apiUrl}/Alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`POST /Alerts answered ${res.status}`);
};

let listeners: Listeners | undefined;
try {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-streams-bench-'));
  const database = path.join(dir, 'bench.db');
  const { app } = await benchApi(database, 50, () => undefined, { seedContent: true });
  await app.close();
  const [apiPort, gatewayPort, metricsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const redis: Record<string, string> = REDIS_URL
    ? { REDIS_URL, REDIS_KEY_PREFIX: `bench:${process.pid}:` }
    : {};
  start('api/dist/server.js', {
    API_PORT: String(apiPort),
    DATABASE_URL: database,
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: PASSWORD,
    SEED_CONTENT: 'false',
    ...redis,
  });
  await ready(`${apiUrl}/Articles?PageSize=1`);
  const gateway = start('gateway/dist/server.js', {
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_METRICS_PORT: String(metricsPort),
    API_URL: apiUrl,
    // Its inspector, on a free port of loopback, for a full garbage collection before measuring.
    NODE_OPTIONS: '--inspect=127.0.0.1:0',
    ...redis,
  });
  const inspector = await inspectorOf(gateway);
  await ready(`${gatewayUrl}/readyz`);
  const metricsUrl = `http://127.0.0.1:${metricsPort}`;
  const send = alertSender(apiUrl, await login(apiUrl));
  console.log(
    `${STREAMS} streams on one gateway (${REDIS_URL ? 'Redis' : 'no Redis: one long poll of the api'}), listeners in processes of ${PER_PROCESS}, loopback, NODE_ENV=production; Node ${process.version}`,
  );
  console.log(`load average before: ${loadAverage()}`);

  // Warm-up: the page rendered and kept, the stream's code run, before anything is measured.
  await autocannon(`${gatewayUrl}/home`, { seconds: 2 });
  const warm = await Listeners.start([{ host: '127.0.0.1', port: gatewayPort }], 200, 200);
  await warm.close();
  // Measured first: the full collection through the inspector can leave the process serving
  // pages at another rate, so both rates are taken after one.
  const before = await memory(gateway.pid!, metricsUrl, inspector);
  const home = () => autocannon(`${gatewayUrl}/home`, { seconds: SECONDS });
  const alone: Rate[] = [await home()];
  const healthAlone = await autocannon(`${gatewayUrl}/healthz`, {
    seconds: SECONDS,
    connections: 10,
  });
  const open = () =>
    Listeners.start([{ host: '127.0.0.1', port: gatewayPort }], STREAMS, PER_PROCESS);

  listeners = await open();
  const opened = listeners.open;
  console.log(`      streams open: ${opened}, refused or failed: ${listeners.failed}`);
  const after = await memory(gateway.pid!, metricsUrl, inspector);
  const health = await autocannon(`${gatewayUrl}/healthz`, { seconds: SECONDS, connections: 10 });
  const held: Rate[] = [await home()];
  const rounds: RoundResult[] = [];
  for (let i = 0; i < ALERTS; i += 1) {
    rounds.push(await listeners.round(i, () => send(`Bench alert ${i + 1}`)));
  }
  listeners = await moreTurns(listeners, { turns: TURNS, pages: home, open, alone, held });
  console.log(`load average after: ${loadAverage()}`);

  console.log(
    `      /healthz without streams: p50 ${healthAlone.p50} ms, p99 ${healthAlone.p99} ms; with: p50 ${health.p50} ms, p99 ${health.p99} ms, ${health.failed} failed`,
  );
  const results = [
    budget('streams open', opened === STREAMS, String(opened), String(STREAMS)),
    memoryBudget(before, after, opened),
    budget('/healthz p99 with streams open', health.p99 < 50, `${health.p99} ms`, '< 50 ms'),
    pagesBudget('cached /home', alone, held),
    deliveryBudget(rounds, opened),
  ];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await listeners?.close();
  for (const child of children) child.kill('SIGTERM');
}
