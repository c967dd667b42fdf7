/*
 * What crawlers and feed readers ask for: robots.txt, the sitemaps (every article and author page, and Google
 * News' last 48 hours) and RSS feeds per edition and category. Everything is the readers' view
 * (no token: drafts, articles in review and scheduled ones never appear), built from the REST
 * API's article lists and kept in the reader cache for a minute per address (dropped at once when
 * an article on them changes, and when a scheduled story comes out), so a crawler cannot turn its
 * requests into as many calls to the api.
 */
import {
  articleSlug,
  ArticleSort,
  CATEGORIES,
  Language,
  LIMITS,
  type ArticleField,
  type Category,
  type RestArticle,
  type RestPage,
} from '@news/contract';
import type { CacheCounters } from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Feed, type Enclosure, type Extension } from 'feed';
import { articleTag, EVERY_ARTICLE, LISTS, listTag, userTag } from '../cache-tags.js';
import { jsonCodec, ReaderCache, secondsToKeep, type Ticket } from '../reader-cache.js';
import { NextScheduled, type RestClient } from '../upstream.js';

export interface FeedRouteOptions {
  /** The site's public origin, such as `https://news.example` (no trailing slash). */
  siteUrl: string;
  /** How long a built document is kept and served again (default 60 s). */
  cacheMs?: number;
  /** Most addresses in one sitemap file (default 50,000, the protocol's limit); more make an index. */
  sitemapMaxUrls?: number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
  /** Told of each document served from memory or built (the gateway's metrics). */
  cache?: CacheCounters;
  /** Where documents are kept: the gateway's reader cache, else one of their own in memory. */
  readerCache?: ReaderCache;
}

/** The articles the sitemaps and feeds need, as the api's list sends them. */
type ListedArticle = Pick<RestArticle, 'id' | 'title' | 'language' | 'publishedAt'> &
  Partial<RestArticle>;

/** One answer, built once and served from the reader cache for a while. */
interface Document {
  status: number;
  type: string;
  body: string;
  /** The entities it shows (cache-tags.ts). */
  tags: string[];
  /** When a scheduled story comes out that may change it (ms since the epoch). */
  until?: number;
}

/** A document as built, before the reader cache knows what it shows. */
type Built = Omit<Document, 'tags'>;

/** Articles as listed, and when a scheduled story may join them. */
interface Listed {
  articles: ListedArticle[];
  until?: number;
}

/** The `until` of a value kept, when there is one. */
const untilOf = (until: number | undefined) => (until !== undefined ? { until } : {});

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
/** How long browsers and caches in front keep a document, in seconds. */
const MAX_AGE = 300;

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_MAX_URLS = 50_000;
/** Google News takes articles of the last two days, at most 1000 per sitemap. */
const NEWS_WINDOW_MS = 48 * 3600_000;
const NEWS_MAX = 1000;
/** Items in one RSS feed. */
const FEED_ITEMS = 30;
/** Documents kept at once; the oldest goes first when it is full. */
const CACHE_ENTRIES = 200;
/** The largest sitemap part number accepted in `?page=` (50 million articles). */
const SITEMAP_PAGE_MAX = 1000;

/** The Google News publication name, the same for both editions. */
const PUBLICATION_NAME = 'News Today';

/** What a feed says about itself, in each edition's language (web/public/assets/i18n). */
const EDITION_TEXT: Record<Language, { brand: string; edition: string; latest: string }> = {
  en: { brand: 'News Today', edition: 'English edition', latest: 'Latest News' },
  te: { brand: 'నేటి వార్తలు', edition: 'తెలుగు ఎడిషన్', latest: 'తాజా వార్తలు' },
};
const CATEGORY_TEXT: Record<Language, Record<Category, string>> = {
  en: Object.fromEntries(CATEGORIES.map((c) => [c, c])) as Record<Category, string>,
  te: {
    Politics: 'రాజకీయాలు',
    Sports: 'క్రీడలు',
    Entertainment: 'వినోదం',
    Business: 'వ్యాపారం',
    Technology: 'సాంకేతికం',
    Environment: 'పర్యావరణం',
    Announcement: 'ప్రకటనలు',
  },
};

const EDITIONS = Object.values(Language);
const isLanguage = (value: string): value is Language => EDITIONS.some((e) => e === value);

const DC_NS = 'http://purl.org/dc/elements/1.1/';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';

/** Photo formats by file extension, for an image given as an address. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The width of the image a feed item carries (the link-preview size). */
const FEED_IMAGE_WIDTH = 1200;

// ---------------------------------------------------------------------------------------------
// XML text

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** Text or an attribute value, escaped for XML. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/*
 * The feed package writes its XML with xml-js, which has three quirks this file works around:
 * text (`_text`) has any `&amp;` turned back into `&` before it is escaped, so a literal `&amp;`
 * would lose its `amp;` unless its `&` is escaped first; attributes have only `"` escaped; and
 * CDATA sections have only their first `]]>` split. Every string given to the package goes
 * through one of these.
 */
const forText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;');
const forAttribute = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
function forCdata(text: string): string {
  // xml-js splits the first `]]>` itself; the later ones are split here.
  const [first = '', ...rest] = text.replace(NOT_XML, '').split(']]>');
  return rest.length === 0 ? first : `${first}]]>${rest.join(']]]]><![CDATA[>')}`;
}

// ---------------------------------------------------------------------------------------------
// Addresses and dates

/** An article's canonical address: `/news/{id}/{slug}`, the slug percent-encoded (UTF-8). */
export const articleUrl = (siteUrl: string, article: { id: number; title: string }) =>
  `${siteUrl}/news/${article.id}/${encodeURIComponent(articleSlug(article.title))}`;

/** A W3C datetime in UTC to the second (`2026-11-21T09:30:00Z`). */
const w3c = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const time = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? undefined : ms;
};

/** When an article last changed for readers: its last edit, or its publication if later. */
function changedAt(article: ListedArticle): number | undefined {
  const times = [time(article.updatedAt), time(article.publishedAt)].filter(
    (t): t is number => t !== undefined,
  );
  return times.length > 0 ? Math.max(...times) : undefined;
}

const newest = (times: (number | undefined)[]) => {
  const known = times.filter((t): t is number => t !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
};

/** An absolute http(s) address for an image address (a path on this site or a URL), or null. */
function absoluteUrl(siteUrl: string, address: string | null | undefined): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The cache

/**
 * Values kept in the reader cache under `space`. A value being built is shared by everyone in
 * this process who asks meanwhile; one that fails is not kept, so the next request tries again.
 */
function keptValues<T>(
  cache: ReaderCache,
  space: string,
  max: number,
  ttlMs: number,
  counters?: CacheCounters,
) {
  const kept = cache.space<T>(space, jsonCodec<T>(), max, counters);
  const building = new Map<string, { value: Promise<T>; ticket: Ticket }>();
  return async (
    key: string,
    build: () => Promise<T>,
    keep: (value: T) => string[] | null,
    until: (value: T) => number | undefined,
  ): Promise<T> => {
    const found = kept.peek(key) ?? (await kept.get(key));
    if (found !== undefined) {
      counters?.hit();
      return found;
    }
    counters?.miss();
    // One begun before a purge may show what the purge dropped: then a new one is built.
    const underWay = building.get(key);
    if (underWay && cache.isCurrent(underWay.ticket)) return underWay.value;
    const ticket: Ticket = cache.ticket();
    const value = build().then((built) => {
      const tags = keep(built);
      if (tags) kept.set(key, built, tags, ttlMs, ticket, until(built));
      return built;
    });
    const settled = value.finally(() => {
      if (building.get(key)?.value === value) building.delete(key);
    });
    settled.catch(() => undefined);
    building.set(key, { value, ticket });
    return value;
  };
}

// ---------------------------------------------------------------------------------------------
// Query parameters

class BadParameter extends Error {}

/** A query parameter given once, or undefined when absent or empty. */
function param(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadParameter(`Give the ${name} parameter only once.`);
  return value;
}

/** `?edition=en|te` (`all`, empty or left out: both editions). */
function editionParam(request: FastifyRequest): Language | undefined {
  const value = param(request, 'edition')?.toLowerCase();
  if (value === undefined || value === 'all') return undefined;
  if (isLanguage(value)) return value;
  throw new BadParameter(
    `The edition parameter must be ${EDITIONS.join(' or ')} (or left out for both editions).`,
  );
}

/** `?category=Sports`, as the home page's address spells it (any case). */
function categoryParam(request: FastifyRequest): Category | undefined {
  const value = param(request, 'category')?.toLowerCase();
  if (value === undefined) return undefined;
  const category = CATEGORIES.find((c) => c.toLowerCase() === value);
  if (category) return category;
  throw new BadParameter(
    `The category parameter must be one of ${CATEGORIES.join(', ')} (or left out for all).`,
  );
}

/** `?page=N` of a sitemap split into parts. */
function pageParam(request: FastifyRequest): number | undefined {
  const value = param(request, 'page');
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > SITEMAP_PAGE_MAX) {
    throw new BadParameter(
      `The page parameter must be a whole number from 1 to ${SITEMAP_PAGE_MAX}.`,
    );
  }
  return Number(value);
}

// ---------------------------------------------------------------------------------------------
// The routes

/**
 * `/robots.txt`, `/sitemap.xml` (`?page=N` when split), `/news-sitemap.xml` and `/feed.xml`
 * (`?edition=en|te`, `?category=Sports`), for GET and HEAD.
 */
export function feedRoutes(
  app: FastifyInstance,
  rest: RestClient,
  options: FeedRouteOptions,
): void {
  const site = options.siteUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const ttl = options.cacheMs ?? 60_000;
  const sitemapMax = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const readerCache = options.readerCache ?? new ReaderCache({ log: app.log });
  const documents = keptValues<Document>(readerCache, 'feeds', CACHE_ENTRIES, ttl, options.cache);
  // Every published article, shared by the sitemap and its parts.
  const lists = keptValues<Listed>(readerCache, 'feed-lists', 4, ttl);

  /**
   * Pages of `GET /Articles` (readers' view) until `limit` articles or the last page. Each call
   * has the REST client's deadline; the pages are one per thousand articles (about a fifth of a
   * second each), and the minute's cache shares one build among every request that comes
   * meanwhile. `schedule` is told when a scheduled story may join them.
   */
  async function listArticles(
    fields: readonly ArticleField[],
    query: { Language?: Language; Filter?: Category; SortBy: string },
    limit: number,
    schedule: NextScheduled,
  ): Promise<ListedArticle[]> {
    const pageSize = Math.min(limit, LIMITS.pageSizeMax);
    const found = new Map<number, ListedArticle>();
    for (let page = 1; page <= LIMITS.pageMax; page++) {
      const answer = await rest.call<RestPage<ListedArticle>>(
        {
          method: 'GET',
          path: 'Articles',
          query: { ...query, Page: page, PageSize: pageSize, Fields: fields.join(',') },
        },
        undefined,
        undefined,
        schedule,
      );
      // An article published while the pages are read may move another to the next page.
      for (const article of answer.data) if (!found.has(article.id)) found.set(article.id, article);
      // A capped count says only that more match than the bound: read on to a short page.
      const last = answer.pagination.totalItemsCapped
        ? answer.data.length < pageSize
        : page >= answer.pagination.totalPages;
      if (found.size >= limit || last || answer.data.length === 0) break;
    }
    return [...found.values()].slice(0, limit);
  }

  const allPublished = () =>
    lists(
      'all',
      async () => {
        const schedule = new NextScheduled();
        const articles = await listArticles(
          ['id', 'title', 'updatedAt', 'publishedAt', 'language', 'translationId', 'author'],
          // Oldest first: a new article goes at the end, so the parts before it stay as they were.
          { SortBy: ArticleSort.DATE_ASC },
          Infinity,
          schedule,
        );
        return { articles, ...untilOf(schedule.until) };
      },
      () => [EVERY_ARTICLE, LISTS],
      (listed) => listed.until,
    );

  function serve(
    name: string,
    key: (request: FastifyRequest) => string,
    build: (request: FastifyRequest) => Promise<Built & { tags?: string[] }>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      let doc: Document;
      try {
        const cacheKey = key(request);
        doc = await documents(
          cacheKey,
          async () => {
            const built = await build(request);
            return { ...built, tags: built.tags ?? [EVERY_ARTICLE, LISTS] };
          },
          (built) => (built.status < 500 ? built.tags : null),
          (built) => built.until,
        );
      } catch (err) {
        if (err instanceof BadParameter) {
          doc = { status: 400, type: TEXT, body: `${err.message}\n`, tags: [] };
        } else {
          request.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            `${name} could not be built`,
          );
          doc = {
            status: 503,
            type: TEXT,
            body: 'The news service is not answering right now. Please try again shortly.\n',
            tags: [],
          };
          reply.header('retry-after', '60');
        }
      }
      if (doc.status === 200 && doc.tags.length > 0) {
        reply.header('surrogate-key', doc.tags.join(' '));
      }
      // Kept no longer than until a scheduled story comes out that may change it.
      const maxAge = secondsToKeep(MAX_AGE, doc.until);
      const cacheControl =
        doc.status !== 200 ? 'no-store' : maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache';
      return reply
        .code(doc.status)
        .type(doc.type)
        .header('cache-control', cacheControl)
        .send(doc.body);
    };
  }

  // robots.txt: everything but the staff screens and the API, and where the sitemaps are.
  const robots: Document = {
    tags: [],
    status: 200,
    type: TEXT,
    body: [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /users',
      'Disallow: /graphql',
      'Disallow: /graphiql',
      '',
      `Sitemap: ${site}/sitemap.xml`,
      `Sitemap: ${site}/news-sitemap.xml`,
      '',
    ].join('\n'),
  };
  app.get(
    '/robots.txt',
    serve(
      'robots.txt',
      () => 'robots',
      async () => robots,
    ),
  );

  app.get(
    '/sitemap.xml',
    serve(
      'the sitemap',
      (request) => `sitemap:${pageParam(request) ?? ''}`,
      async (request) => {
        const { articles, until } = await allPublished();
        return { ...sitemap(site, articles, pageParam(request), sitemapMax), ...untilOf(until) };
      },
    ),
  );

  app.get(
    '/news-sitemap.xml',
    serve(
      'the news sitemap',
      () => 'news-sitemap',
      async () => {
        const since = now() - NEWS_WINDOW_MS;
        const schedule = new NextScheduled();
        const articles = await listArticles(
          ['id', 'title', 'language', 'publishedAt'],
          { SortBy: ArticleSort.DATE_DESC },
          NEWS_MAX,
          schedule,
        );
        return {
          ...newsSitemap(
            site,
            articles.filter((a) => (time(a.publishedAt) ?? -Infinity) >= since),
          ),
          ...untilOf(schedule.until),
        };
      },
    ),
  );

  app.get(
    '/feed.xml',
    serve(
      'the feed',
      (request) => `feed:${editionParam(request) ?? ''}:${categoryParam(request) ?? ''}`,
      async (request) => {
        const edition = editionParam(request);
        const category = categoryParam(request);
        const schedule = new NextScheduled();
        const articles = await listArticles(
          [
            'id',
            'title',
            'summary',
            'excerpt',
            'category',
            'language',
            'mediaUrl',
            'image',
            'publishedAt',
            'updatedAt',
            'author',
          ],
          { Language: edition, Filter: category, SortBy: ArticleSort.DATE_DESC },
          FEED_ITEMS,
          schedule,
        );
        const tags = [
          listTag(edition, category),
          ...articles.map((a) => articleTag(a.id)),
          ...articles.flatMap((a) =>
            typeof a.author?.id === 'number' ? [userTag(a.author.id)] : [],
          ),
        ];
        return {
          ...rssFeed(site, edition, category, articles, now()),
          tags: [...new Set(tags)],
          ...untilOf(schedule.until),
        };
      },
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The documents

interface SitemapEntry {
  loc: string;
  lastmod: number | undefined;
  alternates: { hreflang: string; href: string }[];
}

/**
 * The sitemap: each edition's home page, the page of each author with a published article, and
 * every published article, with `hreflang` alternates between an article and its published
 * translation. More than `max` addresses make an index of
 * `?page=N` parts; a part that does not exist is 404.
 */
function sitemap(
  site: string,
  articles: ListedArticle[],
  page: number | undefined,
  max: number,
): Built {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const homes: SitemapEntry[] = EDITIONS.map((language) => ({
    loc: `${site}/home?edition=${language}`,
    lastmod: newest(articles.filter((a) => a.language === language).map(changedAt)),
    alternates: [
      ...EDITIONS.map((other) => ({ hreflang: other, href: `${site}/home?edition=${other}` })),
      { hreflang: 'x-default', href: `${site}/home` },
    ],
  }));
  const byAuthor = new Map<string, ListedArticle[]>();
  for (const article of articles) {
    const username = article.author?.username;
    if (!username) continue;
    const theirs = byAuthor.get(username);
    if (theirs) theirs.push(article);
    else byAuthor.set(username, [article]);
  }
  const authors = [...byAuthor.keys()].sort().map((username): SitemapEntry => ({
    loc: `${site}/author/${encodeURIComponent(username)}`,
    lastmod: newest(byAuthor.get(username)!.map(changedAt)),
    alternates: [],
  }));
  const entries = [
    ...homes,
    ...authors,
    ...articles.map((article): SitemapEntry => {
      const loc = articleUrl(site, article);
      const translation =
        article.translationId === null || article.translationId === undefined
          ? undefined
          : byId.get(article.translationId);
      return {
        loc,
        lastmod: changedAt(article),
        alternates:
          translation && translation.language !== article.language
            ? [
                { hreflang: article.language, href: loc },
                { hreflang: translation.language, href: articleUrl(site, translation) },
              ]
            : [],
      };
    }),
  ];
  const parts = Math.max(1, Math.ceil(entries.length / max));
  if (page !== undefined && page > parts) {
    return { status: 404, type: TEXT, body: `The sitemap has ${parts} part(s).\n` };
  }
  if (parts > 1 && page === undefined) {
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
    lines.push('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (let part = 1; part <= parts; part++) {
      const lastmod = newest(entries.slice((part - 1) * max, part * max).map((e) => e.lastmod));
      lines.push('  <sitemap>');
      lines.push(`    <loc>${escapeXml(`${site}/sitemap.xml?page=${part}`)}</loc>`);
      if (lastmod !== undefined) lines.push(`    <lastmod>${w3c(lastmod)}</lastmod>`);
      lines.push('  </sitemap>');
    }
    lines.push('</sitemapindex>', '');
    return { status: 200, type: XML, body: lines.join('\n') };
  }
  const from = ((page ?? 1) - 1) * max;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  for (const entry of entries.slice(from, from + max)) {
    lines.push('  <url>');
    lines.push(`    <loc>${escapeXml(entry.loc)}</loc>`);
    if (entry.lastmod !== undefined) lines.push(`    <lastmod>${w3c(entry.lastmod)}</lastmod>`);
    for (const { hreflang, href } of entry.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      );
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return { status: 200, type: XML, body: lines.join('\n') };
}

/** Google News: the articles of the last 48 hours, newest first. */
function newsSitemap(site: string, articles: ListedArticle[]): Built {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
  );
  for (const article of articles) {
    const published = time(article.publishedAt);
    if (published === undefined) continue;
    lines.push('  <url>');
    lines.push(`    <loc>${escapeXml(articleUrl(site, article))}</loc>`);
    lines.push('    <news:news>');
    lines.push('      <news:publication>');
    lines.push(`        <news:name>${escapeXml(PUBLICATION_NAME)}</news:name>`);
    lines.push(`        <news:language>${escapeXml(article.language)}</news:language>`);
    lines.push('      </news:publication>');
    lines.push(`      <news:publication_date>${w3c(published)}</news:publication_date>`);
    lines.push(`      <news:title>${escapeXml(article.title)}</news:title>`);
    lines.push('    </news:news>');
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return { status: 200, type: XML, body: lines.join('\n') };
}

/** The image a feed item carries: the uploaded photo's 1200 px file in its own format, else the image address. */
function feedImage(
  site: string,
  article: ListedArticle,
): { enclosure?: Enclosure; media: Extension } | undefined {
  const image = article.image;
  const own = (image?.variants ?? [])
    .filter((v) => v.type === image?.type && v.width <= FEED_IMAGE_WIDTH)
    .sort((a, b) => b.width - a.width)[0];
  const url = absoluteUrl(site, own?.url ?? article.mediaUrl);
  if (!url) return undefined;
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = own?.type ?? IMAGE_TYPES[extension];
  const href = url.href;
  const media: Extension = {
    name: 'media:content',
    objects: {
      _attributes: {
        'xmlns:media': MEDIA_NS,
        url: forAttribute(href),
        medium: 'image',
        ...(type ? { type } : {}),
        ...(own ? { width: own.width, height: own.height } : {}),
      },
    },
  };
  return {
    // RSS 2.0 wants the type and length of an enclosure: the length is known for uploaded photos.
    enclosure: type ? { url: href, type, length: own?.bytes ?? 0 } : undefined,
    media,
  };
}

/** The RSS 2.0 feed of the newest articles of an edition (or both) and a category (or all). */
function rssFeed(
  site: string,
  edition: Language | undefined,
  category: Category | undefined,
  articles: ListedArticle[],
  builtAt: number,
): Built {
  const language = edition ?? Language.EN;
  const text = EDITION_TEXT[language];
  const title = [
    text.brand,
    ...(edition ? [text.edition] : []),
    ...(category ? [CATEGORY_TEXT[language][category]] : []),
  ].join(' — ');
  const query = new URLSearchParams();
  if (edition) query.set('edition', edition);
  if (category) query.set('category', category);
  const search = query.toString() ? `?${query.toString()}` : '';
  const updated = newest(articles.map(changedAt)) ?? builtAt;
  const feed = new Feed({
    id: `${site}/feed.xml${search}`,
    title: forText(title),
    description: forText(`${text.latest} · ${title}`),
    link: `${site}/home${search}`,
    feedLinks: { rss: `${site}/feed.xml${search}` },
    ...(edition ? { language: edition } : {}),
    updated: new Date(updated),
    ttl: 5,
    generator: false,
  });
  for (const article of articles) {
    const published = time(article.publishedAt);
    if (published === undefined) continue;
    const summary = article.summary?.trim() ? article.summary : (article.excerpt ?? '');
    const image = feedImage(site, article);
    const extensions: Extension[] = [];
    if (article.author?.name) {
      extensions.push({
        name: 'dc:creator',
        objects: { _attributes: { 'xmlns:dc': DC_NS }, _text: forText(article.author.name) },
      });
    }
    if (image) extensions.push(image.media);
    feed.addItem({
      title: forCdata(article.title),
      link: articleUrl(site, article),
      // The id's address stays the same when the headline (and so the slug) changes.
      guid: forText(`${site}/news/${article.id}`),
      date: new Date(published),
      published: new Date(published),
      description: forCdata(summary),
      ...(article.category
        ? { category: [{ name: forText(CATEGORY_TEXT[article.language][article.category]) }] }
        : {}),
      ...(image?.enclosure ? { enclosure: image.enclosure } : {}),
      extensions,
    });
  }
  return { status: 200, type: RSS, body: feed.rss2() };
}
