/*
 * Where the photos' files live, behind one small interface: files under DATA_DIR/media (one
 * machine), or the media_blobs table (PostgreSQL: every api process on every machine shares
 * them, with no other service). Names are content hashes (processing.ts's FILE_NAME), so a name
 * always holds the same bytes and writing it twice is harmless.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { MediaStoreKind } from '../../config.js';
import type { Database } from '../../db/index.js';
import { toIso } from '../../db/index.js';
import { FILE_NAME, typeOfName } from './processing.js';

export interface StoredFile {
  data: Buffer;
  type: string;
}

export interface MediaStore {
  readonly kind: MediaStoreKind;
  put(name: string, data: Buffer, type: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  /**
   * Removes the files; names that are not there are skipped. The database store leaves those a
   * photo's row (image_files) names, checked in the same statement; the files store cannot check,
   * and its callers do just before (MediaService.discard).
   */
  delete(names: readonly string[]): Promise<void>;
  /** Which of the names are not stored (an upload checks its files after its rows commit). */
  missing(names: readonly string[]): Promise<string[]>;
  /** Every name stored before `before` (for the sweep), leftovers of interrupted writes included. */
  list(before: Date): Promise<string[]>;
}

/** A write under way in the files store: written whole, then renamed to its name. */
const TEMP_NAME = /^\.tmp-[0-9a-f]{16}$/;

function checkName(name: string, temporary = false): void {
  if (!FILE_NAME.test(name) && !(temporary && TEMP_NAME.test(name))) {
    throw new Error(`Not a media file name: ${JSON.stringify(name.slice(0, 80))}`);
  }
}

const isMissing = (err: unknown) => (err as { code?: unknown } | null)?.code === 'ENOENT';

export class FileMediaStore implements MediaStore {
  readonly kind = 'files' as const;
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    checkName(name);
    this.ready ??= fs.mkdir(this.dir, { recursive: true });
    await this.ready;
    // Never a half-written file under its name: a crash leaves only a temporary file, which the
    // sweep removes. Written anew even when the name is there already: the new file's mtime is
    // now, so the sweep does not take a file an upload is about to name for an old leftover.
    const temp = path.join(this.dir, `.tmp-${crypto.randomBytes(8).toString('hex')}`);
    try {
      await fs.writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      await fs.rename(temp, path.join(this.dir, name));
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    checkName(name);
    try {
      const data = await fs.readFile(path.join(this.dir, name));
      return { data, type: typeOfName(name)! };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    for (const name of names) {
      checkName(name, true);
      await fs.rm(path.join(this.dir, name), { force: true });
    }
  }

  async missing(names: readonly string[]): Promise<string[]> {
    const missing: string[] = [];
    for (const name of names) {
      checkName(name);
      try {
        await fs.stat(path.join(this.dir, name));
      } catch (err) {
        if (!isMissing(err)) throw err;
        missing.push(name);
      }
    }
    return missing;
  }

  async list(before: Date): Promise<string[]> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.dir);
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    const names: string[] = [];
    for (const name of entries) {
      if (!FILE_NAME.test(name) && !TEMP_NAME.test(name)) continue;
      try {
        const stat = await fs.stat(path.join(this.dir, name));
        if (stat.isFile() && stat.mtimeMs < before.getTime()) names.push(name);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return names;
  }
}

/** Rows deleted at a time, so a statement's parameters stay few. */
const BATCH = 500;

export class DatabaseMediaStore implements MediaStore {
  readonly kind = 'database' as const;

  constructor(private readonly database: Database) {}

  async put(name: string, data: Buffer, type: string): Promise<void> {
    checkName(name);
    await this.database.db
      .insertInto('media_blobs')
      .values({ name, type, data, created_at: new Date().toISOString() })
      // The same name holds the same bytes: another upload stored it already. Its time is made
      // now all the same, so the sweep does not take it for an old leftover (no row names it yet)
      // between this and the upload's rows.
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })),
      )
      .execute();
  }

  async get(name: string): Promise<StoredFile | undefined> {
    checkName(name);
    const row = await this.database.db
      .selectFrom('media_blobs')
      .select(['data', 'type'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { data: Buffer.from(row.data), type: row.type } : undefined;
  }

  async delete(names: readonly string[]): Promise<void> {
    for (const name of names) checkName(name);
    for (let i = 0; i < names.length; i += BATCH) {
      // Only what no row names, checked in the same statement: a photo stored again meanwhile
      // (its rows committed before this statement began) keeps its files, from any process.
      await this.database.db
        .deleteFrom('media_blobs')
        .where('name', 'in', names.slice(i, i + BATCH))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('image_files')
                .select(sql`1`.as('one'))
                .whereRef('image_files.name', '=', 'media_blobs.name'),
            ),
          ),
        )
        .execute();
    }
  }

  async missing(names: readonly string[]): Promise<string[]> {
    for (const name of names) checkName(name);
    const found = new Set<string>();
    for (let i = 0; i < names.length; i += BATCH) {
      const query = this.database.db
        .selectFrom('media_blobs')
        .select('name')
        .where('name', 'in', names.slice(i, i + BATCH));
      // On PostgreSQL a blob a delete under way has taken is waited for, then seen gone; SQLite
      // runs one statement at a time anyway.
      const rows = await (
        this.database.dialect === 'postgres' ? query.forShare() : query
      ).execute();
      for (const row of rows) found.add(row.name);
    }
    return names.filter((n) => !found.has(n));
  }

  async list(before: Date): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('media_blobs')
      .select(['name', 'created_at'])
      .where('created_at', '<', before.toISOString())
      .execute();
    // Compared again here: SQLite compares the ISO text, PostgreSQL the timestamps.
    return rows
      .filter((r) => Date.parse(toIso(r.created_at)) < before.getTime())
      .map((r) => r.name);
  }
}

export function createMediaStore(
  kind: MediaStoreKind,
  dataDir: string,
  database: Database,
): MediaStore {
  return kind === 'database'
    ? new DatabaseMediaStore(database)
    : new FileMediaStore(path.join(dataDir, 'media'));
}
