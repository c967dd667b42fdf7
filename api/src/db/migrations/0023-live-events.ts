import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * `alerts`: breaking-news alerts, a line in one or both editions or a story whose headlines are
 * the lines, each shown until `expires_at` or until an editor ends it (`ended_at`). Deleting the
 * story deletes its alerts; deleting the editor who sent one keeps it (`created_by` set to null).
 *
 * `live_events`: the event log every live stream reads, by topic (`alerts`, later `blog:<id>`);
 * its id is the stream's event id, which a dropped stream resumes after.
 */
export function liveEvents(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alerts')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('text_en', 'text')
        .addColumn('text_te', 'text')
        .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('ended_at', timestamp)
        .addCheckConstraint(
          'alerts_has_words',
          sql`text_en is not null or text_te is not null or article_id is not null`,
        )
        .execute();
      // The active alerts are the few not ended, read on every page rendered.
      await db.schema
        .createIndex('alerts_open')
        .on('alerts')
        .column('expires_at')
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
      await db.schema.createIndex('alerts_article_id').on('alerts').column('article_id').execute();
      await db.schema.createIndex('alerts_created_by').on('alerts').column('created_by').execute();

      // AUTOINCREMENT on SQLite: an id is never given again, so a stream never skips an event.
      await db.schema
        .createTable('live_events')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // A stream resumes by reading its topic's events after an id.
      await db.schema
        .createIndex('live_events_topic')
        .on('live_events')
        .columns(['topic', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('live_events').execute();
      await db.schema.dropTable('alerts').execute();
    },
  };
}
