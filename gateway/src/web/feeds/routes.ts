/*
 * What crawlers and feed readers ask for: robots.txt, the sitemaps (every article and author page, and Google
 * News' last 48 hours) and RSS feeds per edition and category. Everything is the readers' view
 * (no token: drafts, articles in review and scheduled ones never appear), built from the REST
 * API's article lists and kept in the reader cache for a minute per address (dropped at once when
 * an article on them changes, and when a scheduled story comes out), so a crawler cannot turn its
 * requests into as many calls to the api.
 */
import { ArticleSort, type Language } from '@news/contract';
import type { CacheCounters } from '@news/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { articleTag, EVERY_ARTICLE, LISTS, listTag, userTag } from '../../cache-tags.js';
import { ReaderCache } from '../../reader-cache/reader-cache.js';
import { NextScheduled, type RestClient } from '../../upstream.js';
import { TEXT, time, untilOf, type Document, type Listed } from './documents.js';
import { keptValues } from './kept.js';
import { listArticles } from './list.js';
import { categoryParam, editionParam, pageParam } from './parameters.js';
import { rssFeed } from './rss.js';
import { serveDocument } from './serve.js';
import { readFeedText, type FeedText } from './strings.js';
import { newsSitemap, sitemap } from './sitemaps.js';

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
  /** The interface strings the feeds name things with (the web client's, by default). */
  i18nDir?: string;
}

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_MAX_URLS = 50_000;
/** Google News takes articles of the last two days, at most 1000 per sitemap. */
const NEWS_WINDOW_MS = 48 * 3600_000;
const NEWS_MAX = 1000;
/** Items in one RSS feed. */
const FEED_ITEMS = 30;
/** How long a built document is kept, and what caches in front are told to keep it. */
const FEED_KEPT_MS = 60_000;
/** Documents kept at once; the oldest goes first when it is full. */
const CACHE_ENTRIES = 200;

/** robots.txt: everything but the staff screens and the API, and where the sitemaps are. */
const robots = (site: string): Document => ({
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
});

/** The feed of the request's edition and category, and the entities it shows. */
async function feedFor(
  rest: RestClient,
  site: string,
  request: FastifyRequest,
  now: number,
  text: Record<Language, FeedText>,
) {
  const edition = editionParam(request);
  const category = categoryParam(request);
  const schedule = new NextScheduled();
  const articles = await listArticles(
    rest,
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
    ...articles.flatMap((a) => (typeof a.author?.id === 'number' ? [userTag(a.author.id)] : [])),
  ];
  return {
    ...rssFeed(site, edition, category, articles, now, text),
    tags: [...new Set(tags)],
    ...untilOf(schedule.until),
  };
}

/** Google News' sitemap: the newest articles published within its window. */
async function newsSitemapFor(rest: RestClient, site: string, now: number) {
  const since = now - NEWS_WINDOW_MS;
  const schedule = new NextScheduled();
  const articles = await listArticles(
    rest,
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
}

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
  const ttl = options.cacheMs ?? FEED_KEPT_MS;
  const keptSeconds = Math.floor(ttl / 1000);
  const sitemapMax = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const text = readFeedText(options.i18nDir);
  const readerCache = options.readerCache ?? new ReaderCache({ log: app.log });
  const documents = keptValues<Document>(readerCache, 'feeds', CACHE_ENTRIES, ttl, options.cache);
  // Every published article, shared by the sitemap and its parts.
  const lists = keptValues<Listed>(readerCache, 'feed-lists', 4, ttl);
  const allPublished = () =>
    lists(
      'all',
      async () => {
        const schedule = new NextScheduled();
        const articles = await listArticles(
          rest,
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

  const robotsTxt = robots(site);
  app.get(
    '/robots.txt',
    serveDocument(
      documents,
      keptSeconds,
      'robots.txt',
      () => 'robots',
      async () => robotsTxt,
    ),
  );
  app.get(
    '/sitemap.xml',
    serveDocument(
      documents,
      keptSeconds,
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
    serveDocument(
      documents,
      keptSeconds,
      'the news sitemap',
      () => 'news-sitemap',
      () => newsSitemapFor(rest, site, now()),
    ),
  );
  app.get(
    '/feed.xml',
    serveDocument(
      documents,
      keptSeconds,
      'the feed',
      (request) => `feed:${editionParam(request) ?? ''}:${categoryParam(request) ?? ''}`,
      (request) => feedFor(rest, site, request, now(), text),
    ),
  );
}
