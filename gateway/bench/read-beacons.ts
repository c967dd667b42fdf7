/**
 * "Most read" beacons against its budget: 1,000 beacons a second for 20 s on one gateway, no
 * error and p99 within 20 ms. Each beacon is a new reader of one of 100 stories (so every one
 * is counted), against a production build of the api (SQLite) and the gateway, each a process
 * of its own: first counted through the api's database, then in Redis (BENCH_REDIS_URL,
 * `none` to skip). `npm run build -w api -w gateway` first, then `npm run bench:reads -w gateway`.
 * Each gateway is a new process, warmed with 5 s of the same beacons before it is timed. Prints
 * requests, errors, latencies, the counts that arrived and the machine's load, and before each
 * mode the same rate of a kept document (robots.txt) for the machine's floor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from '@news/api/bench';
import { READS_PATH, type RestReadRankings } from '@news/contract';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STORIES = 100;
const CONNECTIONS = 50;
const P99_BUDGET_MS = 20;
const WARM_UP_SECONDS = 5;

for (const built of ['api/dist/server.js', 'gateway/dist/server.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    throw new Error(`${built} is missing: run npm run build -w api -w gateway first`);
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
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Resolves once `url` answers 200. */
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

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** One run at the rate; true when it kept the budget (or is not `held` to it). */
async function run(
  label: string,
  gatewayUrl: string,
  requests: autocannon.Request[],
  { duration = seconds, held = true }: { duration?: number; held?: boolean } = {},
): Promise<boolean> {
  const result = await autocannon({
    url: gatewayUrl,
    connections: CONNECTIONS,
    duration,
    overallRate: rate,
    requests,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  const holds = failed === 0 && result.latency.p99 <= P99_BUDGET_MS;
  const verdict = !held ? '(no budget)' : holds ? 'budget holds' : 'budget MISSED';
  console.log(
    `${label.padEnd(22)} ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s)  errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  ${verdict}`,
  );
  return holds || !held;
}

/** Beacons sent so far, warm-ups included, so that every beacon is from a new reader. */
let sent = 0;

/** Beacons, each from a new reader of one of the stories in turn. */
function beacons(): autocannon.Request[] {
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          path: `${READS_PATH}?id=${(sent % STORIES) + 1}`,
          headers: {
            'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36 reader-${sent}`,
          },
        };
      },
    },
  ];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

try {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-reads-bench-'));
  const database = path.join(dir, 'bench.db');
  const { app } = await benchApi(database, STORIES);
  await app.close();
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  start('api/dist/server.js', {
    API_PORT: String(apiPort),
    DATABASE_URL: database,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: 'bench-password',
    SEED_CONTENT: 'false',
  });
  await ready(`${apiUrl}/Articles?PageSize=1`);
  console.log(
    `${rate} beacons/s for ${seconds} s, ${CONNECTIONS} connections, ${STORIES} stories, loopback; ${os.cpus().length} cores; load average before (1, 5, 15 min): ${loadAverage()}`,
  );

  const modes: { label: string; env: Record<string, string> }[] = [
    { label: 'database (SQLite)', env: {} },
    ...(redisUrl === 'none'
      ? []
      : [
          {
            label: 'Redis',
            env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:${process.pid}:${Date.now()}:` },
          },
        ]),
  ];
  let allHold = true;
  for (const mode of modes) {
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const gateway = start('gateway/dist/server.js', {
      GATEWAY_PORT: String(gatewayPort),
      API_URL: apiUrl,
      ...mode.env,
    });
    await ready(`${gatewayUrl}/healthz`);
    // A new process compiles its hot paths in its first seconds: each gateway is warmed with
    // the same beacons before it is timed, so both modes are measured warm.
    await run('warm-up', gatewayUrl, beacons(), { duration: WARM_UP_SECONDS, held: false });
    // The machine's floor at this rate: a small kept document the gateway serves from memory.
    await run('reference: robots.txt', gatewayUrl, [{ method: 'GET', path: '/robots.txt' }], {
      held: false,
    });
    allHold = (await run(mode.label, gatewayUrl, beacons())) && allHold;
    if (!mode.env.REDIS_URL) {
      // The gateway's last batch goes as it stops; then the api ranks what arrived.
      gateway.kill();
      await stopped(gateway);
      const res = await fetch(`${apiUrl}/Reads?Language=en&Limit=10`);
      const ranked = (await res.json()) as RestReadRankings;
      const top = ranked.mostRead.reduce((sum, r) => sum + r.score, 0);
      console.log(`  counted in the database: the ten most read hold ${top} reads`);
    }
    console.log(`  load average after (1, 5, 15 min): ${loadAverage()}`);
  }
  if (!allHold) process.exitCode = 1;
} finally {
  for (const child of children) child.kill();
}
