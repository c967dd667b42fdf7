import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS } from '@news/contract';
import { buildGateway, type Gateway } from '../src/app.js';
import { UPSTREAM_MESSAGE } from '../src/errors.js';
import { loadConfig } from '../src/config.js';
import { ADMIN_PASSWORD, codes, startStack, testClock, until, type Stack } from './helpers.js';

/** `METHOD /path` of each REST call since the last reset, query strings left out. */
const callList = (stack: Stack) => stack.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`);
/** The ids a call asked for with `Ids`, sorted as strings. */
const idsAsked = (url: string) =>
  (new URL(url, 'http://api').searchParams.get('Ids') ?? '').split(',').sort();

describe('REST calls per operation', () => {
  let stack: Stack;
  let admin: string;
  let ids: string[];

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin', ADMIN_PASSWORD);
    ids = [];
    for (let i = 0; i < 12; i++) {
      const res = await stack.gql<{ createArticle: { id: string } }>(
        'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
        {
          input: {
            title: `Story ${i}`,
            content: `Body ${i}`,
            category: 'SPORTS',
            language: 'EN',
            mediaUrl: '/media/seed/x.svg',
            date: `2026-03-${String(10 + i).padStart(2, '0')}`,
          },
        },
        { token: admin },
      );
      ids.push(res.body.data!.createArticle.id);
    }
  });
  afterAll(() => stack.close());

  /** Runs the operation and answers the REST calls it made. */
  async function callsFor(query: string, variables: Record<string, unknown> = {}, token?: string) {
    stack.resetCalls();
    const res = await stack.gql(query, variables, token ? { token } : {});
    expect(res.body.errors).toBeUndefined();
    return callList(stack);
  }

  it('a page of articles, with every field of every item, is one call', async () => {
    expect(
      await callsFor(
        '{ articles(pageSize: 500) { totalItems items { id title content category mediaUrl createdAt author { id name } } } }',
      ),
    ).toEqual(['GET /Articles']);
  });

  it('the same article asked for twice is one call', async () => {
    expect(
      await callsFor(
        'query($id: ID!) { a: article(id: $id) { title } b: article(id: $id) { content } }',
        {
          id: ids[0],
        },
      ),
    ).toEqual([`GET /Articles/${ids[0]}`]);
  });

  it('two different articles are one call, asking for both', async () => {
    const calls = await callsFor(
      'query($a: ID!, $b: ID!) { a: article(id: $a) { title } b: article(id: $b) { title } }',
      { a: ids[0], b: ids[1] },
    );
    expect(calls).toEqual(['GET /Articles']);
    expect(idsAsked(stack.calls[0]!.url)).toEqual([ids[0], ids[1]].sort());
  });

  const FULL =
    'fragment Full on Article { id title content body bodyImages { id } category language mediaUrl image { id } imageAlt imageCaption imageCredit summary writtenSummary lead status publishedAt createdAt updatedAt author { id name } translation { id } shareImage { url } viewerCanEdit viewerCanDelete viewerCanPublish }';

  it('an article that came back complete in a list costs no further call', async () => {
    // Newest first: the last article created is on the first page.
    expect(
      await callsFor(
        `query($id: ID!) { articles(pageSize: 5) { items { ...Full } } article(id: $id) { title content } } ${FULL}`,
        { id: ids[11] },
      ),
    ).toEqual(['GET /Articles']);
  });

  it('an article not in the list is fetched on its own: two calls', async () => {
    expect(
      await callsFor(
        `query($id: ID!) { articles(pageSize: 5) { items { ...Full } } article(id: $id) { title } } ${FULL}`,
        { id: ids[0] },
      ),
    ).toEqual(['GET /Articles', `GET /Articles/${ids[0]}`]);
  });

  it('a list fetches only the article fields selected, and such partial articles answer no lookup', async () => {
    stack.resetCalls();
    const res = await stack.gql<{ articles: { items: Record<string, unknown>[] } }>(
      `query($id: ID!) {
        articles(pageSize: 3) { items { id title ... on Article { category } ...When } }
        article(id: $id) { content }
      }
      fragment When on Article { createdAt }`,
      { id: ids[11] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.articles.items[0]).toEqual({
      id: ids[11],
      title: 'Story 11',
      category: 'SPORTS',
      createdAt: expect.stringMatching(/^2026-03-21T/) as unknown,
    });
    expect(callList(stack)).toEqual(['GET /Articles', `GET /Articles/${ids[11]}`]);
    const fields = new URL(stack.calls[0]!.url, 'http://x').searchParams.get('Fields');
    expect(fields?.split(',').sort()).toEqual(['category', 'createdAt', 'id', 'title']);
  });

  it('a list that selects every article field names them all, the body too', async () => {
    stack.resetCalls();
    await stack.gql(`{ articles(pageSize: 1) { items { ...Full } } } ${FULL}`);
    const fields = new URL(stack.calls[0]!.url, 'http://x').searchParams.get('Fields');
    expect(fields?.split(',')).toEqual([...ARTICLE_FIELDS]);
  });

  it('an id with no article is one call, answering null', async () => {
    stack.resetCalls();
    const res = await stack.gql('{ article(id: "999999") { id } }');
    expect(res.body).toEqual({ data: { article: null } });
    expect(callList(stack)).toEqual(['GET /Articles/999999']);
  });

  it('categories and logout make no call', async () => {
    expect(await callsFor('{ categories }')).toEqual([]);
    expect(await callsFor('mutation { logout }')).toEqual([]);
  });

  it('me asked for twice is one call; without a token, none', async () => {
    expect(await callsFor('{ me { id } again: me { username } }', {}, admin)).toEqual([
      'GET /Auth/me',
    ]);
    expect(await callsFor('{ me { id } }')).toEqual([]);
  });

  it('an account that came back in the users list costs no further call', async () => {
    const list = await stack.gql<{ users: { items: { id: string }[] } }>(
      '{ users(pageSize: 10) { items { id } } }',
      {},
      { token: admin },
    );
    const id = list.body.data!.users.items[0]!.id;
    expect(
      await callsFor(
        'query($id: ID!) { users(pageSize: 10) { items { id } } user(id: $id) { username } }',
        { id },
        admin,
      ),
    ).toEqual(['GET /User']);
  });

  it('each mutation is exactly one call, and its answer needs no further call', async () => {
    expect(
      await callsFor(
        'mutation { login(username: "admin", password: "admin-password-1") { token user { id } } }',
      ),
    ).toEqual(['POST /Auth/login']);

    expect(
      await callsFor(
        'mutation($id: ID!) { a: updateArticle(id: $id, input: { title: "One" }) { id title } b: updateArticle(id: $id, input: { content: "Two" }) { title content author { name } } }',
        { id: ids[2] },
        admin,
      ),
    ).toEqual([`PATCH /Articles/${ids[2]}`, `PATCH /Articles/${ids[2]}`]);

    const created = await callsFor(
      'mutation { createArticle(input: { title: "New", content: "Body", category: BUSINESS, language: EN, mediaUrl: "/media/x.svg" }) { id title author { name } } }',
      {},
      admin,
    );
    expect(created).toEqual(['POST /Articles']);

    expect(
      await callsFor('mutation($id: ID!) { deleteArticle(id: $id) }', { id: ids[3] }, admin),
    ).toEqual([`DELETE /Articles/${ids[3]}`]);
  });

  it('an operation may have at most 20 top-level fields, and one with more makes no call', async () => {
    const fields = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `a${i}: article(id: "${ids[i % ids.length]}") { id }`,
      ).join(' ');
    stack.resetCalls();
    const tooMany = await stack.gql(`{ ${fields(21)} }`);
    expect(tooMany.status).toBe(400);
    expect(codes(tooMany)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(tooMany.body.errors![0]!.message).toMatch(/at most 20 top-level fields/);
    // Fragments count too.
    const hidden = await stack.gql(`{ ...F } fragment F on Query { ${fields(21)} }`);
    expect(codes(hidden)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(stack.calls).toEqual([]);
    const twenty = await stack.gql(`{ ${fields(20)} }`);
    expect(twenty.body.errors).toBeUndefined();
    // Twelve different articles, each asked for once, in one call.
    expect(callList(stack)).toEqual(['GET /Articles']);
    expect(idsAsked(stack.calls[0]!.url)).toEqual([...ids].sort());
  });

  it('a subscription sent as JSON is refused as a bad request, not a server failure', async () => {
    stack.resetCalls();
    const res = await stack.gql('subscription { breakingAlerts { id } }');
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.body.errors?.[0]?.message).toMatch(/Accept: text\/event-stream/);
    expect(callList(stack)).toEqual([]);
    expect(stack.logs()).not.toContain('unexpected error');
  });

  it('a mutation without a token makes no call', async () => {
    stack.resetCalls();
    const res = await stack.gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id: ids[4] });
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(stack.calls).toEqual([]);
  });
});

describe('when the REST API stops', () => {
  let stack: Stack;

  beforeAll(async () => {
    // Nothing kept in the reader cache: each read asks the api, whose failures are under test.
    stack = await startStack({ gatewayEnv: { PAGE_CACHE_TTL_MS: '0' } });
  });
  afterAll(() => stack.close());

  it('answers UPSTREAM_UNAVAILABLE at once, stays up, and recovers when the api is back', async () => {
    expect((await stack.gql('{ articles { totalItems } }')).body.errors).toBeUndefined();
    await stack.stopApi();

    // A refused connection is known at once: the deadline's clock never moves here.
    const down = await stack.gql('{ articles { totalItems } }');
    expect(codes(down)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(down.body.errors![0]!.message).toBe(UPSTREAM_MESSAGE);
    expect(down.body.data).toBeNull();

    // A missing api is not a missing article.
    const article = await stack.gql('{ article(id: "1") { id } }');
    expect(codes(article)).toEqual(['UPSTREAM_UNAVAILABLE']);
    const login = await stack.gql('mutation { login(username: "admin", password: "x") { token } }');
    expect(codes(login)).toEqual(['UPSTREAM_UNAVAILABLE']);

    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(503);
    expect((await stack.gql('{ categories }')).body.data).toEqual({
      categories: expect.arrayContaining(['POLITICS']) as unknown,
    });

    await stack.restartApi();
    const back = await stack.gql('{ articles { totalItems } }');
    expect(back.body).toEqual({ data: { articles: { totalItems: 0 } } });
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
  });
});

/** A stand-in REST API that misbehaves as each test needs. */
class StubApi {
  server: http.Server;
  hits: string[] = [];
  handler: (req: http.IncomingMessage, res: http.ServerResponse, hit: number) => void = () => {};
  private readonly events = new EventEmitter();

  constructor() {
    this.server = http.createServer((req, res) => {
      this.hits.push(`${req.method} ${req.url?.split('?')[0]}`);
      this.handler(req, res, this.hits.length);
      this.events.emit('hit');
    });
  }

  /** Resolves once `count` requests have arrived. */
  untilHits(count: number): Promise<void> {
    return until(this.events, 'hit', () => this.hits.length >= count, `${count} requests`);
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('a REST API that misbehaves', () => {
  /** API_TIMEOUT_MS: the deadline, on a clock the test moves (undici's own timeouts never come). */
  const TIMEOUT_MS = 60_000;
  const clock = testClock();
  let stub: StubApi;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    stub = new StubApi();
    const apiUrl = await stub.listen();
    gateway = await buildGateway(
      // Nothing kept in the reader cache: each read asks the api, whose answers are under test.
      loadConfig({
        API_URL: apiUrl,
        API_TIMEOUT_MS: String(TIMEOUT_MS),
        LOG_LEVEL: 'silent',
        PAGE_CACHE_TTL_MS: '0',
      }),
      { timers: clock },
    );
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    stub.hits = [];
  });
  afterAll(async () => {
    await gateway.app.close();
    await stub.close();
  });

  const gql = async (query: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  };
  const errorCodes = (r: Awaited<ReturnType<typeof gql>>) =>
    r.body.errors?.map((e) => e.extensions?.code);

  it('a 5xx answer is UPSTREAM_UNAVAILABLE, and nothing of it reaches the client', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ code: 'X', message: 'SQLITE_CORRUPT at /srv/news.db' }] }),
      );
    };
    const res = await gql('{ articles { totalItems } }');
    expect(errorCodes(res)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(JSON.stringify(res.body)).not.toMatch(/SQLITE|srv|news\.db|127\.0\.0\.1/);
    expect(res.body.errors![0]!.message).toBe(UPSTREAM_MESSAGE);
  });

  it('an HTML error page or a non-JSON success is UPSTREAM_UNAVAILABLE', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    expect(errorCodes(await gql('{ articles { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
    stub.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('all good');
    };
    expect(errorCodes(await gql('{ articles { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  /** An answer of seven articles. */
  const sevenArticles = (res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: [],
        pagination: {
          totalItems: 7,
          totalItemsCapped: false,
          page: 1,
          pageSize: 10,
          totalPages: 1,
        },
      }),
    );
  };

  it('passes on that the api capped its count', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: [],
          pagination: {
            totalItems: 1000,
            totalItemsCapped: true,
            page: 1,
            pageSize: 50,
            totalPages: 20,
          },
        }),
      );
    };
    expect((await gql('{ articles { totalItems totalItemsCapped totalPages } }')).body).toEqual({
      data: { articles: { totalItems: 1000, totalItemsCapped: true, totalPages: 20 } },
    });
  });

  it('an api that never answers is UPSTREAM_UNAVAILABLE at the deadline, without a retry', async () => {
    const held: http.ServerResponse[] = [];
    stub.handler = (_req, res) => void held.push(res);
    // An answer a moment before the deadline is in time.
    const inTime = gql('{ articles { totalItems } }');
    await stub.untilHits(1);
    clock.tick(TIMEOUT_MS - 1);
    sevenArticles(held[0]!);
    expect((await inTime).body).toEqual({ data: { articles: { totalItems: 7 } } });

    // None at all: the deadline passes, and that is the end of it.
    stub.hits = [];
    const late = gql('{ articles { totalItems } }');
    await stub.untilHits(1);
    clock.tick(TIMEOUT_MS);
    expect(errorCodes(await late)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(stub.hits).toEqual(['GET /Articles']);
  });

  it('a status the mapping does not know, such as 431, is a bad request when 4xx', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(431, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: 'BAD_REQUEST', message: 'Headers too large' }] }));
    };
    expect(errorCodes(await gql('{ articles { totalItems } }'))).toEqual(['BAD_USER_INPUT']);
    stub.handler = (_req, res) => {
      res.writeHead(418, { 'content-type': 'application/json' });
      res.end('{}');
    };
    expect(errorCodes(await gql('{ articles { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('one deadline covers a read and its retry', async () => {
    const held: [http.IncomingMessage, http.ServerResponse][] = [];
    stub.handler = (req, res) => void held.push([req, res]);
    const res = gql('{ articles { totalItems } }');
    await stub.untilHits(1);
    // Most of the deadline passes before the first try's connection drops.
    clock.tick(TIMEOUT_MS - 1000);
    held[0]![0].socket.destroy();
    await stub.untilHits(2);
    // The deadline in all, not a new one for the second try: its answer comes too late.
    clock.tick(1000);
    sevenArticles(held[1]![1]);
    expect(errorCodes(await res)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(stub.hits).toEqual(['GET /Articles', 'GET /Articles']);
  });

  it('an image reaches a reader who reads slowly, past the REST deadline', async () => {
    const image = Buffer.alloc(8 * 1024 * 1024, 7);
    stub.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
      res.end(image);
    };
    const port = (gateway.app.server.address() as AddressInfo).port;
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/media/big.png' }, (res) => {
          let bytes = 0;
          res.pause();
          // Reads nothing until the REST deadline has passed, then everything.
          clock.tick(TIMEOUT_MS);
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve(bytes));
          res.on('error', reject);
          res.resume();
        })
        .on('error', reject);
    });
    expect(received).toBe(image.length);
  });

  it('a read whose connection drops is tried once more', async () => {
    stub.handler = (req, res, hit) => {
      if (hit === 1) {
        req.socket.destroy();
        return;
      }
      sevenArticles(res);
    };
    const res = await gql('{ articles { totalItems } }');
    expect(res.body).toEqual({ data: { articles: { totalItems: 7 } } });
    expect(stub.hits).toEqual(['GET /Articles', 'GET /Articles']);
  });

  it('a read that fails twice is UPSTREAM_UNAVAILABLE after two tries, not more', async () => {
    stub.handler = (req) => req.socket.destroy();
    expect(errorCodes(await gql('{ articles { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(stub.hits).toEqual(['GET /Articles', 'GET /Articles']);
  });

  it('a mutation whose connection drops is never sent again', async () => {
    stub.handler = (req) => req.socket.destroy();
    const res = await gql(
      'mutation { login(username: "admin", password: "secret-password") { token } }',
    );
    expect(errorCodes(res)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(stub.hits).toEqual(['POST /Auth/login']);
  });
});
