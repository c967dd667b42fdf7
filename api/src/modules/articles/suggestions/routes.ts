import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../../lib/schemas.js';
import {
  SearchCorrection,
  SearchCorrectionQuery,
  Suggestions,
  SuggestionsQuery,
} from '../schemas/index.js';
import type { SuggestionService } from './service.js';

/** Suggestions under the reader search box: public, the same for everyone, so kept for readers. */
export function suggestionRoutes(app: FastifyInstance, suggestions: SuggestionService) {
  typed(app).get(
    '/Articles/Suggestions',
    {
      config: { publicRead: true },
      schema: {
        tags: ['Articles'],
        summary:
          'Suggestions as a reader types a search: the places, people and topics many published stories hold, in both scripts (`hyd` offers Hyderabad and హైదరాబాద్), and the headlines the search finds first. Only stories readers see; a token changes nothing',
        querystring: SuggestionsQuery,
        response: { 200: Suggestions, ...errors(400) },
      },
    },
    async (request) => ({
      data: await suggestions.suggest(request.query.Query, request.query.Language || undefined),
    }),
  );
  typed(app).get(
    '/Articles/SearchCorrection',
    {
      config: { publicRead: true },
      schema: {
        tags: ['Articles'],
        summary:
          'Did you mean: a search as it was likely meant, for one that found few stories (English words one letter off the words stories hold, a Telugu word in its commoner spelling: సంత for సన్త, కలెక్టర్ for కలెక్టరు). Only words of stories readers see',
        querystring: SearchCorrectionQuery,
        response: { 200: SearchCorrection, ...errors(400) },
      },
    },
    async (request) => ({ data: await suggestions.correct(request.query.Query) }),
  );
}
