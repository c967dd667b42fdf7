/**
 * Takes a backup of the running (or stopped) site into one checked archive and prints its path:
 *   npm run backup [-- --dir <folder>]
 * The folder is BACKUP_DIR, by default DATA_DIR/backups. docs/backups.md says what to keep.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { backupNow } from '../modules/backups/folder.js';

/** Paths are the caller's: npm runs this script from the api folder, and says where it started. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<number> {
  let values: { dir?: string };
  try {
    ({ values } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: false }));
  } catch (err) {
    console.error(`${(err as Error).message}\nUsage: npm run backup [-- --dir <folder>]`);
    return 2;
  }
  const config = loadConfig();
  const dir = values.dir ? path.resolve(callerDir, values.dir) : config.backups.dir;
  const taken = await backupNow(config, dir);
  const photos = taken.manifest.files.filter((f) => f.path.startsWith('media/')).length;
  console.error(
    `Backed up the ${taken.manifest.dialect} database (migration ${taken.manifest.migration})` +
      (config.mediaStore === 'files' ? ` and ${photos} photo files` : ', photos included') +
      '; the archive was read back and matches its checksums.',
  );
  // The path alone on standard output, for scripts.
  console.log(taken.file);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      `Backup failed: ${err instanceof ConfigError ? err.message : (err as Error).message}`,
    );
    process.exit(1);
  },
);
