import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors } from '../../lib/schemas.js';
import { LoginBody, LoginResponse, User } from '../users/schemas.js';
import type { UserService } from '../users/service.js';
import type { AuthService } from './service.js';

export function authRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  service: AuthService,
  users: UserService,
  routeConfig: FastifyContextConfig,
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Auth'];

  r.post(
    '/Auth/login',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Log in with a username or email and a password',
        description:
          '401 for a wrong password or an unknown login alike; 403 (reason `ACCOUNT_INACTIVE`) for a deactivated account, said only when the password was right; 429 past the attempts allowed, with `retryAfter` and `Retry-After`.',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const session = await service.login(
        request.body.username,
        request.body.password,
        request.headers['user-agent'],
      );
      return { ...session, user: (await users.present([session.user]))[0]! };
    },
  );

  r.get(
    '/Auth/me',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: 'The logged-in account',
        security: bearer,
        response: { 200: User, ...errors(401) },
      },
    },
    async (request) => (await users.present([request.user!]))[0]!,
  );

  r.post(
    '/Auth/logout',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary:
          'Log out: ends the session of this token, which then stops working everywhere it was copied',
        security: bearer,
        response: {
          204: { type: 'null', description: 'The session has ended.' },
          ...errors(401),
        },
      },
    },
    async (request, reply) => {
      await service.logout(auth.sessionId(request)!);
      return reply.status(204).send(null);
    },
  );
}
