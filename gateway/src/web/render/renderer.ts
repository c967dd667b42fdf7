/*
 * Renders the reader pages on the server (see docs/architecture.md, "Server rendering") in
 * worker threads (pool.ts), so that no rendering holds up the gateway's other requests, and
 * keeps them (page-cache.ts); a change made through GraphQL drops those that show it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readerAddress } from '@news/contract';
import type { CacheCounters } from '@news/server-kit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ReaderCache } from '../../reader-cache/reader-cache.js';
import type { UpstreamObserver } from '../../upstream.js';
import type { RenderTask, RenderThreadData } from '../render-worker.js';
import { sendFailure } from './failure.js';
import { encodingOf, sendPage } from './headers.js';
import { PageCache } from './page-cache.js';
import { RenderPool } from './pool.js';
import type { Rendered } from './rendered.js';
import { preview } from './preview.js';

export interface PageRendererOptions {
  /** The client build (web/dist): reader.html and the interface strings. */
  webDist: string;
  /** The server build (web/dist-server). */
  serverDist: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  siteUrl: string;
  /** The newsroom's IANA zone, whose clock the pages write. */
  timeZone: string;
  /** The REST API, which each render thread calls with a pool of connections of its own. */
  api: { url: URL; timeoutMs: number; connections: number };
  /** Redis, where the render threads read "Most read" with several gateways, and its prefix. */
  redis: { url?: string | undefined; prefix: string };
  /** How long a rendered page is served from the reader cache (0: every request renders). */
  cacheTtlMs: number;
  /** The reader cache the pages are kept in (this process's memory, or Redis too). */
  cache: ReaderCache;
  /** Render threads: the most pages rendered at once. */
  threads: number;
  /** Renderings that may wait for a thread; beyond them a reader gets a 503. */
  queue: number;
  log: FastifyBaseLogger;
  /**
   * Told of kept pages served, renderings waited for, purges, each rendering's time, and each
   * REST call the render threads make.
   */
  metrics?: {
    cache: CacheCounters;
    renderSeconds: (seconds: number) => void;
    upstream?: UpstreamObserver;
  };
}

const cookieValue = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  allowed.find((v) => v === value) ?? null;

/** The rendering of `url` for this request: its preference cookies, address, id and encoding. */
const taskFor = (request: FastifyRequest, url: string): RenderTask => ({
  url,
  lang: cookieValue(request.cookies.lang, ['en', 'te'] as const),
  theme: cookieValue(request.cookies.theme, ['dark', 'light'] as const),
  ip: request.ip,
  requestId: request.id,
  encoding: encodingOf(request),
});

export class PageRenderer {
  private readonly pages: PageCache;

  private constructor(
    private readonly options: PageRendererOptions,
    private readonly pool: RenderPool,
  ) {
    this.pages = new PageCache(options.cache, pool, {
      cacheTtlMs: options.cacheTtlMs,
      log: options.log,
      counters: options.metrics?.cache,
    });
  }

  /** The renderer of a built site, or null when web/dist-server is not built. */
  static load(options: PageRendererOptions): PageRenderer | null {
    const entry = path.join(options.serverDist, 'entry-server.js');
    const reader = path.join(options.webDist, 'reader.html');
    if (!fs.existsSync(entry) || !fs.existsSync(reader)) return null;
    const workerData: RenderThreadData = {
      webDist: options.webDist,
      serverDist: options.serverDist,
      siteUrl: options.siteUrl,
      timeZone: options.timeZone,
      apiUrl: options.api.url.href,
      apiTimeoutMs: options.api.timeoutMs,
      apiConnections: options.api.connections,
      ...(options.redis.url ? { redisUrl: options.redis.url } : {}),
      redisPrefix: options.redis.prefix,
    };
    const pool = RenderPool.start(
      {
        threads: options.threads,
        queue: options.queue,
        cacheTtlMs: options.cacheTtlMs,
        log: options.log,
        renderSeconds: options.metrics?.renderSeconds,
        upstream: options.metrics?.upstream,
      },
      workerData,
    );
    return new PageRenderer(options, pool);
  }

  /** Lets the renderings under way finish for their readers, then ends the threads. */
  async close(): Promise<void> {
    this.pages.close();
    await this.pool.close();
  }

  /** A reader page at its canonical address, from the page cache or rendered. */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const task = taskFor(request, readerAddress(request.url));
    const key = `${task.lang ?? '-'}|${task.theme ?? '-'}|${task.url}`;
    let page;
    try {
      page = await this.pages.page(key, task, request.log);
    } catch (err) {
      return this.sendFailure(err, request, reply);
    }
    return this.send(page, request, reply);
  }

  /** `GET /graphql/preview/:id`: see preview.ts. */
  preview(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    return preview(
      {
        taskFor,
        renderAlone: (task, req) => this.pool.run(task, req.log),
        send: (page, req, rep) => sendPage(page, req, rep, this.options.cacheTtlMs, true),
        sendFailure: (err, req, rep) => this.sendFailure(err, req, rep),
      },
      request,
      reply,
    );
  }

  /**
   * The page at an address as asked, rendered for this request alone and never kept: an address
   * that is not valid (bad-address.ts), whose every spelling would otherwise be a page to keep.
   */
  async renderUnkept(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const page = await this.pool.run(taskFor(request, request.url), request.log);
      return await this.send({ ...page, keep: false }, request, reply);
    } catch (err) {
      return this.sendFailure(err, request, reply);
    }
  }

  private send(page: Rendered, request: FastifyRequest, reply: FastifyReply) {
    return sendPage(page, request, reply, this.options.cacheTtlMs);
  }

  private sendFailure(err: unknown, request: FastifyRequest, reply: FastifyReply) {
    return sendFailure(err, request.log, reply, this.pages.closing);
  }
}
