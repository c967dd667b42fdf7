import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { words } from '../../../lib/search.js';
import { englishEdits, teluguVariants } from './spelling.js';

/** Words of a search corrected at most: each word's other spellings are looked up at once. */
const WORDS_MAX = 6;
/** A known name is read as another when that one is this many times as common. */
const MORE_COMMON = 5;

interface Known {
  /** Published stories that hold it, from `search_names`; 0 for a word only the index holds. */
  stories: number;
  /** As stories write it (`Hyderabad`), else the index's form. */
  display: string;
}

export interface Correction {
  /** The search with its misspelt words put right, the others as typed. */
  query: string;
  /** Whether every word put in is a name readers' stories hold, so the search finds them. */
  seen: boolean;
}

/**
 * A search as it was likely meant: each English word the index does not hold (a misspelling) as
 * the indexed word one edit away that the most stories hold, and each Telugu word as its other
 * common spelling when stories hold that one more (spelling.ts). Counts are of names
 * (`search_names`, only names whose stories have come out by `now`); a word found only in
 * `search_terms`, which also keeps drafts' words, is marked unseen for the caller to check.
 * Null when nothing changes.
 */
export async function correctSearch(
  db: Kysely<DB>,
  query: string,
  now: string,
): Promise<Correction | null> {
  const pieces = query.normalize('NFC').trim().split(/\s+/).slice(0, WORDS_MAX);
  const asked = pieces.map((piece) => {
    const [term = ''] = words(piece);
    return { piece, term, others: [...englishEdits(term), ...teluguVariants(term)] };
  });
  const all = [...new Set(asked.flatMap((a) => (a.term ? [a.term, ...a.others] : [])))];
  if (all.length === asked.filter((a) => a.term).length) return null;
  const known = await lookUp(db, all, now);
  let changed = false;
  let seen = true;
  const corrected = asked.map(({ piece, term, others }) => {
    const own = known.get(term);
    // A Latin word the index holds is a word, however rare; a Telugu one may be the rarer spelling.
    if (own && /^[a-z]/.test(term) && (own.stories === 0 || others.length === 0)) return piece;
    let best: { term: string; known: Known } | undefined;
    for (const other of others) {
      const k = known.get(other);
      if (k && (!best || k.stories > best.known.stories)) best = { term: other, known: k };
    }
    if (!best) return piece;
    if (own && best.known.stories < Math.max(own.stories * MORE_COMMON, 1)) return piece;
    changed = true;
    if (best.known.stories === 0) seen = false;
    return best.known.display;
  });
  return changed ? { query: corrected.join(' '), seen } : null;
}

/** Words looked up in one statement, well inside SQLite's limit on a statement's parameters. */
const SLICE = 900;

/** The words among `terms` the index holds, with their story counts where they are names. */
async function lookUp(db: Kysely<DB>, terms: string[], now: string): Promise<Map<string, Known>> {
  const known = new Map<string, Known>();
  for (let i = 0; i < terms.length; i += SLICE) {
    const slice = terms.slice(i, i + SLICE);
    const [indexed, names] = await Promise.all([
      sql<{
        term: string;
      }>`select term from search_terms where term in (${sql.join(slice)})`.execute(db),
      db
        .selectFrom('search_names')
        .select(['term', 'display', 'stories'])
        .where('term', 'in', slice)
        .where('visible_from', '<=', now)
        .execute(),
    ]);
    for (const r of indexed.rows) known.set(r.term, { stories: 0, display: r.term });
    for (const n of names) known.set(n.term, { stories: n.stories, display: n.display });
  }
  return known;
}
