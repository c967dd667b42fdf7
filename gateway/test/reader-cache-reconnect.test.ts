import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCodec } from '../src/reader-cache/codec.js';
import type { CacheSpace } from '../src/reader-cache/memory-tier.js';
import { ReaderCache } from '../src/reader-cache/reader-cache.js';
import { until } from './helpers.js';

/*
 * Two gateways' reader caches on a Redis of the test's own (never the shared one), which the
 * test stops and starts again empty: a purge made while one was cut off, and the entries and
 * counts Redis lost, must not leave that one serving what the purge dropped.
 */

/** A free port on this machine, for the test's own Redis. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A redis-server that keeps nothing on disk, once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  redis.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    redis.stdout,
    'data',
    () => output.includes('Ready to accept connections'),
    'redis-server to accept connections',
  );
  return redis;
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGTERM');
  await exited;
}

/** A cache's log, told to the test line by line. */
function recorder() {
  const lines: string[] = [];
  const events = new EventEmitter();
  const record = (_: object, msg: string) => {
    lines.push(msg);
    events.emit('line');
  };
  return {
    log: { warn: record, info: record },
    /** Resolves once the cache has logged a line containing `text` more than `seen` times. */
    logged: (text: string, seen = 0) =>
      until(
        events,
        'line',
        () => lines.filter((line) => line.includes(text)).length > seen,
        `the log line "${text}"`,
      ),
    count: (text: string) => lines.filter((line) => line.includes(text)).length,
  };
}

const BACK = 'Redis is back';

describe('the reader cache when its Redis restarts', () => {
  let port: number;
  let redis: ChildProcess;
  const a = recorder();
  const b = recorder();
  let cacheA: ReaderCache;
  let cacheB: ReaderCache;
  let pagesA: CacheSpace<string>;
  let pagesB: CacheSpace<string>;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    cacheA = new ReaderCache({ redisUrl, prefix: 'test:', log: a.log });
    cacheB = new ReaderCache({ redisUrl, prefix: 'test:', log: b.log });
    pagesA = cacheA.space('pages', jsonCodec<string>(), 10);
    pagesB = cacheB.space('pages', jsonCodec<string>(), 10);
    await Promise.all([cacheA.connect(60_000), cacheB.connect(60_000)]);
    await Promise.all([cacheA.ready, cacheB.ready]);
  });
  afterAll(async () => {
    await cacheA?.close();
    await cacheB?.close();
    if (redis) await stopRedis(redis);
  });

  /** Resolves with the entry once the cache has it in its memory, fetched from Redis. */
  async function untilKept(pages: CacheSpace<string>, key: string): Promise<string> {
    while (pages.peek(key) === undefined) await pages.get(key);
    return pages.peek(key)!;
  }

  it('a purge missed while cut off drops nothing it should have on reconnect, and sharing works again', async () => {
    // A purge counted in Redis before it goes: the count it restarts without.
    await cacheA.purge(['Article:0']);
    pagesA.set('/news/1', 'Dam gates open', ['Article:1'], 600_000, cacheA.ticket());
    expect(await untilKept(pagesB, '/news/1')).toBe('Dam gates open');

    await stopRedis(redis);
    // Made through A while B cannot hear of it.
    await cacheA.purge(['Article:1']);
    expect(pagesA.peek('/news/1')).toBeUndefined();
    expect(pagesB.peek('/news/1')).toBe('Dam gates open');

    const backA = a.count(BACK);
    const backB = b.count(BACK);
    redis = await startRedis(port);
    await Promise.all([a.logged(BACK, backA), b.logged(BACK, backB)]);
    expect(pagesB.peek('/news/1')).toBeUndefined();
    expect(await pagesB.get('/news/1')).toBeUndefined();
    // Logged once for the outage, however many connections came back.
    expect(b.count(BACK)).toBe(backB + 1);

    // The restarted Redis counts purges from nothing: entries are shared again all the same.
    pagesA.set('/news/2', 'Metro line opens', ['Article:2'], 600_000, cacheA.ticket());
    expect(await untilKept(pagesB, '/news/2')).toBe('Metro line opens');
  });

  it("tells a CDN of a purge from each gateway once that gateway's own copy is gone", async () => {
    const told: { by: string; tags: readonly string[]; keptThen: string | undefined }[] = [];
    const events = new EventEmitter();
    const pages: Record<string, CacheSpace<string>> = {};
    const caches = ['C', 'D'].map(
      (name) =>
        new ReaderCache({
          redisUrl: `redis://127.0.0.1:${port}`,
          prefix: 'test:',
          log: recorder().log,
          onPurge: (tags) => {
            told.push({ by: name, tags, keptThen: pages[name]!.peek('/news/3') });
            events.emit('told');
          },
        }),
    );
    const [cacheC, cacheD] = caches as [ReaderCache, ReaderCache];
    try {
      pages.C = cacheC.space('pages', jsonCodec<string>(), 10);
      pages.D = cacheD.space('pages', jsonCodec<string>(), 10);
      await Promise.all(caches.map((cache) => cache.connect(60_000)));
      await Promise.all(caches.map((cache) => cache.ready));
      pages.C.set('/news/3', 'Floods recede', ['Article:3'], 600_000, cacheC.ticket());
      pages.D.set('/news/3', 'Floods recede', ['Article:3'], 600_000, cacheD.ticket());

      await cacheC.purge(['Article:3']);
      await until(events, 'told', () => told.some((t) => t.by === 'D'), "D's CDN purge");
      // The gateway that heard of the write tells the CDN too: a reader the CDN sent there
      // before it dropped its copy would otherwise put the old page back in the CDN.
      expect(told).toEqual([
        { by: 'C', tags: ['Article:3'], keptThen: undefined },
        { by: 'D', tags: ['Article:3'], keptThen: undefined },
      ]);
    } finally {
      await Promise.all(caches.map((cache) => cache.close()));
    }
  });
});
