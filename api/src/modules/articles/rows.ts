import type { Kysely, Selectable } from 'kysely';
import { toIso } from '../../db/index.js';
import type { ArticlesTable, DB } from '../../db/schema.js';
import type { ArticleStatus, Image } from '../../domain.js';
import type { ImageRepository } from '../media/repository.js';
import { storedBody } from './body.js';
import type {
  ArticleListed,
  ArticleReading,
  ContentRead,
  StoredFacts,
  SummaryRead,
} from './records.js';

/** An article's row as the reads select it (ArticleSelects), with what was joined. */
export type ArticleRow = Omit<
  Selectable<ArticlesTable>,
  'content' | 'body' | 'search_vector' | 'trashed_at' | 'trashed_by' | 'trashed_by_name'
> & {
  content?: string;
  body?: string;
  author_full_name?: string | null;
  author_telugu_name?: string | null;
  author_username?: string | null;
  counterpart_status?: ArticleStatus | null;
  counterpart_published_at?: string | Date | null;
  counterpart_author_id?: number | null;
};

/** The author as the article's page names them: in Telugu letters on a Telugu story, when set. */
function bylineOf(row: ArticleRow) {
  const name = row.author_full_name ?? row.author_name;
  const telugu = row.language === 'te' ? row.author_telugu_name : null;
  return {
    id: row.author_id,
    name,
    displayName: telugu ?? name,
    username: row.author_id === null ? null : (row.author_username ?? null),
  };
}

/** A row as the service reads it: camelCase, ISO times, the body as a document. */
export function toRecord(row: ArticleRow): ArticleListed {
  const counterpart =
    row.counterpart_status === undefined
      ? undefined
      : row.counterpart_status === null
        ? null
        : {
            status: row.counterpart_status,
            publishedAt: row.counterpart_published_at ? toIso(row.counterpart_published_at) : null,
            authorId: row.counterpart_author_id ?? null,
          };
  return {
    id: row.id,
    title: row.title,
    ...(row.content !== undefined ? { content: row.content } : {}),
    ...(row.content !== undefined && row.body !== undefined
      ? { body: storedBody(row.body, row.content) }
      : {}),
    category: row.category,
    language: row.language,
    mediaUrl: row.media_url,
    imageId: row.image_id,
    imageAlt: row.image_alt,
    imageCaption: row.image_caption,
    imageCredit: row.image_credit,
    summary: row.summary,
    excerpt: row.excerpt,
    lead: Boolean(row.lead),
    status: row.status,
    publishedAt: row.published_at === null ? null : toIso(row.published_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    author: bylineOf(row),
    translationId: row.translation_id,
    ...(counterpart !== undefined ? { counterpart } : {}),
  };
}

/** The article columns' query, built once per choice of parts (builders never change). */
export class ArticleSelects {
  private readonly built = new Map<string, ReturnType<ArticleSelects['build']>>();

  constructor(private readonly db: Kysely<DB>) {}

  select(withContent: ContentRead, withAuthor = true, withCounterpart = true) {
    const key = `${withContent}${withAuthor}${withCounterpart}`;
    let query = this.built.get(key);
    if (!query) {
      query = this.build(withContent, withAuthor, withCounterpart);
      this.built.set(key, query);
    }
    return query;
  }

  private build(withContent: ContentRead, withAuthor: boolean, withCounterpart: boolean) {
    return this.db
      .selectFrom('articles')
      .select([
        'articles.id',
        'articles.title',
        'articles.category',
        'articles.language',
        'articles.media_url',
        'articles.image_id',
        'articles.image_alt',
        'articles.image_caption',
        'articles.image_credit',
        'articles.summary',
        'articles.excerpt',
        'articles.lead',
        'articles.status',
        'articles.published_at',
        'articles.translation_id',
        'articles.author_id',
        'articles.author_name',
        'articles.created_at',
        'articles.updated_at',
      ])
      .$if(withContent !== false, (qb) => qb.select('articles.content'))
      .$if(withContent === 'body', (qb) => qb.select('articles.body'))
      .$if(withAuthor, (qb) =>
        qb
          .leftJoin('users', 'users.id', 'articles.author_id')
          .select([
            'users.full_name as author_full_name',
            'users.telugu_name as author_telugu_name',
            'users.username as author_username',
          ]),
      )
      .$if(withCounterpart, (qb) =>
        qb
          // A counterpart in the trash is no translation to offer until it is restored.
          .leftJoin('articles as counterpart', (join) =>
            join
              .onRef('counterpart.id', '=', 'articles.translation_id')
              .on('counterpart.trashed_at', 'is', null),
          )
          .select([
            'counterpart.status as counterpart_status',
            'counterpart.published_at as counterpart_published_at',
            'counterpart.author_id as counterpart_author_id',
          ]),
      );
  }
}

/** The articles with their photos, each photo and its files read in one query for them all. */
export async function withImages<T extends { imageId: string | null }>(
  images: ImageRepository,
  items: T[],
): Promise<(T & { image: Image | null })[]> {
  const ids = items.flatMap((a) => (a.imageId === null ? [] : [a.imageId]));
  const found = ids.length === 0 ? new Map<string, Image>() : await images.findMany(ids);
  return items.map((item) => ({
    ...item,
    image: item.imageId === null ? null : (found.get(item.imageId) ?? null),
  }));
}

/**
 * The page's articles with what the rules need of their counterparts, read by id in one
 * query (a join would be evaluated for every row an offset skips too).
 */
export async function withCounterparts<T extends { translationId: number | null }>(
  db: Kysely<DB>,
  items: T[],
): Promise<(T & { counterpart: StoredFacts | null })[]> {
  const ids = [
    ...new Set(items.flatMap((a) => (a.translationId === null ? [] : [a.translationId]))),
  ];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('articles')
          .select(['id', 'status', 'published_at', 'author_id'])
          .where('id', 'in', ids)
          .where('trashed_at', 'is', null)
          .execute();
  const facts = new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        publishedAt: row.published_at === null ? null : toIso(row.published_at),
        authorId: row.author_id,
      },
    ]),
  );
  return items.map((item) => ({
    ...item,
    counterpart: item.translationId === null ? null : (facts.get(item.translationId) ?? null),
  }));
}

/** Rows with their photos and their counterparts' facts, as asked; each read once for all. */
export async function finish(
  store: { database: { db: Kysely<DB> }; images: ImageRepository },
  items: ArticleReading[],
  q: Pick<SummaryRead, 'withImage' | 'withCounterpart'>,
): Promise<ArticleReading[]> {
  let finished: ArticleReading[] = items;
  if (q.withImage) finished = await withImages(store.images, finished);
  if (q.withCounterpart) finished = await withCounterparts(store.database.db, finished);
  return finished;
}
