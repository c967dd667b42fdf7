import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * PostgreSQL: the search vector is kept in the row (storage MAIN) and compressed with LZ4 where
 * the server has it. A search that matches many articles tests the vector of each row it reads
 * until it has a page and its capped count; out of line and compressed with pglz, reading one
 * cost several times as much as the row. Existing vectors are written again to take the new
 * storage. SQLite's index is a table of its own: nothing changes there.
 */
export function searchVectorStorage(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table articles alter column search_vector set storage main`.execute(db);
      // A server built without LZ4 refuses the setting: its default compression stays.
      await sql`savepoint lz4`.execute(db);
      try {
        await sql`alter table articles alter column search_vector set compression lz4`.execute(db);
        await sql`release savepoint lz4`.execute(db);
      } catch {
        await sql`rollback to savepoint lz4`.execute(db);
      }
      await sql`update articles set search_vector = search_vector || ''::tsvector`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table articles alter column search_vector set storage extended`.execute(db);
      await sql`alter table articles alter column search_vector set compression default`.execute(
        db,
      );
    },
  };
}
