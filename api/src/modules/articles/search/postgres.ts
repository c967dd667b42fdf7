import { sql, type Compilable, type Kysely } from 'kysely';
import { toIso } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import { PAGING } from '../../../domain.js';
import { stemOf } from '../../../lib/search.js';
import { estimate } from '../counts.js';
import {
  RANKED,
  searchQuery,
  type AllMatches,
  type ArticleSearch,
  type CountOptions,
  type Named,
  type QuerySyntax,
  type SearchPlan,
  type SearchWords,
  type Total,
  type Where,
} from './types.js';
import { wordsBegun } from './words.js';

/**
 * How many times PAGING.countCap PostgreSQL must estimate a search's matches at for its count to
 * be taken as capped without counting (its estimates of word matches are within a few times).
 */
const ESTIMATE_FACTOR = 10;

/**
 * The search as a PostgreSQL tsquery. Every alternative is a word the index holds where that is
 * known (the words a search word begins, its Telugu readings): GIN intersects named words in the
 * index from the rarer one, while a prefix (`'రైతుల':*`) makes it gather every match of every
 * word it begins into a bitmap first. A search word that begins no indexed word is left out when
 * it has other forms, since it can match nothing.
 */
const TS_QUERY: QuerySyntax = {
  formsOf(t, words, readings) {
    const forms = words === undefined ? [`'${t}':*`] : words.map((w) => `'${w}'`);
    const stem = stemOf(t);
    if (stem && !words?.includes(stem)) forms.push(`'${stem}'`);
    for (const w of readings) forms.push(`'${w}'`);
    if (forms.length === 0) forms.push(`'${t}':*`);
    return forms;
  },
  any: ' | ',
  all: ' & ',
};

/**
 * Runs `read` with the search index as PostgreSQL's only way to a search's matches. Its planner
 * does not cost taking each row's vector out of TOAST, so under a LIMIT it expects to find the
 * matches sooner by testing the rows in table (or date) order, which at a few percent of
 * matching rows costs several times reading them from GIN.
 */
function throughIndex<T>(db: Kysely<DB>, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return read(trx);
  });
}

/**
 * PostgreSQL's search: a `tsvector` column of each article's index words with a GIN index. Its
 * planner chooses how to read a search, and its estimates say when counting would cost more
 * than the page.
 */
export class PostgresSearch implements ArticleSearch {
  readonly ranksWholeRows = true;

  constructor(private readonly db: Kysely<DB>) {}

  // The query side.

  matches(words: SearchWords) {
    return sql<boolean>`articles.search_vector @@ ${searchQuery(words, TS_QUERY)}::tsquery`;
  }

  /** Every search word, whatever its length: GIN has no prefix index to read a short one from. */
  wordsBegun(terms: readonly string[]): Promise<Named> {
    return wordsBegun(this.db, terms);
  }

  plan(): Promise<SearchPlan> {
    return Promise.resolve({ dense: false });
  }

  /** No plan here has a window: the page read is the page. */
  windowHeld(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /** The planner reads the rarest word's matches from GIN, or the newest stories first. */
  async seenByReaders(words: SearchWords, now: string): Promise<boolean> {
    const { rows } = await sql<{ one: number }>`
      select 1 as one from articles
      where ${this.matches(words)}
      and articles.status = 'published' and articles.published_at <= ${now}
      limit 1
    `.execute(this.db);
    return rows.length > 0;
  }

  /**
   * A search the planner expects to match fewer articles than the count's bound: up to one past
   * the bound of its matches are found once, counted, and their newest RANKED sent back, all in
   * one statement. Counting them reads them all anyway (by each word's index), and reading the
   * newest along the date index besides would test the vectors of many rows again. No head when
   * the matches are more than the bound after all (`expected` is then past any estimate, so the
   * list does not count them again), or when the planner expects them to be (its estimate is
   * given back for the count).
   */
  async allMatches(where: Where): Promise<AllMatches> {
    const query = this.db
      .selectFrom('articles')
      .select([
        'articles.id',
        'articles.title',
        'articles.language',
        'articles.published_at',
        'articles.created_at',
      ])
      .where(where);
    const expected = await estimate(this.db, query);
    if (expected >= PAGING.countCap) return { expected };
    const rows = await throughIndex(this.db, (db) =>
      db
        .selectFrom(query.limit(PAGING.countCap + 1).as('m'))
        .selectAll('m')
        .select(sql<string | number>`count(*) over ()`.as('total'))
        .orderBy(sql`coalesce(m.published_at, m.created_at)`, 'desc')
        .orderBy('m.id', 'desc')
        .limit(RANKED)
        .execute(),
    );
    const total = Number(rows[0]?.total ?? 0);
    if (total > PAGING.countCap) return { expected: Number.POSITIVE_INFINITY };
    const items = rows.map((row) => ({
      id: row.id,
      title: row.title,
      language: row.language,
      publishedAt: row.published_at === null ? null : toIso(row.published_at),
      createdAt: toIso(row.created_at),
    }));
    return { head: { total, capped: false, items } };
  }

  // Counting and paging.

  /**
   * PostgreSQL may otherwise gather every match of a filter in a bitmap to count a thousand;
   * along the date index it stops there.
   */
  countsNewestFirst(readers: boolean, searched: boolean): boolean {
    return readers && !searched;
  }

  /**
   * Counting the first thousand matches of two common words reads the vectors of every row
   * until a thousand pass (or merges their whole index lists), so when PostgreSQL's own
   * estimate of the matches is many times the bound, the list is taken to be past it.
   */
  async pastEstimate(matching: () => Compilable, options: CountOptions): Promise<boolean> {
    if (!options.search) return false;
    const expected = options.expected ?? (await estimate(this.db, matching()));
    return expected >= ESTIMATE_FACTOR * PAGING.countCap;
  }

  /** A search's matches are counted from GIN (throughIndex); other lists as the planner likes. */
  counted<T>(db: Kysely<DB>, searched: boolean, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
    return searched ? throughIndex(db, read) : read(db);
  }

  /**
   * The page and its count are read at once, on two connections: counting up to the bound
   * costs about as much as the page, and a reader then waits for the longer, not the sum.
   */
  pageAndCount<R>(page: () => Promise<R[]>, count: () => Promise<Total>) {
    return Promise.all([count(), page()]);
  }

  // The index side: a column of the row itself.

  async writeIndex(db: Kysely<DB>, id: number, terms: readonly string[]): Promise<void> {
    await sql`update articles set search_vector = array_to_tsvector(${terms}::text[]) where id = ${id}`.execute(
      db,
    );
  }

  /** The vector goes with its row. */
  removeFromIndex(): Promise<void> {
    return Promise.resolve();
  }
}
