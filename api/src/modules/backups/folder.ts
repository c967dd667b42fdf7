/*
 * The backups folder: the archives, a check file beside each (its sha256 and size, written once
 * the archive was read back whole), status.json (the last success and the last failure, which
 * admins see), and a lock so two processes never back up at once.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { archiveTime, verifyArchive } from './archive.js';
import { takeBackup, type BackupSource, type TakenBackup } from './take.js';

export interface BackupStatus {
  lastSuccess?: { at: string; name: string };
  lastFailure?: { at: string; message: string };
}

import type { BackupCheck } from '@news/contract';

export interface BackupEntry {
  name: string;
  createdAt: string;
  size: number;
  check: BackupCheck;
}

const STATUS = 'status.json';
const LOCK = '.backup.lock';
const checkFile = (archive: string) => `${archive}.check.json`;

export async function readStatus(dir: string): Promise<BackupStatus> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, STATUS), 'utf8')) as BackupStatus;
  } catch {
    return {};
  }
}

async function recordStatus(dir: string, change: BackupStatus): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const status = { ...(await readStatus(dir)), ...change };
  const temp = path.join(dir, `.${STATUS}.${process.pid}`);
  await fs.writeFile(temp, `${JSON.stringify(status, null, 2)}\n`);
  await fs.rename(temp, path.join(dir, STATUS));
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The archives in `dir`, newest first. */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const at = archiveTime(name);
    if (!at) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat) continue;
    let check: BackupCheck = 'unchecked';
    try {
      const saved = JSON.parse(await fs.readFile(path.join(dir, checkFile(name)), 'utf8')) as {
        size: number;
      };
      check = saved.size === stat.size ? 'verified' : 'changed';
    } catch {
      // No check file: taken by an older version, or the check did not finish.
    }
    entries.push({ name, createdAt: at.toISOString(), size: stat.size, check });
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const lock = path.join(dir, LOCK);
  try {
    await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`Another backup is under way (process ${holder})`, { cause: err });
    }
    // Left by a process that ended mid-backup.
    await fs.writeFile(lock, String(process.pid));
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a backup into `dir`, reads it back whole against its manifest, and records the outcome
 * in status.json either way: a failure is never only in a log.
 */
export async function backupNow(
  source: BackupSource,
  dir: string,
  now: () => Date = () => new Date(),
): Promise<TakenBackup> {
  try {
    const taken = await withLock(dir, async () => {
      const result = await takeBackup(source, dir, now);
      await verifyArchive(result.file);
      const size = (await fs.stat(result.file)).size;
      const sha256 = await sha256Of(result.file);
      await fs.writeFile(
        checkFile(result.file),
        `${JSON.stringify({ sha256, size, checkedAt: now().toISOString() })}\n`,
      );
      return result;
    });
    await recordStatus(dir, {
      lastSuccess: { at: taken.manifest.createdAt, name: path.basename(taken.file) },
    });
    return taken;
  } catch (err) {
    await recordStatus(dir, {
      lastFailure: { at: now().toISOString(), message: (err as Error).message },
    }).catch(() => undefined);
    throw err;
  }
}

/**
 * Which archives to remove: kept are the newest of each of the `keepHourly` latest hours that
 * have one, and the newest of each of the `keepDaily` latest days (UTC) that have one.
 */
export function toPrune(names: readonly string[], keepHourly: number, keepDaily: number): string[] {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((d): d is { name: string; at: Date } => d.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const keepNewestOf = (bucket: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const d of dated) {
      if (seen.size >= count) break;
      const key = bucket(d.at);
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(d.name);
    }
  };
  keepNewestOf((at) => at.toISOString().slice(0, 13), keepHourly);
  keepNewestOf((at) => at.toISOString().slice(0, 10), keepDaily);
  return dated.filter((d) => !keep.has(d.name)).map((d) => d.name);
}

/** Removes the archives `toPrune` picks, with their check files; answers their names. */
export async function pruneBackups(
  dir: string,
  keepHourly: number,
  keepDaily: number,
): Promise<string[]> {
  const names = (await listBackups(dir)).map((b) => b.name);
  const gone = toPrune(names, keepHourly, keepDaily);
  for (const name of gone) {
    await fs.rm(path.join(dir, name), { force: true });
    await fs.rm(path.join(dir, checkFile(name)), { force: true });
  }
  return gone;
}
