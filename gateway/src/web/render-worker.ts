/*
 * A render thread (see docs/architecture.md, "Server rendering"): everything a rendering needs is
 * built once when the thread starts; then each task renders one reader page and compresses it,
 * away from the gateway's event loop. Run by piscina from render/pool.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { systemTimers } from '@news/server-kit';
import type { GraphQLSchema } from 'graphql';
import type { Language, ReaderRenderRequest, ReaderRenderResult, Theme } from '@news/contract';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { previewContext, readerContext } from '../context.js';
import { readRankings } from '../reads/index.js';
import { buildSchema } from '../schema.js';
import { FIRST_COMPRESSION, type Encoding } from './compression.js';
import { NextScheduled, RestClient, type UpstreamObserver } from '../upstream.js';

export type { Language, Theme } from '@news/contract';

/** What web/dist-server/entry-server.js exports. */
interface RenderModule {
  render(request: ReaderRenderRequest<GraphQLSchema>): Promise<ReaderRenderResult>;
}

/** What each thread is given when it starts (plain data: it is copied into the thread). */
export interface RenderThreadData {
  /** The client build (web/dist): the page template and the interface strings. */
  webDist: string;
  /** The server build (web/dist-server). */
  serverDist: string;
  siteUrl: string;
  /** The newsroom's IANA zone (NEWSROOM_TIME_ZONE). */
  timeZone: string;
  apiUrl: string;
  apiTimeoutMs: number;
  apiConnections: number;
  /** Redis, where reads are ranked with several gateways; else the api ranks them. */
  redisUrl?: string;
  /** What the gateway's Redis keys begin with (REDIS_KEY_PREFIX). */
  redisPrefix: string;
}

/** One page to render. */
export interface RenderTask {
  /** The canonical address. */
  url: string;
  lang: Language | null;
  theme: Theme | null;
  /** The reader's address, forwarded to the api as for any request. */
  ip: string;
  /** A staff preview: the page as this account's token reads it (never kept: see render/preview.ts). */
  token?: string;
  /** The id of the request that asked for the rendering, passed on to the api. */
  requestId?: string;
  /** What that request accepts: the one compressed form the thread makes. */
  encoding: Encoding;
}

/**
 * A REST call a thread made, posted to the main thread as it ends (piscina's `message` event):
 * the gateway's metrics live there, and count every call whichever thread made it.
 */
export interface UpstreamCallMessage {
  upstreamCall: Parameters<UpstreamObserver>[0];
}

/** A line for the main thread to log with the request that asked for the page. */
export interface LogEntry {
  obj: object;
  msg: string;
}

export interface RenderAnswer {
  status: number;
  location?: string;
  /**
   * The page, then its form in the task's `encoding` (none for `identity`), in one buffer that is
   * moved (not copied) to the main thread; `compressed` is where that form starts.
   */
  body?: { bytes: Uint8Array; compressed: number };
  /** What went wrong on the way that was not fatal (a REST call that failed). */
  warnings: LogEntry[];
  /** The entities the page shows (cache-tags.ts): a write to any of them drops the kept page. */
  tags: string[];
  /** The page's entity tag for HTTP revalidation: a digest of its text. */
  etag?: string;
  /** When a scheduled story comes out that may change the page (ms since the epoch). */
  until?: number;
}

const data = workerData as RenderThreadData;

/** A page's compressed form for a reader's first request. */
export function compressSync(page: Buffer, encoding: Encoding): Buffer | undefined {
  if (encoding === 'gzip') return zlib.gzipSync(page, FIRST_COMPRESSION.gzip);
  if (encoding === 'br') return zlib.brotliCompressSync(page, FIRST_COMPRESSION.br);
  return undefined;
}
/** The warnings of the task being run, whichever REST call logs them. */
const taskWarnings = new AsyncLocalStorage<LogEntry[]>();

async function start(): Promise<(task: RenderTask) => Promise<unknown>> {
  const entry = pathToFileURL(path.join(data.serverDist, 'entry-server.js')).href;
  const renderer = (await import(entry)) as RenderModule;
  const template = fs.readFileSync(path.join(data.webDist, 'reader.html'), 'utf8');
  const readJson = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(data.webDist, file), 'utf8')) as Record<string, unknown>;
  const strings = { en: readJson('assets/i18n/en.json'), te: readJson('assets/i18n/te.json') };
  const schema = buildSchema();
  const log = { warn: (obj: object, msg: string) => taskWarnings.getStore()?.push({ obj, msg }) };
  const rest = new RestClient(
    new URL(data.apiUrl),
    data.apiTimeoutMs,
    data.apiConnections,
    log,
    systemTimers,
    (upstreamCall) => parentPort?.postMessage({ upstreamCall } satisfies UpstreamCallMessage),
  );
  const reads = readRankings({
    redisUrl: data.redisUrl,
    prefix: data.redisPrefix,
    rest,
    now: Date.now,
    log,
  });

  async function renderPage(task: RenderTask): Promise<RenderAnswer> {
    const cacheTags = new Set<string>();
    const schedule = new NextScheduled();
    const result = await renderer.render({
      url: task.url,
      origin: data.siteUrl,
      lang: task.lang,
      theme: task.theme,
      template,
      strings,
      schema,
      timeZone: data.timeZone,
      preview: task.token !== undefined,
      context: () => ({
        ...(task.token
          ? previewContext(rest, task.ip, task.token, task.requestId)
          : readerContext(rest, task.ip, task.requestId, cacheTags, schedule)),
        reads,
      }),
    });
    const warnings = taskWarnings.getStore() ?? [];
    const tags = [...cacheTags];
    const until = schedule.until;
    const scheduled = until !== undefined ? { until } : {};
    if (result.html === undefined) {
      return { status: result.status, location: result.location, warnings, tags, ...scheduled };
    }
    const identity = Buffer.from(result.html, 'utf8');
    // This thread is the one to spend the time on: the sync forms keep it off the shared libuv pool.
    const compressed = compressSync(identity, task.encoding);
    // A buffer of its own (never a slice of Node's shared pool), so that it can be moved.
    const bytes = new Uint8Array(identity.length + (compressed?.length ?? 0));
    bytes.set(identity, 0);
    if (compressed) bytes.set(compressed, identity.length);
    // Weak: the same page is sent in three encodings, which a strong tag would have to tell apart.
    const etag = `W/"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    return {
      status: result.status,
      body: { bytes, compressed: identity.length },
      warnings,
      tags,
      etag,
      ...scheduled,
    };
  }

  return (task) =>
    taskWarnings.run([], async () => {
      const answer = await renderPage(task);
      if (!answer.body) return answer;
      const moved = answer.body.bytes.buffer;
      return move({
        get [transferableSymbol]() {
          return [moved];
        },
        get [valueSymbol]() {
          return answer;
        },
      });
    });
}

// piscina awaits the default export before the thread takes its first task. A thread that cannot
// start (a broken build) fails each task with the reason, which the gateway logs and answers
// with its fallback page, rather than ending and being started again and again.
export default start().catch((err: unknown) => async () => {
  throw err instanceof Error ? err : new Error(String(err));
});
