import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startStack, type Stack } from './helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A query of its own per run, so runs sharing one Redis never see each other's entries. */
const uniqueQuery = () => `{ run${crypto.randomBytes(4).toString('hex')}: categories }`;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

async function persisted(origin: string, query: string, sendQuery: boolean) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(sendQuery ? { query } : {}),
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
    }),
  });
  return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

async function startGateway(
  env: Record<string, string>,
): Promise<{ gateway: Gateway; origin: string }> {
  const gateway = await buildGateway(loadConfig({ LOG_LEVEL: 'silent', ...env }));
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    gateway,
    origin: `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`,
  };
}

describe.skipIf(REDIS_URL === 'none')('persisted queries in Redis', () => {
  let stack: Stack;
  let second: { gateway: Gateway; origin: string };

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: { REDIS_URL } });
    const apiPort = (stack.api.app.server.address() as AddressInfo).port;
    second = await startGateway({ REDIS_URL, API_URL: `http://127.0.0.1:${apiPort}` });
    // Each starts without waiting long for Redis: the test waits until both have it.
    await Promise.all([stack.gateway.redisReady, second.gateway.redisReady]);
  });
  afterAll(async () => {
    await second.gateway.app.close();
    await stack.close();
  });

  it('a query registered with one gateway process runs by its hash on another', async () => {
    const query = uniqueQuery();
    expect((await persisted(second.origin, query, false)).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    const registered = await persisted(stack.url, query, true);
    expect(registered.errors).toBeUndefined();
    const byHash = await persisted(second.origin, query, false);
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toEqual(registered.data);
  });
});

describe('persisted queries when Redis is unreachable', () => {
  let stack: Stack;

  beforeAll(async () => {
    // Nothing listens on port 1.
    stack = await startStack({ gatewayEnv: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => stack.close());

  it('the gateway still serves, keeping persisted queries in its own memory', async () => {
    const query = uniqueQuery();
    expect((await persisted(stack.url, query, false)).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    const full = await persisted(stack.url, query, true);
    expect(full.errors).toBeUndefined();
    expect(Object.values(full.data as object)[0]).toContain('POLITICS');
    const byHash = await persisted(stack.url, query, false);
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toEqual(full.data);
    expect((await stack.gql('{ articles { totalItems } }')).body.data).toEqual({
      articles: { totalItems: 0 },
    });
  });
});
