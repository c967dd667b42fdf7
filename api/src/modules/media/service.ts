import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Image, User } from '../../domain.js';
import { AppError } from '../../lib/errors.js';
import { contentHash, FILE_NAME, Limiter, processPhoto, type ProcessedFile } from './processing.js';
import { ImageRepository } from './repository.js';
import type { MediaStore, StoredFile } from './store.js';

/** How long an uploaded photo is kept while no article uses it. */
export const HOLD_MS = 24 * 3600 * 1000;
/** A stored file that no photo names is removed once it is this old (a crash's leftover). */
export const ORPHAN_FILE_AGE_MS = 3600 * 1000;
/** Photos deleted per sweep step. */
const SWEEP_BATCH = 100;

export interface MediaServiceOptions {
  /** The current time (tests move it). */
  now?: () => Date;
  /** Photos processed at once; more wait their turn. */
  concurrency?: number;
  /** Uploads waiting their turn before more are answered 503. */
  queueMax?: number;
}

export interface SweepResult {
  images: number;
  files: number;
}

/** Another row has that key: a unique index, or SQLite's primary key. */
const isDuplicate = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    (typeof code === 'string' &&
      (code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'))
  );
};

const isForeignKeyViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** Uploads, serving, and removing what nobody uses any more. */
export class MediaService {
  readonly images: ImageRepository;
  readonly now: () => Date;
  private readonly limiter: Limiter;
  private closed = false;
  /** The end of the last removal of files, or upload's check of its files (see removing). */
  private removals: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    readonly store: MediaStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
    options: MediaServiceOptions = {},
  ) {
    this.images = new ImageRepository(database);
    this.now = options.now ?? (() => new Date());
    this.limiter = new Limiter(options.concurrency ?? 2, options.queueMax ?? 16);
  }

  /** Stops a sweep under way after its current photo (the app is closing). */
  close(): void {
    this.closed = true;
  }

  /**
   * Runs `fn` after every removal of files (and upload's check of its files) started before it,
   * and before any started after: a removal's "does a row name it?" and its delete are then one
   * step, as far as this process's uploads are concerned (see upload).
   */
  private removing<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.removals.then(fn, fn);
    this.removals = run.catch(() => undefined);
    return run;
  }

  private heldUntil(): Date {
    return new Date(this.now().getTime() + HOLD_MS);
  }

  /**
   * Stores an uploaded photo and answers it, held for a day for an article to take. The same
   * bytes uploaded again answer the stored photo (its hold renewed) without processing them.
   * Files are written to the store first and the rows after, in one transaction; should that
   * fail, the files no row names are removed again. Once the rows are in, any file a removal
   * took meanwhile is put back (restoreFiles).
   */
  async upload(user: User, bytes: Buffer): Promise<Image> {
    const id = contentHash(bytes);
    if (bytes.length > 0 && (await this.images.hold(id, this.heldUntil()))) {
      const stored = await this.images.find(id);
      if (stored) return stored;
    }
    const photo = await this.limiter.run(
      () => processPhoto(bytes),
      () =>
        new AppError(
          'UNAVAILABLE',
          503,
          'Too many photos are being processed; try again in a moment',
          'file',
        ),
    );
    const names = photo.files.map((f) => f.name);
    // The same pixels uploaded as other bytes (another copy with other metadata) make the same
    // files: that photo is the answer. A photo sharing only some of the files is another photo.
    const owner = await this.images.ownerOf(names);
    if (owner && (await this.images.hold(owner, this.heldUntil()))) {
      const stored = await this.images.find(owner);
      if (stored) return stored;
    }
    try {
      for (const file of photo.files) await this.store.put(file.name, file.data, file.type);
      await this.images.insert({
        id,
        width: photo.width,
        height: photo.height,
        type: photo.type,
        bytes: bytes.length,
        createdBy: user.id,
        heldUntil: this.heldUntil(),
        files: photo.files.map(({ data, ...file }) => ({ ...file, bytes: data.length })),
      });
    } catch (err) {
      await this.discard(names);
      // The same file uploaded twice at the same moment: the other upload stored it.
      if (isDuplicate(err) && (await this.images.hold(id, this.heldUntil()))) {
        const stored = await this.images.find(id);
        if (stored) return stored;
      }
      throw err;
    }
    await this.restoreFiles(photo.files);
    return (await this.images.find(id))!;
  }

  /**
   * Once an upload's rows have committed, puts back any of its files a removal took meanwhile:
   * a sweep or an article's delete removing another photo that names the same files (the same
   * photo, deleted a moment before it was uploaded again) may have checked that no row names
   * them just before this upload's rows committed, and removed them after its `put`.
   *
   * With the database store the removal itself checks the rows (store.ts), and this check waits
   * on PostgreSQL for a removal under way, so nothing is left to chance. With the files store
   * a removal's check and delete, and this check, run one at a time in this process (removing):
   * a removal that checked before the rows committed has deleted before this looks. What is
   * left is another process sharing the same media directory (the files store is for one api
   * process; several share the database store): a file it removes between its own check and
   * delete, while this upload commits and looks, stays missing until uploaded again.
   */
  private async restoreFiles(files: readonly ProcessedFile[]): Promise<void> {
    await this.removing(async () => {
      const missing = new Set(await this.store.missing(files.map((f) => f.name)));
      for (const file of files) {
        if (missing.has(file.name)) await this.store.put(file.name, file.data, file.type);
      }
    });
  }

  /** A stored file by name; undefined for a name that is not one (checked before the store). */
  async file(name: string): Promise<StoredFile | undefined> {
    if (!FILE_NAME.test(name)) return undefined;
    return this.store.get(name);
  }

  /**
   * Removes from the store the files of photos just deleted, once their transaction has
   * committed, skipping any name a photo's row names again (another photo with the same
   * pixels). Never fails the caller: what is left behind, the sweep removes.
   */
  async discard(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    try {
      await this.removeUnnamed(names);
    } catch (err) {
      this.log.warn({ err }, 'could not remove the files of a deleted photo; the sweep will');
    }
  }

  /**
   * Removes from the store those of the names no photo's row names (see restoreFiles); answers
   * how many that was.
   */
  private removeUnnamed(names: readonly string[]): Promise<number> {
    return this.removing(async () => {
      const named = await this.images.namedFiles(names);
      const unnamed = names.filter((n) => !named.has(n));
      await this.store.delete(unnamed);
      return unnamed.length;
    });
  }

  /**
   * Deletes the photos no article uses whose hold has passed, and the stored files no photo
   * names that are older than an hour (left by a crash between storing files and their rows).
   * Each photo goes in a transaction of its own; one that an article took meanwhile is skipped.
   */
  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { images: 0, files: 0 };
    const skipped = new Set<string>();
    while (!this.closed) {
      const ids = (await this.images.unusedIds(this.now(), SWEEP_BATCH + skipped.size)).filter(
        (id) => !skipped.has(id),
      );
      if (ids.length === 0) break;
      for (const id of ids) {
        if (this.closed) return result;
        let names: string[] = [];
        try {
          names = await this.database.db
            .transaction()
            .execute((trx) =>
              new ImageRepository({ ...this.database, db: trx }).deleteIfUnused(id, this.now()),
            );
        } catch (err) {
          // An article took it at the same moment (the foreign key refused), or PostgreSQL gave
          // up on the transaction: it stays until a later sweep.
          if (!isForeignKeyViolation(err)) {
            this.log.warn({ err, image: id }, 'sweep: could not delete a photo');
          }
        }
        if (names.length === 0) skipped.add(id);
        else result.images += 1;
        await this.discard(names);
        result.files += names.length;
      }
    }
    if (this.closed) return result;
    const before = new Date(this.now().getTime() - ORPHAN_FILE_AGE_MS);
    const stored = await this.store.list(before);
    // A leftover an upload is storing again meanwhile has a new time, but may have been listed
    // before it: removed only while no row names it, and put back by the upload (restoreFiles).
    for (let i = 0; i < stored.length && !this.closed; i += SWEEP_BATCH) {
      result.files += await this.removeUnnamed(stored.slice(i, i + SWEEP_BATCH));
    }
    return result;
  }
}
