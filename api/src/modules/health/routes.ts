import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/index.js';
import { databaseAnswers } from './repository.js';

/**
 * /healthz: this process answers. /readyz: and its database does; with REDIS_URL it also says
 * whether Redis answers (`redis`), without being unready for it: the site goes on while Redis is
 * away, with its rate limits not counted (lib/shared-counters.ts).
 */
export function healthRoutes(
  app: FastifyInstance,
  database: Database,
  redisAnswers?: () => boolean,
) {
  const hide = { schema: { hide: true } };
  app.get('/healthz', hide, () => ({ status: 'ok' }));
  app.get('/readyz', hide, async (_request, reply) => {
    if (await databaseAnswers(database)) {
      return redisAnswers
        ? { status: 'ok', redis: redisAnswers() ? 'ok' : 'unavailable' }
        : { status: 'ok' };
    }
    return reply.status(503).send({
      errors: [{ code: 'UNAVAILABLE', message: 'The database does not answer' }],
    });
  });
}
