import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type CompiledQuery,
  type SelectQueryBuilder,
  type SqliteDatabase,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { skeletonOf, teluguWordReading } from '@news/contract/transliterate';
import type { DatabaseConfig } from '../config.js';
import type { DB } from './schema.js';

export type Dialect = DatabaseConfig['dialect'];

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL only: the connection pool's use now (SQLite has one connection, never shared). */
  poolUse?: () => PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle or lent out. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

export function createDatabase(config: DatabaseConfig): Database {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const poolUse = (): PoolUse => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: config.poolMax,
    });
    return { db, dialect: 'postgres', poolUse, close: once(() => db.destroy()) };
  }
  // The database holds password hashes: its folder (when we create it) and file are private.
  fs.mkdirSync(path.dirname(config.file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(config.file);
  fs.chmodSync(config.file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: once(() => db.destroy()) };
}

/**
 * The database as Kysely uses it, with each statement prepared once and kept (the most recently
 * used `max` of them): preparing is a large part of a short read. Kysely runs one query at a
 * time on its one connection, so a kept statement is never busy when it is used again.
 */
function keepingStatements(sqlite: SQLite.Database, max = 256): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** A value left open in a query compiled once (`runCompiled`), given each time it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** A slot named `name`, typed as the value it stands for. */
export function slot<T>(name: string): T {
  return new Slot(name) as T;
}

const compiledQueries = new LRUCache<string, CompiledQuery>({ max: 256 });

/**
 * The rows of the query `build` makes, compiled only the first time for `key` and dialect:
 * building and compiling a query costs more than a short read does. `build` leaves each value
 * that varies as a `slot`, filled from `values`; `key` names whatever else shapes the query.
 */
export async function runCompiled<R>(
  database: Database,
  key: string,
  build: () => Compilable<R>,
  values: Readonly<Record<string, unknown>>,
): Promise<R[]> {
  const cacheKey = `${database.dialect}:${key}`;
  let query = compiledQueries.get(cacheKey);
  if (!query) {
    query = build().compile();
    compiledQueries.set(cacheKey, query);
  }
  const parameters = query.parameters.map((p) => {
    if (!(p instanceof Slot)) return p;
    if (!(p.name in values)) throw new Error(`No value for slot ${p.name} of query ${key}`);
    return values[p.name];
  });
  const result = await database.db.executeQuery<R>({ ...query, parameters });
  return result.rows;
}

/**
 * Records indexed words in `search_terms`, the list of every word the search index has held:
 * the repository looks up there which words a search word begins. In order, so that two
 * writers adding some of the same words never wait on each other both ways (PostgreSQL).
 */
export async function addSearchTerms(db: Kysely<DB>, terms: readonly string[]): Promise<void> {
  const sorted = [...terms].sort();
  // In slices, well inside SQLite's limit on the parameters of a statement.
  for (let i = 0; i < sorted.length; i += 1000) {
    await sql`insert into search_terms (term) values ${sql.join(
      sorted.slice(i, i + 1000).map((t) => sql`(${t})`),
    )} on conflict do nothing`.execute(db);
  }
}

/**
 * Records the Telugu words among indexed words in `search_readings` with their loose readings
 * in English letters (contract/transliterate.ts): a search typed in English letters looks them
 * up there. Other words are passed over.
 */
export async function addSearchReadings(db: Kysely<DB>, terms: readonly string[]): Promise<void> {
  const rows = terms.flatMap((term) => {
    const reading = teluguWordReading(term);
    return reading ? [{ skeleton: skeletonOf(reading), term, reading }] : [];
  });
  // In slices of 300 rows (900 parameters), well inside SQLite's limit.
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insertInto('search_readings')
      .values(rows.slice(i, i + 300))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** A timestamp as `toISOString` writes it (how the api stores them in SQLite). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether the database locks the rows a transaction reads `for update`: PostgreSQL does;
 * SQLite runs one transaction at a time, so it needs no lock.
 */
export const locksRows = (dialect: Dialect): boolean => dialect === 'postgres';

/** ISO-8601 text for a timestamp as either dialect returns it. */
export function toIso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // Text already in that form is returned as it is: parsing it again costs more than the test.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

/** Runs `fn` in a transaction, joining the caller's when `db` already is one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/**
 * An ORDER BY key for text that sorts the same on both dialects: lowercased, and on PostgreSQL
 * in plain code-point order rather than the database's locale collation.
 */
export function textSortKey(dialect: Dialect, column: string) {
  return dialect === 'postgres'
    ? sql<string>`lower(${sql.ref(column)}) collate "C"`
    : sql<string>`lower(${sql.ref(column)})`;
}

/** How many rows a query matches (PostgreSQL returns count(*) as a bigint string). */
export async function countRows<TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * PostgreSQL gave up on a transaction because of another one running at the same time: a
 * deadlock (40P01) or a serialization failure (40001). Trying again may well succeed.
 */
export function isConcurrencyFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}
