import type { RestAuthorProfile } from '@news/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { countRows, inTransaction, locksRows, runCompiled, slot, toIso } from '../../db/index.js';
import { changedColumns, type ChangeColumns } from '../../db/changes.js';
import type { ArticlesTable, DB } from '../../db/schema.js';
import { ImageRepository } from '../media/repository.js';
import { articleAuthors, authorProfile } from './authors.js';
import { excerptOf } from './body.js';
import { frontRows } from './front.js';
import { HistoryRepository } from './history.js';
import { listArticles, type ListPage } from './list.js';
import { NoteRepository } from './notes-repository.js';
import type {
  ArticleChanges,
  ArticleListQuery,
  ArticleReading,
  ArticleStore,
  FrontQuery,
  FrontRows,
  LinkRow,
  NewArticle,
  RelatedQuery,
} from './records.js';
import { relatedRows } from './related.js';
import { ArticleSelects, toRecord, withImages } from './rows.js';
import { TrashRepository } from './trash-repository.js';
import { indexArticle, searchFor, teluguReadings, type ArticleSearch } from './search/index.js';
import { countNames } from './suggestions/names.js';

export type * from './records.js';
export type { Readings } from './search/types.js';

/** Where an article's changes are stored (`updatedAt` defaults to now, so it goes apart). */
const CHANGE_COLUMNS: ChangeColumns<Omit<ArticleChanges, 'updatedAt'>, ArticlesTable> = {
  title: 'title',
  content: 'content',
  body: (body) => ({ body: JSON.stringify(body), excerpt: excerptOf(body) }),
  category: 'category',
  language: 'language',
  mediaUrl: 'media_url',
  imageId: 'image_id',
  imageAlt: 'image_alt',
  imageCaption: 'image_caption',
  imageCredit: 'image_credit',
  summary: 'summary',
  lead: (lead) => ({ lead: lead ? 1 : 0 }),
  createdAt: 'created_at',
  status: 'status',
  publishedAt: 'published_at',
};

/**
 * The articles' rows: create, read, update and delete here; lists (list.ts), the front page
 * (front.ts), "read next" (related.ts), search (search/) and counts (counts.ts) each in a file
 * of their own, reached through this class so that a transaction covers them all.
 */
export class ArticleRepository implements ArticleStore {
  private readonly db: Kysely<DB>;
  /** The photos, on the same connection (in the same transaction, within `transaction`). */
  readonly images: ImageRepository;
  /** Revisions and the audit trail, likewise. */
  readonly history: HistoryRepository;
  /** The review threads, on the same connection (in the same transaction, within `transaction`). */
  readonly notes: NoteRepository;
  /** The database's search (SQLite's FTS5 or PostgreSQL's tsvector), on the same connection. */
  readonly search: ArticleSearch;
  /** The article columns' queries. */
  readonly selects: ArticleSelects;
  /** The trash (trash-repository.ts), on the same connection. */
  readonly trash: TrashRepository;

  constructor(readonly database: Database) {
    this.db = database.db;
    this.images = new ImageRepository(database);
    this.history = new HistoryRepository(database);
    this.notes = new NoteRepository(database);
    this.search = searchFor(database);
    this.selects = new ArticleSelects(database.db);
    this.trash = new TrashRepository(database);
  }

  /** Runs `fn` with a repository whose every call is in one transaction. */
  transaction<T>(fn: (articles: ArticleRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) =>
      fn(new ArticleRepository({ ...this.database, db: trx })),
    );
  }

  /** A page of articles with its count (list.ts). */
  list(q: ArticleListQuery): Promise<ListPage> {
    return listArticles(this, q);
  }

  /** The front page's rows (front.ts). */
  front(q: FrontQuery): Promise<FrontRows> {
    return frontRows(this, q);
  }

  /** Stories to read next (related.ts). */
  related(q: RelatedQuery): Promise<ArticleReading[]> {
    return relatedRows(this, q);
  }

  /** For each search word, the indexed words it begins, when few enough to search by name. */
  wordsBegun(terms: readonly string[]) {
    return this.search.wordsBegun(terms);
  }

  /** The Telugu words of the index each Latin search word may be (search/readings.ts). */
  teluguReadings(terms: readonly string[], options?: { whole?: boolean }) {
    return teluguReadings(this.db, terms, options);
  }

  /** The accounts that wrote an article of the staff view, by name (authors.ts). */
  authors(scope: { ownOrPublished?: number }): Promise<{ id: number; name: string }[]> {
    return articleAuthors(this.database, scope);
  }

  /** The account named `username` if readers may see one of its stories by `now` (authors.ts). */
  authorProfile(username: string, now: string): Promise<RestAuthorProfile | undefined> {
    return authorProfile(this.database, this.images, username, now);
  }

  /**
   * The article, unless it is in the trash (trash-repository.ts reads those); with `lock`, its row stays locked (PostgreSQL) until the transaction ends; with
   * `withImage`, its photo read too.
   */
  async findById(
    id: number,
    options: { lock?: boolean; withImage?: boolean } = {},
  ): Promise<ArticleReading | undefined> {
    const lock = Boolean(options.lock) && locksRows(this.database.dialect);
    const [row] = await runCompiled(
      this.database,
      `article by id${lock ? ' for update' : ''}`,
      () => {
        const query = this.selects
          .select('body')
          .where('articles.id', '=', slot<number>('id'))
          .where('articles.trashed_at', 'is', null);
        return lock ? query.forUpdate('articles') : query;
      },
      { id },
    );
    if (!row) return undefined;
    const record = toRecord(row) as ArticleReading;
    return options.withImage ? (await withImages(this.images, [record]))[0] : record;
  }

  /** The articles of `ids` that exist, by id, with their photos: `findById` for many at once. */
  async findMany(ids: readonly number[]): Promise<Map<number, ArticleReading>> {
    if (ids.length === 0) return new Map();
    const rows = await this.selects
      .select('body')
      .where('articles.id', 'in', [...ids])
      .where('articles.trashed_at', 'is', null)
      .execute();
    const records = await withImages(
      this.images,
      rows.map((row) => toRecord(row) as ArticleReading),
    );
    return new Map(records.map((record) => [record.id, record]));
  }

  /**
   * Locks the rows of `ids` and of their counterparts (the rows a link change or a delete
   * touches) with one `select ... for update` in id order, so two such transactions wait for
   * each other instead of deadlocking; answers them by id. The counterparts are read first
   * without a lock; should a link have moved meanwhile, the rows it now reaches are locked too.
   * Undefined when links keep moving. On SQLite, whose transactions run one at a time, this
   * only reads.
   */
  async lockLinked(ids: readonly number[]): Promise<Map<number, LinkRow> | undefined> {
    const read = (wanted: Iterable<number>, lock: boolean) => {
      const query = this.db
        .selectFrom('articles')
        .select([
          'id',
          'title',
          'status',
          'published_at',
          'author_id',
          'language',
          'translation_id',
        ])
        .where('id', 'in', [...wanted])
        .orderBy('id');
      return (lock && locksRows(this.database.dialect) ? query.forUpdate() : query).execute();
    };
    const reached = (rows: Awaited<ReturnType<typeof read>>) => {
      const all = new Set(ids);
      for (const row of rows) {
        if (ids.includes(row.id) && row.translation_id !== null) all.add(row.translation_id);
      }
      return all;
    };
    const wanted = reached(await read(ids, false));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const rows = await read(wanted, true);
      const now = reached(rows);
      if ([...now].every((id) => wanted.has(id))) {
        return new Map(
          rows.map((row) => [
            row.id,
            {
              id: row.id,
              title: row.title,
              status: row.status,
              publishedAt: row.published_at === null ? null : toIso(row.published_at),
              authorId: row.author_id,
              language: row.language,
              translationId: row.translation_id,
            },
          ]),
        );
      }
      for (const id of now) wanted.add(id);
    }
    return undefined;
  }

  async create(article: NewArticle): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('articles')
        .values({
          title: article.title,
          content: article.content,
          body: JSON.stringify(article.body),
          category: article.category,
          language: article.language,
          media_url: article.mediaUrl,
          image_id: article.imageId ?? null,
          image_alt: article.imageAlt ?? null,
          image_caption: article.imageCaption ?? null,
          image_credit: article.imageCredit ?? null,
          summary: article.summary ?? null,
          excerpt: excerptOf(article.body),
          lead: article.lead ? 1 : 0,
          status: article.status,
          published_at: article.publishedAt,
          author_id: article.authorId,
          author_name: article.authorName,
          created_at: article.createdAt,
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await indexArticle(trx, this.search, {
        id,
        title: article.title,
        content: article.content,
        summary: article.summary ?? null,
      });
      await countNames(trx, id, {
        title: article.title,
        summary: article.summary ?? null,
        status: article.status,
        published_at: article.publishedAt,
      });
      return id;
    });
  }

  /** Applies the changes; false when the article does not exist. */
  async update(id: number, changes: ArticleChanges): Promise<boolean> {
    const { updatedAt, ...changed } = changes;
    return inTransaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('articles')
        .set({
          ...changedColumns(changed, CHANGE_COLUMNS),
          updated_at: updatedAt ?? new Date().toISOString(),
        })
        .where('id', '=', id)
        .returning(['title', 'content', 'summary', 'status', 'published_at'])
        .executeTakeFirst();
      if (!updated) return false;
      const { title, content, summary } = updated;
      if (
        changes.title !== undefined ||
        changes.content !== undefined ||
        changes.summary !== undefined
      ) {
        await indexArticle(trx, this.search, { id, title, content, summary });
      }
      await countNames(trx, id, updated);
      return true;
    });
  }

  /**
   * Records that the article's body shows these uploaded photos, so that they stay stored while
   * the article (or a version of it to restore) shows them.
   */
  async showImages(id: number, imageIds: readonly string[]): Promise<void> {
    const unique = [...new Set(imageIds)];
    if (unique.length === 0) return;
    await this.db
      .insertInto('article_images')
      .values(unique.map((imageId) => ({ article_id: id, image_id: imageId })))
      .onConflict((oc) => oc.columns(['article_id', 'image_id']).doNothing())
      .execute();
  }

  /**
   * Links `id` and `counterpartId` both ways, first unlinking whatever either was linked to;
   * a null counterpart only unlinks `id` and its counterpart.
   */
  async setTranslation(id: number, counterpartId: number | null): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const ids = counterpartId === null ? [id] : [id, counterpartId];
      const now = new Date().toISOString();
      await trx
        .updateTable('articles')
        .set({ translation_id: null, updated_at: now })
        .where((eb) => eb.or([eb('id', 'in', ids), eb('translation_id', 'in', ids)]))
        .where('translation_id', 'is not', null)
        .execute();
      if (counterpartId === null) return;
      for (const [from, to] of [
        [id, counterpartId],
        [counterpartId, id],
      ] as const) {
        await trx
          .updateTable('articles')
          .set({ translation_id: to, updated_at: now })
          .where('id', '=', from)
          .execute();
      }
    });
  }

  /** Removes the article for good, with its versions (its audit trail stays). */
  async delete(id: number): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      // The foreign key does this too (on delete set null); done here so it never depends on
      // SQLite's foreign_keys pragma being on.
      await trx
        .updateTable('articles')
        .set({ translation_id: null })
        .where('translation_id', '=', id)
        .execute();
      await trx.deleteFrom('article_revisions').where('article_id', '=', id).execute();
      const deleted = await trx.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
      await this.search.removeFromIndex(trx, id);
      await countNames(trx, id, null);
      return deleted.numDeletedRows > 0n;
    });
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('articles'));
  }
}
