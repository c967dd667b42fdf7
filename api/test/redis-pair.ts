/**
 * Two api processes on one storage counting in one Redis, as several processes run behind a
 * load balancer; and client addresses of their own, so no earlier run's count is met.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freshStorage, startApi, type Storage, type TestApi } from './helpers.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An IPv6 address in a /56 nobody else uses; `tail` tells the files' addresses apart. */
export const newClient = (tail: string) =>
  `2001:db8:${crypto
    .randomBytes(3)
    .toString('hex')
    .replace(/(....)(..)/, '$1:$200')}::${tail}`;

export interface ApiPair {
  a: TestApi;
  b: TestApi;
}

/**
 * Starts the pair before the calling suite's tests, each allowing `LOGIN_RATE_LIMIT` attempts a
 * minute and connected to Redis before any test counts, and stops them after.
 */
export function apisOnRedis(limit: number): ApiPair {
  const pair = {} as ApiPair;
  let dataDir: string;
  let storage: Storage;
  const env = { REDIS_URL, LOGIN_RATE_LIMIT: String(limit), TRUST_PROXY: '127.0.0.1' };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-redis-pair-'));
    storage = await freshStorage(dataDir);
    pair.a = await startApi(env, { dataDir, storage });
    pair.b = await startApi(env, { dataDir, storage });
    // An api counts nothing in Redis before it has connected.
    for (const api of [pair.a, pair.b]) {
      while (
        (await api.inject({ method: 'GET', url: '/readyz' })).json<{ redis?: string }>().redis !==
        'ok'
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  afterAll(async () => {
    await pair.a.close();
    await pair.b.close();
    await storage.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return pair;
}
