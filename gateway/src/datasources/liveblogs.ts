import {
  LIMITS,
  type RestLiveBlog,
  type RestLiveBlogState,
  type RestLiveBlogStates,
  type RestLivePost,
  type RestLivePostBody,
  type RestLivePostChanges,
  type RestLivePostPage,
  type RestLiveStatusBody,
} from '@news/contract';
import DataLoader from 'dataloader';
import { accountCall, type AccountCall, type Call } from './call.js';

/**
 * Live blogs (`/LiveBlogs`, `/Articles/{id}/Live`): read by everyone (with the caller's token
 * when there is one: staff also see their drafts' blogs), written by staff. States are read for
 * every article of a request in one call, so that a list's cards cost one call for their badges.
 */
export class LiveBlogsAPI {
  private readonly account: AccountCall;
  private readonly states: DataLoader<number, RestLiveBlogState | null>;
  private readonly blogs = new Map<number, Promise<RestLiveBlog>>();

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.account = accountCall(call, token);
    this.states = new DataLoader(
      async (ids) => {
        const { data } = await this.call<RestLiveBlogStates>({
          method: 'GET',
          path: 'LiveBlogs',
          query: { ids: ids.join(',') },
          token: this.token,
        });
        const byId = new Map(data.map((state) => [state.articleId, state]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      // The api answers at most this many ids in one call.
      { maxBatchSize: LIMITS.idsMax },
    );
  }

  /** The article's live state, or null when it is no live blog the caller may see. */
  state(articleId: number): Promise<RestLiveBlogState | null> {
    return this.states.load(articleId);
  }

  /** The blog's pinned post, key events and counts: asked once per request. */
  blog(articleId: number): Promise<RestLiveBlog> {
    let blog = this.blogs.get(articleId);
    if (!blog) {
      blog = this.call<RestLiveBlog>({
        method: 'GET',
        path: `Articles/${articleId}/Live`,
        token: this.token,
      });
      this.blogs.set(articleId, blog);
    }
    return blog;
  }

  posts(articleId: number, before: number | undefined, pageSize: number) {
    return this.call<RestLivePostPage>({
      method: 'GET',
      path: `Articles/${articleId}/Live/Posts`,
      query: {
        ...(before !== undefined && { before: String(before) }),
        pageSize: String(pageSize),
      },
      token: this.token,
    });
  }

  async setStatus(articleId: number, body: RestLiveStatusBody): Promise<RestLiveBlog> {
    const blog = await this.account<RestLiveBlog>({
      method: 'PUT',
      path: `Articles/${articleId}/Live`,
      body,
    });
    this.states.clear(articleId).prime(articleId, blog);
    this.blogs.set(articleId, Promise.resolve(blog));
    return blog;
  }

  addPost(articleId: number, body: RestLivePostBody): Promise<RestLivePost> {
    return this.account<RestLivePost>({
      method: 'POST',
      path: `Articles/${articleId}/Live/Posts`,
      body,
    });
  }

  updatePost(articleId: number, postId: number, body: RestLivePostChanges) {
    return this.account<RestLivePost>({
      method: 'PATCH',
      path: `Articles/${articleId}/Live/Posts/${postId}`,
      body,
    });
  }

  async deletePost(articleId: number, postId: number): Promise<void> {
    await this.account<unknown>({
      method: 'DELETE',
      path: `Articles/${articleId}/Live/Posts/${postId}`,
    });
  }
}
