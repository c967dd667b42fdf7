/* Text an article derives from its title and body: the address's slug and the summary readers see. */

import { LIMITS } from './facts.js';

/** The longest summary taken from an article's first paragraph, in characters (code points). */
export const DERIVED_SUMMARY_MAX = 200;
/** The longest slug, in characters (code points), before it is cut at a hyphen. */
export const SLUG_MAX = 80;
/**
 * The longest slug once percent-encoded, as it travels in a link: a Telugu letter is three
 * bytes, nine characters encoded, so about 20 Telugu letters and signs fit. Messaging apps cut
 * longer links; an English slug (SLUG_MAX ASCII characters) always fits.
 */
export const SLUG_ENCODED_MAX = 180;
/** The slug of a title with no letters or digits at all. */
const EMPTY_SLUG = 'article';

const length = (text: string) => [...text].length;

const slugFits = (slug: string) =>
  length(slug) <= SLUG_MAX && encodeURIComponent(slug).length <= SLUG_ENCODED_MAX;

/**
 * The slug in an article's canonical address `/news/{id}/{slug}`: the title in lower case, every
 * run of anything but letters, combining marks and digits turned into one hyphen. Telugu letters
 * and their vowel signs (marks) stay, so a Telugu headline keeps its words. Cut at a hyphen to at
 * most SLUG_MAX characters and SLUG_ENCODED_MAX percent-encoded, so a cut never splits a word
 * (nor a Telugu letter from its sign); a first word too long on its own is cut between graphemes.
 */
export function articleSlug(title: string): string {
  const words = title
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (!slugFits(next)) {
      if (!slug) {
        for (const g of graphemes(word)) {
          if (!slugFits(slug + g)) break;
          slug += g;
        }
      }
      break;
    }
    slug = next;
  }
  return slug || EMPTY_SLUG;
}

function* graphemes(text: string): Generator<string> {
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text,
  ))
    yield segment;
}

/**
 * The summary readers see when staff wrote none: the first paragraph of the body, whole when it is
 * at most `max` characters, else cut at the last word boundary that fits (Intl.Segmenter, which
 * also knows Telugu words) and ended with "…". A single word longer than that is cut on a grapheme
 * boundary, never inside a Telugu letter and its signs.
 */
export function deriveSummary(content: string, max: number = DERIVED_SUMMARY_MAX): string {
  const paragraph =
    content
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .find(Boolean) ?? '';
  if (length(paragraph) <= max) return paragraph;
  const room = max - 1; // for the ellipsis
  let cut: string;
  let lastWordEnd = 0;
  let text = '';
  for (const { segment, isWordLike } of new Intl.Segmenter(undefined, {
    granularity: 'word',
  }).segment(paragraph)) {
    if (length(text + segment) > room) break;
    text += segment;
    if (isWordLike) lastWordEnd = text.length;
  }
  cut = lastWordEnd > 0 ? text.slice(0, lastWordEnd) : '';
  if (!cut) {
    for (const g of graphemes(paragraph)) {
      if (length(cut + g) > room) break;
      cut += g;
    }
  }
  return `${cut.replace(/[\s\p{P}]+$/u, '')}…`;
}

/** The summary an article shows: the one staff wrote, else the one taken from its body. */
export function summaryOf(article: { summary?: string | null; content: string }): string {
  return article.summary?.trim() ? article.summary : deriveSummary(article.content);
}

/** Whether a written summary fits (LIMITS.summaryMax characters). */
export const summaryFits = (summary: string) => length(summary) <= LIMITS.summaryMax;
