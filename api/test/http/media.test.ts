import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMAGE_ID_PATTERN, UploadRefusal, type RestImage } from '@news/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Article, Page } from '../../src/domain.js';
import { UPLOAD_IDLE_MS } from '../../src/modules/media/routes.js';
import {
  bearer,
  blockedBy,
  dialect,
  readAllOf,
  startApi,
  testClock,
  until,
  type ErrorBody,
  type TestApi,
  migrationDatabase,
} from '../helpers.js';
import { bombPng, filePart, multipart, photo } from '../media-fixtures.js';

type UploadError = ErrorBody & { errors: { reason?: string }[] };

const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const FILE_URL = /^\/media\/i\/([0-9a-f]{32})-(\d+)\.(webp|jpg|png)$/;

let api: TestApi;
let token: string;
let reporter: { token: string; user: { id: number } };
/** A 1200 x 800 JPEG taken with the camera turned (orientation 6), with GPS data. */
let turnedJpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
  reporter = await api.createUser('reporter');
  turnedJpeg = await photo(1200, 800, { orientation: 6, gps: true });
  png = await photo(700, 500, { format: 'png', alpha: true, seed: 7 });
});
afterAll(() => api?.close());

const upload = (
  body: { body: Buffer; contentType: string },
  headers: Record<string, string> = bearer(token),
) =>
  api.inject({
    method: 'POST',
    url: '/Media',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.body,
  });

async function uploaded(bytes: Buffer, as = token): Promise<RestImage> {
  const res = await upload(filePart(bytes), bearer(as));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RestImage>();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  api.inject({ method: 'GET', url, headers });

/** Rows and stored files: what a refused upload must leave as it was. */
async function stored() {
  const count = async (table: 'images' | 'image_files' | 'media_blobs') =>
    Number(
      (
        await api.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const dir = path.join(api.dataDir, 'media');
  return {
    images: await count('images'),
    files: await count('image_files'),
    blobs: await count('media_blobs'),
    disk: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
  };
}

async function imageRow(id: string) {
  return api.database.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether every file of the photo is still served. */
async function filesServed(image: RestImage): Promise<boolean[]> {
  return Promise.all(image.variants.map(async (v) => (await get(v.url)).statusCode === 200));
}

async function setHeldUntil(id: string, until: Date | null) {
  await api.database.db
    .updateTable('images')
    .set({ held_until: until?.toISOString() ?? null })
    .where('id', '=', id)
    .execute();
}

const past = () => new Date(Date.now() - 60_000);

/** One flat colour: the narrow widths of two sizes of it are the same bytes. */
const flatPng = (width: number, height: number, compressionLevel = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 201, g: 40, b: 40 } } })
    .png({ compressionLevel })
    .toBuffer();

const fileNames = (image: RestImage) => image.variants.map((v) => v.url.split('/').at(-1)!);

/** Makes a stored file look two hours old to the sweep. */
async function ageFile(t: TestApi, name: string) {
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  if (t.app.media.store.kind === 'files') {
    fs.utimesSync(path.join(t.dataDir, 'media', name), twoHoursAgo, twoHoursAgo);
  } else {
    await t.database.db
      .updateTable('media_blobs')
      .set({ created_at: twoHoursAgo.toISOString() })
      .where('name', '=', name)
      .execute();
  }
}

/** A file stored again is new to the sweep: no longer listed as an old leftover. */
async function storedAgainIsFresh(t: TestApi) {
  const store = t.app.media.store;
  const name = `${'c'.repeat(32)}-480.webp`;
  const anHourAgo = () => new Date(Date.now() - 3600_000);
  await store.put(name, Buffer.from('left over'), 'image/webp');
  await ageFile(t, name);
  expect(await store.list(anHourAgo())).toContain(name);
  await store.put(name, Buffer.from('left over'), 'image/webp');
  expect(await store.list(anHourAgo())).not.toContain(name);
  await store.delete([name]);
}

/**
 * A photo the sweep deletes while the same bytes are uploaded again: the sweep's removal of the
 * files comes after the new upload stored them and committed its rows. The files stay served.
 */
async function uploadedAgainDuringRemoval(t: TestApi, seed: number) {
  const admin = await t.adminToken();
  const bytes = await photo(520, 300, { seed });
  const send = () => {
    const { body, contentType } = filePart(bytes);
    return t.inject({
      method: 'POST',
      url: '/Media',
      headers: { ...bearer(admin), 'content-type': contentType },
      payload: body,
    });
  };
  const image = (await send()).json<RestImage>();
  await t.database.db
    .updateTable('images')
    .set({ held_until: past().toISOString() })
    .where('id', '=', image.id)
    .execute();
  const store = t.app.media.store;
  const names = fileNames(image);
  const remove = store.delete.bind(store);
  const rowStored = async () =>
    (await t.database.db
      .selectFrom('images')
      .select('id')
      .where('id', '=', image.id)
      .executeTakeFirst()) !== undefined;
  let again: ReturnType<typeof send> | undefined;
  store.delete = async (list) => {
    if (!again && list.some((n) => names.includes(n))) {
      // The photo's rows are gone and its files not yet: uploaded again now, rows and all. Its
      // answer waits for this removal (restoreFiles), so it comes first only if it failed.
      let answered = false;
      again = send().finally(() => (answered = true));
      while (!answered && !(await rowStored())) await nextTurn();
    }
    return remove(list);
  };
  try {
    await t.app.media.sweep();
  } finally {
    store.delete = remove;
  }
  expect(again).toBeDefined();
  const res = await again!;
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<RestImage>()).toEqual(image);
  const served = await Promise.all(
    image.variants.map(async (v) => (await t.inject({ method: 'GET', url: v.url })).statusCode),
  );
  expect(served).toEqual(image.variants.map(() => 200));
}

/** The database store never removes a file a photo's row names, whoever asks. */
async function namedBlobsStay(t: TestApi, seed: number) {
  const admin = await t.adminToken();
  const { body, contentType } = filePart(await photo(520, 300, { seed }));
  const res = await t.inject({
    method: 'POST',
    url: '/Media',
    headers: { ...bearer(admin), 'content-type': contentType },
    payload: body,
  });
  const image = res.json<RestImage>();
  await t.app.media.store.delete(fileNames(image));
  expect(await t.app.media.store.missing(fileNames(image))).toEqual([]);
}

describe('POST /Media', () => {
  it('needs a token, as other routes do (401), and reads nothing without one', async () => {
    const before = await stored();
    const none = await upload(filePart(turnedJpeg), {});
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorBody>().errors[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    const forged = await upload(filePart(turnedJpeg), bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stores a JPEG upright, without EXIF or GPS, in WebP and JPEG at each width', async () => {
    const source = await sharp(turnedJpeg).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.length).toBeGreaterThan(0);

    const image = await uploaded(turnedJpeg);
    const id = crypto.createHash('sha256').update(turnedJpeg).digest('hex').slice(0, 32);
    // Turned a quarter: 800 wide, 1200 high. Widths: 480, and the photo's own 800 for the rest.
    expect(image).toMatchObject({ id, width: 800, height: 1200, type: 'image/jpeg' });
    expect(image.variants.map((v) => [v.width, v.height, v.type])).toEqual([
      [480, 720, 'image/webp'],
      [480, 720, 'image/jpeg'],
      [800, 1200, 'image/webp'],
      [800, 1200, 'image/jpeg'],
    ]);
    for (const variant of image.variants) {
      const match = FILE_URL.exec(variant.url);
      expect(match, variant.url).not.toBeNull();
      const res = await get(variant.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(variant.type);
      const bytes = res.rawPayload;
      expect(bytes.length).toBe(variant.bytes);
      // The name is the hash of the file's bytes, then its width and format.
      expect(match![1]).toBe(crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32));
      expect(Number(match![2])).toBe(variant.width);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.format).toBe(variant.type === 'image/webp' ? 'webp' : 'jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // Held for a day for an article to take it.
    const row = await imageRow(id);
    expect(row).toMatchObject({ width: 800, height: 1200, type: 'image/jpeg' });
    expect(Number(row!.bytes)).toBe(turnedJpeg.length);
    const held = Date.parse(new Date(row!.held_until!).toISOString()) - Date.now();
    expect(held).toBeGreaterThan(23 * 3600_000);
    expect(held).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('answers the stored photo for the same file again, renewing its hold, storing nothing new', async () => {
    const first = await uploaded(turnedJpeg);
    await setHeldUntil(first.id, past());
    const before = await stored();
    const again = await upload(filePart(turnedJpeg, 'renamed.jpeg'), bearer(reporter.token));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect(await stored()).toEqual(before);
    const row = await imageRow(first.id);
    expect(Date.parse(new Date(row!.held_until!).toISOString())).toBeGreaterThan(Date.now());
  });

  it('stores a PNG (with transparency) as WebP and PNG; any staff account may upload', async () => {
    const image = await uploaded(png, reporter.token);
    expect(image).toMatchObject({ width: 700, height: 500, type: 'image/png' });
    expect(image.variants.map((v) => [v.width, v.type])).toEqual([
      [480, 'image/webp'],
      [480, 'image/png'],
      [700, 'image/webp'],
      [700, 'image/png'],
    ]);
    const widest = await get(image.variants[3]!.url);
    const meta = await sharp(widest.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 700, height: 500, hasAlpha: true });
  });

  it('makes every width for a large photo and one for a small one', async () => {
    const large = await uploaded(await photo(2000, 1000, { seed: 3 }));
    expect(large.variants.map((v) => v.width)).toEqual([
      480, 480, 960, 960, 1200, 1200, 1600, 1600,
    ]);
    expect(large.variants.at(-1)).toMatchObject({ width: 1600, height: 800, type: 'image/jpeg' });
    const small = await uploaded(await photo(300, 200, { seed: 4 }));
    expect(small.variants.map((v) => [v.width, v.height, v.type])).toEqual([
      [300, 200, 'image/webp'],
      [300, 200, 'image/jpeg'],
    ]);
  });

  const html = '<html><body><script>alert(document.cookie)</script></body></html>';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const refusals: [string, () => Promise<{ body: Buffer; contentType: string }>, number, string][] =
    [
      ['an empty file', async () => filePart(Buffer.alloc(0)), 400, 'EMPTY'],
      [
        'a JPEG cut in half',
        async () => {
          const whole = await photo(900, 600, { seed: 11 });
          return filePart(whole.subarray(0, Math.floor(whole.length / 2)));
        },
        400,
        'DAMAGED',
      ],
      ['an SVG', async () => filePart(svg, 'drawing.svg', 'image/svg+xml'), 400, 'WRONG_TYPE'],
      [
        'HTML named .png, sent as image/png',
        async () => filePart(html, 'photo.png', 'image/png'),
        400,
        'WRONG_TYPE',
      ],
      [
        'a PNG signature followed by rubbish',
        async () =>
          filePart(
            Buffer.concat([bombPng(1, 1).subarray(0, 8), crypto.randomBytes(500)]),
            'x.png',
            'image/png',
          ),
        400,
        'DAMAGED',
      ],
      [
        'a decompression bomb (a 20000 x 20000 PNG)',
        async () => filePart(bombPng(20_000, 20_000), 'bomb.png', 'image/png'),
        400,
        'TOO_MANY_PIXELS',
      ],
      [
        'a file over 10 MiB',
        async () => {
          const big = crypto.randomBytes(11 * 1024 * 1024);
          big.set([0xff, 0xd8, 0xff], 0);
          return filePart(big);
        },
        413,
        'TOO_LARGE',
      ],
      [
        'a form with no file',
        async () => multipart([{ name: 'title', data: 'no photo here' }]),
        400,
        'MISSING',
      ],
      [
        'a file in another part',
        async () => multipart([{ name: 'photo', filename: 'a.jpg', data: turnedJpeg }]),
        400,
        'MISSING',
      ],
      [
        'a JSON body',
        async () => ({ body: Buffer.from('{"file":"x"}'), contentType: 'application/json' }),
        400,
        'MISSING',
      ],
      [
        'raw image bytes',
        async () => ({ body: turnedJpeg, contentType: 'image/jpeg' }),
        400,
        'MISSING',
      ],
      [
        'a multipart body cut short',
        async () => {
          const { body, contentType } = filePart(turnedJpeg);
          return { body: body.subarray(0, 2000), contentType };
        },
        400,
        'MISSING',
      ],
    ];

  it.each(refusals)(
    'refuses %s with field file, its reason, and stores nothing',
    async (_name, make, status, reason) => {
      const before = await stored();
      const res = await upload(await make());
      expect(res.statusCode, res.body).toBe(status);
      const error = res.json<UploadError>().errors[0]!;
      expect(error).toEqual({
        code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT',
        field: 'file',
        reason,
        message: UploadRefusal[reason as keyof typeof UploadRefusal],
      });
      expect(await stored()).toEqual(before);
    },
  );

  it('over HTTP, answers 413 to a huge upload and stops reading soon after the limit', async () => {
    const server = await startApi({}, { dataDir: api.dataDir, storage: undefined });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as net.AddressInfo;
      const admin = await server.adminToken();
      const total = 200 * 1024 * 1024;
      const boundary = 'huge-upload-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`;
      const { written, answer } = await new Promise<{ written: number; answer: string }>(
        (resolve) => {
          let written = head.length;
          let answer = '';
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(
              `POST /Media HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\n` +
                `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n${head}`,
            );
            const chunk = Buffer.alloc(64 * 1024, 0xff);
            const pump = () => {
              while (written < total && !socket.destroyed) {
                const part = chunk.subarray(0, Math.min(chunk.length, total - written));
                written += part.length;
                if (!socket.write(part)) return void socket.once('drain', pump);
              }
            };
            pump();
          });
          socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
          socket.on('error', () => undefined);
          socket.on('close', () => resolve({ written, answer }));
        },
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"reason":"TOO_LARGE"');
      // 10 MiB, a few more while the answer is read, and what the sockets buffer: not 200.
      expect(written).toBeLessThan(40 * 1024 * 1024);
    } finally {
      await server.app.close();
    }
  });

  it('refuses a request with no body at all, and two files', async () => {
    const empty = await api.inject({ method: 'POST', url: '/Media', headers: bearer(token) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<UploadError>().errors[0]).toMatchObject({ field: 'file', reason: 'MISSING' });
    const two = await upload(
      multipart([
        { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: turnedJpeg },
        { name: 'file', filename: 'b.png', type: 'image/png', data: png },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json<UploadError>().errors[0]).toMatchObject({ field: 'file' });
  });

  it('still refuses multipart on the JSON routes', async () => {
    const { body, contentType } = multipart([{ name: 'title', data: 'x' }]);
    const res = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(415);
  });

  it('is in the OpenAPI document as multipart/form-data with a binary file; /docs loads', async () => {
    const doc = (await get('/openapi.json')).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    const post = doc.paths['/Media']!.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
      security: unknown;
    };
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(post.requestBody.content['multipart/form-data']!.schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '413']),
    );
    expect(post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/media/i/{name}']!.get).toBeDefined();
    expect((await get('/docs/')).statusCode).toBe(200);
  });
});

describe('upload limits', () => {
  /**
   * An upload on a connection of its own that sends its head and part of its file (or only its
   * headers), then nothing: what the api answered, and whether the api ended the connection.
   */
  const stalled = new Set<net.Socket>();

  function stalledUpload(port: number, admin: string, sent: 'headers' | 'part of the file') {
    const boundary = 'stalled-upload-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = sent === 'headers' ? '' : head + '\xff\xd8\xff'.padEnd(4096, 'x');
    const socket = net.connect(port, '127.0.0.1');
    stalled.add(socket);
    socket.write(
      `POST /Media HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n${body}`,
      'latin1',
    );
    let answer = '';
    let endedByServer = false;
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('end', () => (endedByServer = true));
    const closed = new Promise<{ answer: string; endedByServer: boolean }>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, endedByServer }));
    });
    return { socket, closed };
  }

  /** The number of uploads the api is receiving, from its onReceiving hook, to wait on. */
  function receiving() {
    const changes = new EventEmitter();
    let count = 0;
    return {
      onReceiving: (n: number) => {
        count = n;
        changes.emit('change');
      },
      reach: (n: number) => until(changes, 'change', () => count === n, `${n} uploads received`),
    };
  }

  /** An api receiving one upload at once, on a clock the test moves, listening on a port. */
  async function oneAtOnce() {
    const clock = testClock();
    const uploads = receiving();
    const server = await startApi(
      {},
      { upload: { receivingMax: 1, onReceiving: uploads.onReceiving }, timers: clock },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const readAll = readAllOf(server.app.server);
    const admin = await server.adminToken();
    const empty = filePart(Buffer.alloc(0));
    /** An empty file: 400 when there is room for it, 503 when not (it is never read then). */
    const probe = () =>
      server.inject({
        method: 'POST',
        url: '/Media',
        headers: { ...bearer(admin), 'content-type': empty.contentType },
        payload: empty.body,
      });
    const close = async () => {
      // An upload a failed test left waiting for the clock would keep the server from closing.
      for (const socket of stalled) socket.destroy();
      stalled.clear();
      await server.close();
    };
    return { server, clock, uploads, port, readAll, admin, probe, close };
  }

  it('answers 408 to an upload that sends nothing for the idle time, and closes its connection', async () => {
    const { server, clock, uploads, port, readAll, admin, probe, close } = await oneAtOnce();
    try {
      for (const sent of ['part of the file', 'headers'] as const) {
        const upload = stalledUpload(port, admin, sent);
        await uploads.reach(1);
        await readAll(upload.socket);
        // Quiet for a moment less than the idle time: still being received.
        clock.tick(UPLOAD_IDLE_MS - 1);
        expect((await probe()).statusCode, sent).toBe(503);
        clock.tick(1);
        const { answer, endedByServer } = await upload.closed;
        expect(answer, sent).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer.toLowerCase()).toContain('connection: close');
        const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorBody;
        expect(body.errors[0]).toMatchObject({ code: 'REQUEST_TIMEOUT', field: 'file' });
        // The api closed the connection, the moment it answered.
        expect(endedByServer, sent).toBe(true);
      }
      // The server is still answering uploads.
      const whole = filePart(png);
      const res = await server.inject({
        method: 'POST',
        url: '/Media',
        headers: { ...bearer(admin), 'content-type': whole.contentType },
        payload: whole.body,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await close();
    }
  });

  it('answers 503 beyond the uploads it receives at once, before reading them', async () => {
    const { clock, uploads, port, readAll, admin, probe, close } = await oneAtOnce();
    try {
      expect((await probe()).statusCode).toBe(400);
      const stalled = stalledUpload(port, admin, 'part of the file');
      await uploads.reach(1);
      const busy = await probe();
      expect(busy.statusCode).toBe(503);
      expect(busy.json<ErrorBody>().errors[0]).toMatchObject({ code: 'UNAVAILABLE' });
      await readAll(stalled.socket);
      clock.tick(UPLOAD_IDLE_MS);
      expect((await stalled.closed).answer).toMatch(/^HTTP\/1\.1 408 /);
      // Its place is free again.
      expect((await probe()).statusCode).toBe(400);
    } finally {
      await close();
    }
  });

  it('limits uploads per account: past the limit, 429 with Retry-After; other accounts go on', async () => {
    const limited = await startApi({ UPLOAD_RATE_LIMIT: '2' });
    try {
      const admin = await limited.adminToken();
      const other = await limited.createUser('reporter');
      const empty = filePart(Buffer.alloc(0));
      const attempt = (as: string) =>
        limited.inject({
          method: 'POST',
          url: '/Media',
          headers: { ...bearer(as), 'content-type': empty.contentType },
          payload: empty.body,
        });
      // Refused files count too: every upload costs reading it.
      for (let i = 0; i < 2; i += 1) expect((await attempt(admin)).statusCode).toBe(400);
      const blocked = await attempt(admin);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ErrorBody>().errors[0]!.code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Per account, not per address: another account from the same address is not limited.
      expect((await attempt(other.token)).statusCode).toBe(400);
      // Without a token: 401, not counted against anyone.
      const anonymous = await limited.inject({
        method: 'POST',
        url: '/Media',
        headers: { 'content-type': empty.contentType },
        payload: empty.body,
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /media/i/:name', () => {
  let image: RestImage;
  beforeAll(async () => {
    image = await uploaded(await photo(600, 400, { seed: 21 }));
  });

  it('serves a file with immutable caching, an ETag, nosniff and the media policy', async () => {
    const variant = image.variants[0]!;
    const res = await get(variant.url);
    expect(res.statusCode).toBe(200);
    const name = variant.url.split('/').at(-1);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${name}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CSP,
      'cross-origin-resource-policy': 'cross-origin',
      'content-length': String(variant.bytes),
    });
    const head = await api.inject({ method: 'HEAD', url: variant.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(variant.bytes));
    expect(head.headers.etag).toBe(`"${name}"`);
    expect(head.body).toBe('');
  });

  it('answers 304 to If-None-Match with its ETag', async () => {
    const variant = image.variants[1]!;
    const etag = (await get(variant.url)).headers.etag as string;
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(variant.url, { 'if-none-match': match });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(variant.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404, briefly cached, for a name that is not stored', async () => {
    const res = await get(`/media/i/${'0'.repeat(32)}-480.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json<ErrorBody>().errors[0]!.code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/i/..%2F..%2F..%2Fpackage.json',
    '/media/i/..%2Fnews.db',
    '/media/i/%2e%2e',
    '/media/i/news.db',
    '/media/i/.tmp-0123456789abcdef',
    `/media/i/${'a'.repeat(32)}-480.svg`,
    `/media/i/${'a'.repeat(32)}-480.webp%00`,
    `/media/i/${'A'.repeat(32)}-480.webp`,
    '/media/i/../../package.json',
    '/media/i/%2F%2Fetc%2Fpasswd',
  ])('never serves %s', async (url) => {
    const res = await get(url);
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('"name"');
  });

  it('keeps serving the seed illustrations under /media/seed/', async () => {
    const seed = fs.readdirSync(path.resolve(import.meta.dirname, '../../media/seed'))[0]!;
    const res = await get(`/media/seed/${seed}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
  });
});

describe('articles with an uploaded photo', () => {
  const valid = {
    title: 'Lake restored after a decade',
    content: 'Volunteers cleared the lake over ten years.',
    category: 'Environment',
    language: 'en',
  };
  const post = (payload: Record<string, unknown>, as = token) =>
    api.inject({ method: 'POST', url: '/Articles', headers: bearer(as), payload });
  const patch = (id: number, payload: Record<string, unknown>, as = token) =>
    api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(as), payload });
  const remove = (id: number, as = token) =>
    api.inject({ method: 'DELETE', url: `/Articles/${id}`, headers: bearer(as) });
  /** Deletes the article, then removes it from the trash for good (as an admin). */
  const removeForGood = async (id: number) => {
    expect((await remove(id)).statusCode).toBe(204);
    return api.inject({ method: 'DELETE', url: `/Articles/${id}/Forever`, headers: bearer(token) });
  };
  const seed = { value: 100 };
  const freshPhoto = async () => uploaded(await photo(500, 300, { seed: (seed.value += 1) }));

  it('takes imageId and imageAlt instead of mediaUrl; mediaUrl is the widest own-format file', async () => {
    const image = await freshPhoto();
    const res = await post({
      ...valid,
      imageId: image.id,
      imageAlt: '  Volunteers in boats on the lake  ',
      imageCaption: 'The lake in March.',
      imageCredit: 'Staff photographer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json<Article>();
    expect(article).toMatchObject({
      image,
      imageAlt: 'Volunteers in boats on the lake',
      imageCaption: 'The lake in March.',
      imageCredit: 'Staff photographer',
      mediaUrl: image.variants.at(-1)!.url,
    });
    expect(image.variants.at(-1)!.type).toBe('image/jpeg');
    // Taken: no longer held.
    expect((await imageRow(image.id))!.held_until).toBeNull();
    const fetched = await get(`/Articles/${article.id}`, bearer(token));
    expect(fetched.json()).toEqual(article);
  });

  it('answers image null and the photo fields null for an article with a pasted URL', async () => {
    const article = await api.createArticle(token);
    expect(article).toMatchObject({
      image: null,
      imageAlt: null,
      imageCaption: null,
      imageCredit: null,
    });
    // Alt text goes with a pasted image too, and '' or null clears it.
    const res = await patch(article.id, { imageAlt: 'A bus', imageCredit: '' });
    expect(res.json<Article>()).toMatchObject({ imageAlt: 'A bus', imageCredit: null });
    const cleared = await patch(article.id, { imageAlt: null });
    expect(cleared.json<Article>().imageAlt).toBeNull();
  });

  it.each([
    ['mediaUrl', {}, /To publish it, the article needs an image/],
    ['mediaUrl', { imageId: null }, /To publish it, the article needs an image/],
    ['imageAlt', { imageId: 'PHOTO' }, /imageAlt is required: describe the photo/],
    ['imageAlt', { imageId: 'PHOTO', imageAlt: '   ' }, /imageAlt is required/],
    ['imageAlt', { imageId: 'PHOTO', imageAlt: null }, /imageAlt is required/],
    ['imageId', { imageId: 'not-an-id', imageAlt: 'x' }, /32 hex digits/],
    ['imageId', { imageId: 'A'.repeat(32), imageAlt: 'x' }, /32 hex digits/],
    ['imageId', { imageId: 'f'.repeat(32), imageAlt: 'x' }, /no longer stored; upload it again/],
    ['imageId', { imageId: 12, imageAlt: 'x' }, /imageId must be a string or null/],
    ['imageAlt', { imageId: 'PHOTO', imageAlt: 'x'.repeat(251) }, /at most 250 characters/],
    ['imageCaption', { mediaUrl: '/m.jpg', imageCaption: 'x'.repeat(301) }, /at most 300/],
    ['imageCredit', { mediaUrl: '/m.jpg', imageCredit: 'x'.repeat(121) }, /at most 120/],
    ['imageCaption', { mediaUrl: '/m.jpg', imageCaption: 'a\u0000b' }, /control character/],
  ])('refuses a bad %s on create with 400 naming it', async (field, change, message) => {
    const image = await freshPhoto();
    const body = Object.fromEntries(
      Object.entries({ ...valid, ...change }).map(([k, v]) => [k, v === 'PHOTO' ? image.id : v]),
    );
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<ErrorBody>().errors.find((e) => e.field === field);
    expect(error, res.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error!.message).toMatch(message);
  });

  const credited = { imageAlt: 'Boats', imageCaption: 'The lake.', imageCredit: 'A. Photographer' };
  const cleared = { imageAlt: null, imageCaption: null, imageCredit: null };

  it('replaces a photo with a pasted URL, deleting the photo no one else uses', async () => {
    const image = await freshPhoto();
    const article = (await post({ ...valid, imageId: image.id, ...credited })).json<Article>();
    const res = await patch(article.id, { mediaUrl: 'https://images.example.com/lake.jpg' });
    expect(res.statusCode).toBe(200);
    // The photo's alt text, caption and credit went with it: the pasted image is not credited
    // to the photographer.
    expect(res.json<Article>()).toMatchObject({
      image: null,
      mediaUrl: 'https://images.example.com/lake.jpg',
      ...cleared,
    });
    expect(await imageRow(image.id)).toBeUndefined();
    expect(await filesServed(image)).toEqual(image.variants.map(() => false));
  });

  it('replaces a photo with a pasted URL keeping what the same request sends', async () => {
    const image = await freshPhoto();
    const article = (await post({ ...valid, imageId: image.id, ...credited })).json<Article>();
    const res = await patch(article.id, {
      mediaUrl: 'https://images.example.com/lake.jpg',
      imageCredit: 'Wire agency',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>()).toMatchObject({ ...cleared, imageCredit: 'Wire agency' });
  });

  it('removes a photo with imageId null, which needs mediaUrl', async () => {
    const image = await freshPhoto();
    const article = (await post({ ...valid, imageId: image.id, ...credited })).json<Article>();
    const refused = await patch(article.id, { imageId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors[0]).toMatchObject({ field: 'mediaUrl' });
    expect(await imageRow(image.id)).toBeDefined();
    const res = await patch(article.id, { imageId: null, mediaUrl: '/media/seed/x.svg' });
    expect(res.json<Article>()).toMatchObject({
      image: null,
      mediaUrl: '/media/seed/x.svg',
      ...cleared,
    });
    expect(await imageRow(image.id)).toBeUndefined();
    // Sent with the removal, new ones are kept.
    const other = await freshPhoto();
    const second = (await post({ ...valid, imageId: other.id, ...credited })).json<Article>();
    const kept = await patch(second.id, {
      imageId: null,
      mediaUrl: '/media/seed/x.svg',
      imageAlt: 'A drawing',
      imageCaption: 'Drawn for this story.',
    });
    expect(kept.json<Article>()).toMatchObject({
      imageAlt: 'A drawing',
      imageCaption: 'Drawn for this story.',
      imageCredit: null,
    });
  });

  it('swaps one photo for another: the old one goes, the new one is taken', async () => {
    const [first, second] = [await freshPhoto(), await freshPhoto()];
    const article = (await post({ ...valid, imageId: first.id, ...credited })).json<Article>();
    // The new photo needs its own alt text: the old one's is not kept for it.
    const noOwnAlt = await patch(article.id, { imageId: second.id });
    expect(noOwnAlt.statusCode).toBe(400);
    expect(noOwnAlt.json<ErrorBody>().errors[0]).toMatchObject({ field: 'imageAlt' });
    expect((await imageRow(first.id))!.held_until).toBeNull();
    const res = await patch(article.id, { imageId: second.id, imageAlt: 'Two' });
    expect(res.statusCode).toBe(200);
    // Nor its caption and credit.
    expect(res.json<Article>()).toMatchObject({
      image: second,
      mediaUrl: second.variants.at(-1)!.url,
      ...cleared,
      imageAlt: 'Two',
    });
    expect(await imageRow(first.id)).toBeUndefined();
    expect((await imageRow(second.id))!.held_until).toBeNull();
    // Taking away the alt text of an article with a photo is refused.
    const noAlt = await patch(article.id, { imageAlt: '' });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json<ErrorBody>().errors[0]).toMatchObject({ field: 'imageAlt' });
    // Re-sending the same photo keeps it.
    expect((await patch(article.id, { imageId: second.id })).statusCode).toBe(200);
    expect(await imageRow(second.id)).toBeDefined();
  });

  it('keeps a photo that is still held when an article lets go of it', async () => {
    const image = await freshPhoto();
    const article = (await post({ ...valid, imageId: image.id, imageAlt: 'x' })).json<Article>();
    // Uploaded again meanwhile (for another story): held once more.
    await uploaded(await photo(500, 300, { seed: seed.value }));
    expect((await imageRow(image.id))!.held_until).not.toBeNull();
    expect((await remove(article.id)).statusCode).toBe(204);
    expect(await imageRow(image.id)).toBeDefined();
  });

  it('keeps the photo while the article is in the trash, and deletes it with the article', async () => {
    const image = await freshPhoto();
    const article = (await post({ ...valid, imageId: image.id, imageAlt: 'x' })).json<Article>();
    expect(await filesServed(image)).toEqual(image.variants.map(() => true));
    expect((await remove(article.id)).statusCode).toBe(204);
    expect(await filesServed(image)).toEqual(image.variants.map(() => true));
    const forever = await api.inject({
      method: 'DELETE',
      url: `/Articles/${article.id}/Forever`,
      headers: bearer(token),
    });
    expect(forever.statusCode).toBe(204);
    expect(await imageRow(image.id)).toBeUndefined();
    const files = await api.database.db
      .selectFrom('image_files')
      .select('name')
      .where('image_id', '=', image.id)
      .execute();
    expect(files).toEqual([]);
    expect(await filesServed(image)).toEqual(image.variants.map(() => false));
  });

  it('keeps a photo two articles share until the second is deleted', async () => {
    const image = await freshPhoto();
    const one = (await post({ ...valid, imageId: image.id, imageAlt: 'x' })).json<Article>();
    const two = (await post({ ...valid, imageId: image.id, imageAlt: 'y' })).json<Article>();
    expect((await removeForGood(one.id)).statusCode).toBe(204);
    expect(await imageRow(image.id)).toBeDefined();
    expect(await filesServed(image)).toEqual(image.variants.map(() => true));
    expect((await get(`/Articles/${two.id}`)).json<Article>().image).toEqual(image);
    expect((await removeForGood(two.id)).statusCode).toBe(204);
    expect(await imageRow(image.id)).toBeUndefined();
  });

  it('refuses to delete a photo an article uses (the foreign key)', async () => {
    const image = await freshPhoto();
    await post({ ...valid, imageId: image.id, imageAlt: 'x' });
    await expect(
      api.database.db.deleteFrom('images').where('id', '=', image.id).execute(),
    ).rejects.toThrow();
    expect(await imageRow(image.id)).toBeDefined();
  });

  it('answers 400 imageId when the photo was deleted before the article was saved', async () => {
    const image = await freshPhoto();
    await setHeldUntil(image.id, past());
    await api.app.media.sweep();
    const res = await post({ ...valid, imageId: image.id, imageAlt: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'imageId',
      message: 'This photo is no longer stored; upload it again.',
    });
  });

  it('gives lists the photo with its files, and Fields picks the new names', async () => {
    const image = await freshPhoto();
    const article = (
      await post({ ...valid, imageId: image.id, imageAlt: 'x', imageCaption: 'c' })
    ).json<Article>();
    const res = await get(
      '/Articles?Status=all&PageSize=100&Fields=id,image,imageAlt,imageCaption,imageCredit',
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<Partial<Article>>>();
    const listed = page.data.find((a) => a.id === article.id)!;
    expect(listed).toEqual({
      id: article.id,
      image,
      imageAlt: 'x',
      imageCaption: 'c',
      imageCredit: null,
    });
    expect(page.data.every((a) => Object.keys(a).length === 5)).toBe(true);
    const plain = await get('/Articles?Status=all&PageSize=5&Fields=id,title', bearer(token));
    expect(Object.keys(plain.json<Page<Partial<Article>>>().data[0]!).sort()).toEqual([
      'id',
      'title',
    ]);
  });

  it('counts imageAlt, imageCaption and imageCredit in characters, as the schema does (an emoji is one)', async () => {
    const image = await freshPhoto();
    const emoji = (n: number) => '\u{1F4F7}'.repeat(n);
    const res = await post({
      ...valid,
      imageId: image.id,
      imageAlt: emoji(250),
      imageCaption: emoji(300),
      imageCredit: emoji(120),
    });
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json<Article>();
    expect([...article.imageAlt!].length).toBe(250);
    const patched = await patch(article.id, { imageAlt: emoji(200), imageCredit: emoji(100) });
    expect(patched.statusCode, patched.body).toBe(200);
    const tooLong = await patch(article.id, { imageAlt: emoji(251) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().errors[0]).toMatchObject({ field: 'imageAlt' });
  });

  it('lets a reporter put a photo on their own draft, and not on an article they may not change', async () => {
    const image = await freshPhoto();
    const draft = await post(
      { ...valid, imageId: image.id, imageAlt: 'Draft photo' },
      reporter.token,
    );
    expect(draft.statusCode).toBe(201);
    const others = await api.createArticle(token);
    const refused = await patch(others.id, { imageId: image.id, imageAlt: 'x' }, reporter.token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the sweep', () => {
  it('keeps an unused photo until its hold passes, then deletes its rows and files', async () => {
    const image = await uploaded(await photo(520, 300, { seed: 500 }));
    await api.app.media.sweep();
    expect(await imageRow(image.id)).toBeDefined();
    expect(await filesServed(image)).toEqual(image.variants.map(() => true));
    await setHeldUntil(image.id, past());
    await api.app.media.sweep();
    expect(await imageRow(image.id)).toBeUndefined();
    expect(await filesServed(image)).toEqual(image.variants.map(() => false));
  });

  it('never deletes a photo an article uses, whatever its hold says', async () => {
    const image = await uploaded(await photo(520, 300, { seed: 501 }));
    const article = await api.createArticle(token, {
      mediaUrl: undefined,
      imageId: image.id,
      imageAlt: 'x',
    });
    await setHeldUntil(image.id, past());
    await api.app.media.sweep();
    expect(await imageRow(image.id)).toBeDefined();
    expect((await get(`/Articles/${article.id}`)).json<Article>().image).toEqual(image);
  });

  it('removes stored files no photo names once they are an hour old', async () => {
    const store = api.app.media.store;
    const old = `${'a'.repeat(32)}-480.webp`;
    const fresh = `${'b'.repeat(32)}-480.webp`;
    await store.put(old, Buffer.from('left over'), 'image/webp');
    await store.put(fresh, Buffer.from('being written'), 'image/webp');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    if (store.kind === 'files') {
      fs.utimesSync(path.join(api.dataDir, 'media', old), twoHoursAgo, twoHoursAgo);
    } else {
      await api.database.db
        .updateTable('media_blobs')
        .set({ created_at: twoHoursAgo.toISOString() })
        .where('name', '=', old)
        .execute();
    }
    await api.app.media.sweep();
    expect(await store.get(old)).toBeUndefined();
    expect(await store.get(fresh)).toBeDefined();
    await store.delete([fresh]);
  });

  it('takes a file stored again for a new one, not an old leftover', async () => {
    await storedAgainIsFresh(api);
  });

  it('keeps the files of a photo uploaded again while the sweep removes them', async () => {
    await uploadedAgainDuringRemoval(api, 503);
  });

  it.runIf(dialect === 'postgres')(
    'with the database store, never removes a file a row names',
    async () => {
      await namedBlobsStay(api, 504);
    },
  );

  it('stores two photos sharing some files as two photos; a shared file stays while one names it', async () => {
    const a = await uploaded(await flatPng(1000, 500));
    const b = await uploaded(await flatPng(1200, 600));
    expect(b.id).not.toBe(a.id);
    expect(b).toMatchObject({ width: 1200, height: 600 });
    const shared = fileNames(a).filter((n) => fileNames(b).includes(n));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.length).toBeLessThan(a.variants.length);
    // The same pixels as other bytes are still the same photo.
    const same = await uploaded(await flatPng(1000, 500, 1));
    expect(same).toEqual(a);

    await setHeldUntil(a.id, past());
    await api.app.media.sweep();
    expect(await imageRow(a.id)).toBeUndefined();
    expect(await filesServed(b)).toEqual(b.variants.map(() => true));
    const own = a.variants.filter((v) => !shared.includes(v.url.split('/').at(-1)!));
    expect(await filesServed({ ...a, variants: own })).toEqual(own.map(() => false));

    await setHeldUntil(b.id, past());
    await api.app.media.sweep();
    expect(await filesServed(b)).toEqual(b.variants.map(() => false));
  });

  it.runIf(dialect === 'postgres')(
    'skips a photo an article takes while the sweep runs, and does not fail',
    async () => {
      const image = await uploaded(await photo(520, 300, { seed: 502 }));
      const article = await api.createArticle(token);
      await setHeldUntil(image.id, past());
      // Another connection takes the photo and holds its transaction open while the sweep runs.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: api.databaseUrl });
      await client.connect();
      try {
        await client.query('begin');
        await client.query('update images set held_until = null where id = $1', [image.id]);
        await client.query(
          `update articles set image_id = $1, image_alt = 'x', media_url = $2 where id = $3`,
          [image.id, image.variants.at(-1)!.url, article.id],
        );
        const sweep = api.app.media.sweep();
        // Committed once the sweep waits for this transaction's lock on the photo.
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        await blockedBy(api.database, rows[0]!.pid);
        await client.query('commit');
        await sweep;
      } finally {
        await client.end();
      }
      expect(await imageRow(image.id)).toBeDefined();
      expect(await filesServed(image)).toEqual(image.variants.map(() => true));
    },
  );
});

describe('the other media store', () => {
  let other: TestApi;
  beforeAll(async () => {
    other = await startApi({ MEDIA_STORE: dialect === 'postgres' ? 'files' : 'database' });
  });
  afterAll(() => other?.close());

  it('stores and serves the files there', async () => {
    const admin = await other.adminToken();
    const { body, contentType } = filePart(await photo(500, 300, { seed: 900 }));
    const res = await other.inject({
      method: 'POST',
      url: '/Media',
      headers: { ...bearer(admin), 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const image = res.json<RestImage>();
    expect(image.id).toMatch(IMAGE_ID_PATTERN);
    const served = await other.inject({ method: 'GET', url: image.variants[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const blobs = await other.database.db.selectFrom('media_blobs').select('name').execute();
    const dir = path.join(other.dataDir, 'media');
    const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    if (other.app.media.store.kind === 'database') {
      expect(blobs).toHaveLength(image.variants.length);
      expect(onDisk).toEqual([]);
    } else {
      expect(blobs).toEqual([]);
      expect(onDisk.sort()).toEqual(image.variants.map((v) => v.url.split('/').at(-1)).sort());
    }
  });

  it('takes a file stored again for a new one, not an old leftover', async () => {
    await storedAgainIsFresh(other);
  });

  it('keeps the files of a photo uploaded again while the sweep removes them', async () => {
    await uploadedAgainDuringRemoval(other, 901);
  });

  it.runIf(dialect === 'sqlite')(
    'with the database store, never removes a file a row names',
    async () => {
      await namedBlobsStay(other, 902);
    },
  );
});

describe('seeded articles', () => {
  let seeded: TestApi;
  beforeAll(async () => {
    seeded = await startApi({ SEED_CONTENT: 'true' });
  });
  afterAll(() => seeded?.close());

  it('keep their /media/seed/ illustrations and no uploaded photo', async () => {
    const page = (await seeded.inject({ method: 'GET', url: '/Articles?PageSize=100' })).json<
      Page<Article>
    >();
    expect(page.data.length).toBeGreaterThan(0);
    for (const article of page.data) {
      expect(article.image).toBeNull();
      expect(article.mediaUrl).toMatch(/^\/media\/seed\/.+\.svg$/);
    }
  });
});

describe('migration 0006', () => {
  it('goes down (photos, their files and the article columns dropped) and up again', async () => {
    const { database, migrator, close } = await migrationDatabase();
    try {
      await migrateToLatest(database);
      const now = new Date().toISOString();
      await database.db
        .insertInto('images')
        .values({
          id: 'a'.repeat(32),
          width: 1,
          height: 1,
          type: 'image/png',
          bytes: 1,
          created_at: now,
          created_by: null,
          held_until: null,
        })
        .execute();
      await database.db
        .insertInto('articles')
        .values({
          title: 't',
          content: 'c',
          category: 'Politics',
          language: 'en',
          status: 'draft',
          published_at: null,
          translation_id: null,
          media_url: '/m.png',
          image_id: 'a'.repeat(32),
          image_alt: 'alt',
          image_caption: null,
          image_credit: null,
          author_id: null,
          author_name: 'x',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const down = await migrator.migrateTo('0005-editions-and-workflow');
      expect(down.error).toBeUndefined();
      await expect(sql`select count(*) from images`.execute(database.db)).rejects.toThrow();
      await expect(sql`select image_id from articles`.execute(database.db)).rejects.toThrow();
      const kept = await sql<{ title: string }>`select title from articles`.execute(database.db);
      expect(kept.rows).toEqual([{ title: 't' }]);
      await migrateToLatest(database);
      const after = await database.db.selectFrom('articles').select(['image_id']).execute();
      expect(after).toEqual([{ image_id: null }]);
    } finally {
      await close();
    }
  });
});
