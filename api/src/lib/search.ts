import { stemmer } from 'stemmer';
import { LIMITS } from '../domain.js';

/**
 * A word is a run of letters, combining marks and digits. Telugu vowel signs and the virama are
 * combining marks (Mn/Mc), so they stay inside the word instead of splitting it into consonants.
 * Zero-width joiners only steer how a conjunct is drawn, so they are dropped before splitting.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const JOINERS = /[\u200c\u200d]/g;
const MAX_WORD_LENGTH = 100;

/**
 * The words of a text, normalised (NFC, lowercase), in order, with repeats. A very long word is
 * cut to its first 100 characters, on both the indexing and the searching side.
 */
export function words(text: string): string[] {
  const normalised = text.normalize('NFC').replace(JOINERS, '').toLowerCase();
  return (normalised.match(WORD) ?? []).map((w) =>
    w.length <= MAX_WORD_LENGTH ? w : [...w].slice(0, MAX_WORD_LENGTH).join(''),
  );
}

const ENGLISH_WORD = /^[a-z]+$/;

/**
 * The stem of an English word (Porter's, so `elections` and `election` are both `elect`), when
 * it differs from the word; undefined for any other word, Telugu ones included.
 */
export function stemOf(word: string): string | undefined {
  if (!ENGLISH_WORD.test(word)) return undefined;
  const stem = stemmer(word);
  return stem === word ? undefined : stem;
}

/**
 * The distinct words that index an article: of its title, content and written summary, and the
 * stems of its English words, so that a search finds other forms of a word.
 */
export function indexTerms(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const word of texts.flatMap(words)) {
    terms.add(word);
    const stem = stemOf(word);
    if (stem) terms.add(stem);
  }
  return [...terms];
}

/**
 * Whether one of the words `indexed` matches a search word: begins with it, is its stem (an
 * English word), or is one of the Telugu words it may be read as (`readings`).
 */
export function matchesTerm(
  indexed: readonly string[],
  term: string,
  readings: readonly string[] = [],
): boolean {
  const stem = stemOf(term);
  return indexed.some((w) => w.startsWith(term) || w === stem || readings.includes(w));
}

/**
 * Whether an article indexed by `indexed` matches every search word (matchesTerm). The
 * databases' queries find the same.
 */
export function matchesTerms(
  indexed: readonly string[],
  terms: readonly string[],
  readings: ReadonlyMap<string, readonly string[]> = new Map(),
): boolean {
  return terms.every((t) => matchesTerm(indexed, t, readings.get(t)));
}

/** The distinct words of a search, at most LIMITS.searchTermsMax of them. */
export function queryTerms(search: string): string[] {
  return [...new Set(words(search))].slice(0, LIMITS.searchTermsMax);
}

/** How much more a story with every search word in its headline weighs than one with none. */
const HEADLINE_WEIGHT = 2;
/** The age in days at which a story's relevance has fallen to half. */
const RELEVANCE_HALF_LIFE_DAYS = 30;

/**
 * A function giving the share of the search words (0 to 1) that a headline holds, each as
 * matchesTerm finds it. Made once for a search and called for each of its matches: a headline
 * word is stemmed only when it begins as the search word's stem does (Porter's steps change no
 * more than the last two letters of what they leave of a word).
 */
export function headlineShare(
  terms: readonly string[],
  readings: ReadonlyMap<string, readonly string[]> = new Map(),
): (title: string) => number {
  const tests = terms.map((term) => {
    const stem = stemOf(term);
    const stemStart = stem?.slice(0, Math.max(1, stem.length - 2));
    const read = readings.get(term) ?? [];
    return (w: string) =>
      w.startsWith(term) ||
      (stem !== undefined && w.startsWith(stemStart!) && (stemOf(w) ?? w) === stem) ||
      read.some((r) => w.startsWith(r));
  });
  return (title) => {
    if (tests.length === 0) return 0;
    const headline = words(title);
    return tests.filter((test) => headline.some(test)).length / tests.length;
  };
}

/**
 * How relevant a matching story is: more with more of the search words in its headline (all
 * before some before none, at the same age), less as it ages, so among equals the newer comes
 * first and a headline match outranks body matches up to two months newer.
 */
export function relevance(headline: number, ageDays: number): number {
  return (1 + HEADLINE_WEIGHT * headline) / (1 + Math.max(0, ageDays) / RELEVANCE_HALF_LIFE_DAYS);
}
