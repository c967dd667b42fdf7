/**
 * The judged search set: queries a reader types, each with the seed stories
 * (db/seed/articles.ts, by slug) the reader expects on the first page. Read by
 * `bench/search-judged.ts`.
 *
 * The rule for what a query expects: every story whose subject is what the query asks for (the
 * event, place, thing or name the story is about, not one mentioned in passing), in the editions
 * the query's words reach. A story and its translation (`translationOf`) are the same story, so
 * both are expected or neither.
 * - English words (`english`, `misspelling`): the English stories and their Telugu translations.
 *   A Telugu-only story too where the word is the same by sound (`kabaddi`: కబడ్డీ), not where
 *   only its meaning translates (`vegetables` is not కూరగాయలు: that is translation, not reading).
 * - Telugu script (`telugu-plain`, `telugu-inflected`) and Telugu in English letters
 *   (`latin-telugu`): the Telugu stories and their English translations.
 * - An English loanword (`loanword`) is both an English word and a Telugu one: the stories of
 *   both editions on its subject (`cinema`: the English film stories and the సినిమా stories).
 * Each query is asked as the reader's results page asks it: with PreferLanguage set to the
 * edition being read, Telugu for the Telugu kinds and loanwords, English for the others.
 */
import { englishQueries } from './english.js';
import { latinQueries } from './latin.js';
import { teluguQueries } from './telugu.js';
import type { JudgedQuery } from './types.js';

export { editionOf, KINDS, type JudgedQuery, type Kind } from './types.js';

export const judgedQueries: readonly JudgedQuery[] = [
  ...englishQueries,
  ...teluguQueries,
  ...latinQueries,
];
