/*
 * Rendered pages kept in the reader cache per canonical address, language and theme: served a
 * while longer while one rendering replaces them, or for as long as every thread is busy;
 * requests for a page being rendered wait for that rendering instead of starting their own.
 */
import type { CacheCounters } from '@news/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheSpace } from '../../reader-cache/memory-tier.js';
import type { ReaderCache } from '../../reader-cache/reader-cache.js';
import type { Ticket } from '../../reader-cache/memory-tier.js';
import type { RenderTask } from '../render-worker.js';
import { logFailure } from './failure.js';
import { Overloaded, type RenderPool } from './pool.js';
import { BrotliRefiner } from './refine.js';
import { pageCodec, STALE_FACTOR, type Rendered } from './rendered.js';

/** At most this many rendered pages are kept (each address, language and theme is one). */
const CACHE_ENTRIES = 500;
/**
 * A kept page past its stale time stays in the cache this many times its time to live, for
 * readers who would otherwise be refused while every render thread is busy.
 */
const KEPT_FACTOR = 60;
/** Addresses longer than this are rendered but never kept. */
const CACHE_URL_MAX = 512;

export interface PageCacheOptions {
  /** How long a rendered page is served from the reader cache (0: every request renders). */
  cacheTtlMs: number;
  log: FastifyBaseLogger;
  counters?: CacheCounters;
}

export class PageCache {
  private readonly pages: CacheSpace<Rendered>;
  private readonly inFlight = new Map<string, { rendering: Promise<Rendered>; ticket: Ticket }>();
  private readonly refiner: BrotliRefiner;

  constructor(
    private readonly cache: ReaderCache,
    private readonly pool: RenderPool,
    private readonly options: PageCacheOptions,
  ) {
    this.pages = cache.space('pages', pageCodec, CACHE_ENTRIES, options.counters);
    this.refiner = new BrotliRefiner(
      this.pages,
      CACHE_ENTRIES,
      () => pool.pending > 0,
      options.log,
    );
  }

  get closing(): boolean {
    return this.refiner.closing;
  }

  close(): void {
    this.refiner.closing = true;
  }

  /**
   * The page of `task`: kept and fresh, kept and stale (replaced in the background), or
   * rendered for it. Throws when it cannot be rendered (`Overloaded`, a renderer's fault).
   */
  async page(key: string, task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    const counters = this.options.counters;
    let page = this.pages.peek(key) ?? (await this.pages.get(key));
    const now = Date.now();
    if (page && page.expires > now) counters?.hit();
    if (!page || page.expires <= now) {
      // Past its time, a page is still served at once while one rendering replaces it, unless
      // it is so old that the news on it may have moved on and a thread is free to render it.
      const usable =
        page &&
        (page.expires + this.options.cacheTtlMs * STALE_FACTOR > now || !this.pool.threadFree);
      if (usable) {
        counters?.hit();
        this.renderOnce(key, task, log).catch((err: unknown) => {
          if (!(err instanceof Overloaded)) logFailure(err, log, this.closing);
        });
      } else {
        counters?.miss();
        page = await this.renderOnce(key, task, log);
      }
    }
    this.refiner.refine(key, page!);
    return page!;
  }

  /** The page's rendering under way, else a new one if a thread or a place in the queue is free. */
  private renderOnce(key: string, task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    // A rendering begun before a purge may show what the purge dropped: later readers wait for
    // one of their own.
    const underWay = this.inFlight.get(key);
    if (underWay && this.cache.isCurrent(underWay.ticket)) return underWay.rendering;
    // Taken before the data is read: a page rendered across a purge of what it shows is not kept.
    const ticket = this.cache.ticket();
    const rendering = this.pool
      .run(task, log)
      .then((page) => {
        // Its readers get it, but neither this cache nor one in front may keep it.
        if (!this.cache.isCurrent(ticket)) return { ...page, keep: false };
        if (page.keep && task.url.length <= CACHE_URL_MAX) {
          const ttl = this.options.cacheTtlMs * KEPT_FACTOR;
          this.pages.set(key, page, page.tags, ttl, ticket, page.until);
        }
        return page;
      })
      .finally(() => {
        if (this.inFlight.get(key)?.rendering === rendering) this.inFlight.delete(key);
        this.refiner.next();
      });
    this.inFlight.set(key, { rendering, ticket });
    rendering.then(
      (page) => this.refiner.refine(key, page),
      () => {},
    );
    return rendering;
  }
}
