import type {
  LiveStatus,
  RestLiveBlogState,
  RestLiveKeyEvent,
  RestLivePost,
  RichDocument,
} from '@news/contract';
import { keyEventTitle, LIVE_BLOG_LIMITS } from '@news/contract';
import type { Kysely, Selectable } from 'kysely';
import { countRows, inTransaction, locksRows, toIso, type Database } from '../../db/index.js';
import type { DB, LiveBlogsTable } from '../../db/schema.js';
import { ArticleStatus, type Language } from '../../domain.js';
import { HistoryRepository } from '../articles/history.js';
import { ImageRepository } from '../media/repository.js';

/** What the rules and the audit trail need of the blog's article. */
export interface BlogArticle {
  id: number;
  title: string;
  language: Language;
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number | null;
}

export interface NewPost {
  articleId: number;
  author: { id: number; name: string; teluguName: string | null };
  body: RichDocument;
  text: string;
  keyEvent: boolean;
  pinned: boolean;
  at: string;
}

export interface PostChanges {
  body?: RichDocument;
  text?: string;
  keyEvent?: boolean;
  pinned?: boolean;
  at: string;
  corrected: boolean;
}

/** A post as stored, deleted ones too (the rules read who wrote it). */
export interface StoredPost {
  post: RestLivePost;
  deleted: boolean;
}

const stateOf = (row: Selectable<LiveBlogsTable>): RestLiveBlogState => ({
  articleId: row.article_id,
  status: row.status,
  startedAt: toIso(row.started_at),
  endedAt: row.ended_at === null ? null : toIso(row.ended_at),
  updatedAt: toIso(row.updated_at),
});

/** The live blogs' tables (migration 0029): the only place with their SQL. */
export class LiveBlogRepository {
  private readonly db: Kysely<DB>;
  /** The audit trail, on the same connection (in the same transaction, within `transaction`). */
  readonly history: HistoryRepository;
  readonly images: ImageRepository;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.history = new HistoryRepository(database);
    this.images = new ImageRepository(database);
  }

  transaction<T>(fn: (blogs: LiveBlogRepository, db: Kysely<DB>) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) =>
      fn(new LiveBlogRepository({ ...this.database, db: trx }), trx),
    );
  }

  /**
   * The article unless it is in the trash; with `lock`, its row stays locked (PostgreSQL) to
   * the end of the transaction, so that writes to one blog (a pin above all) run one at a time.
   */
  async article(id: number, lock = false): Promise<BlogArticle | undefined> {
    const query = this.db
      .selectFrom('articles')
      .select(['id', 'title', 'language', 'status', 'published_at', 'author_id'])
      .where('id', '=', id)
      .where('trashed_at', 'is', null);
    const row = await (
      lock && locksRows(this.database.dialect) ? query.forUpdate() : query
    ).executeTakeFirst();
    return (
      row && {
        id: row.id,
        title: row.title,
        language: row.language,
        status: row.status,
        publishedAt: row.published_at === null ? null : toIso(row.published_at),
        authorId: row.author_id,
      }
    );
  }

  /** The article (not in the trash) and its blog's state, in one read. */
  async articleAndState(
    id: number,
  ): Promise<{ article: BlogArticle; state: RestLiveBlogState | undefined } | undefined> {
    const row = await this.db
      .selectFrom('articles')
      .leftJoin('live_blogs', 'live_blogs.article_id', 'articles.id')
      .select([
        'articles.id',
        'articles.title',
        'articles.language',
        'articles.status as article_status',
        'articles.published_at',
        'articles.author_id',
        'live_blogs.status',
        'live_blogs.started_at',
        'live_blogs.ended_at',
        'live_blogs.updated_at',
      ])
      .where('articles.id', '=', id)
      .where('articles.trashed_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const article: BlogArticle = {
      id: row.id,
      title: row.title,
      language: row.language,
      status: row.article_status,
      publishedAt: row.published_at === null ? null : toIso(row.published_at),
      authorId: row.author_id,
    };
    const { status, started_at, ended_at, updated_at } = row;
    const state =
      status === null || started_at === null || updated_at === null
        ? undefined
        : stateOf({ article_id: id, status, started_at, ended_at, updated_at });
    return { article, state };
  }

  async state(articleId: number): Promise<RestLiveBlogState | undefined> {
    const row = await this.db
      .selectFrom('live_blogs')
      .selectAll()
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    return row && stateOf(row);
  }

  /** The blogs of `ids` not in the trash; with `readerAt`, only those readers see at that time. */
  async states(ids: readonly number[], readerAt?: string): Promise<RestLiveBlogState[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom('live_blogs')
      .innerJoin('articles', 'articles.id', 'live_blogs.article_id')
      .selectAll('live_blogs')
      .where('live_blogs.article_id', 'in', [...ids])
      .where('articles.trashed_at', 'is', null);
    if (readerAt !== undefined) {
      query = query
        .where('articles.status', '=', ArticleStatus.PUBLISHED)
        .where('articles.published_at', '<=', readerAt);
    }
    const rows = await query.orderBy('live_blogs.article_id').execute();
    return rows.map(stateOf);
  }

  async setState(articleId: number, status: Exclude<LiveStatus, 'none'>, at: string) {
    const ended = status === 'ended' ? at : null;
    await this.db
      .insertInto('live_blogs')
      .values({ article_id: articleId, status, started_at: at, ended_at: ended, updated_at: at })
      .onConflict((oc) =>
        oc.column('article_id').doUpdateSet({ status, ended_at: ended, updated_at: at }),
      )
      .execute();
  }

  async addPost(post: NewPost): Promise<number> {
    const row = await this.db
      .insertInto('live_posts')
      .values({
        article_id: post.articleId,
        author_id: post.author.id,
        author_name: post.author.name,
        author_telugu_name: post.author.teluguName,
        body: JSON.stringify(post.body),
        text: post.text,
        key_event: post.keyEvent ? 1 : 0,
        pinned: post.pinned ? 1 : 0,
        created_at: post.at,
        updated_at: post.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updatePost(postId: number, changes: PostChanges): Promise<void> {
    await this.db
      .updateTable('live_posts')
      .set({
        ...(changes.body !== undefined && { body: JSON.stringify(changes.body) }),
        ...(changes.text !== undefined && { text: changes.text }),
        ...(changes.keyEvent !== undefined && { key_event: changes.keyEvent ? 1 : 0 }),
        ...(changes.pinned !== undefined && { pinned: changes.pinned ? 1 : 0 }),
        ...(changes.corrected && { corrected_at: changes.at }),
        updated_at: changes.at,
      })
      .where('id', '=', postId)
      .execute();
  }

  /** Unpins the blog's pinned post, if it has one; its id. */
  async unpin(articleId: number, at: string): Promise<number | undefined> {
    const pinned = await this.db
      .selectFrom('live_posts')
      .select('id')
      .where('article_id', '=', articleId)
      .where('pinned', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!pinned) return undefined;
    await this.updatePost(pinned.id, { pinned: false, at, corrected: false });
    return pinned.id;
  }

  async deletePost(postId: number, by: number, at: string): Promise<void> {
    await this.db
      .updateTable('live_posts')
      .set({ deleted_at: at, deleted_by: by, pinned: 0, updated_at: at })
      .where('id', '=', postId)
      .execute();
  }

  /** Keeps the photos a post shows from the sweep of unused ones, as the article's body does. */
  async showImages(articleId: number, imageIds: readonly string[]): Promise<void> {
    const unique = [...new Set(imageIds)];
    if (unique.length === 0) return;
    await this.db
      .insertInto('article_images')
      .values(unique.map((imageId) => ({ article_id: articleId, image_id: imageId })))
      .onConflict((oc) => oc.columns(['article_id', 'image_id']).doNothing())
      .execute();
  }

  /** The blog's posts with their authors' names as they are now, else as written. */
  private posts(articleId: number) {
    return this.db
      .selectFrom('live_posts')
      .leftJoin('users', 'users.id', 'live_posts.author_id')
      .selectAll('live_posts')
      .select(['users.full_name', 'users.telugu_name'])
      .where('live_posts.article_id', '=', articleId);
  }

  /** A post of the blog, deleted or not. */
  async post(articleId: number, postId: number): Promise<StoredPost | undefined> {
    const row = await this.posts(articleId).where('live_posts.id', '=', postId).executeTakeFirst();
    return row && { post: postOf(row), deleted: row.deleted_at !== null };
  }

  /** A page of the posts readers see, newest first, older than `before` when given. */
  async page(articleId: number, before: number | undefined, size: number) {
    let query = this.posts(articleId).where('live_posts.deleted_at', 'is', null);
    if (before !== undefined) query = query.where('live_posts.id', '<', before);
    const rows = await query
      .orderBy('live_posts.id', 'desc')
      .limit(size + 1)
      .execute();
    const data = rows.slice(0, size).map(postOf);
    return { data, nextBefore: rows.length > size ? data.at(-1)!.id : null };
  }

  async pinned(articleId: number): Promise<RestLivePost | null> {
    const row = await this.posts(articleId)
      .where('live_posts.deleted_at', 'is', null)
      .where('live_posts.pinned', '=', 1)
      .executeTakeFirst();
    return row ? postOf(row) : null;
  }

  async keyEvents(articleId: number): Promise<RestLiveKeyEvent[]> {
    const rows = await this.db
      .selectFrom('live_posts')
      .select(['id', 'created_at', 'text'])
      .where('article_id', '=', articleId)
      .where('deleted_at', 'is', null)
      .where('key_event', '=', 1)
      .orderBy('id', 'desc')
      .limit(LIVE_BLOG_LIMITS.keyEventsMax)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: toIso(row.created_at),
      title: keyEventTitle(row.text),
    }));
  }

  count(articleId: number): Promise<number> {
    return countRows(
      this.db
        .selectFrom('live_posts')
        .where('article_id', '=', articleId)
        .where('deleted_at', 'is', null),
    );
  }
}

type PostRow = Selectable<DB['live_posts']> & {
  full_name: string | null;
  telugu_name: string | null;
};

function postOf(row: PostRow): RestLivePost {
  return {
    id: row.id,
    articleId: row.article_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    correctedAt: row.corrected_at === null ? null : toIso(row.corrected_at),
    author: {
      id: row.author_id,
      name: row.full_name ?? row.author_name,
      teluguName: row.author_id === null ? row.author_telugu_name : row.telugu_name,
    },
    body: JSON.parse(row.body) as RichDocument,
    text: row.text,
    keyEvent: Boolean(row.key_event),
    pinned: Boolean(row.pinned),
  };
}
