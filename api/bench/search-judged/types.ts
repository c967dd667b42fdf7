import type { Language } from '../../src/domain.js';

export const KINDS = [
  'english',
  'telugu-plain',
  'telugu-inflected',
  'latin-telugu',
  'loanword',
  'misspelling',
] as const;
export type Kind = (typeof KINDS)[number];

export interface JudgedQuery {
  /** what the reader types */
  q: string;
  kind: Kind;
  /** the slugs of the seed stories the reader expects */
  expect: readonly string[];
}

/** The edition a reader asking a query of this kind is reading (sent as PreferLanguage). */
export const editionOf = (kind: Kind): Language =>
  kind === 'english' || kind === 'misspelling' ? 'en' : 'te';

/** Queries of one kind, each written as [what the reader types, the stories expected]. */
export const judged = (
  kind: Kind,
  queries: readonly (readonly [string, readonly string[]])[],
): JudgedQuery[] => queries.map(([q, expect]) => ({ q, kind, expect }));
