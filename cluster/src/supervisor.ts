/*
 * One service process kept running: started from its build, watched, and started again on the
 * same port when it stops without being asked to (a crash, an out-of-memory kill, a SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';

export type Kind = 'api' | 'gateway';

export interface ProcessOptions {
  /** `api-1`, `gateway-2`: how logs and messages name it. */
  name: string;
  kind: Kind;
  /** The built server to run (`api/dist/server.js`). */
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where it listens: its `/readyz` says when it serves. */
  url: string;
  /** `inherit`: its lines on this terminal, each prefixed with its name; or a file to append to. */
  output: 'inherit' | { file: string };
}

/** Waits after an unasked stop double from this, up to the maximum, while it keeps failing. */
const FIRST_RESTART_DELAY_MS = 200;
const MAX_RESTART_DELAY_MS = 10_000;
/** A process that served this long is well again: its next stop restarts it at once. */
const HEALTHY_AFTER_MS = 30_000;
const READY_POLL_MS = 100;

/**
 * Events: `ready` (pid) once its `/readyz` answers 200 after each start; `exit` (pid, code or
 * signal) whenever it stops; `restart` (attempt) as it is started again.
 */
export class ServiceProcess extends EventEmitter {
  child: ChildProcess | undefined;
  /** Starts so far, the first included. */
  starts = 0;
  ready = false;
  private stopping = false;
  private failures = 0;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(readonly options: ProcessOptions) {
    super();
  }

  get name(): string {
    return this.options.name;
  }

  get url(): string {
    return this.options.url;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    const { script, cwd, env, output } = this.options;
    this.starts++;
    this.ready = false;
    this.startedAt = Date.now();
    const child = spawn(process.execPath, [script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    if (output === 'inherit') {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => out.write(`[${this.name}] ${line}\n`));
      }
    } else {
      const file = fs.createWriteStream(output.file, { flags: 'a' });
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
      child.once('close', () => file.end());
    }
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    void this.waitUntilReady(child);
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child === child) this.ready = false;
    this.emit('exit', child.pid, signal ?? code);
    if (this.stopping) return;
    const served = Date.now() - this.startedAt;
    this.failures = served >= HEALTHY_AFTER_MS ? 0 : this.failures + 1;
    const delay =
      this.failures <= 1
        ? 0
        : Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (this.failures - 2));
    console.error(
      `${this.name} stopped (${signal ?? `exit code ${code}`}); starting it again` +
        (delay ? ` in ${delay} ms` : ''),
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopping) return;
      this.emit('restart', this.starts + 1);
      this.start();
    }, delay);
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    while (this.child === child && child.exitCode === null && child.signalCode === null) {
      try {
        const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200 && this.child === child) {
          this.ready = true;
          this.emit('ready', child.pid);
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }

  /** Resolves once the running process answers `/readyz` with 200; fails if it stops first. */
  untilReady(): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onReady = () => {
        this.off('exit', onExit);
        resolve();
      };
      const onExit = () => {
        this.off('ready', onReady);
        reject(new Error(`${this.name} stopped before it was ready`));
      };
      this.once('ready', onReady);
      this.once('exit', onExit);
    });
  }

  /** SIGTERM (a graceful close), then SIGKILL after `graceMs`; resolves once it has exited. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
