import { SearchSuggestionKind, type Language } from './facts.js';

/*
 * Search suggestions as a reader types: their limits, the kinds the api answers, and the
 * gateway's small public address the reader script asks (a GET a cache in front can keep).
 */

export const SUGGESTION_LIMITS = {
  /** Letters typed before anything is suggested. */
  queryMin: 2,
  queryMax: 100,
  /** Suggestions in one answer. */
  count: 8,
  /** Of them, headlines at most; names fill the rest. */
  headlines: 4,
  /** A search finding fewer stories than this is offered a corrected one ("Did you mean"). */
  correctBelow: 3,
} as const;

/** A headline of a story (opens the story) or a name many stories hold (searches it). */
export const SUGGESTION_KINDS = Object.values(SearchSuggestionKind);

/** One suggestion as the api and the gateway's JSON route send it. */
export interface RestSuggestion {
  kind: SearchSuggestionKind;
  /** As written: a headline, or a name as stories write it (`Hyderabad`, `హైదరాబాద్`). */
  text: string;
  language: Language;
  /** The story, for a headline. */
  articleId?: number;
}

/** The gateway's JSON route of suggestions: `?q=hyd&lang=en`. */
export const SUGGESTIONS_PATH = '/suggestions';
