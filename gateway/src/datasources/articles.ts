import { isCode } from '../errors.js';
import type { Category } from '../enums.js';
import { requireToken, type Call } from './call.js';
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

  async list(args: ArticleListArgs): Promise<PageResult<ArticleRecord>> {
    const request = this.call<RestPage<ArticleRecord>>({
      method: 'GET',
      path: 'Articles',
      query: {
        Page: args.page,
        PageSize: args.pageSize,
        Search: args.search ?? undefined,
        Filter: args.category ?? undefined,
        SortBy: args.sortBy,
      },
    });
    return toPageResult(await this.records.list(request, (page) => page.data));
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

  private async fetch(id: number): Promise<ArticleRecord | null> {
    try {
      return await this.call<ArticleRecord>({ method: 'GET', path: `Articles/${id}` });
    } catch (err) {
      if (isCode(err, 'NOT_FOUND')) return null;
      throw err;
    }
  }
}
