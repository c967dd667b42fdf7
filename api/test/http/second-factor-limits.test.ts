/**
 * Second-factor attempts are limited per client address as password attempts are, counted in
 * Redis so that every api process counts the same guesses.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, type TestApi } from '../helpers.js';
import { apisOnRedis, newClient as clientWith, REDIS_URL } from '../redis-pair.js';
import { enrol } from '../second-factor-helpers.js';

const newClient = () => clientWith('9');

describe.skipIf(REDIS_URL === 'none')('second-factor attempts limited in Redis', () => {
  const apis = apisOnRedis(3);

  it('counts wrong codes sent to every process together', async () => {
    const { a, b } = apis;
    const client = newClient();
    const from = (api: TestApi, url: string, payload: object, address = client, token = '') =>
      api.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': address, ...(token ? bearer(token) : {}) },
        payload,
      });
    // The account is made and enrolled from an address of its own, counted apart.
    const setup = newClient();
    const admin = await from(
      a,
      '/Auth/login',
      { username: 'admin', password: ADMIN_PASSWORD },
      setup,
    );
    const username = `editor${crypto.randomBytes(3).toString('hex')}`;
    const password = 'an-editor-password-1';
    const created = await from(
      a,
      '/User',
      {
        username,
        full_Name: 'Limited Editor',
        email: `${username}@example.com`,
        role: 'editor',
        password,
        is_Active: true,
      },
      setup,
      admin.json<{ token: string }>().token,
    );
    expect(created.statusCode).toBe(201);
    const first = await from(a, '/Auth/login', { username, password }, setup);
    await enrol(a, first.json<{ token: string }>().token, new Date(), {
      'x-forwarded-for': setup,
    });
    const login = await from(a, '/Auth/login', { username, password });
    const ticket = login.json<{ errors: { ticket: string }[] }>().errors[0]!.ticket;
    const guess = (api: TestApi) => from(api, '/Auth/second-factor', { ticket, code: '000000' });
    // '000000' may happen to be right once in a million runs; a right code is also counted.
    expect([401, 200]).toContain((await guess(a)).statusCode);
    expect([401, 200]).toContain((await guess(b)).statusCode);
    expect([401, 200]).toContain((await guess(a)).statusCode);
    const refused = await guess(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('RATE_LIMITED');
  });
});
