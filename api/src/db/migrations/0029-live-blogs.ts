import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * Live blogs. `live_blogs`: an article whose coverage was started, one row each, with where it
 * stands (`live`, `paused`, `ended`); an article without a row is a normal one.
 *
 * `live_posts`: its timestamped posts, their author's names kept for when the account is
 * deleted. A deleted post keeps its row (`deleted_at`) for the audit; readers never see it. A
 * blog of thousands of posts opens by reading its newest page: the partial index on
 * (article_id, id) of the posts not deleted answers it, and its count, without a scan. At most
 * one post of a blog is pinned: a unique partial index holds to it. Writes to both move
 * `content_version` (migration 0011), as readers see them.
 */
export function liveBlogs(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const boolean = dialect === 'postgres' ? 'boolean' : 'integer';
  const no = dialect === 'postgres' ? sql.lit(false) : sql.lit(0);
  const yes = dialect === 'postgres' ? sql.lit(true) : sql.lit(1);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_blogs')
        .addColumn('article_id', 'integer', (c) =>
          c.primaryKey().references('articles.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_at', timestamp, (c) => c.notNull())
        .addColumn('ended_at', timestamp)
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('live_posts')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('author_telugu_name', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('key_event', boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('pinned', boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('corrected_at', timestamp)
        .addColumn('deleted_at', timestamp)
        .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('live_posts_shown')
        .on('live_posts')
        .columns(['article_id', 'id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('live_posts_pinned')
        .unique()
        .on('live_posts')
        .column('article_id')
        .where((eb) =>
          eb.and([eb(sql.ref('pinned'), '=', yes), eb(sql.ref('deleted_at'), 'is', null)]),
        )
        .execute();
      // Deleting an account sets these to null: indexed so that it finds them.
      await db.schema
        .createIndex('live_posts_author')
        .on('live_posts')
        .column('author_id')
        .execute();
      await db.schema
        .createIndex('live_posts_deleted_by')
        .on('live_posts')
        .column('deleted_by')
        .execute();
      await watch(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      await unwatch(db, dialect);
      await db.schema.dropTable('live_posts').execute();
      await db.schema.dropTable('live_blogs').execute();
    },
  };
}

const WATCHED = ['live_blogs', 'live_posts'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/** The content_version triggers of 0011 on the live blogs' tables. */
async function watch(db: Kysely<unknown>, dialect: Dialect) {
  for (const table of WATCHED) {
    if (dialect === 'postgres') {
      await sql`
        create constraint trigger ${sql.raw(`${table}_content_written`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function content_written()
      `.execute(db);
      continue;
    }
    for (const event of EVENTS) {
      await sql`
        create trigger ${sql.raw(`${table}_content_written_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update content_version set version = version + 1 where id = 1;
        end
      `.execute(db);
    }
  }
}

async function unwatch(db: Kysely<unknown>, dialect: Dialect) {
  for (const table of WATCHED) {
    if (dialect === 'postgres') {
      await sql`drop trigger ${sql.raw(`${table}_content_written`)} on ${sql.table(table)}`.execute(
        db,
      );
      continue;
    }
    for (const event of EVENTS) {
      await sql`drop trigger ${sql.raw(`${table}_content_written_${event}`)}`.execute(db);
    }
  }
}
