/*
 * How the gateway's render threads ask the web client's server build (web/src/ssr/entry-server)
 * for a reader page: the one call between them, loaded from the build at run time.
 */
import type { Theme } from './cookies.js';
import type { Language } from './facts.js';

/** One reader page to render; `Schema` is graphql's `GraphQLSchema` on both sides. */
export interface ReaderRenderRequest<Schema> {
  /** The path and query string asked for, in its canonical form (`readerAddress`). */
  url: string;
  /** The site's public origin (`https://news.example`), for absolute addresses in the head. */
  origin: string;
  /** The reader's interface language from the `lang` cookie; null when none was chosen. */
  lang: Language | null;
  /** The reader's theme from the `theme` cookie; null when none was chosen. */
  theme: Theme | null;
  /** The built reader.html: the page's frame, with its scripts. */
  template: string;
  /** The interface strings of each language. */
  strings: Record<Language, Record<string, unknown>>;
  /** The GraphQL schema, executed in process, and the context of a reader (no session). */
  schema: Schema;
  context: () => object;
  /** When the page is rendered (ms since the epoch); now when left out. */
  now?: number;
  /** The newsroom's IANA zone (NEWSROOM_TIME_ZONE), whose clock the page writes; Asia/Kolkata when left out. */
  timeZone?: string;
  /** A staff preview: the page as the account's token reads it, perhaps of a story not out yet. */
  preview?: boolean;
}

export interface ReaderRenderResult {
  status: number;
  /** With a 301/302: where to. */
  location?: string;
  html?: string;
}
