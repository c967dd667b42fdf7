import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startStack, type Stack } from './helpers.js';

/** The serving layer over real HTTP: what browsers, CDNs and GraphQL clients rely on. */

interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[];
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const SEED_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/media/seed',
);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const readBody = async (res: Response) => (await res.json()) as GraphqlBody;

/** A request path as the api would read it, or as it is when it does not decode. */
const decodePath = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

const errorCodes = (body: GraphqlBody) => (body.errors ?? []).map((e) => e.extensions?.code);

/** GET /graphql with the given parameters; objects are sent as JSON, as clients do. */
function getGraphql(
  stack: Stack,
  params: Record<string, string | object>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return fetch(`${stack.url}/graphql?${search.toString()}`, { headers });
}

/** POST /graphql with a body sent exactly as given. */
function postGraphql(
  stack: Stack,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Response> {
  return fetch(`${stack.url}/graphql`, { method: 'POST', headers, body });
}

/** A GET whose path is sent byte for byte: fetch would resolve `..` segments itself. */
function rawGet(
  stack: Stack,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: rawPath, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const LOGIN_MUTATION =
  'mutation { login(username: "admin", password: "wrong-password") { token } }';

describe('GraphQL over GET, CSRF prevention and batching', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.resetCalls());

  it('runs a query sent over GET with the apollo-require-preflight header', async () => {
    const res = await getGraphql(
      stack,
      { query: '{ articles { totalItems } }' },
      { 'apollo-require-preflight': 'true' },
    );
    expect(res.status).toBe(200);
    expect(await readBody(res)).toEqual({ data: { articles: { totalItems: 0 } } });
    expect(stack.calls).toHaveLength(1);
  });

  it('runs a query sent over GET with a JSON content-type', async () => {
    const res = await getGraphql(
      stack,
      {
        query: 'query Count($c: Category) { articles(category: $c) { totalItems } }',
        variables: { c: 'SPORTS' },
      },
      { 'content-type': 'application/json' },
    );
    expect(res.status).toBe(200);
    expect(await readBody(res)).toEqual({ data: { articles: { totalItems: 0 } } });
  });

  it('refuses a mutation over GET with 405, before it reaches the REST API', async () => {
    const res = await getGraphql(
      stack,
      { query: LOGIN_MUTATION },
      { 'apollo-require-preflight': 'true' },
    );
    expect(res.status).toBe(405);
    const body = await readBody(res);
    expect(body.data).toBeUndefined();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a GET query with neither a preflight header nor a JSON content-type (CSRF)', async () => {
    const res = await getGraphql(stack, { query: '{ articles { totalItems } }' });
    expect(res.status).toBe(400);
    const body = await readBody(res);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/CSRF/);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a POST sent as text/plain, as a cross-site form could (CSRF)', async () => {
    const res = await postGraphql(stack, JSON.stringify({ query: LOGIN_MUTATION }), {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(400);
    expect((await readBody(res)).errors?.[0]?.message).toMatch(/CSRF/);
    expect(stack.calls).toEqual([]);
  });

  it('refuses batched requests (a JSON array body)', async () => {
    const res = await postGraphql(
      stack,
      JSON.stringify([
        { query: '{ articles { totalItems } }' },
        { query: '{ articles(page: 2) { totalItems } }' },
      ]),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = await readBody(res);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(stack.calls).toEqual([]);
  });
});

describe('automatic persisted queries', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.resetCalls());

  it('answers PERSISTED_QUERY_NOT_FOUND for a hash it has never seen', async () => {
    const hash = sha256('{ articles(pageSize: 3) { totalItems } }');
    const res = await postGraphql(
      stack,
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    );
    const body = await readBody(res);
    expect(body.data).toBeUndefined();
    expect(errorCodes(body)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(stack.calls).toEqual([]);
  });

  it('registers a query sent with its hash, then runs it from the hash alone over GET, cacheably', async () => {
    const query = '{ articles(pageSize: 5) { totalItems pageSize } }';
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };

    const registered = await postGraphql(
      stack,
      JSON.stringify({ query, extensions: { persistedQuery } }),
    );
    expect(registered.status).toBe(200);
    expect(await readBody(registered)).toEqual({
      data: { articles: { totalItems: 0, pageSize: 5 } },
    });

    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery }));
    const res = await fetch(`${stack.url}/graphql?extensions=${extensions}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(await readBody(res)).toEqual({ data: { articles: { totalItems: 0, pageSize: 5 } } });
    const cacheControl = res.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('public');
    expect(cacheControl).toMatch(/max-age=30\b/);
  });

  it('refuses a query whose hash does not match it', async () => {
    const res = await postGraphql(
      stack,
      JSON.stringify({
        query: '{ articles { totalItems } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ categories }') } },
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    const body = await readBody(res);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/provided sha does not match query/);
    expect(stack.calls).toEqual([]);
  });
});

describe('cache-control', () => {
  let stack: Stack;
  let token: string;
  let articleId: number;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.login('admin', ADMIN_PASSWORD);
    articleId = (await stack.api.createArticle(token)).id;
  });
  afterAll(() => stack.close());

  const expectPublic = (headers: Headers, maxAge: number) => {
    const cacheControl = headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('public');
    expect(cacheControl).toMatch(new RegExp(`max-age=${maxAge}\\b`));
  };

  it('lets any cache keep article lists for 30 seconds', async () => {
    const res = await stack.gql('{ articles { totalItems items { id title author { name } } } }');
    expect(res.body.errors).toBeUndefined();
    expectPublic(res.headers, 30);
  });

  it('lets any cache keep one article for 60 seconds', async () => {
    const res = await stack.gql<{ article: { id: string } | null }>(
      'query($id: ID!) { article(id: $id) { id title author { name } } }',
      { id: String(articleId) },
    );
    expect(res.body.data?.article?.id).toBe(String(articleId));
    expectPublic(res.headers, 60);
  });

  it('lets any cache keep the categories for an hour', async () => {
    const res = await stack.gql('{ categories }');
    expect(res.body.errors).toBeUndefined();
    expectPublic(res.headers, 3600);
  });

  it('marks an answer that includes `me` as not storable by shared caches', async () => {
    const res = await stack.gql<{ me: { username: string } | null }>(
      '{ articles { totalItems } me { username } }',
      {},
      { token },
    );
    expect(res.body.data?.me?.username).toBe('admin');
    const cacheControl = res.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toContain('public');
    expect(cacheControl).toContain('no-store');
  });

  it('marks a mutation answer no-store', async () => {
    const res = await stack.gql('mutation { logout }');
    expect(res.body).toEqual({ data: { logout: true } });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('malformed requests', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.resetCalls());

  it.each([
    ['truncated JSON', '{"query": "{ articles { totalItems } }"'],
    ['not JSON at all', 'query { articles { totalItems } }'],
    ['an empty body', ''],
  ])('answers %s with a 400 in the GraphQL error shape', async (_name, body) => {
    const res = await postGraphql(stack, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const json = await readBody(res);
    expect(typeof json.errors?.[0]?.extensions?.code).toBe('string');
    expect(json.errors?.[0]?.message).toEqual(expect.any(String));
    expect(json.errors?.[0]?.message).not.toBe('');
    expect(stack.calls).toEqual([]);
  });

  it.each([
    ['Basic abc'],
    ['Bearer a b'],
    ['Bearer'],
    ['Bearer '],
    ['Token abc.def.ghi'],
    ['Bearer abc"def'],
  ])('refuses the Authorization header %j with 401 UNAUTHENTICATED', async (authorization) => {
    const res = await stack.gql('{ articles { totalItems } }', {}, { headers: { authorization } });
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a malformed Authorization header even when a valid session cookie comes with it', async () => {
    const token = await stack.login('admin', ADMIN_PASSWORD);
    stack.resetCalls();
    const res = await stack.gql(
      '{ me { username } }',
      {},
      { cookie: `news_session=${token}`, headers: { authorization: 'Basic abc' } },
    );
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.calls).toEqual([]);
  });
});

describe('development mode', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('serves the Apollo Sandbox to a browser opening /graphql', async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect((await res.text()).toLowerCase()).toContain('sandbox');
  });

  it('answers introspection', async () => {
    const res = await stack.gql('{ __schema { queryType { name } mutationType { name } } }');
    expect(res.body).toEqual({
      data: { __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } },
    });
  });

  it('suggests field names and includes stack traces, for developers', async () => {
    const res = await stack.gql('{ articlez { totalItems } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors?.[0]?.message).toMatch(/Did you mean/);
    expect(res.body.errors?.[0]?.extensions?.stacktrace).toBeDefined();
  });

  it('describes every type, field, argument, enum value and input field of the schema', async () => {
    interface Described {
      name: string;
      description: string | null;
    }
    interface IntrospectedField extends Described {
      args: Described[];
    }
    interface IntrospectedType extends Described {
      fields: IntrospectedField[] | null;
      inputFields: Described[] | null;
      enumValues: Described[] | null;
    }
    interface IntrospectedDirective extends Described {
      args: Described[];
    }
    const res = await stack.gql<{
      __schema: { types: IntrospectedType[]; directives: IntrospectedDirective[] };
    }>(`{
      __schema {
        types {
          name
          description
          fields(includeDeprecated: true) { name description args { name description } }
          inputFields { name description }
          enumValues(includeDeprecated: true) { name description }
        }
        directives { name description args { name description } }
      }
    }`);
    const schema = res.body.data?.__schema;
    expect(schema).toBeDefined();
    const builtIn = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
    const undescribed: string[] = [];
    const check = (where: string, item: Described) => {
      if (!item.description?.trim()) undescribed.push(where);
    };
    const types = (schema?.types ?? []).filter(
      (t) => !t.name.startsWith('__') && !builtIn.has(t.name),
    );
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(['Query', 'Article', 'Role']));
    for (const type of types) {
      check(type.name, type);
      for (const field of type.fields ?? []) {
        check(`${type.name}.${field.name}`, field);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg);
      }
      for (const field of type.inputFields ?? []) check(`${type.name}.${field.name}`, field);
      for (const value of type.enumValues ?? []) check(`${type.name}.${value.name}`, value);
    }
    for (const directive of schema?.directives ?? []) {
      check(`@${directive.name}`, directive);
      for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg);
    }
    expect(undescribed).toEqual([]);
  });
});

describe('production mode', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: { NODE_ENV: 'production' } });
  });
  afterAll(() => stack.close());

  it('refuses introspection', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "User") { fields { name } } }',
    ]) {
      const res = await stack.gql(query);
      expect(res.body.data ?? undefined).toBeUndefined();
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('names no other field when a field is misspelled', async () => {
    const res = await stack.gql('{ articlez { totalItems } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    for (const error of res.body.errors ?? []) {
      expect(error.message).not.toMatch(/Did you mean/i);
      expect(error.message).not.toContain('articles');
    }
  });

  it('names no schema field or enum value in errors about variables', async () => {
    const res = await stack.gql(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          titel: 'x',
          content: 'y',
          category: 'POLITIC',
          mediaUrl: '/media/x.svg',
        },
      },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const error of res.body.errors ?? []) {
      expect(error.message).not.toMatch(/Did you mean|POLITICS/);
    }
  });

  it('includes no stack trace in any error', async () => {
    const answers = await Promise.all([
      stack.gql('{ articlez { totalItems } }'),
      stack.gql('{ articles { totalItems }'),
      stack.gql('{ __schema { queryType { name } } }'),
      stack.gql('{ articles(pageSize: 0) { totalItems } }'),
      stack.gql('{ users { totalItems } }'),
      stack.gql('{ articles { totalItems } }', {}, { headers: { authorization: 'Basic abc' } }),
      stack.gql('mutation { login(username: "admin", password: "wrong-password") { token } }'),
      stack.gql('{ article(id: "not-a-number") { id } }'),
    ]);
    const errors = answers.flatMap((a) => a.body.errors ?? []);
    expect(errors.length).toBeGreaterThanOrEqual(answers.length);
    for (const error of errors) expect(error.extensions?.stacktrace).toBeUndefined();
  });

  it('does not serve the Apollo Sandbox', async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await res.text()).toLowerCase()).not.toContain('sandbox');
  });
});

describe('production mode with GRAPHQL_INTROSPECTION=true', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      gatewayEnv: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' },
    });
  });
  afterAll(() => stack.close());

  it('answers introspection', async () => {
    const res = await stack.gql('{ __schema { queryType { name } } }');
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('health, media and other addresses', () => {
  let stack: Stack;
  let seedFile: string;
  beforeAll(async () => {
    stack = await startStack();
    const svg = fs.readdirSync(SEED_MEDIA_DIR).find((name) => name.endsWith('.svg'));
    if (!svg) throw new Error(`no .svg file in ${SEED_MEDIA_DIR}`);
    seedFile = svg;
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.resetCalls());

  it('answers /healthz', async () => {
    const res = await fetch(`${stack.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 while the api is up, and 503 while it is down', async () => {
    const up = await fetch(`${stack.url}/readyz`);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ok' });

    await stack.stopApi();
    try {
      const down = await fetch(`${stack.url}/readyz`);
      expect(down.status).toBe(503);
    } finally {
      await stack.restartApi();
    }
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
  });

  it('serves an image under /media/ from the api, byte for byte', async () => {
    const res = await fetch(`${stack.url}/media/seed/${seedFile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    // An SVG opened on its own must not run script.
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(SEED_MEDIA_DIR, seedFile)))).toBe(true);
    expect(stack.calls.map((c) => c.url)).toEqual([`/media/seed/${seedFile}`]);
  });

  it('answers 304 to a conditional GET with the image etag', async () => {
    const first = await fetch(`${stack.url}/media/seed/${seedFile}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${stack.url}/media/seed/${seedFile}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect((await second.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for an image that does not exist', async () => {
    const res = await fetch(`${stack.url}/media/seed/no-such-image.svg`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it.each([
    ['/media/..%2FAuth%2Fme', 'fetch'],
    ['/media/seed/..%2F..%2FAuth%2Fme', 'fetch'],
    ['/media/..%2Freadyz', 'fetch'],
    ['/media/seed/../../Auth/me', 'raw'],
    ['/media/%2e%2e/Auth/me', 'raw'],
    ['/media/seed/%2E%2E/%2E%2E/readyz', 'raw'],
    ['/media/..%5CAuth%5Cme', 'fetch'],
  ])('never lets %s climb out of /media/ (%s)', async (target, how) => {
    const headers = { authorization: `Bearer ${'x'.repeat(20)}` };
    let status: number;
    let body: string;
    if (how === 'raw') {
      ({ status, body } = await rawGet(stack, target, headers));
    } else {
      const res = await fetch(`${stack.url}${target}`, { headers });
      status = res.status;
      body = await res.text();
    }
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('UNAUTHENTICATED');
    expect(body).not.toMatch(/"status"\s*:\s*"ok"/);
    const climbed = stack.calls.filter((call) =>
      /(^|[/\\])\.\.([/\\]|$)/.test(decodePath(call.url)),
    );
    expect(climbed).toEqual([]);
  });

  it('does not forward the reader token to the media route', async () => {
    const token = await stack.login('admin', ADMIN_PASSWORD);
    stack.resetCalls();
    const res = await fetch(`${stack.url}/media/seed/${seedFile}`, {
      headers: { authorization: `Bearer ${token}`, cookie: `news_session=${token}` },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]?.url).toBe(`/media/seed/${seedFile}`);
    expect(stack.calls[0]?.bearer).toBeUndefined();
  });

  it('answers 404 JSON for / when no web client is built', async () => {
    const res = await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: expect.any(String) as unknown }],
    });
  });
});

describe('the web client', () => {
  const MARKER = 'news-web-client-marker-7f3a';
  const ASSET = 'console.log("news web client");\n';
  let webDist: string;
  let stack: Stack;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'news-web-dist-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><title>News</title><meta name="newsroom-time-zone" content="Asia/Kolkata" /></head><body>${MARKER}</body></html>\n`,
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abcdef12.js'), ASSET);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abcdef12.js.gz'), zlib.gzipSync(ASSET));
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app-abcdef12.js.br'),
      zlib.brotliCompressSync(ASSET),
    );
    stack = await startStack({
      gatewayEnv: { WEB_DIST: webDist, NEWSROOM_TIME_ZONE: 'Europe/London' },
    });
  });
  afterAll(async () => {
    await stack.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/news/3', '/admin?page=2', '/admin/history/4'])(
    'answers the page address %s with index.html, revalidated on every visit',
    async (address) => {
      const res = await fetch(`${stack.url}${address}`, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(MARKER);
    },
  );

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['no', 'identity', null],
  ])(
    "sends the staff app's page with the newsroom's zone in it, %s compressed",
    async (_name, accepted, encoding) => {
      const res = await request(`${stack.url}/admin/add`, {
        headers: { accept: 'text/html', 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'] ?? null).toBe(encoding);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const body = Buffer.from(await res.body.arrayBuffer());
      const text =
        encoding === 'br'
          ? zlib.brotliDecompressSync(body)
          : encoding === 'gzip'
            ? zlib.gunzipSync(body)
            : body;
      expect(text.toString()).toContain(
        '<meta name="newsroom-time-zone" content="Europe/London" />',
      );
      expect(text.toString()).toContain(MARKER);
    },
  );

  it('sends an address under /admin, /users or /login that is no screen home', async () => {
    for (const address of [
      '/admin/nonexistent',
      '/users/x/y',
      '/login/x',
      '/admin/articles?page=2',
    ]) {
      const res = await fetch(`${stack.url}${address}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(res.status, address).toBe(302);
      expect(res.headers.get('location'), address).toBe('/home');
    }
  });

  it('serves a hashed asset as immutable', async () => {
    const res = await fetch(`${stack.url}/assets/app-abcdef12.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(ASSET);
  });

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['no', 'identity', null],
  ])(
    'sends the %s copy of an asset to a browser that accepts %s',
    async (_name, accepted, encoding) => {
      const res = await request(`${stack.url}/assets/app-abcdef12.js`, {
        headers: { accept: '*/*', 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'] ?? null).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const body = Buffer.from(await res.body.arrayBuffer());
      const text =
        encoding === 'br'
          ? zlib.brotliDecompressSync(body)
          : encoding === 'gzip'
            ? zlib.gunzipSync(body)
            : body;
      expect(text.toString()).toBe(ASSET);
    },
  );

  it('answers 404, not index.html, for a missing asset', async () => {
    const res = await fetch(`${stack.url}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(MARKER);
  });

  it('still serves the Apollo Sandbox at /graphql', async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.toLowerCase()).toContain('sandbox');
    expect(html).not.toContain(MARKER);
  });

  it('still answers GraphQL at /graphql', async () => {
    const res = await stack.gql('{ categories }');
    expect(res.status).toBe(200);
    expect(res.body.data?.categories).toHaveLength(7);
  });

  it('answers 404 JSON to a client that does not ask for HTML', async () => {
    for (const page of ['/news/3', '/home', '/elsewhere']) {
      const res = await fetch(`${stack.url}${page}`, { headers: { accept: 'application/json' } });
      expect(res.status, page).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({
        errors: [{ code: 'NOT_FOUND', message: expect.any(String) as unknown }],
      });
    }
  });

  it('answers HEAD for a reader page as GET would, without the page', async () => {
    const res = await fetch(`${stack.url}/home`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe('');
  });
});
