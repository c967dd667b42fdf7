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
 * Whether an article indexed by `indexed` matches every search word: as the start of one of
 * its words, or (an English word) by its stem. The databases' queries find the same.
 */
export function matchesTerms(indexed: readonly string[], terms: readonly string[]): boolean {
  return terms.every((t) => {
    const stem = stemOf(t);
    return indexed.some((w) => w.startsWith(t) || w === stem);
  });
}

/** The distinct words of a search, at most LIMITS.searchTermsMax of them. */
export function queryTerms(search: string): string[] {
  return [...new Set(words(search))].slice(0, LIMITS.searchTermsMax);
}
