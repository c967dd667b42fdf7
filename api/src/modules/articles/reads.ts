import type {
  RestArticlePage,
  RestAuditEntry,
  RestAuthorProfile,
  RestPage,
  RestRevision,
  RestRevisionSummary,
} from '@news/contract';
import {
  CATEGORIES,
  RELATED,
  type Article,
  type ArticleField,
  type Category,
  type User,
} from '../../domain.js';
import { AppError, notFound, unauthenticated } from '../../lib/errors.js';
import { indexTerms, matchesTerms } from '../../lib/search.js';
import { pageOf } from '../../lib/text.js';
import type { ShareImages } from '../media/share.js';
import type { FrontRequest, GetRequest, IdsRequest, ListRequest, RelatedRequest } from './input.js';
import { canRead, staffScope } from './policy.js';
import { facts, Presenter, summaryRead, withPermissions, type ArticleSummary } from './present.js';
import type {
  ArticleReading,
  ArticleRecord,
  ArticleRepository,
  ArticleView,
} from './repository.js';

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

export const NOT_FOUND = (id: number) => notFound(`Article ${id} does not exist`);

/**
 * The articles' reads, as each viewer may see them (policy.ts): lists, articles by id, the
 * front page, "read next", authors and the history. Requests come parsed (input.ts); the
 * changes are ArticleService's (service.ts).
 */
export class ArticleReads {
  protected readonly presenter: Presenter;

  constructor(
    protected readonly articles: ArticleRepository,
    /** The pictures for link previews (`shareImage`); null without it. */
    shareImages?: Pick<ShareImages, 'describe'>,
  ) {
    this.presenter = new Presenter(articles.images, shareImages);
  }

  async list(viewer: User | null, q: ListRequest): Promise<RestArticlePage<Partial<Article>>> {
    const now = new Date().toISOString();
    const authorId = q.authorId !== undefined ? { authorId: q.authorId } : {};
    const view: ArticleView = q.statuses
      ? {
          kind: 'staff',
          statuses: q.statuses,
          ...staffScope(viewer!),
          ...(q.scheduled !== undefined ? { published: { scheduled: q.scheduled, now } } : {}),
          ...authorId,
        }
      : { kind: 'readers', now, ...authorId };
    if (q.wordless) return pageOf([], 0, q.page, q.pageSize);
    // A search across the editions for a reader of one (PreferLanguage) also reads English-letter
    // words as Telugu; a search of one edition or of the spec's clients finds what was typed.
    // Both lookups are one round trip each, so they are asked at once.
    const [readings, named] = await Promise.all([
      q.prefer ? this.articles.teluguReadings(q.terms) : new Map<string, string[]>(),
      q.terms.length > 0 ? this.articles.wordsBegun(q.terms) : undefined,
    ]);
    const { items, total, capped } = await this.articles.list({
      page: q.page,
      pageSize: q.pageSize,
      terms: q.terms,
      readings,
      named,
      prefer: q.prefer,
      category: q.category,
      language: q.language,
      lead: q.lead,
      view,
      sort: q.sort,
      ...summaryRead(q.fields),
    });
    const readingsOf = items as ArticleReading[];
    const result: RestArticlePage<Partial<Article>> = pageOf(
      await this.presenter.present(viewer, readingsOf, q.fields),
      total,
      q.page,
      q.pageSize,
      capped,
    );
    // "Showing results for విజయవాడ" is said when the Telugu reading is what found stories.
    if (
      readings.size > 0 &&
      readingsOf.some(
        (a) =>
          a.language === 'te' &&
          !matchesTerms(indexTerms(a.title, a.summary ?? '', a.excerpt ?? ''), q.terms),
      )
    ) {
      result.searchedAs = q.terms.map((t) => readings.get(t)?.[0] ?? t).join(' ');
    }
    return result;
  }

  /**
   * The articles of `ids` that the viewer may read, in the order asked, each as `get` answers
   * it with `fields`: one the viewer may not read is left out, as `get` answers it 404.
   */
  async byIds(viewer: User | null, q: IdsRequest): Promise<RestArticlePage<Partial<Article>>> {
    const found = await this.articles.findMany(q.ids);
    const readable = q.ids.flatMap((id) => {
      const reading = found.get(id);
      return reading && canRead(viewer, facts(reading)) ? [reading] : [];
    });
    const data = await this.presenter.present(viewer, readable, q.fields);
    return pageOf(data, data.length, 1, q.ids.length);
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
  async front(q: FrontRequest): Promise<FrontPage> {
    const { fields, latest, perCategory } = q;
    const rows = await this.articles.front({
      language: q.language,
      now: new Date().toISOString(),
      latest: latest + 1,
      perCategory: perCategory + 1,
      ...summaryRead(fields),
    });
    const lead = rows.lead ?? rows.latest[0];
    const after = (list: ArticleReading[], count: number) =>
      this.presenter.present(null, list.filter((a) => a.id !== lead?.id).slice(0, count), fields);
    const sections = await Promise.all(
      CATEGORIES.map(async (category) => ({
        category,
        articles: await after(rows.categories.get(category) ?? [], perCategory),
      })),
    );
    return {
      lead: lead ? (await this.presenter.present(null, [lead], fields))[0]! : null,
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
  async related(viewer: User | null, id: number, q: RelatedRequest): Promise<ArticleSummary[]> {
    const article = await this.articles.findById(id);
    if (!article || !canRead(viewer, facts(article))) throw NOT_FOUND(id);
    return this.relatedTo(viewer, article, q.limit, q.fields);
  }

  protected async relatedTo(
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
    return this.presenter.present(viewer, rows, fields);
  }

  async get(viewer: User | null, id: number): Promise<Article>;
  async get(viewer: User | null, id: number, q: GetRequest): Promise<ArticleWithIncluded>;
  /**
   * The article as the viewer may see it (404 otherwise), and with `include` what is asked
   * along: its translation as the viewer sees it (null when there is none or they may not read
   * it, as its own request would answer 404), and the stories to read next.
   */
  async get(viewer: User | null, id: number, q?: GetRequest): Promise<ArticleWithIncluded> {
    const reading = await this.articles.findById(id, { withImage: true });
    if (!reading || !canRead(viewer, facts(reading))) throw NOT_FOUND(id);
    const article = withPermissions(viewer, reading);
    const answer: ArticleWithIncluded = {
      ...article,
      shareImage: await this.presenter.shareImageOf(article),
      bodyImages: (await this.presenter.bodyImagesOf([reading.body]))[0]!,
    };
    const include = q?.include ?? [];
    const [translation, related] = await Promise.all([
      include.includes('translation') && article.translationId !== null
        ? this.get(viewer, article.translationId).catch((err: unknown) => {
            if (err instanceof AppError && err.status === 404) return null;
            throw err;
          })
        : null,
      q && include.includes('related')
        ? this.relatedTo(viewer, reading, q.relatedLimit, q.relatedFields)
        : undefined,
    ]);
    if (include.includes('translation')) answer.translation = translation;
    if (related) answer.related = related;
    return answer;
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

  /** The article, for a staff member who may read it; 401 without a token, else 404. */
  protected async readableByStaff(user: User | null, id: number): Promise<ArticleRecord> {
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
   * The article's audit trail, newest first. An admin may read it after the article is
   * deleted; anyone else only while they may read the article.
   */
  async auditOf(user: User | null, id: number): Promise<RestAuditEntry[]> {
    if (!user) throw unauthenticated("Log in to read an article's history");
    if (user.role !== 'admin') await this.readableByStaff(user, id);
    return this.articles.history.auditOf(id);
  }

  /** Every article's audit trail, newest first (the route lets admins alone in). */
  async audit(page: number, pageSize: number): Promise<RestPage<RestAuditEntry>> {
    const { rows, total } = await this.articles.history.audit(page, pageSize);
    return pageOf(rows, total, page, pageSize);
  }
}
