import { configOrExit, listenUntilSignal, startService } from '@news/server-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { resolveJwtSecret } from './lib/tokens.js';

async function main() {
  const config = configOrExit(() => loadConfig());
  const database = createDatabase(config.database);
  await migrateToLatest(database);
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const seeded = await seedDatabase(database, {
    adminPassword: config.adminPassword,
    content: config.seedContent,
  });
  if (seeded.accounts.length > 0) {
    const lines = seeded.accounts.map(
      (a) => `  ${a.username.padEnd(9)} ${a.password ?? '(the password in ADMIN_PASSWORD)'}`,
    );
    // Shown once, on the start that created the accounts; only the hashes are stored.
    console.log(
      `\nCreated the staff accounts. Keep these passwords; they are not shown again:\n${lines.join('\n')}\n`,
    );
  }
  const app = await buildApp({ config, database, jwtSecret });
  await listenUntilSignal(app, config);
}

startService('api', main);
