/*
 * The restore drill: four writers write articles and photos through the api; a backup is taken
 * while they write; the api is killed with SIGKILL; the backup is restored into a new place, and
 * an api on it serves every article, revision, account and photo acknowledged before the backup
 * began, byte for byte.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { RestImage } from '@news/contract';
import { filePart, photo } from '../media-fixtures.js';
import { runCli, restorePlace, spawnApi, type ApiProcess } from '../backup-tools.js';
import {
  ADMIN_PASSWORD,
  bearer,
  freshStorage,
  startApi,
  type Storage,
  type TestApi,
} from '../helpers.js';

interface Written {
  ackedAt: number;
  writer: number;
  article: Record<string, unknown>;
  /** The article after its change, when that change was acknowledged too. */
  changed?: { ackedAt: number; article: Record<string, unknown>; revisions: unknown[] };
  /** Each stored file of the article's photo, as the api served it. */
  files: Map<string, Buffer>;
}

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function call<T>(
  api: ApiProcess,
  method: string,
  url: string,
  token: string,
  body?: unknown,
) {
  const res = await fetch(api.url + url, {
    method,
    headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login(api: ApiProcess, username: string, password: string): Promise<string> {
  const res = await fetch(`${api.url}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** One writer: upload a photo, write an article with it, change the article; until stopped. */
async function write(
  api: ApiProcess,
  writer: number,
  token: string,
  out: Written[],
  stop: () => boolean,
  acked: () => void,
) {
  for (let n = 0; !stop(); n++) {
    const upload = filePart(await photo(320, 240, { seed: writer * 1000 + n }));
    const res = await fetch(`${api.url}/Media`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': upload.contentType },
      body: upload.body,
    });
    if (res.status !== 201) throw new Error(`upload: ${res.status}`);
    const image = (await res.json()) as RestImage;
    const files = new Map<string, Buffer>();
    for (const v of image.variants) {
      files.set(v.url, Buffer.from(await (await fetch(api.url + v.url)).arrayBuffer()));
    }
    const article = await call<Record<string, unknown>>(api, 'POST', '/Articles', token, {
      title: `Writer ${writer} story ${n}`,
      content: `Paragraph ${n} by writer ${writer}: ${'news '.repeat(40)}`,
      category: 'Politics',
      language: 'en',
      imageId: image.id,
      imageAlt: `Photo ${n} of writer ${writer}`,
    });
    const written: Written = { ackedAt: performance.now(), writer, article, files };
    out.push(written);
    acked();
    const id = article.id as number;
    const changed = await call<Record<string, unknown>>(api, 'PATCH', `/Articles/${id}`, token, {
      title: `Writer ${writer} story ${n}, updated`,
    });
    const revisions = (
      await call<{ data: unknown[] }>(api, 'GET', `/Articles/${id}/Revisions`, token)
    ).data;
    written.changed = { ackedAt: performance.now(), article: changed, revisions };
  }
}

it('restores everything acknowledged before the backup, after the api was killed', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-drill-'));
  const storage: Storage = await freshStorage(dataDir);
  cleanups.push(
    () => storage.drop(),
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  const env = { DATABASE_URL: storage.url, DATA_DIR: dataDir };
  const api = await spawnApi(env);
  cleanups.push(() => api.child.kill('SIGKILL'));

  const admin = await login(api, 'admin', ADMIN_PASSWORD);
  const writers = [];
  for (let w = 0; w < 4; w++) {
    const password = `drill-password-${w}`;
    const username = `drill${w}`;
    await call(api, 'POST', '/User', admin, {
      username,
      full_Name: `Drill writer ${w}`,
      email: `${username}@example.com`,
      role: 'reporter',
      password,
      is_Active: true,
    });
    writers.push({ username, password, token: await login(api, username, password) });
  }

  const written: Written[] = [];
  let stopped = false;
  let failure: Error | undefined;
  // Called on each acknowledgement and failure, until the backup begins.
  let settle = () => {};
  const writing = writers.map((w, i) =>
    write(
      api,
      i,
      w.token,
      written,
      () => stopped,
      () => settle(),
    ).catch((err: unknown) => {
      // After the kill every writer fails: only a failure before it counts.
      if (!stopped) failure ??= err as Error;
      settle();
    }),
  );
  cleanups.push(async () => {
    stopped = true;
    api.child.kill('SIGKILL');
    await Promise.all(writing);
  });
  // The backup begins once every writer has had articles acknowledged.
  await new Promise<void>((resolve, reject) => {
    settle = () => {
      if (failure) reject(failure);
      else if ([0, 1, 2, 3].every((w) => written.filter((x) => x.writer === w).length >= 2))
        resolve();
    };
  });
  settle = () => {};
  const backupBegan = performance.now();
  const before = written.length;
  const { stdout } = await runCli('backup', [], env);
  const archive = stdout.trim();
  expect(fs.existsSync(archive)).toBe(true);
  // Writes went on while the backup ran.
  expect(written.length).toBeGreaterThan(before);

  expect(failure).toBeUndefined();
  stopped = true;
  api.child.kill('SIGKILL');
  expect(await api.exited).toBe('SIGKILL');
  await Promise.all(writing);

  const place = await restorePlace(storage.url);
  cleanups.push(
    () => place.storage.drop(),
    () => fs.rmSync(place.dir, { recursive: true, force: true }),
  );
  await runCli('restore', [archive, ...place.args], {});

  const restored: TestApi = await startApi(
    { DATABASE_URL: place.storage.url, DATA_DIR: place.dir },
    { dataDir: place.dir, storage: place.storage },
  );
  cleanups.push(() => restored.close());
  // Each writer signs in with the password it had, and reads its articles as it did.
  const tokens = await Promise.all(writers.map((w) => restored.login(w.username, w.password)));

  const acked = written.filter((x) => x.ackedAt < backupBegan);
  expect(acked.length).toBeGreaterThanOrEqual(8);
  for (const x of acked) {
    const id = x.article.id as number;
    const res = await restored.inject({
      method: 'GET',
      url: `/Articles/${id}`,
      headers: bearer(tokens[x.writer]!),
    });
    expect(res.statusCode, `article ${id}`).toBe(200);
    const now = res.json<Record<string, unknown>>();
    if (x.changed && x.changed.ackedAt < backupBegan) {
      expect(now).toEqual(x.changed.article);
      const revisions = await restored.inject({
        method: 'GET',
        url: `/Articles/${id}/Revisions`,
        headers: bearer(tokens[x.writer]!),
      });
      expect(revisions.json<{ data: unknown[] }>().data).toEqual(x.changed.revisions);
    } else {
      // Changed after the backup began: the backup may hold either version.
      expect([x.article, x.changed?.article]).toContainEqual(now);
    }
    for (const [url, bytes] of x.files) {
      const file = await restored.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.equals(bytes), `${url} byte for byte`).toBe(true);
    }
  }
}, 180_000);
