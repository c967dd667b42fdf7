import type { RestArticlePage } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../src/domain.js';
import { bearer, startApi, type TestApi } from '../helpers.js';

let api: TestApi;
let token: string;
const ids: Record<string, number> = {};

/** Telugu stories as a newsroom writes them, each found below by words typed in English letters. */
const TELUGU = {
  vijayawada: {
    title: 'విజయవాడలో వరదలు, లోతట్టు ప్రాంతాలు జలమయం',
    content: 'కృష్ణా నదికి భారీ వరద రావడంతో విజయవాడ నగరంలో లోతట్టు ప్రాంతాలు నీట మునిగాయి. అధికారులు సహాయక చర్యలు చేపట్టారు.',
    category: 'Environment',
  },
  metro: {
    title: 'హైదరాబాద్ మెట్రో రైలు విమానాశ్రయం వరకు',
    content: 'హైదరాబాద్ నగరంలో మెట్రో రైలు మార్గాన్ని శంషాబాద్ విమానాశ్రయం వరకు పొడిగిస్తున్నట్లు ప్రభుత్వం ప్రకటించింది.',
    category: 'Business',
  },
  nizamabad: {
    title: 'నిజామాబాద్ జిల్లాలో భారీ వర్షాలు',
    content: 'నిజామాబాద్, కామారెడ్డి జిల్లాల్లో రెండు రోజులుగా కురుస్తున్న వర్షాలకు చెరువులు నిండాయి.',
    category: 'Environment',
  },
  amaravati: {
    title: 'అమరావతి రాజధాని నిర్మాణ పనులు వేగవంతం',
    content: 'అమరావతిలో సచివాలయం, హైకోర్టు భవనాల నిర్మాణం వచ్చే ఏడాదికి పూర్తవుతుందని ముఖ్యమంత్రి తెలిపారు.',
    category: 'Politics',
  },
  elections: {
    title: 'పంచాయతీ ఎన్నికలకు నోటిఫికేషన్ విడుదల',
    content: 'రాష్ట్ర ఎన్నికల సంఘం పంచాయతీ ఎన్నికల షెడ్యూల్ ప్రకటించింది. వరంగల్ జిల్లాలో ఓటర్ల జాబితా సిద్ధమైంది.',
    category: 'Politics',
  },
  cricket: {
    title: 'విశాఖపట్నంలో క్రికెట్ మ్యాచ్‌కు టికెట్లు',
    content: 'విశాఖపట్నం స్టేడియంలో జరిగే క్రికెట్ మ్యాచ్ టికెట్ల అమ్మకాలు సోమవారం ప్రారంభమవుతాయి.',
    category: 'Sports',
  },
  kurnool: {
    title: 'కర్నూలు మార్కెట్‌లో రైతులకు గిట్టుబాటు ధర',
    content: 'ఉల్లి రైతులకు కర్నూలు మార్కెట్ యార్డులో మద్దతు ధర లభించింది. వ్యాపారులు కొనుగోళ్లు పెంచారు.',
    category: 'Business',
  },
  news: {
    title: 'తెలుగు వార్తలు ఇప్పుడు మీ ఫోన్‌లో',
    content: 'పాఠకులు తాజా వార్తలను తెలుగులో చదవవచ్చు.',
    category: 'Announcement',
  },
  tirumala: {
    title: 'తిరుమలలో భక్తుల రద్దీ, శ్రీవారి దర్శనానికి 20 గంటలు',
    content: 'తిరుపతి నుంచి తిరుమలకు వచ్చే భక్తుల సంఖ్య పెరిగింది. టీటీడీ అదనపు ఏర్పాట్లు చేసింది.',
    category: 'Announcement',
  },
  schools: {
    title: 'తెలంగాణ పాఠశాలలకు దసరా సెలవులు',
    content: 'తెలంగాణలో పాఠశాలలకు పది రోజుల దసరా సెలవులు ప్రకటించారు. విద్యార్థులు సంతోషం వ్యక్తం చేశారు.',
    category: 'Announcement',
  },
  godavari: {
    title: 'గోదావరికి వరద ఉధృతి, భద్రాచలం వద్ద హెచ్చరిక',
    content: 'భద్రాచలం వద్ద గోదావరి నీటిమట్టం 48 అడుగులకు చేరింది. రాజమండ్రిలో అధికారులు అప్రమత్తమయ్యారు.',
    category: 'Environment',
  },
  srikakulam: {
    title: 'శ్రీకాకుళం మత్స్యకారులకు తుఫాను హెచ్చరిక',
    content: 'బంగాళాఖాతంలో అల్పపీడనం కారణంగా శ్రీకాకుళం తీరంలో మత్స్యకారులు వేటకు వెళ్లవద్దని సూచించారు.',
    category: 'Environment',
  },
} as const;

/** Stories for the order of a search: words in the headline or only in the body, new or old. */
const RANKING = {
  headlineOld: {
    title: 'Reservoir levels rise after rain',
    content: 'Engineers opened two gates on Friday.',
    date: '2026-05-01',
  },
  bodyNew: {
    title: 'Engineers inspect the dam',
    content: 'The reservoir near Vijayawada was full and the engineers opened the gates.',
    date: '2026-05-05',
  },
  bothWords: {
    title: 'Reservoir gates opened',
    content: 'Water flowed downstream all night.',
    date: '2026-04-20',
  },
  oneWord: {
    title: 'Reservoir full for the first time',
    content: 'The gates stayed shut as the engineers watched.',
    date: '2026-04-20',
  },
  oneWordNewer: {
    title: 'Reservoir inflows ease',
    content: 'The gates will be shut on Monday.',
    date: '2026-04-21',
  },
} as const;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  for (const [key, article] of Object.entries(TELUGU)) {
    ids[key] = (
      await api.createArticle(token, {
        ...article,
        language: 'te',
        date: '2026-03-01',
        mediaUrl: '/media/x.svg',
      })
    ).id;
  }
  for (const [key, article] of Object.entries(RANKING)) {
    ids[key] = (
      await api.createArticle(token, {
        ...article,
        language: 'en',
        category: 'Environment',
        mediaUrl: '/media/x.svg',
      })
    ).id;
  }
});
afterAll(() => api.close());

async function list(query: string) {
  const res = await api.inject({ method: 'GET', url: `/Articles?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RestArticlePage<Article>>();
}

const keyOf = (id: number) => Object.entries(ids).find(([, i]) => i === id)?.[0];

describe('Search ranked by relevance', () => {
  /** This test's stories a search of the English edition finds, in the order given. */
  const search = async (query: string, extra = '') =>
    (await list(`Search=${encodeURIComponent(query)}&Language=en&PageSize=100${extra}`)).data
      .map((a) => keyOf(a.id))
      .filter((k): k is keyof typeof RANKING => k !== undefined && k in RANKING);

  it('puts a headline match before newer body matches; SortBy=desc keeps newest first', async () => {
    // All five have the word: four in the headline (newer first among them), one in the body.
    expect(await search('reservoir')).toEqual([
      'headlineOld',
      'oneWordNewer',
      'oneWord',
      'bothWords',
      'bodyNew',
    ]);
    expect(await search('reservoir', '&SortBy=relevance')).toEqual(await search('reservoir'));
    expect(await search('reservoir', '&SortBy=desc')).toEqual([
      'bodyNew',
      'headlineOld',
      'oneWordNewer',
      'oneWord',
      'bothWords',
    ]);
  });

  it('puts every word in the headline before some, and the newer first among equals', async () => {
    expect(await search('reservoir gates')).toEqual([
      'bothWords',
      'headlineOld',
      'oneWordNewer',
      'oneWord',
      'bodyNew',
    ]);
  });

  it('finds other forms of a word in the headline by its stem', async () => {
    const ranked = await search('reservoirs');
    expect(ranked.indexOf('headlineOld')).toBeLessThan(ranked.indexOf('bodyNew'));
  });

  it('refuses an unknown order, naming relevance among those it takes', async () => {
    const res = await api.inject({ method: 'GET', url: '/Articles?Search=dam&SortBy=best' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('SortBy');
    expect(res.body).toContain('relevance');
  });

  it('is newest first without a search, whatever SortBy=relevance says', async () => {
    const newest = await list('Language=en&PageSize=5');
    const relevance = await list('Language=en&PageSize=5&SortBy=relevance');
    expect(relevance.data.map((a) => a.id)).toEqual(newest.data.map((a) => a.id));
  });
});

describe('A search across editions, typed in English letters', () => {
  /** The Telugu stories of this test a search across the editions finds, for an English reader. */
  async function telugu(query: string) {
    const page = await list(`Search=${encodeURIComponent(query)}&PreferLanguage=en&PageSize=100`);
    return page.data
      .filter((a) => a.language === 'te')
      .map((a) => keyOf(a.id))
      .filter((k) => k !== undefined)
      .sort();
  }

  // Names, places and common news words as readers type them, with loose spellings and the
  // suffixes లో, కు, కి, ని.
  const TABLE: [string, (keyof typeof TELUGU)[]][] = [
    ['vijayawada', ['vijayawada']],
    ['vijayawadalo', ['vijayawada']],
    ['varadalu', ['godavari', 'vijayawada']],
    ['varada', ['godavari', 'vijayawada']],
    ['hyderabad', ['metro']],
    ['haidarabad', ['metro']],
    ['metro', ['metro']],
    ['nizamabad', ['nizamabad']],
    ['nijamabad', ['nizamabad']],
    ['varshalu', ['nizamabad']],
    ['varshaalu', ['nizamabad']],
    ['amaravati', ['amaravati']],
    ['amaravathi', ['amaravati']],
    ['amaravatini', ['amaravati']],
    ['rajadhani', ['amaravati']],
    ['mukhyamantri', ['amaravati']],
    ['mukyamantri', ['amaravati']],
    ['ennikalu', ['elections']],
    ['enikalu', ['elections']],
    ['panchayati', ['elections']],
    ['warangal', ['elections']],
    ['visakhapatnam', ['cricket']],
    ['vishakapatnam', ['cricket']],
    ['cricket', ['cricket']],
    ['kriket', ['cricket']],
    ['kurnool', ['kurnool']],
    ['karnulu', ['kurnool']],
    ['raitulu', ['kurnool']],
    ['rythulu', ['kurnool']],
    ['raitulaku', ['kurnool']],
    ['vartalu', ['news']],
    ['vaartalu', ['news']],
    ['tirumala', ['tirumala']],
    ['tirumalaku', ['tirumala']],
    ['tirupati', ['tirumala']],
    ['bhaktulu', ['tirumala']],
    ['telangana', ['schools']],
    ['telanganalo', ['schools']],
    ['dasara', ['schools']],
    ['selavulu', ['schools']],
    ['godavari', ['godavari']],
    ['godavariki', ['godavari']],
    ['bhadrachalam', ['godavari']],
    ['srikakulam', ['srikakulam']],
    ['matsyakarulu', ['srikakulam']],
    ['tufanu', ['srikakulam']],
    ['vijayawada varadalu', ['vijayawada']],
    // Inflected Telugu finds the other forms of its word; a ZWNJ or none reads the same.
    ['విజయవాడకు', ['vijayawada']],
    ['మెట్రోలో', ['metro']],
    ['ఎన్నికలు', ['elections']],
    ['జిల్లాకు', ['elections', 'nizamabad']],
    ['క్రికెట్‌కు', ['cricket']],
    ['క్రికెట్కు', ['cricket']],
    // Telugu typed in English letters keeps its ending, typed joined or as a word.
    ['hyderabad lo', ['metro']],
    ['vijayawada ki', ['vijayawada']],
    ['visakhapatnam lo', ['cricket']],
    ['godavari varada', ['godavari']],
    ['hyderabad metro', ['metro']],
  ];

  it.each(TABLE)('%s finds %j', async (query, expected) => {
    expect(await telugu(query)).toEqual([...expected].sort());
  });

  it('says which Telugu words it searched for when that is what found the stories', async () => {
    const page = await list('Search=vijayawada&PreferLanguage=en');
    expect(page.searchedAs).toBe('విజయవాడ');
    expect(page.data.map((a) => keyOf(a.id))).toContain('vijayawada');
    // An English word that found English stories only says nothing.
    expect((await list('Search=reservoir&PreferLanguage=en')).searchedAs).toBeUndefined();
  });

  it("puts the reader's edition first, and finds a Telugu word from the English edition", async () => {
    const fromEnglish = await list(`Search=${encodeURIComponent('వరద')}&PreferLanguage=en`);
    expect(fromEnglish.data.map((a) => keyOf(a.id)).sort()).toEqual(['godavari', 'vijayawada']);
    const forTelugu = await list('Search=vijayawada&PreferLanguage=te&PageSize=100');
    expect(forTelugu.data.map((a) => keyOf(a.id))).toEqual(['vijayawada', 'bodyNew']);
    const forEnglish = await list('Search=vijayawada&PreferLanguage=en&PageSize=100');
    expect(forEnglish.data.map((a) => keyOf(a.id))).toEqual(['bodyNew', 'vijayawada']);
  });

  it('keeps a search without PreferLanguage to the words as typed', async () => {
    const page = await list('Search=vijayawada&PageSize=100');
    expect(page.data.every((a) => a.language === 'en')).toBe(true);
    expect(page.searchedAs).toBeUndefined();
  });

  it('refuses an unknown PreferLanguage, naming it', async () => {
    const res = await api.inject({ method: 'GET', url: '/Articles?Search=x&PreferLanguage=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('PreferLanguage');
  });
});

describe('the readings of new words', () => {
  it('finds a story written after start-up by its English-letter spelling', async () => {
    const created = await api.createArticle(token, {
      title: 'నల్గొండలో కొత్త బస్టాండ్ ప్రారంభం',
      content: 'నల్గొండ పట్టణంలో కొత్త బస్టాండ్‌ను మంత్రి ప్రారంభించారు.',
      category: 'Business',
      language: 'te',
      date: '2026-03-02',
      mediaUrl: '/media/x.svg',
    });
    const page = await list('Search=nalgonda&PreferLanguage=te');
    expect(page.data.map((a) => a.id)).toContain(created.id);
    const res = await api.inject({
      method: 'DELETE',
      url: `/Articles/${created.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('GET /TeluguWords', () => {
  const words = (word: string, headers: Record<string, string> = bearer(token)) =>
    api.inject({ method: 'GET', url: `/TeluguWords?Word=${encodeURIComponent(word)}`, headers });

  it('offers the Telugu words of the stories a typed word may be, the nearest first', async () => {
    const res = await words('vijayawada');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: string[] }>().data[0]).toBe('విజయవాడ');
    expect((await words('Varshaalu')).json<{ data: string[] }>().data[0]).toBe('వర్షాలు');
  });

  it('offers only whole words, not the longer words a start of one begins', async () => {
    expect((await words('vija')).json<{ data: string[] }>().data).toEqual([]);
  });

  it('is for staff only, and takes one word in English letters', async () => {
    expect((await words('vijayawada', {})).statusCode).toBe(401);
    const bad = await words('విజయవాడ');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Word');
  });
});
