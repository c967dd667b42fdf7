import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { readerAddress } from '@news/contract';
import type { GraphQLSchema } from 'graphql';

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

type Language = 'en' | 'te';
type Theme = 'dark' | 'light';

/** What web/dist-server/entry-server.js exports (web/src/ssr/entry-server.tsx). */
interface RenderModule {
  render(request: {
    url: string;
    origin: string;
    lang: Language | null;
    theme: Theme | null;
    template: string;
    strings: Record<Language, Record<string, unknown>>;
    schema: GraphQLSchema;
    context: () => object;
  }): Promise<{ status: number; location?: string; html?: string }>;
}

export interface PageRendererOptions {
  /** The client build (web/dist): index.html, the manifest and the interface strings. */
  webDist: string;
  /** The server build (web/dist-server). */
  serverDist: string;
  schema: GraphQLSchema;
  /** A reader's GraphQL context for one page request: no session, whatever the request carries. */
  readerContext: (request: FastifyRequest, reply: FastifyReply) => object;
  /** The site's public origin, for canonical and Open Graph addresses. */
  siteUrl: string;
  /** How long a rendered page is served from memory (0: every request renders). */
  cacheTtlMs: number;
  log: FastifyBaseLogger;
}

interface Rendered {
  status: number;
  location?: string;
  /** The page, plain and compressed once for every reader it is served to. */
  body?: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** Not kept: a page whose data could not be fetched, rendered for this request only. */
  keep: boolean;
  expires: number;
}

/** At most this many rendered pages are kept (each address, language and theme is one). */
const CACHE_ENTRIES = 500;
/**
 * A kept page past its time is still served, while one rendering replaces it, for up to this
 * many times its time to live: a burst of readers never waits for a rendering.
 */
const STALE_FACTOR = 6;
/** Addresses longer than this are rendered but never kept. */
const CACHE_URL_MAX = 512;

const cookieValue = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  allowed.find((v) => v === value) ?? null;

/**
 * Renders the reader pages on the server (see docs/architecture.md, "Server rendering"). Each
 * rendered page is kept in memory for `cacheTtlMs` per address, language and theme (and served a
 * while longer while one rendering replaces it), and requests for a page being rendered wait for
 * that rendering instead of starting their own; a change made through GraphQL (`clear`) drops
 * them all.
 */
export class PageRenderer {
  private readonly cache = new Map<string, Rendered>();
  private readonly inFlight = new Map<string, Promise<Rendered>>();

  private constructor(
    private readonly options: PageRendererOptions,
    private readonly module: RenderModule,
    private readonly template: string,
    private readonly strings: Record<Language, Record<string, unknown>>,
  ) {}

  /** The renderer of a built site, or null when web/dist-server is not built. */
  static async load(options: PageRendererOptions): Promise<PageRenderer | null> {
    const entry = path.join(options.serverDist, 'entry-server.js');
    const reader = path.join(options.webDist, 'reader.html');
    const index = fs.existsSync(reader) ? reader : path.join(options.webDist, 'index.html');
    if (!fs.existsSync(entry) || !fs.existsSync(index)) return null;
    const module = (await import(pathToFileURL(entry).href)) as RenderModule;
    const readJson = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(options.webDist, file), 'utf8')) as Record<
        string,
        unknown
      >;
    const strings = { en: readJson('assets/i18n/en.json'), te: readJson('assets/i18n/te.json') };
    return new PageRenderer(options, module, fs.readFileSync(index, 'utf8'), strings);
  }

  /** Drops every kept page (an article was created, changed or deleted). */
  clear(): void {
    this.cache.clear();
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const lang = cookieValue(request.cookies.lang, ['en', 'te'] as const);
    const theme = cookieValue(request.cookies.theme, ['dark', 'light'] as const);
    const key = `${lang ?? '-'}|${theme ?? '-'}|${readerAddress(request.url)}`;
    const now = Date.now();
    let page = this.cache.get(key);
    if (page && page.expires <= now) {
      // Past its time: this reader still gets it at once, and one rendering replaces it, unless
      // it is so old that the news on it may have moved on.
      const renewal = this.renderOnce(key, request, reply, lang, theme);
      if (page.expires + this.options.cacheTtlMs * STALE_FACTOR > now) {
        renewal.catch((err: unknown) => this.options.log.error({ err }, 'page rendering failed'));
      } else {
        page = await renewal;
      }
    } else if (!page) {
      try {
        page = await this.renderOnce(key, request, reply, lang, theme);
      } catch (err) {
        // A fault in the renderer: the reader still gets the site, rendered by the browser.
        request.log.error({ err }, 'page rendering failed');
        return reply
          .code(500)
          .header('cache-control', 'no-store')
          .header('content-type', 'text/html; charset=utf-8')
          .send(this.template);
      }
    }
    reply.code(page.status);
    // The page depends on the preference cookies; browsers check back each time.
    reply.header('vary', 'Cookie, Accept-Encoding');
    reply.header('cache-control', page.keep ? 'no-cache' : 'no-store');
    if (page.location) {
      return reply.header('location', page.location).send();
    }
    if (!page.body) return reply.send();
    reply.header('content-type', 'text/html; charset=utf-8');
    const accepts = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepts)) {
      return reply.header('content-encoding', 'br').send(page.body.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      return reply.header('content-encoding', 'gzip').send(page.body.gzip);
    }
    return reply.send(page.body.identity);
  }

  private renderOnce(
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Language | null,
    theme: Theme | null,
  ): Promise<Rendered> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.render(readerAddress(request.url), request, reply, lang, theme)
        .then((page) => {
          if (page.keep && this.options.cacheTtlMs > 0 && request.url.length <= CACHE_URL_MAX) {
            this.cache.delete(key);
            this.cache.set(key, page);
            while (this.cache.size > CACHE_ENTRIES) {
              this.cache.delete(this.cache.keys().next().value!);
            }
          }
          return page;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async render(
    url: string,
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Language | null,
    theme: Theme | null,
  ): Promise<Rendered> {
    const expires = Date.now() + this.options.cacheTtlMs;
    const result = await this.module.render({
      url,
      origin: this.options.siteUrl,
      lang,
      theme,
      template: this.template,
      strings: this.strings,
      schema: this.options.schema,
      context: () => this.options.readerContext(request, reply),
    });
    const keep = result.status < 500;
    if (!result.html) return { status: result.status, location: result.location, keep, expires };
    const identity = Buffer.from(result.html, 'utf8');
    const [gzip, br] = await Promise.all([
      gzipAsync(identity, { level: 6 }),
      brotliAsync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]);
    return { status: result.status, body: { identity, gzip, br }, keep, expires };
  }
}
