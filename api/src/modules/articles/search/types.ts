import type {
  Compilable,
  Expression,
  ExpressionBuilder,
  Kysely,
  RawBuilder,
  SqlBool,
} from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Language } from '../../../domain.js';

/** Telugu words a Latin search word may also be, by the word (readings.ts, teluguReadings). */
export type Readings = ReadonlyMap<string, readonly string[]>;
export const NO_READINGS: Readings = new Map();

/** The indexed words a search word begins, by the word, where they are few (words.ts). */
export type Named = ReadonlyMap<string, readonly string[]>;
export const NONE_NAMED: Named = new Map();

/** How many of a search's newest matches are ranked by relevance: two home pages. */
export const RANKED = 100;

/**
 * Normalised search words (lib/search.ts); every one must match, each as a word prefix, by its
 * stem, or as one of its Telugu readings.
 */
export interface SearchWords {
  terms: readonly string[];
  readings?: Readings | undefined;
  /** The indexed words each search word begins, where few enough to name. */
  named?: Named | undefined;
}

/** One engine's query syntax: a word's forms in it, and its words for "any of" and "all of". */
export interface QuerySyntax {
  /** A search word's forms, from the indexed words it begins (if named) and its readings. */
  formsOf(
    term: string,
    named: readonly string[] | undefined,
    readings: readonly string[],
  ): string[];
  any: string;
  all: string;
}

/** The search as one engine's query: every search word must match, each as any of its forms. */
export const searchQuery = (words: SearchWords, syntax: QuerySyntax): string =>
  words.terms
    .map((t) => {
      const forms = syntax.formsOf(t, words.named?.get(t), words.readings?.get(t) ?? []);
      return forms.length === 1 ? forms[0]! : `(${forms.join(syntax.any)})`;
    })
    .join(syntax.all);

/** How a search is read (SQLite: its plan); PostgreSQL's planner chooses for itself. */
export interface SearchPlan {
  dense: boolean;
  /** Only these matches (the newest, ids descending), found once for the list and its count. */
  window?: number[];
  /** Every match's id, when the plan found them all and they are few (SQLite). */
  every?: number[];
  /** The FTS5 query (SQLite). */
  match?: string;
}
export const SPARSE: SearchPlan = { dense: false };

/** Which articles a query reads (filters.ts). */
export type Where = (eb: ExpressionBuilder<DB, 'articles'>) => Expression<SqlBool>;

/** A count up to PAGING.countCap; `capped` when more match. */
export interface Total {
  total: number;
  capped: boolean;
}

/** What ranking needs of a match: its headline, edition and date. */
export interface RankedMatch {
  id: number;
  title: string;
  language: Language;
  publishedAt: string | null;
  createdAt: string;
}

/**
 * A search's matches found in one read (PostgreSQL, when few): the newest RANKED of them and
 * their count; or only the planner's estimate of them, for the count (infinite when they were
 * found to be more than the count's bound).
 */
export interface AllMatches {
  head?: Total & { items: RankedMatch[] };
  expected?: number;
}

/** How a list's matches are counted (counts.ts, countMatching). */
export interface CountOptions {
  /** Count newest first (a window of a common search on SQLite, readers' lists on PostgreSQL). */
  newestFirst?: boolean;
  /** A search on PostgreSQL: ask the planner first (pastEstimate). */
  search?: boolean;
  /**
   * The planner's estimate, when it was already asked for the same matches (infinite when
   * they were found to be past the bound).
   */
  expected?: number | undefined;
}

/**
 * Search, and the reading of lists that depends on it, for one database: SQLite's FTS5
 * (sqlite.ts) or PostgreSQL's tsvector (postgres.ts). Chosen once when the repository is built
 * (index.ts, searchFor); nothing else in the module asks which database it is.
 */
export interface ArticleSearch {
  // The query side.
  /** The condition that an article matches every search word, read as `plan` says. */
  matches(words: SearchWords, plan: SearchPlan): RawBuilder<boolean>;
  /** For each search word, the indexed words it begins, when few enough to search by name. */
  wordsBegun(terms: readonly string[]): Promise<Named>;
  /** How a search is read: by the date index (`byDateIndex`) or by its matches. */
  plan(words: SearchWords, byDateIndex: boolean, newestFirst: boolean): Promise<SearchPlan>;
  /**
   * Whether a page read from a plan's window of newest matches is the page: it is full and its
   * count capped, and no article older than the window (below `floor`, its oldest id) that
   * `unsearched` (the list's condition without its words) lets through matches and is as new
   * as the page's last row.
   */
  windowHeld(
    words: SearchWords,
    unsearched: Where,
    floor: number,
    page: { full: boolean; capped: boolean; last: string | Date | null | undefined },
  ): Promise<boolean>;
  /** A search's matches in one read, when the database can tell they are few (AllMatches). */
  allMatches(where: Where): Promise<AllMatches>;
  /**
   * Whether a published story whose time has come (by `now`) matches every search word, read
   * from the newest matches only, so that a common word costs no more than a rare one.
   */
  seenByReaders(words: SearchWords, now: string): Promise<boolean>;
  /** Whether a ranked search reads its newest matches with the page's columns (no second read). */
  readonly ranksWholeRows: boolean;

  // Counting and paging.
  /** Whether a list without search words is counted along the date index, newest first. */
  countsNewestFirst(readers: boolean, searched: boolean): boolean;
  /** Whether a search is taken to match more than the count's bound without counting. */
  pastEstimate(matching: () => Compilable, options: CountOptions): Promise<boolean>;
  /** Runs a count of a list's matches (`searched`: a search's) as the database counts best. */
  counted<T>(db: Kysely<DB>, searched: boolean, read: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  /** A page and its count, read as the database reads best (at once, or the page first). */
  pageAndCount<R>(
    page: () => Promise<R[]>,
    count: () => Promise<Total>,
    at: { offset: number; pageSize: number },
  ): Promise<readonly [Total, R[]]>;

  // The index side.
  /** Writes an article's index words (lib/search.ts, indexTerms) to the database's index. */
  writeIndex(db: Kysely<DB>, id: number, terms: readonly string[]): Promise<void>;
  /** Takes a deleted article out of the index. */
  removeFromIndex(db: Kysely<DB>, id: number): Promise<void>;
}
