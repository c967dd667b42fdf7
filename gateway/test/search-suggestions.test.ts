import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, type Stack } from './helpers.js';

/*
 * searchSuggestions and searchCorrection through /graphql, and the reader script's /suggestions,
 * over the real api.
 */

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  const admin = await stack.login('admin', ADMIN_PASSWORD);
  for (const [title, language, status] of [
    ['Velmarpet school reopens', 'EN', 'PUBLISHED'],
    ['వెల్మార్‌పేట బడి తెరుచుకుంది', 'TE', 'PUBLISHED'],
    ['Velmarpet secret draft', 'EN', 'DRAFT'],
  ] as const) {
    const res = await stack.gql(
      `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title,
          content: language === 'TE' ? 'పిల్లలు తిరిగి వచ్చారు.' : 'Children are back.',
          category: 'ENVIRONMENT',
          language,
          mediaUrl: '/media/seed/x.svg',
          status,
        },
      },
      { token: admin },
    );
    expect(res.body.errors).toBeUndefined();
  }
});
afterAll(() => stack.close());

const SUGGEST = `query($query: String!, $language: Language) {
  searchSuggestions(query: $query, language: $language) { kind text language articleId }
}`;

interface Suggestion {
  kind: 'HEADLINE' | 'NAME';
  text: string;
  language: 'EN' | 'TE';
  articleId: string | null;
}

describe('searchSuggestions', () => {
  it('offers names and headlines readers see, never a draft', async () => {
    const res = await stack.gql<{ searchSuggestions: Suggestion[] }>(SUGGEST, {
      query: 'velm',
      language: 'EN',
    });
    expect(res.body.errors).toBeUndefined();
    const found = res.body.data!.searchSuggestions;
    expect(found).toContainEqual({
      kind: 'NAME',
      text: 'Velmarpet',
      language: 'EN',
      articleId: null,
    });
    const headlines = found.filter((s) => s.kind === 'HEADLINE').map((s) => s.text);
    expect(headlines).toContain('Velmarpet school reopens');
    expect(headlines).not.toContain('Velmarpet secret draft');
  });

  it('refuses a query too short or too long, naming the argument', async () => {
    for (const query of ['v', ' v ', 'v'.repeat(101)]) {
      const res = await stack.gql(SUGGEST, { query });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions?.field).toBe('query');
    }
  });
});

describe('searchCorrection', () => {
  const CORRECT = `query($query: String!) { searchCorrection(query: $query) }`;

  it('puts a misspelt name right, as stories write it, and leaves a known one', async () => {
    for (const [query, meant] of [
      ['velmarpt school', 'Velmarpet school'],
      ['velmarpet', null],
    ]) {
      const res = await stack.gql<{ searchCorrection: string | null }>(CORRECT, { query });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.searchCorrection, query!).toBe(meant);
    }
  });

  it('refuses an empty or too long query, naming the argument', async () => {
    for (const query of ['', '  ', 'v'.repeat(201)]) {
      const res = await stack.gql(CORRECT, { query });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors![0]!.extensions?.field).toBe('query');
    }
  });
});

describe('GET /suggestions', () => {
  it('answers the same suggestions as cached JSON', async () => {
    const res = await fetch(`${stack.url}/suggestions?q=velm&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=60/);
    const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
    expect(data).toContainEqual(expect.objectContaining({ kind: 'name', text: 'Velmarpet' }));
  });

  it('refuses a bad q or lang, naming it', async () => {
    for (const [query, field] of [
      ['q=v', 'q'],
      ['q=velm&lang=fr', 'lang'],
    ]) {
      const res = await fetch(`${stack.url}/suggestions?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(field);
    }
  });
});
