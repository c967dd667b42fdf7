import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { countRows, inTransaction, textSortKey, toIso } from '../../db/index.js';
import type { ArticlesTable, DB } from '../../db/schema.js';
import type { Article, Category, SortDirection } from '../../domain.js';
import { indexTerms } from '../../lib/search.js';

export type ArticleSortField = 'createdAt' | 'title' | 'category';

export interface ArticleListQuery {
  page: number;
  pageSize: number;
  /** Normalised search words (lib/search.ts); every one must match, each as a word prefix. */
  terms: string[];
  category: Category | undefined;
  sort: { field: ArticleSortField; direction: SortDirection };
  withContent: boolean;
}

export interface NewArticle {
  title: string;
  content: string;
  category: Category;
  mediaUrl: string;
  createdAt: string;
  authorId: number;
  authorName: string;
}

export type ArticleChanges = Partial<
  Pick<NewArticle, 'title' | 'content' | 'category' | 'mediaUrl' | 'createdAt'>
>;

type ArticleRow = Omit<Selectable<ArticlesTable>, 'content'> & {
  content?: string;
  author_full_name: string | null;
};

function toArticle(row: ArticleRow): Omit<Article, 'content'> & { content?: string } {
  return {
    id: row.id,
    title: row.title,
    ...(row.content !== undefined ? { content: row.content } : {}),
    category: row.category,
    mediaUrl: row.media_url,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    author: { id: row.author_id, name: row.author_full_name ?? row.author_name },
  };
}

export class ArticleRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  private select(db: Kysely<DB>, withContent: boolean) {
    return db
      .selectFrom('articles')
      .leftJoin('users', 'users.id', 'articles.author_id')
      .select([
        'articles.id',
        'articles.title',
        'articles.category',
        'articles.media_url',
        'articles.author_id',
        'articles.author_name',
        'articles.created_at',
        'articles.updated_at',
        'users.full_name as author_full_name',
      ])
      .$if(withContent, (qb) => qb.select('articles.content'));
  }

  private sortKey(field: ArticleSortField) {
    if (field === 'createdAt') return sql.ref('articles.created_at');
    return textSortKey(
      this.database.dialect,
      field === 'title' ? 'articles.title' : 'articles.category',
    );
  }

  private filters(terms: string[], category: Category | undefined) {
    return (eb: ExpressionBuilder<DB, 'articles'>) => {
      const conditions = [];
      if (category) conditions.push(eb('articles.category', '=', category));
      if (terms.length > 0) {
        if (this.database.dialect === 'sqlite') {
          const match = terms.map((t) => `"${t}"*`).join(' ');
          conditions.push(
            sql<boolean>`articles.id in (select rowid from articles_fts where articles_fts match ${match})`,
          );
        } else {
          const query = terms.map((t) => `'${t}':*`).join(' & ');
          conditions.push(sql<boolean>`articles.search_vector @@ ${query}::tsquery`);
        }
      }
      return eb.and(conditions);
    };
  }

  async list(q: ArticleListQuery) {
    const where = this.filters(q.terms, q.category);
    const [total, rows] = await Promise.all([
      countRows(this.db.selectFrom('articles').where(where)),
      this.select(this.db, q.withContent)
        .where(where)
        .orderBy(this.sortKey(q.sort.field), q.sort.direction)
        .orderBy('articles.id', q.sort.direction)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
    ]);
    return { total, items: rows.map(toArticle) };
  }

  async findById(id: number): Promise<Article | undefined> {
    const row = await this.select(this.db, true).where('articles.id', '=', id).executeTakeFirst();
    return row ? (toArticle(row) as Article) : undefined;
  }

  async create(article: NewArticle): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('articles')
        .values({
          title: article.title,
          content: article.content,
          category: article.category,
          media_url: article.mediaUrl,
          author_id: article.authorId,
          author_name: article.authorName,
          created_at: article.createdAt,
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeSearchIndex(trx, id, article.title, article.content);
      return id;
    });
  }

  /** Applies the changes; false when the article does not exist. */
  async update(id: number, changes: ArticleChanges): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('articles')
        .set({
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.content !== undefined ? { content: changes.content } : {}),
          ...(changes.category !== undefined ? { category: changes.category } : {}),
          ...(changes.mediaUrl !== undefined ? { media_url: changes.mediaUrl } : {}),
          ...(changes.createdAt !== undefined ? { created_at: changes.createdAt } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returning(['title', 'content'])
        .executeTakeFirst();
      if (!updated) return false;
      if (changes.title !== undefined || changes.content !== undefined) {
        await this.writeSearchIndex(trx, id, updated.title, updated.content);
      }
      return true;
    });
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const deleted = await trx.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
      // PostgreSQL's index is a column of the row; SQLite's is a table of its own.
      if (this.database.dialect === 'sqlite') await this.removeFromSqliteIndex(trx, id);
      return deleted.numDeletedRows > 0n;
    });
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('articles'));
  }

  private async removeFromSqliteIndex(db: Kysely<DB>, id: number) {
    await sql`delete from articles_fts where rowid = ${id}`.execute(db);
  }

  private async writeSearchIndex(db: Kysely<DB>, id: number, title: string, content: string) {
    const terms = indexTerms(title, content);
    if (this.database.dialect === 'sqlite') {
      await this.removeFromSqliteIndex(db, id);
      await sql`insert into articles_fts (rowid, terms) values (${id}, ${terms.join(' ')})`.execute(
        db,
      );
    } else {
      await sql`update articles set search_vector = array_to_tsvector(${terms}::text[]) where id = ${id}`.execute(
        db,
      );
    }
  }
}
