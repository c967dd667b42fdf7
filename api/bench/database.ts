import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedArticles } from '../src/db/seed/articles.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { ArticleRepository } from '../src/modules/articles/repository.js';

/**
 * A database holding `articles` articles made from the seed texts, one a minute back from now,
 * and the api app over it (not listening). Used by the api's and the gateway's benchmarks.
 */
export async function benchApi(databaseUrl: string, articles: number) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_PASSWORD: 'bench-password',
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'silent',
  });
  const database = createDatabase(config.database);
  await migrateToLatest(database);
  await seedDatabase(database, { adminPassword: config.adminPassword, content: false });
  const repo = new ArticleRepository(database);
  for (let i = await repo.count(); i < articles; i += 1) {
    const source = seedArticles[i % seedArticles.length]!;
    await repo.create({
      title: `${source.title} ${i}`,
      content: source.content,
      category: source.category,
      mediaUrl: `/media/seed/${source.slug}.svg`,
      createdAt: new Date(Date.now() - i * 60_000).toISOString(),
      authorId: 1,
      authorName: 'Bench',
    });
  }
  const app = await buildApp({ config, database, jwtSecret: config.jwtSecret! });
  return { app, dialect: config.database.dialect };
}
