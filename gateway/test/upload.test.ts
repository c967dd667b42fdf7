import http from 'node:http';
import net from 'node:net';
import { IMAGE_ID_PATTERN, LIMITS, UPLOAD, UploadRefusal } from '@news/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDirectives } from '../src/headers.js';
import { UPLOAD_BODY_MAX, UPLOAD_IDLE_MS } from '../src/web/upload/route.js';
import {
  ADMIN_PASSWORD,
  codes,
  rawRequest,
  sessionCookie,
  startStack,
  testClock,
  uniqueName,
  type Stack,
  type UpstreamCall,
} from './helpers.js';

/*
 * Photos: `POST /graphql/upload` streams the file to the api's `POST /Media` with the caller's
 * session, under /graphql's CSRF rule, and answers GraphQL's `Image` shape; articles take the
 * photo by `imageId` over GraphQL; its files come back through the `/media/` proxy.
 */

interface UploadError {
  message: string;
  extensions: { code: string; field?: string; reason?: string };
}
interface Variant {
  url: string;
  width: number;
  height: number;
  format: string;
  bytes: number;
}
interface UploadBody {
  image?: { id: string; width: number; height: number; format: string; variants: Variant[] };
  errors?: UploadError[];
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

let stack: Stack;
let token: string;
let jpeg: Buffer;
let png: Buffer;

/** A photo's bytes as a multipart form, as a browser's FormData sends it. */
function form(bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg'): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

async function upload(
  body: FormData | string | Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: UploadBody }> {
  const res = await fetch(`${stack.url}/graphql/upload`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' || body instanceof FormData ? body : new Uint8Array(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as UploadBody };
}

const uploadsReached = () =>
  stack.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/Media'));

/** The raw answer (status line and headers) to a request whose body is never sent. */
async function headersOnly(headers: Record<string, string | number>): Promise<string> {
  const port = new URL(stack.url).port;
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return rawRequest(
    Number(port),
    Buffer.from(
      `POST /graphql/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('\r\n')}\r\n\r\n`,
      'latin1',
    ),
  );
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login('admin', ADMIN_PASSWORD);
  jpeg = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  png = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 4,
      background: { r: 20, g: 90, b: 200, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
});
afterAll(() => stack.close());
beforeEach(() => stack.resetCalls());

describe('POST /graphql/upload', () => {
  it('stores a JPEG sent with a bearer token and answers it as GraphQL’s Image', async () => {
    const res = await upload(form(jpeg), { authorization: `Bearer ${token}`, ...PREFLIGHT });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/json');
    const image = res.body.image!;
    expect(image).toMatchObject({ width: 1000, height: 600, format: 'JPEG' });
    expect(image.id).toMatch(IMAGE_ID_PATTERN);
    expect(image.variants.length).toBeGreaterThan(0);
    for (const variant of image.variants) {
      expect(variant).toEqual({
        url: expect.stringMatching(/^\/media\/i\//) as unknown,
        width: expect.any(Number) as unknown,
        height: expect.any(Number) as unknown,
        format: expect.stringMatching(/^(JPEG|WEBP)$/) as unknown,
        bytes: expect.any(Number) as unknown,
      });
    }
    expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(['JPEG', 'WEBP']));
    // One call to the api, with the token as a bearer.
    expect(uploadsReached()).toEqual([
      expect.objectContaining({ url: '/Media', bearer: `Bearer ${token}` }),
    ]);
  });

  it('takes the session cookie instead, and X-Apollo-Operation-Name as the CSRF header', async () => {
    const login = await stack.gql<{ login: { token: string } }>(
      'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { u: 'admin', p: ADMIN_PASSWORD },
    );
    const cookie = sessionCookie(login);
    stack.resetCalls();
    const res = await upload(form(png, 'image/png', 'photo.png'), {
      cookie,
      'x-apollo-operation-name': 'UploadPhoto',
    });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatchObject({ width: 640, height: 480, format: 'PNG' });
    expect(new Set(res.body.image!.variants.map((v) => v.format))).toEqual(
      new Set(['PNG', 'WEBP']),
    );
    const [call] = uploadsReached();
    expect(call?.bearer).toBe(`Bearer ${login.body.data!.login.token}`);
  });

  it('refuses an upload without a token with 401, without asking the api', async () => {
    const res = await upload(form(jpeg), PREFLIGHT);
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a malformed Authorization header with 401 rather than use the cookie', async () => {
    const res = await upload(form(jpeg), {
      authorization: 'Basic abc',
      cookie: `news_session=${token}`,
      ...PREFLIGHT,
    });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(stack.calls).toEqual([]);
  });

  it('answers 401 and drops the cookie when the session has ended', async () => {
    const ended = await stack.login('admin', ADMIN_PASSWORD);
    await stack.gql('mutation { logout }', {}, { token: ended });
    stack.resetCalls();
    const res = await upload(form(jpeg), { cookie: `news_session=${ended}`, ...PREFLIGHT });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(res.headers.getSetCookie().join()).toMatch(/^news_session=;.*Path=\/graphql/);
  });

  it('refuses a multipart upload without a preflight header as CSRF, as /graphql does', async () => {
    const res = await upload(form(jpeg), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    const [error] = res.body.errors!;
    expect(error?.extensions.code).toBe('BAD_REQUEST');
    expect(error?.message).toMatch(/Cross-Site Request Forgery \(CSRF\)/);
    expect(error?.message).toMatch(/apollo-require-preflight/);
    // An empty header counts as none.
    const empty = await upload(form(jpeg), {
      authorization: `Bearer ${token}`,
      'apollo-require-preflight': '',
    });
    expect(empty.status).toBe(400);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a body that is not multipart/form-data with 415, without asking the api', async () => {
    const json = await upload('{"file":"x"}', {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(json.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'file',
      reason: 'MISSING',
    });
    expect(json.body.errors?.[0]?.message).toBe(UploadRefusal.MISSING);
    const raw = await upload(jpeg, {
      authorization: `Bearer ${token}`,
      'content-type': 'image/jpeg',
      ...PREFLIGHT,
    });
    expect(raw.status).toBe(415);
    // A form a page on another site could send is CSRF's first.
    const text = await upload('file=x', {
      authorization: `Bearer ${token}`,
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a Content-Length past the limit at once with 413, without asking the api', async () => {
    const answer = await headersOnly({
      authorization: `Bearer ${token}`,
      'apollo-require-preflight': 'true',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': UPLOAD_BODY_MAX + 1,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as UploadBody;
    expect(body.errors?.[0]).toEqual({
      message: UploadRefusal.TOO_LARGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'file', reason: 'TOO_LARGE' },
    });
    expect(stack.calls).toEqual([]);
  });

  it('cuts off a chunked body that grows past the limit with 413', async () => {
    const { hostname, port } = new URL(stack.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/graphql/upload',
          headers: {
            authorization: `Bearer ${token}`,
            ...PREFLIGHT,
            'content-type': 'multipart/form-data; boundary=x',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // The request may be cut off while it is still being written: only the answer counts.
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent <= UPLOAD.bytesMax + 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    expect(answer.status).toBe(413);
    const body = JSON.parse(answer.body) as UploadBody;
    expect(body.errors?.[0]?.extensions).toMatchObject({ field: 'file', reason: 'TOO_LARGE' });
  });

  it('passes on the api’s refusal of a file that is not a photo: field file, reason WRONG_TYPE', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload(form(svg, 'image/jpeg', 'photo.jpg'), {
      authorization: `Bearer ${token}`,
      ...PREFLIGHT,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.errors?.[0]).toEqual({
      message: UploadRefusal.WRONG_TYPE,
      extensions: { code: 'BAD_USER_INPUT', field: 'file', reason: 'WRONG_TYPE' },
    });
    expect(uploadsReached()).toHaveLength(1);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE while the api is down', async () => {
    await stack.stopApi();
    try {
      const res = await upload(form(jpeg), { authorization: `Bearer ${token}`, ...PREFLIGHT });
      expect([502, 503]).toContain(res.status);
      expect(res.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await stack.restartApi();
    }
  });

  it('never logs the token or the file', () => {
    const logs = stack.logs();
    expect(logs).toContain('/graphql/upload');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('JFIF');
    expect(logs).not.toContain('<svg');
  });
});

/** A photo as the multipart body a browser sends, with its Content-Type. */
function multipart(bytes: Buffer): { type: string; body: Buffer } {
  const boundary = '----upload-test-boundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

interface RawUpload {
  socket: net.Socket;
  /** Sends more of the body (framed as a chunk when the body is chunked). */
  send(bytes: Buffer): void;
  /** Everything the gateway answered, and whether it ended the connection, once it has closed. */
  closed: Promise<{ answer: string; endedByServer: boolean }>;
}

/** Raw uploads still open: a test that failed midway leaves none holding the gateway open. */
const rawUploads = new Set<net.Socket>();
afterEach(() => {
  for (const socket of rawUploads) socket.destroy();
  rawUploads.clear();
});

/** An upload on a socket of its own: headers and `first` bytes of the body, then as told. */
function rawUpload(
  target: Stack,
  headers: Record<string, string | number>,
  first: Buffer,
  chunked = false,
): RawUpload {
  const socket = net.connect(Number(new URL(target.url).port), '127.0.0.1');
  rawUploads.add(socket);
  const send = (bytes: Buffer) => {
    if (!chunked) return void socket.write(bytes);
    socket.write(Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes]));
    socket.write('\r\n');
  };
  const lines = Object.entries({
    host: '127.0.0.1',
    ...headers,
    ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`POST /graphql/upload HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1');
  send(first);
  let text = '';
  let endedByServer = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('end', () => (endedByServer = true));
  const closed = new Promise<{ answer: string; endedByServer: boolean }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer: text, endedByServer }));
  });
  return { socket, send, closed };
}

/** The JSON body of a raw answer. */
const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as UploadBody;

describe('POST /graphql/upload from a client that goes quiet', () => {
  // The gateway's idle limit runs on this clock: a client is quiet for as long as the test says.
  const clock = testClock();
  let slow: Stack;
  let slowToken: string;
  beforeAll(async () => {
    slow = await startStack({ gatewayOptions: { upload: { atOnce: 2 }, timers: clock } });
    slowToken = await slow.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => slow?.close());
  beforeEach(() => slow.resetCalls());

  const mediaCalls = (calls: UpstreamCall[]) =>
    calls.filter((c) => c.method === 'POST' && c.url.startsWith('/Media'));
  const uploadHeaders = (type: string) => ({
    authorization: `Bearer ${slowToken}`,
    'apollo-require-preflight': 'true',
    'content-type': type,
  });
  /** A normal upload, through fetch. */
  const uploadNow = async () => {
    const res = await fetch(`${slow.url}/graphql/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${slowToken}`, ...PREFLIGHT },
      body: form(jpeg),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as UploadBody };
  };

  it.each([
    ['a Content-Length', false],
    ['a chunked body', true],
  ])(
    'answers 408 and closes the connection, with %s sent in part; the api sees it cut off',
    async (_name, chunked) => {
      const { type, body } = multipart(jpeg);
      const upload = rawUpload(
        slow,
        { ...uploadHeaders(type), ...(chunked ? {} : { 'content-length': body.length }) },
        body.subarray(0, 1000),
        chunked,
      );
      await slow.untilCalls((calls) => mediaCalls(calls).length === 1);
      await slow.readAll(upload.socket);
      // Cut off the moment the client has been quiet for the idle time.
      clock.tick(UPLOAD_IDLE_MS);
      const { answer, endedByServer } = await upload.closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(answer).toMatch(/\r\ncontent-type: application\/json/i);
      expect(endedByServer).toBe(true);
      expect(bodyOf(answer)).toEqual({
        errors: [
          {
            message: expect.stringMatching(/stopped arriving/) as unknown,
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
      // The api had the request, and saw it end before its body did.
      await slow.untilCalls((calls) => mediaCalls(calls).every((c) => c.aborted));
      expect(mediaCalls(slow.calls)).toEqual([
        expect.objectContaining({ url: '/Media', aborted: true }),
      ]);
      expect(slow.logs()).toContain('upload stalled');

      // The pool's connection is free again: the next upload goes through.
      slow.resetCalls();
      const next = await uploadNow();
      expect(next.status).toBe(200);
      expect(next.body.image).toMatchObject({ width: 1000, height: 600, format: 'JPEG' });
    },
  );

  it('takes an upload that arrives slowly but never stops for the idle time', async () => {
    const { type, body } = multipart(jpeg);
    const pieces = 8;
    const size = Math.ceil(body.length / pieces);
    const upload = rawUpload(
      slow,
      { ...uploadHeaders(type), 'content-length': body.length, connection: 'close' },
      body.subarray(0, size),
    );
    // Seven times as long as the idle time in all, each time quiet for a moment less than it.
    for (let i = 1; i < pieces; i++) {
      await slow.readAll(upload.socket);
      clock.tick(UPLOAD_IDLE_MS - 1);
      upload.send(body.subarray(i * size, (i + 1) * size));
    }
    const { answer } = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(bodyOf(answer).image).toMatchObject({ width: 1000, height: 600, format: 'JPEG' });
  });

  it('refuses an upload beyond the ones at once with 503, until they end', async () => {
    const { type, body } = multipart(jpeg);
    // Two uploads under way, each sent in part, never all of it.
    const uploads = [0, 1].map((i) =>
      rawUpload(
        slow,
        { ...uploadHeaders(type), 'content-length': body.length },
        body.subarray(0, 100 + i),
      ),
    );
    await slow.untilCalls((calls) => mediaCalls(calls).length === 2);
    const refused = await uploadNow();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    // Refused without asking the api.
    expect(mediaCalls(slow.calls)).toHaveLength(2);
    // Once they stall and are cut off, uploads are taken again.
    for (const upload of uploads) await slow.readAll(upload.socket);
    clock.tick(UPLOAD_IDLE_MS);
    for (const upload of uploads) expect((await upload.closed).answer).toMatch(/^HTTP\/1\.1 408 /);
    const next = await uploadNow();
    expect(next.status).toBe(200);
  });
});

const ARTICLE = `id mediaUrl imageAlt imageCaption imageCredit
  image { id width height format variants { url width height format bytes } }`;
const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE} } }`;

interface GqlArticle {
  id: string;
  mediaUrl: string;
  imageAlt: string | null;
  imageCaption: string | null;
  imageCredit: string | null;
  image: NonNullable<UploadBody['image']> | null;
}

describe('articles with an uploaded photo', () => {
  let imageId: string;
  let variants: Variant[];
  beforeAll(async () => {
    const res = await upload(form(jpeg), { authorization: `Bearer ${token}`, ...PREFLIGHT });
    imageId = res.body.image!.id;
    variants = res.body.image!.variants;
  });

  const base = () => ({
    title: uniqueName('Photo story '),
    content: 'A story with a photo.',
    category: 'POLITICS',
    language: 'EN',
  });

  it('creates an article with imageId and the photo’s texts, and reads them back', async () => {
    const input = {
      ...base(),
      imageId,
      imageAlt: 'A red square on a plain background',
      imageCaption: 'The square, seen from the front.',
      imageCredit: 'Test Photographer',
    };
    const created = await stack.gql<{ createArticle: GqlArticle }>(CREATE, { input }, { token });
    expect(created.body.errors).toBeUndefined();
    const article = created.body.data!.createArticle;
    expect(article).toMatchObject({
      imageAlt: input.imageAlt,
      imageCaption: input.imageCaption,
      imageCredit: input.imageCredit,
      image: { id: imageId, width: 1000, height: 600, format: 'JPEG' },
    });
    expect(article.image!.variants).toEqual(variants);
    expect(article.mediaUrl).toMatch(/^\/media\/i\//);

    // Read back by id and in a list: the list asks REST for the photo's fields by name.
    const read = await stack.gql<{ article: GqlArticle }>(
      `query($id: ID!) { article(id: $id) { ${ARTICLE} } }`,
      { id: article.id },
      { token },
    );
    expect(read.body.data?.article).toEqual(article);
    stack.resetCalls();
    const list = await stack.gql<{ articles: { items: GqlArticle[] } }>(
      `query($s: String) { articles(search: $s, status: [], pageSize: 5) {
        items { id imageAlt imageCaption imageCredit image { id variants { url width format } } } } }`,
      { s: input.title },
      { token },
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.articles.items).toEqual([
      {
        id: article.id,
        imageAlt: input.imageAlt,
        imageCaption: input.imageCaption,
        imageCredit: input.imageCredit,
        image: {
          id: imageId,
          variants: variants.map(({ url, width, format }) => ({ url, width, format })),
        },
      },
    ]);
    const fields = new URL(`http://x${stack.calls[0]!.url}`).searchParams.get('Fields');
    expect(fields?.split(',').sort()).toEqual(
      ['id', 'image', 'imageAlt', 'imageCaption', 'imageCredit'].sort(),
    );
  });

  it('clears the photo’s texts with null or an empty string, and the photo with imageId null', async () => {
    const created = await stack.gql<{ createArticle: GqlArticle }>(
      CREATE,
      {
        input: {
          ...base(),
          imageId,
          imageAlt: 'Alt text',
          imageCaption: 'Caption',
          imageCredit: 'Credit',
        },
      },
      { token },
    );
    const id = created.body.data!.createArticle.id;
    const cleared = await stack.gql<{ updateArticle: GqlArticle }>(
      UPDATE,
      { id, input: { imageCaption: null, imageCredit: '' } },
      { token },
    );
    expect(cleared.body.errors).toBeUndefined();
    expect(cleared.body.data?.updateArticle).toMatchObject({
      imageAlt: 'Alt text',
      imageCaption: null,
      imageCredit: null,
    });
    const removed = await stack.gql<{ updateArticle: GqlArticle }>(
      UPDATE,
      { id, input: { imageId: null, mediaUrl: '/media/seed/x.svg' } },
      { token },
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data?.updateArticle).toMatchObject({
      image: null,
      mediaUrl: '/media/seed/x.svg',
    });
  });

  it.each(['abc', 'G'.repeat(32), imageIdLike(31), imageIdLike(33), '../../etc/passwd'])(
    'refuses imageId %j as BAD_USER_INPUT naming imageId, without asking the api',
    async (bad) => {
      const res = await stack.gql(CREATE, { input: { ...base(), imageId: bad } }, { token });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('imageId');
      expect(stack.calls).toEqual([]);
    },
  );

  it.each([
    ['imageAlt', LIMITS.imageAltMax],
    ['imageCaption', LIMITS.imageCaptionMax],
    ['imageCredit', LIMITS.imageCreditMax],
  ])('refuses %s longer than %i characters, naming it', async (field, max) => {
    const ok = { ...base(), imageId, imageAlt: 'Alt', [field]: 'న'.repeat(max) };
    const fits = await stack.gql(CREATE, { input: ok }, { token });
    expect(fits.body.errors).toBeUndefined();
    stack.resetCalls();
    const res = await stack.gql(
      CREATE,
      { input: { ...ok, [field]: 'న'.repeat(max + 1) } },
      { token },
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
    expect(stack.calls).toEqual([]);
  });

  it('passes on the api’s refusal of a photo without alt text, naming imageAlt', async () => {
    const res = await stack.gql(CREATE, { input: { ...base(), imageId } }, { token });
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe('imageAlt');
  });

  it('serves a variant through /media/ with immutable caching, an etag and 304', async () => {
    const variant = variants[0]!;
    const res = await fetch(`${stack.url}${variant.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(res.headers.get('content-type')).toBe(
      variant.format === 'WEBP' ? 'image/webp' : 'image/jpeg',
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(variant.bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(variant.width);
    // The same bytes the api serves.
    const direct = await stack.api.inject({ method: 'GET', url: variant.url });
    expect(direct.rawPayload.equals(bytes)).toBe(true);

    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${stack.url}${variant.url}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get('cache-control')).toMatch(/immutable/);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-type')).toBeNull();

    const missing = await fetch(`${stack.url}${variant.url.replace(/[0-9a-f]{8}/, '00000000')}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toMatch(/immutable/);
    await missing.arrayBuffer();
  });

  it('keeps same-origin images allowed by the site’s Content-Security-Policy', () => {
    expect(siteDirectives([], false).imgSrc).toContain("'self'");
  });
});

/** A string of hexadecimal digits of the given length: ids must be exactly 32. */
function imageIdLike(length: number): string {
  return 'a'.repeat(length);
}
