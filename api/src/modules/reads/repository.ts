import type { Database } from '../../db/index.js';
import type { HourlyReads, Language } from '@news/contract';

/** One read the gateway counted: the article, and the reader's anonymous digest for the day. */
export interface ReadMark {
  id: number;
  hash: string;
}

/** The reads tables (migration 0024): the day's digests and the hourly counts. */
export class ReadRepository {
  constructor(private readonly database: Database) {}

  /**
   * Counts, in `hour`, each read of an article readers may see at `now` whose digest is new for
   * `day`; a digest already seen (the same reader, article and day) counts nothing. Returns how
   * many were counted.
   */
  async record(reads: readonly ReadMark[], day: number, hour: number, now: string) {
    return this.database.db.transaction().execute(async (trx) => {
      const ids = [...new Set(reads.map((r) => r.id))];
      const readable = await trx
        .selectFrom('articles')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'published')
        .where('published_at', '<=', now)
        .where('trashed_at', 'is', null)
        .execute();
      const known = new Set(readable.map((r) => r.id));
      const marks = new Map(reads.filter((r) => known.has(r.id)).map((r) => [r.hash, r.id]));
      if (marks.size === 0) return 0;
      const fresh = await trx
        .insertInto('read_marks')
        .values([...marks.keys()].map((hash) => ({ hash, day })))
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash')
        .execute();
      const perArticle = new Map<number, number>();
      for (const { hash } of fresh) {
        const id = marks.get(hash)!;
        perArticle.set(id, (perArticle.get(id) ?? 0) + 1);
      }
      if (perArticle.size === 0) return 0;
      await trx
        .insertInto('article_reads')
        .values([...perArticle].map(([article_id, count]) => ({ article_id, hour, count })))
        .onConflict((oc) =>
          oc.columns(['article_id', 'hour']).doUpdateSet((eb) => ({
            count: eb('article_reads.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
      return fresh.length;
    });
  }

  /** The counts of an edition's readable stories from `fromHour` on. */
  async hourly(language: Language, fromHour: number, now: string): Promise<HourlyReads[]> {
    const rows = await this.database.db
      .selectFrom('article_reads')
      .innerJoin('articles', 'articles.id', 'article_reads.article_id')
      .select(['article_reads.article_id', 'article_reads.hour', 'article_reads.count'])
      .where('article_reads.hour', '>=', fromHour)
      .where('articles.language', '=', language)
      .where('articles.status', '=', 'published')
      .where('articles.published_at', '<=', now)
      .where('articles.trashed_at', 'is', null)
      .execute();
    return rows.map((r) => ({ articleId: r.article_id, hour: r.hour, count: Number(r.count) }));
  }

  /** Forgets the digests of days before `day` and the counts of hours before `hour`. */
  async prune(day: number, hour: number): Promise<void> {
    await this.database.db.deleteFrom('read_marks').where('day', '<', day).execute();
    await this.database.db.deleteFrom('article_reads').where('hour', '<', hour).execute();
  }
}
