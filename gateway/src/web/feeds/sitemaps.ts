/** The sitemap (every article and author page, split into parts past a bound) and Google News'. */
import {
  feedArticleUrl,
  changedAt,
  EDITIONS,
  newest,
  TEXT,
  time,
  w3c,
  XML,
  type Built,
  type ListedArticle,
} from './documents.js';
import { escapeXml } from './xml.js';

/** The Google News publication name, the same for both editions. */
const PUBLICATION_NAME = 'News Today';

interface SitemapEntry {
  loc: string;
  lastmod: number | undefined;
  alternates: { hreflang: string; href: string }[];
}

/**
 * Each edition's home page, the page of each author with a published article, and every
 * published article, with `hreflang` alternates between an article and its published translation.
 */
function sitemapEntries(site: string, articles: ListedArticle[]): SitemapEntry[] {
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
  return [
    ...homes,
    ...authors,
    ...articles.map((article): SitemapEntry => {
      const loc = feedArticleUrl(site, article);
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
                { hreflang: translation.language, href: feedArticleUrl(site, translation) },
              ]
            : [],
      };
    }),
  ];
}

/** The index of a sitemap's `?page=N` parts. */
function sitemapIndex(site: string, entries: SitemapEntry[], parts: number, max: number): Built {
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

/**
 * The sitemap (`sitemapEntries`). More than `max` addresses make an index of `?page=N` parts; a
 * part that does not exist is 404.
 */
export function sitemap(
  site: string,
  articles: ListedArticle[],
  page: number | undefined,
  max: number,
): Built {
  const entries = sitemapEntries(site, articles);
  const parts = Math.max(1, Math.ceil(entries.length / max));
  if (page !== undefined && page > parts) {
    return { status: 404, type: TEXT, body: `The sitemap has ${parts} part(s).\n` };
  }
  if (parts > 1 && page === undefined) return sitemapIndex(site, entries, parts, max);
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
export function newsSitemap(site: string, articles: ListedArticle[]): Built {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
  );
  for (const article of articles) {
    const published = time(article.publishedAt);
    if (published === undefined) continue;
    lines.push('  <url>');
    lines.push(`    <loc>${escapeXml(feedArticleUrl(site, article))}</loc>`);
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
