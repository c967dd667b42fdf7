import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ACCOUNT_LINK_HOURS, AccountLinkPurpose, LIMITS } from '../../domain.js';
import type { Authenticator } from '../../lib/auth.js';
import { bearer, errors, IdParams, Timestamp } from '../../lib/schemas.js';
import { identity, RoleInput, User } from '../users/schemas.js';
import type { AccountLinkService } from './service.js';

const Purpose = Type.Enum(Object.values(AccountLinkPurpose), {
  description: `\`invite\` (valid ${ACCOUNT_LINK_HOURS.invite} hours) or \`reset\` (valid ${ACCOUNT_LINK_HOURS.reset} hours).`,
});

const AccountLink = Type.Object({
  token: Type.String({
    description:
      "The link's secret, shown this once (only its hash is kept): the staff app's `/login/link#<token>`.",
  }),
  purpose: Purpose,
  expiresAt: Timestamp('When the link stops working.'),
  user: User,
});

const AccountLinkInfo = Type.Object({
  purpose: Purpose,
  expiresAt: Timestamp('When the link stops working.'),
  username: Type.String(),
  full_Name: Type.String(),
});

const Token = Type.String({
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]+$',
  description: "The link's token: 43 characters of base64url.",
});

const InvitationBody = Type.Object(
  { ...identity, role: RoleInput },
  { additionalProperties: false },
);

const UseBody = Type.Object(
  {
    token: Token,
    password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
  },
  { additionalProperties: false },
);

const LINK_ERRORS =
  '404 (reason `LINK_UNKNOWN`) for a token nobody issued or whose link was replaced; 410 (reason `LINK_USED` or `LINK_EXPIRED`) for a used or expired one; 429 past the attempts allowed, as for logins.';

export function accountLinkRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  links: AccountLinkService,
  attempts: FastifyContextConfig,
) {
  issueRoutes(app, auth, links);
  useRoutes(app, links, attempts);
}

/** What an admin does: invite a colleague, and issue an account a new link. */
function issueRoutes(app: FastifyInstance, auth: Authenticator, links: AccountLinkService) {
  const admin = auth.required('admin');

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/User/Invitations',
    {
      onRequest: admin,
      schema: {
        tags: ['Users'],
        summary: 'Invite a colleague (admin): an inactive account without a password, and its link',
        description: `The same fields and checks as \`POST /User\`, without a password. The account cannot log in until its invitation link (valid ${ACCOUNT_LINK_HOURS.invite} hours) is used to set a password, which also activates it.`,
        security: bearer,
        body: InvitationBody,
        response: { 201: AccountLink, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const link = await links.invite(request.user!, request.body);
      return reply.status(201).header('location', `/User/${link.user.id}`).send(link);
    },
  );

  const newLink = (
    path: string,
    text: { summary: string; description: string },
    issue: 'renewInvitation' | 'resetLink',
  ) =>
    app.withTypeProvider<TypeBoxTypeProvider>().post(
      path,
      {
        onRequest: admin,
        schema: {
          tags: ['Users'],
          ...text,
          security: bearer,
          params: IdParams,
          response: { 201: AccountLink, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await links[issue](request.user!, request.params.id)),
    );

  newLink(
    '/User/:id/Invitation',
    {
      summary:
        'A new invitation link for an account that has not accepted its invitation (admin); the earlier link stops working',
      description: '409 when the account has set its password.',
    },
    'renewInvitation',
  );
  newLink(
    '/User/:id/PasswordReset',
    {
      summary: `A one-time password reset link for an account (admin), valid ${ACCOUNT_LINK_HOURS.reset} hours; an earlier one stops working`,
      description:
        '409 for an account that is not active (the link would not activate it; deactivating an account drops its open reset link) or that has not accepted its invitation. Using the link ends every session of the account; the old password works until then.',
    },
    'resetLink',
  );
}

/** What the link's holder does, signed out: see whom it is for, and set the password. */
function useRoutes(
  app: FastifyInstance,
  links: AccountLinkService,
  attempts: FastifyContextConfig,
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/Auth/link',
    {
      config: attempts,
      schema: {
        tags: ['Auth'],
        summary: 'Whom a one-time link is for, while it can be used',
        description: `The token is in the query string, which is never logged on \`/Auth/*\`. ${LINK_ERRORS}`,
        querystring: Type.Object({ token: Token }),
        response: { 200: AccountLinkInfo, ...errors(400, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const info = await links.info(request.query.token);
      return reply.header('cache-control', 'no-store').send(info);
    },
  );

  r.post(
    '/Auth/link',
    {
      config: attempts,
      schema: {
        tags: ['Auth'],
        summary: "Set the account's password with a one-time link",
        description: `Uses the link once (of two uses at once, one wins), sets the password, activates an invited account and ends every session of the account; then log in with the new password. ${LINK_ERRORS}`,
        body: UseBody,
        response: {
          204: { type: 'null', description: 'The password is set.' },
          ...errors(400, 404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      await links.use(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
