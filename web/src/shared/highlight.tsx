import { LIMITS } from '@news/contract';
import type { ReactNode } from 'react';

/** Letters, combining marks and digits: what a word is made of, for the api's search and here. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Zero-width (non-)joiners steer how Telugu conjuncts are drawn; the api drops them from words. */
const JOINERS = /[\u200c\u200d]/g;
const MAX_WORD_LENGTH = 100;

/**
 * The words of a search as the api reads them: NFC, lowercase, without joiners, runs of letters,
 * marks and digits, each cut to 100 characters, the first ten different ones.
 */
export function searchWords(search: string): string[] {
  const text = search.normalize('NFC').replace(JOINERS, '').toLowerCase();
  const words = (text.match(WORD) ?? []).map((w) => [...w].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, LIMITS.searchTermsMax);
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * A pattern that finds where the api matched a search: each word as the start of a word (not
 * after a letter, mark, digit or joiner), case-insensitive, a joiner allowed between any two of
 * its characters as in the stored text. Longer words first, so the longest match is marked.
 * Null when the search has no word.
 */
export function searchPattern(search: string): RegExp | null {
  const words = searchWords(search).sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  const alternatives = words.map((w) => [...w].map(escape).join('[\\u200c\\u200d]?'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}\\u200c\\u200d])(?:${alternatives.join('|')})`, 'giu');
}

/** A text with the parts a search matched wrapped in `<mark>`; the text itself without a pattern. */
export function highlight(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern) return text;
  const normalised = text.normalize('NFC');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of normalised.matchAll(pattern)) {
    const at = match.index;
    if (match[0].length === 0) continue;
    if (at > last) parts.push(normalised.slice(last, at));
    parts.push(<mark key={at}>{match[0]}</mark>);
    last = at + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < normalised.length) parts.push(normalised.slice(last));
  return <>{parts}</>;
}
