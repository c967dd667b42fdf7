import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { countRows, inTransaction, locksRows, toIso } from '../../db/index.js';
import type { ArticlesTable, DB } from '../../db/schema.js';
import type { ArticleAuthor, ArticleStatus, Category, Language } from '../../domain.js';
import { countNames } from './suggestions/names.js';

/** An article in the trash, as the Trash list and the trash's rules read it. */
export interface TrashedRow {
  id: number;
  title: string;
  language: Language;
  category: Category | null;
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number | null;
  authorName: string;
  translationId: number | null;
  imageId: string | null;
  /** Null while the article is live. */
  trashedAt: string | null;
  trashedBy: ArticleAuthor;
}

const COLUMNS = [
  'id',
  'title',
  'language',
  'category',
  'status',
  'published_at',
  'author_id',
  'author_name',
  'translation_id',
  'image_id',
  'trashed_at',
  'trashed_by',
  'trashed_by_name',
] as const;

type Row = Pick<Selectable<ArticlesTable>, (typeof COLUMNS)[number]>;

const toTrashed = (row: Row): TrashedRow => ({
  id: row.id,
  title: row.title,
  language: row.language,
  category: row.category,
  status: row.status,
  publishedAt: row.published_at === null ? null : toIso(row.published_at),
  authorId: row.author_id,
  authorName: row.author_name,
  translationId: row.translation_id,
  imageId: row.image_id,
  trashedAt: row.trashed_at === null ? null : toIso(row.trashed_at),
  trashedBy: { id: row.trashed_by, name: row.trashed_by_name ?? '' },
});

/**
 * The trash's rows: moving an article in and out of it, the Trash list and what the purge
 * removes. A trashed row keeps everything (translation link, revisions, photos, audit); the
 * reads elsewhere leave it out by its `trashed_at`.
 */
export class TrashRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** The article whether live or trashed (its `trashedAt` tells); with `lock`, row-locked. */
  async find(id: number, options: { lock?: boolean } = {}): Promise<TrashedRow | undefined> {
    const query = this.db.selectFrom('articles').select(COLUMNS).where('id', '=', id);
    const locked = options.lock && locksRows(this.database.dialect) ? query.forUpdate() : query;
    const row = await locked.executeTakeFirst();
    return row ? toTrashed(row) : undefined;
  }

  /** Puts a live article in the trash; its names leave the search suggestions. */
  async trash(id: number, by: ArticleAuthor, at: string): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const done = await trx
        .updateTable('articles')
        .set({ trashed_at: at, trashed_by: by.id, trashed_by_name: by.name })
        .where('id', '=', id)
        .where('trashed_at', 'is', null)
        .executeTakeFirst();
      if (done.numUpdatedRows === 0n) return false;
      await countNames(trx, id, null);
      return true;
    });
  }

  /**
   * Takes an article out of the trash as it was; its names are suggested again. Its translation
   * link is dropped only when the counterpart has been linked to another article meanwhile.
   */
  async restore(id: number): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const restored = await trx
        .updateTable('articles')
        .set({ trashed_at: null, trashed_by: null, trashed_by_name: null })
        .where('id', '=', id)
        .where('trashed_at', 'is not', null)
        .returning(['title', 'summary', 'status', 'published_at', 'translation_id'])
        .executeTakeFirst();
      if (!restored) return false;
      if (restored.translation_id !== null) {
        const counterpart = await trx
          .selectFrom('articles')
          .select('translation_id')
          .where('id', '=', restored.translation_id)
          .executeTakeFirst();
        if (counterpart?.translation_id !== id) {
          await trx
            .updateTable('articles')
            .set({ translation_id: null })
            .where('id', '=', id)
            .execute();
        }
      }
      await countNames(trx, id, restored);
      return true;
    });
  }

  /** A page of the trash, the latest put there first, with the trash's size. */
  async page(page: number, pageSize: number): Promise<{ rows: TrashedRow[]; total: number }> {
    const trashed = this.db.selectFrom('articles').where('trashed_at', 'is not', null);
    const [rows, total] = await Promise.all([
      trashed
        .select(COLUMNS)
        .orderBy('trashed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      countRows(trashed),
    ]);
    return { rows: rows.map((row) => toTrashed(row)), total };
  }

  /** Up to `limit` ids of articles put in the trash before `cutoff`, the oldest first. */
  async trashedBefore(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('articles')
      .select('id')
      .where('trashed_at', 'is not', null)
      .where('trashed_at', '<', cutoff)
      .orderBy('trashed_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
