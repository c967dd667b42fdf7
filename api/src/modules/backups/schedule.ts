/*
 * Scheduled backups in the running api: every BACKUP_INTERVAL_MINUTES, counted from the newest
 * archive in the folder (so a restart neither skips one nor takes one early), then pruning.
 */
import type { Timers } from '@news/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupConfig } from '../../config.js';
import { backupNow, listBackups, pruneBackups } from './folder.js';
import type { BackupSource } from './take.js';

/** The first backup after a start waits at least this long, so it does not compete with it. */
export const FIRST_BACKUP_DELAY_MS = 60 * 1000;

export interface BackupSchedule {
  start(): Promise<void>;
  /** Stops the schedule and waits for a backup under way. */
  stop(): Promise<void>;
  /** Settles when the backup now under way (if any) has ended: tests wait on it. */
  idle(): Promise<void>;
}

export function scheduleBackups(
  source: BackupSource,
  config: BackupConfig,
  log: FastifyBaseLogger,
  timers: Timers,
  now: () => Date,
): BackupSchedule {
  const intervalMs = config.intervalMinutes * 60 * 1000;
  let timer: unknown;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      const taken = await backupNow(source, config.dir, now);
      log.info({ file: taken.file }, `backup taken: ${taken.file}`);
      const gone = await pruneBackups(config.dir, config.keepHourly, config.keepDaily);
      if (gone.length > 0) log.info({ removed: gone }, `old backups removed: ${gone.length}`);
    } catch (err) {
      log.error({ err, dir: config.dir }, `backup failed: ${(err as Error).message}`);
    }
  };

  const runIn = (ms: number) => {
    if (stopped) return;
    timer = timers.setTimeout(() => {
      running = runOnce().finally(() => runIn(intervalMs));
    }, ms);
  };

  return {
    async start() {
      if (intervalMs === 0) {
        log.info('scheduled backups are off (BACKUP_INTERVAL_MINUTES=0)');
        return;
      }
      const newest = (await listBackups(config.dir).catch(() => []))[0];
      const due = newest ? Date.parse(newest.createdAt) + intervalMs - now().getTime() : 0;
      log.info(
        { dir: config.dir, everyMinutes: config.intervalMinutes },
        `backups every ${config.intervalMinutes} min into ${config.dir}`,
      );
      runIn(Math.max(due, FIRST_BACKUP_DELAY_MS));
    },
    async stop() {
      stopped = true;
      timers.clearTimeout(timer);
      await running;
    },
    idle: () => running,
  };
}
