import { sql, type Kysely, type Migration } from 'kysely';
import { NameTally } from '../../modules/articles/suggestions/tally.js';
import { toIso, type Dialect } from '../index.js';
import type { DB } from '../schema.js';

/** Stories read at a time. */
const BATCH = 5000;

/**
 * `search_names`: the names (places, people, topics) that published stories hold, with how many
 * stories hold each and as they write it, so that suggestions offer the common ones by prefix
 * without counting stories (modules/articles/suggestions); `article_names` says which names each
 * story counts for and from when, so a change or an unpublishing takes them back and a name's
 * time stays its earliest story's.
 */
export function searchNames(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // Names are looked up by range (a prefix and the highest code point): "C" byte order.
  const ordered = dialect === 'postgres' ? ' collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        create table search_names (
          term text${sql.raw(ordered)} primary key,
          display text not null,
          language text not null,
          stories integer not null,
          visible_from ${sql.raw(timestamp)} not null
        )
      `.execute(db);
      await sql`
        create table article_names (
          article_id integer not null,
          term text not null,
          visible_from ${sql.raw(timestamp)} not null,
          primary key (article_id, term)
        )
      `.execute(db);
      // A name's earliest story, read again when that story is taken back or moved.
      await sql`create index article_names_term on article_names (term, visible_from)`.execute(db);
      // Counted in memory and written in slices: a few statements a batch, not several a story.
      const tally = new NameTally();
      let after = 0;
      for (;;) {
        const { rows } = await sql<{
          id: number;
          title: string;
          summary: string | null;
          status: string;
          published_at: string | Date | null;
        }>`
          select id, title, summary, status, published_at from articles
          where id > ${after} and status = 'published' order by id limit ${BATCH}
        `.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          if (row.published_at) tally.add(row.id, row.title, row.summary, toIso(row.published_at));
        }
        await tally.writeStories(db as Kysely<DB>);
        after = rows[rows.length - 1]!.id;
      }
      await tally.writeCounts(db as Kysely<DB>);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table article_names`.execute(db);
      await sql`drop table search_names`.execute(db);
    },
  };
}
