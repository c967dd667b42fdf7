import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors, IdParams, typed, type TypedRoutes } from '../../lib/schemas.js';
import {
  Article,
  ArticleCreateBody,
  ArticleListQuery,
  ArticlePage,
  ArticlePatchBody,
  ArticleQuery,
  ArticleWithIncluded,
  AuditPage,
  AuditQuery,
  AuditTrail,
  AuthorParams,
  AuthorProfile,
  Authors,
  Front,
  FrontQuery,
  RelatedArticles,
  RelatedQuery,
  RestoreBody,
  Revision,
  RevisionParams,
  Revisions,
  TeluguWords,
  TeluguWordsQuery,
} from './schemas/index.js';
import { paging } from '../../lib/text.js';
import {
  articleWrite,
  frontRequest,
  getRequest,
  idsRequest,
  listRequest,
  relatedRequest,
} from './input.js';
import { AppError } from '../../lib/errors.js';
import { TRASH_DAYS } from '../../domain.js';
import type { ArticleService } from './service.js';
import { GONE, type TrashService } from './trash.js';
import { trashRoutes } from './trash-routes.js';

/** The articles' routes: lists and authors, the reader pages' reads, changes, the history. */
export function articleRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  articles: ArticleService,
  trash: TrashService,
) {
  const r = typed(app);
  listRoutes(r, auth, articles);
  pageRoutes(r, auth, articles, trash);
  changeRoutes(r, auth, articles, trash);
  historyRoutes(r, auth, articles);
  trashRoutes(r, auth, trash, articles);
}

const tags = ['Articles'];

/**
 * A read anyone may make, that a token widens to what its account may see; without a token
 * the answer is kept for readers (`publicRead`).
 */
function openRead<S extends FastifySchema>(auth: Authenticator, schema: S) {
  return {
    onRequest: auth.optional,
    config: { publicRead: true },
    schema: { tags, security: [{}, ...bearer], ...schema },
  };
}

/** Lists of articles (or articles by id), the Telugu words of the index, and authors. */
function listRoutes(r: TypedRoutes, auth: Authenticator, articles: ArticleService) {
  r.get(
    '/Articles',
    openRead(auth, {
      summary:
        'List articles, a page at a time, with search, category, edition and lead-story filters and sorting: what readers see, or with Status (and a token) the staff view. With `Ids`, the articles of those ids the asker may read, in one call',
      querystring: ArticleListQuery,
      response: { 200: ArticlePage, ...errors(400, 401) },
    }),
    (request) => {
      const { query, user } = request;
      return query.Ids === undefined
        ? articles.list(user, listRequest(query, user !== null))
        : articles.byIds(user, idsRequest({ ...query, Ids: query.Ids }));
    },
  );

  r.get(
    '/TeluguWords',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          "The Telugu words of the site's stories that a word typed in English letters may be (`vijayawada`: విజయవాడ, విజయవాడలో...), nearest first: what the article form offers as a writer types Telugu on an English keyboard. Staff only, since drafts' words are among them",
        security: bearer,
        querystring: TeluguWordsQuery,
        response: { 200: TeluguWords, ...errors(400, 401) },
      },
    },
    async (request) => ({ data: await articles.teluguWords(request.query.Word) }),
  );

  r.get(
    '/Authors',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          "The accounts that wrote an article the logged-in account's staff view shows (reporters: published articles and their own), by name: the admin list's author filter (`AuthorId`). Staff only; unlike `GET /User`, which is for admins, it gives only ids and names",
        security: bearer,
        response: { 200: Authors, ...errors(401) },
      },
    },
    async (request) => ({ data: await articles.authors(request.user!) }),
  );

  r.get(
    '/Authors/:username',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'An author as readers see them (their author page): an account with a published story readers may see; 404 for anyone else. `GET /Articles?AuthorId={id}` lists their stories',
        params: AuthorParams,
        response: { 200: AuthorProfile, ...errors(400, 404) },
      },
    },
    (request) => articles.author(request.params.username),
  );
}

/** What the reader pages read: the front page, an article, and what to read next. */
function pageRoutes(
  r: TypedRoutes,
  auth: Authenticator,
  articles: ArticleService,
  trash: TrashService,
) {
  r.get(
    '/Front',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          "The front page of an edition in one call, as readers see it (a token changes nothing): the lead story (the newest one an editor marked as lead, else the newest), the newest stories after it, the edition's total, and each category's newest stories in the home page's order; the lead appears only as the lead. Summaries: every field but `content`, `body` and `bodyImages` unless `Fields` says otherwise",
        querystring: FrontQuery,
        response: { 200: Front, ...errors(400) },
      },
    },
    (request) => articles.front(frontRequest(request.query)),
  );

  r.get(
    '/Articles/:id',
    openRead(auth, {
      summary:
        'One article: anyone may read a published article whose time has come; staff with a token also what they may see (404 otherwise; 410 with code `GONE` when one the asker could read is in the trash). With `Include`, its translation and the stories to read next come in the same answer',
      params: IdParams,
      querystring: ArticleQuery,
      response: { 200: ArticleWithIncluded, ...errors(400, 404, 410) },
    }),
    async (request) => {
      const { user, params } = request;
      try {
        return await articles.get(user, params.id, getRequest(request.query));
      } catch (err) {
        if (
          err instanceof AppError &&
          err.status === 404 &&
          (await trash.isGone(user, params.id))
        ) {
          throw GONE(params.id);
        }
        throw err;
      }
    },
  );

  r.get(
    '/Articles/:id/Related',
    openRead(auth, {
      summary:
        "Stories to read after an article (which the asker must be able to read, else 404): published ones readers see, in the article's language, never the article or its translation; its category's newest first, then the language's newest. Summaries: every field but `content`, `body` and `bodyImages` unless `Fields` says otherwise",
      params: IdParams,
      querystring: RelatedQuery,
      response: { 200: RelatedArticles, ...errors(400, 404) },
    }),
    async (request) => ({
      data: await articles.related(request.user, request.params.id, relatedRequest(request.query)),
    }),
  );
}

/** Writing, changing and deleting an article. */
function changeRoutes(
  r: TypedRoutes,
  auth: Authenticator,
  articles: ArticleService,
  trash: TrashService,
) {
  r.post(
    '/Articles',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          'Write an article; its author is the logged-in user. Reporters write drafts (or send them for review); editors and admins may publish or schedule',
        security: bearer,
        body: ArticleCreateBody,
        response: { 201: Article, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const article = await articles.create(request.user!, articleWrite(request.body));
      return reply.status(201).header('location', `/Articles/${article.id}`).send(article);
    },
  );

  r.patch(
    '/Articles/:id',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          'Change an article or move it in the workflow; send any subset of the fields. Reporters: their own drafts, and submit or withdraw their own articles; editors and admins: anything, and publish, schedule, unpublish',
        security: bearer,
        params: IdParams,
        body: ArticlePatchBody,
        response: { 200: Article, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => articles.update(request.user!, request.params.id, articleWrite(request.body)),
  );

  r.delete(
    '/Articles/:id',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: `Delete an article (reporters: their own drafts and articles in review). It goes to the trash for ${TRASH_DAYS} days, from which editors and admins may restore it (\`GET /Articles/Trash\`)`,
        security: bearer,
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await trash.trash(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** An article's versions, restoring one, and the audit trails. */
function historyRoutes(r: TypedRoutes, auth: Authenticator, articles: ArticleService) {
  const historyTags = ['Article history'];

  r.get(
    '/Articles/:id/Revisions',
    {
      onRequest: auth.required(),
      schema: {
        tags: historyTags,
        summary:
          'The saved versions of an article, newest first: who saved each, when and which fields changed (staff who may read the article)',
        security: bearer,
        params: IdParams,
        response: { 200: Revisions, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await articles.revisions(request.user, request.params.id),
    }),
  );

  r.get(
    '/Articles/:id/Revisions/:number',
    {
      onRequest: auth.required(),
      schema: {
        tags: historyTags,
        summary: 'One saved version of an article, with its title, summary, text and category',
        security: bearer,
        params: RevisionParams,
        response: { 200: Revision, ...errors(400, 401, 404) },
      },
    },
    (request) => articles.revision(request.user, request.params.id, request.params.number),
  );

  r.post(
    '/Articles/:id/Revisions/:number/Restore',
    {
      onRequest: auth.required(),
      schema: {
        tags: historyTags,
        summary:
          'Bring back the title, summary, text and category of an older version, saved as a new version (the photo stays as it is). Who may change the article may restore it',
        security: bearer,
        params: RevisionParams,
        body: RestoreBody,
        response: { 200: Article, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      articles.restore(
        request.user!,
        request.params.id,
        request.params.number,
        request.body.updatedAt,
      ),
  );

  r.get(
    '/Articles/:id/Audit',
    {
      onRequest: auth.required(),
      schema: {
        tags: historyTags,
        summary:
          "An article's moves in the workflow, newest first: submitted, withdrawn, sent back, published, scheduled, unpublished, translation linked or unlinked, deleted; with the account and time. Admins may read a deleted article's",
        security: bearer,
        params: IdParams,
        response: { 200: AuditTrail, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: await articles.auditOf(request.user, request.params.id) }),
  );

  r.get(
    '/Audit',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags: historyTags,
        summary: "Every article's moves in the workflow, newest first, a page at a time (admins)",
        security: bearer,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors(400, 401, 403) },
      },
    },
    (request) => {
      const { page, pageSize } = paging(request.query);
      return articles.audit(page, pageSize);
    },
  );
}
