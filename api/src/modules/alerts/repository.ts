import type { Kysely } from 'kysely';
import { inTransaction, toIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { ArticleStatus, type Alert, type AlertLine, type Language } from '../../domain.js';

export interface NewAlert {
  textEn: string | null;
  textTe: string | null;
  articleId: number | null;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
}

/** A published story as an alert shows it: its headline, and its translation's if published. */
export interface StoryHeadlines {
  lines: AlertLine[];
}

/** The alerts (migration 0023): the only place with their SQL. */
export class AlertRepository {
  constructor(private readonly db: Kysely<DB>) {}

  transaction<T>(fn: (alerts: AlertRepository, db: Kysely<DB>) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => fn(new AlertRepository(trx), trx));
  }

  async add(alert: NewAlert): Promise<number> {
    const row = await this.db
      .insertInto('alerts')
      .values({
        text_en: alert.textEn,
        text_te: alert.textTe,
        article_id: alert.articleId,
        created_by: alert.createdBy,
        created_at: alert.createdAt,
        expires_at: alert.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Ends the alert if it is still shown at `now`; whether it was. */
  async end(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('alerts')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('alerts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The alerts shown at `now` (or the one `id`), newest first, each with its lines. */
  async active(now: string, id?: number): Promise<Alert[]> {
    let query = this.db
      .selectFrom('alerts')
      .leftJoin('articles as story', (join) =>
        join
          .onRef('story.id', '=', 'alerts.article_id')
          .on('story.status', '=', ArticleStatus.PUBLISHED)
          .on('story.published_at', '<=', now)
          .on('story.trashed_at', 'is', null),
      )
      .leftJoin('articles as other', (join) =>
        join
          .onRef('other.id', '=', 'story.translation_id')
          .on('other.status', '=', ArticleStatus.PUBLISHED)
          .on('other.published_at', '<=', now)
          .on('other.trashed_at', 'is', null),
      )
      .select([
        'alerts.id',
        'alerts.text_en',
        'alerts.text_te',
        'alerts.article_id',
        'alerts.created_at',
        'alerts.expires_at',
        'story.id as story_id',
        'story.title as story_title',
        'story.language as story_language',
        'other.id as other_id',
        'other.title as other_title',
        'other.language as other_language',
      ])
      .where('alerts.ended_at', 'is', null)
      .where('alerts.expires_at', '>', now)
      .orderBy('alerts.id', 'desc');
    if (id !== undefined) query = query.where('alerts.id', '=', id);
    const rows = await query.execute();
    return rows.flatMap((row) => {
      const lines: AlertLine[] = [];
      const line = (language: Language | null, text: string | null, articleId: number | null) => {
        if (language && text !== null) lines.push({ language, text, articleId });
      };
      if (row.article_id === null) {
        line('en', row.text_en, null);
        line('te', row.text_te, null);
      } else {
        line(row.story_language, row.story_title, row.story_id);
        line(row.other_language, row.other_title, row.other_id);
      }
      // A story taken down since: its alert has nothing left to show.
      if (lines.length === 0) return [];
      lines.sort((a, b) => (a.language < b.language ? -1 : 1));
      return [
        {
          id: row.id,
          createdAt: toIso(row.created_at),
          expiresAt: toIso(row.expires_at),
          articleId: row.article_id,
          lines,
        },
      ];
    });
  }

  /** The story an alert may name: published and shown to readers at `now`. */
  async isPublished(articleId: number, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('articles')
      .select('id')
      .where('id', '=', articleId)
      .where('status', '=', ArticleStatus.PUBLISHED)
      .where('published_at', '<=', now)
      .where('trashed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }
}
