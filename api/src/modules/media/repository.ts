import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { inTransaction, toIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { ImageFormat, type Image, type ImageVariant } from '../../domain.js';

/** Where a stored file is served. */
export const fileUrl = (name: string) => `/media/i/${name}`;

export interface NewImage {
  id: string;
  width: number;
  height: number;
  type: ImageFormat;
  bytes: number;
  createdBy: number | null;
  heldUntil: Date;
  files: { name: string; width: number; height: number; type: ImageFormat; bytes: number }[];
}

/** Narrowest first; at each width WebP before the photo's own format. */
const byWidthWebpFirst = (a: ImageVariant, b: ImageVariant) =>
  a.width - b.width || Number(b.type === ImageFormat.WEBP) - Number(a.type === ImageFormat.WEBP);

/** The photo's address for clients that know only `mediaUrl`: its widest own-format file. */
export function widestOwnFormat(image: Image): string {
  const own = image.variants.filter((v) => v.type === image.type);
  return own[own.length - 1]!.url;
}

/** Rows read at a time by id. */
const BATCH = 500;

/** The images and image_files tables: the photos and the names of their stored files. */
export class ImageRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** The images by id, each with its files, in one query; ids not stored are left out. */
  async findMany(ids: readonly string[]): Promise<Map<string, Image>> {
    const images = new Map<string, Image>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += BATCH) {
      const rows = await this.db
        .selectFrom('images')
        .innerJoin('image_files', 'image_files.image_id', 'images.id')
        .select([
          'images.id',
          'images.width',
          'images.height',
          'images.type',
          'image_files.name',
          'image_files.width as file_width',
          'image_files.height as file_height',
          'image_files.type as file_type',
          'image_files.bytes as file_bytes',
        ])
        .where('images.id', 'in', unique.slice(i, i + BATCH))
        .execute();
      for (const row of rows) {
        let image = images.get(row.id);
        if (!image) {
          image = {
            id: row.id,
            width: row.width,
            height: row.height,
            type: row.type as ImageFormat,
            variants: [],
          };
          images.set(row.id, image);
        }
        image.variants.push({
          url: fileUrl(row.name),
          width: row.file_width,
          height: row.file_height,
          type: row.file_type as ImageFormat,
          bytes: Number(row.file_bytes),
        });
      }
    }
    for (const image of images.values()) image.variants.sort(byWidthWebpFirst);
    return images;
  }

  async find(id: string): Promise<Image | undefined> {
    return (await this.findMany([id])).get(id);
  }

  /** Stores a photo's rows in one transaction. */
  async insert(image: NewImage): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('images')
        .values({
          id: image.id,
          width: image.width,
          height: image.height,
          type: image.type,
          bytes: image.bytes,
          created_at: new Date().toISOString(),
          created_by: image.createdBy,
          held_until: image.heldUntil.toISOString(),
        })
        .execute();
      await trx
        .insertInto('image_files')
        .values(image.files.map((f) => ({ ...f, image_id: image.id })))
        .execute();
    });
  }

  /** Keeps the photo until `until` though no article uses it; false when it is not stored. */
  async hold(id: string, until: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('images')
      .set({ held_until: until.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * An article takes the photo: its hold ends (the article keeps it now). The row stays locked
   * (PostgreSQL) until the transaction ends, so a sweep or an article letting go of it waits and
   * then sees the new reference. The photo, or undefined when it is no longer stored.
   */
  async claim(id: string): Promise<Image | undefined> {
    const result = await this.db
      .updateTable('images')
      .set({ held_until: null })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    return this.find(id);
  }

  /**
   * Deletes the photo if no article (as its image or inside its body) or account uses it and it
   * is not held (`held_until` null or not after `now`); answers the names of its files, to remove
   * from the store once the transaction has committed, or [] when it stays. Run in a transaction: the row is locked first (PostgreSQL),
   * so an article taking it at the same moment either waits and then finds it gone, or took it
   * first and is seen here.
   */
  async deleteIfUnused(id: string, now: Date): Promise<string[]> {
    const query = this.db.selectFrom('images').select(['id', 'held_until']).where('id', '=', id);
    const row = await (
      this.database.dialect === 'postgres' ? query.forUpdate() : query
    ).executeTakeFirst();
    if (!row) return [];
    if (row.held_until !== null && Date.parse(toIso(row.held_until)) > now.getTime()) return [];
    const used =
      (await this.db
        .selectFrom('articles')
        .select('id')
        .where('image_id', '=', id)
        .limit(1)
        .executeTakeFirst()) ??
      (await this.db
        .selectFrom('users')
        .select('id')
        .where('photo_id', '=', id)
        .limit(1)
        .executeTakeFirst());
    if (used) return [];
    const shown = await this.db
      .selectFrom('article_images')
      .select('article_id')
      .where('image_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (shown) return [];
    const files = await this.db
      .selectFrom('image_files')
      .select('name')
      .where('image_id', '=', id)
      .execute();
    // image_files rows go with it (on delete cascade); deleted explicitly too, so this never
    // depends on SQLite's foreign_keys pragma.
    await this.db.deleteFrom('image_files').where('image_id', '=', id).execute();
    await this.db.deleteFrom('images').where('id', '=', id).execute();
    return files.map((f) => f.name);
  }

  /** Photos no article or account uses whose hold has passed (or that have none): the sweep's work. */
  async unusedIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('images')
      .select('id')
      .where((eb) =>
        eb.and([
          eb.or([eb('held_until', 'is', null), eb('held_until', '<=', now.toISOString())]),
          eb.not(
            eb.exists(
              eb
                .selectFrom('articles')
                .select(sql`1`.as('one'))
                .whereRef('articles.image_id', '=', 'images.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('users')
                .select(sql`1`.as('one'))
                .whereRef('users.photo_id', '=', 'images.id'),
            ),
          ),
          // Shown inside an article's body, now or in a version of it.
          eb.not(
            eb.exists(
              eb
                .selectFrom('article_images')
                .select(sql`1`.as('one'))
                .whereRef('article_images.image_id', '=', 'images.id'),
            ),
          ),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Which of the names a photo's row names (the rest may be removed from the store). */
  async namedFiles(names: readonly string[]): Promise<Set<string>> {
    const named = new Set<string>();
    for (let i = 0; i < names.length; i += BATCH) {
      const rows = await this.db
        .selectFrom('image_files')
        .select('name')
        .where('name', 'in', names.slice(i, i + BATCH))
        .execute();
      for (const row of rows) named.add(row.name);
    }
    return named;
  }

  /**
   * The photo that already has a file of every one of these names (the same pixels uploaded as
   * other bytes), or undefined. A photo naming only some of them (two photos can share a file:
   * the same narrow width of a flat-colour PNG) is not the answer: it is another photo.
   */
  async ownerOf(names: readonly string[]): Promise<string | undefined> {
    const unique = [...new Set(names)];
    if (unique.length === 0 || unique.length > BATCH) return undefined;
    const row = await this.db
      .selectFrom('image_files')
      .select('image_id')
      .where('name', 'in', unique)
      .groupBy('image_id')
      .having((eb) => eb.fn.count('name').distinct(), '=', unique.length)
      .orderBy('image_id')
      .limit(1)
      .executeTakeFirst();
    return row?.image_id;
  }
}
