/*
 * What the scale test needs around a cluster: the build, a fresh PostgreSQL database, a Redis
 * server of its own, GraphQL and metrics over HTTP, and a steady stream of requests.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePorts } from '../src/cluster.js';
import { findVarnishd } from '../src/http-cache.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the site when a part the cluster runs is missing (`npm test` has built it by then). */
export function ensureBuilt(): void {
  const parts = ['api/dist/server.js', 'gateway/dist/server.js', 'web/dist-server/entry-server.js'];
  if (parts.every((part) => fs.existsSync(path.join(ROOT, part)))) return;
  // Vitest sets NODE_ENV=test, which would make Vite build the web client's development bundle.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (built.status !== 0) throw new Error(`npm run build failed (${built.status})`);
}

/** varnishd, with Debian's varnish and varnish-modules installed first when missing (as root). */
export function ensureVarnish(): string {
  const found = findVarnishd();
  if (found) return found;
  const packages = ['varnish', 'varnish-modules'];
  if (process.getuid?.() !== 0) {
    throw new Error(`varnishd is missing; install as root: apt-get install ${packages.join(' ')}`);
  }
  console.log(`varnishd is missing; installing Debian's ${packages.join(' and ')}`);
  const aptGet = (...args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  aptGet('update');
  aptGet('install', '-y', ...packages);
  const installed = findVarnishd();
  if (!installed)
    throw new Error(`apt-get installed ${packages.join(' ')} but varnishd is missing`);
  return installed;
}

/** A database of its own on TEST_DATABASE_URL's server, dropped by `drop()`. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const configured = process.env.TEST_DATABASE_URL;
  const server = new URL(
    configured && /^postgres(ql)?:\/\//.test(configured)
      ? configured
      : 'postgres://postgres@127.0.0.1:5432/test',
  );
  const name = `news_scale_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new URL(server.href);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A redis-server of the test's own on a free port, so that stopping it touches nobody else's. */
export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const [port] = await freePorts('127.0.0.1', 1);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server stopped (${code}): ${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

export interface GqlAnswer<T> {
  status: number;
  data: T | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

/** One GraphQL request (POST) to `origin`'s /graphql. */
export async function gql<T = Record<string, unknown>>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlAnswer<T>> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let body: { data?: T | null; errors?: GqlAnswer<T>['errors'] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: a balancer's 502, say; the status tells.
  }
  return { status: res.status, data: body.data ?? undefined, errors: body.errors };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Requests a process has answered, its health checks left out (its own metrics listener). */
export async function requestsServed(metricsUrl: string): Promise<number> {
  const res = await fetch(`${metricsUrl}/metrics`);
  const text = await res.text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^http_request_duration_seconds_count\{(.*)\} (\S+)$/.exec(line);
    if (!match || /route="\/(readyz|healthz)"/.test(match[1]!)) continue;
    total += Number(match[2]);
  }
  return total;
}

/** Resolves once `check()` holds, asked again every 50 ms; fails after `ms` saying `what`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Outcome {
  kind: 'read' | 'page' | 'write';
  startedAt: number;
  endedAt: number;
  ok: boolean;
  detail: string;
}

/**
 * `connections` loops sending requests one after another through `origin`: a GraphQL read, the
 * rendered home page, and a new article (a draft, as the admin), each outcome kept.
 */
export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  /** Articles whose creation was answered with their id: id to title. */
  readonly acknowledged = new Map<string, string>();
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly origin: string,
    private readonly token: string,
    connections: number,
  ) {
    this.loops = Array.from({ length: connections }, (_, i) => this.loop(i));
  }

  private async loop(index: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const kind = (['read', 'page', 'write'] as const)[n % 3]!;
      const startedAt = performance.now();
      const [ok, detail] = await this.send(kind, `Load ${index}-${n} ${crypto.randomUUID()}`).catch(
        (err: Error): [boolean, string] => [false, err.message],
      );
      this.outcomes.push({ kind, startedAt, endedAt: performance.now(), ok, detail });
    }
  }

  private async send(kind: Outcome['kind'], title: string): Promise<[boolean, string]> {
    if (kind === 'page') {
      const res = await fetch(`${this.origin}/home`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(20_000),
      });
      const html = await res.text();
      return [res.status === 200 && html.includes('</html>'), `GET /home ${res.status}`];
    }
    if (kind === 'read') {
      const answer = await gql<{ articles: { totalItems: number } }>(
        this.origin,
        'query LoadRead { articles(pageSize: 5) { totalItems items { id title } } }',
      );
      return [
        answer.status === 200 && !answer.errors && (answer.data?.articles.totalItems ?? 0) > 0,
        `read ${answer.status} ${JSON.stringify(answer.errors ?? [])}`,
      ];
    }
    const answer = await gql<{ createArticle: { id: string; title: string } }>(
      this.origin,
      `mutation LoadWrite($input: CreateArticleInput!) { createArticle(input: $input) { id title } }`,
      {
        input: {
          title,
          content: 'Written under load.',
          category: 'ANNOUNCEMENT',
          language: 'EN',
          status: 'DRAFT',
        },
      },
      bearer(this.token),
    );
    const created = answer.data?.createArticle;
    if (answer.status === 200 && !answer.errors && created) {
      this.acknowledged.set(created.id, created.title);
      return [true, 'write'];
    }
    return [false, `write ${answer.status} ${JSON.stringify(answer.errors ?? [])}`];
  }

  /** Requests that started after `from` (performance.now()) and succeeded. */
  succeededSince(from: number): number {
    return this.outcomes.filter((o) => o.ok && o.startedAt >= from).length;
  }

  failures(): Outcome[] {
    return this.outcomes.filter((o) => !o.ok);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}
