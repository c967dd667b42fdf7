/*
 * The HTTP cache in front of the gateways: Debian's Varnish (`varnishd`, with the xkey module of
 * `varnish-modules`) run in the foreground with `cluster/varnish/site.vcl`. It answers readers
 * from what the gateways marked public and passes everything else to the gateways' balancer; a
 * second socket of its own takes the gateways' purges (CDN_PURGE_URL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const VCL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../varnish/site.vcl');
/** Where Debian installs it, when that is not on PATH (a user's shell). */
const DEBIAN_VARNISHD = '/usr/sbin/varnishd';
/** How long varnishd may take to compile its configuration and listen. */
const START_MS = 60_000;
const READY_POLL_MS = 50;

export interface HttpCacheOptions {
  /** The varnishd to run (`findVarnishd`). */
  varnishd: string;
  host: string;
  /** The site's port (readers), and the purge socket's. */
  port: number;
  purgePort: number;
  /** The origin it passes requests to: the gateways' balancer. */
  backend: string;
  /** Memory for kept answers, in MiB. */
  sizeMb?: number;
  /** `inherit`: its lines on this terminal, prefixed `cache`; or a file to append to. */
  output: 'inherit' | { file: string };
}

export interface HttpCache {
  /** Where readers come: the site's origin. */
  url: string;
  /** What the gateways' purge hook posts to (CDN_PURGE_URL). */
  purgeUrl: string;
  stop(): Promise<void>;
}

/** varnishd's path: on PATH, else Debian's; undefined when it is not installed. */
export function findVarnishd(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' });
  const onPath = found.status === 0 ? found.stdout.trim() : '';
  if (onPath) return onPath;
  return fs.existsSync(DEBIAN_VARNISHD) ? DEBIAN_VARNISHD : undefined;
}

const origin = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Starts varnishd and resolves once its purge socket answers. */
export async function startHttpCache(options: HttpCacheOptions): Promise<HttpCache> {
  const backend = new URL(options.backend);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-varnish-'));
  const vcl = path.join(dir, 'site.vcl');
  fs.writeFileSync(
    vcl,
    fs
      .readFileSync(VCL, 'utf8')
      .replaceAll('__BACKEND_HOST__', backend.hostname.replace(/^\[|\]$/g, ''))
      .replaceAll('__BACKEND_PORT__', backend.port || '80'),
  );
  // Varnish's own workers run as its unprivileged user, which must read the working folder.
  fs.chmodSync(dir, 0o755);
  const url = origin(options.host, options.port);
  const purgeUrl = `${origin(options.host, options.purgePort)}/`;
  const child: ChildProcess = spawn(
    options.varnishd,
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-f',
      vcl,
      '-a',
      `${options.host}:${options.port}`,
      '-a',
      `purge=${options.host}:${options.purgePort}`,
      '-s',
      `malloc,${options.sizeMb ?? 256}m`,
      // The gateways compress, once per page and form; Varnish keeps each form as it came.
      '-p',
      'http_gzip_support=off',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const file = options.output === 'inherit' ? undefined : options.output.file;
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      output = `${output}${line}\n`.slice(-4000);
      if (file) fs.appendFileSync(file, `${line}\n`);
      else console.log(`[cache] ${line}`);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`varnishd stopped before serving: ${output.trim()}`);
    }
    const answer = await fetch(purgeUrl, {
      method: 'POST',
      headers: { 'surrogate-key': 'Nothing' },
    }).then(
      (res) => res.status,
      () => 0,
    );
    if (answer === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not listen within ${START_MS} ms: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return { url, purgeUrl, stop };
}
