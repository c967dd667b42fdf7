import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { toIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { ArticleNote } from '../../domain.js';

export interface NewNote {
  articleId: number;
  authorId: number;
  authorName: string;
  text: string;
  sentBack: boolean;
  createdAt: string;
}

/** The review threads' notes (migration 0014): the only place with their SQL. */
export class NoteRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** An article's notes, oldest first; an author's current name, else the one written. */
  async list(articleId: number): Promise<ArticleNote[]> {
    const rows = await this.db
      .selectFrom('article_notes')
      .leftJoin('users', 'users.id', 'article_notes.author_id')
      .select([
        'article_notes.id',
        'article_notes.text',
        'article_notes.sent_back',
        'article_notes.created_at',
        'article_notes.author_id',
        'article_notes.author_name',
        'users.full_name as author_full_name',
      ])
      .where('article_notes.article_id', '=', articleId)
      .orderBy('article_notes.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      sentBack: Boolean(row.sent_back),
      createdAt: toIso(row.created_at),
      author: { id: row.author_id, name: row.author_full_name ?? row.author_name },
    }));
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
