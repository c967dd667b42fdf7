import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { countRows, toIso } from '../../db/index.js';
import type { ArticleAuditTable, ArticleRevisionsTable, DB } from '../../db/schema.js';
import type { ArticleAuthor, AuditAction, Language, RevisionAction } from '../../domain.js';
import type {
  RestAuditEntry,
  RestRevision,
  RestRevisionSummary,
  RestRevisionWords,
} from '@news/contract';
import { storedBody } from './body.js';

/** A version to save: its words and how it came about. */
export interface NewRevision extends RestRevisionWords {
  action: RevisionAction;
  fields: readonly string[];
  restoredFrom?: number | undefined;
}

export interface NewAuditEntry {
  action: AuditAction;
  detail?: string | null | undefined;
}

const summaryOf = (row: Selectable<ArticleRevisionsTable>): RestRevisionSummary => ({
  number: row.number,
  createdAt: toIso(row.created_at),
  author: { id: row.user_id, name: row.user_name },
  action: row.action,
  fields: row.fields === '' ? [] : row.fields.split(','),
  restoredFrom: row.restored_from,
});

/** A version's words as its row stores them. */
const wordsColumns = (words: RestRevisionWords) => ({
  title: words.title,
  summary: words.summary,
  content: words.content,
  body: JSON.stringify(words.body),
  category: words.category,
  language: words.language,
});

const auditOf = (row: Selectable<ArticleAuditTable>): RestAuditEntry => ({
  id: row.id,
  articleId: row.article_id,
  articleTitle: row.article_title,
  language: row.language,
  action: row.action,
  detail: row.detail,
  createdAt: toIso(row.created_at),
  user: { id: row.user_id, name: row.user_name },
});

/**
 * Revisions and the audit trail (migration 0013), on the connection of the article repository
 * that holds it: within its `transaction`, in the same transaction as the change they record.
 */
export class HistoryRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /**
   * Adds the article's next version. Called under the article row's lock (or, on SQLite, in a
   * transaction that runs alone), so two saves never take the same number.
   */
  async addRevision(articleId: number, by: ArticleAuthor, at: string, revision: NewRevision) {
    const last = await this.db
      .selectFrom('article_revisions')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    await this.db
      .insertInto('article_revisions')
      .values({
        article_id: articleId,
        number: Number(last?.n ?? 0) + 1,
        created_at: at,
        user_id: by.id,
        user_name: by.name,
        action: revision.action,
        fields: revision.fields.join(','),
        restored_from: revision.restoredFrom ?? null,
        ...wordsColumns(revision),
      })
      .execute();
  }

  /** The article's newest version: its number, who saved it, when and how. */
  async latestRevision(articleId: number) {
    const row = await this.db
      .selectFrom('article_revisions')
      .select(['number', 'user_id', 'created_at', 'action', 'fields'])
      .where('article_id', '=', articleId)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { ...row, createdAt: toIso(row.created_at), fields: row.fields.split(',') };
  }

  /** Writes a version's words, fields and time anew (an autosave standing for the ones before). */
  async replaceRevision(articleId: number, number: number, at: string, revision: NewRevision) {
    await this.db
      .updateTable('article_revisions')
      .set({
        created_at: at,
        fields: revision.fields.join(','),
        ...wordsColumns(revision),
      })
      .where('article_id', '=', articleId)
      .where('number', '=', number)
      .execute();
  }

  /** Whether the article has a saved version yet (those written before 0013 have none). */
  async hasRevisions(articleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('article_revisions')
      .select('id')
      .where('article_id', '=', articleId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The article's versions, whole. */
  private revisionRows(articleId: number) {
    return this.db.selectFrom('article_revisions').selectAll().where('article_id', '=', articleId);
  }

  /** The article's versions, newest first, without their words. */
  async revisions(articleId: number): Promise<RestRevisionSummary[]> {
    const rows = await this.revisionRows(articleId).orderBy('number', 'desc').execute();
    return rows.map(summaryOf);
  }

  async revision(articleId: number, number: number): Promise<RestRevision | undefined> {
    const row = await this.revisionRows(articleId).where('number', '=', number).executeTakeFirst();
    if (!row) return undefined;
    return {
      ...summaryOf(row),
      articleId: row.article_id,
      title: row.title,
      summary: row.summary,
      content: row.content,
      body: storedBody(row.body, row.content),
      category: row.category,
      language: row.language,
    };
  }

  async addAudit(
    article: { id: number; title: string; language: Language },
    by: ArticleAuthor,
    at: string,
    entry: NewAuditEntry,
  ) {
    await this.db
      .insertInto('article_audit')
      .values({
        article_id: article.id,
        article_title: article.title,
        language: article.language,
        action: entry.action,
        detail: entry.detail ?? null,
        created_at: at,
        user_id: by.id,
        user_name: by.name,
      })
      .execute();
  }

  /** The article's audit trail, newest first (also after it is deleted). */
  async auditOf(articleId: number): Promise<RestAuditEntry[]> {
    const rows = await this.db
      .selectFrom('article_audit')
      .selectAll()
      .where('article_id', '=', articleId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(auditOf);
  }

  /** Every article's audit trail, newest first, a page at a time. */
  async audit(page: number, pageSize: number): Promise<{ rows: RestAuditEntry[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('article_audit')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      countRows(this.db.selectFrom('article_audit')),
    ]);
    return { rows: rows.map(auditOf), total };
  }
}
