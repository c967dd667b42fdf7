/*
 * `npm run start:cluster`: N api and M gateway processes on PostgreSQL and Redis, behind two
 * local balancers and Varnish in front of the gateways' one, so that anyone can try the site as
 * several processes on one machine. Ctrl-C (or SIGTERM) stops everything; a process that stops
 * on its own is started again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, int, oneOf, optional, readEnv, textVar } from '@news/contract/env';
import pg from 'pg';
import { startCluster, type Cluster } from './cluster.js';
import { findVarnishd } from './http-cache.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isPostgresUrl = (v: string) => {
  try {
    const url = new URL(v);
    return /^postgres(ql)?:$/.test(url.protocol) && /^\/[A-Za-z_][\w]*$/.test(url.pathname);
  } catch {
    return false;
  }
};

const HTTP_CACHES = ['auto', 'varnish', 'none'] as const;

const vars = {
  CLUSTER_APIS: int(2, 1, 32),
  CLUSTER_GATEWAYS: int(2, 1, 32),
  CLUSTER_HOST: textVar('127.0.0.1'),
  GATEWAY_PORT: int(4000, 0, 65535),
  API_PORT: int(4001, 0, 65535),
  /** `auto`: Varnish in front when it is installed; `varnish`: required; `none`: left out. */
  CLUSTER_HTTP_CACHE: oneOf(
    HTTP_CACHES,
    `Invalid option: expected one of ${HTTP_CACHES.map((c) => `"${c}"`).join('|')}`,
    'auto',
  ),
  CACHE_PURGE_PORT: int(4002, 0, 65535),
  API_METRICS_PORT: optional(int(0, 1, 65535)),
  GATEWAY_METRICS_PORT: optional(int(0, 1, 65535)),
  DATABASE_URL: textVar('postgres://postgres@127.0.0.1:5432/news_cluster', [
    [
      isPostgresUrl,
      'must be a postgres:// URL naming a database (letters, digits and _), such as postgres://postgres@127.0.0.1:5432/news_cluster: the processes share it',
    ],
  ]),
  REDIS_URL: textVar('redis://127.0.0.1:6379', [
    [(v) => /^rediss?:\/\//i.test(v), 'must be a redis:// or rediss:// URL'],
  ]),
  DATA_DIR: textVar(path.join(root, 'data')),
};

/** `--apis N --gateways M` stand for CLUSTER_APIS and CLUSTER_GATEWAYS. */
function readConfig() {
  const { values } = parseArgs({
    options: { apis: { type: 'string' }, gateways: { type: 'string' } },
    strict: true,
  });
  const env: Record<string, string | undefined> = { ...process.env };
  if (values.apis !== undefined) env.CLUSTER_APIS = values.apis;
  if (values.gateways !== undefined) env.CLUSTER_GATEWAYS = values.gateways;
  return readEnv(vars, env);
}

/** Creates the database when it is missing (connecting to the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

/** JWT_SECRET, or one generated once into DATA_DIR/jwt-secret (as the api itself does). */
function jwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, `${crypto.randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** `count` ports from `first` on, or none. */
const consecutive = (first: number | undefined, count: number) =>
  first === undefined ? undefined : Array.from({ length: count }, (_, i) => first + i);

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE')) {
      console.error((err as Error).message);
      process.exit(1);
    }
    throw err;
  }
  for (const file of ['api/dist/server.js', 'gateway/dist/server.js']) {
    if (!fs.existsSync(path.join(root, file))) {
      console.error(`${file} is missing: build first (npm run build, or npm run start:cluster)`);
      process.exit(1);
    }
  }
  try {
    await ensureDatabase(config.DATABASE_URL);
  } catch (err) {
    console.error(`PostgreSQL at ${config.DATABASE_URL} did not answer: ${(err as Error).message}`);
    process.exit(1);
  }

  const varnishd = config.CLUSTER_HTTP_CACHE === 'none' ? undefined : findVarnishd();
  const packages = 'apt-get install varnish varnish-modules';
  if (config.CLUSTER_HTTP_CACHE === 'varnish' && !varnishd) {
    console.error(`CLUSTER_HTTP_CACHE=varnish, but varnishd is not installed (${packages}).`);
    process.exit(1);
  }
  if (config.CLUSTER_HTTP_CACHE === 'auto' && !varnishd) {
    console.log(`varnishd is not installed (${packages}): no HTTP cache in front of the gateways.`);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    JWT_SECRET: jwtSecret(config.DATA_DIR),
    DATA_DIR: config.DATA_DIR,
    // As `npm start` does: sharp's threads would each keep a glibc memory arena.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
  };
  let cluster: Cluster | undefined;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster.');
    void (cluster?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(
    `Starting ${config.CLUSTER_APIS} api and ${config.CLUSTER_GATEWAYS} gateway processes on ${config.DATABASE_URL} and ${config.REDIS_URL}.`,
  );
  try {
    cluster = await startCluster({
      root,
      apis: config.CLUSTER_APIS,
      gateways: config.CLUSTER_GATEWAYS,
      host: config.CLUSTER_HOST,
      sitePort: config.GATEWAY_PORT,
      apiPort: config.API_PORT,
      httpCache: varnishd ? { varnishd, purgePort: config.CACHE_PURGE_PORT } : undefined,
      apiMetricsPorts: consecutive(config.API_METRICS_PORT, config.CLUSTER_APIS),
      gatewayMetricsPorts: consecutive(config.GATEWAY_METRICS_PORT, config.CLUSTER_GATEWAYS),
      env,
      output: 'inherit',
    });
  } catch (err) {
    console.error(`The cluster did not start: ${(err as Error).message}`);
    process.exit(1);
  }
  if (stopping) return;
  const { metricsUrls } = cluster;
  const rows = [
    ...(cluster.purgeUrl
      ? [
          ['site', cluster.siteUrl],
          ['cache (Varnish)', cluster.cacheUrl ?? ''],
          ['purges (Varnish)', cluster.purgeUrl],
          ['gateways (balancer)', cluster.gatewaysUrl],
        ]
      : [['site (balancer)', cluster.siteUrl]]),
    ['api (balancer)', cluster.apiUrl],
    ...[...cluster.gateways, ...cluster.apis].map((service) => {
      const metrics = metricsUrls.get(service.name);
      return [service.name, service.url + (metrics ? `  metrics ${metrics}/metrics` : '')];
    }),
  ];
  console.log(
    `\nThe site: ${cluster.siteUrl}\n${rows.map(([name, url]) => `  ${name!.padEnd(20)} ${url}`).join('\n')}\n`,
  );
}

await main();
