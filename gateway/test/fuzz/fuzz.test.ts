import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphqlCorpus, restCorpus, spread } from './corpus.js';
import { graphqlRequest } from './graphql.js';
import { probe, Sender, type FuzzRequest, type Outcome, type Tokens } from './http.js';
import { restRequest, type FuzzContext } from './rest.js';
import { ADMIN_PASSWORD, readRss, startFuzzStack, type FuzzStack } from './stack.js';

/**
 * The fuzz suite: thousands of generated requests against the real stack (the api and the
 * gateway as separate processes on a temporary SQLite database). It fails on any 5xx (or a
 * GraphQL INTERNAL_SERVER_ERROR / UPSTREAM_UNAVAILABLE), any answer slower than SLOW_MS (not
 * counting the time its processes waited for a CPU that other programs held), any connection
 * that is reset or hangs, and gateway memory growing past RSS_GROWTH_LIMIT.
 *
 *   FUZZ_SEED=<n>          another seed (the default is fixed, so CI runs are reproducible)
 *   FUZZ_ONLY=<i>,<j>      replays only those requests of the seed's sequence
 *   FUZZ_REST, FUZZ_GRAPHQL, FUZZ_CONCURRENCY   the counts and requests in flight
 */

const DEFAULT_SEED = 20_251_121;
const envInt = (name: string, fallback: number) => {
  const value = process.env[name];
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
};
const SEED = envInt('FUZZ_SEED', DEFAULT_SEED);
const REST_COUNT = envInt('FUZZ_REST', 2400);
const GRAPHQL_COUNT = envInt('FUZZ_GRAPHQL', 1200);
const CONCURRENCY = envInt('FUZZ_CONCURRENCY', 6);
const ONLY = (process.env.FUZZ_ONLY ?? '')
  .split(',')
  .filter((s) => /^\d+$/.test(s.trim()))
  .map(Number);

/** Every answer must be complete within this, less the time it waited for a CPU. */
const SLOW_MS = 1000;
/**
 * Past this a request counts as hung (and the harness moves on): far past SLOW_MS, so only a
 * request that never ends gets here, however busy the machine (a slow one is judged as slow).
 */
const TIMEOUT_MS = 15_000;
/** Gateway RSS may grow at most this much above its size after the warm-up. */
const RSS_GROWTH_LIMIT = 150 * 1024 * 1024;
const RSS_SAMPLE_MS = 50;
/** Growth steps at least this big are reported with the requests in flight at the time. */
const RSS_JUMP = 24 * 1024 * 1024;
/**
 * Requests that may hash a password (argon2id: 19 MiB, about 0.1 s of a core each) in flight at
 * once. Six of them at once take a 2-core machine past 1 s by design (that is what the login rate
 * limit is for); the suite is about inputs, not about how many hashes a core does per second.
 */
const HASHING_CONCURRENCY = 2;
/** The run stops early once this many requests have failed: the report has enough. */
const MAX_FAILURES = 200;
const WARMUP_ROUNDS = 40;
/** Slow requests sent once more, alone, to tell a slow request from a slowed one. */
const MAX_REPLAYS = 30;
/** Likewise for requests that got no answer from the gateway (each may cost a restart). */
const MAX_HANG_REPLAYS = 6;
/** A gateway that stops answering is restarted this many times before its requests are skipped. */
const MAX_GATEWAY_RESTARTS = 3;

let stack: FuzzStack | undefined;
let sender: Sender | undefined;

// Each of the two processes may take START_TIMEOUT_MS (stack.ts) to answer /readyz.
beforeAll(async () => {
  stack = await startFuzzStack();
}, 150_000);

afterAll(async () => {
  await sender?.close();
  await stack?.stop();
}, 30_000);

const mib = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function login(apiUrl: string, username: string, password: string) {
  const res = await fetch(`${apiUrl}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string; user?: { id: number } };
  if (!body.token || !body.user) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return { token: body.token, id: body.user.id };
}

/** REST and GraphQL requests interleaved, two REST to one GraphQL, in a fixed order. */
function interleave(rest: FuzzRequest[], graphql: FuzzRequest[]): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const total = rest.length + graphql.length;
  let r = 0;
  let g = 0;
  for (let i = 0; i < total; i++) {
    const graphqlDue = g < graphql.length && (r >= rest.length || g * total < i * graphql.length);
    out.push(graphqlDue ? graphql[g++]! : rest[r++]!);
  }
  return out;
}

/** Requests a browser and the admin screens send: they bring the gateway to its working size. */
function warmup(): FuzzRequest[] {
  const gql = (
    query: string,
    variables: Record<string, unknown> = {},
    auth?: FuzzRequest['auth'],
  ) =>
    ({
      kind: 'graphql',
      target: 'gateway',
      label: 'warm-up',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      ...(auth ? { auth } : {}),
    }) satisfies FuzzRequest;
  const list: FuzzRequest[] = [];
  for (let i = 0; i < WARMUP_ROUNDS; i++) {
    list.push(
      gql(
        'query H($page: Int, $search: String) { articles(page: $page, pageSize: 50, search: $search) { totalItems items { id title category mediaUrl createdAt author { name } } } }',
        { page: (i % 3) + 1, search: i % 2 ? 'news' : null },
      ),
      gql('query A($id: ID!) { article(id: $id) { id title content author { id name } } }', {
        id: String((i % 44) + 1),
      }),
      gql('{ categories me { id username } }', {}, 'admin'),
      gql('{ users(pageSize: 1000) { totalItems items { id username role } } }', {}, 'admin'),
      gql('{ articles(pageSize: 1000) { items { id title category createdAt } } }'),
      {
        kind: 'rest',
        target: 'api',
        label: 'warm-up',
        method: 'GET',
        path: `/Articles?Page=${(i % 5) + 1}`,
        headers: {},
      },
      {
        kind: 'rest',
        target: 'gateway',
        label: 'warm-up',
        method: 'GET',
        path: '/media/seed/telugu-edition-goes-live.svg',
        headers: {},
      },
      // Large but ordinary: whole articles, and a long (refused) search.
      gql(
        '{ articles(pageSize: 1000) { items { id title content category mediaUrl createdAt updatedAt author { id name } } } }',
      ),
      gql('query S($s: String) { articles(search: $s) { totalItems } }', {
        s: 'news '.repeat(100_000),
      }),
    );
  }
  return list;
}

/**
 * A session that ended stays ended: after `logout` through the gateway with a Bearer token,
 * that token works nowhere. Checked on an account of its own, made for the purpose.
 */
async function logoutEndsSession(s: FuzzStack, adminToken: string): Promise<string | undefined> {
  const name = `fzlogout${Date.now() % 1_000_000}`;
  const created = await fetch(`${s.api.url}/User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      username: name,
      full_Name: 'Fuzz Logout',
      email: `${name}@example.com`,
      role: 'reporter',
      password: 'fuzz-password-1',
    }),
  });
  await created.arrayBuffer();
  if (created.status !== 201) {
    console.warn(`note: the logout check was left out (POST /User answered ${created.status})`);
    return undefined;
  }
  const gql = async (query: string, token: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${s.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown> | null };
  };
  const login = (await fetch(`${s.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: name, p: 'fuzz-password-1' },
    }),
  }).then((r) => r.json())) as { data?: { login?: { token?: string } } | null };
  const token = login.data?.login?.token;
  if (!token) return `the logout check could not log in: ${JSON.stringify(login).slice(0, 200)}`;
  await gql('mutation { logout }', token);
  const rest = await fetch(`${s.api.url}/Auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await rest.arrayBuffer();
  const graphql = await gql('{ me { id } }', token);
  if (rest.status === 200 || graphql.data?.me) {
    return `a token still works after logout through the gateway (api GET /Auth/me answered ${rest.status}, GraphQL me ${JSON.stringify(graphql.data?.me ?? null)})`;
  }
  return undefined;
}

/** Kinds of problem, worst first: the report leads with what most likely needs fixing. */
const SEVERITY = [
  'no answer (hang or crash), also when sent alone',
  'status 5',
  'GraphQL',
  'slow, also when sent alone',
  'slow',
  'accepted',
  'no answer',
  'media',
  'connection reset',
  'hang',
  'connection dropped',
];
const severity = (kind: string) => {
  const rank = SEVERITY.findIndex((prefix) => kind.startsWith(prefix));
  return rank === -1 ? SEVERITY.length : rank;
};

function semaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire: () =>
      new Promise<void>((resolve) => {
        if (free > 0) {
          free--;
          resolve();
        } else {
          waiting.push(resolve);
        }
      }),
    release: () => {
      const nextWaiting = waiting.shift();
      if (nextWaiting) nextWaiting();
      else free++;
    },
  };
}

function describeBody(body: FuzzRequest['body'], limit = 300): string {
  if (body === undefined) return '';
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const text =
    typeof body === 'string'
      ? body
      : buffer.toString('utf8').includes('\ufffd')
        ? `hex:${buffer.toString('hex')}`
        : buffer.toString('utf8');
  const shown = JSON.stringify(text.length > limit ? text.slice(0, limit) : text);
  return `${shown}${text.length > limit ? ` … (${buffer.length} bytes)` : ''}`;
}

function describeOutcome(o: Outcome): string {
  const r = o.request;
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}… (${v.length} chars)` : v}`)
    .join('; ');
  const lines = [
    `#${o.index} [${r.label}] ${r.method} ${r.target} ${r.path.length > 200 ? `${r.path.slice(0, 200)}… (${r.path.length} chars)` : r.path}`,
    `    problem: ${o.problem ?? ''} (status ${o.status ?? '-'}, ${o.ms.toFixed(0)} ms)`,
  ];
  if (r.auth) lines.push(`    auth: ${r.auth}`);
  if (headers) lines.push(`    headers: ${headers}`);
  if (r.body !== undefined) lines.push(`    body: ${describeBody(r.body)}`);
  if (r.raw !== undefined) lines.push(`    raw: ${describeBody(r.raw)}`);
  if (o.excerpt) lines.push(`    answer: ${JSON.stringify(o.excerpt.slice(0, 200))}`);
  return lines.join('\n');
}

it(`survives ${REST_COUNT} REST and ${GRAPHQL_COUNT} GraphQL fuzzed requests (seed ${SEED})`, async () => {
  const s = stack!;
  const admin = await login(s.api.url, 'admin', ADMIN_PASSWORD);
  const tokens: Tokens = { admin: admin.token };
  if (s.passwords.reporter) {
    tokens.reporter = (await login(s.api.url, 'reporter', s.passwords.reporter)).token;
  }
  const ctx: FuzzContext = {
    jwtSecret: s.jwtSecret,
    adminId: admin.id,
    adminPassword: ADMIN_PASSWORD,
  };

  const generated = performance.now();
  const restFixed = restCorpus();
  const graphqlFixed = graphqlCorpus();
  const all = interleave(
    spread(
      fc.sample(restRequest(ctx), { seed: SEED, numRuns: REST_COUNT - restFixed.length }),
      restFixed,
    ),
    spread(
      fc.sample(graphqlRequest(ctx), {
        seed: SEED + 1,
        numRuns: GRAPHQL_COUNT - graphqlFixed.length,
      }),
      graphqlFixed,
    ),
  );
  const generateMs = performance.now() - generated;
  const indices = ONLY.length > 0 ? ONLY.filter((i) => i < all.length) : all.map((_, i) => i);

  sender = new Sender({
    apiUrl: s.api.url,
    gatewayUrl: s.gateway.url,
    connections: CONCURRENCY,
    timeoutMs: TIMEOUT_MS,
    slowMs: SLOW_MS,
    tokens,
    pids: () => ({ api: s.api.pid, gateway: s.gateway.pid }),
  });
  const send = sender;

  // Warm-up: the gateway reaches its working size before its RSS is taken as the baseline.
  const rssAtStart = readRss(s.gateway.pid);
  const warm = warmup();
  for (let i = 0; i < warm.length; i += CONCURRENCY) {
    await Promise.all(warm.slice(i, i + CONCURRENCY).map((r, j) => send.send(r, -1 - i - j)));
  }
  const rssBaseline = readRss(s.gateway.pid) ?? 0;
  let rssPeak = rssBaseline;
  let apiRssPeak = readRss(s.api.pid) ?? 0;
  /** Requests on their way, and those in flight whenever the gateway grew by a big step. */
  const inFlight = new Set<number>();
  const jumps: { rss: number; step: number; requests: number[] }[] = [];
  let lastJumpRss = rssBaseline;
  const sampler = setInterval(() => {
    const rss = readRss(s.gateway.pid);
    if (rss !== undefined && rss > rssPeak) rssPeak = rss;
    if (rss !== undefined && rss > lastJumpRss + RSS_JUMP) {
      jumps.push({ rss, step: rss - lastJumpRss, requests: [...inFlight] });
      lastJumpRss = rss;
    }
    const apiRss = readRss(s.api.pid);
    if (apiRss !== undefined && apiRss > apiRssPeak) apiRssPeak = apiRss;
  }, RSS_SAMPLE_MS);

  const outcomes: Outcome[] = [];
  const failures: Outcome[] = [];
  const notes: string[] = [];
  let gatewayDown = false;
  let gatewayRestarts = 0;
  const restartGateway = async () => {
    gatewayRestarts++;
    await s.restartGateway();
  };
  let apiDown = false;
  let skipped = 0;
  let healthCheck: Promise<void> | undefined;

  /**
   * After a request got no answer: is the process still answering at all? A gateway that is
   * not is killed and started afresh (a few times at most), so one stall does not end the run.
   */
  const checkHealth = (target: FuzzRequest['target'], index: number) => {
    // What was on its way to that process when it stopped (sent before the probe).
    const stuck = [...inFlight, index]
      .filter((i, n, list) => list.indexOf(i) === n && all[i]?.target === target)
      .sort((a, b) => a - b)
      .map((i) => `#${i} ${all[i]!.label}`);
    healthCheck ??= (async () => {
      const url = target === 'gateway' ? s.gateway.url : s.api.url;
      const res = await probe(`${url}/healthz`, TIMEOUT_MS);
      if (res.status === 200) return;
      let note = `the ${target} stopped answering /healthz after request #${index}`;
      if (target === 'gateway') {
        note += ` (RSS ${mib(readRss(s.gateway.pid))}; in flight: ${stuck.join(', ')})`;
        if (gatewayRestarts < MAX_GATEWAY_RESTARTS) {
          await restartGateway();
          note += '; killed and restarted it';
        } else {
          // Restarted all the same, for the replays below; the run itself leaves it alone.
          gatewayDown = true;
          await restartGateway();
          note += `; it had been restarted ${MAX_GATEWAY_RESTARTS} times already, so the remaining gateway requests are skipped`;
        }
      } else {
        apiDown = true;
        note += '; the remaining requests are skipped';
      }
      notes.push(note);
    })().finally(() => (healthCheck = undefined));
    return healthCheck;
  };

  const hashing = semaphore(HASHING_CONCURRENCY);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < indices.length) {
      const index = indices[next++]!;
      const request = all[index]!;
      // Nothing new goes out while a process is being checked (or restarted).
      if (healthCheck) await healthCheck;
      if (
        apiDown ||
        failures.length >= MAX_FAILURES ||
        (gatewayDown && request.target === 'gateway')
      ) {
        skipped++;
        continue;
      }
      if (request.hashes) await hashing.acquire();
      inFlight.add(index);
      const outcome = await send.send(request, index).finally(() => {
        inFlight.delete(index);
        if (request.hashes) hashing.release();
      });
      outcomes.push(outcome);
      if (outcome.problem) {
        failures.push(outcome);
        if (outcome.status === undefined) await checkHealth(request.target, index);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const runMs = performance.now() - started;
  clearInterval(sampler);

  // A request the gateway never answered (it hung, or the process died) is sent once more,
  // alone: the one that does it again is the culprit, the others were in flight when it did.
  const unanswered = failures
    .filter(
      (o) =>
        (o.problemKind === 'hang' || o.problemKind === 'connection reset') &&
        o.request.target === 'gateway' &&
        o.request.raw === undefined,
    )
    .slice(0, MAX_HANG_REPLAYS);
  for (const f of unanswered) {
    const again = await send.send(f.request, f.index);
    if (again.status === undefined) {
      f.problemKind = 'no answer (hang or crash), also when sent alone';
      await restartGateway();
    } else {
      f.problemKind = `${f.problemKind ?? ''} only beside other requests`;
      f.problem = `${f.problem ?? ''}; alone: status ${again.status} in ${again.ms.toFixed(0)} ms`;
    }
  }

  // A slow answer is sent once more, alone: slow by itself, or only while something else ran
  // (then the slowest request in flight beside it is named, the likely cause).
  const overlapping = (f: Outcome) =>
    outcomes.filter(
      (o) => o !== f && o.startedAt < f.startedAt + f.ms && o.startedAt + o.ms > f.startedAt,
    );
  for (const f of failures.filter((o) => o.problemKind === 'slow').slice(0, MAX_REPLAYS)) {
    const again = await send.send(f.request, f.index);
    if (again.status === undefined) await checkHealth(f.request.target, f.index);
    if (again.ms - again.waitedMs > SLOW_MS) {
      f.problemKind = 'slow, also when sent alone';
      f.problem = `${f.problem ?? ''}; alone: ${again.ms.toFixed(0)} ms, ${again.waitedMs.toFixed(0)} of them waiting for a CPU`;
    } else {
      const culprit = overlapping(f).sort((a, b) => b.ms - a.ms)[0];
      f.problemKind = 'slow only beside other requests';
      f.problem =
        `${f.problem ?? ''}; alone: ${again.ms.toFixed(0)} ms, ${again.waitedMs.toFixed(0)} of them waiting for a CPU` +
        (culprit
          ? `; meanwhile #${culprit.index} ${culprit.request.label} took ${culprit.ms.toFixed(0)} ms`
          : '');
    }
  }

  // The processes must still answer their health checks, quickly.
  const rssAfter = readRss(s.gateway.pid);
  const health = {
    gateway: await probe(`${s.gateway.url}/healthz`, TIMEOUT_MS),
    gatewayReady: await probe(`${s.gateway.url}/readyz`, TIMEOUT_MS),
    api: await probe(`${s.api.url}/healthz`, TIMEOUT_MS),
  };
  for (const [name, h] of Object.entries(health)) {
    if (h.status !== 200 || h.ms > SLOW_MS) {
      notes.push(
        `${name} health check at the end: status ${h.status ?? 'none'} in ${h.ms.toFixed(0)} ms`,
      );
    }
  }
  const growth = rssPeak - rssBaseline;
  if (growth > RSS_GROWTH_LIMIT) {
    notes.push(
      `gateway RSS grew ${mib(growth)} above its warm-up size (limit ${mib(RSS_GROWTH_LIMIT)}): ${mib(rssBaseline)} -> peak ${mib(rssPeak)}`,
    );
  }
  // The admin's token must have survived: otherwise the write paths went unexercised.
  const me = await fetch(`${s.api.url}/Auth/me`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  await me.arrayBuffer();
  if (me.status !== 200) {
    console.warn(
      `note: the admin token no longer works at the end (GET /Auth/me answered ${me.status})`,
    );
  } else {
    const ended = await logoutEndsSession(s, admin.token);
    if (ended) notes.push(ended);
  }

  // The report.
  const statuses: Record<string, number> = {};
  const perLabel = new Map<string, { n: number; max: number }>();
  let restCount = 0;
  let graphqlCount = 0;
  let maxMs = 0;
  let slowest: Outcome | undefined;
  // The time each answer is judged by: its own, less its wait for a CPU.
  let maxJudgedMs = 0;
  let waitedMs = 0;
  for (const o of outcomes) {
    maxJudgedMs = Math.max(maxJudgedMs, o.ms - o.waitedMs);
    waitedMs += o.waitedMs;
    const key = String(o.status ?? 'none');
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (o.request.kind === 'rest') restCount++;
    else graphqlCount++;
    if (o.ms > maxMs) {
      maxMs = o.ms;
      slowest = o;
    }
    const label = perLabel.get(o.request.label) ?? { n: 0, max: 0 };
    label.n++;
    label.max = Math.max(label.max, o.ms);
    perLabel.set(o.request.label, label);
  }
  const slowLabels = [...perLabel.entries()]
    .sort((a, b) => b[1].max - a[1].max)
    .slice(0, 6)
    .map(([label, { n, max }]) => `${label} (${n}): ${max.toFixed(0)} ms`)
    .join(', ');
  // The database and its write-ahead log: the writes stay bounded.
  const dbSize = ['news.db', 'news.db-wal'].reduce((sum, name) => {
    try {
      return sum + fs.statSync(path.join(s.dataDir, name)).size;
    } catch {
      return sum;
    }
  }, 0);
  const summary = [
    `fuzz seed ${SEED}${ONLY.length ? ` (only #${ONLY.join(', #')})` : ''}: generated ${all.length} requests in ${generateMs.toFixed(0)} ms, ran in ${(runMs / 1000).toFixed(1)} s with ${CONCURRENCY} in flight`,
    `REST: ${restCount} requests, GraphQL: ${graphqlCount} requests, skipped ${skipped}, max latency ${maxMs.toFixed(0)} ms${slowest ? ` (#${slowest.index} ${slowest.request.label})` : ''}, ${maxJudgedMs.toFixed(0)} ms at most less the wait for a CPU (${(waitedMs / Math.max(1, outcomes.length)).toFixed(1)} ms a request on average), statuses ${JSON.stringify(statuses)}`,
    `slowest kinds: ${slowLabels}`,
    `gateway RSS before ${mib(rssAtStart)} / after warm-up ${mib(rssBaseline)} / after ${mib(rssAfter)}${gatewayRestarts ? ` (of a process restarted ${gatewayRestarts} times)` : ''} / peak ${mib(rssPeak)} (growth ${mib(growth)}, limit ${mib(RSS_GROWTH_LIMIT)}); api RSS peak ${mib(apiRssPeak)}; database ${mib(dbSize)}`,
    ...(jumps.length
      ? [
          `gateway RSS steps of ${mib(RSS_JUMP)} or more: ${jumps
            .slice(0, 6)
            .map(
              (j) =>
                `+${mib(j.step)} to ${mib(j.rss)} with ${j.requests
                  .map((n) => `#${n} ${all[n]?.label ?? ''}`)
                  .join(', ')} in flight`,
            )
            .join('; ')}`,
        ]
      : []),
    `health at the end: gateway ${health.gateway.status ?? '-'} in ${health.gateway.ms.toFixed(0)} ms, api ${health.api.status ?? '-'} in ${health.api.ms.toFixed(0)} ms`,
  ];
  console.log(summary.join('\n'));

  const problems = [...notes];
  if (failures.length > 0) {
    const file = path.join(
      os.tmpdir(),
      `news-fuzz-failures-${SEED}${ONLY.length ? `-only-${ONLY.join('-')}` : ''}.json`,
    );
    fs.writeFileSync(
      file,
      JSON.stringify(
        failures.map((f) => ({
          ...f,
          // What else was on its way meanwhile: a slow answer may be another request's doing.
          overlapping: overlapping(f).map(
            (o) => `#${o.index} ${o.request.label} (${o.ms.toFixed(0)} ms)`,
          ),
          request: {
            ...f.request,
            body: f.request.body === undefined ? undefined : describeBody(f.request.body, 200_000),
            raw: f.request.raw === undefined ? undefined : describeBody(f.request.raw, 200_000),
          },
        })),
        null,
        2,
      ),
    );
    // Grouped by kind of problem, with the generators that ran into it.
    const byKind = new Map<string, Map<string, number>>();
    for (const f of failures.slice().sort((a, b) => a.index - b.index)) {
      const kind = f.problemKind ?? 'problem';
      const labels = byKind.get(kind) ?? new Map<string, number>();
      labels.set(f.request.label, (labels.get(f.request.label) ?? 0) + 1);
      byKind.set(kind, labels);
    }
    const kinds = [...byKind.keys()].sort((a, b) => severity(a) - severity(b));
    problems.push(
      `${failures.length} failed requests${failures.length >= MAX_FAILURES ? ' (the run stopped there)' : ''}, by kind, worst first:\n` +
        kinds
          .map((kind) => {
            const labels = byKind.get(kind)!;
            const n = [...labels.values()].reduce((a, b) => a + b, 0);
            const which = [...labels.entries()].map(([l, c]) => `${l} ${c}`).join(', ');
            return `  ${n} × ${kind}: ${which}`;
          })
          .join('\n'),
      `the first two of each kind:\n${kinds
        .flatMap((kind) =>
          failures
            .filter((f) => (f.problemKind ?? 'problem') === kind)
            .sort((a, b) => a.index - b.index)
            .slice(0, 2),
        )
        .slice(0, 14)
        .map(describeOutcome)
        .join('\n')}`,
      `all of them in ${file}; replay one with FUZZ_SEED=${SEED} FUZZ_ONLY=<#> npx vitest run -c vitest.fuzz.config.ts`,
    );
  }
  if (problems.length > 0) {
    // What the services said (warnings and errors only), the end of it.
    for (const [name, text] of Object.entries(s.logs())) {
      // Not the seed's banner of accounts and passwords.
      const lines = text
        .split('\n')
        .filter((line) => line.trim() && !/^ {2}\w+ {2,}|^Created the staff accounts/.test(line));
      const tail = lines.slice(-6).map((line) => `  ${line.slice(0, 400)}`);
      if (tail.length) problems.push(`the ${name}'s log ends with:\n${tail.join('\n')}`);
    }
  }
  if (ONLY.length === 0) {
    if (restCount < 2000)
      problems.push(`only ${restCount} REST requests were sent (at least 2000 are required)`);
    if (graphqlCount < 1000)
      problems.push(`only ${graphqlCount} GraphQL requests were sent (at least 1000 are required)`);
  }
  // The message carries the whole report; the values compared are just the count.
  expect(problems.length, `seed ${SEED}:\n${problems.join('\n')}`).toBe(0);
}, 300_000);
