/*
 * What the backup tests share: the backup and restore commands run as an operator runs them,
 * an api run as its own process (to be killed), and an empty place to restore into.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../src/config.js';
import { ADMIN_PASSWORD, dialect, type Storage } from './helpers.js';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
export const JWT_SECRET = 'drill-secret-that-is-long-enough-0123456789';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `npm run <command> -- args` as its script does (the api's CLI from source). */
export function runCli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(tsx, [`src/cli/${command}.ts`, ...args], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, JWT_SECRET, LOG_LEVEL: 'silent', ...env },
  });
}

export interface ApiProcess {
  url: string;
  /** Its log lines so far. */
  log: string[];
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
}

/** Starts the api as `npm start` does, on a port of its own, and resolves once it listens. */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  // One process (tsx as a loader, not a wrapper), so SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      API_PORT: '0',
      JWT_SECRET,
      ADMIN_PASSWORD,
      SEED_CONTENT: 'false',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
      BACKUP_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const log: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      log.push(line);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the api stopped (${code}) before listening`)));
  });
  return { url, log, child, exited };
}

/**
 * A place to restore into: a new folder, and on PostgreSQL a new empty database whose search
 * path names the schema the backup holds.
 */
export async function restorePlace(schemaOf: string): Promise<{
  dir: string;
  storage: Storage;
  args: string[];
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-restored-'));
  if (dialect === 'sqlite') {
    return {
      dir,
      storage: { url: path.join(dir, 'news.db'), drop: () => Promise.resolve() },
      args: ['--into', dir],
    };
  }
  const name = `restored_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const schema = new URL(schemaOf).searchParams.get('options')?.match(/search_path=(\S+)/)?.[1];
  if (schema) url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dir,
    storage: {
      url: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop database ${name} with (force)`);
        await c.end();
      },
    },
    args: ['--into', dir, '--database-url', url.toString()],
  };
}
