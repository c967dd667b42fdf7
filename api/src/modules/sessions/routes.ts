import { SESSION_HANDLE } from '@news/contract';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors, IdParams, Timestamp, typed } from '../../lib/schemas.js';
import type { UserService } from '../users/service.js';
import type { SessionService } from './service.js';

const Handle = Type.String({
  pattern: SESSION_HANDLE.source,
  description: 'A session’s `id` as a list of sessions gives it.',
});
const Name = (what: string) =>
  Type.Union([Type.String(), Type.Null()], {
    description: `The ${what} name read from the User-Agent at sign-in (never the header itself); null when not known.`,
  });

const Session = Type.Object({
  id: Handle,
  browser: Name('browser'),
  os: Name('operating system'),
  firstSeen: Timestamp('When it signed in.'),
  lastSeen: Timestamp('When it was last used, to within a few minutes.'),
  current: Type.Boolean({ description: 'Whether this request is made with it.' }),
});
const Sessions = Type.Object({ data: Type.Array(Session) });
const NewDeviceSignIn = Type.Object({
  id: Handle,
  browser: Name('browser'),
  os: Name('operating system'),
  at: Timestamp('When it signed in.'),
});
const ended = { type: 'null', description: 'The session has ended.' } as const;

/** Signed-in devices: each person's own sessions and new-device notices; any account's for admins. */
export function sessionRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  sessions: SessionService,
  users: UserService,
) {
  const r = typed(app);
  const tags = ['Sessions'];
  const signedIn = auth.required();

  r.get(
    '/Auth/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Your signed-in devices: your sessions that still work, most recently used first',
        security: bearer,
        response: { 200: Sessions, ...errors(401) },
      },
    },
    async (request) => ({
      data: await sessions.list(request.user!.id, auth.sessionId(request)),
    }),
  );

  r.delete(
    '/Auth/sessions/:session',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'End one of your sessions: its token stops working at once (ending this one logs you out)',
        security: bearer,
        params: Type.Object({ session: Handle }),
        response: { 204: ended, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await sessions.end(request.user!.id, request.params.session);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/Auth/new-devices',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Your sign-ins from a browser and system your account had not used before, not yet dismissed, newest first',
        security: bearer,
        response: { 200: Type.Object({ data: Type.Array(NewDeviceSignIn) }), ...errors(401) },
      },
    },
    async (request) => ({ data: await sessions.notices(request.user!.id) }),
  );

  r.delete(
    '/Auth/new-devices/:session',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Dismiss the notice of one new-device sign-in',
        security: bearer,
        params: Type.Object({ session: Handle }),
        response: {
          204: { type: 'null', description: 'Dismissed.' },
          ...errors(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      await sessions.dismiss(request.user!.id, request.params.session);
      return reply.status(204).send(null);
    },
  );

  adminRoutes(r, auth, sessions, users);
}

function adminRoutes(
  r: ReturnType<typeof typed>,
  auth: Authenticator,
  sessions: SessionService,
  users: UserService,
) {
  const tags = ['Sessions'];
  const admin = auth.required('admin');

  r.get(
    '/User/:id/sessions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'An account’s signed-in devices (admin): its sessions that still work',
        security: bearer,
        params: IdParams,
        response: { 200: Sessions, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await users.get(request.params.id);
      return { data: await sessions.list(request.params.id, auth.sessionId(request)) };
    },
  );

  r.delete(
    '/User/:id/sessions/:session',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'End one session of an account (admin): its token stops working at once',
        security: bearer,
        params: Type.Object({ id: IdParams.properties.id, session: Handle }),
        response: { 204: ended, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await users.get(request.params.id);
      await sessions.end(request.params.id, request.params.session);
      return reply.status(204).send(null);
    },
  );
}
