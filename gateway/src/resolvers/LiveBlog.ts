import {
  LiveUpdateKind,
  type LiveBlogEventPayloads,
  type RestLiveBlogState,
  type RestLivePost,
} from '@news/contract';
import type {
  ArticleResolvers,
  LiveBlogResolvers,
  LivePostPageResolvers,
  LivePostResolvers,
  LiveUpdateResolvers,
} from '../__generated__/resolvers-types.js';
import { privateWhenSignedIn } from './cache.js';
import { liveBefore, livePageSize } from './live-input.js';

/** The article's live fields (spread into the Article resolvers). */
export const ArticleLive: Pick<ArticleResolvers, 'liveStatus' | 'live'> = {
  // Read for every article of the request in one call (a list's "Live" badges).
  liveStatus: async (article, _, { liveBlogs, signedIn }, info) => {
    privateWhenSignedIn(signedIn, info);
    return (await liveBlogs.state(article.id))?.status ?? 'none';
  },
  live: (article, _, { liveBlogs, signedIn }, info) => {
    privateWhenSignedIn(signedIn, info);
    return liveBlogs.state(article.id);
  },
};

export const LiveBlog: LiveBlogResolvers = {
  articleId: (blog) => String(blog.articleId),
  pinned: async (blog, _, { liveBlogs }) => (await liveBlogs.blog(blog.articleId)).pinned,
  keyEvents: async (blog, _, { liveBlogs }) => (await liveBlogs.blog(blog.articleId)).keyEvents,
  postCount: async (blog, _, { liveBlogs }) => (await liveBlogs.blog(blog.articleId)).postCount,
  lastEventId: async (blog, _, { liveBlogs }) => (await liveBlogs.blog(blog.articleId)).lastEventId,
  posts: (blog, { before, pageSize }, { liveBlogs }) =>
    liveBlogs.posts(blog.articleId, liveBefore(before), livePageSize(pageSize)),
};

export const LivePostPage: LivePostPageResolvers = {
  posts: (page) => page.data,
  nextBefore: (page) => (page.nextBefore === null ? null : String(page.nextBefore)),
};

export const LivePost: LivePostResolvers = {
  articleId: (post) => String(post.articleId),
};

/** An event of a blog's topic as the subscription answers it. */
export const LiveUpdate: LiveUpdateResolvers = {
  articleId: (event) => event.topic.slice('blog:'.length),
  kind: (event) => event.kind as LiveUpdateKind,
  post: (event) =>
    event.kind === LiveUpdateKind.POST || event.kind === LiveUpdateKind.UPDATE
      ? (event.payload as RestLivePost)
      : null,
  deletedPostId: (event) =>
    event.kind === LiveUpdateKind.DELETE
      ? String((event.payload as LiveBlogEventPayloads['delete']).id)
      : null,
  status: (event) =>
    event.kind === LiveUpdateKind.STATUS ? (event.payload as RestLiveBlogState).status : null,
};
