/**
 * A kept public GraphQL answer against the api's kept REST answer for the same 50 articles:
 * autocannon, 50 connections, 10 s each, on loopback, the api and the gateway each a production
 * build in a process of its own (`npm run build -w api -w gateway` first). Prints both rates and
 * their ratio, and the machine's load: `npm run bench:kept -w gateway`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from '@news/api/bench';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const articles = Number(process.env.BENCH_ARTICLES ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HOME_QUERY =
  'query Home($size: Int!) { articles(pageSize: $size) { totalItems items { id title summary category mediaUrl createdAt } } }';

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
function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
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

async function rate(label: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  console.log(
    `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
}

try {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-kept-bench-'));
  const database = path.join(dir, 'bench.db');
  const { app } = await benchApi(database, articles);
  await app.close();
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  start('api/dist/server.js', {
    API_PORT: String(apiPort),
    DATABASE_URL: database,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: 'bench-password',
    SEED_CONTENT: 'false',
  });
  start('gateway/dist/server.js', { GATEWAY_PORT: String(gatewayPort), API_URL: apiUrl });
  await ready(`${apiUrl}/Articles?PageSize=1`);
  await ready(`${gatewayUrl}/healthz`);

  const restPath = '/Articles?PageSize=50';
  const graphql = {
    url: `${gatewayUrl}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Home', query: HOME_QUERY, variables: { size: 50 } }),
  };
  // Each answer is kept once asked.
  await fetch(`${apiUrl}${restPath}`);
  await fetch(graphql.url, graphql);

  console.log(`${articles} articles; ${CONNECTIONS} connections, ${seconds} s each, loopback`);
  const rest = await rate('REST    GET /Articles?PageSize=50', { url: `${apiUrl}${restPath}` });
  const kept = await rate('GraphQL POST /graphql, home query (50)', graphql);
  console.log(`ratio GraphQL / REST: ${(kept / rest).toFixed(2)}x`);
  console.log(
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  for (const child of children) child.kill();
}
