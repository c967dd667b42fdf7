import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors, IdParams } from '../../lib/schemas.js';
import { parseIds } from '../../lib/ids.js';
import type { NoteService } from './notes.js';
import {
  Article,
  ArticleNote,
  ArticleNoteBody,
  ArticleNotes,
  SendBackBody,
  SentBackList,
  SentBackQuery,
} from './schemas/index.js';

/**
 * The review loop's routes. Staff only (a token is required), and never `publicRead`: the
 * notes are no reader's, so no answer of theirs is kept in the public read cache.
 */
export function noteRoutes(app: FastifyInstance, auth: Authenticator, notes: NoteService) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Articles'];

  r.get(
    '/Articles/SentBack',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          'Which of the articles named in `Ids` are drafts sent back to their authors (`POST /Articles/{id}/SendBack` was their last move), each with the note it was sent back with: what a staff list shows for all its rows in one call. Only the articles the caller may read; never readers',
        security: bearer,
        querystring: SentBackQuery,
        response: { 200: SentBackList, ...errors(400, 401) },
      },
    },
    async (request) => ({
      data: await notes.sentBack(request.user!, parseIds(request.query.Ids, 'article')),
    }),
  );

  r.get(
    '/Articles/:id/Notes',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          "The article's review thread, oldest first: notes among staff, each with its writer and time. Any staff account that may read the article (404 otherwise); never readers",
        security: bearer,
        params: IdParams,
        response: { 200: ArticleNotes, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: await notes.list(request.user!, request.params.id) }),
  );

  r.post(
    '/Articles/:id/Notes',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          "Add a note to the article's review thread, changing nothing else; its writer is the logged-in user. Any staff account that may read the article (404 otherwise)",
        security: bearer,
        params: IdParams,
        body: ArticleNoteBody,
        response: { 201: ArticleNote, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notes.add(request.user!, request.params.id, request.body.text)),
  );

  r.post(
    '/Articles/:id/SendBack',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          'Send an article in review back to its author: it becomes a draft again and `note` joins its review thread (marked `sentBack`), in one step. Editors and admins only (403, reason `EDITORS_SEND_BACK`); an article not in review is 409 (field `status`). Answers the article',
        security: bearer,
        params: IdParams,
        body: SendBackBody,
        response: { 200: Article, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => notes.sendBack(request.user!, request.params.id, request.body),
  );
}
