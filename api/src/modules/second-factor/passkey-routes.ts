import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors } from '../../lib/schemas.js';
import { PasskeyOptions, PasskeyRegistrationBody, RecoveryCodes, TicketBody } from './schemas.js';
import type { SecondFactorService } from './service.js';

/** Passkeys: registering one for the signed-in account, and the challenge of a sign-in's step. */
export function passkeyRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  service: SecondFactorService,
  attempts: FastifyContextConfig,
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Auth'];

  r.post(
    '/Auth/passkeys/options',
    {
      onRequest: auth.required(),
      schema: {
        tags,
        summary: 'Options for the browser to make a passkey for the signed-in account',
        security: bearer,
        response: { 200: PasskeyOptions, ...errors(401) },
      },
    },
    (request) => service.passkeyRegistrationOptions(request.user!),
  );

  r.post(
    '/Auth/passkeys',
    {
      onRequest: auth.required(),
      config: attempts,
      schema: {
        tags,
        summary: 'Adds the passkey the browser made with the options',
        description:
          "An account's first second factor also gets recovery codes, shown this once (otherwise none). 400 (field `response`) when it cannot be verified, 409 when it was added already.",
        security: bearer,
        body: PasskeyRegistrationBody,
        response: {
          201: Type.Object({ recoveryCodes: RecoveryCodes.properties.recoveryCodes }),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await service.registerPasskey(
        request.user!,
        request.body.response as RegistrationResponseJSON,
      );
      return reply.status(201).send({ recoveryCodes });
    },
  );

  r.post(
    '/Auth/second-factor/passkey-options',
    {
      config: attempts,
      schema: {
        tags,
        summary: "The challenge for proving a passkey at a sign-in's second step",
        description:
          "With the ticket of SECOND_FACTOR_REQUIRED; send the browser's answer as `passkey` to `POST /Auth/second-factor`. 409 when the account has no passkey.",
        body: TicketBody,
        response: { 200: PasskeyOptions, ...errors(400, 401, 409, 429) },
      },
    },
    (request) => service.passkeyOptions(request.body.ticket),
  );
}
