import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { readerAddress } from '@news/contract';
import type { CacheCounters } from '@news/server-kit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { z } from 'zod';
import {
  secondsToKeep,
  type CacheSpace,
  type Codec,
  type ReaderCache,
  type Ticket,
} from '../reader-cache.js';
import { readToken } from '../session.js';
import { FIRST_COMPRESSION } from './compression.js';
import type { UpstreamObserver } from '../upstream.js';
import type {
  Encoding,
  RenderAnswer,
  RenderTask,
  RenderThreadData,
  UpstreamCallMessage,
} from './render-worker.js';

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

interface Rendered {
  status: number;
  location?: string;
  /**
   * The page, and its compressed forms: the one its first reader accepted, made by the render
   * thread, and any other made when a reader first asks for it (most pages are only ever sent
   * one way).
   */
  body?: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  /** Not kept: a page whose data could not be fetched, rendered for this request only. */
  keep: boolean;
  /** Until when it is fresh; it is served stale a while longer (`STALE_FACTOR`). */
  expires: number;
  /** The entities it shows (cache-tags.ts): its `Surrogate-Key`, and what purges it. */
  tags: string[];
  etag?: string;
  /** When a scheduled story comes out that may change it: it is kept no longer. */
  until?: number;
  /** Its brotli copy is brotli's smallest (see `refine`). */
  refined?: boolean;
}

/** A kept page in Redis: a JSON header of its facts and part lengths, then the parts. */
const pageCodec: Codec<Rendered> = {
  encode(page) {
    const parts = (['identity', 'br', 'gzip'] as const).flatMap((name) => {
      const part = page.body?.[name];
      return part ? [{ name, part }] : [];
    });
    const header = Buffer.from(
      JSON.stringify({
        status: page.status,
        location: page.location,
        expires: page.expires,
        tags: page.tags,
        etag: page.etag,
        until: page.until,
        parts: parts.map(({ name, part }) => [name, part.length]),
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    return Buffer.concat([length, header, ...parts.map(({ part }) => part)]);
  },
  decode(bytes) {
    const headerLength = bytes.readUInt32BE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString()) as Pick<
      Rendered,
      'status' | 'location' | 'expires' | 'tags' | 'etag' | 'until'
    > & { parts: [Encoding, number][] };
    let at = 4 + headerLength;
    const body: Partial<NonNullable<Rendered['body']>> = {};
    for (const [name, length] of header.parts) {
      body[name] = bytes.subarray(at, at + length);
      at += length;
    }
    const { parts, ...page } = header;
    return { ...page, keep: true, ...(parts.length > 0 ? { body: body as Rendered['body'] } : {}) };
  },
};

/** At most this many rendered pages are kept (each address, language and theme is one). */
const CACHE_ENTRIES = 500;
/**
 * A kept page past its time is still served, while one rendering replaces it, for up to this
 * many times its time to live: a burst of readers never waits for a rendering.
 */
const STALE_FACTOR = 6;
/**
 * A kept page past its stale time stays in the cache this many times its time to live, for
 * readers who would otherwise be refused while every render thread is busy.
 */
const KEPT_FACTOR = 60;
/** Addresses longer than this are rendered but never kept. */
const CACHE_URL_MAX = 512;
/** What a reader refused for want of a render thread is told to wait, in seconds. */
const RETRY_AFTER_SECONDS = 2;

/** Every render thread and every queued rendering is taken. */
class Overloaded extends Error {
  constructor() {
    super('every render thread is busy and the queue is full');
  }
}

/** Said in both languages: the reader's page may be in either. */
const BUSY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Busy: please try again</title></head><body>' +
  '<h1>Too many readers at once</h1>' +
  `<p>This page could not be prepared just now. Please try again in a few seconds.</p>` +
  '<p lang="te">ఇప్పుడు చాలా మంది చదువుతున్నారు. కొన్ని క్షణాల తర్వాత మళ్లీ ప్రయత్నించండి.</p>' +
  '</body></html>\n';

/** A page that could not be made (a fault in the renderer), said in both languages. */
const FAILED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Something went wrong</title></head><body>' +
  '<h1>Something went wrong on our side</h1>' +
  '<p>This page could not be prepared. Please try again, or go to <a href="/home">the news</a>.</p>' +
  '<p lang="te">ఈ పేజీని సిద్ధం చేయలేకపోయాం. మళ్లీ ప్రయత్నించండి, లేదా <a href="/home">వార్తలకు</a> వెళ్లండి.</p>' +
  '</body></html>\n';

const cookieValue = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  allowed.find((v) => v === value) ?? null;

/** Whether the request carries a session (a cookie or a bearer token), valid or not. */
export function hasSession(request: FastifyRequest): boolean {
  try {
    return readToken(request).token !== undefined;
  } catch {
    return true;
  }
}

/** Whether `If-None-Match` names the entity tag (weak comparison, as for a GET). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The form a request takes a page in: Brotli, else gzip, else as it is. */
function encodingOf(request: FastifyRequest): Encoding {
  const accepts = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The rendering of `url` for this request: its preference cookies, address, id and encoding. */
const taskFor = (request: FastifyRequest, url: string): RenderTask => ({
  url,
  lang: cookieValue(request.cookies.lang, ['en', 'te'] as const),
  theme: cookieValue(request.cookies.theme, ['dark', 'light'] as const),
  ip: request.ip,
  requestId: request.id,
  encoding: encodingOf(request),
});

/** A REST call a render thread made (render-worker.ts), as it posts it. */
const threadCall = z.object({
  upstreamCall: z.object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: z.string(),
    seconds: z.number(),
    outcome: z.enum(['2xx', '4xx', 'timeout', 'connection', '5xx', 'bad_answer']),
  }),
}) satisfies z.ZodType<UpstreamCallMessage>;

/**
 * The render thread's module: the compiled one, or its TypeScript source when the gateway runs
 * from source (tsx, vitest), which the thread then loads through tsx.
 */
function threadModule(): { filename: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.ts')) {
    return { filename: path.join(path.dirname(self), 'render-worker.js'), execArgv: [] };
  }
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return {
    filename: path.join(path.dirname(self), 'render-worker.ts'),
    execArgv: ['--import', pathToFileURL(tsx).href],
  };
}

/**
 * Renders the reader pages on the server (see docs/architecture.md, "Server rendering") in
 * worker threads, so that no rendering holds up the gateway's other requests: at most `threads`
 * at once, `queue` more waiting, and a 503 beyond. Each rendered page is kept in memory for
 * `cacheTtlMs` per canonical address, language and theme (and served a while longer while one
 * rendering replaces it, or for as long as every thread is busy); requests for a page being
 * rendered wait for that rendering instead of starting their own; a change made through GraphQL
 * (`clear`) drops them all.
 */
export class PageRenderer {
  private readonly cache: CacheSpace<Rendered>;
  private readonly inFlight = new Map<string, { rendering: Promise<Rendered>; ticket: Ticket }>();
  /** Renderings given to the pool and not yet answered: running or queued. */
  private pending = 0;
  /** A kept page's brotli copy is being made again at the best quality (one at a time). */
  private refining = false;
  /** Kept pages whose best brotli copy waits for the one under way or for the renderings. */
  private readonly toRefine = new Set<string>();
  private closing = false;

  private constructor(
    private readonly options: PageRendererOptions,
    private readonly pool: Piscina<RenderTask, RenderAnswer>,
  ) {
    this.cache = options.cache.space('pages', pageCodec, CACHE_ENTRIES, options.metrics?.cache);
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
    };
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
    const upstream = options.metrics?.upstream;
    if (upstream) {
      pool.on('message', (message: unknown) => {
        const call = threadCall.safeParse(message);
        if (call.success) upstream(call.data.upstreamCall);
      });
    }
    return new PageRenderer(options, pool);
  }

  /** Lets the renderings under way finish for their readers, then ends the threads. */
  async close(): Promise<void> {
    this.closing = true;
    await this.pool.close();
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const task = taskFor(request, readerAddress(request.url));
    const key = `${task.lang ?? '-'}|${task.theme ?? '-'}|${task.url}`;
    let page = this.cache.peek(key) ?? (await this.cache.get(key));
    const now = Date.now();
    if (page && page.expires > now) this.options.metrics?.cache.hit();
    if (!page || page.expires <= now) {
      // Past its time, a page is still served at once while one rendering replaces it, unless
      // it is so old that the news on it may have moved on and a thread is free to render it.
      const usable =
        page &&
        (page.expires + this.options.cacheTtlMs * STALE_FACTOR > now ||
          this.pending >= this.options.threads);
      try {
        if (usable) {
          this.options.metrics?.cache.hit();
          this.renderOnce(key, task, request.log).catch((err: unknown) => {
            if (!(err instanceof Overloaded)) this.logFailure(err, request.log);
          });
        } else {
          this.options.metrics?.cache.miss();
          page = await this.renderOnce(key, task, request.log);
        }
      } catch (err) {
        return this.sendFailure(err, request, reply);
      }
    }
    this.refine(key, page!);
    return this.send(page!, request, reply);
  }

  /**
   * Quality 6 keeps a rendering cheap; every later reader of a kept page gets a copy made again
   * at Brotli's best while no rendering is under way (docs/architecture.md, "Page cache"), also
   * when its first reader took gzip.
   */
  private refine(key: string, page: Rendered) {
    const body = page.body;
    if (!page.keep || !body || page.refined) return;
    if (this.refining || this.pending > 0) {
      if (this.toRefine.size < CACHE_ENTRIES) this.toRefine.add(key);
      return;
    }
    if (this.cache.peek(key) !== page) return;
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
        if (err) this.options.log.warn({ err }, 'a kept page could not be compressed again');
        else if (!body.br || br.length < body.br.length) {
          body.br = br;
          this.options.log.debug(
            { page: key, bytes: br.length },
            "a kept page is at brotli's best",
          );
        }
        this.refineNext();
      },
    );
  }

  /** The next kept page still waiting for its best brotli copy, if nothing else is under way. */
  private refineNext() {
    if (this.closing || this.refining || this.pending > 0) return;
    for (const key of this.toRefine) {
      this.toRefine.delete(key);
      const page = this.cache.peek(key);
      if (page && !page.refined) return this.refine(key, page);
    }
  }

  /**
   * `GET /graphql/preview/:id` (beside GraphQL, where the session cookie goes): the article's page
   * rendered with the signed-in account's token, so staff see a draft as readers will see it. It
   * is rendered for each request and never kept, indexed or stored; the reader page's redirect to
   * its own address is followed here. Without a session, the login page, then the article's form.
   */
  async preview(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const { id } = request.params;
    let token: string | undefined;
    try {
      token = readToken(request).token;
    } catch {
      token = undefined;
    }
    if (!/^[1-9]\d{0,15}$/.test(id)) return reply.callNotFound();
    if (!token) {
      const back = encodeURIComponent(`/admin/edit/${id}`);
      return reply.header('cache-control', 'no-store').redirect(`/login?returnTo=${back}`, 303);
    }
    const task = { ...taskFor(request, `/news/${id}`), token };
    try {
      let page = await this.renderAlone(task, request.log);
      if (page.location) {
        page = await this.renderAlone(
          { ...task, url: readerAddress(decodeURI(page.location)) },
          request.log,
        );
      }
      if (page.location) throw new Error(`the preview of article ${id} was sent on twice`);
      reply.header('x-robots-tag', 'noindex');
      return await this.send({ ...page, keep: false }, request, reply, true);
    } catch (err) {
      return this.sendFailure(err, request, reply);
    }
  }

  /**
   * The page at an address as asked, rendered for this request alone and never kept: an address
   * that is not valid (bad-address.ts), whose every spelling would otherwise be a page to keep.
   */
  async renderUnkept(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const page = await this.renderAlone(taskFor(request, request.url), request.log);
      return await this.send({ ...page, keep: false }, request, reply);
    } catch (err) {
      return this.sendFailure(err, request, reply);
    }
  }

  /** One rendering of its own, outside the page cache, within the same bound on renderings. */
  private renderAlone(task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    if (this.pending >= this.options.threads + this.options.queue) {
      return Promise.reject(new Overloaded());
    }
    this.pending++;
    return this.render(task, log).finally(() => this.pending--);
  }

  private async send(
    page: Rendered,
    request: FastifyRequest,
    reply: FastifyReply,
    preview = false,
  ) {
    reply.code(page.status);
    // The page depends on the preference cookies; browsers check back each time.
    reply.header('vary', 'Cookie, Accept-Encoding');
    const cacheControl = this.cacheControl(page, request, preview);
    reply.header('cache-control', cacheControl);
    if (cacheControl.startsWith('public') && page.tags.length > 0) {
      reply.header('surrogate-key', page.tags.join(' '));
    }
    if (page.etag && !preview) {
      reply.header('etag', page.etag);
      if (page.status === 200 && matches(request.headers['if-none-match'], page.etag)) {
        return reply.code(304).send();
      }
    }
    if (page.location) {
      return reply.header('location', page.location).send();
    }
    if (!page.body) return reply.send();
    reply.header('content-type', 'text/html; charset=utf-8');
    const encoding = encodingOf(request);
    if (encoding === 'identity') return reply.send(page.body.identity);
    const body = page.body;
    if (!body[encoding]) {
      // Off the event loop (libuv's pool), once per page and form: later readers share it. The
      // best copy, if `refine` made it meanwhile, stays: this one never replaces a copy.
      const made =
        encoding === 'br'
          ? await brotli(body.identity, FIRST_COMPRESSION.br)
          : await gzip(body.identity, FIRST_COMPRESSION.gzip);
      body[encoding] ??= made;
    }
    return reply.header('content-encoding', encoding).send(body[encoding]);
  }

  /**
   * A kept page is public: browsers check back each time (and keep it for back and forward),
   * shared caches keep it as long as this gateway does, listed under its entities' keys for a
   * purge; a page a scheduled story changes sooner, only until then and never stale after. A
   * request with a session gets the same page, but no shared cache may keep its answer.
   */
  private cacheControl(page: Rendered, request: FastifyRequest, preview: boolean): string {
    if (preview) return 'private, no-store';
    if (!page.keep) return 'no-store';
    const ttl = Math.floor(this.options.cacheTtlMs / 1000);
    if (hasSession(request)) return 'private, no-cache';
    const seconds = secondsToKeep(ttl, page.until);
    if (seconds <= 0) return 'no-cache';
    if (seconds < ttl) return `public, max-age=0, s-maxage=${seconds}`;
    return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl * STALE_FACTOR}`;
  }

  private sendFailure(err: unknown, request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
    if (err instanceof Overloaded) {
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(BUSY_PAGE);
    }
    // A fault in the renderer (or its thread ended): the reader is told so, with a way on.
    this.logFailure(err, request.log);
    return reply.code(500).send(FAILED_PAGE);
  }

  private logFailure(err: unknown, log: FastifyBaseLogger) {
    if (this.closing) log.info({ err }, 'page rendering stopped: the gateway is closing');
    else log.error({ err }, 'page rendering failed');
  }

  /** The page's rendering under way, else a new one if a thread or a place in the queue is free. */
  private renderOnce(key: string, task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    // A rendering begun before a purge may show what the purge dropped: later readers wait for
    // one of their own.
    const underWay = this.inFlight.get(key);
    if (underWay && this.options.cache.isCurrent(underWay.ticket)) return underWay.rendering;
    if (this.pending >= this.options.threads + this.options.queue) {
      return Promise.reject(new Overloaded());
    }
    this.pending++;
    // Taken before the data is read: a page rendered across a purge of what it shows is not kept.
    const ticket = this.options.cache.ticket();
    const rendering = this.render(task, log)
      .then((page) => {
        // Its readers get it, but neither this cache nor one in front may keep it.
        if (!this.options.cache.isCurrent(ticket)) return { ...page, keep: false };
        if (page.keep && task.url.length <= CACHE_URL_MAX) {
          this.cache.set(
            key,
            page,
            page.tags,
            this.options.cacheTtlMs * KEPT_FACTOR,
            ticket,
            page.until,
          );
        }
        return page;
      })
      .finally(() => {
        this.pending--;
        if (this.inFlight.get(key)?.rendering === rendering) this.inFlight.delete(key);
        this.refineNext();
      });
    this.inFlight.set(key, { rendering, ticket });
    rendering.then(
      (page) => this.refine(key, page),
      () => {},
    );
    return rendering;
  }

  private async render(task: RenderTask, log: FastifyBaseLogger): Promise<Rendered> {
    const started = performance.now();
    const answer = await this.pool.run(task);
    this.options.metrics?.renderSeconds((performance.now() - started) / 1000);
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
