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

/** The distinct words that index an article: of its title, content and written summary. */
export function indexTerms(...texts: string[]): string[] {
  return [...new Set(texts.flatMap(words))];
}

/** The distinct words of a search, at most LIMITS.searchTermsMax of them. */
export function queryTerms(search: string): string[] {
  return [...new Set(words(search))].slice(0, LIMITS.searchTermsMax);
}
