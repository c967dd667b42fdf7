/*
 * The render threads (piscina): at most `threads` renderings at once and `queue` more waiting;
 * beyond them a rendering is refused (`Overloaded`) rather than queued without bound.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { UpstreamObserver } from '../../upstream.js';
import type {
  RenderAnswer,
  RenderTask,
  RenderThreadData,
  UpstreamCallMessage,
} from '../render-worker.js';
import type { Rendered } from './rendered.js';

/** Every render thread and every queued rendering is taken. */
export class Overloaded extends Error {
  constructor() {
    super('every render thread is busy and the queue is full');
  }
}

/** A REST call a render thread made (render-worker.ts), as it posts it. */
const threadCall = Compile(
  Type.Object({
    upstreamCall: Type.Object({
      method: Type.Union([
        Type.Literal('GET'),
        Type.Literal('POST'),
        Type.Literal('PUT'),
        Type.Literal('PATCH'),
        Type.Literal('DELETE'),
      ]),
      path: Type.String(),
      seconds: Type.Number(),
      outcome: Type.Union(
        (['2xx', '4xx', 'timeout', 'connection', '5xx', 'bad_answer'] as const).map((o) =>
          Type.Literal(o),
        ),
      ),
    }),
  }),
);

/**
 * The render thread's module: the compiled one, or its TypeScript source when the gateway runs
 * from source (tsx, vitest), which the thread then loads through tsx.
 */
function threadModule(): { filename: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  const web = path.dirname(path.dirname(self));
  if (!self.endsWith('.ts')) {
    return { filename: path.join(web, 'render-worker.js'), execArgv: [] };
  }
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return {
    filename: path.join(web, 'render-worker.ts'),
    execArgv: ['--import', pathToFileURL(tsx).href],
  };
}

export interface RenderPoolOptions {
  threads: number;
  queue: number;
  /** How long a rendered page stays fresh: its `expires`. */
  cacheTtlMs: number;
  log: FastifyBaseLogger;
  renderSeconds?: (seconds: number) => void;
  upstream?: UpstreamObserver;
}

export class RenderPool {
  /** Renderings given to the pool and not yet answered: running or queued. */
  pending = 0;

  constructor(
    private readonly options: RenderPoolOptions,
    private readonly pool: Piscina<RenderTask, RenderAnswer>,
  ) {}

  static start(options: RenderPoolOptions, workerData: RenderThreadData): RenderPool {
    const pool = new Piscina<RenderTask, RenderAnswer>({
      ...threadModule(),
      workerData,
      minThreads: options.threads,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      // The threads' own event loops keep running between tasks (keep-alive sockets, timers).
      atomics: 'disabled',
    });
    // A thread that fails outside any task (while starting) is reported here, not thrown.
    pool.on('error', (err: unknown) => options.log.error({ err }, 'a render thread failed'));
    const upstream = options.upstream;
    if (upstream) {
      pool.on('message', (message: unknown) => {
        if (threadCall.Check(message)) {
          const call: UpstreamCallMessage = message;
          upstream(call.upstreamCall);
        }
      });
    }
    return new RenderPool(options, pool);
  }

  /** Whether a thread is free to render now. */
  get threadFree(): boolean {
    return this.pending < this.options.threads;
  }

  /** Lets the renderings under way finish for their readers, then ends the threads. */
  close(): Promise<void> {
    return this.pool.close();
  }

  /** One rendering, if a thread or a place in the queue is free; `Overloaded` otherwise. */
  run(task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    if (this.pending >= this.options.threads + this.options.queue) {
      return Promise.reject(new Overloaded());
    }
    this.pending++;
    return this.render(task, log).finally(() => this.pending--);
  }

  private async render(task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    const started = performance.now();
    const answer = await this.pool.run(task);
    this.options.renderSeconds?.((performance.now() - started) / 1000);
    for (const { obj, msg } of answer.warnings) log.warn(obj, msg);
    const expires = Math.min(Date.now() + this.options.cacheTtlMs, answer.until ?? Infinity);
    const keep = answer.status < 500;
    const { tags, etag } = answer;
    const scheduled = answer.until !== undefined ? { until: answer.until } : {};
    if (!answer.body) {
      return {
        status: answer.status,
        location: answer.location,
        keep,
        expires,
        tags,
        ...scheduled,
      };
    }
    const { bytes, compressed } = answer.body;
    const view = (start: number, end: number) =>
      Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start);
    const body: NonNullable<Rendered['body']> = { identity: view(0, compressed) };
    if (task.encoding !== 'identity') body[task.encoding] = view(compressed, bytes.length);
    return { status: answer.status, body, keep, expires, tags, etag, ...scheduled };
  }
}
