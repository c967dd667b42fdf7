import { SUGGESTION_LIMITS } from '@news/contract';
import { teluguStem } from '@news/contract/telugu';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { teluguReadings } from '../search/index.js';

/** Names read by prefix before the most common are chosen: a prefix's commonest are among them. */
const PREFIX_CANDIDATES = 200;
const LATIN_WORD = /^[a-z]+$/;

export interface FoundName {
  term: string;
  display: string;
  language: 'en' | 'te';
  stories: number;
}

/**
 * The names published stories hold (`search_names`) that a typed word begins, and for a word in
 * English letters also the Telugu words it reads as (search/readings.ts): `hyd` finds Hyderabad
 * and హైదరాబాద్. Only names one of whose stories has come out by `now`; commonest first.
 */
export async function namesBegun(db: Kysely<DB>, word: string, now: string): Promise<FoundName[]> {
  const begun = db
    .selectFrom('search_names')
    .select(['term', 'display', 'language', 'stories'])
    .where('term', '>=', word)
    .where('term', '<', `${word}\u{10FFFF}`)
    .where('visible_from', '<=', now)
    .orderBy('term')
    .limit(PREFIX_CANDIDATES)
    .execute();
  const readings = LATIN_WORD.test(word)
    ? ((await teluguReadings(db, [word], { begun: true })).get(word) ?? [])
    : [];
  const read =
    readings.length === 0
      ? []
      : await db
          .selectFrom('search_names')
          .select(['term', 'display', 'language', 'stories'])
          .where('term', 'in', readings)
          .where('visible_from', '<=', now)
          .execute();
  // A Telugu name's inflected forms (హైదరాబాద్, హైదరాబాద్‌లో) are one suggestion: the commonest.
  const seen = new Set<string>();
  const key = (n: { term: string; language: string }) =>
    n.language === 'te' ? teluguStem(n.term) : n.term;
  return [...(await begun), ...read]
    .sort((a, b) => b.stories - a.stories || a.term.length - b.term.length)
    .filter((n) => !seen.has(key(n)) && seen.add(key(n)))
    .map((n): FoundName => ({ ...n, language: n.language === 'te' ? 'te' : 'en' }))
    .slice(0, SUGGESTION_LIMITS.count);
}
