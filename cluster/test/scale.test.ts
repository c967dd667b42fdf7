/*
 * Two apis and two gateways as separate processes on PostgreSQL (a database of this run's own)
 * and Redis (a server of this run's own), behind the cluster's two balancers and Varnish in front
 * of the gateways' one, as `npm run start:cluster` runs them.
 */
import { once } from 'node:events';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, startCluster, type Cluster } from '../src/cluster.js';
import type { ServiceProcess } from '../src/supervisor.js';
import {
  bearer,
  ensureBuilt,
  ensureVarnish,
  freshDatabase,
  gql,
  requestsServed,
  ROOT,
  startRedis,
  SteadyLoad,
  waitFor,
} from './harness.js';

const ADMIN_PASSWORD = 'scale-Admin-Passw0rd';
/** Logins a client address may try a minute, across every api together. */
const LOGIN_RATE_LIMIT = 6;
/** Requests the steady load keeps in flight. */
const CONNECTIONS = 4;

let cluster: Cluster;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let redis: ChildProcess;
let logDir: string;
let adminToken: string;

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { token user { username } }
}`;

async function login(origin: string, headers: Record<string, string> = {}) {
  return gql<{ login: { token: string; user: { username: string } } }>(
    origin,
    LOGIN,
    { username: 'admin', password: ADMIN_PASSWORD },
    headers,
  );
}

function printLogs(): void {
  for (const file of fs.readdirSync(logDir)) {
    const text = fs.readFileSync(path.join(logDir, file), 'utf8');
    if (text.trim()) console.error(`--- ${file} ---\n${text.slice(-4000)}`);
  }
}

beforeAll(async () => {
  ensureBuilt();
  const varnishd = ensureVarnish();
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-scale-'));
  database = await freshDatabase();
  const started = await startRedis();
  redis = started.process;
  const metricsPorts = await freePorts('127.0.0.1', 4);
  try {
    cluster = await startCluster({
      root: ROOT,
      apis: 2,
      gateways: 2,
      host: '127.0.0.1',
      sitePort: 0,
      apiPort: 0,
      httpCache: { varnishd, purgePort: 0 },
      apiMetricsPorts: metricsPorts.slice(0, 2),
      gatewayMetricsPorts: metricsPorts.slice(2),
      // Nothing of the developer's shell (another database, api or Redis) reaches the cluster.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: logDir,
        DATABASE_URL: database.url,
        REDIS_URL: started.url,
        JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
        ADMIN_PASSWORD,
        LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
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
  const answer = await login(cluster.siteUrl);
  expect(answer.errors).toBeUndefined();
  adminToken = answer.data!.login.token;
});

afterEach((context) => {
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

describe('two apis and two gateways', () => {
  it('keeps a login made through one gateway working through the other, and ends it there', async () => {
    const [a, b] = cluster.gateways as [ServiceProcess, ServiceProcess];
    const answer = await login(a.url);
    expect(answer.data?.login.user.username).toBe('admin');
    const token = answer.data!.login.token;

    const me = await gql<{ me: { username: string } | null }>(
      b.url,
      '{ me { username } }',
      {},
      bearer(token),
    );
    expect(me.data?.me?.username).toBe('admin');

    const out = await gql<{ logout: boolean }>(b.url, 'mutation { logout }', {}, bearer(token));
    expect(out.data?.logout).toBe(true);
    // Ended for gateway A too: it reads as anonymous, and a write is refused.
    const after = await gql<{ me: null }>(a.url, '{ me { username } }', {}, bearer(token));
    expect(after.data).toEqual({ me: null });
    const write = await gql(a.url, 'mutation { deleteArticle(id: "1") }', {}, bearer(token));
    expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts login attempts from one address across both apis together', async () => {
    const client = { 'x-forwarded-for': '203.0.113.41' };
    const [one, two] = cluster.apis as [ServiceProcess, ServiceProcess];
    const attempt = (api: ServiceProcess) =>
      fetch(`${api.url}/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...client },
        body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
      }).then((res) => res.status);
    // Half the allowance on each process: each alone would still let the address try.
    for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
      expect(await attempt(i % 2 === 0 ? one : two)).toBe(401);
    }
    expect(await attempt(one)).toBe(429);
    expect(await attempt(two)).toBe(429);
    // Through the site as well, with the right password.
    const refused = await login(cluster.siteUrl, client);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('keeps what the gateways mark public in the HTTP cache in front, and nothing else', async () => {
    const page = () => fetch(`${cluster.siteUrl}/home`, { headers: { accept: 'text/html' } });
    const first = await page();
    await first.text();
    const again = await page();
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('HIT');
    // Each request its own id, made at the edge; a kept answer's is not replayed.
    const ids = [first, again].map((res) => res.headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^varnish-\d+-\d+$/);
    expect(ids[1]).toMatch(/^varnish-\d+-\d+$/);
    expect(ids[1]).not.toBe(ids[0]);
    // Every reader page also carries the breaking-news strip's key; the home page's lists are
    // what a purge by article reaches.
    const key = again.headers
      .get('surrogate-key')
      ?.split(' ')
      .find((k) => k.startsWith('Articles'));
    expect(key).toMatch(/^Articles/);

    // What says nothing of caching is not kept: a health check is asked anew each time.
    for (let i = 0; i < 2; i++) {
      const health = await fetch(`${cluster.siteUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-cache')).toBe('MISS');
    }

    const mine = () =>
      fetch(`${cluster.siteUrl}/graphql?query=${encodeURIComponent('{ me { username } }')}`, {
        headers: { 'apollo-require-preflight': 'true', ...bearer(adminToken) },
      });
    for (const res of [await mine(), await mine()]) {
      expect(((await res.json()) as { data: unknown }).data).toEqual({
        me: { username: 'admin' },
      });
      expect(res.headers.get('x-cache')).toBe('MISS');
    }

    // Purges are taken on the purge socket only: on the site's, the request goes to a gateway.
    const refused = await fetch(`${cluster.siteUrl}/`, {
      method: 'POST',
      headers: { 'surrogate-key': key! },
    });
    expect(refused.status).not.toBe(200);
    expect((await page()).headers.get('x-cache')).toBe('HIT');
    const purged = await fetch(cluster.purgeUrl!, {
      method: 'POST',
      headers: { 'surrogate-key': key! },
    });
    expect(purged.status).toBe(200);
    expect((await page()).headers.get('x-cache')).toBe('MISS');
  });

  it('shows an article published, changed and unpublished through gateway A on gateway B and the site within 100 ms', async () => {
    const [a, b] = cluster.gateways as [ServiceProcess, ServiceProcess];
    const tag = crypto.randomBytes(4).toString('hex');
    const first = `Cluster story ${tag} first`;
    const second = `Cluster story ${tag} second`;
    const write = async (query: string, variables: Record<string, unknown>) => {
      const answer = await gql<Record<string, { id: string }>>(
        a.url,
        query,
        variables,
        bearer(adminToken),
      );
      expect(answer.errors).toBeUndefined();
      return { id: Object.values(answer.data!)[0]!.id, answeredAt: performance.now() };
    };
    const html = { accept: 'text/html' };
    /** What B and the site show of the article: its title on each view, or nothing. */
    const views = (id: string): Record<string, () => Promise<string | undefined>> => {
      const find = (text: string) =>
        [first, second].find((title) => text.includes(title)) ?? undefined;
      const articleShown = async (origin: string) => {
        const res = await fetch(`${origin}/news/${id}`, { headers: html });
        const text = await res.text();
        return res.status === 200 ? find(text) : undefined;
      };
      return {
        "gateway B's article page": () => articleShown(b.url),
        "gateway B's home page": async () =>
          find(await (await fetch(`${b.url}/home`, { headers: html })).text()),
        "gateway B's RSS feed": async () => find(await (await fetch(`${b.url}/feed.xml`)).text()),
        // Through Varnish in front: what a gateway purges, it drops too.
        'article page through the site': () => articleShown(cluster.siteUrl),
        'home page through the site': async () =>
          find(await (await fetch(`${cluster.siteUrl}/home`, { headers: html })).text()),
        'RSS feed through the site': async () =>
          find(await (await fetch(`${cluster.siteUrl}/feed.xml`)).text()),
        'GraphQL list (GET) through the site': async () => {
          const query = encodeURIComponent('{ articles(pageSize: 10) { items { title } } }');
          const res = await fetch(`${cluster.siteUrl}/graphql?query=${query}`, {
            headers: { 'apollo-require-preflight': 'true' },
          });
          return find(await res.text());
        },
        "gateway B's GraphQL article": async () => {
          const answer = await gql<{ article: { title: string } | null }>(
            b.url,
            'query ($id: ID!) { article(id: $id) { title } }',
            { id },
          );
          return answer.data?.article?.title ?? undefined;
        },
        "gateway B's GraphQL list": async () => {
          const answer = await gql<{ articles: { items: { title: string }[] } }>(
            b.url,
            '{ articles(pageSize: 10) { items { title } } }',
          );
          return find(JSON.stringify(answer.data ?? {}));
        },
      };
    };
    /**
     * Asks each view until it shows `expected`: a request sent 100 ms or more after A's
     * answer that still shows something else fails the test.
     */
    const seenEverywhere = async (id: string, answeredAt: number, expected: string | undefined) => {
      for (const [name, view] of Object.entries(views(id))) {
        for (;;) {
          const sentAt = performance.now();
          const shown = await view();
          if (shown === expected) break;
          expect(
            sentAt - answeredAt,
            `${name} showed ${shown ?? 'nothing'}, not ${expected ?? 'nothing'}`,
          ).toBeLessThan(100);
        }
      }
    };
    /** B's caches and the site's hold every view before each write. */
    const warm = async (id: string) => {
      for (const view of Object.values(views(id))) await view();
    };

    await warm('0');
    const created = await write(
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title: first,
          content: 'Published through one gateway, read through the other.',
          category: 'ANNOUNCEMENT',
          language: 'EN',
          mediaUrl: '/media/seed/telugu-edition-goes-live.svg',
          status: 'PUBLISHED',
        },
      },
    );
    await seenEverywhere(created.id, created.answeredAt, first);

    await warm(created.id);
    const changed = await write(
      `mutation ($id: ID!) { updateArticle(id: $id, input: { title: "${second}" }) { id } }`,
      { id: created.id },
    );
    await seenEverywhere(created.id, changed.answeredAt, second);

    await warm(created.id);
    const unpublished = await write(
      `mutation ($id: ID!) { updateArticle(id: $id, input: { status: DRAFT }) { id } }`,
      { id: created.id },
    );
    await seenEverywhere(created.id, unpublished.answeredAt, undefined);
  });

  it('goes on answering while a gateway and then an api are killed, and takes them back', async () => {
    const load = new SteadyLoad(cluster.siteUrl, adminToken, CONNECTIONS);
    try {
      // A baseline first: the stream flows without failures.
      await waitFor(() => load.succeededSince(0) >= 30, '30 requests served before any kill');
      expect(load.failures()).toEqual([]);

      for (const victim of [cluster.gateways[0]!, cluster.apis[0]!]) {
        const metricsUrl = cluster.metricsUrls.get(victim.name)!;
        const oldPid = victim.pid;
        const exited = once(victim, 'exit');
        const ready = new Promise<number>((resolve) => {
          victim.on('ready', (pid: number) => {
            if (pid !== oldPid) resolve(pid);
          });
        });
        victim.child!.kill('SIGKILL');
        await exited;
        const exitedAt = performance.now();

        // The others answer while it is away and while it starts again.
        await waitFor(
          () => load.succeededSince(exitedAt) >= 10,
          `10 requests served after ${victim.name} was killed`,
        );
        const newPid = await ready;
        expect(newPid).not.toBe(oldPid);
        // It rejoins: the balancer sends it requests again.
        await waitFor(
          async () => (await requestsServed(metricsUrl)) > 0,
          `${victim.name} (pid ${newPid}) serving requests from the balancer`,
        );
        const rejoinedAt = performance.now();
        await waitFor(
          () => load.succeededSince(rejoinedAt) >= 10,
          `10 requests served after ${victim.name} rejoined`,
        );
      }
    } finally {
      await load.stop();
    }

    // Only what was in flight at a kill may fail: at most one request per connection each time.
    const failures = load.failures();
    expect(failures.length, JSON.stringify(failures)).toBeLessThanOrEqual(2 * CONNECTIONS);
    // No acknowledged write is lost: each article reads back with its title.
    expect(load.acknowledged.size).toBeGreaterThan(5);
    for (const [id, title] of load.acknowledged) {
      const res = await fetch(`${cluster.apiUrl}/Articles/${id}`, { headers: bearer(adminToken) });
      expect(res.status, `article ${id}`).toBe(200);
      expect(((await res.json()) as { title: string }).title).toBe(title);
    }
  });

  it('reads, writes and signs in with Redis stopped', async () => {
    redis.kill('SIGTERM');
    await once(redis, 'exit');
    // Each api says Redis is away, and stays ready.
    for (const api of cluster.apis) {
      await waitFor(async () => {
        const res = await fetch(`${api.url}/readyz`);
        const body = (await res.json()) as { redis?: string };
        return res.status === 200 && body.redis === 'unavailable';
      }, `${api.name} reporting Redis unavailable`);
    }
    for (const origin of [cluster.siteUrl, ...cluster.gateways.map((g) => g.url)]) {
      const page = await fetch(`${origin}/home`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const read = await gql<{ articles: { totalItems: number } }>(
        origin,
        '{ articles(pageSize: 3) { totalItems } }',
      );
      expect(read.errors).toBeUndefined();
      expect(read.data?.articles.totalItems).toBeGreaterThan(0);
    }
    const signedIn = await login(cluster.siteUrl);
    expect(signedIn.errors).toBeUndefined();
    const created = await gql<{ createArticle: { id: string } }>(
      cluster.siteUrl,
      `mutation { createArticle(input: { title: "Written without Redis", content: "Still saved.", category: ANNOUNCEMENT, language: EN, status: DRAFT }) { id } }`,
      {},
      bearer(signedIn.data!.login.token),
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createArticle.id;
    const again = await gql<{ article: { title: string } | null }>(
      cluster.siteUrl,
      'query ($id: ID!) { article(id: $id) { title } }',
      { id },
      bearer(adminToken),
    );
    expect(again.data?.article?.title).toBe('Written without Redis');
  });
});
