import {
  ARTICLE_FIELDS,
  ARTICLE_INCLUDES,
  LIST_FIELDS,
  ARTICLE_STATUSES,
  ArticleStatus,
  AuditAction,
  AUTOSAVE_MERGE_MINUTES,
  CATEGORIES,
  FRONT_PAGE,
  IMAGE_ID_PATTERN,
  RELATED,
  RevisionAction,
  SUMMARY_FIELDS,
  type Article,
  type ArticleAuthor,
  type ArticleField,
  type ArticleInclude,
  type Category,
  type Image,
  type Language,
  LIMITS,
  languageOfText,
  type User,
} from '../../domain.js';
import {
  hasWords,
  imagesOf,
  missingToLeaveDraft,
  type ArticleDraft,
  type RichDocument,
} from '@news/contract';
import type {
  RestArticlePage,
  RestAuthorProfile,
  RestAuditEntry,
  RestPage,
  RestRevision,
  RestRevisionSummary,
} from '@news/contract';
import { isConcurrencyFailure } from '../../db/index.js';
import { articleTimestamp, dateIn } from '../../lib/dates.js';
import {
  AppError,
  badInput,
  conflict,
  incomplete,
  notFound,
  refused,
  unauthenticated,
} from '../../lib/errors.js';
import { indexTerms, matchesTerms, queryTerms } from '../../lib/search.js';
import { parseSortBy } from '../../lib/sort.js';
import { characterCount, normaliseText, pageOf, paging } from '../../lib/text.js';
import { widestOwnFormat } from '../media/repository.js';
import type { MediaService } from '../media/service.js';
import type { ShareImages } from '../media/share.js';
import { isUniqueViolation } from '../users/repository.js';
import {
  canDelete,
  canEdit,
  canRead,
  createRefusal,
  defaultStatus,
  isReaderVisible,
  leadChangeRefusal,
  permissionsOf,
  REFUSALS,
  staffScope,
  statusChangeRefusal,
  type Viewer,
} from './policy.js';
import { bodyInput, bodyUpdate, richDocumentMessage } from './body.js';
import type { NewAuditEntry } from './history.js';
import type {
  ArticleChanges,
  ArticleReading,
  ArticleRecord,
  ArticleRepository,
  ArticleSortField,
  ArticleView,
  LinkRow,
  SummaryRead,
} from './repository.js';

export interface ListArticlesInput {
  Page?: number | undefined;
  PageSize?: number | undefined;
  Search?: string | undefined;
  Filter?: Category | '' | undefined;
  Language?: Language | '' | undefined;
  Status?: string | undefined;
  Lead?: boolean | undefined;
  Scheduled?: boolean | undefined;
  AuthorId?: number | undefined;
  Fields?: string | undefined;
  SortBy?: string | undefined;
  PreferLanguage?: Language | '' | undefined;
}

export interface FrontInput {
  Language?: Language | '' | undefined;
  Latest?: number | undefined;
  PerCategory?: number | undefined;
  Fields?: string | undefined;
}

export interface RelatedInput {
  Limit?: number | undefined;
  Fields?: string | undefined;
}

export interface GetArticleInput {
  Include?: string | undefined;
  RelatedLimit?: number | undefined;
  RelatedFields?: string | undefined;
}

/** A list's articles: the fields asked for. */
type ArticleSummary = Partial<Article>;

export interface FrontPage {
  lead: ArticleSummary | null;
  latest: ArticleSummary[];
  totalItems: number;
  sections: { category: Category; articles: ArticleSummary[] }[];
}

export type ArticleWithIncluded = Article & {
  translation?: Article | null;
  related?: ArticleSummary[];
};

export interface ArticleInput {
  title?: string | undefined;
  content?: string | undefined;
  /** A RichDocument, checked by `bodyInput`. */
  body?: unknown;
  category?: Category | null | undefined;
  language?: Language | undefined;
  mediaUrl?: string | undefined;
  imageId?: string | null | undefined;
  imageAlt?: string | null | undefined;
  imageCaption?: string | null | undefined;
  imageCredit?: string | null | undefined;
  summary?: string | null | undefined;
  lead?: boolean | undefined;
  date?: string | undefined;
  translationId?: number | null | undefined;
  status?: ArticleStatus | undefined;
  publishAt?: string | null | undefined;
  /** On update: the `updatedAt` the client read; a change made since refuses this one (409). */
  updatedAt?: string | undefined;
  /** On update: the form's own save of a draft (words only; see AUTOSAVE_MERGE_MINUTES). */
  autosave?: boolean | undefined;
}

export type ArticleCreateInput = ArticleInput;

const SORT_FIELDS: readonly ArticleSortField[] = ['publishedAt', 'createdAt', 'title', 'category'];

/** The fields whose change is an edit (as opposed to a move in the workflow). */
const EDIT_FIELDS = [
  'title',
  'content',
  'body',
  'category',
  'language',
  'mediaUrl',
  'imageId',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'summary',
  'date',
  'translationId',
] as const satisfies readonly (keyof ArticleInput)[];

const STATUS_LIST = `Status must be all or a comma-separated list of ${ARTICLE_STATUSES.join(', ')}`;

/** The Status parameter: undefined for the readers' view, else the statuses of the staff view. */
export function parseStatus(value: string | undefined): readonly ArticleStatus[] | undefined {
  const raw = value?.trim() ?? '';
  if (raw === '') return undefined;
  if (raw.toLowerCase() === 'all') return ARTICLE_STATUSES;
  const statuses: ArticleStatus[] = [];
  for (const part of raw.split(',')) {
    const status = ARTICLE_STATUSES.find((s) => s === part.trim().toLowerCase());
    if (!status) throw badInput('Status', STATUS_LIST);
    if (!statuses.includes(status)) statuses.push(status);
  }
  return statuses;
}

/** A comma-separated list of names from `known` (any case), or undefined when empty. */
function parseNames<T extends string>(
  parameter: string,
  value: string | undefined,
  known: readonly T[],
  what: string,
): T[] | undefined {
  const names = (value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  const found: T[] = [];
  for (const name of names) {
    const item = known.find((f) => f.toLowerCase() === name.toLowerCase());
    if (!item) {
      throw badInput(
        parameter,
        `${parameter} has an unknown ${what} "${name.slice(0, 40)}"; choose from ${known.join(', ')}`,
      );
    }
    if (!found.includes(item)) found.push(item);
  }
  return found;
}

/** The `Fields` (or `RelatedFields`) parameter: `all` when it names none. */
export function parseFields(
  value: string | undefined,
  parameter = 'Fields',
  all: readonly ArticleField[] = ARTICLE_FIELDS,
): readonly ArticleField[] {
  return parseNames(parameter, value, ARTICLE_FIELDS, 'field') ?? all;
}

/** What a summary list reads besides the rows, for the fields asked. */
const summaryRead = (fields: readonly ArticleField[]): SummaryRead => ({
  // An empty stored body reads as the paragraphs of the content, so the body needs both.
  withContent:
    fields.includes('body') || fields.includes('bodyImages')
      ? 'body'
      : fields.includes('content') && 'text',
  withAuthor: fields.includes('author'),
  withCounterpart: fields.includes('translationId'),
  // The preview picture is made from the photo.
  withImage: fields.includes('image') || fields.includes('shareImage'),
});

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

const PHOTO_GONE = 'This photo is no longer stored; upload it again.';
const ALT_REQUIRED = 'imageAlt is required: describe the photo for readers who cannot see it';

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

const isForeignKeyViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/**
 * Refuses an article its status does not allow as it stands: a draft without a title or text,
 * and anything else without all `missingToLeaveDraft` names (one error for each); `moving` when
 * the call submits, schedules or publishes it, which asks a summary of a call that sends one.
 */
function checkNeeds(
  status: ArticleStatus,
  publishedAt: string | null,
  article: ArticleDraft,
  moving: boolean,
) {
  if (status === ArticleStatus.DRAFT) {
    if (!hasWords(article)) {
      throw badInput('title', 'A draft needs a title or some text (content)');
    }
    return;
  }
  const [first, ...rest] = missingToLeaveDraft(article, moving);
  if (first === undefined) return;
  const action =
    status === ArticleStatus.IN_REVIEW
      ? 'submit it for review'
      : publishedAt !== null && Date.parse(publishedAt) > Date.now()
        ? 'schedule it'
        : 'publish it';
  throw incomplete(action, [first, ...rest]);
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

export const facts = (article: Pick<ArticleRecord, 'status' | 'publishedAt' | 'author'>) => ({
  status: article.status,
  publishedAt: article.publishedAt,
  authorId: article.author.id,
});

/**
 * The article as the viewer sees it: with their viewerCan* fields, and its translationId only
 * when they may read that counterpart (null otherwise, as when there is none: the id of a draft
 * is not for readers).
 */
const withPermissions = (
  viewer: Viewer,
  reading: ArticleReading,
): Omit<Article, 'shareImage' | 'bodyImages'> => {
  const { counterpart: _counterpart, imageId: _imageId, image, ...article } = reading;
  return {
    ...article,
    image: image ?? null,
    translationId: visibleTranslationId(viewer, reading),
    ...permissionsOf(viewer, facts(article)),
  };
};

/** The counterpart's id when the viewer may read it, else null. */
const visibleTranslationId = (viewer: Viewer, reading: ArticleReading) =>
  reading.translationId !== null && reading.counterpart && canRead(viewer, reading.counterpart)
    ? reading.translationId
    : null;

export const NOT_FOUND = (id: number) => notFound(`Article ${id} does not exist`);

/**
 * The `updatedAt` of a change to an article last changed at `previous`: what a client sends back
 * to say which reading it changes, so each change moves it on, even two within one millisecond.
 */
export const nextUpdatedAt = (previous: string) =>
  new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();

/** The fields a save may change that its revision names (`image`: the photo or its address). */
const REVISED_FIELDS = [
  'title',
  'summary',
  'content',
  'category',
  'language',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'lead',
] as const;

/** The fields a `create` revision names: what an article is written with. */
const WRITTEN_FIELDS = ['title', 'summary', 'content', 'category', 'language', 'image'];

/** What a save changed, for its revision; empty when it changed nothing. */
function changedFields(changes: ArticleChanges, existing: ArticleRecord): string[] {
  const fields: string[] = REVISED_FIELDS.filter(
    (f) => changes[f] !== undefined && changes[f] !== existing[f],
  );
  // The body is the content to whoever reads the history: a change of its form alone (a word
  // made bold, a link) is a change of the content too.
  if (
    changes.body !== undefined &&
    !fields.includes('content') &&
    JSON.stringify(changes.body) !== JSON.stringify(existing.body)
  ) {
    fields.push('content');
  }
  if (
    (changes.mediaUrl !== undefined && changes.mediaUrl !== existing.mediaUrl) ||
    (changes.imageId !== undefined && changes.imageId !== existing.imageId)
  ) {
    fields.push('image');
  }
  if (
    changes.createdAt !== undefined &&
    Date.parse(changes.createdAt) !== Date.parse(existing.createdAt)
  ) {
    fields.push('date');
  }
  return fields;
}

/**
 * The workflow move of a change from `from` (undefined: a new article) to `to`, for the audit
 * trail; `publishedAt` is set when the change publishes or schedules.
 */
function auditedMove(
  user: User,
  authorId: number | null,
  from: ArticleStatus | undefined,
  to: ArticleStatus,
  publishedAt: string | null | undefined,
): NewAuditEntry | undefined {
  if (to === ArticleStatus.PUBLISHED) {
    if (!publishedAt) return undefined;
    return Date.parse(publishedAt) > Date.now()
      ? { action: AuditAction.SCHEDULE, detail: publishedAt }
      : { action: AuditAction.PUBLISH };
  }
  if (from === ArticleStatus.PUBLISHED) return { action: AuditAction.UNPUBLISH, detail: to };
  if (to === ArticleStatus.IN_REVIEW && from !== ArticleStatus.IN_REVIEW) {
    return { action: AuditAction.SUBMIT };
  }
  if (to === ArticleStatus.DRAFT && from === ArticleStatus.IN_REVIEW) {
    return { action: authorId === user.id ? AuditAction.WITHDRAW : AuditAction.SEND_BACK };
  }
  return undefined;
}
/**
 * Takes the photos a body shows, as an article takes its own photo (their rows stay locked
 * until the save ends, so no sweep deletes one meanwhile): each must be stored, and its `src`
 * its widest own-format file. Refused naming `body` and the photo's place in it.
 */
async function claimBodyImages(articles: ArticleRepository, body: RichDocument): Promise<void> {
  const claimed = new Map<string, Image | undefined>();
  for (const [index, block] of body.content.entries()) {
    if (block.type !== 'image') continue;
    const { imageId: id, src } = block.attrs;
    if (!claimed.has(id)) claimed.set(id, await articles.images.claim(id));
    const image = claimed.get(id);
    if (!image) {
      throw badInput(
        'body',
        richDocumentMessage({ path: `content[${index}].attrs.imageId`, reason: PHOTO_GONE }),
      );
    }
    const file = widestOwnFormat(image);
    if (src !== file) {
      throw badInput(
        'body',
        richDocumentMessage({
          path: `content[${index}].attrs.src`,
          reason: `src must be the photo's widest file in its own format, ${file}`,
        }),
      );
    }
  }
}

const CHANGED_MEANWHILE = 'The article was changed by someone else at the same time; try again';

export class ArticleService {
  constructor(
    private readonly articles: ArticleRepository,
    /** The newsroom's time zone, for what "today" and "the same date" mean. */
    private readonly timeZone: string,
    /** Uploaded photos: the clock for their holds, and their files to remove after a commit. */
    private readonly media?: Pick<MediaService, 'now' | 'discard'>,
    /** The pictures for link previews (`shareImage`); null without it. */
    private readonly shareImages?: Pick<ShareImages, 'describe'>,
  ) {}

  /** The articles as the viewer sees them, with only `fields`. */
  private async present(
    viewer: Viewer,
    readings: readonly ArticleReading[],
    fields: readonly ArticleField[],
  ): Promise<ArticleSummary[]> {
    const withShareImage = fields.includes('shareImage');
    const shareImages = withShareImage
      ? await Promise.all(
          readings.map((r) => this.shareImageOf({ mediaUrl: r.mediaUrl, image: r.image ?? null })),
        )
      : undefined;
    const bodyImages = fields.includes('bodyImages')
      ? await this.bodyImagesOf(readings.map((r) => r.body))
      : undefined;
    // Each field is picked where it is: copying every article whole first, as withPermissions
    // does, is a measurable part of a list's time.
    return readings.map((reading, i) => {
      const permissions: Partial<Article> = permissionsOf(viewer, facts(reading));
      const summary: ArticleSummary = {};
      for (const field of fields) {
        summary[field] = (
          field === 'shareImage'
            ? shareImages![i]
            : field === 'bodyImages'
              ? bodyImages![i]
              : field === 'image'
                ? (reading.image ?? null)
                : field === 'translationId'
                  ? visibleTranslationId(viewer, reading)
                  : field in permissions
                    ? permissions[field]
                    : reading[field as keyof ArticleReading]
        ) as never;
      }
      return summary;
    });
  }

  /** The photos each body shows, each once, in the order first shown; one query for them all. */
  private async bodyImagesOf(bodies: readonly (RichDocument | undefined)[]): Promise<Image[][]> {
    const ids = bodies.map((body) => [
      ...new Set(body ? imagesOf(body).map((i) => i.imageId) : []),
    ]);
    const all = ids.flat();
    if (all.length === 0) return ids.map(() => []);
    const found = await this.articles.images.findMany(all);
    return ids.map((list) => list.flatMap((id) => found.get(id) ?? []));
  }

  private async shareImageOf(article: Pick<Article, 'mediaUrl' | 'image'>) {
    return (await this.shareImages?.describe(article)) ?? null;
  }

  private now(): Date {
    return this.media?.now() ?? new Date();
  }

  async list(
    viewer: User | null,
    input: ListArticlesInput,
  ): Promise<RestArticlePage<Partial<Article>>> {
    const statuses = parseStatus(input.Status);
    if (statuses && !viewer) throw unauthenticated('Log in to list articles by status');
    if (input.Scheduled !== undefined && !statuses) {
      throw badInput('Scheduled', 'Scheduled goes with Status (the staff view)');
    }
    const now = new Date().toISOString();
    const view: ArticleView = statuses
      ? {
          kind: 'staff',
          statuses,
          ...staffScope(viewer!),
          ...(input.Scheduled !== undefined
            ? { published: { scheduled: input.Scheduled, now } }
            : {}),
          ...(input.AuthorId !== undefined ? { authorId: input.AuthorId } : {}),
        }
      : {
          kind: 'readers',
          now,
          ...(input.AuthorId !== undefined ? { authorId: input.AuthorId } : {}),
        };
    const fields = parseFields(input.Fields, 'Fields', LIST_FIELDS);
    const { page, pageSize } = paging(input);
    const terms = queryTerms(input.Search ?? '');
    // Relevance, the default, ranks a search's matches; a list without words has only its
    // date, newest first. The date: publishedAt for readers; for staff, the same with
    // never-published articles at the day they were written (repository.ts).
    const sortBy = input.SortBy?.trim() ?? '';
    const sort =
      sortBy !== '' && sortBy.toLowerCase() !== 'relevance'
        ? parseSortBy(sortBy, SORT_FIELDS, 'publishedAt', ['relevance'])
        : terms.length > 0
          ? ({ field: 'relevance', direction: 'desc' } as const)
          : parseSortBy('', SORT_FIELDS, 'publishedAt');
    // Something typed that holds no word (only emoji or punctuation) finds nothing.
    if (terms.length === 0 && (input.Search ?? '').trim() !== '') {
      return pageOf([], 0, page, pageSize);
    }
    // A search across the editions for a reader of one (PreferLanguage) also reads English-letter
    // words as Telugu; a search of one edition or of the spec's clients finds what was typed.
    const readings = input.PreferLanguage
      ? await this.articles.teluguReadings(terms)
      : new Map<string, string[]>();
    const { items, total, capped } = await this.articles.list({
      page,
      pageSize,
      terms,
      readings,
      prefer: input.PreferLanguage || undefined,
      category: input.Filter || undefined,
      language: input.Language || undefined,
      lead: input.Lead,
      view,
      sort,
      ...summaryRead(fields),
    });
    const result: RestArticlePage<Partial<Article>> = pageOf(
      await this.present(viewer, items as ArticleReading[], fields),
      total,
      page,
      pageSize,
      capped,
    );
    // "Showing results for విజయవాడ" is said when the Telugu reading is what found stories.
    if (
      readings.size > 0 &&
      (items as ArticleReading[]).some(
        (a) =>
          a.language === 'te' &&
          !matchesTerms(indexTerms(a.title, a.summary ?? '', a.excerpt ?? ''), terms),
      )
    ) {
      result.searchedAs = terms.map((t) => readings.get(t)?.[0] ?? t).join(' ');
    }
    return result;
  }

  /** The accounts that wrote an article the viewer's staff view shows, by name. */
  authors(viewer: User): Promise<{ id: number; name: string }[]> {
    return this.articles.authors(staffScope(viewer));
  }

  /** The Telugu words of the index a word typed in English letters may be, nearest first. */
  async teluguWords(word: string): Promise<string[]> {
    const term = word.toLowerCase();
    return (await this.articles.teluguReadings([term], { whole: true })).get(term) ?? [];
  }

  /**
   * The front page of an edition (or of both) as readers see it, whoever asks: the lead (the
   * newest lead story, else the newest story), the newest stories after it, the edition's total,
   * and each category's newest; the lead appears only as the lead. One more of each part is read
   * than is shown, in case the lead is among them.
   */
  async front(input: FrontInput): Promise<FrontPage> {
    const fields = parseFields(input.Fields, 'Fields', SUMMARY_FIELDS);
    const latest = input.Latest ?? FRONT_PAGE.latest;
    const perCategory = input.PerCategory ?? FRONT_PAGE.perCategory;
    const rows = await this.articles.front({
      language: input.Language || undefined,
      now: new Date().toISOString(),
      latest: latest + 1,
      perCategory: perCategory + 1,
      ...summaryRead(fields),
    });
    const lead = rows.lead ?? rows.latest[0];
    const after = (list: ArticleReading[], count: number) =>
      this.present(null, list.filter((a) => a.id !== lead?.id).slice(0, count), fields);
    const sections = await Promise.all(
      CATEGORIES.map(async (category) => ({
        category,
        articles: await after(rows.categories.get(category) ?? [], perCategory),
      })),
    );
    return {
      lead: lead ? (await this.present(null, [lead], fields))[0]! : null,
      latest: await after(rows.latest, latest),
      totalItems: rows.total,
      sections: sections.filter((s) => s.articles.length > 0),
    };
  }

  /**
   * Stories to read after article `id` (which the viewer must be able to read): published ones
   * readers see, in its language, never itself or its translation; its category's newest first,
   * then the language's newest.
   */
  async related(viewer: User | null, id: number, input: RelatedInput): Promise<ArticleSummary[]> {
    const article = await this.articles.findById(id);
    if (!article || !canRead(viewer, facts(article))) throw NOT_FOUND(id);
    return this.relatedTo(
      viewer,
      article,
      input.Limit,
      parseFields(input.Fields, 'Fields', SUMMARY_FIELDS),
    );
  }

  private async relatedTo(
    viewer: User | null,
    article: ArticleReading,
    limit: number | undefined,
    fields: readonly ArticleField[],
  ): Promise<ArticleSummary[]> {
    const rows = await this.articles.related({
      language: article.language,
      category: article.category,
      exclude: article.translationId === null ? [article.id] : [article.id, article.translationId],
      limit: limit ?? RELATED.limit,
      now: new Date().toISOString(),
      ...summaryRead(fields),
    });
    return this.present(viewer, rows, fields);
  }

  async get(viewer: User | null, id: number): Promise<Article>;
  async get(viewer: User | null, id: number, input: GetArticleInput): Promise<ArticleWithIncluded>;
  /**
   * The article as the viewer may see it (404 otherwise), and with `Include` what is asked along:
   * its translation as the viewer sees it (null when there is none or they may not read it, as
   * its own request would answer 404), and the stories to read next.
   */
  async get(
    viewer: User | null,
    id: number,
    input: GetArticleInput = {},
  ): Promise<ArticleWithIncluded> {
    const include = parseNames('Include', input.Include, ARTICLE_INCLUDES, 'part') ?? [];
    const relatedFields = parseFields(input.RelatedFields, 'RelatedFields', SUMMARY_FIELDS);
    const reading = await this.articles.findById(id, { withImage: true });
    if (!reading || !canRead(viewer, facts(reading))) throw NOT_FOUND(id);
    const article = withPermissions(viewer, reading);
    const answer: ArticleWithIncluded = {
      ...article,
      shareImage: await this.shareImageOf(article),
      bodyImages: (await this.bodyImagesOf([reading.body]))[0]!,
    };
    const wants = (part: ArticleInclude) => include.includes(part);
    const [translation, related] = await Promise.all([
      wants('translation') && article.translationId !== null
        ? this.get(viewer, article.translationId).catch((err: unknown) => {
            if (err instanceof AppError && err.status === 404) return null;
            throw err;
          })
        : null,
      wants('related')
        ? this.relatedTo(viewer, reading, input.RelatedLimit, relatedFields)
        : undefined,
    ]);
    if (wants('translation')) answer.translation = translation;
    if (related) answer.related = related;
    return answer;
  }

  async create(user: User, input: ArticleCreateInput): Promise<Article> {
    const status = input.status ?? defaultStatus(user);
    const publishAt = input.publishAt ?? undefined;
    const refusal = createRefusal(user, status, publishAt !== undefined);
    if (refusal) throw refused(refusal);
    const leadRefusal = leadChangeRefusal(user, false, input.lead);
    if (leadRefusal) throw refused(leadRefusal, 'lead');
    if (publishAt !== undefined && status !== ArticleStatus.PUBLISHED) {
      throw badInput('publishAt', 'publishAt goes only with status published');
    }
    const createdAt = input.date
      ? articleTimestamp(input.date, this.timeZone)
      : new Date().toISOString();
    const photo = typeof input.imageId === 'string' ? imageId(input.imageId) : null;
    const imageAlt = optionalText('imageAlt', input.imageAlt) ?? null;
    if (photo !== null && imageAlt === null) throw badInput('imageAlt', ALT_REQUIRED);
    const title = normaliseText(input.title ?? '');
    const written = bodyInput(input) ?? bodyInput({ content: '' })!;
    const { content, body } = written;
    // The spec's clients send no language: the story's own letters tell its edition.
    const language = input.language ?? languageOfText(title, content);
    const article = {
      title,
      content,
      body,
      category: input.category ?? null,
      language,
      mediaUrl: input.mediaUrl === undefined ? '' : normaliseMediaUrl(input.mediaUrl),
      imageId: photo,
      imageAlt,
      imageCaption: optionalText('imageCaption', input.imageCaption) ?? null,
      imageCredit: optionalText('imageCredit', input.imageCredit) ?? null,
      summary: optionalText('summary', input.summary) ?? null,
      lead: input.lead ?? false,
      createdAt,
      status,
      publishedAt:
        status === ArticleStatus.PUBLISHED
          ? this.publishedAt(publishAt, input.date ? createdAt : undefined)
          : null,
      authorId: user.id,
      authorName: user.full_Name,
    };
    checkNeeds(
      status,
      article.publishedAt,
      { ...article, summary: input.summary === undefined ? undefined : article.summary },
      status !== ArticleStatus.DRAFT,
    );
    const id = await this.concurrently('translationId', photo, () =>
      this.articles.transaction(async (articles) => {
        if (photo !== null) {
          // Taken first: the photo's row stays locked, so no sweep deletes it meanwhile.
          const image = await articles.images.claim(photo);
          if (!image) throw badInput('imageId', PHOTO_GONE);
          article.mediaUrl = widestOwnFormat(image);
        }
        await claimBodyImages(articles, body);
        const id = await articles.create(article);
        await articles.showImages(
          id,
          written.images.map((i) => i.imageId),
        );
        const now = new Date().toISOString();
        const named = { id, title, language };
        const by = { id: user.id, name: user.full_Name };
        await articles.history.addRevision(id, by, now, {
          action: RevisionAction.CREATE,
          fields: WRITTEN_FIELDS,
          title,
          summary: article.summary,
          content,
          body,
          category: article.category,
          language,
        });
        const move = auditedMove(user, user.id, undefined, status, article.publishedAt);
        if (move) await articles.history.addAudit(named, by, now, move);
        if (input.translationId !== undefined && input.translationId !== null) {
          const rows = await this.lockLinked(articles, [id, input.translationId]);
          await this.checkCounterpart(articles, user, id, language, input.translationId);
          this.checkOldCounterparts(user, rows, [id, input.translationId]);
          await articles.setTranslation(id, input.translationId);
          await this.recordLinks(articles, rows, id, input.translationId, by, now);
        }
        return id;
      }),
    );
    return this.get(user, id);
  }

  /** `restoredFrom`: the version a restore brings back (its revision says so). */
  async update(
    user: User,
    id: number,
    input: ArticleInput,
    restoredFrom?: number,
  ): Promise<Article> {
    const photo = typeof input.imageId === 'string' ? imageId(input.imageId) : input.imageId;
    const released = await this.concurrently('translationId', photo, () =>
      this.articles.transaction(async (articles) => {
        // Every row a link change touches is locked first, in id order (see lockLinked).
        const linked =
          input.translationId !== undefined
            ? await this.lockLinked(
                articles,
                input.translationId === null ? [id] : [id, input.translationId],
              )
            : undefined;
        const existing = await articles.findById(id, { lock: true });
        if (!existing || !canRead(user, facts(existing))) throw NOT_FOUND(id);
        // Read under the row's lock: of two saves of the same reading, the second is refused.
        if (
          input.updatedAt !== undefined &&
          Date.parse(input.updatedAt) !== Date.parse(existing.updatedAt)
        ) {
          throw conflict(
            `The article was changed at ${existing.updatedAt}, after the updatedAt sent; read it again before changing it`,
            'updatedAt',
          );
        }
        // Before the other rules: whoever may not mark lead stories hears that, on any article.
        const leadRefusal = leadChangeRefusal(user, existing.lead, input.lead);
        if (leadRefusal) throw refused(leadRefusal, 'lead');
        const moves = input.status !== undefined || input.publishAt !== undefined;
        if (input.autosave) {
          if (moves) {
            throw badInput(
              'autosave',
              'An autosave changes the words only: send status and publishAt in a save of their own',
            );
          }
          if (existing.status !== ArticleStatus.DRAFT) {
            throw conflict(
              'Only drafts are saved automatically: save this article yourself',
              'status',
            );
          }
        }
        // A request that moves nothing in the workflow (even an empty one) is an edit.
        const edits = EDIT_FIELDS.some((f) => input[f] !== undefined) || !moves;
        if (edits && !canEdit(user, facts(existing))) throw refused(REFUSALS.edit);
        const publishAt = input.publishAt ?? undefined;
        const target = input.status ?? existing.status;
        if (moves) {
          const refusal = statusChangeRefusal(user, facts(existing), target);
          if (refusal) throw refused(refusal);
        }
        if (publishAt !== undefined && target !== ArticleStatus.PUBLISHED) {
          throw badInput('publishAt', 'publishAt goes only with status published');
        }

        const changes: ArticleChanges = {};
        if (input.title !== undefined) changes.title = normaliseText(input.title);
        const written = bodyUpdate(input, existing.content);
        if (written) {
          await claimBodyImages(articles, written.body);
          await articles.showImages(
            id,
            written.images.map((i) => i.imageId),
          );
          changes.content = written.content;
          changes.body = written.body;
        }
        if (input.category !== undefined) changes.category = input.category;
        if (input.mediaUrl !== undefined) changes.mediaUrl = normaliseMediaUrl(input.mediaUrl);
        for (const field of ['imageAlt', 'imageCaption', 'imageCredit', 'summary'] as const) {
          const value = optionalText(field, input[field]);
          if (value !== undefined) changes[field] = value;
        }
        if (input.lead !== undefined && input.lead !== existing.lead) changes.lead = input.lead;
        // The photo: another one (imageId), none (imageId null, or a pasted mediaUrl alone,
        // which replaces it), or the same.
        const oldPhoto = existing.imageId;
        const newPhoto =
          photo !== undefined ? photo : input.mediaUrl !== undefined ? null : oldPhoto;
        // The photo removed with no address instead: no image, which a draft alone may have.
        if (newPhoto === null && oldPhoto !== null && input.mediaUrl === undefined) {
          changes.mediaUrl = '';
        }
        // The uploaded photo removed or replaced (by a pasted URL or another photo): its alt
        // text, caption and credit go with it, unless the request sends new ones; the old
        // photographer is not credited with another image, nor the old description kept.
        if (oldPhoto !== null && newPhoto !== oldPhoto) {
          for (const field of ['imageAlt', 'imageCaption', 'imageCredit'] as const) {
            if (changes[field] === undefined) changes[field] = null;
          }
        }
        const alt = changes.imageAlt !== undefined ? changes.imageAlt : existing.imageAlt;
        if (newPhoto !== null && alt === null) throw badInput('imageAlt', ALT_REQUIRED);
        if (typeof photo === 'string') {
          const image = await articles.images.claim(photo);
          if (!image) throw badInput('imageId', PHOTO_GONE);
          changes.imageId = photo;
          changes.mediaUrl = widestOwnFormat(image);
        } else if (newPhoto !== oldPhoto) {
          changes.imageId = newPhoto;
        }
        // Re-sending the date an article already has (as the edit form does) keeps its time.
        if (
          input.date !== undefined &&
          input.date !== dateIn(new Date(existing.createdAt), this.timeZone)
        ) {
          changes.createdAt = articleTimestamp(input.date, this.timeZone);
        }
        const language = input.language ?? existing.language;
        if (input.language !== undefined) changes.language = input.language;

        if (target !== ArticleStatus.PUBLISHED) {
          changes.status = target;
          changes.publishedAt = null;
        } else if (
          existing.status !== ArticleStatus.PUBLISHED ||
          publishAt !== undefined ||
          // "Publish now" on a scheduled article brings it forward.
          (input.status === ArticleStatus.PUBLISHED && !isReaderVisible(facts(existing)))
        ) {
          changes.status = target;
          changes.publishedAt = this.publishedAt(publishAt, changes.createdAt);
        } else if (
          changes.createdAt !== undefined &&
          existing.publishedAt !== null &&
          Date.parse(existing.publishedAt) <= Date.now()
        ) {
          // A visible story given another date shows that date (now, when the date is today).
          changes.publishedAt = this.publishedAt(undefined, changes.createdAt);
        }
        checkNeeds(
          changes.status ?? existing.status,
          changes.publishedAt !== undefined ? changes.publishedAt : existing.publishedAt,
          {
            title: changes.title ?? existing.title,
            content: changes.content ?? existing.content,
            category: changes.category !== undefined ? changes.category : existing.category,
            mediaUrl: changes.mediaUrl ?? existing.mediaUrl,
            imageId: changes.imageId !== undefined ? changes.imageId : existing.imageId,
            summary: input.summary === undefined ? undefined : (changes.summary ?? null),
          },
          input.status !== undefined && input.status !== ArticleStatus.DRAFT,
        );

        if (input.translationId !== undefined) {
          if (input.translationId !== null) {
            await this.checkCounterpart(articles, user, id, language, input.translationId);
          }
          this.checkOldCounterparts(user, linked!, [id, input.translationId]);
        } else if (input.language !== undefined && existing.translationId !== null) {
          const counterpart = await articles.findById(existing.translationId);
          if (counterpart && counterpart.language === language) {
            throw badInput(
              'language',
              `This article's translation (article ${counterpart.id}) is in ${language} too; unlink it (translationId null) or change that article first`,
            );
          }
        }
        changes.updatedAt = nextUpdatedAt(existing.updatedAt);
        if (!(await articles.update(id, changes))) throw NOT_FOUND(id);
        if (input.translationId !== undefined) {
          await articles.setTranslation(id, input.translationId);
        }
        await this.recordUpdate(articles, user, existing, changes, input, restoredFrom, linked);
        // The photo let go of goes too, unless another article uses it or it is held.
        return oldPhoto !== null && newPhoto !== oldPhoto
          ? articles.images.deleteIfUnused(oldPhoto, this.now())
          : [];
      }),
    );
    await this.media?.discard(released);
    return this.get(user, id);
  }

  /**
   * Checked and done in one transaction with the rows locked, so a change made meanwhile (an
   * editor publishing the article a reporter deletes) is seen before deciding.
   */
  async delete(user: User, id: number): Promise<void> {
    const released = await this.concurrently(undefined, undefined, () =>
      this.articles.transaction(async (articles) => {
        // Deleting unlinks the counterpart: both rows are locked, in id order.
        const linked = await this.lockLinked(articles, [id]);
        const existing = await articles.findById(id, { lock: true });
        if (!existing || !canRead(user, facts(existing))) throw NOT_FOUND(id);
        if (!canDelete(user, facts(existing))) throw refused(REFUSALS.delete);
        const by = { id: user.id, name: user.full_Name };
        const at = new Date().toISOString();
        await this.recordLinks(articles, linked, id, null, by, at);
        await articles.history.addAudit(existing, by, at, { action: AuditAction.DELETE });
        if (!(await articles.delete(id))) throw NOT_FOUND(id);
        // Its photo goes too, unless another article uses it or it is held.
        return existing.imageId === null
          ? []
          : articles.images.deleteIfUnused(existing.imageId, this.now());
      }),
    );
    // The files once the rows are gone for good: a rollback must not leave rows without files.
    await this.media?.discard(released);
  }

  /**
   * An author as readers see them: an account with a story readers may see (anyone else, staff
   * who never published included, answers 404 as if there were none).
   */
  async author(username: string): Promise<RestAuthorProfile> {
    const profile = await this.articles.authorProfile(username, new Date().toISOString());
    if (!profile) throw notFound(`There is no author ${username}`);
    return profile;
  }

  /** The revision and audit entries of a change made by `update`, in its transaction. */
  private async recordUpdate(
    articles: ArticleRepository,
    user: User,
    existing: ArticleRecord,
    changes: ArticleChanges,
    input: ArticleInput,
    restoredFrom: number | undefined,
    linked: Map<number, LinkRow> | undefined,
  ): Promise<void> {
    const at = changes.updatedAt ?? new Date().toISOString();
    const by = { id: user.id, name: user.full_Name };
    const fields = changedFields(changes, existing);
    if (fields.length > 0) {
      // An article written before revisions were kept (or seeded) gets its version as it
      // stood before this change first, so the change can be undone.
      if (!(await articles.history.hasRevisions(existing.id))) {
        await articles.history.addRevision(existing.id, existing.author, existing.updatedAt, {
          action: RevisionAction.CREATE,
          fields: WRITTEN_FIELDS,
          title: existing.title,
          summary: existing.summary,
          content: existing.content,
          body: existing.body,
          category: existing.category,
          language: existing.language,
        });
      }
      const words = {
        title: changes.title ?? existing.title,
        summary: changes.summary !== undefined ? changes.summary : existing.summary,
        content: changes.content ?? existing.content,
        body: changes.body ?? existing.body,
        category: changes.category !== undefined ? changes.category : existing.category,
        language: changes.language ?? existing.language,
      };
      const latest = input.autosave
        ? await articles.history.latestRevision(existing.id)
        : undefined;
      if (
        latest?.action === RevisionAction.AUTOSAVE &&
        latest.user_id === user.id &&
        Date.parse(at) - Date.parse(latest.createdAt) < AUTOSAVE_MERGE_MINUTES * 60_000 &&
        // A new headline is a version of its own, so every headline the story had can be
        // brought back; the words of one sitting under one headline are one version.
        !fields.includes('title')
      ) {
        // The autosaves of one sitting are one version: it names every field they changed.
        await articles.history.replaceRevision(existing.id, latest.number, at, {
          action: RevisionAction.AUTOSAVE,
          fields: [...new Set([...latest.fields, ...fields])],
          ...words,
        });
      } else {
        await articles.history.addRevision(existing.id, by, at, {
          action: input.autosave
            ? RevisionAction.AUTOSAVE
            : restoredFrom === undefined
              ? RevisionAction.EDIT
              : RevisionAction.RESTORE,
          fields,
          restoredFrom,
          ...words,
        });
      }
    }
    const named = {
      id: existing.id,
      title: changes.title ?? existing.title,
      language: changes.language ?? existing.language,
    };
    const to = changes.status ?? existing.status;
    const move = auditedMove(
      user,
      existing.author.id,
      existing.status,
      to,
      changes.status !== undefined ? changes.publishedAt : undefined,
    );
    if (move) await articles.history.addAudit(named, by, at, move);
    if (input.translationId !== undefined && linked) {
      await this.recordLinks(articles, linked, existing.id, input.translationId, by, at, named);
    }
  }

  /**
   * The audit entries of linking `id` to `counterpart` (null: unlinking it), on every article
   * whose link changes: the two, and each old counterpart let go (`rows`: all of them, as they
   * were, from lockLinked). `named` is how `id` reads after the change that links it.
   */
  private async recordLinks(
    articles: ArticleRepository,
    rows: Map<number, LinkRow>,
    id: number,
    counterpart: number | null,
    by: ArticleAuthor,
    at: string,
    named?: { id: number; title: string; language: Language },
  ): Promise<void> {
    for (const row of rows.values()) {
      const before = row.translationId;
      const after =
        row.id === id
          ? counterpart
          : row.id === counterpart
            ? id
            : before === id || (before !== null && before === counterpart)
              ? null
              : before;
      if (after === before) continue;
      const article = row.id === id && named ? named : row;
      if (before !== null) {
        await articles.history.addAudit(article, by, at, {
          action: AuditAction.UNLINK,
          detail: String(before),
        });
      }
      if (after !== null) {
        await articles.history.addAudit(article, by, at, {
          action: AuditAction.LINK,
          detail: String(after),
        });
      }
    }
  }

  /** The article, for a staff member who may read it; 401 without a token, else 404. */
  private async readableByStaff(user: User | null, id: number): Promise<ArticleRecord> {
    if (!user) throw unauthenticated("Log in to read an article's history");
    const existing = await this.articles.findById(id);
    if (!existing || !canRead(user, facts(existing))) throw NOT_FOUND(id);
    return existing;
  }

  /** The article's saved versions, newest first. */
  async revisions(user: User | null, id: number): Promise<RestRevisionSummary[]> {
    await this.readableByStaff(user, id);
    return this.articles.history.revisions(id);
  }

  /** One saved version with its words. */
  async revision(user: User | null, id: number, number: number): Promise<RestRevision> {
    await this.readableByStaff(user, id);
    const revision = await this.articles.history.revision(id, number);
    if (!revision) throw notFound(`Article ${id} has no version ${number}`);
    return revision;
  }

  /**
   * Brings back an older version's title, summary, body and category, as a new version. The
   * photo is not brought back: one that was replaced is deleted once nothing uses it.
   */
  async restore(
    user: User,
    id: number,
    number: number,
    updatedAt: string | undefined,
  ): Promise<Article> {
    const { title, summary, body, category } = await this.revision(user, id, number);
    return this.update(user, id, { title, summary, body, category, updatedAt }, number);
  }

  /**
   * The article's audit trail, newest first. An admin may read it after the article is
   * deleted; anyone else only while they may read the article.
   */
  async auditOf(user: User | null, id: number): Promise<RestAuditEntry[]> {
    if (!user) throw unauthenticated("Log in to read an article's history");
    if (user.role !== 'admin') await this.readableByStaff(user, id);
    return this.articles.history.auditOf(id);
  }

  /** Every article's audit trail, newest first (the route lets admins alone in). */
  async audit(input: {
    Page?: number | undefined;
    PageSize?: number | undefined;
  }): Promise<RestPage<RestAuditEntry>> {
    const { page, pageSize } = paging(input);
    const { rows, total } = await this.articles.history.audit(page, pageSize);
    return pageOf(rows, total, page, pageSize);
  }

  /**
   * When readers see an article published now: `publishAt` when given; otherwise now, unless
   * the same request back-dates the story (`backDate`: the new article date it sets, when it
   * sets one) to an earlier day than today in the newsroom, when it keeps that date. An
   * article's stored date does not count: a draft written yesterday and published today is
   * published today.
   */
  private publishedAt(publishAt: string | undefined, backDate: string | undefined): string {
    if (publishAt !== undefined) return publishTime(publishAt);
    const now = new Date();
    return backDate !== undefined &&
      dateIn(new Date(backDate), this.timeZone) < dateIn(now, this.timeZone)
      ? backDate
      : now.toISOString();
  }

  /** lockLinked, or 409 when links kept moving while it tried. */
  private async lockLinked(
    articles: ArticleRepository,
    ids: readonly number[],
  ): Promise<Map<number, LinkRow>> {
    const rows = await articles.lockLinked(ids);
    if (!rows) throw conflict(CHANGED_MEANWHILE, 'translationId');
    return rows;
  }

  /**
   * A link change between `ids` (the article and its new counterpart, or null to unlink) also
   * unlinks each one's old counterpart: the user must be allowed to change those too.
   */
  private checkOldCounterparts(
    user: User,
    rows: Map<number, LinkRow>,
    ids: readonly [number, number | null],
  ): void {
    for (const id of ids) {
      const old = id === null ? null : (rows.get(id)?.translationId ?? null);
      if (old === null || ids.includes(old)) continue;
      const row = rows.get(old);
      if (row && !canEdit(user, row)) throw refused(REFUSALS.translation);
    }
  }

  /** The counterpart exists, is another article in the other language, and the user may edit it. */
  private async checkCounterpart(
    articles: ArticleRepository,
    user: User,
    id: number,
    language: Language,
    counterpartId: number,
  ): Promise<void> {
    if (counterpartId === id) {
      throw badInput('translationId', 'An article cannot be its own translation');
    }
    const counterpart = await articles.findById(counterpartId, { lock: true });
    if (!counterpart || !canRead(user, facts(counterpart))) {
      throw badInput('translationId', `Article ${counterpartId} does not exist`);
    }
    if (counterpart.language === language) {
      throw badInput(
        'translationId',
        `A translation must be in the other language; article ${counterpartId} is also in ${language}`,
      );
    }
    if (!canEdit(user, facts(counterpart))) throw refused(REFUSALS.translation);
  }

  /**
   * Changes that collide with others made at the same moment answer 409, not 500: two links
   * that would break one-each-way (the later one is refused), and transactions PostgreSQL gives
   * up on (a deadlock or serialization failure).
   */
  private async concurrently<T>(
    field: string | undefined,
    photo: string | null | undefined,
    fn: () => Promise<T>,
  ): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      // The photo was deleted between taking it and saving (the foreign key refused).
      if (typeof photo === 'string' && isForeignKeyViolation(err)) {
        throw badInput('imageId', PHOTO_GONE);
      }
      if (isUniqueViolation(err)) {
        throw conflict('The translation was linked elsewhere at the same time; try again', field);
      }
      if (isConcurrencyFailure(err)) throw conflict(CHANGED_MEANWHILE, field);
      throw err;
    }
  }
}
