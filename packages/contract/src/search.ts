import { stemmer } from 'stemmer';
import { LIMITS } from './facts.js';
import { teluguStem } from './telugu/stem.js';
import {
  latinWordReadings,
  readingFits,
  teluguWordReading,
  TYPED_ENDINGS,
} from './transliterate.js';

/**
 * Search words, one home for the api (indexing and searching) and the web (highlighting). A word
 * is a run of letters, combining marks and digits: Telugu vowel signs and the virama are marks,
 * so they stay inside the word. Zero-width joiners only steer how a conjunct is drawn, so they
 * are dropped before splitting.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const JOINERS = /[\u200c\u200d]/g;
const MAX_WORD_LENGTH = 100;
const ENGLISH_WORD = /^[a-z]+$/;
const TELUGU_WORD = /[\u0C00-\u0C7F]/u;

/**
 * The words of a text, normalised (NFC, lowercase, no joiners), in order, with repeats. A very
 * long word is cut to its first 100 characters, on both the indexing and the searching side.
 */
export function words(text: string): string[] {
  const normalised = text.normalize('NFC').replace(JOINERS, '').toLowerCase();
  return (normalised.match(WORD) ?? []).map((w) =>
    w.length <= MAX_WORD_LENGTH ? w : [...w].slice(0, MAX_WORD_LENGTH).join(''),
  );
}

/**
 * The distinct words of a search, at most LIMITS.searchTermsMax of them. A Telugu ending typed
 * in English letters as a word of its own (`hyderabad lo`, `warangal ki`: TYPED_ENDINGS) is
 * joined to the word before it, as Telugu writes it (హైదరాబాద్‌లో).
 */
export function searchWords(search: string): string[] {
  const joined: string[] = [];
  for (const word of words(search)) {
    const before = joined.at(-1);
    if (before && ENGLISH_WORD.test(before) && TYPED_ENDINGS.includes(word)) {
      joined[joined.length - 1] = before + word;
    } else joined.push(word);
  }
  return [...new Set(joined)].slice(0, LIMITS.searchTermsMax);
}

/**
 * The stem of a word, when it differs from the word: Porter's for an English word (`elections`
 * and `election` are both `elect`), the Telugu stemmer's for a Telugu one (`రైతులకు` and `రైతు`
 * are both `రైతు`: telugu/stem.ts); undefined for any other word.
 */
export function stemOf(word: string): string | undefined {
  let stem = STEMS.get(word);
  if (stem === undefined) {
    stem = ENGLISH_WORD.test(word)
      ? stemmer(word)
      : TELUGU_WORD.test(word)
        ? teluguStem(word)
        : word;
    // Headlines of the matches of a search repeat their words: each is stemmed once.
    if (STEMS.size >= STEMS_KEPT) STEMS.clear();
    STEMS.set(word, stem);
  }
  return stem === word ? undefined : stem;
}
const STEMS = new Map<string, string>();
const STEMS_KEPT = 20_000;

/** How a text word matches a search word: as its start, as another form, or by its reading. */
export type WordMatch = 'prefix' | 'form' | 'reading';

/**
 * Whether a word of a text matches a search word (both as `words` gives them), and how: the text
 * word begins with the search word; or they share a stem (stemOf); or the search word is typed in
 * English letters and reads as the Telugu word (transliterate.ts, readingFits). `readings`, when
 * given, are the Telugu words the search word was found to read as, used instead of reading.
 */
export function wordMatch(
  textWord: string,
  searchWord: string,
  readings?: readonly string[],
): WordMatch | undefined {
  return wordMatcher(searchWord, readings)(textWord);
}

/** wordMatch for one search word, made once and asked of many text words. */
export function wordMatcher(
  searchWord: string,
  readings?: readonly string[],
): (textWord: string) => WordMatch | undefined {
  const stem = stemOf(searchWord) ?? searchWord;
  const typed = readings || !ENGLISH_WORD.test(searchWord) ? [] : latinWordReadings(searchWord);
  return (textWord) => {
    if (textWord.startsWith(searchWord)) return 'prefix';
    if ((stemOf(textWord) ?? textWord) === stem) return 'form';
    if (readings) return readings.includes(textWord) ? 'reading' : undefined;
    if (typed.length === 0) return undefined;
    const reading = teluguWordReading(textWord);
    if (reading === undefined) return undefined;
    return typed.some((t) => readingFits(t, reading)) ? 'reading' : undefined;
  };
}
