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
   * A search the planner expects to match fewer articles than the count's bound: all its
   * matches, read once with what ranking needs, as the newest RANKED of them and their count.
   * Counting them reads them all anyway (by each word's index), and reading the newest along
   * the date index besides would test the vectors of many rows again. No head when the matches
   * are more than the bound after all, or when they are expected to be (the planner's estimate
   * is given back for the count).
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
    const rows = await query.limit(PAGING.countCap + 1).execute();
    if (rows.length > PAGING.countCap) return { expected };
    // Only the RANKED returned are written out as text; the rest are only ordered.
    const items = rows
      .map((row) => ({ row, at: new Date(row.published_at ?? row.created_at).getTime() }))
      .sort((a, b) => b.at - a.at || b.row.id - a.row.id)
      .slice(0, RANKED)
      .map(({ row }) => ({
        id: row.id,
        title: row.title,
        language: row.language,
        publishedAt: row.published_at === null ? null : toIso(row.published_at),
        createdAt: toIso(row.created_at),
      }));
    return { head: { total: rows.length, capped: false, items } };
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
