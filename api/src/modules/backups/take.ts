/*
 * Takes one backup while the site runs: the database as one consistent moment (SQLite's online
 * backup; pg_dump, which reads inside one snapshot), then the photos' files. Files are named by
 * their content and written before the rows naming them commit, so every photo the copied
 * database names is among the files copied after it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig, MediaStoreKind } from '../../config.js';
import { archiveName, writeArchive, type Manifest } from './archive.js';

const run = promisify(execFile);

export interface BackupSource {
  database: DatabaseConfig;
  dataDir: string;
  mediaStore: MediaStoreKind;
}

export interface TakenBackup {
  file: string;
  manifest: Manifest;
}

/** The newest migration a SQLite file has run. */
function sqliteMigration(file: string): string {
  const db = new SQLite(file, { readonly: true });
  try {
    const row = db.prepare('select max(name) as name from kysely_migration').get() as
      { name: string | null } | undefined;
    return row?.name ?? '';
  } finally {
    db.close();
  }
}

async function backupSqlite(file: string, into: string): Promise<string> {
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in each step: a step holds a read lock, so a writer never makes the
    // copy start over, and in WAL mode the writers do not wait for it.
    await source.backup(into, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
  return sqliteMigration(into);
}

/** PostgreSQL messages may quote the connection string; the password is never repeated. */
export function withoutSecrets(text: string, url: string): string {
  const password = (() => {
    try {
      return decodeURIComponent(new URL(url).password);
    } catch {
      return '';
    }
  })();
  return password ? text.split(password).join('***') : text;
}

/**
 * The URL as libpq (pg_dump, pg_restore) reads it: it takes `+` in the query for itself, where
 * node-postgres and URLSearchParams mean a space (`options=-c+search_path=…`).
 */
export function forLibpq(url: string): string {
  const u = new URL(url);
  const query = [...u.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  u.search = query;
  return u.toString();
}

async function backupPostgres(url: string, into: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schema: string;
  let migration: string;
  try {
    schema = (await client.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    migration =
      (await client.query<{ n: string | null }>('select max(name) as n from kysely_migration'))
        .rows[0]?.n ?? '';
  } finally {
    await client.end();
  }
  try {
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--schema=${schema}`,
        `--file=${into}`,
        `--dbname=${forLibpq(url)}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    /* eslint-disable preserve-caught-error -- the caught error quotes the command line, and so the
       connection string with its password: only its sanitized words are kept. */
    if (e.code === 'ENOENT') {
      throw new Error('pg_dump is not installed (Debian: apt-get install postgresql-client)');
    }
    throw new Error(`pg_dump failed: ${withoutSecrets(e.stderr?.trim() || e.message, url)}`);
    /* eslint-enable preserve-caught-error */
  }
  return { schema, migration };
}

async function copyMedia(from: string, into: string): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(from);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await fs.mkdir(into, { recursive: true });
  for (const name of names) {
    // Writes under way (.tmp-…) are left out: they are not yet anyone's photo.
    if (name.startsWith('.')) continue;
    try {
      await fs.copyFile(path.join(from, name), path.join(into, name));
    } catch (err) {
      // Removed by the sweep since the listing: no copied row names it.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** Takes a backup into `dir` and answers the archive's path and manifest. */
export async function takeBackup(
  source: BackupSource,
  dir: string,
  now: () => Date = () => new Date(),
): Promise<TakenBackup> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'news-backup-'));
  try {
    const createdAt = now();
    await fs.mkdir(path.join(staging, 'database'));
    const db = source.database;
    const taken =
      db.dialect === 'sqlite'
        ? { migration: await backupSqlite(db.file, path.join(staging, 'database', 'news.db')) }
        : await backupPostgres(db.url, path.join(staging, 'database', 'news.pgdump'));
    if (source.mediaStore === 'files') {
      await copyMedia(path.join(source.dataDir, 'media'), path.join(staging, 'media'));
    }
    const file = path.join(dir, archiveName(createdAt));
    const manifest = await writeArchive(staging, file, {
      createdAt: createdAt.toISOString(),
      dialect: db.dialect,
      ...taken,
      mediaStore: source.mediaStore,
    });
    // The archive holds password hashes: only its owner reads it.
    await fs.chmod(file, 0o600);
    return { file, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
