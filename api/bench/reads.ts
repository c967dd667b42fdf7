/**
 * The api's read throughput beside a baseline commit's, on the same articles:
 * `npm run bench:reads -w api` (part of `npm run bench -w api`).
 *
 * BENCH_BASELINE (default ce91db3, the last commit measured before the reads slowed down) is
 * unpacked and built once under node_modules/.cache/news-bench. Both apis run the built server
 * in production mode on their own SQLite file, are given the seed's articles (both editions)
 * through POST /Articles, and are loaded in turn by autocannon: BENCH_CONNECTIONS (50)
 * connections for BENCH_SECONDS (10) per run, BENCH_ROUNDS (2) rounds. This checkout runs twice:
 * as configured by default, and with READ_CACHE_MB=0 (every read made anew).
 */
import {
  execFileSync,
  execSync,
  spawn,
  type ChildProcess,
  type ExecSyncOptions,
} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedArticles } from '../src/db/seed/articles.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baselineRef = process.env.BENCH_BASELINE ?? 'ce91db3';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const PASSWORD = 'bench-password-1';

function git(...args: string[]) {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** The baseline's api, built once per commit (npm ci and tsc: a few minutes the first time). */
function baselineApi(): { dir: string; label: string } {
  const sha = git('rev-parse', '--verify', `${baselineRef}^{commit}`);
  const dir = path.join(repoRoot, 'node_modules/.cache/news-bench', sha);
  const label = git('log', '-1', '--format=%h', sha);
  if (!fs.existsSync(path.join(dir, 'api/dist/server.js'))) {
    console.log(`building the baseline ${label} in ${dir} ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`, { cwd: repoRoot });
    const quiet: ExecSyncOptions = { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] };
    execSync('npm ci --no-audit --no-fund', quiet);
    execSync('npm run build -w api', quiet);
  }
  return { dir: path.join(dir, 'api'), label };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Api {
  label: string;
  base: string;
  process: ChildProcess;
  /** The id of the seed's eighth article on this api. */
  eighth: number;
}

async function startApi(
  label: string,
  apiDir: string,
  env: Record<string, string> = {},
): Promise<Api> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-reads-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      ADMIN_PASSWORD: PASSWORD,
      SEED_CONTENT: 'false',
      ...env,
    },
  });
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: the api exited (${child.exitCode})`);
    const up = await fetch(`${base}/Articles?PageSize=1`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await fetch(`${base}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const ids: number[] = [];
  // Each api gets the same articles in their editions; a baseline from before editions refuses
  // the field, and then gets them all in English.
  let sendsLanguage = true;
  for (const article of seedArticles) {
    const post = () =>
      fetch(`${base}/Articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: article.title,
          content: article.content,
          category: article.category,
          mediaUrl: `/media/seed/${article.slug}.svg`,
          ...(sendsLanguage ? { language: article.lang } : {}),
        }),
      });
    let res = await post();
    if (res.status === 400 && ids.length === 0 && sendsLanguage) {
      sendsLanguage = false;
      console.log(`${label}: takes no language; every article goes in English`);
      res = await post();
    }
    if (res.status !== 201 && res.status !== 200) {
      throw new Error(`${label}: POST /Articles answered ${res.status}: ${await res.text()}`);
    }
    ids.push(((await res.json()) as { id: number }).id);
  }
  return { label, base, process: child, eighth: ids[7]! };
}

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.mean,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const baseline = baselineApi();
const current = path.join(repoRoot, 'api');
const head = git('log', '-1', '--format=%h');
const apis = [
  await startApi(`${baseline.label} (baseline)`, baseline.dir),
  await startApi(`${head} (this checkout)`, current),
  // The same without its kept answers: what each read costs when it is not kept.
  await startApi(`${head}, READ_CACHE_MB=0`, current, { READ_CACHE_MB: '0' }),
];
console.log(
  `${seedArticles.length} articles on each; autocannon ${connections} connections, ${seconds} s a run, ` +
    `${rounds} rounds; load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores`,
);
const reads = [
  { name: 'GET /Articles/{8th}', path: (api: Api) => `/Articles/${api.eighth}` },
  { name: 'GET /Articles?PageSize=50', path: () => '/Articles?PageSize=50' },
];
try {
  for (const read of reads) {
    const rps = new Map<string, number[]>();
    for (let round = 1; round <= rounds; round += 1) {
      for (const api of apis) {
        const r = await load(api.base + read.path(api));
        if (r.errors > 0) throw new Error(`${api.label} ${read.name}: ${r.errors} errors`);
        rps.set(api.label, [...(rps.get(api.label) ?? []), r.rps]);
        console.log(
          `${read.name.padEnd(28)} ${api.label.padEnd(24)} round ${round}: ` +
            `${Math.round(r.rps).toLocaleString('en')} req/s, p99 ${r.p99} ms`,
        );
      }
    }
    const mean = (label: string) => {
      const all = rps.get(label)!;
      return all.reduce((a, b) => a + b, 0) / all.length;
    };
    for (const api of apis.slice(1)) {
      console.log(
        `${read.name.padEnd(28)} ${api.label} / baseline: ` +
          `${(mean(api.label) / mean(apis[0]!.label)).toFixed(2)}x`,
      );
    }
  }
} finally {
  for (const api of apis) api.process.kill('SIGINT');
}
