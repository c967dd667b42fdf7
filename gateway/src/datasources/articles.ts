import DataLoader from 'dataloader';
import { isCode } from '../errors.js';
import type { Category } from '../enums.js';
import { requireToken, type Call } from './call.js';
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
  private readonly byId: DataLoader<number, ArticleRecord | null>;
  /** Lists still on their way; a lookup by id waits for them, as they may bring the article. */
  private readonly listsInFlight = new Set<Promise<unknown>>();
  private readonly listed = new Map<number, ArticleRecord>();

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.byId = new DataLoader(async (ids) => {
      if (this.listsInFlight.size > 0) await Promise.allSettled([...this.listsInFlight]);
      // One failed lookup fails its own key only: DataLoader takes an Error in the array as that.
      return Promise.all(
        ids.map(async (id) => this.listed.get(id) ?? this.fetch(id).catch((err: Error) => err)),
      );
    });
  }

  /** The article, or null when there is none with this id. */
  get(id: number): Promise<ArticleRecord | null> {
    return this.byId.load(id);
  }

  list(args: ArticleListArgs): Promise<PageResult<ArticleRecord>> {
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
    }).then((page) => {
      for (const article of page.data) this.remember(article);
      return toPageResult(page);
    });
    this.listsInFlight.add(request);
    void request.finally(() => this.listsInFlight.delete(request)).catch(() => undefined);
    return request;
  }

  async create(input: ArticleChanges): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'POST',
      path: 'Articles',
      body: defined(input),
      token: requireToken(this.token),
    });
    return this.remember(article);
  }

  async update(id: number, changes: ArticleChanges): Promise<ArticleRecord> {
    const article = await this.call<ArticleRecord>({
      method: 'PATCH',
      path: `Articles/${id}`,
      body: defined(changes),
      token: requireToken(this.token),
    });
    this.byId.clear(id);
    return this.remember(article);
  }

  async delete(id: number): Promise<void> {
    await this.call({ method: 'DELETE', path: `Articles/${id}`, token: requireToken(this.token) });
    this.listed.delete(id);
    this.byId.clear(id).prime(id, null);
  }

  private async fetch(id: number): Promise<ArticleRecord | null> {
    try {
      return await this.call<ArticleRecord>({ method: 'GET', path: `Articles/${id}` });
    } catch (err) {
      if (isCode(err, 'NOT_FOUND')) return null;
      throw err;
    }
  }

  private remember(article: ArticleRecord): ArticleRecord {
    this.listed.set(article.id, article);
    this.byId.prime(article.id, article);
    return article;
  }
}
