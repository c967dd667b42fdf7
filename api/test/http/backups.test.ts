/*
 * Scheduled backups on a clock the test moves, their pruning, a failure admins see, and the
 * admins' list and download.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClock, type TimerId } from '@sinonjs/fake-timers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveTime, verifyArchive } from '../../src/modules/backups/archive.js';
import { FIRST_BACKUP_DELAY_MS } from '../../src/modules/backups/schedule.js';
import { spawnApi } from '../backup-tools.js';
import { bearer, startApi, type TestApi } from '../helpers.js';

const HOUR = 3600 * 1000;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An api whose timers and clock the test moves, backing up into a folder of its own. */
async function apiOnClock(env: Record<string, string>) {
  const clock = createClock(Date.parse('2026-03-01T20:00:00.000Z'));
  const dir = tempDir('news-backups-');
  const api = await startApi(
    { BACKUP_DIR: dir, ...env },
    {
      timers: {
        setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
        clearTimeout: (timer) => clock.clearTimeout(timer as TimerId | undefined),
      },
      now: () => new Date(clock.now),
    },
  );
  cleanups.push(() => api.close());
  const archives = () =>
    fs
      .readdirSync(dir)
      .map((name) => archiveTime(name)?.toISOString())
      .filter((at): at is string => at !== undefined)
      .sort();
  /** Moves the clock on, and waits for the backup that starts (if any) to end. */
  const advance = async (ms: number) => {
    clock.tick(ms);
    await api.app.backups.idle();
  };
  return { api, dir, archives, advance, clock };
}

describe('scheduled backups', () => {
  it('takes one every interval and keeps the newest of the latest hours and days', async () => {
    const { archives, advance, clock } = await apiOnClock({
      BACKUP_INTERVAL_MINUTES: '180',
      BACKUP_KEEP_HOURLY: '2',
      BACKUP_KEEP_DAILY: '3',
    });
    await advance(FIRST_BACKUP_DELAY_MS - 1);
    expect(archives()).toEqual([]);
    const taken: string[] = [];
    await advance(1);
    taken.push(new Date(clock.now).toISOString());
    expect(archives()).toEqual(taken);
    for (let i = 0; i < 14; i++) {
      await advance(3 * HOUR);
      taken.push(new Date(clock.now).toISOString());
    }
    const day = (at: string) => at.slice(0, 10);
    const days = [...new Set(taken.map(day))];
    expect(days).toHaveLength(3);
    // The two newest, and the newest of each of the three days.
    const expected = new Set([
      ...taken.slice(-2),
      ...days.map((d) => taken.filter((at) => day(at) === d).at(-1)!),
    ]);
    expect(archives()).toEqual([...expected].sort());
  });

  it('records a failed backup, and admins see it', async () => {
    const { api, dir, archives, advance } = await apiOnClock({ BACKUP_INTERVAL_MINUTES: '60' });
    // Another live process holds the lock: this backup cannot be taken.
    fs.writeFileSync(path.join(dir, '.backup.lock'), String(process.ppid));
    await advance(FIRST_BACKUP_DELAY_MS);
    expect(archives()).toEqual([]);
    const res = await api.inject({
      method: 'GET',
      url: '/Admin/Backups',
      headers: bearer(await api.adminToken()),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      data: unknown[];
      lastSuccess: unknown;
      lastFailure: { message: string };
    }>();
    expect(body.data).toEqual([]);
    expect(body.lastSuccess).toBeNull();
    expect(body.lastFailure.message).toContain('Another backup is under way');
  });

  it('says in the log of npm start where it puts them', async () => {
    const dataDir = tempDir('news-backup-log-');
    const api = await spawnApi({ DATA_DIR: dataDir, BACKUP_INTERVAL_MINUTES: '60' });
    cleanups.push(() => api.child.kill('SIGKILL'));
    expect(api.log.join('\n')).toContain(
      `backups every 60 min into ${path.join(dataDir, 'backups')}`,
    );
  });
});

describe('the admins’ backups', () => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    api = await startApi({ BACKUP_DIR: tempDir('news-backups-') });
    cleanups.push(() => api.close());
    admin = await api.adminToken();
    editor = (await api.createUser('editor')).token;
  });

  it('takes one, lists it as checked, and downloads it whole', async () => {
    const taken = await api.inject({
      method: 'POST',
      url: '/Admin/Backups',
      headers: bearer(admin),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const backup = taken.json<{ name: string; size: number; check: string }>();
    expect(backup.check).toBe('verified');
    const list = await api.inject({ method: 'GET', url: '/Admin/Backups', headers: bearer(admin) });
    expect(list.json()).toMatchObject({
      data: [backup],
      lastSuccess: { name: backup.name },
      lastFailure: null,
    });
    const file = await api.inject({
      method: 'GET',
      url: `/Admin/Backups/${backup.name}`,
      headers: bearer(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(file.rawPayload.length).toBe(backup.size);
    const copy = path.join(tempDir('news-download-'), backup.name);
    fs.writeFileSync(copy, file.rawPayload);
    await expect(verifyArchive(copy)).resolves.toMatchObject({ dialect: api.database.dialect });
  });

  it('refuses anyone but an admin, and names it cannot have', async () => {
    for (const [method, url] of [
      ['GET', '/Admin/Backups'],
      ['POST', '/Admin/Backups'],
      ['GET', '/Admin/Backups/news-backup-20260301T200000000Z.tar.gz'],
    ] as const) {
      expect((await api.inject({ method, url, headers: bearer(editor) })).statusCode).toBe(403);
      expect((await api.inject({ method, url })).statusCode).toBe(401);
    }
    const bad = await api.inject({
      method: 'GET',
      url: '/Admin/Backups/..%2Fnews.db',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    const none = await api.inject({
      method: 'GET',
      url: '/Admin/Backups/news-backup-20200101T000000000Z.tar.gz',
      headers: bearer(admin),
    });
    expect(none.statusCode).toBe(404);
  });
});
