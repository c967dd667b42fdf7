import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MEDIA_DIR } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/index.js';
import type { Article, Page } from '../../src/domain.js';
import {
  ADMIN_PASSWORD,
  bearer,
  freshStorage,
  startApi,
  type TestApi,
  type ErrorBody,
  rawRequest,
  until,
} from '../helpers.js';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
});
afterAll(() => api.close());

const valid = {
  title: 'Monsoon reaches Kerala',
  content: 'The monsoon arrived three days early.',
  category: 'Environment',
  language: 'en',
};

const create = (mediaUrl: string) =>
  api.inject({
    method: 'POST',
    url: '/Articles',
    headers: bearer(token),
    payload: { ...valid, mediaUrl },
  });

const totalArticles = async () =>
  (await api.inject({ method: 'GET', url: '/Articles' })).json<Page<Article>>().pagination
    .totalItems;

describe('mediaUrl', () => {
  it.each([
    ['https:evil.example/x.png', /http\(s\) URL or a path/],
    ['http:/evil.example/x.png', /http\(s\) URL or a path/],
    ['http:///evil.example/x.png', /http\(s\) URL or a path/],
    ['HTTPS:evil.example', /http\(s\) URL or a path/],
    ['javascript:alert(1)', /http\(s\) URL or a path/],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', /http\(s\) URL or a path/],
    ['//evil.example/x.png', /http\(s\) URL or a path/],
    // Dot segments that would resolve to another site's address.
    ['/.//evil.example/x.png', /http\(s\) URL or a path/],
    ['/..//evil.example/x.png', /http\(s\) URL or a path/],
    ['/%2e//evil.example/x.png', /http\(s\) URL or a path/],
    ['/\\evil.example/x.png', /http\(s\) URL or a path/],
    ['/media\\x.png', /http\(s\) URL or a path/],
    ['/media/a\tb.png', /http\(s\) URL or a path/],
    ['/media/a\nb.png', /http\(s\) URL or a path/],
    ['media/x.png', /http\(s\) URL or a path/],
    ['ftp://files.example.com/x.png', /http\(s\) URL or a path/],
    ['http://a"onerror="x.example/a.png', /http\(s\) URL or a path/],
    ['http://exa mple.com/a.png', /http\(s\) URL or a path/],
    ['https://user:pass@example.com/x.png', /without a user name or password/],
    ['https://user@example.com/x.png', /without a user name or password/],
    [`/media/${'"'.repeat(700)}`, /at most 2048 characters/],
  ])('refuses %j with 400 naming mediaUrl, and stores nothing', async (mediaUrl, message) => {
    const before = await totalArticles();
    const res = await create(mediaUrl);
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorBody>().errors[0]!;
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mediaUrl' });
    expect(error.message).toMatch(message);
    expect(await totalArticles()).toBe(before);
  });

  it.each([
    ['http://example.com/a"onerror="x', 'http://example.com/a%22onerror=%22x'],
    ['/media/../media/x.png', '/media/x.png'],
    ['/../../etc/x.png', '/etc/x.png'],
    ["/media/a b<c>'d`.png", '/media/a%20b%3Cc%3E%27d%60.png'],
    ['/media/x.png?v="1"#\'top\'', '/media/x.png?v=%221%22#%27top%27'],
    ['HTTPS://Images.Example.COM:443/a/./b/../c.jpg', 'https://images.example.com/a/c.jpg'],
    [
      'https://example.com/a.png?x="y"&z=\'w\'#"f"',
      'https://example.com/a.png?x=%22y%22&z=%27w%27#%22f%22',
    ],
    ['http://example.com', 'http://example.com/'],
    ['  /media/seed/example.svg  ', '/media/seed/example.svg'],
    ['https://images.example.com/monsoon.jpg', 'https://images.example.com/monsoon.jpg'],
    [
      'https://తెలుగు.example/చిత్రం.png',
      'https://xn--1ocz5b4cb0a.example/%E0%B0%9A%E0%B0%BF%E0%B0%A4%E0%B1%8D%E0%B0%B0%E0%B0%82.png',
    ],
  ])('stores %j as %j', async (mediaUrl, stored) => {
    const res = await create(mediaUrl);
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json<Article>();
    expect(article.mediaUrl).toBe(stored);
    const fetched = await api.inject({ method: 'GET', url: `/Articles/${article.id}` });
    expect(fetched.json<Article>().mediaUrl).toBe(stored);
    expect(stored).not.toMatch(/["'<>\s`]/);
  });

  it('checks and normalises a change of mediaUrl too', async () => {
    const article = await api.createArticle(token);
    const patch = (mediaUrl: string) =>
      api.inject({
        method: 'PATCH',
        url: `/Articles/${article.id}`,
        headers: bearer(token),
        payload: { mediaUrl },
      });
    const bad = await patch('https:evil.example/x.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]).toMatchObject({ field: 'mediaUrl' });
    const unchanged = await api.inject({ method: 'GET', url: `/Articles/${article.id}` });
    expect(unchanged.json<Article>().mediaUrl).toBe(article.mediaUrl);

    const good = await patch('/media/seed/../seed/"x".svg');
    expect(good.statusCode).toBe(200);
    expect(good.json<Article>().mediaUrl).toBe('/media/seed/%22x%22.svg');
  });
});

describe('JSON bodies are UTF-8', () => {
  const postRaw = (body: Buffer | string, contentType: string) =>
    api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  const json = (title: string) =>
    JSON.stringify({ ...valid, title, mediaUrl: '/media/seed/example.svg' });

  it('refuses bytes that are not UTF-8 with 400, and stores nothing', async () => {
    const before = await totalArticles();
    const [head, tail] = json('@@').split('@@') as [string, string];
    for (const bad of [
      Buffer.from([0xff]), // never valid
      Buffer.from([0xc3]), // a sequence cut short
      Buffer.from([0xed, 0xa0, 0x80]), // a UTF-16 surrogate
      Buffer.from([0xc0, 0xaf]), // an overlong slash
    ]) {
      const body = Buffer.concat([Buffer.from(head), bad, Buffer.from(tail)]);
      const res = await postRaw(body, 'application/json');
      expect(res.statusCode, bad.toString('hex')).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'The body is not valid UTF-8',
        field: 'body',
      });
    }
    expect(await totalArticles()).toBe(before);
  });

  it('refuses a compressed body with 415, and stores nothing', async () => {
    const before = await totalArticles();
    for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
      const res = await api.inject({
        method: 'POST',
        url: '/Articles',
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          'content-encoding': encoding,
        },
        payload: json(`Sent as ${encoding}`),
      });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringMatching(/uncompressed/) as unknown,
      });
    }
    expect(await totalArticles()).toBe(before);
  });

  it('refuses a body declared in another charset with 400', async () => {
    const before = await totalArticles();
    for (const [contentType, body] of [
      ['application/json; charset=utf-16', Buffer.from(json('Sixteen'), 'utf16le')],
      ['application/json; charset=UTF-16LE', Buffer.from(json('Sixteen'), 'utf16le')],
      ['application/json;charset="iso-8859-1"', Buffer.from(json('Latin'), 'latin1')],
      ['application/json; charset=utf-8; charset=latin1', Buffer.from(json('Two'))],
      ['application/json; charset=', Buffer.from(json('Empty'))],
    ] as const) {
      const res = await postRaw(body, contentType);
      expect(res.statusCode, contentType).toBe(400);
      const error = res.json<ErrorBody>().errors[0]!;
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
      expect(error.message).toMatch(/UTF-8/);
    }
    expect(await totalArticles()).toBe(before);
  });

  it('takes UTF-8, declared or not, as before', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON; Charset="UTF-8"',
      'application/json;charset=utf8',
    ]) {
      const res = await postRaw(json('తెలుగు వార్త'), contentType);
      expect(res.statusCode, contentType).toBe(201);
      expect(res.json<Article>().title).toBe('తెలుగు వార్త');
    }
    // A byte order mark is still allowed, and bad JSON is still bad JSON.
    const bom = await postRaw(Buffer.from(`\ufeff${json('BOM')}`), 'application/json');
    expect(bom.statusCode).toBe(201);
    const broken = await postRaw('{"title":', 'application/json; charset=utf-8');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().errors[0]!.message).toBe('The body is not valid JSON');
  });
});

describe('security headers', () => {
  const expectJsonPolicy = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  it('gives JSON answers, errors included, a strict policy and no HSTS outside production', async () => {
    for (const url of ['/Articles', '/Articles/999999', '/nope', '/Articles/%E0%A4']) {
      const res = await api.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expectJsonPolicy(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS with NODE_ENV=production or COOKIE_SECURE=true', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'production' }, { COOKIE_SECURE: 'true' }];
    for (const env of envs) {
      const other = await startApi(env);
      try {
        const res = await other.inject({ method: 'GET', url: '/Articles' });
        expect(res.headers['strict-transport-security'], JSON.stringify(env)).toMatch(
          /^max-age=\d{7,}/,
        );
        expectJsonPolicy(res.headers);
      } finally {
        await other.close();
      }
    }
  });

  it('keeps the sandbox policy on images under /media/', async () => {
    const file = fs.readdirSync(path.join(MEDIA_DIR, 'seed')).find((f) => f.endsWith('.svg'))!;
    const res = await api.inject({ method: 'GET', url: `/media/seed/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves /docs as HTML under a policy that lets Swagger UI load from this origin', async () => {
    const res = await api.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const asset of ['static/swagger-ui-bundle.js', 'static/swagger-initializer.js', 'json']) {
      const file = await api.inject({ method: 'GET', url: `/docs/${asset}` });
      expect(file.statusCode, asset).toBe(200);
    }
  });
});

describe('request logs', () => {
  it('never hold a password or token from a query string', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-api-logs-'));
    const storage = await freshStorage(dataDir);
    const config = loadConfig({
      DATABASE_URL: storage.url,
      DATA_DIR: dataDir,
      JWT_SECRET: api.jwtSecret,
      ADMIN_PASSWORD,
      SEED_CONTENT: 'false',
      LOG_LEVEL: 'info',
    });
    const database = createDatabase(config.database);
    await migrateToLatest(database);
    await seedDatabase(database, { adminPassword: config.adminPassword, content: false });
    const logStream = new PassThrough();
    let logs = '';
    logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const app = await buildApp({ config, database, jwtSecret: api.jwtSecret, logStream });
    try {
      const login = await app.inject({
        method: 'POST',
        url: `/Auth/login?username=admin&password=${ADMIN_PASSWORD}`,
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const wrong = await app.inject({
        method: 'POST',
        url: '/auth/login?password=Sekrit-Query-1',
        payload: { username: 'admin', password: 'Sekrit-Body-1' },
      });
      expect(wrong.statusCode).toBe(404);
      const list = await app.inject({
        method: 'GET',
        url: '/Articles?Page=1&Search=monsoon&Password=Sekrit-Query-2&access_token=Sekrit-Query-3&api%5Fkey=Sekrit-Query-4',
      });
      expect(list.statusCode).toBe(200);
      const missing = await app.inject({
        method: 'GET',
        url: '/nope?token=Sekrit-Query-5&secret=Sekrit-Query-6',
      });
      expect(missing.statusCode).toBe(404);

      expect(logs).toContain('incoming request');
      expect(logs).not.toContain(ADMIN_PASSWORD);
      expect(logs).not.toMatch(/Sekrit/);
      // The path and the harmless parameters stay, for debugging.
      expect(logs).toContain('/Auth/login?[redacted]');
      expect(logs).toContain(
        '/Articles?Page=1&Search=monsoon&Password=[redacted]&access_token=[redacted]&api%5Fkey=[redacted]',
      );
      expect(logs).toContain('/nope?token=[redacted]&secret=[redacted]');
    } finally {
      await app.close();
      await storage.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('requests HTTP cannot read', () => {
  it('answer 400 or 431 in the API error shape with Connection: close', async () => {
    const other = await startApi();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const address = other.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const cases: [Buffer, number][] = [
        [Buffer.from('GET /Articles/\xff HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'), 400],
        [Buffer.from('get /Articles HTTP/1.1\r\nHost: a\r\n\r\n'), 400],
        [
          Buffer.from(`GET /Articles HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
          431,
        ],
      ];
      for (const [request, status] of cases) {
        const answer = await rawRequest(port, request);
        expect(answer, answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
        expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
        const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorBody;
        expect(body.errors[0]!.code).toBe('BAD_REQUEST');
      }
    } finally {
      await other.close();
    }
  });
});

describe('bodies refused before they are read', () => {
  /**
   * A login body of `length` bytes declared to a fresh api, refused (413) from its length before
   * a byte of it is sent: the connection, what it received and how it ended, and a writer.
   */
  async function refusedLogin(length: number) {
    const server = await startApi();
    const socket = net.connect(await listening(server), '127.0.0.1');
    await once(socket, 'connect');
    const state = { received: '', error: undefined as Error | undefined, closed: false };
    socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('latin1')));
    socket.on('error', (err) => (state.error = err));
    socket.on('close', () => (state.closed = true));
    const write = (data: string | Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (err) => (err ? reject(err) : resolve())),
      );
    const close = async () => {
      socket.destroy();
      await server.close();
    };
    try {
      await write(
        `POST /Auth/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      await until(socket, 'data', () => /^HTTP\/1\.1 413 /.test(state.received), 'the 413');
    } catch (err) {
      await close();
      throw err;
    }
    return { socket, state, write, close };
  }

  it('are read to their end: a client still sending reads its 413, and its connection goes on', async () => {
    const length = 2 * 1024 * 1024;
    const { socket, state, write, close } = await refusedLogin(length);
    try {
      expect(state.received.toLowerCase()).not.toContain('\r\nconnection: close\r\n');
      // The client sends its body all the same, as a client does that wrote it before reading.
      const piece = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent < length; sent += piece.length) await write(piece);
      // No reset, and the connection answers the next request.
      state.received = '';
      await write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
      await until(socket, 'data', () => /^HTTP\/1\.1 200 /.test(state.received), 'the 200');
      expect(state.error).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('are not read past a few MiB: then the connection is closed', async () => {
    const length = 64 * 1024 * 1024;
    const { socket, state, write, close } = await refusedLogin(length);
    try {
      const piece = Buffer.alloc(256 * 1024, 'a');
      let sent = 0;
      try {
        while (!state.closed && sent < length) {
          await write(piece);
          sent += piece.length;
        }
      } catch {
        // The api closed the connection while this was sending: what the test waits for.
      }
      await until(socket, 'close', () => state.closed, 'the close');
      expect(sent).toBeLessThan(length);
    } finally {
      await close();
    }
  });
});

async function listening(server: TestApi): Promise<number> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
