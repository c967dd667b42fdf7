/*
 * The reader script's suggestions: `GET /suggestions?q=hyd&lang=en`, the api's answer as JSON
 * with its public cache headers, so a cache in front (Varnish, a CDN) keeps each prefix for a
 * minute and the script stays a plain fetch, with no GraphQL document in it.
 */
import {
  LANGUAGES,
  SUGGESTION_LIMITS,
  SUGGESTIONS_PATH,
  type RestSuggestion,
} from '@news/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { LISTS } from '../cache-tags.js';
import type { RestClient } from '../upstream.js';

/** How long a prefix's suggestions are kept by browsers and caches in front. */
const KEPT_SECONDS = 60;

const Query = Compile(
  Type.Object({
    q: Type.String({
      minLength: SUGGESTION_LIMITS.queryMin,
      maxLength: SUGGESTION_LIMITS.queryMax,
    }),
    lang: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  }),
);

export function suggestionRoute(app: FastifyInstance, rest: RestClient): void {
  app.get(SUGGESTIONS_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!Query.Check(query) || query.q.trim().length < SUGGESTION_LIMITS.queryMin) {
      const field = Query.Check({ ...query, lang: undefined }) ? 'lang' : 'q';
      const message =
        field === 'q'
          ? `q must be ${SUGGESTION_LIMITS.queryMin} to ${SUGGESTION_LIMITS.queryMax} characters`
          : `lang must be one of ${LANGUAGES.join(', ')}`;
      return reply.code(400).send({ errors: [{ code: 'BAD_USER_INPUT', message, field }] });
    }
    const answer = await rest.call<{ data: RestSuggestion[] }>(
      {
        method: 'GET',
        path: 'Articles/Suggestions',
        query: { Query: query.q, Language: query.lang },
      },
      undefined,
      request.id,
    );
    return reply
      .header('cache-control', `public, max-age=${KEPT_SECONDS}, s-maxage=${KEPT_SECONDS}`)
      .header('surrogate-key', LISTS)
      .send(answer);
  });
}
