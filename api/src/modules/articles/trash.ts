import type { RestPage, RestTrashedArticle } from '@news/contract';
import { TRASH_DAYS } from '@news/contract';
import type { Timers } from '@news/server-kit';
import type { FastifyInstance } from 'fastify';
import { isConcurrencyFailure } from '../../db/index.js';
import { AuditAction, type ArticleAuthor, type User } from '../../domain.js';
import { AppError, conflict, refused } from '../../lib/errors.js';
import { pageOf } from '../../lib/text.js';
import type { MediaService } from '../media/service.js';
import { canDelete, canRead, REFUSALS } from './policy.js';
import { facts } from './present.js';
import { NOT_FOUND } from './reads.js';
import type { ArticleRepository } from './repository.js';
import { CHANGED_MEANWHILE, lockLinks, recordLinks } from './rules/translation.js';
import type { TrashedRow } from './trash-repository.js';

const DAY_MS = 24 * 3600 * 1000;
/** How many old articles one purge removes, each in its own transaction. */
const PURGE_BATCH = 100;

/** What a reader asking for an article in the trash is told: it was there, and is gone. */
export const GONE = (id: number) => new AppError('GONE', 410, `Article ${id} has been removed`);

/** When an article put in the trash at `trashedAt` is removed for good. */
export const purgeDate = (trashedAt: string) =>
  new Date(Date.parse(trashedAt) + TRASH_DAYS * DAY_MS).toISOString();

const byUser = (user: User): ArticleAuthor => ({ id: user.id, name: user.full_Name });

const present = (row: TrashedRow): RestTrashedArticle => ({
  id: row.id,
  title: row.title,
  language: row.language,
  category: row.category,
  status: row.status,
  authorName: row.authorName,
  translationId: row.translationId,
  trashedAt: row.trashedAt!,
  trashedBy: row.trashedBy,
  purgeAt: purgeDate(row.trashedAt!),
});

/**
 * The trash: a deleted article stays in it TRASH_DAYS with everything hanging off it, hidden
 * from every read but the Trash list, until it is restored, deleted for good by an admin, or
 * purged. Each change is one transaction, recorded in the audit trail.
 */
export class TrashService {
  constructor(
    private readonly articles: ArticleRepository,
    /** The clock trash times and the purge go by. */
    private readonly now: () => Date = () => new Date(),
    /** Uploaded photos: their files to remove once an article is gone for good. */
    private readonly media?: Pick<MediaService, 'now' | 'discard'>,
  ) {}

  /** The spec's delete: who may delete the article moves it to the trash. */
  async trash(user: User, id: number): Promise<void> {
    await this.concurrently(() =>
      this.articles.transaction(async (articles) => {
        const existing = await articles.findById(id, { lock: true });
        if (!existing || !canRead(user, facts(existing))) throw NOT_FOUND(id);
        if (!canDelete(user, facts(existing))) throw refused(REFUSALS.delete);
        const at = this.now().toISOString();
        if (!(await articles.trash.trash(id, byUser(user), at))) throw NOT_FOUND(id);
        await articles.history.addAudit(existing, byUser(user), at, { action: AuditAction.TRASH });
      }),
    );
  }

  /**
   * Is article `id` in the trash, and was it one the viewer could read? Then a read of it answers
   * 410 rather than 404.
   */
  async isGone(viewer: User | null, id: number): Promise<boolean> {
    const row = await this.articles.trash.find(id);
    return row !== undefined && row.trashedAt !== null && canRead(viewer, row);
  }

  /** A page of the trash, the latest put there first. */
  async list(page: number, pageSize: number): Promise<RestPage<RestTrashedArticle>> {
    const { rows, total } = await this.articles.trash.page(page, pageSize);
    return pageOf(rows.map(present), total, page, pageSize);
  }

  /** Brings an article back from the trash at its address; 409 when it is not in the trash. */
  async restore(user: User, id: number): Promise<void> {
    await this.concurrently(() =>
      this.articles.transaction(async (articles) => {
        const row = await this.trashed(articles, id);
        if (!(await articles.trash.restore(id))) throw NOT_FOUND(id);
        await articles.history.addAudit(row, byUser(user), this.now().toISOString(), {
          action: AuditAction.RESTORE,
        });
      }),
    );
  }

  /** Removes an article in the trash for good, with its versions and unused photos. */
  async forever(user: User | null, id: number): Promise<void> {
    const released = await this.concurrently(() =>
      this.articles.transaction(async (articles) => {
        // Removing it unlinks the counterpart: both rows are locked, in id order.
        const linked = await lockLinks(articles, [id]);
        const row = await this.trashed(articles, id);
        // The purge acts for no account; its entries name the trash.
        const by = user ? byUser(user) : { id: null, name: 'Trash' };
        const at = this.now().toISOString();
        await recordLinks(articles.history, linked, id, null, by, at);
        await articles.history.addAudit(row, by, at, { action: AuditAction.DELETE });
        if (!(await articles.delete(id))) throw NOT_FOUND(id);
        // Its photo goes too, unless another article uses it or it is held.
        return row.imageId === null
          ? []
          : articles.images.deleteIfUnused(row.imageId, this.media?.now() ?? this.now());
      }),
    );
    // The files once the rows are gone for good: a rollback must not leave rows without files.
    await this.media?.discard(released);
  }

  /** Removes for good what has been in the trash longer than TRASH_DAYS; says how many. */
  async purge(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - TRASH_DAYS * DAY_MS).toISOString();
    let removed = 0;
    for (;;) {
      const ids = await this.articles.trash.trashedBefore(cutoff, PURGE_BATCH);
      for (const id of ids) {
        await this.forever(null, id);
        removed += 1;
      }
      if (ids.length < PURGE_BATCH) return removed;
    }
  }

  /** The article in the trash, row-locked: 404 when there is none, 409 when it is live. */
  private async trashed(articles: ArticleRepository, id: number): Promise<TrashedRow> {
    const row = await articles.trash.find(id, { lock: true });
    if (!row) throw NOT_FOUND(id);
    if (row.trashedAt === null) throw conflict(`Article ${id} is not in the trash`, 'id');
    return row;
  }

  /** Transactions PostgreSQL gives up on (a deadlock or serialization failure) answer 409. */
  private async concurrently<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isConcurrencyFailure(err)) throw conflict(CHANGED_MEANWHILE, 'id');
      throw err;
    }
  }
}

/** How often the trash is purged of what is older than TRASH_DAYS (also once at start). */
export const PURGE_INTERVAL_MS = 3600 * 1000;

/**
 * Purges the trash at start and every PURGE_INTERVAL_MS on `timers` (whose timers never keep
 * the process alive); a failed purge is logged and tried again at the next.
 */
export function schedulePurges(
  app: FastifyInstance,
  trash: Pick<TrashService, 'purge'>,
  timers: Timers,
): void {
  let next: unknown;
  let closed = false;
  const run = async () => {
    try {
      const removed = await trash.purge();
      if (removed > 0) app.log.info({ removed }, 'trash purged');
    } catch (err) {
      app.log.error({ err }, 'trash purge failed');
    }
    if (!closed) next = timers.setTimeout(() => void run(), PURGE_INTERVAL_MS);
  };
  app.addHook('onReady', async () => {
    next = timers.setTimeout(() => void run(), 0);
  });
  app.addHook('onClose', async () => {
    closed = true;
    timers.clearTimeout(next);
  });
}
