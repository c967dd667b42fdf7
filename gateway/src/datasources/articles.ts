import { nullOn } from '../errors.js';
import { ArticleSort, type Category } from '../enums.js';
import { pageArgs, requireToken, type Call } from './call.js';
import { RecordLoader } from './record-loader.js';
import {
  toPageResult,
  type ArticleListArgs,
  type ArticleRecord,
  type PageResult,
  type RestPage,
} from './rest-types.js';

export interface ArticleChanges {
  title?: string | null | undefined;
  content?: string | null | undefined;
  category?: Category | null | undefined;
  mediaUrl?: string | null | undefined;
  date?: string | null | undefined;
}

/** The REST article fields, which the GraphQL Article type shares by name. */
export const ARTICLE_FIELDS = [
  'id',
  'title',
  'content',
  'category',
  'mediaUrl',
  'createdAt',
  'updatedAt',
  'author',
] as const;

/** Drops the fields left out; an explicit null stays, for the REST API to refuse by name. */
const defined = (changes: ArticleChanges) =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));

/**
 * `/Articles` for one GraphQL request. Reading articles needs no account, so reads carry no
 * token and their answers are the same for every reader.
 */
export class ArticlesAPI {
  private readonly records: RecordLoader<ArticleRecord>;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.records = new RecordLoader((id) => this.fetch(id));
  }

  /** The article, or null when there is none with this id. */
  get(id: number): Promise<ArticleRecord | null> {
    return this.records.load(id);
  }

  /**
   * A page of articles. `fields` names the article fields the client selected: only those are
   * fetched (the admin list of 1000 needs no article bodies). Only complete articles answer
   * later lookups by id.
   */
  async list(
    args: ArticleListArgs,
    fields: readonly string[] = ARTICLE_FIELDS,
  ): Promise<PageResult<ArticleRecord>> {
    const { page, pageSize } = pageArgs(args);
    const wanted = ARTICLE_FIELDS.filter((f) => f === 'id' || fields.includes(f));
    const complete = wanted.length === ARTICLE_FIELDS.length;
    const request = this.call<RestPage<ArticleRecord>>({
      method: 'GET',
      path: 'Articles',
      query: {
        Page: page,
        PageSize: pageSize,
        Search: args.search ?? undefined,
        Filter: args.category ?? undefined,
        SortBy: args.sortBy ?? ArticleSort.DATE_DESC,
        Fields: complete ? undefined : wanted.join(','),
      },
    });
    return toPageResult(await this.records.list(request, (page) => (complete ? page.data : [])));
  }

  async create(input: ArticleChanges): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'POST',
      path: 'Articles',
      body: defined(input),
      token: requireToken(this.token),
    });
    return this.records.remember(article);
  }

  async update(id: number, changes: ArticleChanges): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'PATCH',
      path: `Articles/${id}`,
      body: defined(changes),
      token: requireToken(this.token),
    });
    return this.records.remember(article);
  }

  async delete(id: number): Promise<void> {
    await this.call({ method: 'DELETE', path: `Articles/${id}`, token: requireToken(this.token) });
    this.records.forget(id);
  }

  private fetch(id: number): Promise<ArticleRecord | null> {
    return nullOn('NOT_FOUND', this.call<ArticleRecord>({ method: 'GET', path: `Articles/${id}` }));
  }
}
