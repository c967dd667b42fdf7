import { sql, type Kysely } from 'kysely';
import { toIso } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import { words } from '../../../lib/search.js';

/** A run of letters, marks, digits and the joiners Telugu writes inside a word. */
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const TELUGU = /[\u0C00-\u0C7F]/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** Shorter words are rarely names, and two letters already find them by headline. */
const NAME_MIN = 3;
/** English words written capitalised that start sentences rather than name anything. */
const NOT_NAMES = new Set(
  'the and for with from this that these those what when where which who why how after before into over under about its their our his her new more most will has have had are was were not but all one two'.split(
    ' ',
  ),
);

/** The edition a name belongs to: Telugu letters are the Telugu edition's. */
export const nameLanguage = (term: string): 'en' | 'te' => (TELUGU.test(term) ? 'te' : 'en');

export interface Name {
  /** As the index writes it (lib/search.ts, words): the key it is counted under. */
  term: string;
  /** As the story writes it. */
  display: string;
}

/**
 * The names a story offers to suggestions, from its headline and written summary: English words
 * written with a capital (Hyderabad, Modi, Cricket), and Telugu words, which have no capitals, of
 * three letters or more. Each once, by its index form, shown as first written.
 */
export function namesOf(title: string, summary: string | null): Name[] {
  const found = new Map<string, string>();
  for (const written of `${title} ${summary ?? ''}`.normalize('NFC').match(WRITTEN_WORD) ?? []) {
    const [term] = words(written);
    if (!term || found.has(term) || [...term].length < NAME_MIN) continue;
    const telugu = TELUGU.test(term);
    if (!telugu && (!CAPITALISED.test(written) || NOT_NAMES.has(term))) continue;
    found.set(term, written);
  }
  return [...found].map(([term, display]) => ({ term, display }));
}

interface Story {
  title: string;
  summary: string | null;
  status: string;
  published_at: string | Date | null;
}

/**
 * Brings `search_names` in step with one story after it was written, changed or deleted: a
 * published story counts once for each of its names (`article_names` remembers which, and from
 * when, so a change takes back what no longer holds). A name is suggested from the earliest time
 * one of its stories comes out (`visible_from`), so a scheduled story's words wait for it, and
 * taking back or moving that story makes the name wait for the next.
 */
export async function countNames(db: Kysely<DB>, id: number, story: Story | null): Promise<void> {
  const from =
    story?.status === 'published' && story.published_at ? toIso(story.published_at) : null;
  const now = from ? namesOf(story!.title, story!.summary) : [];
  const before = await db
    .selectFrom('article_names')
    .select(['term', 'visible_from'])
    .where('article_id', '=', id)
    .execute();
  const had = new Map(before.map((r) => [r.term, toIso(r.visible_from)]));
  const has = new Set(now.map((n) => n.term));
  const gone = [...had.keys()].filter((t) => !has.has(t));
  const moved = [...had].filter(([t, f]) => has.has(t) && f !== from).map(([t]) => t);
  const added = now.filter((n) => !had.has(n.term));
  if (gone.length > 0) {
    await db
      .deleteFrom('article_names')
      .where('article_id', '=', id)
      .where('term', 'in', gone)
      .execute();
    await db
      .updateTable('search_names')
      .set((eb) => ({ stories: eb('stories', '-', 1) }))
      .where('term', 'in', gone)
      .execute();
    await db.deleteFrom('search_names').where('stories', '<=', 0).execute();
  }
  if (moved.length > 0) {
    await db
      .updateTable('article_names')
      .set({ visible_from: from! })
      .where('article_id', '=', id)
      .where('term', 'in', moved)
      .execute();
  }
  if (added.length > 0) await addNames(db, id, added, from!);
  const retimed = [...gone, ...moved];
  if (retimed.length === 0) return;
  // The earliest story left, read from the (term, visible_from) index.
  await db
    .updateTable('search_names')
    .set((eb) => ({
      visible_from: eb
        .selectFrom('article_names')
        .select((e) => e.fn.min('article_names.visible_from').as('from'))
        .whereRef('article_names.term', '=', 'search_names.term'),
    }))
    .where('term', 'in', retimed)
    .execute();
}

/** Counts a story for names it did not hold before. */
async function addNames(db: Kysely<DB>, id: number, added: Name[], from: string): Promise<void> {
  // Sorted, so two writers adding some of the same names never wait on each other both ways.
  added.sort((a, b) => (a.term < b.term ? -1 : 1));
  await db
    .insertInto('article_names')
    .values(added.map((n) => ({ article_id: id, term: n.term, visible_from: from })))
    .execute();
  for (let i = 0; i < added.length; i += 200) {
    await db
      .insertInto('search_names')
      .values(
        added.slice(i, i + 200).map((n) => ({
          term: n.term,
          display: n.display,
          language: nameLanguage(n.term),
          stories: 1,
          visible_from: from,
        })),
      )
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({
          stories: eb('search_names.stories', '+', 1),
          visible_from: sql<string>`case when excluded.visible_from < search_names.visible_from
            then excluded.visible_from else search_names.visible_from end`,
        })),
      )
      .execute();
  }
}
