import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { fillArticles } from '../src/db/seed/generate.js';
import { seedDatabase } from '../src/db/seed/index.js';

/**
 * A database holding `articles` articles (generated: db/seed/generate.ts), one every five minutes
 * up to now, and the api app over it (not listening). Used by the api's and the gateway's
 * benchmarks. Its public answers are not kept (READ_CACHE_MB=0): each run of a query reads the
 * database, which is what the budgets are for. `seedContent` adds the seed's sample articles
 * first (the judged search set is written from them).
 */
export async function benchApi(
  databaseUrl: string,
  articles: number,
  log: (line: string) => void = () => undefined,
  { seedContent = false }: { seedContent?: boolean } = {},
) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: 'bench-password',
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    READ_CACHE_MB: '0',
  });
  const database = createDatabase(config.database);
  await migrateToLatest(database);
  await seedDatabase(database, { adminPassword: config.adminPassword, content: seedContent });
  await fillArticles(database, articles, log);
  const app = await buildApp({ config, database, jwtSecret: config.jwtSecret! });
  return { app, dialect: config.database.dialect };
}
