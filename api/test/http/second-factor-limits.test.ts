/**
 * Second-factor attempts are limited per client address as password attempts are, counted in
 * Redis so that every api process counts the same guesses.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  freshStorage,
  startApi,
  type Storage,
  type TestApi,
} from '../helpers.js';
import { enrol } from '../second-factor-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client address of its own (an IPv6 /56 nobody else uses), so no earlier run's count is met. */
const newClient = () =>
  `2001:db8:${crypto
    .randomBytes(3)
    .toString('hex')
    .replace(/(....)(..)/, '$1:$200')}::9`;

describe.skipIf(REDIS_URL === 'none')('second-factor attempts limited in Redis', () => {
  let dataDir: string;
  let storage: Storage;
  let a: TestApi;
  let b: TestApi;
  const env = { REDIS_URL, LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-second-factor-limits-'));
    storage = await freshStorage(dataDir);
    a = await startApi(env, { dataDir, storage });
    b = await startApi(env, { dataDir, storage });
    for (const api of [a, b]) {
      while (
        (await api.inject({ method: 'GET', url: '/readyz' })).json<{ redis?: string }>().redis !==
        'ok'
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await storage.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts wrong codes sent to every process together', async () => {
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
