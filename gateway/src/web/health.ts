import type { FastifyInstance } from 'fastify';
import type { RestClient } from '../upstream.js';

/** /healthz: this process answers. /readyz: and the REST API behind it answers too. */
export function healthRoutes(app: FastifyInstance, rest: RestClient): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const deadline = rest.deadline();
    try {
      const res = await rest.pool.request({
        method: 'GET',
        path: rest.url('readyz'),
        signal: deadline.signal,
      });
      await res.body.dump();
      if (res.statusCode === 200) return { status: 'ok', api: 'ok' };
    } catch {
      // Unreachable: answered below.
    } finally {
      deadline.end();
    }
    return reply.code(503).send({ status: 'unavailable', api: 'unavailable' });
  });
}
