import {
  ARTICLE_FIELDS,
  type Article,
  type ArticleField,
  type Category,
  LIMITS,
  type Page,
  type User,
} from '../../domain.js';
import { articleTimestamp, dateIn } from '../../lib/dates.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { queryTerms } from '../../lib/search.js';
import { parseSortBy } from '../../lib/sort.js';
import { normaliseText, pageOf, paging } from '../../lib/text.js';
import type { ArticleChanges, ArticleRepository, ArticleSortField } from './repository.js';

export interface ListArticlesInput {
  Page?: number | undefined;
  PageSize?: number | undefined;
  Search?: string | undefined;
  Filter?: Category | '' | undefined;
  Fields?: string | undefined;
  SortBy?: string | undefined;
}

export interface ArticleInput {
  title?: string | undefined;
  content?: string | undefined;
  category?: Category | undefined;
  mediaUrl?: string | undefined;
  date?: string | undefined;
}

const SORT_FIELDS: readonly ArticleSortField[] = ['createdAt', 'title', 'category'];

export function parseFields(value: string | undefined): readonly ArticleField[] {
  const names = (value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (names.length === 0) return ARTICLE_FIELDS;
  const fields: ArticleField[] = [];
  for (const name of names) {
    const field = ARTICLE_FIELDS.find((f) => f.toLowerCase() === name.toLowerCase());
    if (!field) {
      throw badInput(
        'Fields',
        `Fields has an unknown field "${name.slice(0, 40)}"; choose from ${ARTICLE_FIELDS.join(', ')}`,
      );
    }
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
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
  if (raw === '') throw badInput('mediaUrl', 'mediaUrl must not be empty');
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

function text(field: 'title' | 'content', value: string): string {
  const normalised = normaliseText(value);
  if (normalised === '') throw badInput(field, `${field} must not be empty`);
  return normalised;
}

function canChange(user: User, article: Article): boolean {
  return user.role === 'admin' || user.role === 'editor' || article.author.id === user.id;
}

export class ArticleService {
  constructor(
    private readonly articles: ArticleRepository,
    /** The newsroom's time zone, for what "today" and "the same date" mean. */
    private readonly timeZone: string,
  ) {}

  async list(input: ListArticlesInput): Promise<Page<Partial<Article>>> {
    const fields = parseFields(input.Fields);
    const sort = parseSortBy(input.SortBy, SORT_FIELDS, 'createdAt');
    const { page, pageSize } = paging(input);
    const terms = queryTerms(input.Search ?? '');
    // Something typed that holds no word (only emoji or punctuation) finds nothing.
    if (terms.length === 0 && (input.Search ?? '').trim() !== '') {
      return pageOf([], 0, page, pageSize);
    }
    const { items, total } = await this.articles.list({
      page,
      pageSize,
      terms,
      category: input.Filter || undefined,
      sort,
      withContent: fields.includes('content'),
    });
    const projected = items.map((item) =>
      Object.fromEntries(fields.map((f) => [f, item[f]])),
    ) as Partial<Article>[];
    return pageOf(projected, total, page, pageSize);
  }

  async get(id: number): Promise<Article> {
    const article = await this.articles.findById(id);
    if (!article) throw notFound(`Article ${id} does not exist`);
    return article;
  }

  async create(user: User, input: Required<Omit<ArticleInput, 'date'>> & ArticleInput) {
    const id = await this.articles.create({
      title: text('title', input.title),
      content: text('content', input.content),
      category: input.category,
      mediaUrl: normaliseMediaUrl(input.mediaUrl),
      createdAt: input.date
        ? articleTimestamp(input.date, this.timeZone)
        : new Date().toISOString(),
      authorId: user.id,
      authorName: user.full_Name,
    });
    return this.get(id);
  }

  async update(user: User, id: number, input: ArticleInput): Promise<Article> {
    const existing = await this.get(id);
    if (!canChange(user, existing)) {
      throw forbidden('Reporters can change only their own articles');
    }
    const changes: ArticleChanges = {};
    if (input.title !== undefined) changes.title = text('title', input.title);
    if (input.content !== undefined) changes.content = text('content', input.content);
    if (input.category !== undefined) changes.category = input.category;
    if (input.mediaUrl !== undefined) changes.mediaUrl = normaliseMediaUrl(input.mediaUrl);
    // Re-sending the date an article already has (as the edit form does) keeps its time.
    if (
      input.date !== undefined &&
      input.date !== dateIn(new Date(existing.createdAt), this.timeZone)
    ) {
      changes.createdAt = articleTimestamp(input.date, this.timeZone);
    }
    if (!(await this.articles.update(id, changes))) throw notFound(`Article ${id} does not exist`);
    return this.get(id);
  }

  async delete(user: User, id: number): Promise<void> {
    const existing = await this.get(id);
    if (!canChange(user, existing)) {
      throw forbidden('Reporters can delete only their own articles');
    }
    if (!(await this.articles.delete(id))) throw notFound(`Article ${id} does not exist`);
  }
}
