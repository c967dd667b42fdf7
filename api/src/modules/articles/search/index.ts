import type { Database } from '../../../db/index.js';
import { PostgresSearch } from './postgres.js';
import { SqliteSearch } from './sqlite.js';
import type { ArticleSearch } from './types.js';

const SEARCHES = { sqlite: SqliteSearch, postgres: PostgresSearch } as const;

/** The database's search, on its connection (a transaction's, within one). */
export function searchFor(database: Database): ArticleSearch {
  return new SEARCHES[database.dialect](database.db);
}

export { indexArticle } from './indexing.js';
export { teluguReadings } from './readings.js';
export type * from './types.js';
export { NO_READINGS, RANKED, SPARSE } from './types.js';
