/**
 * Rate limits counted in Redis (REDIS_URL): two api processes count the same attempts, and a
 * Redis that does not answer stops no login (lib/shared-counters.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startApi, type TestApi } from '../helpers.js';
import { apisOnRedis, newClient as clientWith, REDIS_URL } from '../redis-pair.js';

const newClient = () => clientWith('7');

const attempt = (api: TestApi, client: string, password = 'not-the-password') =>
  api.inject({
    method: 'POST',
    url: '/Auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload: { username: 'admin', password },
  });

describe.skipIf(REDIS_URL === 'none')('rate limits in Redis', () => {
  const apis = apisOnRedis(3);

  it('counts the attempts made through every process together', async () => {
    const { a, b } = apis;
    const client = newClient();
    expect((await attempt(a, client)).statusCode).toBe(401);
    expect((await attempt(b, client)).statusCode).toBe(401);
    expect((await attempt(a, client)).statusCode).toBe(401);
    // The fourth in the minute, whichever process it reaches: in memory, b would allow a third.
    const refused = await attempt(b, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ errors: { retryAfter?: number }[] }>().errors[0]!.retryAfter).toEqual(
      expect.any(Number),
    );
    // Another client is not held back by it.
    expect((await attempt(a, newClient(), ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('rate limits while Redis does not answer', () => {
  let api: TestApi;

  beforeAll(async () => {
    // Nothing listens on port 1.
    api = await startApi({
      REDIS_URL: 'redis://127.0.0.1:1',
      LOGIN_RATE_LIMIT: '2',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => api.close());

  it('lets logins go on uncounted, and says so in /readyz', async () => {
    const client = newClient();
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(api, client)).statusCode).toBe(401);
    }
    expect((await attempt(api, client, ADMIN_PASSWORD)).statusCode).toBe(200);
    const ready = await api.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', redis: 'unavailable' });
  });
});
