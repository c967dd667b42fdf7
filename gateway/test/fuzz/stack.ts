import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real stack as production runs it: the api and the gateway as two separate Node processes
 * (TypeScript from source through tsx, so no build is needed), on a temporary SQLite database
 * with the seed content, on free loopback ports.
 */

/** The checkout whose api and gateway run: this one, or FUZZ_STACK_ROOT (say, a release's). */
export const repoRoot = path.resolve(
  process.env.FUZZ_STACK_ROOT ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
);

export const ADMIN_PASSWORD = 'fuzz-admin-password-1';

/** How long the processes may take to start answering /readyz (tsx compiles on the way). */
const START_TIMEOUT_MS = 60_000;
/** How long a SIGTERM may take before SIGKILL. */
const STOP_GRACE_MS = 3_000;
/** Output kept per process, for diagnosing a failed start. */
const LOG_TAIL_BYTES = 64 * 1024;

export interface Service {
  name: 'api' | 'gateway';
  child: ChildProcess;
  pid: number;
  url: string;
  /** The last LOG_TAIL_BYTES of standard output and error. */
  output(): string;
  exited(): boolean;
}

export interface FuzzStack {
  dataDir: string;
  api: Service;
  /** The gateway process of the moment (restartGateway replaces it). */
  readonly gateway: Service;
  /** What the api and the gateway (every gateway process so far) wrote, the last 64 KiB each. */
  logs(): { api: string; gateway: string };
  /** Passwords printed by the api on its first start, by username (the admin's is ours). */
  passwords: Record<string, string>;
  /** The secret the api signs tokens with (generated into DATA_DIR). */
  jwtSecret: string;
  /** Kills the gateway (SIGKILL: its event loop may no longer turn) and starts a new one. */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel picks it; a tiny race is accepted). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The variables a child needs from ours; nothing else leaks in (no DATABASE_URL, no NODE_OPTIONS). */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SYSTEMROOT'];
  const env: Record<string, string> = {};
  for (const name of keep) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

function launch(
  name: Service['name'],
  entry: string,
  env: Record<string, string>,
  url: string,
  log: (text: string) => void,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...baseEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let exited = false;
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-LOG_TAIL_BYTES);
    log(chunk.toString('utf8'));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', () => (exited = true));
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const service: Service = {
    name,
    child,
    pid: child.pid,
    url,
    output: () => tail,
    exited: () => exited,
  };
  return service;
}

async function waitReady(service: Service): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (service.exited()) {
      throw new Error(`The ${service.name} exited while starting:\n${service.output()}`);
    }
    try {
      const res = await fetch(`${service.url}/readyz`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `The ${service.name} did not answer /readyz within ${START_TIMEOUT_MS} ms:\n${service.output()}`,
  );
}

function stopService(service: Service): Promise<void> {
  if (service.exited()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // A stalled event loop never runs the SIGTERM handler.
      service.child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    service.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    service.child.kill('SIGTERM');
  });
}

/** Current resident set size of a process in bytes (VmRSS), or undefined once it is gone. */
export function readRss(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function startFuzzStack(): Promise<FuzzStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-fuzz-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  let api: Service | undefined;
  let gateway: Service | undefined;
  let reaper: ChildProcess | undefined;
  const services = () => [api, gateway].filter((s): s is Service => s !== undefined);
  const logs = { api: '', gateway: '' };
  const logTo = (name: keyof typeof logs) => (text: string) => {
    logs[name] = (logs[name] + text).slice(-LOG_TAIL_BYTES);
  };

  // Whatever happens to this test process (an uncaught error, process.exit, Ctrl-C), the
  // children go with it: synchronously on exit, and from a watchdog shell should this process
  // be killed outright.
  const killAll = () => {
    for (const s of services()) if (!s.exited()) s.child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const watch = () => {
    reaper?.kill('SIGKILL');
    const pids = services()
      .map((s) => s.pid)
      .join(' ');
    reaper = spawn(
      '/bin/sh',
      [
        '-c',
        `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -9 ${pids} 2>/dev/null; rm -rf '${dataDir}'`,
      ],
      { detached: true, stdio: 'ignore' },
    );
    reaper.unref();
  };

  const stop = async () => {
    reaper?.kill('SIGKILL');
    await Promise.all(services().map(stopService));
    process.removeListener('exit', killAll);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const launchGateway = async (apiUrl: string) => {
    gateway = launch(
      'gateway',
      'gateway/src/server.ts',
      {
        NODE_ENV: 'production',
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(gatewayPort),
        API_URL: apiUrl,
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
        LOG_LEVEL: 'warn',
      },
      `http://127.0.0.1:${gatewayPort}`,
      logTo('gateway'),
    );
    watch();
    await waitReady(gateway);
  };

  try {
    api = launch(
      'api',
      'api/src/server.ts',
      {
        NODE_ENV: 'production',
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        SEED_CONTENT: 'true',
        LOGIN_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
      `http://127.0.0.1:${apiPort}`,
      logTo('api'),
    );
    watch();
    await waitReady(api);
    const apiService = api;
    await launchGateway(apiService.url);

    const passwords: Record<string, string> = { admin: ADMIN_PASSWORD };
    for (const match of apiService.output().matchAll(/^ {2}(editor|reporter) +(\S+)$/gm)) {
      passwords[match[1]!] = match[2]!;
    }
    const jwtSecret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();

    return {
      dataDir,
      api: apiService,
      get gateway() {
        return gateway!;
      },
      passwords,
      jwtSecret,
      logs: () => ({ ...logs }),
      async restartGateway() {
        const old = gateway!;
        if (!old.exited()) {
          // SIGKILL: a gateway whose event loop no longer turns never runs its SIGTERM handler.
          const exited = new Promise((resolve) => old.child.once('exit', resolve));
          old.child.kill('SIGKILL');
          await exited;
        }
        await launchGateway(apiService.url);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
