import zlib from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/**
 * A kept public GraphQL answer is sent before Apollo Server's pipeline runs (graphql-kept.ts):
 * to the reader it is the same answer, byte for byte and header for header (its form also varying
 * by Accept-Encoding), compressed when the request takes it, and a request with a session or a
 * mutation never gets one.
 */
const LATEST = 'query Latest($size: Int!) { articles(pageSize: $size) { items { id title } } }';
const HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'vary',
  'content-encoding',
  'surrogate-key',
];

describe('a kept public GraphQL answer', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startStack();
    token = await stack.login('admin', ADMIN_PASSWORD);
    const res = await stack.gql(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: 'Harbour reopens',
          content: 'Harbour reopens: the whole story.',
          category: 'ENVIRONMENT',
          language: 'EN',
          mediaUrl: '/media/seed/x.svg',
          status: 'PUBLISHED',
        },
      },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
  });
  afterAll(() => stack.close());

  const post = async (body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, headers: Object.fromEntries(HEADERS.map((h) => [h, res.headers.get(h)])) };
  };

  it('is sent byte for byte as Apollo wrote it, with the same headers, without the api', async () => {
    const ask = { operationName: 'Latest', query: LATEST, variables: { size: 7 } };
    const first = await post(ask);
    expect(first.res.status).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, /);
    expect(first.headers.etag).toBeTruthy();
    stack.resetCalls();
    const kept = await post(ask);
    expect(stack.calls).toEqual([]);
    expect(kept.res.status).toBe(200);
    expect(kept.bytes.equals(first.bytes)).toBe(true);
    expect(kept.headers).toEqual({
      ...first.headers,
      vary: `${first.headers.vary}, Accept-Encoding`,
    });
    expect((await post(ask, { 'if-none-match': first.headers.etag! })).res.status).toBe(304);
  });

  it('is not sent to a request with a session, whose reads are its own', async () => {
    const ask = { query: LATEST, variables: { size: 6 } };
    await post(ask);
    const signedIn = await post(ask, { authorization: `Bearer ${token}` });
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.headers['cache-control']).toContain('private');
    expect(signedIn.headers.etag).toBeNull();
    const badToken = await post(ask, { authorization: 'Bearer nonsense!' });
    expect(badToken.res.status).toBe(401);
  });

  it('never answers a mutation, even in the document of a kept query', async () => {
    const document = `${LATEST} mutation Out { logout }`;
    const query = await post({ operationName: 'Latest', query: document, variables: { size: 5 } });
    expect(query.headers.etag).toBeTruthy();
    await post({ operationName: 'Latest', query: document, variables: { size: 5 } });
    const mutation = await post({ operationName: 'Out', query: document, variables: { size: 5 } });
    expect(mutation.res.status).toBe(200);
    expect(JSON.parse(mutation.bytes.toString())).toEqual({ data: { logout: true } });
    expect(mutation.headers.etag).toBeNull();
  });

  it('leaves variables nested too deep to keep to Apollo, which refuses them', async () => {
    // Written as text: JSON.stringify itself cannot go this deep.
    const deep = `${'{"a":'.repeat(20_000)}{}${'}'.repeat(20_000)}`;
    const mutation =
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }';
    for (const query of [LATEST, mutation]) {
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"query":${JSON.stringify(query)},"variables":{"size":${deep},"input":${deep}}}`,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is dropped by a write to what it shows, on the next request', async () => {
    const ask = { query: LATEST, variables: { size: 4 } };
    const before = JSON.parse((await post(ask)).bytes.toString()) as {
      data: { articles: { items: { id: string; title: string }[] } };
    };
    const id = before.data.articles.items[0]!.id;
    const res = await stack.gql(
      'mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }',
      { id, input: { title: 'Harbour reopens at dawn' } },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    const after = JSON.parse((await post(ask)).bytes.toString()) as typeof before;
    expect(after.data.articles.items[0]!.title).toBe('Harbour reopens at dawn');
  });

  /** The answer's bytes as sent, not decoded (fetch would decode them). */
  const raw = async (body: object, acceptEncoding?: string) => {
    const res = await request(`${stack.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      encoding: res.headers['content-encoding'],
      vary: res.headers.vary,
      bytes: Buffer.from(await res.body.arrayBuffer()),
    };
  };

  it('is sent in the best compressed form the request takes, each the same JSON', async () => {
    const ask = { operationName: 'Latest', query: LATEST, variables: { size: 3 } };
    await post(ask);
    stack.resetCalls();
    const plain = await raw(ask, 'identity');
    expect(plain.encoding).toBeUndefined();
    const json = JSON.parse(plain.bytes.toString()) as { data: { articles: { items: unknown[] } } };
    expect(json.data.articles.items.length).toBeGreaterThan(0);

    const br = await raw(ask, 'br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(json);
    expect(br.vary).toBe('Cookie, Authorization, Accept-Encoding');

    const gzip = await raw(ask, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString())).toEqual(json);

    const notBrotli = await raw(ask, 'br;q=0, gzip');
    expect(notBrotli.encoding).toBe('gzip');
    expect(notBrotli.bytes.equals(gzip.bytes)).toBe(true);

    const none = await raw(ask);
    expect(none.encoding).toBeUndefined();
    expect(none.bytes.equals(plain.bytes)).toBe(true);
    expect(stack.calls).toEqual([]);
  });

  it('leaves a request Apollo answers as it was, uncompressed', async () => {
    const ask = { query: LATEST, variables: { size: 2 } };
    const first = await raw(ask, 'br, gzip');
    expect(first.status).toBe(200);
    expect(first.encoding).toBeUndefined();
    expect(first.vary).toBe('Cookie, Authorization');
  });
});
