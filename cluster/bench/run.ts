/*
 * `npm run bench -w @news/cluster`: requests per second for the rendered home page and the home
 * GraphQL query through the site (Varnish in front of the gateway balancer) and through the
 * gateway balancer alone, with 1 gateway and with 2 (2 apis on PostgreSQL and Redis either way),
 * with the caches on and off, beside the REST call behind the home query made straight to one
 * api in the same cluster. Production mode, loopback, autocannon in a child process so that its
 * work does not slow the balancers in this one.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { int, optional, readEnv, textVar } from '@news/contract/env';
import { startCluster } from '../src/cluster.js';
import {
  ensureBuilt,
  ensureVarnish,
  freshDatabase,
  gql,
  ROOT,
  startRedis,
} from '../test/harness.js';

const require = createRequire(import.meta.url);
/** autocannon's client without the answers' bodies as strings (see that file). */
const NO_BODIES = pathToFileURL(path.join(ROOT, 'scripts/bench/autocannon-no-bodies.mjs')).href;

/** A JSON object, or undefined. */
function jsonObject(v: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(v);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: refused as not an object.
  }
  return undefined;
}

const settings = readEnv(
  {
    BENCH_DURATION: int(10, 1, 600),
    BENCH_CONNECTIONS: int(50, 1, 1000),
    /** JSON object of more variables that turn caches off in the uncached runs. */
    BENCH_UNCACHED_ENV: optional(
      textVar<Record<string, string>>(
        {},
        [[(v) => jsonObject(v) !== undefined, 'must be a JSON object of variables']],
        (v) => Object.fromEntries(Object.entries(jsonObject(v)!).map(([k, x]) => [k, String(x)])),
      ),
    ),
  },
  process.env,
);

/** What the reader pages and the home query cost without any kept answer. */
const UNCACHED_ENV = { PAGE_CACHE_TTL_MS: '0', READ_CACHE_MB: '0', ...settings.BENCH_UNCACHED_ENV };

const FRONT_PAGE = `query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {
  frontPage(language: $language, latest: $latest, perCategory: $perCategory) {
    lead { ...Story }
    latest { ...Story }
    totalItems
    sections { category articles { id title category language slug createdAt publishedAt } }
  }
}
fragment Story on Article {
  id title summary category language slug createdAt publishedAt mediaUrl imageAlt
  image { id width height format variants { url width height format } }
}`;
const FRONT_VARIABLES = { language: 'EN', latest: 8, perCategory: 4 };

interface Figures {
  okPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon puts a new id in place of each `[<id>]` of the address and body. */
  unique?: boolean;
}

/** autocannon's CLI in a child process; 2xx answers per second over the run. */
function load(target: Target, duration: number): Promise<Figures> {
  const args = ['--import', NO_BODIES, require.resolve('autocannon/autocannon.js'), '-j'];
  args.push('-c', String(settings.BENCH_CONNECTIONS), '-d', String(duration));
  args.push('-m', target.method ?? 'GET');
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    args.push('-H', `${name}=${value}`);
  }
  if (target.body) args.push('-b', target.body);
  if (target.unique) args.push('-I');
  args.push(target.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`autocannon ${target.url}: ${err.message} ${stderr}`));
      const result = JSON.parse(stdout) as {
        '2xx': number;
        non2xx: number;
        errors: number;
        duration: number;
        latency: { p50: number; p99: number };
      };
      resolve({
        okPerSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

function machine(): string {
  const [one, five] = os.loadavg();
  const autocannon = (require('autocannon/package.json') as { version: string }).version;
  return [
    `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `load average ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) before the bench`,
    `Node ${process.version}, autocannon ${autocannon}`,
    `${settings.BENCH_CONNECTIONS} connections, ${settings.BENCH_DURATION} s a run after a 2 s warm-up`,
  ].join('\n');
}

async function main(): Promise<void> {
  ensureBuilt();
  const varnishd = ensureVarnish();
  console.log(machine());
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-'));
  const database = await freshDatabase();
  const redis = await startRedis();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: logDir,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  };
  const results = new Map<string, Map<string, Figures>>();
  const record = (row: string, column: string, figures: Figures) => {
    if (!results.has(row)) results.set(row, new Map());
    results.get(row)!.set(column, figures);
  };
  const columns: string[] = [];
  try {
    for (const gateways of [1, 2]) {
      for (const cached of [true, false]) {
        const column = `${gateways} gw, ${cached ? 'cached' : 'uncached'}`;
        columns.push(column);
        const cluster = await startCluster({
          root: ROOT,
          apis: 2,
          gateways,
          host: '127.0.0.1',
          sitePort: 0,
          apiPort: 0,
          httpCache: { varnishd, purgePort: 0 },
          env: cached ? env : { ...env, ...UNCACHED_ENV },
          output: { dir: logDir },
        });
        try {
          const check = await gql(cluster.siteUrl, FRONT_PAGE, FRONT_VARIABLES);
          if (check.errors || !check.data) {
            throw new Error(`the home query failed: ${JSON.stringify(check.errors)}`);
          }
          // Uncached, each query text is new (a comment with a new id), so that no kept GraphQL
          // answer is found for it; the work of answering it stays the same.
          const text = cached ? FRONT_PAGE : `# [<id>]\n${FRONT_PAGE}`;
          const query = cached
            ? encodeURIComponent(FRONT_PAGE)
            : `%23%20[%3Cid%3E]${encodeURIComponent(`\n${FRONT_PAGE}`)}`;
          const variables = encodeURIComponent(JSON.stringify(FRONT_VARIABLES));
          const homeQuery = `/graphql?query=${query}&variables=${variables}`;
          const targets: Target[] = [
            {
              label: 'home page (GET /home)',
              url: `${cluster.siteUrl}/home`,
              headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
            },
            {
              label: 'home page, gateways alone',
              url: `${cluster.gatewaysUrl}/home`,
              headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
            },
            {
              label: 'home query (POST /graphql)',
              url: `${cluster.siteUrl}/graphql`,
              method: 'POST',
              headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
              body: JSON.stringify({ query: text, variables: FRONT_VARIABLES }),
              unique: !cached,
            },
            {
              label: 'home query (GET /graphql)',
              url: `${cluster.siteUrl}${homeQuery}`,
              headers: { 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip, br' },
              unique: !cached,
            },
            {
              label: 'home query GET, gateways alone',
              url: `${cluster.gatewaysUrl}${homeQuery}`,
              headers: { 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip, br' },
              unique: !cached,
            },
            {
              label: 'REST GET /Front, one api direct',
              url: `${cluster.apis[0]!.url}/Front?Language=en&Latest=8&PerCategory=4`,
            },
          ];
          for (const target of targets) {
            await load(target, 2);
            const figures = await load(target, settings.BENCH_DURATION);
            record(target.label, column, figures);
            console.log(
              `${column.padEnd(18)} ${target.label.padEnd(32)} ${figures.okPerSecond.toFixed(0).padStart(6)} 2xx/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms` +
                (figures.non2xx || figures.errors
                  ? `  (${figures.non2xx} non-2xx, ${figures.errors} errors)`
                  : ''),
            );
          }
        } finally {
          await cluster.stop();
        }
      }
    }
  } finally {
    redis.process.kill('SIGKILL');
    await once(redis.process, 'exit');
    await database.drop();
    fs.rmSync(logDir, { recursive: true, force: true });
  }

  const width = 34;
  console.log(`\n2xx answers per second (p99 ms), 2 apis on PostgreSQL and Redis`);
  console.log('the site is Varnish in front of the gateway balancer; "gateways alone" skips it\n');
  console.log(['', ...columns].map((c, i) => (i ? c.padStart(18) : c.padEnd(width))).join(''));
  for (const [row, cells] of results) {
    const line = columns.map((column) => {
      const f = cells.get(column);
      return (f ? `${f.okPerSecond.toFixed(0)} (${f.p99})` : '-').padStart(18);
    });
    console.log(row.padEnd(width) + line.join(''));
  }
  // Direct REST both ways: as the api runs by default (its own answers kept in memory, which
  // the gateways' cache cannot beat by much on one machine) and reading the database each time.
  const rest = results.get('REST GET /Front, one api direct');
  for (const gateways of [1, 2]) {
    const column = `${gateways} gw, cached`;
    const direct = rest?.get(column)?.okPerSecond ?? 0;
    const unkept = rest?.get(`${gateways} gw, uncached`)?.okPerSecond ?? 0;
    const ratio = (rate: number, of: number) => (of ? (rate / of).toFixed(2) : '-');
    for (const row of [
      'home page (GET /home)',
      'home query (GET /graphql)',
      'home page, gateways alone',
      'home query GET, gateways alone',
    ]) {
      const cachedRate = results.get(row)?.get(column)?.okPerSecond ?? 0;
      console.log(
        `${column}: ${row} ÷ direct REST = ${ratio(cachedRate, direct)} ` +
          `(÷ direct REST with READ_CACHE_MB=0 = ${ratio(cachedRate, unkept)})`,
      );
    }
  }
  const load1 = os.loadavg()[0]!;
  console.log(`\nload average after: ${load1.toFixed(2)} (1 min)`);
}

await main();
