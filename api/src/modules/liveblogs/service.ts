import {
  LIVE_BLOG_LIMITS,
  LIVE_STATUS_FROM,
  liveBlogRules,
  liveBlogTopic,
  LiveUpdateKind,
  type LiveBlogEventPayloads,
  type LiveEvent,
  type RestLiveBlog,
  type RestLiveBlogState,
  type RestLivePost,
  type RestLivePostPage,
} from '@news/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AuditAction, type User } from '../../domain.js';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.js';
import { canRead, isReaderVisible, type Viewer } from '../articles/policy.js';
import { claimBodyImages } from '../articles/rules/photo.js';
import type { LivePublisher } from '../live/publisher.js';
import { EventLog } from '../live/repository.js';
import { idList, postWords } from './input.js';
import type { BlogArticle, LiveBlogRepository } from './repository.js';

export interface NewPostInput {
  body: unknown;
  keyEvent?: boolean | undefined;
  pinned?: boolean | undefined;
}

export interface PostChangesInput {
  body?: unknown;
  keyEvent?: boolean | undefined;
  pinned?: boolean | undefined;
}

type Status = RestLiveBlogState['status'];

const STATUS_AUDIT = {
  live: AuditAction.LIVE_START,
  paused: AuditAction.LIVE_PAUSE,
  ended: AuditAction.LIVE_END,
} as const;

const viewerOf = (user: User | null | undefined): Viewer =>
  user ? { id: user.id, role: user.role } : null;

/** An event to append: its kind and payload, typed by the contract. */
type Pending = {
  [K in LiveUpdateKind]: { kind: K; payload: LiveBlogEventPayloads[K] };
}[LiveUpdateKind];

/**
 * Live blogs: their coverage moved by editors and admins, posts added, corrected and deleted
 * by staff under the contract's `liveBlogRules`, each change in the article's audit trail. A
 * change readers may see is appended to the event log on `blog:<id>` in its own transaction and
 * published once committed; a blog readers may not see (yet) writes no events, so nothing of it
 * leaks through the public streams.
 */
export class LiveBlogService {
  constructor(
    private readonly blogs: LiveBlogRepository,
    private readonly log: EventLog,
    private readonly publisher: LivePublisher,
  ) {}

  async states(user: User | null | undefined, ids: string): Promise<RestLiveBlogState[]> {
    return this.blogs.states(idList(ids), user ? undefined : new Date().toISOString());
  }

  async blog(user: User | null | undefined, id: number): Promise<RestLiveBlog> {
    // The event id before the posts: a post written between the reads is then also in the
    // events after it.
    const [state, lastEventId] = await Promise.all([
      this.readable(user, id),
      this.log.last(liveBlogTopic(id)),
    ]);
    const [pinned, keyEvents, postCount] = await Promise.all([
      this.blogs.pinned(id),
      this.blogs.keyEvents(id),
      this.blogs.count(id),
    ]);
    return { ...state, pinned, keyEvents, postCount, lastEventId };
  }

  async posts(
    user: User | null | undefined,
    id: number,
    before: number | undefined,
    pageSize: number = LIVE_BLOG_LIMITS.pageSize,
  ): Promise<RestLivePostPage> {
    const [, lastEventId] = await Promise.all([
      this.readable(user, id),
      this.log.last(liveBlogTopic(id)),
    ]);
    return { ...(await this.blogs.page(id, before, pageSize)), lastEventId };
  }

  async setStatus(user: User, id: number, status: Exclude<Status, 'none'>): Promise<RestLiveBlog> {
    if (!liveBlogRules.setStatus(user.role)) {
      throw forbidden('Only editors and admins start, pause and end live coverage');
    }
    await this.write(id, async (blogs, article, at) => {
      const from = (await blogs.state(id))?.status ?? 'none';
      if (!LIVE_STATUS_FROM[status].includes(from)) {
        throw conflict(`A live blog that is ${from} cannot be made ${status}`, 'status');
      }
      await blogs.setState(id, status, at);
      await this.audit(blogs, article, user, at, STATUS_AUDIT[status], `from ${from}`);
      return [{ kind: LiveUpdateKind.STATUS, payload: (await blogs.state(id))! }];
    });
    return this.blog(user, id);
  }

  async addPost(user: User, id: number, input: NewPostInput): Promise<RestLivePost> {
    const words = postWords(input.body);
    if (input.pinned && !liveBlogRules.pin(user.role)) {
      throw forbidden('Only editors and admins pin posts');
    }
    let post: RestLivePost | undefined;
    await this.write(id, async (blogs, article, at) => {
      const status = (await blogs.state(id))?.status ?? 'none';
      if (status === 'none' || status === 'ended') {
        throw conflict(`Start the live blog before posting to it (it is ${status})`, 'status');
      }
      if (!liveBlogRules.post(user.role, status)) {
        throw forbidden('While coverage is paused, only editors and admins post');
      }
      await claimBodyImages(blogs.images, words.body);
      const events: Pending[] = [];
      if (input.pinned) events.push(...(await this.unpin(blogs, id, at)));
      const postId = await blogs.addPost({
        articleId: id,
        author: { id: user.id, name: user.full_Name, teluguName: user.teluguName },
        ...words,
        keyEvent: input.keyEvent ?? false,
        pinned: input.pinned ?? false,
        at,
      });
      await blogs.showImages(
        id,
        words.images.map((image) => image.imageId),
      );
      await this.audit(blogs, article, user, at, AuditAction.LIVE_POST, `post ${postId}`);
      post = (await blogs.post(id, postId))!.post;
      return [...events, { kind: LiveUpdateKind.POST, payload: post }];
    });
    return post!;
  }

  async updatePost(
    user: User,
    id: number,
    postId: number,
    input: PostChangesInput,
  ): Promise<RestLivePost> {
    if (input.body === undefined && input.keyEvent === undefined && input.pinned === undefined) {
      throw badInput('body', 'Send what changes: body, keyEvent or pinned');
    }
    const words = input.body === undefined ? undefined : postWords(input.body);
    if (input.pinned !== undefined && !liveBlogRules.pin(user.role)) {
      throw forbidden('Only editors and admins pin and unpin posts');
    }
    let post: RestLivePost | undefined;
    await this.write(id, async (blogs, article, at) => {
      const stored = await this.storedPost(blogs, id, postId);
      if (!liveBlogRules.correct(user.role, stored.author.id === user.id)) {
        throw forbidden('Reporters correct only their own posts');
      }
      const corrected =
        words !== undefined && JSON.stringify(words.body) !== JSON.stringify(stored.body);
      const changed = [
        ...(corrected ? ['body'] : []),
        ...(input.keyEvent !== undefined && input.keyEvent !== stored.keyEvent ? ['keyEvent'] : []),
        ...(input.pinned !== undefined && input.pinned !== stored.pinned ? ['pinned'] : []),
      ];
      post = stored;
      if (changed.length === 0) return [];
      if (corrected) await claimBodyImages(blogs.images, words.body);
      const events: Pending[] = [];
      if (changed.includes('pinned') && input.pinned) {
        events.push(...(await this.unpin(blogs, id, at)));
      }
      await blogs.updatePost(postId, {
        ...(corrected && { body: words.body, text: words.text }),
        ...(changed.includes('keyEvent') && { keyEvent: input.keyEvent }),
        ...(changed.includes('pinned') && { pinned: input.pinned }),
        at,
        corrected,
      });
      if (corrected)
        await blogs.showImages(
          id,
          words.images.map((image) => image.imageId),
        );
      const detail = `post ${postId}: ${changed.join(', ')}`;
      await this.audit(blogs, article, user, at, AuditAction.LIVE_CORRECT, detail);
      post = (await blogs.post(id, postId))!.post;
      return [...events, { kind: LiveUpdateKind.UPDATE, payload: post }];
    });
    return post!;
  }

  async deletePost(user: User, id: number, postId: number): Promise<void> {
    if (!liveBlogRules.delete(user.role)) {
      throw forbidden('Only editors and admins delete posts');
    }
    await this.write(id, async (blogs, article, at) => {
      await this.storedPost(blogs, id, postId);
      await blogs.deletePost(postId, user.id, at);
      await this.audit(blogs, article, user, at, AuditAction.LIVE_DELETE, `post ${postId}`);
      return [{ kind: LiveUpdateKind.DELETE, payload: { id: postId, articleId: id } }];
    });
  }

  /** The blog's state if the viewer may read its article and it is (or was) a live blog. */
  private async readable(user: User | null | undefined, id: number): Promise<RestLiveBlogState> {
    const found = await this.blogs.articleAndState(id);
    if (!found || !canRead(viewerOf(user), found.article)) {
      throw notFound(`There is no article ${id}`);
    }
    if (!found.state) throw notFound(`Article ${id} is not a live blog`);
    return found.state;
  }

  private async storedPost(blogs: LiveBlogRepository, id: number, postId: number) {
    const stored = await blogs.post(id, postId);
    if (!stored || stored.deleted) throw notFound(`Live blog ${id} has no post ${postId}`);
    return stored.post;
  }

  /** Unpins the blog's pinned post: the event that tells pages so, if one was. */
  private async unpin(blogs: LiveBlogRepository, id: number, at: string): Promise<Pending[]> {
    const unpinned = await blogs.unpin(id, at);
    if (unpinned === undefined) return [];
    return [{ kind: LiveUpdateKind.UPDATE, payload: (await blogs.post(id, unpinned))!.post }];
  }

  /**
   * Runs a change in one transaction, the article's row locked (PostgreSQL) so that one blog's
   * changes run one at a time; appends its events when readers may see the blog, and publishes
   * them once committed.
   */
  private async write(
    id: number,
    change: (blogs: LiveBlogRepository, article: BlogArticle, at: string) => Promise<Pending[]>,
  ): Promise<void> {
    const events = await this.blogs.transaction(async (blogs, db) => {
      const article = await blogs.article(id, true);
      if (!article) throw notFound(`There is no article ${id}`);
      const now = new Date();
      const pending = await change(blogs, article, now.toISOString());
      if (!isReaderVisible(article, now)) return [];
      return appendAll(db, id, pending);
    });
    for (const event of events) this.publisher.publish(event);
  }

  private audit(
    blogs: LiveBlogRepository,
    article: BlogArticle,
    user: User,
    at: string,
    action: AuditAction,
    detail: string,
  ) {
    return blogs.history.addAudit(article, { id: user.id, name: user.full_Name }, at, {
      action,
      detail,
    });
  }
}

async function appendAll(db: Kysely<DB>, id: number, pending: Pending[]): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  for (const { kind, payload } of pending) {
    events.push(await EventLog.append(db, liveBlogTopic(id), kind, payload));
  }
  return events;
}
