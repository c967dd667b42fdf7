import { isConcurrencyFailure } from '../../db/index.js';
import {
  ArticleStatus,
  languageOfText,
  RevisionAction,
  type Article,
  type User,
} from '../../domain.js';
import { badInput, conflict } from '../../lib/errors.js';
import type { MediaService } from '../media/service.js';
import type { ShareImages } from '../media/share.js';
import { isUniqueViolation } from '../users/repository.js';
import { bodyInput, keepsStoredBody } from './body.js';
import { articleWrite, type ArticleWrite } from './input.js';
import { canRead } from './policy.js';
import { facts } from './present.js';
import { ArticleReads, NOT_FOUND } from './reads.js';
import type { ArticleChanges, ArticleRecord, ArticleRepository } from './repository.js';
import { createdAtFor, dateChange, publicationTime } from './rules/dates.js';
import { auditedMove, recordUpdate, WRITTEN_FIELDS } from './rules/history.js';
import {
  checkNewPhoto,
  claimBodyImages,
  claimPhoto,
  PHOTO_GONE,
  photoChange,
} from './rules/photo.js';
import { checkNeeds, checkUpdate, createStatus, publishingChange } from './rules/publishing.js';
import {
  CHANGED_MEANWHILE,
  checkCounterpart,
  checkLanguageKeepsLink,
  checkOldCounterparts,
  lockLinks,
  recordLinks,
} from './rules/translation.js';

export { facts } from './present.js';
export { NOT_FOUND, type ArticleWithIncluded, type FrontPage } from './reads.js';

/**
 * The `updatedAt` of a change to an article last changed at `previous`: what a client sends back
 * to say which reading it changes, so each change moves it on, even two within one millisecond.
 */
export const nextUpdatedAt = (previous: string) =>
  new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();

const isForeignKeyViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** Refuses a change made to a reading older than the article (the `updatedAt` sent). */
function checkReadAsOf(updatedAt: string | undefined, existing: ArticleRecord): void {
  if (updatedAt !== undefined && Date.parse(updatedAt) !== Date.parse(existing.updatedAt)) {
    throw conflict(
      `The article was changed at ${existing.updatedAt}, after the updatedAt sent; read it again before changing it`,
      'updatedAt',
    );
  }
}

/**
 * The articles' changes: create, update (by named rules, rules/) and restore, each in
 * one transaction and recorded in the history; deleting is the trash's (trash.ts); the reads
 * are ArticleReads' (reads.ts).
 * Requests come parsed (input.ts).
 */
export class ArticleService extends ArticleReads {
  constructor(
    articles: ArticleRepository,
    /** The newsroom's time zone, for what "today" and "the same date" mean. */
    private readonly timeZone: string,
    /** Uploaded photos: the clock for their holds, and their files to remove after a commit. */
    private readonly media?: Pick<MediaService, 'now' | 'discard'>,
    /** The pictures for link previews (`shareImage`); null without it. */
    shareImages?: Pick<ShareImages, 'describe'>,
  ) {
    super(articles, shareImages);
  }

  private now(): Date {
    return this.media?.now() ?? new Date();
  }

  async create(user: User, write: ArticleWrite): Promise<Article> {
    const status = createStatus(user, write);
    const createdAt = createdAtFor(write.date, this.timeZone);
    checkNewPhoto(write);
    const photo = write.imageId ?? null;
    const title = write.title ?? '';
    const written = write.written ?? bodyInput({ content: '' })!;
    const { content, body } = written;
    // The spec's clients send no language: the story's own letters tell its edition.
    const language = write.language ?? languageOfText(title, content);
    const article = {
      title,
      content,
      body,
      category: write.category ?? null,
      language,
      mediaUrl: write.mediaUrl ?? '',
      imageId: photo,
      imageAlt: write.imageAlt ?? null,
      imageCaption: write.imageCaption ?? null,
      imageCredit: write.imageCredit ?? null,
      summary: write.summary ?? null,
      lead: write.lead ?? false,
      createdAt,
      status,
      publishedAt:
        status === ArticleStatus.PUBLISHED
          ? publicationTime(
              write.publishAt ?? undefined,
              write.date ? createdAt : undefined,
              this.timeZone,
            )
          : null,
      authorId: user.id,
      authorName: user.full_Name,
    };
    checkNeeds(
      status,
      article.publishedAt,
      { ...article, summary: write.summary === undefined ? undefined : article.summary },
      status !== ArticleStatus.DRAFT,
    );
    const counterpartId = write.translationId ?? null;
    const id = await this.concurrently('translationId', photo, () =>
      this.articles.transaction(async (articles) => {
        // Taken first: the photo's row stays locked, so no sweep deletes it meanwhile.
        if (photo !== null) article.mediaUrl = await claimPhoto(articles.images, photo);
        await claimBodyImages(articles.images, body);
        const id = await articles.create(article);
        await articles.showImages(
          id,
          written.images.map((i) => i.imageId),
        );
        const now = new Date().toISOString();
        const by = { id: user.id, name: user.full_Name };
        await articles.history.addRevision(id, by, now, {
          action: RevisionAction.CREATE,
          fields: WRITTEN_FIELDS,
          title,
          summary: article.summary,
          content,
          body,
          category: article.category,
          language,
        });
        const move = auditedMove(user, user.id, undefined, status, article.publishedAt);
        if (move) await articles.history.addAudit({ id, title, language }, by, now, move);
        if (counterpartId !== null) {
          const rows = await lockLinks(articles, [id, counterpartId]);
          await checkCounterpart(articles, user, id, language, counterpartId);
          checkOldCounterparts(user, rows, [id, counterpartId]);
          await articles.setTranslation(id, counterpartId);
          await recordLinks(articles.history, rows, id, counterpartId, by, now);
        }
        return id;
      }),
    );
    return this.get(user, id);
  }

  /**
   * Changes an article as `write` says, by named rules: the photo (rules/photo.ts), the dates
   * (rules/dates.ts), the status and publishedAt (rules/publishing.ts) and the translation link
   * (rules/translation.ts); then records it (rules/history.ts). `restoredFrom`: the version a
   * restore brings back (its revision says so).
   */
  async update(
    user: User,
    id: number,
    write: ArticleWrite,
    restoredFrom?: number,
  ): Promise<Article> {
    const released = await this.concurrently('translationId', write.imageId, () =>
      this.articles.transaction(async (articles) => {
        // Every row a link change touches is locked first, in id order (see lockLinked).
        const linked =
          write.translationId !== undefined
            ? await lockLinks(
                articles,
                write.translationId === null ? [id] : [id, write.translationId],
              )
            : undefined;
        const existing = await articles.findById(id, { lock: true });
        if (!existing || !canRead(user, facts(existing))) throw NOT_FOUND(id);
        // Read under the row's lock: of two saves of the same reading, the second is refused.
        checkReadAsOf(write.updatedAt, existing);
        const target = checkUpdate(user, existing, write);

        const changes = await this.wordChanges(articles, id, existing, write);
        const photo = photoChange(existing, write);
        Object.assign(changes, photo.changes);
        if (photo.claim !== undefined) {
          changes.mediaUrl = await claimPhoto(articles.images, photo.claim);
          changes.imageId = photo.claim;
        }
        const createdAt = dateChange(write.date, existing.createdAt, this.timeZone);
        if (createdAt !== undefined) changes.createdAt = createdAt;
        Object.assign(
          changes,
          publishingChange(existing, write, target, createdAt, (publishAt, backDate) =>
            publicationTime(publishAt, backDate, this.timeZone),
          ),
        );
        checkNeeds(
          changes.status ?? existing.status,
          changes.publishedAt !== undefined ? changes.publishedAt : existing.publishedAt,
          {
            title: changes.title ?? existing.title,
            content: changes.content ?? existing.content,
            category: changes.category !== undefined ? changes.category : existing.category,
            mediaUrl: changes.mediaUrl ?? existing.mediaUrl,
            imageId: changes.imageId !== undefined ? changes.imageId : existing.imageId,
            summary: write.summary === undefined ? undefined : (changes.summary ?? null),
          },
          write.status !== undefined && write.status !== ArticleStatus.DRAFT,
        );

        const language = write.language ?? existing.language;
        if (write.translationId !== undefined) {
          if (write.translationId !== null) {
            await checkCounterpart(articles, user, id, language, write.translationId);
          }
          checkOldCounterparts(user, linked!, [id, write.translationId]);
        } else if (write.language !== undefined && existing.translationId !== null) {
          await checkLanguageKeepsLink(articles, existing.translationId, language);
        }
        changes.updatedAt = nextUpdatedAt(existing.updatedAt);
        if (!(await articles.update(id, changes))) throw NOT_FOUND(id);
        if (write.translationId !== undefined) {
          await articles.setTranslation(id, write.translationId);
        }
        await recordUpdate(articles, user, existing, changes, write, restoredFrom, linked);
        // The photo let go of goes too, unless another article uses it or it is held.
        return photo.oldPhoto !== null && photo.newPhoto !== photo.oldPhoto
          ? articles.images.deleteIfUnused(photo.oldPhoto, this.now())
          : [];
      }),
    );
    await this.media?.discard(released);
    return this.get(user, id);
  }

  /**
   * The words an update writes: title, body (a `content` that is the stored text keeps the
   * body: body.ts, keepsStoredBody), category, language, address, photo texts, lead flag.
   */
  private async wordChanges(
    articles: ArticleRepository,
    id: number,
    existing: ArticleRecord,
    write: ArticleWrite,
  ): Promise<ArticleChanges> {
    const changes: ArticleChanges = {};
    if (write.title !== undefined) changes.title = write.title;
    const { written } = write;
    if (written && !keepsStoredBody(written, write.bodySent, existing.content)) {
      await claimBodyImages(articles.images, written.body);
      await articles.showImages(
        id,
        written.images.map((i) => i.imageId),
      );
      changes.content = written.content;
      changes.body = written.body;
    }
    if (write.category !== undefined) changes.category = write.category;
    if (write.mediaUrl !== undefined) changes.mediaUrl = write.mediaUrl;
    for (const field of ['imageAlt', 'imageCaption', 'imageCredit', 'summary'] as const) {
      const value = write[field];
      if (value !== undefined) changes[field] = value;
    }
    if (write.lead !== undefined && write.lead !== existing.lead) changes.lead = write.lead;
    if (write.language !== undefined) changes.language = write.language;
    return changes;
  }

  /**
   * Brings back an older version's title, summary, body and category, as a new version. The
   * photo is not brought back: one that was replaced is deleted once nothing uses it.
   */
  async restore(
    user: User,
    id: number,
    number: number,
    updatedAt: string | undefined,
  ): Promise<Article> {
    const { title, summary, body, category } = await this.revision(user, id, number);
    return this.update(
      user,
      id,
      articleWrite({ title, summary, body, category, updatedAt }),
      number,
    );
  }

  /**
   * Changes that collide with others made at the same moment answer 409, not 500: two links
   * that would break one-each-way (the later one is refused), and transactions PostgreSQL gives
   * up on (a deadlock or serialization failure).
   */
  private async concurrently<T>(
    field: string | undefined,
    photo: string | null | undefined,
    fn: () => Promise<T>,
  ): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      // The photo was deleted between taking it and saving (the foreign key refused).
      if (typeof photo === 'string' && isForeignKeyViolation(err)) {
        throw badInput('imageId', PHOTO_GONE);
      }
      if (isUniqueViolation(err)) {
        throw conflict('The translation was linked elsewhere at the same time; try again', field);
      }
      if (isConcurrencyFailure(err)) throw conflict(CHANGED_MEANWHILE, field);
      throw err;
    }
  }
}
