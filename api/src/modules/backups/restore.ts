/*
 * Restores a backup archive: checked whole first (a bad archive changes nothing), then into a
 * new data folder or an empty PostgreSQL schema, never over data unless `force` says so; then the
 * migrations run, so a backup made by an older version opens in this one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.js';
import { createDatabase, type Dialect } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { extractArchive, verifyArchive, type Manifest } from './archive.js';
import { forLibpq, withoutSecrets } from './take.js';

const run = promisify(execFile);

/** Restoring would overwrite data, or cannot go where it was asked to. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  /** The data folder the photos (and a SQLite database) go into. */
  dataDir: string;
  /** SQLite: the database file; PostgreSQL: the (empty) database to restore into. */
  database: DatabaseConfig;
  force: boolean;
}

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

async function hasFiles(dir: string): Promise<boolean> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.some((n) => !n.startsWith('.'));
}

function checkMigration(manifest: Manifest, dialect: Dialect): void {
  const known = Object.keys(migrations(dialect)).sort();
  if (manifest.migration && manifest.migration > known.at(-1)!) {
    throw new RestoreRefused(
      `The backup was made by a newer version (migration ${manifest.migration}); restore it with that version`,
    );
  }
}

async function restoreSqlite(staging: string, dbFile: string, file: string) {
  await fs.mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
  // The old file's write-ahead log must not be replayed onto the restored database.
  for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(dbFile + suffix, { force: true });
  await fs.rename(path.join(staging, file), dbFile);
  await fs.chmod(dbFile, 0o600);
}

async function schemaTables(client: pg.Client, schema: string): Promise<number> {
  const r = await client.query<{ n: string }>(
    'select count(*) as n from information_schema.tables where table_schema = $1',
    [schema],
  );
  return Number(r.rows[0]!.n);
}

async function pgTool(cmd: string, args: string[], url: string): Promise<string> {
  try {
    return (await run(cmd, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    /* eslint-disable preserve-caught-error -- the caught error quotes the command line, and so the
       connection string with its password: only its sanitized words are kept. */
    if (e.code === 'ENOENT') throw new Error(`${cmd} is not installed (Debian: postgresql-client)`);
    throw new Error(`${cmd} failed: ${withoutSecrets(e.stderr?.trim() || e.message, url)}`);
    /* eslint-enable preserve-caught-error */
  }
}

async function restorePostgres(staging: string, target: RestoreTarget, manifest: Manifest) {
  if (target.database.dialect !== 'postgres') {
    throw new RestoreRefused('The backup is of a PostgreSQL database: give --database-url');
  }
  const url = target.database.url;
  const schema = manifest.schema ?? 'public';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schemaThere: boolean;
  try {
    if ((await schemaTables(client, schema)) > 0) {
      if (!target.force) {
        throw new RestoreRefused(
          `The database already has tables in schema ${schema}: restore into an empty database, or stop the site and add --force to replace them`,
        );
      }
      await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
    }
    const r = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    schemaThere = r.rowCount === 1;
  } finally {
    await client.end();
  }
  const dump = path.join(staging, 'database', 'news.pgdump');
  // An empty schema of that name may be there already (public always is): it is not created.
  const list = (await pgTool('pg_restore', ['--list', dump], url))
    .split('\n')
    .filter((line) => !(schemaThere && / SCHEMA - /.test(line)))
    .join('\n');
  const listFile = path.join(staging, 'restore.list');
  await fs.writeFile(listFile, list);
  await pgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--use-list=${listFile}`,
      `--dbname=${forLibpq(url)}`,
      dump,
    ],
    url,
  );
}

/** Moves the photos' files into DATA_DIR/media; names are content hashes, so none clash. */
async function restoreMedia(staging: string, dataDir: string) {
  const from = path.join(staging, 'media');
  if (!(await exists(from))) return;
  const into = path.join(dataDir, 'media');
  await fs.mkdir(into, { recursive: true });
  for (const name of await fs.readdir(from)) {
    await fs.rename(path.join(from, name), path.join(into, name));
  }
}

/** Checks the archive, restores it into `target`, and runs the migrations. */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const manifest = await verifyArchive(archive);
  checkMigration(manifest, manifest.dialect);
  if (manifest.dialect !== target.database.dialect) {
    throw new RestoreRefused(
      manifest.dialect === 'postgres'
        ? 'The backup is of a PostgreSQL database: give --database-url postgres://… of an empty database'
        : 'The backup is of a SQLite database: give --into <a new data folder>',
    );
  }
  if (manifest.mediaStore === 'files' && (await hasFiles(path.join(target.dataDir, 'media')))) {
    if (!target.force) {
      throw new RestoreRefused(
        `${path.join(target.dataDir, 'media')} already holds photos: restore into a new folder (--into), or add --force`,
      );
    }
  }
  const dbFile = target.database.dialect === 'sqlite' ? target.database.file : '';
  if (dbFile && (await exists(dbFile)) && !target.force) {
    throw new RestoreRefused(
      `${dbFile} already exists: restore into a new folder (--into), or stop the site and add --force to overwrite it`,
    );
  }
  await fs.mkdir(target.dataDir, { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    await extractArchive(archive, staging, manifest);
    if (manifest.dialect === 'sqlite') await restoreSqlite(staging, dbFile, 'database/news.db');
    else await restorePostgres(staging, target, manifest);
    await restoreMedia(staging, target.dataDir);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  const database = createDatabase(
    target.database.dialect === 'postgres' ? { ...target.database, poolMax: 2 } : target.database,
  );
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return manifest;
}
