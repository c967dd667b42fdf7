/**
 * Restores a backup archive after checking it whole:
 *   npm run restore -- <archive> [--into <new data folder>] [--database-url <empty database>] [--force]
 * Without --into the photos (and a SQLite database) go to DATA_DIR; without --database-url a
 * PostgreSQL backup goes to DATABASE_URL. Existing data is never overwritten without --force.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type DatabaseConfig } from '../config.js';
import { BadArchiveError } from '../modules/backups/archive.js';
import { restoreBackup, RestoreRefused } from '../modules/backups/restore.js';

const USAGE =
  'Usage: npm run restore -- <archive> [--into <new data folder>] [--database-url <empty database>] [--force]';

/** Paths are the caller's: npm runs this script from the api folder, and says where it started. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        into: { type: 'string' },
        'database-url': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const archive = path.resolve(callerDir, positionals[0]!);
  if (!fs.existsSync(archive)) {
    console.error(`Nothing was restored: there is no archive at ${archive}`);
    return 1;
  }
  const into = values.into ? path.resolve(callerDir, values.into) : undefined;
  const url = values['database-url'];
  // --into alone is a new place of its own: its own SQLite file, not the configured database.
  const config = loadConfig({
    ...process.env,
    ...(into ? { DATA_DIR: into } : {}),
    ...(url || into ? { DATABASE_URL: '' } : {}),
  });
  let database: DatabaseConfig = config.database;
  if (url) {
    if (!/^postgres(ql)?:\/\//i.test(url)) {
      console.error('--database-url must be a postgres:// URL');
      return 2;
    }
    database = { dialect: 'postgres', url, poolMax: 2 };
  }
  const manifest = await restoreBackup(archive, {
    dataDir: config.dataDir,
    database,
    force: values.force,
  });
  const where =
    database.dialect === 'sqlite' ? database.file : `the PostgreSQL schema ${manifest.schema}`;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${where}` +
      (manifest.mediaStore === 'files' ? `, photos in ${path.join(config.dataDir, 'media')}` : '') +
      '; migrations are up to date.',
  );
  if (into)
    console.log(
      `Start the site on it with DATA_DIR=${into}${url ? ' DATABASE_URL=…' : ''} npm start`,
    );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BadArchiveError) console.error(`The archive was refused: ${err.message}`);
    else if (err instanceof RestoreRefused || err instanceof ConfigError)
      console.error(`Nothing was restored: ${err.message}`);
    else console.error(`Restore failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
