import type { Kysely } from 'kysely';
import { toIso } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import { words } from '../../../lib/search.js';

/** Names whose stories are read, commonest first: the ones a reader most likely means. */
const NAMES_READ = 3;
/** Each name's newest stories read, before the other typed words narrow them. */
const NEWEST = 20;

export interface Headline {
  id: number;
  title: string;
  language: string;
}

/**
 * The newest headlines of readers' stories that hold one of the names a reader's last word
 * begins, each earlier word typed beginning one of the headline's words too. Read from
 * `article_names` by its (term, time) index, newest first and a few per name, so the cost stays
 * the same however many stories hold a name; only published stories whose time has come.
 */
export async function headlinesHolding(
  db: Kysely<DB>,
  terms: readonly string[],
  before: readonly string[],
  now: string,
  count: number,
): Promise<Headline[]> {
  const named = terms.slice(0, NAMES_READ);
  if (named.length === 0) return [];
  const found = await Promise.all(
    named.map((term) =>
      db
        .selectFrom('article_names')
        .select(['article_id', 'visible_from'])
        .where('term', '=', term)
        .where('visible_from', '<=', now)
        .orderBy('visible_from', 'desc')
        .limit(NEWEST)
        .execute(),
    ),
  );
  const when = new Map<number, string>();
  for (const row of found.flat()) when.set(row.article_id, toIso(row.visible_from));
  if (when.size === 0) return [];
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'title', 'language'])
    .where('id', 'in', [...when.keys()])
    .where('status', '=', 'published')
    .where('trashed_at', 'is', null)
    .execute();
  const held = new Set(named);
  return rows
    .filter((r) => {
      const titleWords = words(r.title);
      return (
        titleWords.some((w) => held.has(w)) &&
        before.every((typed) => titleWords.some((w) => w.startsWith(typed)))
      );
    })
    .sort((a, b) => (when.get(b.id)! < when.get(a.id)! ? -1 : 1))
    .slice(0, count);
}
