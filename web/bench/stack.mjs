// Starts the built api and gateway as child processes on loopback ports, with a fresh SQLite
// database in a temporary DATA_DIR (so the seed content is what gets measured), and stops them.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Services started by this process that have not exited yet. */
const running = new Set();
const tempDirs = [];

/** Asset addresses an HTML file names (scripts, preloads, styles). */
function referencedAssets(html) {
  return [...html.matchAll(/\b(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((m) => m[1]);
}

/** What the copied client build lacks: its assets folder, or an asset one of its pages names. */
function missingAssets(dist) {
  if (!fs.existsSync(path.join(dist, 'assets'))) return ['assets/'];
  return fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => referencedAssets(fs.readFileSync(path.join(dist, name), 'utf8')))
    .filter((asset) => !fs.existsSync(path.join(dist, asset)));
}

/**
 * A copy of the web client's builds (web/dist and its siblings such as dist-server, which the
 * gateway finds beside it) under web/bench/dist/ (git-, lint- and prettier-ignored as every dist/
 * is; inside web/ so the server build still resolves its packages from node_modules), so a `vite
 * build` someone starts during the bench cannot change the site under it. Source maps are kept
 * for the client (they tell which packages a script bundles), left out elsewhere. Retried while
 * the copy looks half-built (a page naming a missing asset). `builds` is the folder they are
 * copied from (web/, or BENCH_WEB_DIST). Returns the WEB_DIST to give the gateway.
 */
export async function snapshotWeb(root, builds = path.join(root, 'web')) {
  const web = path.join(root, 'web');
  const target = path.join(web, 'bench', 'dist', `web-${process.pid}`);
  const client = path.join(builds, 'dist') + path.sep;
  tempDirs.push(path.join(web, 'bench', 'dist'));
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(target, { recursive: true, force: true });
    for (const entry of fs.readdirSync(builds, { withFileTypes: true })) {
      if (!entry.isDirectory() || !/^dist(-|$)/.test(entry.name)) continue;
      fs.cpSync(path.join(builds, entry.name), path.join(target, entry.name), {
        recursive: true,
        filter: (src) => !src.endsWith('.map') || src.startsWith(client),
      });
    }
    const dist = path.join(target, 'dist');
    const missing = missingAssets(dist);
    if (!missing.length) return dist;
    if (attempt === 12)
      throw new Error(
        `web/dist stayed incomplete for a minute (${missing.slice(0, 3).join(', ')})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Stops with a message when the build the bench measures is missing (it does not build). */
export function checkBuild(root, webBuilds) {
  const web = path.relative(root, webBuilds);
  const needed = [`${web}/dist/assets`, 'gateway/dist/server.js', 'api/dist/server.js'];
  const missing = needed.filter((f) => !fs.existsSync(path.join(root, f)));
  if (missing.length) {
    throw new Error(
      `The site is not built: ${missing.join(', ')} missing. Run \`npm run build\` at the ` +
        'repository root first (the bench measures the built site, it does not build it).',
    );
  }
}

/** `preferred` if nothing listens there on 127.0.0.1, else a port the system picks. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.unref();
      server.once('error', () => resolve(null));
      server.listen({ port, host: '127.0.0.1' }, () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0));
}

// Variables of the api's and the gateway's configuration that must not leak in from the shell
// running the bench (a PostgreSQL URL, a Redis cache, another web build...).
const CLEARED = [
  'API_HOST',
  'API_PORT',
  'API_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'MEDIA_STORE',
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'SEED_CONTENT',
  'GATEWAY_HOST',
  'GATEWAY_PORT',
  'REDIS_URL',
  'READ_CACHE_MB',
  'HEADERS_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'IDLE_TIMEOUT_MS',
  'WEB_DIST',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'NODE_ENV',
  'COOKIE_SECURE',
];

function baseEnv(extra) {
  const env = { ...process.env };
  for (const name of CLEARED) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    // Plain http on loopback: a Secure cookie would never come back.
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    // As scripts/start.mjs: two glibc malloc arenas.
    MALLOC_ARENA_MAX: '2',
    ...extra,
  };
}

function startService(root, name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = { name, child, tail: [], exited: null, stopping: false };
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      service.tail.push(line);
      if (service.tail.length > 30) service.tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    service.exited = signal ?? `exit code ${code}`;
    running.delete(service);
  });
  running.add(service);
  return service;
}

/** Why a service is not usable: its exit and its last output lines. */
export function describeExit(service) {
  return (
    `the ${service.name} stopped (${service.exited}); its last output:\n` +
    service.tail.map((l) => `    ${l}`).join('\n')
  );
}

async function waitReady(service, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.exited) throw new Error(describeExit(service));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the ${service.name} did not answer ${url} within ${timeoutMs / 1000} s; its last output:\n` +
      service.tail.map((l) => `    ${l}`).join('\n'),
  );
}

/**
 * Starts the api, waits for its /readyz, then the gateway, and waits for the gateway's /readyz.
 * `gatewayEnv` is added to the gateway's environment (BENCH_EXTRA_GATEWAY_ENV).
 */
export async function startStack(root, { apiPort, gatewayPort, gatewayEnv = {}, webDist }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-data-'));
  tempDirs.push(dataDir);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startService(
    root,
    'api',
    'api/dist/server.js',
    baseEnv({
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(48).toString('hex'),
      ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
    }),
  );
  await waitReady(api, `${apiUrl}/readyz`);
  const gateway = await startGateway(root, {
    apiUrl,
    port: gatewayPort,
    env: { ...(webDist ? { WEB_DIST: webDist } : {}), ...gatewayEnv },
  });
  return { api, gateway, apiUrl, dataDir };
}

/** One gateway process in front of `apiUrl`; resolves once its /readyz answers. */
async function startGateway(root, { apiUrl, port, env = {}, name = 'gateway' }) {
  const gateway = startService(
    root,
    name,
    'gateway/dist/server.js',
    baseEnv({
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      API_URL: apiUrl,
      ...env,
    }),
  );
  gateway.url = `http://127.0.0.1:${port}`;
  await waitReady(gateway, `${gateway.url}/readyz`);
  return gateway;
}

/** SIGTERM to one service, SIGKILL if it has not exited 5 s later. */
function stopService(service) {
  return new Promise((resolve) => {
    if (service.exited) return resolve();
    service.stopping = true;
    const timer = setTimeout(() => service.child.kill('SIGKILL'), 5000);
    service.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    service.child.kill('SIGTERM');
  });
}

/** Stops every service still running (the gateways first) and removes the temporary data. */
export async function stopAll() {
  const services = [...running];
  await Promise.all(services.filter((s) => s.name !== 'api').map(stopService));
  await Promise.all(services.filter((s) => s.name === 'api').map(stopService));
  removeTempDirs();
}

/** For process exit: no waiting possible, so SIGKILL whatever is left. */
export function killAllNow() {
  for (const service of running) service.child.kill('SIGKILL');
  removeTempDirs();
}

function removeTempDirs() {
  while (tempDirs.length) {
    fs.rmSync(tempDirs.pop(), { recursive: true, force: true });
  }
}
