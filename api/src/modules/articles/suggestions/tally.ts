import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { nameLanguage, namesOf } from './names.js';

/**
 * The names of many stories written at once (the bench's generated site), counted in memory and
 * written in slices: what `countNames` does one story at a time, without a read per story.
 */
export class NameTally {
  private readonly names = new Map<string, { display: string; stories: number; from: string }>();
  private pending: { article_id: number; term: string; visible_from: string }[] = [];

  /** A published story (`publishedAt` set); others hold no names. */
  add(id: number, title: string, summary: string | null, publishedAt: string): void {
    for (const { term, display } of namesOf(title, summary)) {
      const known = this.names.get(term);
      if (known) {
        known.stories += 1;
        if (publishedAt < known.from) known.from = publishedAt;
      } else this.names.set(term, { display, stories: 1, from: publishedAt });
      this.pending.push({ article_id: id, term, visible_from: publishedAt });
    }
  }

  /** Writes the stories' names added since the last call. */
  async writeStories(db: Kysely<DB>): Promise<void> {
    for (let i = 0; i < this.pending.length; i += 300) {
      await db
        .insertInto('article_names')
        .values(this.pending.slice(i, i + 300))
        .execute();
    }
    this.pending = [];
  }

  /** Writes the counts (once, at the end, into an empty table). */
  async writeCounts(db: Kysely<DB>): Promise<void> {
    const rows = [...this.names].map(([term, n]) => ({
      term,
      display: n.display,
      language: nameLanguage(term),
      stories: n.stories,
      visible_from: n.from,
    }));
    for (let i = 0; i < rows.length; i += 150) {
      await db
        .insertInto('search_names')
        .values(rows.slice(i, i + 150))
        .onConflict((oc) => oc.column('term').doNothing())
        .execute();
    }
  }
}
