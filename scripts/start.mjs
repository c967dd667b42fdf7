// Runs the REST API and the GraphQL gateway together: one command, one URL (the gateway's).
// Ctrl-C (or SIGTERM) stops both; if either stops on its own, the other is stopped too.
// `--dev` runs both from source with reload on change, and the staff app on Vite's dev server
// (http://127.0.0.1:5173, which forwards everything else, the reader pages included, to the
// gateway; the gateway renders those from the web client's last build).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
const apiHost = env.API_HOST || '127.0.0.1';
const apiPort = env.API_PORT || '4001';
const reachableHost = apiHost === '0.0.0.0' || apiHost === '::' ? '127.0.0.1' : apiHost;
env.API_URL ||= `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${apiPort}`;
// glibc gives each thread that allocates its own memory arena; libvips' threads (photo uploads)
// would each keep one, so the api's memory would grow with every upload and not come back. Two
// arenas, as sharp's documentation advises on glibc Linux (ignored by other allocators).
env.MALLOC_ARENA_MAX ||= '2';

function command(workspace) {
  if (workspace === 'web')
    return [path.join(root, 'node_modules/.bin/vite'), ['--config', 'web/vite.config.ts', 'web']];
  return dev
    ? [path.join(root, 'node_modules/.bin/tsx'), ['watch', `${workspace}/src/server.ts`]]
    : [process.execPath, [`${workspace}/dist/server.js`]];
}

const children = new Map();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  // A child that does not finish closing in 10 s is ended.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 10_000).unref();
}

function start(name) {
  const [cmd, args] = command(name);
  const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(code || 1);
    }
  });
  return child;
}

async function apiReady() {
  for (let i = 0; i < 300 && !stopping; i++) {
    try {
      const res = await fetch(`${env.API_URL}/readyz`);
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The gateway renders the reader pages from the web client's last build: in development it is
// made once if missing (npm run build -w @news/web makes it again after a change).
if (dev && !fs.existsSync(path.join(root, 'web/dist-server/entry-server.js'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@news/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

start('api');
if (await apiReady()) {
  start('gateway');
  if (dev) start('web');
} else if (!stopping) {
  console.error(`The api did not answer at ${env.API_URL}/readyz within 30 s.`);
  stopAll(1);
}
