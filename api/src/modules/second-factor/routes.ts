import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../../lib/auth.js';
import { badInput } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/schemas.js';
import type { AuthService } from '../auth/service.js';
import { LoginResponse } from '../users/schemas.js';
import type { UserService } from '../users/service.js';
import {
  ConfirmBody,
  EnrolBody,
  RecoveryCodes,
  RequirementBody,
  SecondFactorStatus,
  SecondStepBody,
  TotpSetup,
} from './schemas.js';
import type { SecondFactorProof, SecondFactorService } from './service.js';

export function secondFactorRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  service: SecondFactorService,
  sessions: AuthService,
  users: UserService,
  /** The password attempts' limit: a code is a guess as a password is. */
  attempts: FastifyContextConfig,
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Auth'];
  /** A session started by the second step, with the device it is signed in on. */
  const signedIn = async (request: FastifyRequest, account: Parameters<AuthService['open']>[0]) => {
    const session = await sessions.open(account, request.headers['user-agent']);
    return { ...session, user: (await users.present([session.user]))[0]! };
  };
  /** Who enrols: the signed-in account, or the one whose sign-in the site asked to enrol. */
  const enroller = async (request: FastifyRequest, ticket: string | undefined) => {
    if (request.user) return { user: request.user, passwordHash: undefined };
    if (!ticket) throw badInput('ticket', 'Sign in, or send the ticket of your sign-in');
    return service.redeem(ticket, 'enrol');
  };

  r.post(
    '/Auth/second-factor',
    {
      config: attempts,
      schema: {
        tags,
        summary: "A sign-in's second step: a code from the app, a recovery code or a passkey",
        description:
          'After `POST /Auth/login` answered SECOND_FACTOR_REQUIRED with a ticket. 401 (reason `WRONG_CODE`) for a wrong or used code, (`TICKET_EXPIRED`) for a ticket that is too old or no longer holds; 429 past the attempts allowed, counted with the logins.',
        body: SecondStepBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { ticket, code, recoveryCode, passkey } = request.body;
      const given = [code, recoveryCode, passkey].filter((v) => v !== undefined).length;
      if (given !== 1) throw badInput('code', 'Send one of code, recoveryCode and passkey');
      const proof: SecondFactorProof =
        code !== undefined
          ? { code }
          : recoveryCode !== undefined
            ? { recoveryCode }
            : { passkey: passkey as AuthenticationResponseJSON };
      return signedIn(request, await service.verify(ticket, proof));
    },
  );

  r.get(
    '/Auth/second-factor',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: "The account's second factors",
        security: bearer,
        response: { 200: SecondFactorStatus, ...errors(401) },
      },
    },
    (request) => service.status(request.user!),
  );

  r.post(
    '/Auth/totp/setup',
    {
      onRequest: auth.optional,
      config: attempts,
      schema: {
        tags,
        summary:
          'Starts setting up an authenticator app: its secret, until a first code confirms it',
        description:
          'Signed in, or with the ticket of a sign-in that must enrol first. 409 when an app is already set up.',
        security: bearer,
        body: EnrolBody,
        response: { 200: TotpSetup, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { user } = await enroller(request, request.body.ticket);
      return service.startTotp(user);
    },
  );

  r.post(
    '/Auth/totp/confirm',
    {
      onRequest: auth.optional,
      config: attempts,
      schema: {
        tags,
        summary: 'Confirms the authenticator app with its first code; answers the recovery codes',
        description:
          'The recovery codes are shown this once. With a ticket instead of a session, the answer also signs in (`session`). 401 (reason `WRONG_CODE`) for a wrong code.',
        security: bearer,
        body: ConfirmBody,
        response: {
          200: Type.Object({
            recoveryCodes: RecoveryCodes.properties.recoveryCodes,
            session: Type.Optional(LoginResponse),
          }),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request) => {
      const account = await enroller(request, request.body.ticket);
      const recoveryCodes = await service.confirmTotp(account.user, request.body.code);
      if (account.passwordHash === undefined) return { recoveryCodes };
      return {
        recoveryCodes,
        session: await signedIn(request, {
          user: account.user,
          passwordHash: account.passwordHash,
        }),
      };
    },
  );

  r.delete(
    '/Auth/totp',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: 'Removes every second factor: the authenticator app, passkeys and recovery codes',
        description:
          '403 (reason `REQUIRED_BY_SITE`) when the site requires a second factor of this account.',
        security: bearer,
        response: { 204: { type: 'null', description: 'Removed.' }, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      await service.disableTotp(request.user!);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/Auth/recovery-codes',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: 'New recovery codes in place of the old ones, shown this once',
        security: bearer,
        response: { 200: RecoveryCodes, ...errors(401, 409) },
      },
    },
    async (request) => ({ recoveryCodes: await service.renewRecoveryCodes(request.user!) }),
  );

  r.get(
    '/Settings/second-factor',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags: ['Settings'],
        summary: 'Whether editors and admins must sign in with a second factor',
        security: bearer,
        response: { 200: RequirementBody, ...errors(401, 403) },
      },
    },
    async () => ({ required: await service.isRequired() }),
  );

  r.put(
    '/Settings/second-factor',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags: ['Settings'],
        summary: 'Requires (or stops requiring) a second factor of editors and admins',
        description:
          'An editor or admin without one is asked to set up an authenticator app at their next sign-in, before anything else.',
        security: bearer,
        body: RequirementBody,
        response: { 200: RequirementBody, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await service.setRequired(request.body.required);
      return { required: request.body.required };
    },
  );
}
