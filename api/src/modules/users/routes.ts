import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { checkIdsAlone, parseIds } from '../../lib/ids.js';
import { bearer, errors, IdParams, typed, type TypedRoutes } from '../../lib/schemas.js';
import {
  SignupBody,
  User,
  UserCreateBody,
  UserListQuery,
  UserPage,
  UserUpdateBody,
} from './schemas.js';
import type { UserService } from './service.js';

const tags = ['Users'];

/** The accounts' routes: reading and changing them (admins), and signing up. */
export function userRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  users: UserService,
  options: { allowSignup: boolean; routeConfig: FastifyContextConfig },
) {
  const r = typed(app);
  const admin = auth.required('admin');
  readRoutes(r, admin, users);
  changeRoutes(r, admin, users);
  signupRoute(r, users, options);
}

type Admin = ReturnType<Authenticator['required']>;

/** Accounts a page at a time, by id, or several by id (admins). */
function readRoutes(r: TypedRoutes, admin: Admin, users: UserService) {
  r.get(
    '/User',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'List accounts (admin); with `Ids`, the accounts of those ids in one call',
        security: bearer,
        querystring: UserListQuery,
        response: { 200: UserPage, ...errors(400, 401, 403) },
      },
    },
    (request) => {
      const { query } = request;
      if (query.Ids === undefined) return users.list(query);
      checkIdsAlone(query, ['SortBy']);
      return users.byIds(parseIds(query.Ids, 'account'));
    },
  );

  r.get(
    '/User/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One account (admin)',
        security: bearer,
        params: IdParams,
        response: { 200: User, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => users.get(request.params.id),
  );
}

/** Creating, changing and deleting accounts, and ending their sessions (admins). */
function changeRoutes(r: TypedRoutes, admin: Admin, users: UserService) {
  r.post(
    '/User',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create an account (admin)',
        security: bearer,
        body: UserCreateBody,
        response: { 201: User, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await users.create(request.body);
      return reply.status(201).header('location', `/User/${user.id}`).send(user);
    },
  );

  r.put(
    '/User/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Replace an account (admin); an empty password keeps the current one',
        security: bearer,
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: User, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => users.update(request.user!, request.params.id, request.body),
  );

  r.delete(
    '/User/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete an account (admin); not your own, and not the last active admin',
        security: bearer,
        params: IdParams,
        response: {
          204: { type: 'null', description: 'Deleted.' },
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await users.delete(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/User/:id/sessions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          "End every session of an account (admin): its tokens stop working and it must log in again; your own account's included",
        security: bearer,
        params: IdParams,
        response: {
          204: { type: 'null', description: 'Every session of the account has ended.' },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await users.endSessions(request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Signing up, when the server allows it. */
function signupRoute(
  r: TypedRoutes,
  users: UserService,
  options: { allowSignup: boolean; routeConfig: FastifyContextConfig },
) {
  r.post(
    '/users',
    {
      config: options.routeConfig,
      // Closed sign-up is said before the body is looked at.
      onRequest: async () => {
        if (!options.allowSignup) {
          throw new AppError('FORBIDDEN', 403, 'Sign-up is closed; ask an admin for an account');
        }
      },
      schema: {
        tags,
        summary:
          'Sign up (only when the server allows it): creates an inactive reporter account for an admin to activate',
        body: SignupBody,
        response: { 201: User, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await users.create({ ...request.body, role: 'reporter' }, { isActive: false });
      return reply.status(201).send(user);
    },
  );
}
