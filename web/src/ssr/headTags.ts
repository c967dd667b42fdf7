import type { HeadData } from '../shared/head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A path on this site made absolute (its Telugu letters percent-encoded, as an address must carry
 * them); an absolute http(s) address as it is.
 */
export function absolute(href: string, origin: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? `${origin}${encodeURI(href)}` : href;
}

/** The structured-data properties that hold addresses. */
const ADDRESS_KEYS = new Set(['image', 'url', 'mainEntityOfPage', '@id', 'logo']);

/** Every address in structured data that is a path on this site, made absolute. */
function absoluteJson(value: unknown, origin: string, address = false): unknown {
  if (typeof value === 'string') return address ? absolute(value, origin) : value;
  if (Array.isArray(value)) return value.map((v) => absoluteJson(v, origin, address));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, absoluteJson(v, origin, ADDRESS_KEYS.has(k))]),
    );
  }
  return value;
}

const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's head: title, description, canonical, alternates, feeds, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: HeadData, origin: string, preloads: string[] = []): string {
  const tags: string[] = [...preloads];
  const meta = (attr: 'name' | 'property', key: string, content: string | number | undefined) => {
    if (content !== undefined && content !== '')
      tags.push(`<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`);
  };
  tags.push(`<title>${escapeHtml(head.title ?? '')}</title>`);
  meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonical, origin))}">`);
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hrefLang)}" href="${escapeHtml(absolute(alternate.href, origin))}">`,
    );
  }
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(feed.href, origin))}">`,
    );
  }
  const og = head.og;
  if (og) {
    meta('property', 'og:type', og.type);
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', absolute(head.canonical, origin));
    meta('property', 'og:locale', og.locale);
    meta('property', 'og:locale:alternate', og.alternateLocale);
    if (og.image) {
      meta('property', 'og:image', absolute(og.image, origin));
      meta('property', 'og:image:width', og.imageWidth);
      meta('property', 'og:image:height', og.imageHeight);
      meta('property', 'og:image:type', og.imageType);
      meta('property', 'og:image:alt', og.imageAlt);
    }
    meta('property', 'article:published_time', og.publishedTime);
    meta('property', 'article:modified_time', og.modifiedTime);
    meta('property', 'article:section', og.section);
    meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
    if (og.image) {
      meta('name', 'twitter:image', absolute(og.image, origin));
      meta('name', 'twitter:image:alt', og.imageAlt);
    }
  }
  if (head.jsonLd) {
    tags.push(
      `<script type="application/ld+json">${jsonInScript(absoluteJson(head.jsonLd, origin))}</script>`,
    );
  }
  return tags.join('');
}
