import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** One alternate address of a page (`<link rel="alternate" hreflang>`). */
export interface Alternate {
  /** `en`, `te` or `x-default`. */
  hrefLang: string;
  /** A path on this site (`/news/12/slug`, `/home?edition=te`); the server makes it absolute. */
  href: string;
}

/** A feed the page offers (`<link rel="alternate" type="application/rss+xml">`). */
export interface FeedLink {
  title: string;
  /** A path on this site: `/feed.xml`, `/feed.xml?edition=te&category=Sports`. */
  href: string;
}

/** What a page says about itself to search engines and link previews. */
export interface HeadData {
  /** The page's own title; the brand is added after it (`Title | News Today`). Omit for the brand alone. */
  title?: string;
  /** The meta description (an article's summary). */
  description?: string;
  /** The canonical path of this page (no origin). */
  canonical?: string;
  alternates?: Alternate[];
  feeds?: FeedLink[];
  /** Staff screens, errors and search results: kept out of search engines. */
  noindex?: boolean;
  /** Open Graph (and Twitter card) facts; `type` is `website` unless an article. */
  og?: {
    type: 'website' | 'article';
    /** A path on this site or an absolute http(s) address: a raster picture, 1200 px wide where known. */
    image?: string;
    imageWidth?: number;
    imageHeight?: number;
    /** Its MIME type (`image/jpeg`). */
    imageType?: string;
    imageAlt?: string;
    /** `en_IN` or `te_IN`. */
    locale: 'en_IN' | 'te_IN';
    alternateLocale?: 'en_IN' | 'te_IN';
    publishedTime?: string;
    modifiedTime?: string;
    section?: string;
  };
  /** Structured data (schema.org), written as `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
  /** The HTTP status the server answers with (404 for an article that does not exist). */
  status?: number;
  /** The server answers with a redirect to this path (an article's address without or with an outdated slug). */
  redirect?: string;
  /** 301 (the default: the address moved for good) or 302 (a page past the end of a list). */
  redirectStatus?: 301 | 302;
}

/** The picture link previews show for a page without a raster picture of its own: the brand's. */
export const SITE_SHARE_IMAGE = {
  url: '/share.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

/** Where the server collects what the page rendered in `<PageHead>`; null in the browser. */
export interface HeadCollector {
  set(head: HeadData): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** A collector that keeps the last head rendered (the server's, and tests'). */
export function createHeadCollector(): HeadCollector & { head: HeadData } {
  const collector = {
    head: {} as HeadData,
    set(head: HeadData) {
      collector.head = head;
    },
  };
  return collector;
}

/**
 * What the page tells the document head. On the server the last `<PageHead>` rendered wins and the
 * gateway writes its tags into the HTML; in the staff app it keeps the tab title and description
 * current as the reader moves between screens.
 */
export function PageHead(head: HeadData): null {
  const collector = useContext(HeadCollectorContext);
  const { t } = useTranslation();
  const brand = t('app.brand');
  const title = head.title ? `${head.title} | ${brand}` : brand;
  collector?.set({ ...head, title });
  const { description } = head;
  useEffect(() => {
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
  return null;
}
