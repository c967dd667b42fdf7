import { searchWords, stemOf, wordMatcher, words } from '@news/contract/search';

export { stemOf, words } from '@news/contract/search';

/**
 * The distinct words that index an article: of its title, content and written summary, and the
 * stems of its English and Telugu words, so that a search finds other forms of a word.
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
 * Whether one of the words `indexed` matches a search word as contract's wordMatch finds it
 * (begins with it, shares its stem), or is one of the Telugu words it may be read as
 * (`readings`, as the database found them).
 */
export function matchesTerm(
  indexed: readonly string[],
  term: string,
  readings: readonly string[] = [],
): boolean {
  const matches = wordMatcher(term, readings);
  return indexed.some((w) => matches(w) !== undefined);
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

/** The distinct words of a search (contract's searchWords: Latin endings joined). */
export function queryTerms(search: string): string[] {
  return searchWords(search);
}

/** How much more a story with every search word in its headline weighs than one with none. */
const HEADLINE_WEIGHT = 2;
/** The age in days at which a story's relevance has fallen to half. */
const RELEVANCE_HALF_LIFE_DAYS = 30;

/** What a headline word matching a search word in another form (or by reading) counts for. */
const OTHER_FORM_SHARE = 0.5;

/**
 * A function giving the share of the search words (0 to 1) that a headline holds, each as
 * contract's wordMatch finds it: a word in the form typed counts whole, in another form (or
 * read from English letters) half, so the exact form ranks first. Made once for a search and
 * called for each of its matches.
 */
export function headlineShare(
  terms: readonly string[],
  readings: ReadonlyMap<string, readonly string[]> = new Map(),
): (title: string) => number {
  const matchers = terms.map((term) => wordMatcher(term, readings.get(term) ?? []));
  return (title) => {
    if (terms.length === 0) return 0;
    const headline = words(title);
    let held = 0;
    for (const matcher of matchers) {
      let best = 0;
      for (const w of headline) {
        const match = matcher(w);
        if (match === 'prefix') {
          best = 1;
          break;
        }
        if (match) best = OTHER_FORM_SHARE;
      }
      held += best;
    }
    return held / terms.length;
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
