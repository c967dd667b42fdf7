import { ARTICLE_FIELDS, type ArticleField } from '@news/contract';
import { nullOn } from '../errors.js';
import { requireToken, type Call } from './call.js';
import { RecordLoader } from './record-loader.js';
import {
  toPageResult,
  type ArticleRecord,
  type PageResult,
  type RestArticleBody,
  type RestArticleChanges,
  type RestArticleListQuery,
  type RestPage,
} from './rest-types.js';

/**
 * `/Articles` for one GraphQL request. Reads carry the caller's token when there is one: the api
 * then shows staff the articles their role may see, and says what they may do with each.
 */
export class ArticlesAPI {
  private readonly records: RecordLoader<ArticleRecord>;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.records = new RecordLoader((id) => this.fetch(id));
  }

  /** The article, or null when there is none with this id or the caller may not see it. */
  get(id: number): Promise<ArticleRecord | null> {
    return this.records.load(id);
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
    const wanted = ARTICLE_FIELDS.filter((f) => f === 'id' || fields.includes(f));
    const complete = wanted.length === ARTICLE_FIELDS.length;
    const request = this.call<RestPage<ArticleRecord>>({
      method: 'GET',
      path: 'Articles',
      query: {
        ...query,
        Lead: query.Lead === undefined ? undefined : String(query.Lead),
        Fields: complete ? undefined : wanted.join(','),
      },
      token: query.Status === undefined ? this.token : requireToken(this.token),
    });
    return toPageResult(await this.records.list(request, (page) => (complete ? page.data : [])));
  }

  async create(body: RestArticleBody): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'POST',
      path: 'Articles',
      body,
      token: requireToken(this.token),
    });
    return this.records.remember(article);
  }

  async update(id: number, changes: RestArticleChanges): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'PATCH',
      path: `Articles/${id}`,
      body: changes,
      token: requireToken(this.token),
    });
    return this.records.remember(article);
  }

  async delete(id: number): Promise<void> {
    await this.call({ method: 'DELETE', path: `Articles/${id}`, token: requireToken(this.token) });
    this.records.forget(id);
  }

  private fetch(id: number): Promise<ArticleRecord | null> {
    return nullOn(
      'NOT_FOUND',
      this.call<ArticleRecord>({ method: 'GET', path: `Articles/${id}`, token: this.token }),
    );
  }
}
