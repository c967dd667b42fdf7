import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedArticles } from '../src/db/seed/articles.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { ArticleRepository } from '../src/modules/articles/repository.js';

/**
 * A database holding `articles` articles made from the seed texts (both editions), one a minute
 * back from now, and the api app over it (not listening). Like a newsroom's: one in ten is a
 * draft or in review, and one in 500 is scheduled a day or more ahead; the rest are published.
 * One in 400 is marked as a lead story, some with a written summary.
 * Used by the api's and the gateway's benchmarks.
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
    const createdAt = new Date(Date.now() - i * 60_000).toISOString();
    const status = i % 20 === 3 ? 'draft' : i % 20 === 13 ? 'in_review' : 'published';
    const scheduled = i % 500 === 250;
    await repo.create({
      title: `${source.title} ${i}`,
      content: source.content,
      category: source.category,
      language: source.lang,
      mediaUrl: `/media/seed/${source.slug}.svg`,
      createdAt,
      status,
      publishedAt:
        status !== 'published'
          ? null
          : scheduled
            ? new Date(Date.now() + (1 + (i % 7)) * 86_400_000).toISOString()
            : createdAt,
      summary: source.summary ?? null,
      lead: i % 400 === 17,
      authorId: 1,
      authorName: 'Bench',
    });
  }
  const app = await buildApp({ config, database, jwtSecret: config.jwtSecret! });
  return { app, dialect: config.database.dialect };
}
