/*
 * What the streams benches share: the listener processes (listeners.mjs), alerts sent and
 * timed to every listener, autocannon in a child process, a process's memory, and the lines
 * they print. Used by `npm run bench:streams -w gateway` (one gateway) and
 * `npm run bench:streams -w @news/cluster` (the 2 + 2 cluster).
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocket } from 'undici';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../..');
/** autocannon's client without the answers' bodies as strings (see that file). */
const NO_BODIES = pathToFileURL(path.join(ROOT, 'scripts/bench/autocannon-no-bodies.mjs')).href;

/** How long a round waits for every listener to hear its alert before counting the rest missed. */
const ROUND_TIMEOUT_MS = 15_000;

export interface Target {
  host: string;
  port: number;
}

type FromChild =
  | { type: 'started' | 'all-heard' }
  | { type: 'ready'; round: number }
  | { type: 'opened'; open: number; failed: number }
  | { type: 'times'; times: number[]; missed: number; twice: number; closed: number }
  | { type: 'checked'; missed: number; twice: number; reopened: number };

/** The next message of `type` from a child. */
function message<T extends FromChild['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: FromChild) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as Extract<FromChild, { type: T }>);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`a listener process stopped (${code}) waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** What both stream benches read from the environment: whole numbers from 1, named if not. */
export function streamSettings(defaults: { streams: number; alerts: number }) {
  const read = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number from 1, not ${process.env[name]}`);
    }
    return value;
  };
  return {
    streams: read('BENCH_STREAMS', defaults.streams),
    perProcess: read('BENCH_PER_PROCESS', 4_000),
    alerts: read('BENCH_ALERTS', defaults.alerts),
    seconds: read('BENCH_SECONDS', 10),
    turns: read('BENCH_TURNS', 3),
  };
}

export const now = () => performance.timeOrigin + performance.now();

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface RoundResult {
  /** Milliseconds from the api's answer to each listener's receipt (negative: before it). */
  delays: number[];
  missed: number;
  twice: number;
  closed: number;
}

/** Listener processes holding `total` streams over `targets`, `perProcess` each at most. */
export class Listeners {
  private constructor(
    private readonly children: ChildProcess[],
    readonly open: number,
    readonly failed: number,
  ) {}

  /**
   * With `resume`, a stream whose gateway goes away opens again there with its last id as
   * Last-Event-ID, and keeps the ids of the alerts it heard (`check`).
   */
  static async start(
    targets: Target[],
    total: number,
    perProcess: number,
    { path = '/live?topic=alerts', resume }: { path?: string; resume?: Target } = {},
  ): Promise<Listeners> {
    const count = Math.ceil(total / perProcess);
    const children = Array.from({ length: count }, () =>
      fork(`${here}/listeners.mjs`, [], {
        // Plain JavaScript: none of tsx's loaders in thousands of sockets' processes.
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(children.map((child) => message(child, 'started')));
    const opened = await Promise.all(
      children.map((child, i) => {
        const share = Math.min(perProcess, total - i * perProcess);
        // Each process starts on another target, so that shares spread evenly over them.
        const rotated = targets.map((_, j) => targets[(i + j) % targets.length]!);
        const done = message(child, 'opened');
        child.send({ type: 'open', targets: rotated, count: share, path, resume });
        return done;
      }),
    );
    return new Listeners(
      children,
      opened.reduce((n, o) => n + o.open, 0),
      opened.reduce((n, o) => n + o.failed, 0),
    );
  }

  /** Times one alert: `send` posts it and resolves at the api's answer. */
  async round(round: number, send: () => Promise<void>): Promise<RoundResult> {
    await this.ask('ready', { type: 'round', round });
    const heard = Promise.all(this.children.map((child) => message(child, 'all-heard')));
    await send();
    const answeredAt = now();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      heard,
      new Promise((resolve) => (timer = setTimeout(resolve, ROUND_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    const results = await this.ask('times', { type: 'collect' });
    return {
      delays: results.flatMap((r) => r.times.map((t) => t - answeredAt)),
      missed: results.reduce((n, r) => n + r.missed, 0),
      twice: results.reduce((n, r) => n + r.twice, 0),
      closed: results.reduce((n, r) => n + r.closed, 0),
    };
  }

  /** Streams (opened with `resume`) that lack one of `ids`, heard one twice, or opened again. */
  async check(ids: number[]): Promise<{ missed: number; twice: number; reopened: number }> {
    const results = await this.ask('checked', { type: 'check', ids });
    return {
      missed: results.reduce((n, r) => n + r.missed, 0),
      twice: results.reduce((n, r) => n + r.twice, 0),
      reopened: results.reduce((n, r) => n + r.reopened, 0),
    };
  }

  /** Sends `sent` to every load process and waits for each one's answer of `type`. */
  private ask<T extends FromChild['type']>(type: T, sent: Record<string, unknown>) {
    return Promise.all(
      this.children.map((child) => {
        const answer = message(child, type);
        child.send(sent);
        return answer;
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'close' });
          }),
      ),
    );
  }
}

export interface Rate {
  okPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * The median rate of a few runs (its p99 the slowest run's): one run's rate on these shared
 * machines moves by a fifth from one run to the next with nothing else changed.
 */
export function medianRate(runs: Rate[]): Rate {
  const sorted = [...runs].sort((a, b) => a.okPerSecond - b.okPerSecond);
  return {
    okPerSecond: sorted[Math.floor((sorted.length - 1) / 2)]!.okPerSecond,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

/** autocannon's CLI in a child process (its work off this one's); 2xx a second, latencies. */
export function autocannon(
  url: string,
  { connections = 50, seconds = 10 }: { connections?: number; seconds?: number } = {},
): Promise<Rate> {
  const args = ['--import', NO_BODIES, require.resolve('autocannon/autocannon.js'), '-j'];
  args.push('-c', String(connections), '-d', String(seconds), url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`autocannon ${url}: ${err.message} ${stderr}`));
      const result = JSON.parse(stdout) as {
        '2xx': number;
        non2xx: number;
        errors: number;
        timeouts: number;
        duration: number;
        latency: { p50: number; p99: number };
      };
      resolve({
        okPerSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

/** A process's resident memory, in bytes, from /proc. */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** A process's used V8 heap, in bytes, from its Prometheus metrics. */
export async function heapBytes(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const line = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
  if (!line) throw new Error(`no nodejs_heap_size_used_bytes at ${metricsUrl}`);
  return Number(line[1]);
}

/**
 * What a process started with NODE_OPTIONS=--inspect=127.0.0.1:0 printed: its inspector's
 * address, for `collectGarbage`.
 */
export function inspectorUrl(output: string): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
}

/**
 * A full garbage collection in the process whose inspector is at `url`, so that its heap and
 * memory are measured without the garbage of what ran before.
 */
export function collectGarbage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.onopen = () =>
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    socket.onmessage = (event) => {
      if ((JSON.parse(String(event.data)) as { id?: number }).id !== 1) return;
      socket.close();
      resolve();
    };
    socket.onerror = () => reject(new Error(`the inspector at ${url} did not answer`));
  });
}

export interface Memory {
  rss: number;
  heap: number;
}

/** A process's memory after a full garbage collection. */
export async function memory(pid: number, metricsUrl: string, inspector: string): Promise<Memory> {
  await collectGarbage(inspector);
  return { rss: rssBytes(pid), heap: await heapBytes(metricsUrl) };
}

export const loadAverage = () =>
  `${fs.readFileSync('/proc/loadavg', 'utf8').trim()} (${os.cpus().length} cores)`;

const kB = (bytes: number) => (bytes / 1024).toFixed(2);

/** Prints a budget's line: PASS or FAIL, its name, the figure and the budget. */
export function budget(name: string, holds: boolean, figure: string, limit: string): boolean {
  console.log(`${holds ? 'PASS' : 'FAIL'}  ${name}: ${figure} (budget ${limit})`);
  return holds;
}

/** Memory growth per stream of the processes measured, summed, against 12 kB. */
export function memoryBudget(before: Memory, after: Memory, streams: number): boolean {
  const rss = (after.rss - before.rss) / streams;
  const heap = (after.heap - before.heap) / streams;
  console.log(
    `      RSS ${kB(before.rss)} -> ${kB(after.rss)} kB, heap ${kB(before.heap)} -> ${kB(after.heap)} kB, ${streams} streams`,
  );
  return budget(
    'memory per stream',
    rss <= 12 * 1024,
    `RSS ${kB(rss)} kB, heap ${kB(heap)} kB`,
    'RSS <= 12 kB',
  );
}

/**
 * The page rate in the turns after the first (whose rates are in `alone` and `held`): the
 * streams closed, the rate without them, the streams opened again, the rate with them. Gives
 * back the listeners open at the end.
 */
export async function moreTurns(
  listeners: Listeners,
  { turns, pages, open, alone, held }: PageTurns,
): Promise<Listeners> {
  let current = listeners;
  for (let turn = 1; turn < turns; turn += 1) {
    await current.close();
    alone.push(await pages());
    current = await open();
    held.push(await pages());
  }
  return current;
}

export interface PageTurns {
  turns: number;
  pages: () => Promise<Rate>;
  open: () => Promise<Listeners>;
  alone: Rate[];
  held: Rate[];
}

/** The cached pages' budget: the median rate with streams open at least 80 % of it without. */
export function pagesBudget(name: string, alone: Rate[], held: Rate[], extra = ''): boolean {
  const without = medianRate(alone);
  const withStreams = medianRate(held);
  const ratio = withStreams.okPerSecond / without.okPerSecond;
  const rates = (runs: Rate[]) => runs.map((r) => r.okPerSecond.toFixed(0)).join(', ');
  console.log(
    `      ${name} a second in ${alone.length} turns: without streams ${rates(alone)} (median ${without.okPerSecond.toFixed(0)}, p99 ${without.p99} ms), with ${rates(held)} (median ${withStreams.okPerSecond.toFixed(0)}, p99 ${withStreams.p99} ms), ${withStreams.failed} failed${extra}`,
  );
  return budget(
    `${name} with streams open`,
    ratio >= 0.8,
    `${(ratio * 100).toFixed(0)} % of the rate without`,
    '>= 80 %',
  );
}

/** The publish-to-screen budget over the rounds: p99 within 1 s and nobody missing one. */
export function deliveryBudget(rounds: RoundResult[], streams: number): boolean {
  const delays = rounds.flatMap((r) => r.delays);
  const missed = rounds.reduce((n, r) => n + r.missed, 0);
  const twice = rounds.reduce((n, r) => n + r.twice, 0);
  const closed = rounds.reduce((n, r) => Math.max(n, r.closed), 0);
  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);
  const max = delays.reduce((a, b) => Math.max(a, b), -Infinity);
  console.log(
    `      ${rounds.length} alerts to ${streams} streams: ${delays.length} receipts, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms, heard twice ${twice}, streams closed ${closed}`,
  );
  const timely = budget('publish to screen p99', p99 <= 1000, `${p99.toFixed(0)} ms`, '<= 1000 ms');
  const whole = budget('listeners that missed an alert', missed === 0, String(missed), '0');
  return timely && whole;
}
