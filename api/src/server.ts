import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { resolveJwtSecret } from './lib/tokens.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
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
  let closing = false;
  // Idempotent: Ctrl-C reaches both this process and `npm start`'s launcher, which forwards it.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  const metrics = app.metricsAddress();
  if (metrics) app.log.info(`metrics at http://${hostPort(metrics)}/metrics`);
}

const hostPort = ({ address, port }: { address: string; port: number }) =>
  `${address.includes(':') ? `[${address}]` : address}:${port}`;

main().catch((err: unknown) => {
  console.error('The api could not start:', err);
  process.exit(1);
});
