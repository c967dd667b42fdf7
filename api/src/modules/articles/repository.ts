import type { RestAuthorProfile, RichDocument } from '@news/contract';
import {
  CompiledQuery,
  sql,
  type Compilable,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { Database } from '../../db/index.js';
import {
  addSearchReadings,
  addSearchTerms,
  countRows,
  inTransaction,
  runCompiled,
  slot,
  textSortKey,
  toIso,
} from '../../db/index.js';
import type { ArticlesTable, DB } from '../../db/schema.js';
import {
  CATEGORIES,
  PAGING,
  type Article,
  type ArticleStatus,
  type Category,
  type Image,
  type Language,
  type SortDirection,
} from '../../domain.js';
import {
  latinWordReadings,
  readingDistance,
  readingTolerance,
  skeletonOf,
} from '@news/contract/transliterate';
import { headlineShare, indexTerms, matchesTerms, relevance, stemOf } from '../../lib/search.js';
import { ImageRepository } from '../media/repository.js';
import { excerptOf, storedBody } from './body.js';
import { HistoryRepository } from './history.js';
import { NoteRepository } from './notes-repository.js';

/** A search of SQLite with this many matches or more is read along the date index. */
const DENSE_MATCHES = 2000;
/** The newest matches a newest-first search of SQLite reads when it has more (searchPlan). */
const SEARCH_WINDOW = 4000;

/** How many of a search's newest matches are ranked by relevance: two home pages. */
const RANKED = 100;
/** The Telugu words of the index a Latin search word is looked up among, by its skeleton. */
const READING_CANDIDATES = 500;
/** The Telugu words a Latin search word is searched as, at most. */
const READINGS_MAX = 16;

/** Words this long or shorter are looked up as prefixes in FTS5's own prefix indexes. */
const PREFIX_INDEXED = 3;
/** A longer word is searched as the indexed words it begins, when it begins no more than this. */
const PREFIX_WORDS_MAX = 32;

/** How a search is read (SQLite: searchPlan); PostgreSQL's planner chooses for itself. */
interface SearchPlan {
  dense: boolean;
  /** Only these matches (the newest, ids descending), found once for the list and its count. */
  window?: number[];
  /** The FTS5 query (SQLite). */
  match?: string;
}
const SPARSE: SearchPlan = { dense: false };

/**
 * How many times PAGING.countCap PostgreSQL must estimate a search's matches at for its count to
 * be taken as capped without counting (its estimates of word matches are within a few times).
 */
const ESTIMATE_FACTOR = 10;

/** How a list's matches are counted (countMatching). */
interface CountOptions {
  /** Count newest first (a window of a common search on SQLite, readers' lists on PostgreSQL). */
  newestFirst?: boolean;
  /** A search on PostgreSQL: ask the planner first (pastEstimate). */
  search?: boolean;
  /** The planner's estimate, when it was already asked for the same matches. */
  expected?: number | undefined;
}

/** Telugu words a Latin search word may also be, by the word (service.ts, teluguReadings). */
export type Readings = ReadonlyMap<string, readonly string[]>;
const NO_READINGS: Readings = new Map();

/** The indexed words a search word begins, by the word, where they are few (wordsBegun). */
type Named = ReadonlyMap<string, readonly string[]>;
const NONE_NAMED: Named = new Map();

/**
 * The FTS5 query for normalised words: each as a word prefix (or as the indexed words it
 * begins, when `named` has them), by its stem or as one of its Telugu readings, all of them.
 */
const ftsMatch = (terms: readonly string[], named: Named, readings: Readings) =>
  terms
    .map((t) => {
      const words = named.get(t);
      const forms = words?.length ? words.map((w) => `"${w}"`) : [`"${t}"*`];
      const stem = stemOf(t);
      if (stem) forms.push(`"${stem}"`);
      for (const w of readings.get(t) ?? []) forms.push(`"${w}"`);
      return forms.length === 1 ? forms[0]! : `(${forms.join(' OR ')})`;
    })
    .join(' AND ');

/**
 * The same as a PostgreSQL tsquery. Every alternative is a word the index holds where that is
 * known (the words a search word begins, its Telugu readings): GIN intersects named words in the
 * index from the rarer one, while a prefix (`'రైతుల':*`) makes it gather every match of every
 * word it begins into a bitmap first. A search word that begins no indexed word is left out when
 * it has other forms, since it can match nothing.
 */
const tsQuery = (terms: readonly string[], named: Named, readings: Readings) =>
  terms
    .map((t) => {
      const words = named.get(t);
      const forms = words === undefined ? [`'${t}':*`] : words.map((w) => `'${w}'`);
      const stem = stemOf(t);
      if (stem && !words?.includes(stem)) forms.push(`'${stem}'`);
      for (const w of readings.get(t) ?? []) forms.push(`'${w}'`);
      if (forms.length === 0) forms.push(`'${t}':*`);
      return forms.length === 1 ? forms[0]! : `(${forms.join(' | ')})`;
    })
    .join(' & ');

export type ArticleSortField = 'publishedAt' | 'createdAt' | 'title' | 'category';

/**
 * An article as stored: everything but what depends on who asks (the viewerCan* fields) and the
 * picture for link previews (made from the image by the service), with its photo's id; the
 * photo itself (`image`) only when it was read.
 */
export type ArticleRecord = Omit<
  Article,
  'viewerCanEdit' | 'viewerCanDelete' | 'viewerCanPublish' | 'image' | 'shareImage' | 'bodyImages'
> & { imageId: string | null; image?: Image | null };

/** What the read and change rules need to know of an article (policy.ts's ArticleFacts). */
export interface StoredFacts {
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number | null;
}

/**
 * An article as read, with what the rules need of its counterpart, so the service can tell
 * whether the viewer may know of it: null without one, undefined when not read.
 */
export type ArticleReading = ArticleRecord & { counterpart?: StoredFacts | null };

/** An article as a list reads it: its text and body only when they were asked for. */
export type ArticleListed = Omit<ArticleReading, 'content' | 'body'> & {
  content?: string;
  body?: RichDocument;
};

/** A row as a locking read gives it: the rules' facts, its language and its link. */
export interface LinkRow extends StoredFacts {
  id: number;
  title: string;
  language: Language;
  translationId: number | null;
}

/**
 * Which articles a list shows: the readers' view (published, time come, as of `now`; with
 * `authorId`, only that account's: its author page), or the
 * staff view (these statuses; with `ownOrPublished`, only published ones and that author's; with
 * `published`, only the published ones still ahead of `now` or only those whose time has come;
 * with `authorId`, only that account's).
 */
export type ArticleView =
  | { kind: 'readers'; now: string; authorId?: number | undefined }
  | {
      kind: 'staff';
      statuses: readonly ArticleStatus[];
      ownOrPublished?: number | undefined;
      published?: { scheduled: boolean; now: string } | undefined;
      authorId?: number | undefined;
    };

export interface ArticleListQuery {
  page: number;
  pageSize: number;
  /** Rows to skip, when not (page - 1) × pageSize (the rest of a ranked search). */
  skip?: number;
  /** PostgreSQL's estimate of the matches, when a ranked search has already asked for it. */
  expected?: number;
  /**
   * Normalised search words (lib/search.ts); every one must match, each as a word prefix, by
   * its stem, or as one of its Telugu readings.
   */
  terms: string[];
  readings?: Readings | undefined;
  /** The indexed words each search word begins, where few enough to name (set here). */
  named?: Named | undefined;
  /** With a search ranked by relevance, this edition's matches first. */
  prefer?: Language | undefined;
  category: Category | undefined;
  language: Language | undefined;
  /** true: only lead stories; false: only the others; undefined: both. */
  lead?: boolean | undefined;
  view: ArticleView;
  sort: { field: ArticleSortField | 'relevance'; direction: SortDirection };
  withContent: ContentRead;
  withAuthor: boolean;
  /** Read what the rules need of each counterpart (for translationId). */
  withCounterpart: boolean;
  /** Read each article's photo and its files (one query for the page). */
  withImage: boolean;
}

/**
 * Which of an article's texts a read takes: none, the plain text, or the text and the document
 * (whose making is most of a list's work when every row has one).
 */
export type ContentRead = false | 'text' | 'body';

/** What a summary list (the front page, "read next") reads of each article besides its row. */
export interface SummaryRead {
  withContent: ContentRead;
  withAuthor: boolean;
  /** Read what the rules need of each counterpart (for translationId). */
  withCounterpart: boolean;
  /** Read each article's photo and its files (one query for them all). */
  withImage: boolean;
}

/** The front page's rows, as readers see them at `now`. */
export interface FrontQuery extends SummaryRead {
  language: Language | undefined;
  now: string;
  /** How many of the newest stories to read, and of each category's. */
  latest: number;
  perCategory: number;
}

export interface FrontRows {
  /** The newest story marked as lead, if any. */
  lead: ArticleReading | undefined;
  /** The newest stories, newest first. */
  latest: ArticleReading[];
  /** Each category's newest stories, newest first (every category, empty or not). */
  categories: Map<Category, ArticleReading[]>;
  /** How many stories readers may see in the edition, up to PAGING.countCap. */
  total: number;
}

/** "Read next": readers' stories in `language`, `category` first, none of `exclude`. */
export interface RelatedQuery extends SummaryRead {
  language: Language;
  category: Category | null;
  exclude: number[];
  limit: number;
  now: string;
}

export interface NewArticle {
  title: string;
  /** The body's plain text (plainTextOf), kept for search, summaries and feeds. */
  content: string;
  body: RichDocument;
  category: Category | null;
  language: Language;
  mediaUrl: string;
  imageId?: string | null;
  imageAlt?: string | null;
  imageCaption?: string | null;
  imageCredit?: string | null;
  /** The summary staff wrote; the excerpt is always taken from the body (excerptOf). */
  summary?: string | null;
  lead?: boolean;
  createdAt: string;
  status: ArticleStatus;
  publishedAt: string | null;
  authorId: number;
  authorName: string;
}

export type ArticleChanges = Partial<
  Pick<
    NewArticle,
    | 'title'
    | 'content'
    | 'body'
    | 'category'
    | 'language'
    | 'mediaUrl'
    | 'imageId'
    | 'imageAlt'
    | 'imageCaption'
    | 'imageCredit'
    | 'summary'
    | 'lead'
    | 'createdAt'
    | 'status'
    | 'publishedAt'
  >
> & {
  /** When the change is made: later than the row's last change (see ArticleService.update). */
  updatedAt?: string;
};

type ArticleRow = Omit<Selectable<ArticlesTable>, 'content' | 'body' | 'search_vector'> & {
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

function toRecord(row: ArticleRow): ArticleListed {
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

export class ArticleRepository {
  private readonly db: Kysely<DB>;
  /** The photos, on the same connection (in the same transaction, within `transaction`). */
  readonly images: ImageRepository;
  /** Revisions and the audit trail, likewise. */
  readonly history: HistoryRepository;
  /** The review threads, on the same connection (in the same transaction, within `transaction`). */
  readonly notes: NoteRepository;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.images = new ImageRepository(database);
    this.history = new HistoryRepository(database);
    this.notes = new NoteRepository(database);
  }

  /** Runs `fn` with a repository whose every call is in one transaction. */
  transaction<T>(fn: (articles: ArticleRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) =>
      fn(new ArticleRepository({ ...this.database, db: trx })),
    );
  }

  /** The article columns' query, built once per choice of parts (builders never change). */
  private readonly selects = new Map<string, ReturnType<ArticleRepository['buildSelect']>>();

  private select(withContent: ContentRead, withAuthor = true, withCounterpart = true) {
    const key = `${withContent}${withAuthor}${withCounterpart}`;
    let query = this.selects.get(key);
    if (!query) {
      query = this.buildSelect(withContent, withAuthor, withCounterpart);
      this.selects.set(key, query);
    }
    return query;
  }

  private buildSelect(withContent: ContentRead, withAuthor: boolean, withCounterpart: boolean) {
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
          .leftJoin('articles as counterpart', 'counterpart.id', 'articles.translation_id')
          .select([
            'counterpart.status as counterpart_status',
            'counterpart.published_at as counterpart_published_at',
            'counterpart.author_id as counterpart_author_id',
          ]),
      );
  }

  private sortKey(field: ArticleSortField, view: ArticleView) {
    if (field === 'createdAt') return sql.ref('articles.created_at');
    // Staff lists hold never-published articles too: those go by the day they were written, so
    // a new draft (and a scheduled story) comes first newest-first. Readers' lists keep the
    // column, and its index.
    if (field === 'publishedAt' && view.kind === 'staff') {
      return sql`coalesce(articles.published_at, articles.created_at)`;
    }
    if (field === 'publishedAt') return sql.ref('articles.published_at');
    return textSortKey(
      this.database.dialect,
      field === 'title' ? 'articles.title' : 'articles.category',
    );
  }

  private filters(
    q: Pick<
      ArticleListQuery,
      'terms' | 'readings' | 'named' | 'category' | 'language' | 'lead' | 'view'
    >,
    plan: SearchPlan = SPARSE,
  ) {
    return (eb: ExpressionBuilder<DB, 'articles'>) => {
      const conditions = [];
      if (q.view.kind === 'readers') {
        conditions.push(eb('articles.status', '=', 'published'));
        conditions.push(eb('articles.published_at', '<=', q.view.now));
        if (q.view.authorId !== undefined) {
          conditions.push(eb('articles.author_id', '=', q.view.authorId));
        }
      } else {
        conditions.push(eb('articles.status', 'in', [...q.view.statuses]));
        const timing = q.view.published;
        if (timing) {
          conditions.push(
            eb.or([
              eb('articles.status', '!=', 'published'),
              eb('articles.published_at', timing.scheduled ? '>' : '<=', timing.now),
            ]),
          );
        }
        if (q.view.authorId !== undefined) {
          conditions.push(eb('articles.author_id', '=', q.view.authorId));
        }
        if (q.view.ownOrPublished !== undefined) {
          conditions.push(
            eb.or([
              eb('articles.status', '=', 'published'),
              eb('articles.author_id', '=', q.view.ownOrPublished),
            ]),
          );
        }
      }
      if (q.language) conditions.push(eb('articles.language', '=', q.language));
      if (q.category) conditions.push(eb('articles.category', '=', q.category));
      // Booleans are written 1/0, which PostgreSQL reads as true/false (schema.ts).
      if (q.lead !== undefined) conditions.push(eb('articles.lead', '=', q.lead ? 1 : 0));
      if (q.terms.length > 0) {
        if (this.database.dialect === 'sqlite') {
          const match =
            plan.match ?? ftsMatch(q.terms, q.named ?? NONE_NAMED, q.readings ?? NO_READINGS);
          // `+` keeps SQLite from reading the matches by id and sorting them all: a common
          // search is read along the date index instead, each row looked up in the matches.
          conditions.push(
            plan.window
              ? sql<boolean>`+articles.id in (select value from json_each(${JSON.stringify(plan.window)}))`
              : plan.dense
                ? sql<boolean>`+articles.id in (select rowid from articles_fts where articles_fts match ${match})`
                : sql<boolean>`articles.id in (select rowid from articles_fts where articles_fts match ${match})`,
          );
        } else {
          conditions.push(
            sql<boolean>`articles.search_vector @@ ${tsQuery(
              q.terms,
              q.named ?? NONE_NAMED,
              q.readings ?? NO_READINGS,
            )}::tsquery`,
          );
        }
      }
      return eb.and(conditions);
    };
  }

  async list(q: ArticleListQuery): Promise<{
    total: number;
    capped: boolean;
    items: ArticleListed[];
  }> {
    if (q.terms.length > 0 && q.named === undefined) {
      q = { ...q, named: await this.wordsBegun(q.terms) };
    }
    const { field, direction } = q.sort;
    if (field === 'relevance') return this.ranked(q);
    const key = this.sortKey(field, q.view);
    const offset = q.skip ?? (q.page - 1) * q.pageSize;
    const read = async (plan: SearchPlan) => {
      const where = this.filters(q, plan);
      const ordered = <T extends SelectQueryBuilder<DB, 'articles', object>>(query: T) =>
        query.orderBy(key, direction).orderBy('articles.id', direction) as T;
      // A later page finds its ids from the index alone, then reads only those rows: an
      // offset over whole rows would read every row it skips.
      const rows =
        offset === 0
          ? ordered(this.select(q.withContent, q.withAuthor, false).where(where)).limit(q.pageSize)
          : ordered(
              this.select(q.withContent, q.withAuthor, false).where(
                'articles.id',
                'in',
                ordered(this.db.selectFrom('articles').select('articles.id').where(where))
                  .limit(q.pageSize)
                  .offset(offset),
              ),
            );
      // Counted from the matches up (stopping at the bound), or for a window of a common
      // search along the date index, where its matches lie.
      const windowed = plan.window !== undefined;
      const counting = {
        // PostgreSQL may otherwise gather every match of a filter in a bitmap to count a
        // thousand; along the date index it stops there.
        newestFirst:
          windowed ||
          (this.database.dialect === 'postgres' &&
            q.view.kind === 'readers' &&
            q.terms.length === 0),
        search: q.terms.length > 0,
        expected: q.expected,
      };
      const countWhere = windowed ? where : this.filters(q, { ...plan, dense: false });
      const count = () => this.countMatching(countWhere, counting);
      if (this.database.dialect === 'postgres') {
        // The page and its count are read at once, on two connections: counting up to the bound
        // costs about as much as the page, and a reader then waits for the longer, not the sum.
        return Promise.all([count(), rows.execute()]);
      }
      // SQLite answers one statement at a time, so it reads the page first: a page that is not
      // full (or empty past the first) is its own count.
      const page = await rows.execute();
      const end = offset + page.length;
      if (page.length < q.pageSize && (page.length > 0 || offset === 0) && end <= PAGING.countCap) {
        return [{ total: end, capped: false }, page] as const;
      }
      return [await count(), page] as const;
    };
    // Only the readers' date order has an index to read a common search along.
    const byDateIndex = q.view.kind === 'readers' && field === 'publishedAt';
    const plan = await this.searchPlan(q, byDateIndex, byDateIndex && direction === 'desc');
    let [total, rows] = await read(plan);
    if (plan.window && !(await this.windowHeld(q, plan.window.at(-1)!, total, rows))) {
      [total, rows] = await read({ dense: true, match: plan.match });
    }
    let items = rows.map(toRecord);
    if (q.withImage) items = await this.withImages(items);
    return {
      ...total,
      items: q.withCounterpart ? await this.withCounterparts(items) : items,
    };
  }

  /**
   * A search ranked by relevance (lib/search.ts, relevance): its newest RANKED matches are read
   * (as the newest-first list reads them, with its count), ranked here, and the page's rows read
   * by id; the matches after them follow newest first, which is also their order in the list
   * newest first, so pages neither repeat nor skip a story. Ranking every match of a common word
   * would read all of them before the first row, far over the budget of a page.
   */
  private async ranked(q: ArticleListQuery) {
    const newest = { field: 'publishedAt', direction: 'desc' } as const;
    const all = await this.allMatches(q);
    // On PostgreSQL the newest matches are read with the columns the page shows, so the page
    // needs no second round trip; SQLite, in the process, reads the page's rows by id.
    const whole = all.head === undefined && this.database.dialect === 'postgres';
    const listed = all.head
      ? undefined
      : await this.list({
          ...q,
          expected: all.expected,
          sort: newest,
          page: 1,
          skip: 0,
          pageSize: RANKED,
          withContent: whole && q.withContent,
          withAuthor: whole && q.withAuthor,
          withCounterpart: false,
          withImage: false,
        });
    const head = all.head ?? listed!;
    const now = Date.now();
    const share = headlineShare(q.terms, q.readings ?? NO_READINGS);
    const ranked = head.items
      .map((m) => ({
        id: m.id,
        preferred: q.prefer === undefined || m.language === q.prefer,
        score: relevance(
          share(m.title),
          (now - Date.parse(m.publishedAt ?? m.createdAt)) / 86_400_000,
        ),
      }))
      .sort(
        (a, b) => Number(b.preferred) - Number(a.preferred) || b.score - a.score || b.id - a.id,
      );
    const offset = q.skip ?? (q.page - 1) * q.pageSize;
    const end = offset + q.pageSize;
    const ids = ranked.slice(offset, end).map((r) => r.id);
    const byId = new Map<number, ArticleListed>();
    if (whole && listed) {
      for (const item of listed.items) byId.set(item.id, item);
    } else if (ids.length > 0) {
      const rows = await this.select(q.withContent, q.withAuthor, false)
        .where('articles.id', 'in', ids)
        .execute();
      for (const row of rows) byId.set(row.id, toRecord(row));
    }
    let items = ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [item] : [];
    });
    if (q.withImage) items = await this.withImages(items);
    if (q.withCounterpart) items = await this.withCounterparts(items);
    if (end > RANKED && head.items.length === RANKED && head.total > RANKED) {
      const from = Math.max(offset, RANKED);
      const after = await this.list({ ...q, sort: newest, skip: from, pageSize: end - from });
      items = [...items, ...after.items];
    }
    return { total: head.total, capped: head.capped, items };
  }

  /**
   * On PostgreSQL, a search the planner expects to match fewer articles than the count's bound:
   * all its matches, read once with what ranking needs, as the newest RANKED of them and their
   * count. Counting them reads them all anyway (by each word's index), and reading the newest
   * along the date index besides would test the vectors of many rows again. No head when the
   * matches are more than the bound after all, when they are expected to be (the planner's
   * estimate is given back for the count), or on SQLite.
   */
  private async allMatches(q: ArticleListQuery) {
    if (this.database.dialect !== 'postgres' || q.terms.length === 0) return {};
    const query = this.db
      .selectFrom('articles')
      .select([
        'articles.id',
        'articles.title',
        'articles.language',
        'articles.published_at',
        'articles.created_at',
      ])
      .where(this.filters(q));
    const expected = await this.estimate(query);
    if (expected >= PAGING.countCap) return { expected };
    const rows = await query.limit(PAGING.countCap + 1).execute();
    if (rows.length > PAGING.countCap) return { expected };
    const items = rows
      .map((row) => ({
        id: row.id,
        title: row.title,
        language: row.language,
        publishedAt: row.published_at === null ? null : toIso(row.published_at),
        createdAt: toIso(row.created_at),
      }))
      .sort((a, b) => {
        const at = a.publishedAt ?? a.createdAt;
        const bt = b.publishedAt ?? b.createdAt;
        return at < bt ? 1 : at > bt ? -1 : b.id - a.id;
      });
    return { head: { total: items.length, capped: false, items: items.slice(0, RANKED) } };
  }

  /**
   * The Telugu words of the index that each Latin search word may be read as
   * (contract/transliterate.ts): found by the consonant skeleton of its loose reading, kept
   * when their reading is close to the typed one, nearest first (then nearest in length), at
   * most READINGS_MAX. A search word is the start of a word, so longer words (with a suffix)
   * are kept too, unless `whole` asks for words of the typed word's length only.
   */
  async teluguReadings(
    terms: readonly string[],
    { whole = false }: { whole?: boolean } = {},
  ): Promise<Map<string, string[]>> {
    // Every typed reading of every word is looked up in one statement, each its own subquery
    // ordered and limited on the table's key.
    const asked = terms.flatMap((term) =>
      latinWordReadings(term).map((typed) => ({ term, typed, skeleton: skeletonOf(typed) })),
    );
    const found = new Map<string, string[]>();
    if (asked.length === 0) return found;
    const parts = asked.map(
      ({ skeleton }, i) => sql<{ asked: number; term: string; reading: string }>`
        select * from (
          select ${sql.lit(i)} as asked, term, reading from search_readings
          where skeleton >= ${skeleton} and skeleton < ${`${skeleton}\u{10FFFF}`}
          order by skeleton limit ${READING_CANDIDATES}
        ) as ${sql.ref(`r${i}`)}
      `,
    );
    const { rows } = await sql<{ asked: number; term: string; reading: string }>`${sql.join(
      parts,
      sql` union all `,
    )}`.execute(this.db);
    for (const term of terms) {
      const candidates: { term: string; distance: number; spare: number }[] = [];
      asked.forEach(({ term: of, typed }, i) => {
        if (of !== term) return;
        const tolerance = readingTolerance(typed);
        for (const row of rows) {
          if (Number(row.asked) !== i) continue;
          const spare = Math.abs(row.reading.length - typed.length);
          if (whole && spare > 1) continue;
          const distance = readingDistance(typed, row.reading);
          if (distance <= tolerance) candidates.push({ term: row.term, distance, spare });
        }
      });
      const words = [
        ...new Set(
          candidates
            .sort(
              (a, b) =>
                a.distance - b.distance || a.spare - b.spare || a.term.length - b.term.length,
            )
            .map((c) => c.term),
        ),
      ].slice(0, READINGS_MAX);
      if (words.length > 0) found.set(term, words);
    }
    return found;
  }

  /**
   * The front page's rows in one statement: the newest lead story, the newest stories, and each
   * category's newest, each part read from an index in the readers' order (newest first) with
   * its own limit, joined by UNION ALL; and the edition's total beside it.
   */
  async front(q: FrontQuery): Promise<FrontRows> {
    const base = { terms: [], category: undefined, lead: undefined, language: q.language };
    const view: ArticleView = { kind: 'readers', now: q.now };
    const parts: [string, number, ReturnType<ArticleRepository['filters']>][] = [
      ['lead', 1, this.filters({ ...base, view, lead: true })],
      ['latest', q.latest, this.filters({ ...base, view })],
      ...CATEGORIES.map(
        (category) =>
          [category, q.perCategory, this.filters({ ...base, view, category })] as [
            string,
            number,
            ReturnType<ArticleRepository['filters']>,
          ],
      ),
    ];
    const [total, rows] = await Promise.all([
      this.countMatching(this.filters({ ...base, view }), {
        newestFirst: this.database.dialect === 'postgres',
      }),
      this.newestOfEach(parts, q),
    ]);
    const finished = await this.finish(
      rows.map(({ row }) => row),
      q,
    );
    const byPart = new Map<string, ArticleReading[]>();
    rows.forEach(({ part }, i) => {
      const list = byPart.get(part) ?? [];
      list.push(finished[i]!);
      byPart.set(part, list);
    });
    return {
      lead: byPart.get('lead')?.[0],
      latest: byPart.get('latest') ?? [],
      categories: new Map(CATEGORIES.map((c) => [c, byPart.get(c) ?? []])),
      total: total.total,
    };
  }

  /**
   * Up to `limit` stories to read next: the category's newest, then the language's newest in
   * other categories, in one statement of two index-ordered parts.
   */
  async related(q: RelatedQuery): Promise<ArticleReading[]> {
    const view: ArticleView = { kind: 'readers', now: q.now };
    const base = { terms: [], lead: undefined, language: q.language, view };
    const excluded = (where: ReturnType<ArticleRepository['filters']>) => {
      return (eb: ExpressionBuilder<DB, 'articles'>) =>
        eb.and([where(eb), eb('articles.id', 'not in', q.exclude)]);
    };
    const { category } = q;
    // A draft without a category yet (staff previewing it) has only the language's newest.
    const others = (eb: ExpressionBuilder<DB, 'articles'>) =>
      eb.and([
        this.filters({ ...base, category: undefined })(eb),
        ...(category === null ? [] : [eb('articles.category', '!=', category)]),
      ]);
    const rows = await this.newestOfEach(
      [
        ...(category === null
          ? []
          : [['category', q.limit, excluded(this.filters({ ...base, category }))] as const]),
        ['others', q.limit, excluded(others)] as const,
      ],
      q,
    );
    const ordered = [
      ...rows.filter((r) => r.part === 'category'),
      ...rows.filter((r) => r.part === 'others'),
    ].slice(0, q.limit);
    return this.finish(
      ordered.map((r) => r.row),
      q,
    );
  }

  /**
   * For each part (a name, how many, which articles), its newest readers' rows, in one UNION ALL
   * statement. Each part is a subquery with its own order and limit, so each reads only its
   * first index entries; the order within each part is restored here, since a union keeps none.
   */
  private async newestOfEach(
    parts: readonly (readonly [
      string,
      number,
      (
        eb: ExpressionBuilder<DB, 'articles'>,
      ) => ReturnType<ExpressionBuilder<DB, 'articles'>['and']>,
    ])[],
    q: Pick<SummaryRead, 'withContent' | 'withAuthor'>,
  ) {
    const arms = parts.map(([part, limit, where], i) =>
      this.db
        .selectFrom(
          this.select(q.withContent, q.withAuthor, false)
            .select(sql.lit(part).as('part'))
            .where(where)
            .orderBy('articles.published_at', 'desc')
            .orderBy('articles.id', 'desc')
            .limit(limit)
            .as(`p${i}`),
        )
        .selectAll(),
    );
    const rows = await arms
      .slice(1)
      .reduce((union, arm) => union.unionAll(arm), arms[0]!)
      .execute();
    const records = rows.map((row) => ({
      part: row.part,
      row: toRecord(row) as ArticleReading,
    }));
    const order = parts.map(([part]) => part);
    return records.sort(
      (a, b) =>
        order.indexOf(a.part) - order.indexOf(b.part) ||
        (b.row.publishedAt ?? '').localeCompare(a.row.publishedAt ?? '') ||
        b.row.id - a.row.id,
    );
  }

  /** Rows with their photos and their counterparts' facts, as asked; each read once for all. */
  private async finish(items: ArticleReading[], q: SummaryRead): Promise<ArticleReading[]> {
    let finished: ArticleReading[] = items;
    if (q.withImage) finished = await this.withImages(finished);
    if (q.withCounterpart) finished = await this.withCounterparts(finished);
    return finished;
  }

  /** The articles with their photos, each photo and its files read in one query for them all. */
  async withImages<T extends { imageId: string | null }>(
    items: T[],
  ): Promise<(T & { image: Image | null })[]> {
    const ids = items.flatMap((a) => (a.imageId === null ? [] : [a.imageId]));
    const images = ids.length === 0 ? new Map<string, Image>() : await this.images.findMany(ids);
    return items.map((item) => ({
      ...item,
      image: item.imageId === null ? null : (images.get(item.imageId) ?? null),
    }));
  }

  /**
   * The page's articles with what the rules need of their counterparts, read by id in one
   * query (a join would be evaluated for every row an offset skips too).
   */
  private async withCounterparts<T extends { translationId: number | null }>(
    items: T[],
  ): Promise<(T & { counterpart: StoredFacts | null })[]> {
    const ids = [
      ...new Set(items.flatMap((a) => (a.translationId === null ? [] : [a.translationId]))),
    ];
    const rows =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('articles')
            .select(['id', 'status', 'published_at', 'author_id'])
            .where('id', 'in', ids)
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

  /**
   * How a search is read on SQLite. In another order than the readers' dates its matches are
   * read by id and sorted. Otherwise its newest matches (up to SEARCH_WINDOW) are read first,
   * from the index alone: a few are read by id and sorted; more are read along the date index.
   * When even the window is full and the list is newest first, only the window's matches are
   * read (the FTS query, which for a word prefix merges every list of it, runs once), and
   * `windowHeld` checks that nothing older could belong on the page.
   */
  private async searchPlan(
    { terms, readings, named }: Pick<ArticleListQuery, 'terms' | 'readings' | 'named'>,
    byDateIndex: boolean,
    newestFirst: boolean,
  ): Promise<SearchPlan> {
    if (terms.length === 0 || this.database.dialect !== 'sqlite') return SPARSE;
    const match = ftsMatch(terms, named ?? NONE_NAMED, readings ?? NO_READINGS);
    if (!byDateIndex) return { dense: false, match };
    const { rows } = await sql<{ id: number }>`
      select rowid as id from articles_fts where articles_fts match ${match}
      order by rowid desc limit ${SEARCH_WINDOW}
    `.execute(this.db);
    if (rows.length < DENSE_MATCHES) return { dense: false, match };
    return rows.length === SEARCH_WINDOW && newestFirst
      ? { dense: true, window: rows.map((r) => r.id), match }
      : { dense: true, match };
  }

  /**
   * For each search word, the indexed words it begins (`search_terms`) when there are at most
   * PREFIX_WORDS_MAX, to be searched by name: FTS5 answers a prefix it has no index for (longer
   * than PREFIX_INDEXED) by merging the whole list of every word it begins before giving the
   * first row, and GIN gathers every match of every such word before intersecting them with
   * another search word's; named words are read newest first (FTS5), or intersected in the
   * index by the rarer word (GIN).
   */
  private async wordsBegun(terms: readonly string[]): Promise<Named> {
    const asked = terms.filter(
      (term) => this.database.dialect !== 'sqlite' || [...term].length > PREFIX_INDEXED,
    );
    if (asked.length === 0) return new Map();
    // One statement for every word: each is its own subquery, ordered and limited on the key.
    const parts = asked.map(
      (term, i) => sql<{ word: number; term: string }>`
        select * from (
          select ${sql.lit(i)} as word, term from search_terms
          where term >= ${term} and term < ${`${term}\u{10FFFF}`}
          order by term limit ${PREFIX_WORDS_MAX + 1}
        ) as ${sql.ref(`w${i}`)}
      `,
    );
    const { rows } = await sql<{ word: number; term: string }>`${sql.join(
      parts,
      sql` union all `,
    )}`.execute(this.db);
    const named = new Map<string, string[]>();
    asked.forEach((term, i) => {
      const begun = rows.filter((r) => Number(r.word) === i).map((r) => r.term);
      if (begun.length <= PREFIX_WORDS_MAX) named.set(term, begun);
    });
    return named;
  }

  /**
   * Whether a page read from the newest matches only is the page: it is full and its count is
   * capped (more matches lie beyond), and no article older than the window's oldest (an old
   * draft published lately) is newer than the page's last row and matches too.
   */
  private async windowHeld(
    q: ArticleListQuery,
    floor: number,
    total: { capped: boolean },
    rows: { published_at: string | Date | null }[],
  ): Promise<boolean> {
    const last = rows.at(-1)?.published_at;
    if (!total.capped || rows.length < q.pageSize || !last) return false;
    const older = await this.db
      .selectFrom('articles')
      .innerJoin(sql<{ rowid: number; terms: string }>`articles_fts`.as('fts'), (join) =>
        join.onRef(sql.ref('fts.rowid'), '=', 'articles.id'),
      )
      .select(sql<string>`fts.terms`.as('terms'))
      .where(this.filters({ ...q, terms: [] }))
      .where('articles.published_at', '>=', last)
      .where('articles.id', '<', floor)
      .execute();
    return !older.some(({ terms }) =>
      matchesTerms(terms.split(' '), q.terms, q.readings ?? NO_READINGS),
    );
  }

  /**
   * How many articles a list matches, up to PAGING.countCap (`capped` when more do): counting
   * every match of a common word, or the whole table, in a million articles would cost more
   * than the page itself (PostgreSQL counts row by row).
   */
  private async countMatching(
    where: ReturnType<ArticleRepository['filters']>,
    options: CountOptions = {},
  ): Promise<{ total: number; capped: boolean }> {
    if (await this.pastEstimate(where, options)) {
      return { total: PAGING.countCap, capped: true };
    }
    const row = await this.db
      .selectNoFrom(this.countOf(where, options).as('n'))
      .executeTakeFirstOrThrow();
    return this.capped(Number(row.n));
  }

  /** The matches of `where` as the count reads them (newest first when asked). */
  private matching(where: ReturnType<ArticleRepository['filters']>, options: CountOptions) {
    return this.db
      .selectFrom('articles')
      .select(sql.lit(1).as('one'))
      .where(where)
      .$if(Boolean(options.newestFirst), (qb) => qb.orderBy('articles.published_at', 'desc'));
  }

  /** The matches of `where` counted up to one past PAGING.countCap, as a scalar subquery. */
  private countOf(where: ReturnType<ArticleRepository['filters']>, options: CountOptions) {
    return this.db
      .selectFrom(
        this.matching(where, options)
          .limit(PAGING.countCap + 1)
          .as('matches'),
      )
      .select(sql<number | string>`count(*)`.as('n'));
  }

  private capped(n: number): { total: number; capped: boolean } {
    return n > PAGING.countCap
      ? { total: PAGING.countCap, capped: true }
      : { total: n, capped: false };
  }

  /**
   * Whether a search on PostgreSQL is taken to match more than the count's bound without
   * counting: counting the first thousand matches of two common words reads the vectors of
   * every row until a thousand pass (or merges their whole index lists), so when PostgreSQL's
   * own estimate of the matches is many times the bound, the list is taken to be past it.
   */
  private async pastEstimate(
    where: ReturnType<ArticleRepository['filters']>,
    options: CountOptions,
  ): Promise<boolean> {
    if (!options.search || this.database.dialect !== 'postgres') return false;
    const expected = options.expected ?? (await this.estimate(this.matching(where, options)));
    return expected >= ESTIMATE_FACTOR * PAGING.countCap;
  }

  /** How many rows PostgreSQL's planner expects a query to give. */
  private async estimate(query: Compilable): Promise<number> {
    const { sql: text, parameters } = query.compile();
    const { rows } = await this.db.executeQuery<{
      'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
    }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  /**
   * The accounts that wrote an article of the staff view (with `ownOrPublished`, a published one
   * or, for that account, any), by name: what the admin list's author filter offers.
   */
  async authors(scope: { ownOrPublished?: number }): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['users.id', 'users.full_name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('articles')
            .select(eb.lit(1).as('one'))
            .whereRef('articles.author_id', '=', 'users.id')
            .$if(scope.ownOrPublished !== undefined, (qb) =>
              qb.where((inner) =>
                inner.or([
                  inner('articles.status', '=', 'published'),
                  inner('articles.author_id', '=', scope.ownOrPublished!),
                ]),
              ),
            ),
        ),
      )
      .orderBy(textSortKey(this.database.dialect, 'users.full_name'))
      .orderBy('users.id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.full_name }));
  }

  /** The account named `username` (any case) if readers may see one of its stories by `now`. */
  async authorProfile(username: string, now: string): Promise<RestAuthorProfile | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select([
        'users.id',
        'users.username',
        'users.full_name',
        'users.telugu_name',
        'users.bio',
        'users.photo_id',
      ])
      .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('articles')
            .select(eb.lit(1).as('one'))
            .whereRef('articles.author_id', '=', 'users.id')
            .where('articles.status', '=', 'published')
            .where('articles.published_at', '<=', now),
        ),
      )
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          username: row.username,
          name: row.full_name,
          teluguName: row.telugu_name,
          bio: row.bio,
          photo: row.photo_id ? ((await this.images.find(row.photo_id)) ?? null) : null,
        }
      : undefined;
  }

  /**
   * The article; with `lock`, its row stays locked (PostgreSQL) until the transaction ends; with
   * `withImage`, its photo read too.
   */
  async findById(
    id: number,
    options: { lock?: boolean; withImage?: boolean } = {},
  ): Promise<ArticleReading | undefined> {
    const lock = Boolean(options.lock) && this.database.dialect === 'postgres';
    const [row] = await runCompiled(
      this.database,
      `article by id${lock ? ' for update' : ''}`,
      () => {
        const query = this.select('body').where('articles.id', '=', slot<number>('id'));
        return lock ? query.forUpdate('articles') : query;
      },
      { id },
    );
    if (!row) return undefined;
    const record = toRecord(row) as ArticleReading;
    return options.withImage ? (await this.withImages([record]))[0] : record;
  }

  /**
   * Locks the rows of `ids` and of their counterparts (the rows a link change or a delete
   * touches) with one `select ... for update` in id order, so two such transactions wait for
   * each other instead of deadlocking; answers them by id. The counterparts are read first
   * without a lock; should a link have moved meanwhile, the rows it now reaches are locked too.
   * Undefined when links keep moving. On SQLite, whose transactions run one at a time, this
   * only reads.
   */
  async lockLinked(ids: readonly number[]): Promise<Map<number, LinkRow> | undefined> {
    const read = (wanted: Iterable<number>, lock: boolean) => {
      const query = this.db
        .selectFrom('articles')
        .select([
          'id',
          'title',
          'status',
          'published_at',
          'author_id',
          'language',
          'translation_id',
        ])
        .where('id', 'in', [...wanted])
        .orderBy('id');
      return (lock && this.database.dialect === 'postgres' ? query.forUpdate() : query).execute();
    };
    const reached = (rows: Awaited<ReturnType<typeof read>>) => {
      const all = new Set(ids);
      for (const row of rows) {
        if (ids.includes(row.id) && row.translation_id !== null) all.add(row.translation_id);
      }
      return all;
    };
    const wanted = reached(await read(ids, false));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const rows = await read(wanted, true);
      const now = reached(rows);
      if ([...now].every((id) => wanted.has(id))) {
        return new Map(
          rows.map((row) => [
            row.id,
            {
              id: row.id,
              title: row.title,
              status: row.status,
              publishedAt: row.published_at === null ? null : toIso(row.published_at),
              authorId: row.author_id,
              language: row.language,
              translationId: row.translation_id,
            },
          ]),
        );
      }
      for (const id of now) wanted.add(id);
    }
    return undefined;
  }

  async create(article: NewArticle): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('articles')
        .values({
          title: article.title,
          content: article.content,
          body: JSON.stringify(article.body),
          category: article.category,
          language: article.language,
          media_url: article.mediaUrl,
          image_id: article.imageId ?? null,
          image_alt: article.imageAlt ?? null,
          image_caption: article.imageCaption ?? null,
          image_credit: article.imageCredit ?? null,
          summary: article.summary ?? null,
          excerpt: excerptOf(article.body),
          lead: article.lead ? 1 : 0,
          status: article.status,
          published_at: article.publishedAt,
          author_id: article.authorId,
          author_name: article.authorName,
          created_at: article.createdAt,
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeSearchIndex(trx, id, article.title, article.content, article.summary ?? null);
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
          ...(changes.body !== undefined
            ? { body: JSON.stringify(changes.body), excerpt: excerptOf(changes.body) }
            : {}),
          ...(changes.category !== undefined ? { category: changes.category } : {}),
          ...(changes.language !== undefined ? { language: changes.language } : {}),
          ...(changes.mediaUrl !== undefined ? { media_url: changes.mediaUrl } : {}),
          ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
          ...(changes.imageAlt !== undefined ? { image_alt: changes.imageAlt } : {}),
          ...(changes.imageCaption !== undefined ? { image_caption: changes.imageCaption } : {}),
          ...(changes.imageCredit !== undefined ? { image_credit: changes.imageCredit } : {}),
          ...(changes.summary !== undefined ? { summary: changes.summary } : {}),
          ...(changes.lead !== undefined ? { lead: changes.lead ? 1 : 0 } : {}),
          ...(changes.createdAt !== undefined ? { created_at: changes.createdAt } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.publishedAt !== undefined ? { published_at: changes.publishedAt } : {}),
          updated_at: changes.updatedAt ?? new Date().toISOString(),
        })
        .where('id', '=', id)
        .returning(['title', 'content', 'summary'])
        .executeTakeFirst();
      if (!updated) return false;
      if (
        changes.title !== undefined ||
        changes.content !== undefined ||
        changes.summary !== undefined
      ) {
        await this.writeSearchIndex(trx, id, updated.title, updated.content, updated.summary);
      }
      return true;
    });
  }

  /**
   * Records that the article's body shows these uploaded photos, so that they stay stored while
   * the article (or a version of it to restore) shows them.
   */
  async showImages(id: number, imageIds: readonly string[]): Promise<void> {
    const unique = [...new Set(imageIds)];
    if (unique.length === 0) return;
    await this.db
      .insertInto('article_images')
      .values(unique.map((imageId) => ({ article_id: id, image_id: imageId })))
      .onConflict((oc) => oc.columns(['article_id', 'image_id']).doNothing())
      .execute();
  }

  /**
   * Links `id` and `counterpartId` both ways, first unlinking whatever either was linked to;
   * a null counterpart only unlinks `id` and its counterpart.
   */
  async setTranslation(id: number, counterpartId: number | null): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const ids = counterpartId === null ? [id] : [id, counterpartId];
      const now = new Date().toISOString();
      await trx
        .updateTable('articles')
        .set({ translation_id: null, updated_at: now })
        .where((eb) => eb.or([eb('id', 'in', ids), eb('translation_id', 'in', ids)]))
        .where('translation_id', 'is not', null)
        .execute();
      if (counterpartId === null) return;
      for (const [from, to] of [
        [id, counterpartId],
        [counterpartId, id],
      ] as const) {
        await trx
          .updateTable('articles')
          .set({ translation_id: to, updated_at: now })
          .where('id', '=', from)
          .execute();
      }
    });
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      // The foreign key does this too (on delete set null); done here so it never depends on
      // SQLite's foreign_keys pragma being on.
      await trx
        .updateTable('articles')
        .set({ translation_id: null })
        .where('translation_id', '=', id)
        .execute();
      await trx.deleteFrom('article_revisions').where('article_id', '=', id).execute();
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

  /** The words of the title, the content and the written summary (lib/search.ts). */
  private async writeSearchIndex(
    db: Kysely<DB>,
    id: number,
    title: string,
    content: string,
    summary: string | null,
  ) {
    const terms = indexTerms(title, content, summary ?? '');
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
    await addSearchTerms(db, terms);
    await addSearchReadings(db, terms);
  }
}
