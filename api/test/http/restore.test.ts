/*
 * npm run restore: a corrupt or truncated archive is refused with nothing changed; data is never
 * overwritten without --force; a backup made before the newest migration is brought up to date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/index.js';
import { migrations } from '../../src/db/migrations/index.js';
import { restorePlace, runCli } from '../backup-tools.js';
import { bearer, dialect, migrationDatabase, startApi, type TestApi } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

let api: TestApi;
let archive: string;
let articleId: number;

beforeAll(async () => {
  api = await startApi();
  cleanups.push(() => api.close());
  articleId = (await api.createArticle(await api.adminToken(), { title: 'Kept through a restore' }))
    .id;
  const { stdout } = await runCli('backup', [], {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: api.dataDir,
  });
  archive = stdout.trim();
});

async function place() {
  const p = await restorePlace(api.databaseUrl);
  cleanups.push(
    () => p.storage.drop(),
    () => fs.rmSync(p.dir, { recursive: true, force: true }),
  );
  return p;
}

/** Every file under `dir` with its bytes: what "nothing changed" compares. */
function contents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
  }
  return out;
}

/** How many tables a PostgreSQL database has, in any schema of its own. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(r.rows[0]!.n);
  } finally {
    await client.end();
  }
}

const restoreFails = (args: string[]) =>
  runCli('restore', args, {}).then(
    () => {
      throw new Error('restore succeeded');
    },
    (err: { code: number; stderr: string }) => err,
  );

// Each case runs the commands several times, each a process of its own (slow on a busy machine).
describe('npm run restore', { timeout: 180_000 }, () => {
  it('refuses a truncated or corrupt archive, and changes nothing', async () => {
    const bytes = fs.readFileSync(archive);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bad-archive-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const truncated = path.join(dir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const corrupt = path.join(dir, 'corrupt.tar.gz');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(corrupt, flipped);
    for (const bad of [truncated, corrupt]) {
      const target = await place();
      const into = path.join(target.dir, 'new');
      const args = target.args.map((a) => (a === target.dir ? into : a));
      const err = await restoreFails([bad, ...args]);
      expect(err.code).toBe(1);
      expect(err.stderr).toMatch(/The archive was refused: It is truncated or corrupt/);
      expect(fs.existsSync(into)).toBe(false);
      // The database given stays empty (a SQLite one would be in `into`).
      if (dialect === 'postgres') expect(await tablesIn(target.storage.url)).toBe(0);
    }
  });

  it('refuses to overwrite data without --force, and replaces it with it', async () => {
    const target = await place();
    await runCli('restore', [archive, ...target.args], {});
    const restored = await startApi({}, { dataDir: target.dir, storage: target.storage });
    const token = await restored.adminToken();
    const extra = await restored.createArticle(token, { title: 'Written after the restore' });
    await restored.close();
    const before = contents(target.dir);

    const err = await restoreFails([archive, ...target.args]);
    expect(err.stderr).toMatch(
      /Nothing was restored: .*(already exists|already has tables).*--force/,
    );
    expect(contents(target.dir)).toEqual(before);

    await runCli('restore', [archive, ...target.args, '--force'], {});
    const again = await startApi({}, { dataDir: target.dir, storage: target.storage });
    cleanups.push(() => again.close());
    const t = await again.adminToken();
    expect(
      (await again.inject({ method: 'GET', url: `/Articles/${articleId}`, headers: bearer(t) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await again.inject({ method: 'GET', url: `/Articles/${extra.id}`, headers: bearer(t) }))
        .statusCode,
    ).toBe(404);
  });

  it('brings a backup made before the newest migration up to date', async () => {
    const old = await migrationDatabase();
    cleanups.push(() => old.close());
    const names = Object.keys(migrations(old.database.dialect)).sort();
    const previous = names.at(-2)!;
    expect((await old.migrator.migrateTo(previous)).error).toBeUndefined();
    const { stdout } = await runCli('backup', [], { DATABASE_URL: old.url, DATA_DIR: old.dataDir });
    const target = await restorePlace(old.url);
    cleanups.push(
      () => target.storage.drop(),
      () => fs.rmSync(target.dir, { recursive: true, force: true }),
    );
    await runCli('restore', [stdout.trim(), ...target.args], {});
    const database = createDatabase(
      old.database.dialect === 'postgres'
        ? { dialect: 'postgres', url: target.storage.url, poolMax: 1 }
        : { dialect: 'sqlite', file: target.storage.url },
    );
    try {
      const rows = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(database.db);
      expect(rows.rows.map((r) => r.name)).toEqual(names);
    } finally {
      await database.close();
    }
  });
});
