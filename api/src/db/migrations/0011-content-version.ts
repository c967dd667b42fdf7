import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * `content_version`: one number that every write able to change what a reader is shown moves
 * forward, kept by triggers so that no code path (a repository, the seed, the bench's
 * generator, a migration) can forget it. The api keeps public answers serialized for as long as
 * it reads the same number (lib/read-cache.ts), so a write through any process is seen by every
 * process at its next read.
 *
 * What readers are shown comes from `articles` and, for bylines, `users.full_name` (a deleted
 * account's articles keep the name written on them). Photos are not watched: a photo's files
 * never change once uploaded, and a photo is attached to or taken off an article by a write to
 * the article.
 *
 * On PostgreSQL the number moves once per transaction, at its commit (a deferred constraint
 * trigger): two writers then never wait on the row while holding others, so they cannot
 * deadlock on it, and a bulk insert pays one update.
 */
export function contentVersion(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        create table content_version (
          id integer primary key check (id = 1),
          version bigint not null
        )
      `.execute(db);
      await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'postgres') {
        await sql`
          create function content_written() returns trigger language plpgsql as $$
          begin
            if coalesce(current_setting('news.content_written', true), '') <> txid_current()::text then
              perform set_config('news.content_written', txid_current()::text, true);
              update content_version set version = version + 1 where id = 1;
            end if;
            return null;
          end
          $$
        `.execute(db);
        for (const [table, events] of WATCHED) {
          await sql`
            create constraint trigger ${sql.raw(`${table}_content_written`)}
            after ${sql.raw(events.join(' or '))} on ${sql.table(table)}
            deferrable initially deferred
            for each row execute function content_written()
          `.execute(db);
        }
      } else {
        for (const [table, events] of WATCHED) {
          for (const event of events) {
            await sql`
              create trigger ${sql.raw(sqliteTrigger(table, event))} after ${sql.raw(event)} on ${sql.table(table)}
              begin
                update content_version set version = version + 1 where id = 1;
              end
            `.execute(db);
          }
        }
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const [table] of WATCHED) {
          await sql`drop trigger ${sql.raw(`${table}_content_written`)} on ${sql.table(table)}`.execute(
            db,
          );
        }
        await sql`drop function content_written()`.execute(db);
      } else {
        for (const [table, events] of WATCHED) {
          for (const event of events) {
            await sql`drop trigger ${sql.raw(sqliteTrigger(table, event))}`.execute(db);
          }
        }
      }
      await sql`drop table content_version`.execute(db);
    },
  };
}

/** The tables whose writes readers can see, and which writes. */
const WATCHED: readonly (readonly [string, readonly string[]])[] = [
  ['articles', ['insert', 'update', 'delete']],
  ['users', ['update of full_name', 'delete']],
];

/** SQLite's trigger of one event on a table (it takes one event a trigger). */
const sqliteTrigger = (table: string, event: string) =>
  `${table}_content_written_${event.split(' ')[0]}`;
