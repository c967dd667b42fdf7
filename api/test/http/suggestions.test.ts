import type { RestSuggestion } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;

const story = (overrides: Record<string, unknown>) =>
  api.createArticle(token, { category: 'Announcement', mediaUrl: '/m.svg', ...overrides });

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  await story({
    title: 'Koramangala metro line opens',
    content: 'Trains run from today.',
    language: 'en',
  });
  await story({
    title: 'Koramangala traffic eases',
    content: 'Fewer jams this week.',
    language: 'en',
  });
  await story({
    title: 'కోరమంగళ మెట్రో మార్గం ప్రారంభం',
    content: 'ఈరోజు నుంచి రైళ్లు నడుస్తాయి.',
    language: 'te',
  });
  await story({
    title: 'కోరమంగళలో ట్రాఫిక్ తగ్గింది',
    content: 'ఈ వారం రద్దీ తక్కువ.',
    language: 'te',
  });
  await story({
    title: 'కోరమంగళ వంతెనకు శంకుస్థాపన',
    content: 'పనులు త్వరలో.',
    language: 'te',
  });
  await story({
    title: 'Quaxville secret plan',
    content: 'Not yet for readers.',
    language: 'en',
    status: 'draft',
  });
  await story({
    title: 'Zentropolis festival announced',
    content: 'Out next week.',
    language: 'en',
    status: 'published',
    publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
});
afterAll(() => api.close());

async function suggest(query: string, language = '') {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles/Suggestions?Query=${encodeURIComponent(query)}&Language=${language}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: RestSuggestion[] }>().data;
}

const names = (list: RestSuggestion[]) => list.filter((s) => s.kind === 'name').map((s) => s.text);
const headlines = (list: RestSuggestion[]) =>
  list.filter((s) => s.kind === 'headline').map((s) => s.text);

describe('GET /Articles/Suggestions', () => {
  it('offers a name in both scripts, as stories write it, from English letters', async () => {
    const found = await suggest('kora', 'en');
    expect(names(found)).toEqual(expect.arrayContaining(['Koramangala', 'కోరమంగళ']));
    // The reader's edition first.
    expect(names(found)[0]).toBe('Koramangala');
    expect(headlines(found)).toContain('Koramangala metro line opens');
    expect(found.find((s) => s.kind === 'headline')?.articleId).toEqual(expect.any(Number));
  });

  it('offers Telugu names from Telugu letters', async () => {
    const found = await suggest('కోరమ', 'te');
    // Its inflected form (కోరమంగళలో) is the same name, offered once, as most stories write it.
    expect(names(found).filter((n) => n.startsWith('కోరమంగళ'))).toEqual(['కోరమంగళ']);
    expect(headlines(found)).toContain('కోరమంగళ మెట్రో మార్గం ప్రారంభం');
  });

  it('never offers a draft or a story whose time has not come', async () => {
    for (const query of ['quaxville', 'Quax', 'zentro']) {
      expect(await suggest(query)).toEqual([]);
    }
  });

  it('takes a name back when its last story is unpublished', async () => {
    const article = await story({
      title: 'Plimbury bridge reopens',
      content: 'Repairs are done.',
      language: 'en',
    });
    expect(names(await suggest('plim'))).toEqual(['Plimbury']);
    const res = await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { status: 'draft' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suggest('plim')).toEqual([]);
  });

  it("waits for a name's next story when its first is taken back or moved later", async () => {
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const first = await story({
      title: 'Drummoyne ferry returns',
      content: 'On time.',
      language: 'en',
    });
    await story({
      title: 'Drummoyne fair next week',
      content: 'Stalls and rides.',
      language: 'en',
      status: 'published',
      publishAt: later,
    });
    expect(names(await suggest('drum'))).toEqual(['Drummoyne']);
    const patch = async (payload: Record<string, unknown>) => {
      const res = await api.inject({
        method: 'PATCH',
        url: `/Articles/${first.id}`,
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch({ status: 'draft' });
    expect(await suggest('drum')).toEqual([]);
    await patch({ status: 'published' });
    expect(names(await suggest('drum'))).toEqual(['Drummoyne']);
    await patch({ publishAt: later });
    expect(await suggest('drum')).toEqual([]);
  });

  it('refuses a query too short, too long or missing, naming the field', async () => {
    for (const query of ['Query=k', `Query=${'k'.repeat(101)}`, '', 'Query=ab&Language=fr']) {
      const res = await api.inject({ method: 'GET', url: `/Articles/Suggestions?${query}` });
      expect(res.statusCode, query).toBe(400);
      const field = query.includes('Language') ? 'Language' : 'Query';
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});
