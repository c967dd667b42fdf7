import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/index.js';
import { databaseAnswers } from './repository.js';

export function healthRoutes(app: FastifyInstance, database: Database) {
  const hide = { schema: { hide: true } };
  app.get('/healthz', hide, () => ({ status: 'ok' }));
  app.get('/readyz', hide, async (_request, reply) => {
    if (await databaseAnswers(database)) return { status: 'ok' };
    return reply.status(503).send({
      errors: [{ code: 'UNAVAILABLE', message: 'The database does not answer' }],
    });
  });
}
