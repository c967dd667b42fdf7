import { searchWords, wordMatch, words } from '@news/contract/search';
import type { ReactNode } from 'react';

export { searchWords } from '@news/contract/search';

/** A search as the page marks it: its words (contract's searchWords) and where each begins a word. */
export interface SearchMarks {
  terms: string[];
  prefix: RegExp;
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A word of a text as it is stored: letters, marks, digits, and the joiners between them. */
const TEXT_WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d]*/gu;

/**
 * What marks a search in a text: each search word where it begins a text word (case-insensitive,
 * a joiner allowed between any two of its characters as in the stored text), longer words first
 * so the longest match is marked; and the whole of a text word that matches a search word in
 * another form or by its reading (contract's wordMatch, as the api matched it). Null when the
 * search has no word.
 */
export function searchPattern(search: string): SearchMarks | null {
  const terms = searchWords(search);
  if (terms.length === 0) return null;
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((w) => [...w].map(escape).join('[\\u200c\\u200d]?'));
  return {
    terms,
    prefix: new RegExp(`^(?:${alternatives.join('|')})`, 'iu'),
  };
}

/** A text with the parts a search matched wrapped in `<mark>`; the text itself without marks. */
export function highlight(text: string, marks: SearchMarks | null): ReactNode {
  if (!marks) return text;
  const normalised = text.normalize('NFC');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of normalised.matchAll(TEXT_WORD)) {
    const word = match[0];
    const at = match.index;
    const typed = marks.prefix.exec(word)?.[0];
    const [key] = words(word);
    const length =
      typed?.length ??
      (key !== undefined && marks.terms.some((t) => wordMatch(key, t) !== undefined)
        ? word.length
        : 0);
    if (length === 0) continue;
    if (at > last) parts.push(normalised.slice(last, at));
    parts.push(<mark key={at}>{word.slice(0, length)}</mark>);
    last = at + length;
  }
  if (parts.length === 0) return text;
  if (last < normalised.length) parts.push(normalised.slice(last));
  return <>{parts}</>;
}
