import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors, IdParams, typed } from '../../lib/schemas.js';
import {
  LiveBlog,
  LivePost,
  LivePostPage,
  LiveBlogState,
  NewPostBody,
  PostChangesBody,
  PostParams,
  PostsQuery,
  StatesQuery,
  StatusBody,
} from './schemas.js';
import type { LiveBlogService } from './service.js';

const tags = ['Live blogs'];

/** A read anyone may make, widened by a token to the articles its account may read. */
function openRead<S extends FastifySchema>(auth: Authenticator, schema: S) {
  return {
    onRequest: auth.optional,
    config: { publicRead: true },
    schema: { tags, security: [{}, ...bearer], ...schema },
  };
}

function staff<S extends FastifySchema>(auth: Authenticator, schema: S) {
  return { onRequest: auth.required(), schema: { tags, security: bearer, ...schema } };
}

/** Live blogs: their state, posts and key events for everyone; posting and moving for staff. */
export function liveBlogRoutes(app: FastifyInstance, auth: Authenticator, blogs: LiveBlogService) {
  const r = typed(app);

  r.get(
    '/LiveBlogs',
    openRead(auth, {
      summary:
        'The live status of each article asked for that is (or was) a live blog and that the asker may read, in one call: what cards’ "Live" badges read',
      querystring: StatesQuery,
      response: { 200: Type.Object({ data: Type.Array(LiveBlogState) }), ...errors(400) },
    }),
    async (request) => ({ data: await blogs.states(request.user, request.query.ids) }),
  );

  r.get(
    '/Articles/:id/Live',
    openRead(auth, {
      summary:
        'An article’s live blog: its status, pinned post, key events, how many posts, and the newest event id of its topic. 404 when the article is not a live blog or the asker may not read it (readers: published, not in the trash)',
      params: IdParams,
      response: { 200: LiveBlog, ...errors(400, 404) },
    }),
    (request) => blogs.blog(request.user, request.params.id),
  );

  r.get(
    '/Articles/:id/Live/Posts',
    openRead(auth, {
      summary:
        'A page of a live blog’s posts, newest first; `before` (a page’s `nextBefore`) reads the older ones. Deleted posts are never shown',
      params: IdParams,
      querystring: PostsQuery,
      response: { 200: LivePostPage, ...errors(400, 404) },
    }),
    (request) =>
      blogs.posts(request.user, request.params.id, request.query.before, request.query.pageSize),
  );

  r.put(
    '/Articles/:id/Live',
    staff(auth, {
      summary:
        'Start (or resume), pause or end an article’s live coverage; recorded in its audit trail and pushed to open pages. Editors and admins; 409 for a move its status does not allow',
      params: IdParams,
      body: StatusBody,
      response: { 200: LiveBlog, ...errors(400, 401, 403, 404, 409) },
    }),
    (request) => blogs.setStatus(request.user!, request.params.id, request.body.status),
  );

  r.post(
    '/Articles/:id/Live/Posts',
    staff(auth, {
      summary:
        'Add a post to a live blog, pushed at once to open pages. Editors and admins while it is live or paused, reporters while it is live (409 otherwise); pinning is for editors and admins',
      params: IdParams,
      body: NewPostBody,
      response: { 201: LivePost, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) =>
      reply.status(201).send(await blogs.addPost(request.user!, request.params.id, request.body)),
  );

  r.patch(
    '/Articles/:id/Live/Posts/:postId',
    staff(auth, {
      summary:
        'Correct a post (its `correctedAt` is set and readers see it marked), mark or unmark it a key event, pin or unpin it. Editors and admins any post, reporters their own; pinning is for editors and admins',
      params: PostParams,
      body: PostChangesBody,
      response: { 200: LivePost, ...errors(400, 401, 403, 404) },
    }),
    (request) =>
      blogs.updatePost(request.user!, request.params.id, request.params.postId, request.body),
  );

  r.delete(
    '/Articles/:id/Live/Posts/:postId',
    staff(auth, {
      summary:
        'Delete a post: readers no longer see it, open pages take it down; the audit trail keeps it. Editors and admins',
      params: PostParams,
      response: { 204: { type: 'null', description: 'Deleted.' }, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await blogs.deletePost(request.user!, request.params.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );
}
