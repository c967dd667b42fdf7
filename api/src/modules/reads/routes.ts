import { READ_LIMITS } from '@news/contract';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../../lib/client-key.js';
import { errors, typed } from '../../lib/schemas.js';
import { Rankings, RankingsQuery, ReadsBody, ReadsCounted } from './schemas.js';
import type { ReadService } from './service.js';

const tags = ['Reads'];

/**
 * Far above what gateways send (a batch every fraction of a second), yet a bound on anyone else
 * who reaches the api: the counts route takes no token, since the gateway has none to give.
 */
const BATCHES_PER_MINUTE = 1200;

/** Reads counted in the database, for gateways without Redis, and the rankings made from them. */
export function readRoutes(app: FastifyInstance, reads: ReadService) {
  const r = typed(app);
  r.post(
    '/Reads',
    {
      config: {
        rateLimit: { max: BATCHES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: clientKey },
      },
      schema: {
        tags,
        summary:
          "Count readers' reads, as the gateway collects them: each read is an article and the reader's anonymous digest for it and the day. A digest already counted today counts nothing; reads of stories readers may not see (drafts, scheduled ones, unknown ids) are left out. Nothing that names a reader is sent or kept",
        body: ReadsBody,
        response: { 200: ReadsCounted, ...errors(400, 429) },
      },
    },
    async (request) => ({ counted: await reads.record(request.body.reads) }),
  );
  r.get(
    '/Reads',
    {
      schema: {
        tags,
        summary:
          'An edition\'s "Most read" (reads in the last 24 hours) and "Trending" (rising fastest: the last hours\' reads, weighed by age, against the day\'s pace), best first: ids of stories readers may see',
        querystring: RankingsQuery,
        response: { 200: Rankings, ...errors(400) },
      },
    },
    (request) =>
      reads.rankings(request.query.Language, request.query.Limit ?? READ_LIMITS.blockSize),
  );
}
