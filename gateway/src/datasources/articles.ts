import {
  ARTICLE_FIELDS,
  type ArticleField,
  type Language,
  type RestSuggestion,
} from '@news/contract';
import { GraphQLError } from 'graphql';
import { isCode, nullOn } from '../errors.js';
import { requireToken } from './call.js';
import { RecordSource } from './record-source.js';
import { sentBackLoader } from './sent-back.js';
import {
  toPageResult,
  type ArticleNoteRecord,
  type ArticleRecord,
  type FrontPageRecord,
  type AuditEntryRecord,
  type AuthorRecord,
  type TrashedArticleRecord,
  type PageResult,
  type RevisionRecord,
  type RestArticleBody,
  type RestArticleChanges,
  type RestArticleListQuery,
  type RestArticleWithIncluded,
  type RestFrontQuery,
  type RestPage,
  type RestSendBackBody,
} from './rest-types.js';
import type { ArticleIncludes } from '../resolvers/selection.js';

/** The REST `Fields` for the article fields wanted: `id` always, in the api's order. */
const restFields = (fields: readonly ArticleField[]) =>
  ARTICLE_FIELDS.filter((f) => f === 'id' || fields.includes(f));

/** Stories to read next after one article, as one call answered them. */
interface RelatedList {
  limit: number;
  fields: readonly ArticleField[];
  records: Promise<ArticleRecord[]>;
}

/**
 * `/Articles` for one GraphQL request. Reads carry the caller's token when there is one: the api
 * then shows staff the articles their role may see, and says what they may do with each.
 */
export class ArticlesAPI extends RecordSource<ArticleRecord> {
  /** Review threads by article id, each read at most once per operation. */
  private readonly threads = new Map<number, Promise<ArticleNoteRecord[]>>();
  /** The notes drafts were sent back with, for a whole list in one call (made when first asked). */
  private sentBackNotes: ReturnType<typeof sentBackLoader> | undefined;
  /** "Read next" lists by article id: a list answers any smaller limit with its first stories. */
  private readonly relatedLists = new Map<number, RelatedList[]>();
  /** Versions read with their words, by `{id}/{number}`. */
  private readonly revisionReads = new Map<string, Promise<RevisionRecord | null>>();

  /** The article, or null when there is none with this id or the caller may not see it. */
  get(id: number): Promise<ArticleRecord | null> {
    return this.records.load(id);
  }

  /**
   * The article with what its selection asks for next in the same call: its translation as the
   * caller may see it (null where its own lookup would be 404) and the stories to read next.
   * Both are kept for the `translation` and `related` resolvers, which then make no call.
   */
  async getWith(id: number, include: ArticleIncludes): Promise<ArticleRecord | null> {
    const parts = [
      ...(include.translation ? ['translation'] : []),
      ...(include.related ? ['related'] : []),
    ];
    const related = include.related && {
      limit: include.related.limit,
      fields: restFields(include.related.fields),
    };
    const answer = await nullOn(
      'NOT_FOUND',
      this.call<RestArticleWithIncluded>({
        method: 'GET',
        path: `Articles/${id}`,
        query: {
          Include: parts.join(','),
          RelatedLimit: related?.limit,
          RelatedFields: related?.fields.join(','),
        },
        token: this.token,
      }),
    );
    if (!answer) {
      this.records.forget(id);
      return null;
    }
    const { translation, related: stories, ...article } = answer;
    this.records.remember(article);
    if (translation) this.records.remember(translation);
    // As its own lookup would answer: there is none the caller may see.
    else if (translation === null && article.translationId !== null) {
      this.records.forget(article.translationId);
    }
    if (related && stories) {
      this.relatedLists.set(id, [{ ...related, records: Promise.resolve(stories) }]);
    }
    return article;
  }

  /**
   * Up to `limit` stories to read after article `id`, with the `fields` wanted: from what
   * `getWith` or an earlier call brought when that covers them, else in a call of their own.
   */
  related(id: number, limit: number, fields: readonly ArticleField[]): Promise<ArticleRecord[]> {
    const wanted = restFields(fields);
    const lists = this.relatedLists.get(id) ?? [];
    const known = lists.find(
      (list) => list.limit >= limit && wanted.every((f) => list.fields.includes(f)),
    );
    if (known) return known.records.then((records) => records.slice(0, limit));
    const records = nullOn(
      'NOT_FOUND',
      this.call<{ data: ArticleRecord[] }>({
        method: 'GET',
        path: `Articles/${id}/Related`,
        query: { Limit: limit, Fields: wanted.join(',') },
        token: this.token,
      }),
    ).then((page) => page?.data ?? []);
    lists.push({ limit, fields: wanted, records });
    this.relatedLists.set(id, lists);
    return records;
  }

  /**
   * The article's review thread, oldest first: empty without a token (readers never see notes)
   * and when the caller may not read the article.
   */
  notes(id: number): Promise<ArticleNoteRecord[]> {
    if (!this.token) return Promise.resolve([]);
    let thread = this.threads.get(id);
    if (!thread) {
      thread = nullOn(
        'NOT_FOUND',
        this.call<{ data: ArticleNoteRecord[] }>({
          method: 'GET',
          path: `Articles/${id}/Notes`,
          token: this.token,
        }),
      ).then((answer) => answer?.data ?? []);
      this.threads.set(id, thread);
    }
    return thread;
  }

  /**
   * The note the article was sent back to its author with, while that is why it is a draft:
   * null otherwise, and without a token (readers never see notes).
   */
  sentBack(id: number): Promise<ArticleNoteRecord | null> {
    if (!this.token) return Promise.resolve(null);
    this.sentBackNotes ??= sentBackLoader(this.call, this.token);
    return this.sentBackNotes.load(id);
  }

  async addNote(id: number, text: string): Promise<ArticleNoteRecord> {
    const note = await this.account<ArticleNoteRecord>({
      method: 'POST',
      path: `Articles/${id}/Notes`,
      body: { text },
    });
    this.threads.delete(id);
    return note;
  }

  /** Sends an article in review back to its author with a note; the article as it is now. */
  async sendBack(id: number, body: RestSendBackBody): Promise<ArticleRecord> {
    const article = await this.account<ArticleRecord>({
      method: 'POST',
      path: `Articles/${id}/SendBack`,
      body,
    });
    this.threads.delete(id);
    return this.records.remember(article);
  }

  /** Who wrote an article the caller's staff view shows, by name (staff only). */
  async authors(): Promise<{ id: number; name: string }[]> {
    const answer = await this.account<{ data: { id: number; name: string }[] }>({
      method: 'GET',
      path: 'Authors',
    });
    return answer.data;
  }

  /** An author readers may see, or null; asked without the token, the same for everyone. */
  author(username: string): Promise<AuthorRecord | null> {
    return nullOn(
      'NOT_FOUND',
      this.call<AuthorRecord>({ method: 'GET', path: `Authors/${encodeURIComponent(username)}` }),
    );
  }

  /** The Telugu words a word typed in English letters may be (staff only). */
  async teluguWords(word: string): Promise<string[]> {
    const answer = await this.account<{ data: string[] }>({
      method: 'GET',
      path: 'TeluguWords',
      query: { Word: word },
    });
    return answer.data;
  }

  /** Suggestions as a reader types: asked without the token, the same for everyone. */
  async suggestions(query: string, language: Language | undefined): Promise<RestSuggestion[]> {
    const answer = await this.call<{ data: RestSuggestion[] }>({
      method: 'GET',
      path: 'Articles/Suggestions',
      query: { Query: query, Language: language },
    });
    return answer.data;
  }

  /** "Did you mean" for a search that found little: asked without the token, like a search. */
  async correction(query: string): Promise<string | null> {
    const answer = await this.call<{ data: string | null }>({
      method: 'GET',
      path: 'Articles/SearchCorrection',
      query: { Query: query },
    });
    return answer.data;
  }

  /**
   * The front page as readers see it, the same for everyone: asked without the token, and its
   * articles (summaries, made for no one) answer no lookups.
   */
  front(
    query: Omit<RestFrontQuery, 'Fields'>,
    fields: readonly ArticleField[],
  ): Promise<FrontPageRecord> {
    return this.call<FrontPageRecord>({
      method: 'GET',
      path: 'Front',
      query: { ...query, Fields: restFields(fields).join(',') },
    });
  }

  /**
   * A page of articles. `fields` names the article fields wanted: only those are fetched (the
   * admin list of 1000 needs no article bodies). Only complete articles answer later lookups by
   * id. The staff view (`Status`) needs an account.
   */
  async list(
    query: Omit<RestArticleListQuery, 'Fields'>,
    fields: readonly ArticleField[] = ARTICLE_FIELDS,
  ): Promise<PageResult<ArticleRecord>> {
    const wanted = restFields(fields);
    const complete = wanted.length === ARTICLE_FIELDS.length;
    const request = this.call<RestPage<ArticleRecord>>({
      method: 'GET',
      path: 'Articles',
      query: {
        ...query,
        Lead: query.Lead === undefined ? undefined : String(query.Lead),
        Scheduled: query.Scheduled === undefined ? undefined : String(query.Scheduled),
        Fields: wanted.join(','),
      },
      token: query.Status === undefined ? this.token : requireToken(this.token),
    });
    return toPageResult(await this.records.list(request, (page) => (complete ? page.data : [])));
  }

  async create(body: RestArticleBody): Promise<ArticleRecord> {
    return this.records.written(this.account({ method: 'POST', path: 'Articles', body }));
  }

  async update(id: number, changes: RestArticleChanges): Promise<ArticleRecord> {
    return this.records.written(
      this.account({ method: 'PATCH', path: `Articles/${id}`, body: changes }),
    );
  }

  async delete(id: number): Promise<void> {
    await this.account({ method: 'DELETE', path: `Articles/${id}` });
    this.records.forget(id);
  }

  /** A page of the trash, the latest deleted first (editors and admins). */
  async trashed(query: {
    Page: number;
    PageSize: number;
  }): Promise<PageResult<TrashedArticleRecord>> {
    return toPageResult(
      await this.account<RestPage<TrashedArticleRecord>>({
        method: 'GET',
        path: 'Articles/Trash',
        query: { ...query },
      }),
    );
  }

  /** Brings the article back from the trash and answers it as the caller sees it. */
  async restoreFromTrash(id: number): Promise<ArticleRecord> {
    return this.records.written(
      this.account<ArticleRecord>({ method: 'POST', path: `Articles/${id}/Restore` }),
    );
  }

  /** Removes the article from the trash for good (admins). */
  async deleteForever(id: number): Promise<void> {
    await this.account({ method: 'DELETE', path: `Articles/${id}/Forever` });
    this.records.forget(id);
  }

  /**
   * Whether the article is in the trash and was one the caller could read: the api answers its
   * address 410 (GONE) then, 404 when there is none.
   */
  async removed(id: number): Promise<boolean> {
    try {
      await this.call({
        method: 'GET',
        path: `Articles/${id}`,
        query: { Fields: 'id' },
        token: this.token,
      });
      return false;
    } catch (err) {
      if (isCode(err, 'NOT_FOUND'))
        return err instanceof GraphQLError && err.extensions.gone === true;
      throw err;
    }
  }

  /** The article's saved versions, newest first, without their words (staff only). */
  async revisions(id: number): Promise<RevisionRecord[]> {
    const answer = await this.account<{ data: RevisionRecord[] }>({
      method: 'GET',
      path: `Articles/${id}/Revisions`,
    });
    return answer.data.map((revision) => ({ ...revision, articleId: id }));
  }

  /** One version with its words, or null; read once per request whatever asks for it. */
  revision(id: number, number: number): Promise<RevisionRecord | null> {
    const key = `${id}/${number}`;
    let revision = this.revisionReads.get(key);
    if (!revision) {
      revision = nullOn(
        'NOT_FOUND',
        this.account<RevisionRecord>({
          method: 'GET',
          path: `Articles/${id}/Revisions/${number}`,
        }),
      );
      this.revisionReads.set(key, revision);
    }
    return revision;
  }

  async restore(id: number, number: number, updatedAt: string | undefined) {
    const article = await this.account<ArticleRecord>({
      method: 'POST',
      path: `Articles/${id}/Revisions/${number}/Restore`,
      body: updatedAt === undefined ? {} : { updatedAt },
    });
    return this.records.remember(article);
  }

  /** The article's moves in the workflow, newest first (staff only). */
  async auditOf(id: number): Promise<AuditEntryRecord[]> {
    const answer = await this.account<{ data: AuditEntryRecord[] }>({
      method: 'GET',
      path: `Articles/${id}/Audit`,
    });
    return answer.data;
  }

  /** Every article's moves, a page at a time (admins only). */
  async audit(query: { Page: number; PageSize: number }): Promise<PageResult<AuditEntryRecord>> {
    return toPageResult(
      await this.account<RestPage<AuditEntryRecord>>({
        method: 'GET',
        path: 'Audit',
        query: { ...query },
      }),
    );
  }

  /** The articles of `ids` the caller may see, in one call (`GET /Articles?Ids=`). */
  protected async fetchMany(ids: readonly number[]): Promise<ArticleRecord[]> {
    const page = await this.call<RestPage<ArticleRecord>>({
      method: 'GET',
      path: 'Articles',
      query: { Ids: ids.join(',') },
      token: this.token,
    });
    return page.data;
  }

  protected fetch(id: number): Promise<ArticleRecord | null> {
    return nullOn(
      'NOT_FOUND',
      this.call<ArticleRecord>({ method: 'GET', path: `Articles/${id}`, token: this.token }),
    );
  }
}
