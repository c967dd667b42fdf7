import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;
const ids: Record<string, number> = {};

const ARTICLES = {
  telugu: {
    title: 'తెలుగు భాషా దినోత్సవం ఘనంగా',
    content: 'హైదరాబాద్‌లో తెలుగు భాషా దినోత్సవాన్ని విద్యార్థులు ఘనంగా జరుపుకున్నారు. వైద్యులు కూడా పాల్గొన్నారు.',
    language: 'te',
    category: 'Announcement',
    date: '2026-05-03',
  },
  // Shares the letters త, ల, గ, ు with తెలుగు, but not the word.
  door: {
    title: 'తలుపు గుడి వద్ద కొత్త దారి',
    content: 'గ్రామంలో తలుపు మరమ్మతు పనులు పూర్తయ్యాయి. గుడి వద్ద రహదారి వేశారు.',
    language: 'te',
    category: 'Environment',
    date: '2026-05-02',
  },
  cricket: {
    title: 'క్రికెట్ లీగ్ ఫైనల్‌కు వర్షం అడ్డంకి',
    content: 'విశాఖపట్నంలో క్రికెట్ అభిమానులు నిరాశ చెందారు.',
    language: 'te',
    category: 'Sports',
    date: '2026-05-01',
  },
  metro: {
    title: 'Metro Rail extends to the airport',
    content: 'Hyderabad Metro Rail will open its airport line in December, officials said.',
    language: 'en',
    category: 'Business',
    date: '2026-04-30',
  },
  monsoon: {
    title: 'Monsoon rains fill the reservoirs',
    content: 'Reservoirs on the Krishna are full after a week of monsoon rain near Hyderabad.',
    language: 'en',
    category: 'Environment',
    date: '2026-04-29',
  },
  markets: {
    title: 'Farmers markets open on Sundays',
    content: 'Rythu bazaars across the city will now open on Sundays as well.',
    language: 'en',
    category: 'Business',
    date: '2026-04-28',
  },
} as const;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  for (const [key, article] of Object.entries(ARTICLES)) {
    ids[key] = (await api.createArticle(token, { ...article, mediaUrl: '/media/x.svg' })).id;
  }
});
afterAll(() => api.close());

async function search(query: string, extra = '') {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles?Search=${encodeURIComponent(query)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Article>>();
  expect(page.pagination.totalItems).toBe(page.data.length);
  return page.data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]);
}

describe('Search in English', () => {
  it('finds a word in the title or the content, ignoring case', async () => {
    expect(await search('metro')).toEqual(['metro']);
    expect(await search('HYDERABAD')).toEqual(['metro', 'monsoon']);
    expect(await search('Reservoirs')).toEqual(['monsoon']);
  });

  it('finds a word from its start', async () => {
    expect(await search('reserv')).toEqual(['monsoon']);
    expect(await search('Sun')).toEqual(['markets']);
  });

  it('requires every word to match', async () => {
    expect(await search('hyderabad airport')).toEqual(['metro']);
    expect(await search('hyderabad bazaar')).toEqual([]);
  });

  it('does not match inside a word', async () => {
    expect(await search('ervoir')).toEqual([]);
  });

  it('finds nothing for a search with no words in it, and cuts very long words', async () => {
    expect(await search('🙂')).toEqual([]);
    expect(await search('*')).toEqual([]);
    expect(await search('"')).toEqual([]);
    expect(await search('x'.repeat(150))).toEqual([]);
    expect(await search(`reservoirs${'x'.repeat(150)}`)).toEqual([]);
  });

  it('ignores punctuation and treats an empty search as no search', async () => {
    expect(await search('"metro" (rail)!')).toEqual(['metro']);
    expect((await search('')).length).toBe(6);
    expect((await search('  ')).length).toBe(6);
  });

  it('keeps the SortBy order and combines with the category filter', async () => {
    expect(await search('hyderabad', '&SortBy=asc')).toEqual(['monsoon', 'metro']);
    expect(await search('hyderabad', '&SortBy=title:asc')).toEqual(['metro', 'monsoon']);
    expect(await search('hyderabad', '&Filter=Environment')).toEqual(['monsoon']);
  });
});

describe('Search in Telugu', () => {
  it('finds an article containing the Telugu word', async () => {
    expect(await search('తెలుగు')).toEqual(['telugu']);
    expect(await search('క్రికెట్')).toEqual(['cricket']);
    expect(await search('తలుపు')).toEqual(['door']);
  });

  it('does not match an article that merely shares the letters of the word', async () => {
    const found = await search('తెలుగు');
    expect(found).not.toContain('door');
    // The consonants of తెలుగు, bare, are not the word either.
    expect(await search('తలగ')).toEqual([]);
  });

  it('finds a Telugu word from its start, vowel signs included', async () => {
    expect(await search('తెలు')).toEqual(['telugu']);
    expect(await search('దినోత్స')).toEqual(['telugu']);
    // Same start but a different vowel sign: తల is not the start of తెలుగు.
    expect(await search('తల')).toEqual(['door']);
  });

  it('matches text typed with a zero-width joiner or in decomposed form', async () => {
    expect(await search('క్\u200dరికెట్')).toEqual(['cricket']);
    // ై typed as its two parts, ె + ౖ.
    expect(await search('వె\u0c56ద్యులు')).toEqual(['telugu']);
  });

  it('mixes Telugu and English words', async () => {
    expect(await search('క్రికెట్ వర్షం')).toEqual(['cricket']);
    expect(await search('క్రికెట్ metro')).toEqual([]);
  });
});

describe('the search index follows changes', () => {
  it('finds new words after an edit and forgets deleted articles', async () => {
    const article = await api.createArticle(token, {
      title: 'Lake cleanup drive',
      content: 'Volunteers cleared plastic from the lake.',
    });
    expect(await search('volunteers')).toHaveLength(1);
    await api.inject({
      method: 'PATCH',
      url: `/Articles/${article.id}`,
      headers: bearer(token),
      payload: { content: 'స్వచ్ఛంద సేవకులు చెరువును శుభ్రం చేశారు.' },
    });
    expect(await search('volunteers')).toEqual([]);
    expect((await search('చెరువును')).length).toBe(1);
    expect((await search('lake')).length).toBe(1);
    await api.inject({ method: 'DELETE', url: `/Articles/${article.id}`, headers: bearer(token) });
    expect(await search('చెరువును')).toEqual([]);
    expect(await search('lake')).toEqual([]);
  });
});
