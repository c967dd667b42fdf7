/** The RSS 2.0 feeds, per edition and category, written by the feed package. */
import { articleIdPath, Language, type Category } from '@news/contract';
import { Feed, type Enclosure, type Extension } from 'feed';
import {
  absoluteUrl,
  changedAt,
  feedArticleUrl,
  newest,
  RSS,
  time,
  type Built,
  type ListedArticle,
} from './documents.js';
import type { FeedText } from './strings.js';
import { forAttribute, forCdata, forText } from './xml.js';

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

/** One article as a feed item, or none when it has no publication time. */
function addItem(
  feed: Feed,
  site: string,
  article: ListedArticle,
  text: Record<Language, FeedText>,
): void {
  const published = time(article.publishedAt);
  if (published === undefined) return;
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
    link: feedArticleUrl(site, article),
    // The id's address stays the same when the headline (and so the slug) changes.
    guid: forText(`${site}${articleIdPath(article.id)}`),
    date: new Date(published),
    published: new Date(published),
    description: forCdata(summary),
    ...(article.category
      ? { category: [{ name: forText(text[article.language].category[article.category]) }] }
      : {}),
    ...(image?.enclosure ? { enclosure: image.enclosure } : {}),
    extensions,
  });
}

/** The RSS 2.0 feed of the newest articles of an edition (or both) and a category (or all). */
export function rssFeed(
  site: string,
  edition: Language | undefined,
  category: Category | undefined,
  articles: ListedArticle[],
  builtAt: number,
  texts: Record<Language, FeedText>,
): Built {
  const language = edition ?? Language.EN;
  const text = texts[language];
  const title = [
    text.brand,
    ...(edition ? [text.edition] : []),
    ...(category ? [text.category[category]] : []),
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
  for (const article of articles) addItem(feed, site, article, texts);
  return { status: 200, type: RSS, body: feed.rss2() };
}
