import type { FuzzRequest } from './http.js';
import { post } from './graphql.js';
import { make, SEED_IMAGE } from './rest.js';
import { BAD_MEDIA_URLS, utf8 } from './values.js';

/**
 * Fixed requests that go into every run besides the generated ones, whatever the seed: the
 * shapes that broke the stack before (kept so they cannot come back unnoticed), each sent the
 * way that reaches the code at fault (signed in, otherwise valid).
 */

const INVALID_UTF8 = [
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe0, 0xb0],
  [0xf4, 0x90, 0x80, 0x80],
];

const json = { 'content-type': 'application/json' };

const article = (mediaUrl: string) => ({
  title: 'Corpus headline',
  content: 'Corpus body.',
  category: 'Politics',
  language: 'en',
  mediaUrl,
});

/** A valid article body with raw bytes in the middle of its title. */
const titleWithBytes = (bytes: number[]) =>
  Buffer.concat([
    utf8('{"title":"Corpus '),
    Buffer.from(bytes),
    utf8(
      `","content":"Corpus body.","category":"Politics","language":"en","mediaUrl":"${SEED_IMAGE}"}`,
    ),
  ]);

function fragmentBomb(fanOut: number, levels: number): string {
  const frags = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Article { id ${`...F${i + 1} `.repeat(fanOut)}}`,
  );
  frags.push(`fragment F${levels} on Article { title }`);
  return `query Bomb { articles { items { ...F0 } } }\n${frags.join('\n')}`;
}

function fragmentChain(length: number): string {
  const frags = Array.from({ length }, (_, i) => `fragment F${i} on Article { id ...F${i + 1} }`);
  frags.push(`fragment F${length} on Article { title }`);
  return `query Chain { articles { items { ...F0 } } }\n${frags.join('\n')}`;
}

export function restCorpus(): FuzzRequest[] {
  return [
    ...BAD_MEDIA_URLS.map((url) =>
      make('corpus: POST /Articles, bad mediaUrl', 'POST', '/Articles', {
        auth: 'admin',
        headers: json,
        body: JSON.stringify(article(url)),
      }),
    ),
    ...BAD_MEDIA_URLS.slice(0, 4).map((url) =>
      make('corpus: PATCH /Articles/:id, bad mediaUrl', 'PATCH', '/Articles/1', {
        auth: 'admin',
        headers: json,
        body: JSON.stringify({ mediaUrl: url }),
      }),
    ),
    ...INVALID_UTF8.map((bytes) =>
      make('corpus: POST /Articles, body not UTF-8', 'POST', '/Articles', {
        auth: 'admin',
        headers: json,
        body: titleWithBytes(bytes),
      }),
    ),
    make('corpus: PATCH /Articles/:id, body not UTF-8', 'PATCH', '/Articles/2', {
      auth: 'admin',
      headers: json,
      body: Buffer.concat([utf8('{"title":"Corpus '), Buffer.from([0xff]), utf8('"}')]),
    }),
  ];
}

export function graphqlCorpus(): FuzzRequest[] {
  const create =
    'mutation C($input: CreateArticleInput!) { createArticle(input: $input) { id mediaUrl } }';
  return [
    ...BAD_MEDIA_URLS.map((url) =>
      post(
        'corpus: createArticle, bad mediaUrl',
        {
          query: create,
          variables: { input: { ...article(url), category: 'POLITICS', language: 'EN' } },
        },
        { auth: 'admin' },
      ),
    ),
    ...INVALID_UTF8.slice(0, 3).map((bytes) =>
      post(
        'corpus: body not UTF-8',
        Buffer.concat([
          utf8('{"query":"{ articles(search: \\"a'),
          Buffer.from(bytes),
          utf8('\\") { totalItems } }"}'),
        ]),
      ),
    ),
    post('corpus: fragment bomb', { query: fragmentBomb(3, 20) }),
    post('corpus: fragment bomb', { query: fragmentBomb(2, 30) }),
    post('corpus: fragment bomb', { query: fragmentBomb(6, 12) }),
    post('corpus: fragment chain', { query: fragmentChain(3000) }),
    post('corpus: fragment chain', { query: fragmentChain(6000) }),
    post('corpus: deep inline fragments', {
      query: `{ ${'... on Query { '.repeat(3000)}categories${' }'.repeat(3000)} }`,
    }),
    post('corpus: many aliases', {
      query: `{ articles(pageSize: 1000) { items { ${Array.from({ length: 2000 }, (_, i) => `a${i}: title`).join(' ')} } } }`,
    }),
    ...[60, 20_000].map((n) =>
      post('corpus: unknown input fields', {
        query: create,
        variables: {
          input: {
            ...article(SEED_IMAGE),
            category: 'POLITICS',
            language: 'EN',
            ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])),
          },
        },
      }),
    ),
  ];
}

/** `extra` spread evenly through `list` (a fixed place for each, whatever the seed). */
export function spread<T>(list: T[], extra: T[]): T[] {
  const out = [...list];
  extra.forEach((item, i) => {
    const at = Math.floor(((i + 1) * out.length) / (extra.length + 1));
    out.splice(at, 0, item);
  });
  return out;
}
