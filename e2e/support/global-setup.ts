// Starts the real stack as the README's run command does after building: `node scripts/start.mjs`
// (the built api and gateway) on a fresh SQLite database in a temporary directory, on two free
// ports. The build itself is the e2e workspace's `test` script's job (`npm run build` at the root).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_PASSWORD,
  BASE_URL_ENV,
  CHROMIUM_PATH,
  LOGIN_RATE_LIMIT,
  REPO_ROOT,
  STACK_DIR_ENV,
  STACK_PID_ENV,
} from './stack.js';
import { stopStack } from './global-teardown.js';

const READY_TIMEOUT_MS = 60_000;

/**
 * Variables the api, the gateway or start.mjs read that a developer's shell may hold; the stack
 * under test gets none of them, so it never reaches another database, api or Redis.
 */
const INHERITED_CONFIG = [
  'API_HOST',
  'API_URL',
  'DATABASE_URL',
  'PG_POOL_MAX',
  'JWT_SECRET',
  'JWT_TTL_SECONDS',
  'ALLOW_SIGNUP',
  'SEED_CONTENT',
  'TRUST_PROXY',
  'NEWSROOM_TIME_ZONE',
  'GATEWAY_HOST',
  'API_TIMEOUT_MS',
  'API_CONNECTIONS',
  'NODE_ENV',
  'GRAPHQL_INTROSPECTION',
  'COOKIE_SECURE',
  'REDIS_URL',
  'READ_CACHE_MB',
  'HEADERS_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'IDLE_TIMEOUT_MS',
  'WEB_DIST',
  'GRAPHQL_MAX_TOKENS',
  'GRAPHQL_MAX_DEPTH',
  'GRAPHQL_MAX_ALIASES',
  'GRAPHQL_MAX_FIELDS',
  'GRAPHQL_MAX_ROOT_FIELDS',
  'GRAPHQL_MAX_ROWS',
];

/** Installs Debian's Chromium when it is missing (as root, non-interactively). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} is missing; install Debian's package as root: ${command}`);
  }
  console.log(`${CHROMIUM_PATH} is missing; installing Debian's chromium package`);
  const aptGet = (...args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  aptGet('update');
  aptGet('install', '-y', 'chromium');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  }
}

/** Free TCP ports on 127.0.0.1, all held open together while choosing so that they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '(no output)';
  }
}

export default async function globalSetup(): Promise<void> {
  ensureChromium();

  for (const file of ['api/dist/server.js', 'gateway/dist/server.js']) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) {
      throw new Error(
        `${file} is missing: build first with "npm run build" at the repository root`,
      );
    }
  }
  if (!fs.existsSync(path.join(REPO_ROOT, 'web/dist/index.html'))) {
    console.warn('web/dist/index.html is missing: the gateway serves no web client in this run');
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-e2e-'));
  const logFile = path.join(dir, 'stack.log');
  const [apiPort, gatewayPort] = await freePorts(2);
  const url = `http://127.0.0.1:${gatewayPort}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_CONFIG) delete env[name];
  Object.assign(env, {
    DATA_DIR: dir,
    ADMIN_PASSWORD,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
    LOG_LEVEL: 'warn',
  });

  const log = fs.openSync(logFile, 'a');
  // Its own process group (detached), which start.mjs's api and gateway join: teardown signals
  // the whole group.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('node scripts/start.mjs did not start');
  let exited: string | undefined;
  child.on('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  child.on('error', (err) => (exited = err.message));
  // Should the runner end without global teardown (a crash), the stack ends with it.
  process.on('exit', () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });

  process.env[STACK_PID_ENV] = String(pid);
  process.env[STACK_DIR_ENV] = dir;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (!exited && Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        // Workers are started after global setup, with the runner's environment; each loads
        // playwright.config.ts again, whose `use.baseURL` reads this variable.
        process.env[BASE_URL_ENV] = url;
        return;
      }
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const reason = exited
    ? `node scripts/start.mjs stopped (${exited})`
    : `${url}/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`;
  await stopStack();
  console.error(`--- output of node scripts/start.mjs ---\n${readLog(logFile)}\n--- end ---`);
  fs.rmSync(dir, { recursive: true, force: true });
  throw new Error(`The stack did not start: ${reason} (its output is printed above)`);
}
