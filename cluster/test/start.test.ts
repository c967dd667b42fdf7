/*
 * `npm run start:cluster`'s command line and environment, checked before anything starts: each
 * bad value is named, and nothing is started.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness.js';

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');

function start(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    execFile(
      tsx,
      ['cluster/src/start.ts', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH, ...env } },
      (err, _stdout, stderr) => resolve({ code: err ? (err.code as number) : 0, stderr }),
    );
  });
}

describe('npm run start:cluster', () => {
  it('names every bad setting and starts nothing', async () => {
    const { code, stderr } = await start(['--apis', '0', '--gateways', 'two'], {
      DATABASE_URL: 'data/news.db',
      REDIS_URL: 'localhost:6379',
      CLUSTER_HTTP_CACHE: 'squid',
      CACHE_PURGE_PORT: '99999',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('CLUSTER_APIS: must be at least 1');
    expect(stderr).toContain('CLUSTER_GATEWAYS: must be a whole number');
    expect(stderr).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(stderr).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(stderr).toContain(
      'CLUSTER_HTTP_CACHE: Invalid option: expected one of "auto"|"varnish"|"none"',
    );
    expect(stderr).toContain('CACHE_PURGE_PORT: must be at most 65535');
  });

  it('refuses an option it does not know', async () => {
    const { code, stderr } = await start(['--api', '3'], {});
    expect(code).toBe(1);
    expect(stderr).toContain("Unknown option '--api'");
  });
});
