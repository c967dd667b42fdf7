/*
 * Quality 6 keeps a rendering cheap; every later reader of a kept page gets a copy made again at
 * Brotli's best while no rendering is under way (docs/architecture.md, "Page cache"), also when
 * its first reader took gzip. One at a time, so that it never takes a core from the renderings.
 */
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheSpace } from '../../reader-cache/memory-tier.js';
import type { Rendered } from './rendered.js';

export class BrotliRefiner {
  /** A kept page's brotli copy is being made again at the best quality. */
  private refining = false;
  /** Kept pages whose best brotli copy waits for the one under way or for the renderings. */
  private readonly toRefine = new Set<string>();
  closing = false;

  constructor(
    private readonly pages: CacheSpace<Rendered>,
    /** How many pages are waited for at most. */
    private readonly max: number,
    /** Whether any rendering is under way. */
    private readonly rendering: () => boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Makes the kept page's best brotli copy now, or once nothing else is under way. */
  refine(key: string, page: Rendered): void {
    const body = page.body;
    if (!page.keep || !body || page.refined) return;
    if (this.refining || this.rendering()) {
      if (this.toRefine.size < this.max) this.toRefine.add(key);
      return;
    }
    if (this.pages.peek(key) !== page) return;
    this.toRefine.delete(key);
    this.refining = true;
    zlib.brotliCompress(
      body.identity,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
        },
      },
      (err, br) => {
        this.refining = false;
        page.refined = true;
        if (err) this.log.warn({ err }, 'a kept page could not be compressed again');
        else if (!body.br || br.length < body.br.length) {
          body.br = br;
          this.log.debug({ page: key, bytes: br.length }, "a kept page is at brotli's best");
        }
        this.next();
      },
    );
  }

  /** The next kept page still waiting for its best brotli copy, if nothing else is under way. */
  next(): void {
    if (this.closing || this.refining || this.rendering()) return;
    for (const key of this.toRefine) {
      this.toRefine.delete(key);
      const page = this.pages.peek(key);
      if (page && !page.refined) return this.refine(key, page);
    }
  }
}
