import { IMAGE_ID_PATTERN, LIMITS } from '../../domain.js';
import type { RestArticleBody, RestArticlePhoto } from '@news/contract';
import { badInput } from '../../lib/errors.js';
import { characterCount, normaliseText } from '../../lib/text.js';
import { bodyInput, type BodyInput } from './body.js';

/** The fields the api takes as the wire sends them (with the article's photo fields). */
type AsSent =
  | 'category'
  | 'language'
  | 'summary'
  | 'lead'
  | 'translationId'
  | 'status'
  | keyof RestArticlePhoto;

/** The fields only an update sends. */
interface UpdateOnly {
  /** On update: the `updatedAt` the client read; a change made since refuses this one (409). */
  updatedAt?: string;
  /** On update: the form's own save of a draft (words only; see AUTOSAVE_MERGE_MINUTES). */
  autosave?: boolean;
}

/** `POST /Articles` and `PATCH /Articles/{id}` as sent (schemas/articles.ts). */
export interface ArticleBody extends Omit<RestArticleBody, 'body'>, UpdateOnly {
  /** A RichDocument, checked by `bodyInput`. */
  body?: unknown;
}

/**
 * An article's fields as a create or an update sends them, checked and in their stored form;
 * undefined leaves a field as it is (or, on create, as a new article has it), null clears it.
 */
export interface ArticleWrite extends Pick<RestArticleBody, AsSent>, UpdateOnly {
  /** NFC, trimmed. */
  title?: string;
  /** The body sent (`body`, checked, or `content` made into paragraphs), with its plain text. */
  written?: BodyInput;
  /** Whether `written` came as a document (`body`) rather than as text (`content`). */
  bodySent: boolean;
  /** In normal form (normaliseMediaUrl). */
  mediaUrl?: string;
  /** yyyy-mm-dd, the article date (rules/dates.ts). */
  date?: string;
  /** ISO 8601 in UTC; null: now. */
  publishAt?: string | null;
}

const NOT_A_MEDIA_URL =
  'mediaUrl must be an http(s) URL or a path on this site: http:// or https:// followed by a host, or a single / followed by the path';

/** A stand-in origin for resolving a path on this site; never stored. */
const SITE = 'http://site.invalid';

/** A host as URL writes it (lowercase, punycode): names and IPv4, or an IPv6 literal. */
const HOST = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/;

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * A link the site can show as an image, in a normal form: an absolute http(s) URL without
 * credentials, written with `//` and a host (URL.href), or a path on this site with `..`
 * resolved (pathname, query and fragment). Either way quotes, spaces, `<` and `>` come out
 * percent-encoded, so the stored value cannot break out of an HTML attribute. Backslashes,
 * tabs and newlines are refused: URL parsers read `/\host` as `//host` (another site) and
 * drop tabs and newlines silently.
 */
export function normaliseMediaUrl(value: string): string {
  const raw = value.trim();
  // No image yet, which only a draft may be saved with.
  if (raw === '') return '';
  if (/[\\\t\n\r]/.test(raw)) throw badInput('mediaUrl', NOT_A_MEDIA_URL);
  let normalised: string;
  if (/^\/(?!\/)/.test(raw)) {
    const url = parseUrl(raw, SITE);
    // Resolving dot segments can leave `//host/...`, which a browser reads as another site.
    if (url?.origin !== SITE || url.pathname.startsWith('//')) {
      throw badInput('mediaUrl', NOT_A_MEDIA_URL);
    }
    normalised = url.pathname + url.search + url.hash;
  } else if (/^https?:\/\/[^/]/i.test(raw)) {
    const url = parseUrl(raw);
    if (!url || !HOST.test(url.hostname)) throw badInput('mediaUrl', NOT_A_MEDIA_URL);
    if (url.username || url.password) {
      throw badInput('mediaUrl', 'mediaUrl must be an http(s) URL without a user name or password');
    }
    normalised = url.href;
  } else {
    throw badInput('mediaUrl', NOT_A_MEDIA_URL);
  }
  // URL leaves ' and ` as they are in paths and fragments.
  normalised = normalised.replace(/'/g, '%27').replace(/`/g, '%60');
  if (normalised.length > LIMITS.mediaUrlMax) {
    throw badInput('mediaUrl', `mediaUrl must be at most ${LIMITS.mediaUrlMax} characters`);
  }
  return normalised;
}

/** An uploaded photo's id as sent: the form POST /Media answers. */
function imageId(value: string): string {
  if (!IMAGE_ID_PATTERN.test(value)) {
    throw badInput(
      'imageId',
      'imageId must be the id POST /Media answered: 32 hex digits (0-9, a-f)',
    );
  }
  return value;
}

/**
 * Alt text, caption, credit or written summary: trimmed, NFC; null or empty clears it;
 * undefined leaves it.
 */
function optionalText(
  field: 'imageAlt' | 'imageCaption' | 'imageCredit' | 'summary',
  value: string | null | undefined,
): string | null | undefined {
  if (value === undefined || value === null) return value;
  const normalised = normaliseText(value);
  const max = {
    imageAlt: LIMITS.imageAltMax,
    imageCaption: LIMITS.imageCaptionMax,
    imageCredit: LIMITS.imageCreditMax,
    summary: LIMITS.summaryMax,
  }[field];
  // Counted as the schema counts (code points): an emoji is one character, not two.
  if (characterCount(normalised) > max) {
    throw badInput(field, `${field} must be at most ${max} characters`);
  }
  return normalised === '' ? null : normalised;
}

/** An ISO 8601 time with its offset, from year 1900 to 9999. */
function publishTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    throw badInput('publishAt', 'publishAt must be an ISO 8601 date and time with an offset');
  }
  const year = new Date(time).getUTCFullYear();
  if (year < 1900 || year > 9999) {
    throw badInput('publishAt', 'publishAt must be between the years 1900 and 9999');
  }
  return new Date(time).toISOString();
}

/** Only the fields sent: an absent one stays absent, never `undefined` under its name. */
const sent = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

/**
 * A create's or an update's body, checked field by field (each refusal naming its field), in
 * the order a create always checked them: the photo, its description, the body, the address.
 */
export function articleWrite(body: ArticleBody): ArticleWrite {
  const photo = typeof body.imageId === 'string' ? imageId(body.imageId) : body.imageId;
  const imageAlt = optionalText('imageAlt', body.imageAlt);
  const written = bodyInput(body);
  const mediaUrl = body.mediaUrl === undefined ? undefined : normaliseMediaUrl(body.mediaUrl);
  return {
    ...sent({
      title: body.title === undefined ? undefined : normaliseText(body.title),
      written,
      category: body.category,
      language: body.language,
      mediaUrl,
      imageId: photo,
      imageAlt,
      imageCaption: optionalText('imageCaption', body.imageCaption),
      imageCredit: optionalText('imageCredit', body.imageCredit),
      summary: optionalText('summary', body.summary),
      lead: body.lead,
      date: body.date,
      translationId: body.translationId,
      status: body.status,
      publishAt: typeof body.publishAt === 'string' ? publishTime(body.publishAt) : body.publishAt,
      updatedAt: body.updatedAt,
      autosave: body.autosave,
    }),
    bodySent: body.body !== undefined,
  };
}
