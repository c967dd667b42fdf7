import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { toIso } from '../../db/index.js';
import type { ArticleNotesTable, DB } from '../../db/schema.js';
import { ArticleStatus, AuditAction, type ArticleNote } from '../../domain.js';
import type { ArticleFacts } from './policy.js';

export interface NewNote {
  articleId: number;
  authorId: number;
  authorName: string;
  text: string;
  sentBack: boolean;
  createdAt: string;
}

/** A draft whose last move was being sent back, with the note it was sent back with. */
export interface SentBackDraft {
  articleId: number;
  facts: ArticleFacts;
  /** Null when it was moved back without one (an editor's plain update to a draft). */
  note: ArticleNote | null;
}

/** The audit trail's entries that move an article from one status to another. */
const MOVES = [
  AuditAction.SUBMIT,
  AuditAction.WITHDRAW,
  AuditAction.SEND_BACK,
  AuditAction.PUBLISH,
  AuditAction.SCHEDULE,
  AuditAction.UNPUBLISH,
];

/** A note as read: its author's current name, else the one written with it. */
const noteOf = (
  row: Omit<Selectable<ArticleNotesTable>, 'article_id'> & { author_full_name: string | null },
): ArticleNote => ({
  id: row.id,
  text: row.text,
  sentBack: Boolean(row.sent_back),
  createdAt: toIso(row.created_at),
  author: { id: row.author_id, name: row.author_full_name ?? row.author_name },
});

/** The review threads' notes (migration 0014): the only place with their SQL. */
export class NoteRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** The notes, each with its author's current name (null once the account is deleted). */
  private noteRows() {
    return this.db
      .selectFrom('article_notes')
      .leftJoin('users', 'users.id', 'article_notes.author_id')
      .select([
        'article_notes.id',
        'article_notes.article_id',
        'article_notes.text',
        'article_notes.sent_back',
        'article_notes.created_at',
        'article_notes.author_id',
        'article_notes.author_name',
        'users.full_name as author_full_name',
      ]);
  }

  /** An article's notes, oldest first; an author's current name, else the one written. */
  async list(articleId: number): Promise<ArticleNote[]> {
    const rows = await this.noteRows()
      .where('article_notes.article_id', '=', articleId)
      .orderBy('article_notes.id')
      .execute();
    return rows.map(noteOf);
  }

  /**
   * Of the articles `ids`, the drafts whose last move in the audit trail is a send-back, each
   * with the latest note sent back with it since it was last submitted: two statements for the
   * whole list.
   */
  async sentBack(ids: readonly number[]): Promise<SentBackDraft[]> {
    if (ids.length === 0) return [];
    const drafts = await this.db
      .selectFrom('article_audit as moved')
      .innerJoin('articles', 'articles.id', 'moved.article_id')
      .select((eb) => [
        'articles.id',
        'articles.status',
        'articles.published_at',
        'articles.author_id',
        eb
          .selectFrom('article_audit as submit')
          .select((s) => s.fn.max('submit.created_at').as('at'))
          .whereRef('submit.article_id', '=', 'articles.id')
          .where('submit.action', '=', AuditAction.SUBMIT)
          .as('submitted_at'),
      ])
      .where('moved.id', 'in', (eb) =>
        eb
          .selectFrom('article_audit')
          .select((s) => s.fn.max('id').as('id'))
          .where('article_id', 'in', ids)
          .where('action', 'in', MOVES)
          .groupBy('article_id'),
      )
      .where('moved.action', '=', AuditAction.SEND_BACK)
      .where('articles.status', '=', ArticleStatus.DRAFT)
      .execute();
    if (drafts.length === 0) return [];
    const notes = await this.noteRows()
      .where('article_notes.id', 'in', (eb) =>
        eb
          .selectFrom('article_notes')
          .select((s) => s.fn.max('id').as('id'))
          .where(
            'article_id',
            'in',
            drafts.map((d) => d.id),
          )
          // Booleans are written 1/0, which PostgreSQL reads as true/false (schema.ts).
          .where('sent_back', '=', 1)
          .groupBy('article_id'),
      )
      .execute();
    return drafts.map((draft) => {
      const row = notes.find((n) => n.article_id === draft.id);
      // A note from an earlier round of review is not the reason for this one.
      const current =
        row &&
        (draft.submitted_at === null ||
          Date.parse(toIso(row.created_at)) >= Date.parse(toIso(draft.submitted_at)));
      return {
        articleId: draft.id,
        facts: {
          status: draft.status,
          publishedAt: draft.published_at === null ? null : toIso(draft.published_at),
          authorId: draft.author_id,
        },
        note: current ? noteOf(row) : null,
      };
    });
  }

  /** Adds a note; its id. */
  async add(note: NewNote): Promise<number> {
    const row = await this.db
      .insertInto('article_notes')
      .values({
        article_id: note.articleId,
        author_id: note.authorId,
        author_name: note.authorName,
        text: note.text,
        // Booleans are written 1/0, which PostgreSQL reads as true/false (schema.ts).
        sent_back: note.sentBack ? 1 : 0,
        created_at: note.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
