import {
  ArticleStatus,
  AuditAction,
  LIMITS,
  type Article,
  type ArticleNote,
  type User,
} from '../../domain.js';
import { badInput, conflict, refused } from '../../lib/errors.js';
import { characterCount, normaliseText } from '../../lib/text.js';
import { canDiscuss, sendBackRefusal } from './policy.js';
import type { ArticleRepository } from './repository.js';
import { facts, nextUpdatedAt, NOT_FOUND, type ArticleService } from './service.js';

export interface SendBackInput {
  note: string;
  /** The `updatedAt` the client read; a change made since refuses this one (409). */
  updatedAt?: string | undefined;
}

/** A note's text: NFC, trimmed, not empty, at most LIMITS.noteMax characters. */
function noteText(field: 'text' | 'note', value: string): string {
  const text = normaliseText(value);
  if (text === '') throw badInput(field, `${field} must not be empty`);
  if (characterCount(text) > LIMITS.noteMax) {
    throw badInput(field, `${field} must be at most ${LIMITS.noteMax} characters`);
  }
  return text;
}

/** A draft sent back to its author, and the note it was sent back with. */
export interface SentBackEntry {
  articleId: number;
  note: ArticleNote;
}

/**
 * The review loop: an article's thread of notes among staff, and sending an article in review
 * back to its author with a note. Who may do what is in policy.ts; readers see none of it.
 */
export class NoteService {
  constructor(
    private readonly articles: ArticleRepository,
    /** Answers the article as the viewer now sees it after sending it back. */
    private readonly service: Pick<ArticleService, 'get'>,
  ) {}

  /** The article's notes, oldest first (404 when the viewer may not read the article). */
  async list(viewer: User, id: number): Promise<ArticleNote[]> {
    const article = await this.articles.findById(id);
    if (!article || !canDiscuss(viewer, facts(article))) throw NOT_FOUND(id);
    return this.articles.notes.list(id);
  }

  /**
   * Which of the articles `ids` are drafts an editor sent back (their last move), with the note
   * each was sent back with: for a whole staff list at once. Only those the viewer may read.
   */
  async sentBack(viewer: User, ids: readonly number[]): Promise<SentBackEntry[]> {
    const drafts = await this.articles.notes.sentBack(ids);
    return drafts.flatMap(({ articleId, facts, note }) =>
      note && canDiscuss(viewer, facts) ? [{ articleId, note }] : [],
    );
  }

  /** Adds a note to the article's thread, changing nothing else. */
  async add(viewer: User, id: number, value: string): Promise<ArticleNote> {
    const text = noteText('text', value);
    const createdAt = new Date().toISOString();
    const noteId = await this.articles.transaction(async (articles) => {
      // Locked, so an article deleted meanwhile is not given a note.
      const article = await articles.findById(id, { lock: true });
      if (!article || !canDiscuss(viewer, facts(article))) throw NOT_FOUND(id);
      return articles.notes.add({
        articleId: id,
        authorId: viewer.id,
        authorName: viewer.full_Name,
        text,
        sentBack: false,
        createdAt,
      });
    });
    return {
      id: noteId,
      text,
      sentBack: false,
      createdAt,
      author: { id: viewer.id, name: viewer.full_Name },
    };
  }

  /**
   * Sends an article in review back to its author as a draft, with the note saying why: both in
   * one transaction, so the article is never a draft without the note or the other way round.
   */
  async sendBack(viewer: User, id: number, input: SendBackInput): Promise<Article> {
    const text = noteText('note', input.note);
    await this.articles.transaction(async (articles) => {
      const existing = await articles.findById(id, { lock: true });
      if (!existing || !canDiscuss(viewer, facts(existing))) throw NOT_FOUND(id);
      const refusal = sendBackRefusal(viewer);
      if (refusal) throw refused(refusal);
      if (
        input.updatedAt !== undefined &&
        Date.parse(input.updatedAt) !== Date.parse(existing.updatedAt)
      ) {
        throw conflict(
          `The article was changed at ${existing.updatedAt}, after the updatedAt sent; read it again before sending it back`,
          'updatedAt',
        );
      }
      if (existing.status !== ArticleStatus.IN_REVIEW) {
        throw conflict(
          `Only an article in review can be sent back; article ${id} is ${existing.status}`,
          'status',
        );
      }
      const now = new Date().toISOString();
      const updatedAt = nextUpdatedAt(existing.updatedAt);
      await articles.update(id, { status: ArticleStatus.DRAFT, publishedAt: null, updatedAt });
      await articles.history.addAudit(
        existing,
        { id: viewer.id, name: viewer.full_Name },
        updatedAt,
        { action: AuditAction.SEND_BACK },
      );
      await articles.notes.add({
        articleId: id,
        authorId: viewer.id,
        authorName: viewer.full_Name,
        text,
        sentBack: true,
        createdAt: now,
      });
    });
    return this.service.get(viewer, id);
  }
}
