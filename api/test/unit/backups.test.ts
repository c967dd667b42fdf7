import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveName,
  archiveTime,
  BadArchiveError,
  MANIFEST,
  verifyArchive,
  writeArchive,
} from '../../src/modules/backups/archive.js';
import { toPrune } from '../../src/modules/backups/folder.js';

const HOUR = 3600 * 1000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'news-archive-'));
  dirs.push(d);
  return d;
};

describe('backup pruning', () => {
  it('keeps the newest of the last 48 hours and of the last 30 days, by default figures', () => {
    const start = Date.parse('2026-01-01T00:20:00.000Z');
    // Hourly for 40 days, and a second backup in some hours (taken by hand).
    const times = Array.from({ length: 40 * 24 }, (_, i) => start + i * HOUR);
    times.push(start + 5 * HOUR + 600_000, times.at(-1)! - 600_000);
    const names = times.map((t) => archiveName(new Date(t)));
    const gone = new Set(toPrune(names, 48, 30));
    const kept = names.filter((n) => !gone.has(n)).map((n) => archiveTime(n)!.toISOString());
    const newest = [...times].sort((a, b) => b - a);
    const hours = new Set(newest.slice(0, 49).map((t) => new Date(t).toISOString().slice(0, 13)));
    expect(hours.size).toBe(48);
    const days = [...new Set(newest.map((t) => new Date(t).toISOString().slice(0, 10)))];
    expect(days).toHaveLength(40);
    // The newest of each of the 48 latest hours, and the last of each of the 30 latest days.
    const lastOf = (prefix: string) =>
      newest.map((t) => new Date(t).toISOString()).find((iso) => iso.startsWith(prefix))!;
    const expected = new Set([...[...hours].map(lastOf), ...days.slice(0, 30).map(lastOf)]);
    expect(new Set(kept)).toEqual(expected);
    expect(kept).toHaveLength(48 + 28);
  });

  it('leaves other files in the folder alone', () => {
    expect(toPrune(['status.json', 'notes.txt', archiveName(new Date())], 0, 0)).toHaveLength(1);
  });
});

describe('backup archives', () => {
  it('refuses an archive whose file does not match the manifest, naming the file', async () => {
    const staging = tempDir();
    fs.mkdirSync(path.join(staging, 'database'));
    fs.writeFileSync(path.join(staging, 'database', 'news.db'), 'the database');
    const file = path.join(tempDir(), archiveName(new Date()));
    await writeArchive(staging, file, {
      createdAt: new Date().toISOString(),
      dialect: 'sqlite',
      migration: '0025-article-trash',
      mediaStore: 'files',
    });
    await expect(verifyArchive(file)).resolves.toMatchObject({ dialect: 'sqlite' });
    // The same length, other bytes, in a whole (well-formed) archive with the old manifest.
    fs.writeFileSync(path.join(staging, 'database', 'news.db'), 'THE DATABASE');
    const forged = path.join(tempDir(), 'forged.tar.gz');
    await tar.c({ gzip: true, file: forged, cwd: staging }, [MANIFEST, 'database/news.db']);
    const refusal = verifyArchive(forged);
    await expect(refusal).rejects.toBeInstanceOf(BadArchiveError);
    await expect(refusal).rejects.toThrow('database/news.db does not match its checksum');
  });
});
