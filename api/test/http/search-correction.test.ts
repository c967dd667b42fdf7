import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;

const story = (overrides: Record<string, unknown>) =>
  api.createArticle(token, { category: 'Announcement', mediaUrl: '/m.svg', ...overrides });

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  for (const title of ['Srikakulam harbour deepened', 'Srikakulam fishermen get new boats']) {
    await story({ title, content: 'Work is done.', language: 'en' });
  }
  await story({
    title: 'Srikakulam bus depot',
    content: 'The new station opened on time; other works are pending.',
    language: 'en',
  });
  for (const title of ['జిల్లా కలెక్టర్ సమీక్ష', 'కలెక్టర్ పర్యటన', 'పంచాయతీ ఎన్నికలు']) {
    await story({ title, content: 'వివరాలు త్వరలో.', language: 'te' });
  }
  await story({
    title: 'Quintaxel secret plan',
    content: 'Not yet for readers.',
    language: 'en',
    status: 'draft',
  });
});
afterAll(() => api.close());

async function correct(query: string) {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles/SearchCorrection?Query=${encodeURIComponent(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: string | null }>().data;
}

describe('GET /Articles/SearchCorrection', () => {
  it('puts right English words one letter off, by the commoner name, as stories write it', async () => {
    // A letter left out, and two swapped.
    expect(await correct('srikakulm harbuor')).toBe('Srikakulam harbour');
    expect(await correct('Srikakulam harbour')).toBeNull();
  });

  it('takes the likeliest edit among words as common: swapped letters, then one left out', async () => {
    // `pend` (the index's stem of `pending`) is one letter off `opend` too.
    expect(await correct('statoin opend')).toBe('station opened');
  });

  it('offers a Telugu word in its commoner spelling', async () => {
    expect(await correct('కలెక్టరు')).toBe('కలెక్టర్');
    // A nasal with a virama for the anusvara before a stop of its class.
    expect(await correct('పఞ్చాయతీ ఎన్నికలు')).toBe('పంచాయతీ ఎన్నికలు');
    expect(await correct('కలెక్టర్')).toBeNull();
  });

  it('never offers a word only a draft holds', async () => {
    expect(await correct('quintaxl')).toBeNull();
    expect(await correct('quintaxell')).toBeNull();
  });

  it('refuses a missing, empty or too long query, naming the field', async () => {
    for (const query of ['', 'Query=', 'Query=%20', `Query=${'k'.repeat(201)}`]) {
      const res = await api.inject({ method: 'GET', url: `/Articles/SearchCorrection?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'Query',
      });
    }
  });
});
