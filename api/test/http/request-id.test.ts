import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers.js';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keep the gateway's id (a trusted proxy: loopback by default) and say it back", async () => {
    const res = await api.inject({
      method: 'GET',
      url: '/Articles?PageSize=1',
      headers: { 'x-request-id': 'gw-0f6c2a' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('gw-0f6c2a');
  });

  it('make their own for anyone else, and for what is no id', async () => {
    const stranger = await api.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'from-a-stranger' },
    });
    expect(stranger.headers['x-request-id']).toMatch(UUID);
    const odd = await api.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(200) },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
    const none = await api.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(UUID);
  });
});
