/*
 * `GET /graphql/backups/<name>`: an admin downloads a backup archive, streamed from the api's
 * `GET /Admin/Backups/<name>` as it comes. Under /graphql so the browser sends the session
 * cookie (a bearer token works too); the api decides who may have it (admins only).
 */
import { BACKUP_DOWNLOAD_PATH, BACKUP_NAME } from '@news/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { readToken } from '../session.js';
import type { RestClient } from '../upstream.js';
import { sendError } from './reply.js';

/** The api's headers the browser needs: what the file is, its size and its name. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'];
/** How long a transfer may stall (no bytes from the api) before it is given up. */
const IDLE_MS = 60_000;

export function backupDownloadRoute(app: FastifyInstance, rest: RestClient, timeoutMs: number) {
  // A pool of its own: a long download never holds one of GraphQL's connections.
  const pool = new Pool(rest.baseUrl.origin, {
    connections: 2,
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: IDLE_MS,
  });
  app.addHook('onClose', () => pool.close());
  app.get<{ Params: { name: string } }>(
    `${BACKUP_DOWNLOAD_PATH}/:name`,
    async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const { name } = request.params;
      if (!BACKUP_NAME.test(name)) {
        return sendError(reply, 400, 'BAD_USER_INPUT', 'name: not the name of a backup archive.');
      }
      let token: string | undefined;
      try {
        token = readToken(request).token;
      } catch {
        return sendError(reply, 401, 'UNAUTHENTICATED', 'The Authorization header is not valid.');
      }
      if (!token) return sendError(reply, 401, 'UNAUTHENTICATED', 'Sign in first.');
      try {
        const res = await pool.request({
          method: 'GET',
          path: rest.url(`Admin/Backups/${name}`),
          headers: { authorization: `Bearer ${token}` },
        });
        reply.code(res.statusCode);
        for (const header of PASSED_HEADERS) {
          const value = res.headers[header];
          if (value !== undefined) reply.header(header, value);
        }
        return reply.send(res.body);
      } catch (err) {
        request.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'backup download failed',
        );
        return sendError(reply, 502, 'UPSTREAM_UNAVAILABLE', 'The backup is not available now.');
      }
    },
  );
}
