import crypto from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest, startStack, until, type Stack } from './helpers.js';

/** GraphQL POST bodies are UTF-8 JSON: anything else is refused before GraphQL sees it. */

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.resetCalls());

const post = async (body: Buffer | string, contentType: string) => {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: res.status, body: (await res.json()) as GraphqlBody };
};

const SEARCH = (word: string) =>
  JSON.stringify({ query: `{ articles(search: "${word}") { totalItems } }` });

describe('GraphQL POST bodies', () => {
  it('refuses bytes that are not UTF-8 with 400 in the GraphQL error shape', async () => {
    const [head, tail] = SEARCH('@@').split('@@') as [string, string];
    for (const bad of [
      Buffer.from([0xff]),
      Buffer.from([0xc3]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from([0xc0, 0xaf]),
    ]) {
      const res = await post(
        Buffer.concat([Buffer.from(head), bad, Buffer.from(tail)]),
        'application/json',
      );
      expect(res.status, bad.toString('hex')).toBe(400);
      expect(res.body).toEqual({
        errors: [{ message: 'The body is not valid UTF-8', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    expect(stack.calls).toEqual([]);
  });

  it('refuses a body declared in another charset with 400', async () => {
    for (const [contentType, body] of [
      ['application/json; charset=utf-16', Buffer.from(SEARCH('x'), 'utf16le')],
      ['application/json; charset="UTF-16BE"', Buffer.from(SEARCH('x'), 'utf16le').swap16()],
      ['application/json; charset=iso-8859-1', Buffer.from(SEARCH('x'), 'latin1')],
    ] as const) {
      const res = await post(body, contentType);
      expect(res.status, contentType).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors?.[0]?.message).toMatch(/UTF-8/);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
    expect(stack.calls).toEqual([]);
  });

  it('runs queries sent as UTF-8, declared or not, and persisted queries', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset="UTF8"',
    ]) {
      const res = await post(SEARCH('తెలుగు'), contentType);
      expect(res.status, contentType).toBe(200);
      expect(res.body).toEqual({ data: { articles: { totalItems: 0 } } });
    }
    const query = '{ articles(pageSize: 2) { totalItems } }';
    const persistedQuery = {
      version: 1,
      sha256Hash: crypto.createHash('sha256').update(query).digest('hex'),
    };
    const registered = await post(
      JSON.stringify({ query, extensions: { persistedQuery } }),
      'application/json; charset=utf-8',
    );
    expect(registered.body).toEqual({ data: { articles: { totalItems: 0 } } });
    const byHash = await post(
      JSON.stringify({ extensions: { persistedQuery } }),
      'application/json',
    );
    expect(byHash.body).toEqual({ data: { articles: { totalItems: 0 } } });
  });

  it('still answers bad JSON and other content types as before', async () => {
    const broken = await post('{"query":', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    // A simple POST without a JSON content type is still CSRF prevention's to refuse.
    const simple = await post(SEARCH('x'), 'text/plain');
    expect(simple.status).toBe(400);
    expect(stack.calls).toEqual([]);
  });
});

describe('requests HTTP cannot read', () => {
  it('answer 400 or 431 in the GraphQL error shape with Connection: close', async () => {
    const port = Number(new URL(stack.url).port);
    const cases: [Buffer, number][] = [
      [Buffer.from('GET /news/\xff HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'), 400],
      [Buffer.from('get /graphql HTTP/1.1\r\nHost: a\r\n\r\n'), 400],
      [
        Buffer.from(`GET /healthz HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
        431,
      ],
    ];
    for (const [request, status] of cases) {
      const answer = await rawRequest(port, request);
      expect(answer, answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as GraphqlBody;
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a compressed GraphQL body with 415', async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: SEARCH('rain'),
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as GraphqlBody;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(stack.calls).toEqual([]);
  });
});

describe('a GraphQL body refused before it is read', () => {
  it('is read to its end: a client still sending reads its 413, and its connection goes on', async () => {
    const { hostname, port } = new URL(stack.url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    let received = '';
    let failed: Error | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (err) => (failed = err));
    const write = (data: string | Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (err) => (err ? reject(err) : resolve())),
      );
    try {
      // Past the 1 MiB limit: refused from its declared length, before a byte of it arrives.
      const length = 2 * 1024 * 1024;
      await write(
        `POST /graphql HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      await until(socket, 'data', () => /^HTTP\/1\.1 413 /.test(received), 'the 413');
      expect(received.toLowerCase()).not.toContain('\r\nconnection: close\r\n');
      // The client sends its body all the same, as a client does that wrote it before reading.
      const piece = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent < length; sent += piece.length) await write(piece);
      received = '';
      await write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
      await until(socket, 'data', () => /^HTTP\/1\.1 200 /.test(received), 'the 200');
      expect(failed).toBeUndefined();
    } finally {
      socket.destroy();
    }
  });
});
