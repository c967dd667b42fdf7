import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { PAGING } from '../../../domain.js';
import { matchesTerms, stemOf } from '../../../lib/search.js';
import {
  NO_READINGS,
  SPARSE,
  searchQuery,
  type AllMatches,
  type ArticleSearch,
  type Named,
  type QuerySyntax,
  type SearchPlan,
  type SearchWords,
  type Total,
  type Where,
} from './types.js';
import { wordsBegun } from './words.js';

/** A search of SQLite with this many matches or more is read along the date index. */
const DENSE_MATCHES = 2000;
/** The newest matches a newest-first search of SQLite reads when it has more (plan). */
const SEARCH_WINDOW = 4000;
/** The newest matches a search is looked for among, to tell whether readers see one. */
const SEEN_WINDOW = 500;
/** Words this long or shorter are looked up as prefixes in FTS5's own prefix indexes. */
const PREFIX_INDEXED = 3;

/**
 * The FTS5 query for normalised words: each as a word prefix (or as the indexed words it
 * begins, when `named` has them), by its stem or as one of its Telugu readings, all of them.
 */
const FTS_MATCH: QuerySyntax = {
  formsOf(t, words, readings) {
    const forms = words?.length ? words.map((w) => `"${w}"`) : [`"${t}"*`];
    const stem = stemOf(t);
    if (stem) forms.push(`"${stem}"`);
    for (const w of readings) forms.push(`"${w}"`);
    return forms;
  },
  any: ' OR ',
  all: ' AND ',
};

const matchOf = (words: SearchWords) => searchQuery(words, FTS_MATCH);

/**
 * SQLite's search: an FTS5 table (`articles_fts`, rowid = the article's id) of each article's
 * index words, read by a plan this side makes, since SQLite's planner cannot tell a common
 * word from a rare one.
 */
export class SqliteSearch implements ArticleSearch {
  readonly ranksWholeRows = false;

  constructor(private readonly db: Kysely<DB>) {}

  // The query side.

  matches(words: SearchWords, plan: SearchPlan) {
    const match = plan.match ?? matchOf(words);
    // A few matches already found are read by id, without asking FTS5 again.
    if (plan.every) {
      return sql<boolean>`articles.id in (select value from json_each(${JSON.stringify(plan.every)}))`;
    }
    // `+` keeps SQLite from reading the matches by id and sorting them all: a common
    // search is read along the date index instead, each row looked up in the matches.
    return plan.window
      ? sql<boolean>`+articles.id in (select value from json_each(${JSON.stringify(plan.window)}))`
      : plan.dense
        ? sql<boolean>`+articles.id in (select rowid from articles_fts where articles_fts match ${match})`
        : sql<boolean>`articles.id in (select rowid from articles_fts where articles_fts match ${match})`;
  }

  /** Words of up to PREFIX_INDEXED characters are read from FTS5's own prefix indexes. */
  wordsBegun(terms: readonly string[]): Promise<Named> {
    return wordsBegun(
      this.db,
      terms.filter((term) => [...term].length > PREFIX_INDEXED),
    );
  }

  /**
   * In another order than the readers' dates a search's matches are read by id and sorted.
   * Otherwise its newest matches (up to SEARCH_WINDOW) are read first, from the index alone: a
   * few are read by the ids found (`every`) and sorted; more are read along the date index. When even the window is
   * full and the list is newest first, only the window's matches are read (the FTS query, which
   * for a word prefix merges every list of it, runs once), and `windowHeld` checks that nothing
   * older could belong on the page.
   */
  async plan(words: SearchWords, byDateIndex: boolean, newestFirst: boolean): Promise<SearchPlan> {
    if (words.terms.length === 0) return SPARSE;
    const match = matchOf(words);
    if (!byDateIndex) return { dense: false, match };
    const { rows } = await sql<{ id: number }>`
      select rowid as id from articles_fts where articles_fts match ${match}
      order by rowid desc limit ${SEARCH_WINDOW}
    `.execute(this.db);
    if (rows.length < DENSE_MATCHES) return { dense: false, every: rows.map((r) => r.id), match };
    return rows.length === SEARCH_WINDOW && newestFirst
      ? { dense: true, window: rows.map((r) => r.id), match }
      : { dense: true, match };
  }

  /**
   * The page is held when it is full and its count is capped (more matches lie beyond), and no
   * article older than the window's oldest (an old draft published lately) is newer than the
   * page's last row and matches too.
   */
  async windowHeld(
    words: SearchWords,
    unsearched: Where,
    floor: number,
    page: { full: boolean; capped: boolean; last: string | Date | null | undefined },
  ): Promise<boolean> {
    const { last } = page;
    if (!page.capped || !page.full || !last) return false;
    const older = await this.db
      .selectFrom('articles')
      .innerJoin(sql<{ rowid: number; terms: string }>`articles_fts`.as('fts'), (join) =>
        join.onRef(sql.ref('fts.rowid'), '=', 'articles.id'),
      )
      .select(sql<string>`fts.terms`.as('terms'))
      .where(unsearched)
      .where('articles.published_at', '>=', last)
      .where('articles.id', '<', floor)
      .execute();
    return !older.some(({ terms }) =>
      matchesTerms(terms.split(' '), words.terms, words.readings ?? NO_READINGS),
    );
  }

  /** Only the newest SEEN_WINDOW matches are asked: FTS5 reads them from its index, newest first. */
  async seenByReaders(words: SearchWords, now: string): Promise<boolean> {
    const { rows } = await sql<{ one: number }>`
      select 1 as one from articles
      where articles.id in (
        select rowid from articles_fts where articles_fts match ${matchOf(words)}
        order by rowid desc limit ${SEEN_WINDOW}
      )
      and articles.status = 'published' and articles.published_at <= ${now}
      limit 1
    `.execute(this.db);
    return rows.length > 0;
  }

  /** SQLite's planner estimates nothing: a ranked search reads its newest matches as a list. */
  allMatches(): Promise<AllMatches> {
    return Promise.resolve({});
  }

  // Counting and paging.

  countsNewestFirst(): boolean {
    return false;
  }

  pastEstimate(): Promise<boolean> {
    return Promise.resolve(false);
  }

  counted<T>(db: Kysely<DB>, _searched: boolean, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
    return read(db);
  }

  /**
   * SQLite answers one statement at a time, so it reads the page first: a page that is not
   * full (or empty past the first) is its own count.
   */
  async pageAndCount<R>(
    page: () => Promise<R[]>,
    count: () => Promise<Total>,
    { offset, pageSize }: { offset: number; pageSize: number },
  ): Promise<readonly [Total, R[]]> {
    const rows = await page();
    const end = offset + rows.length;
    if (rows.length < pageSize && (rows.length > 0 || offset === 0) && end <= PAGING.countCap) {
      return [{ total: end, capped: false }, rows];
    }
    return [await count(), rows];
  }

  // The index side: a table of its own, keyed by the article's id.

  async writeIndex(db: Kysely<DB>, id: number, terms: readonly string[]): Promise<void> {
    await this.removeFromIndex(db, id);
    await sql`insert into articles_fts (rowid, terms) values (${id}, ${terms.join(' ')})`.execute(
      db,
    );
  }

  async removeFromIndex(db: Kysely<DB>, id: number): Promise<void> {
    await sql`delete from articles_fts where rowid = ${id}`.execute(db);
  }
}
