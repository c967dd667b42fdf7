import { bearer, errors, IdParams, type TypedRoutes } from '../../lib/schemas.js';
import { paging } from '../../lib/text.js';
import type { Authenticator } from '../../lib/auth.js';
import { TRASH_DAYS } from '../../domain.js';
import { Article, TrashPage, TrashQuery } from './schemas/index.js';
import type { ArticleService } from './service.js';
import type { TrashService } from './trash.js';

const tags = ['Trash'];

/** The trash: its list, restoring an article from it, and removing one for good. */
export function trashRoutes(
  r: TypedRoutes,
  auth: Authenticator,
  trash: TrashService,
  articles: ArticleService,
) {
  r.get(
    '/Articles/Trash',
    {
      onRequest: auth.required('editor', 'admin'),
      schema: {
        tags,
        summary: `The deleted articles, the latest deleted first, each with who deleted it and when it is removed for good (${TRASH_DAYS} days after). Editors and admins`,
        security: bearer,
        querystring: TrashQuery,
        response: { 200: TrashPage, ...errors(400, 401, 403) },
      },
    },
    (request) => {
      const { page, pageSize } = paging(request.query);
      return trash.list(page, pageSize);
    },
  );

  r.post(
    '/Articles/:id/Restore',
    {
      onRequest: auth.required('editor', 'admin'),
      schema: {
        tags,
        summary:
          'Bring a deleted article back from the trash at the same address, as it was (its translation link too, unless the translation was linked elsewhere meanwhile), and answer it. Editors and admins; 409 when it is not in the trash',
        security: bearer,
        params: IdParams,
        response: { 200: Article, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await trash.restore(request.user!, request.params.id);
      return articles.get(request.user, request.params.id);
    },
  );

  r.delete(
    '/Articles/:id/Forever',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags,
        summary:
          'Remove a deleted article for good, with its versions and the photos nothing else uses (its audit trail stays). Admins; 409 when it is not in the trash',
        security: bearer,
        params: IdParams,
        response: {
          204: { type: 'null', description: 'Removed.' },
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await trash.forever(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
