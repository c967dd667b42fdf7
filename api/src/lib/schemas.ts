import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  LIMITS,
  LINK_REFUSAL_REASONS,
  PAGING,
  REFUSAL_REASONS,
  UPLOAD_REFUSAL_REASONS,
} from '../domain.js';
import { SECOND_FACTOR_REFUSAL_REASONS } from '@news/contract';

/** The app with its routes' requests and answers typed by their TypeBox schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();
export type TypedRoutes = ReturnType<typeof typed>;

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: LIMITS.idMax, description: 'The numeric id.' }),
});

export const PageQuery = {
  Page: Type.Optional(
    Type.Integer({
      minimum: PAGING.firstPage,
      maximum: LIMITS.pageMax,
      default: PAGING.firstPage,
      description: 'Page number, starting at 1.',
    }),
  ),
  PageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIMITS.pageSizeMax,
      default: PAGING.defaultPageSize,
      description: `Items per page, at most ${LIMITS.pageSizeMax}; ${PAGING.defaultPageSize} when left out.`,
    }),
  ),
};

export const Pagination = Type.Object({
  totalItems: Type.Integer({
    description: `How many items match, over all pages; at most ${PAGING.countCap} (see totalItemsCapped).`,
  }),
  totalItemsCapped: Type.Boolean({
    description: `More than ${PAGING.countCap} items match: totalItems is that bound, not the count, and totalPages counts pages up to it (later pages may still be read).`,
  }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer({ description: 'totalItems / pageSize, rounded up.' }),
});

export const Timestamp = (description: string) => Type.String({ format: 'date-time', description });

export const ErrorResponse = Type.Object(
  {
    errors: Type.Array(
      Type.Object({
        code: Type.String({ description: 'For programs: BAD_USER_INPUT, UNAUTHENTICATED, ...' }),
        message: Type.String({ description: 'For people.' }),
        field: Type.Optional(Type.String({ description: 'The input at fault, when one is.' })),
        reason: Type.Optional(
          Type.Enum(
            [
              ...REFUSAL_REASONS,
              ...UPLOAD_REFUSAL_REASONS,
              ...LINK_REFUSAL_REASONS,
              ...SECOND_FACTOR_REFUSAL_REASONS,
            ],
            {
              description:
                "With FORBIDDEN from the article rules: which rule refused; from `POST /Auth/login`, `ACCOUNT_INACTIVE` (the password was right); with a refused upload (field `file`): why; for a one-time account link that cannot be used (404, 410): `LINK_UNKNOWN`, `LINK_USED` or `LINK_EXPIRED`; from a sign-in's second step: `WRONG_CODE` or `TICKET_EXPIRED`. For a client to say it in its own words.",
            },
          ),
        ),
        ticket: Type.Optional(
          Type.String({
            description:
              "With SECOND_FACTOR_REQUIRED (send it with a code to `POST /Auth/second-factor`) or SECOND_FACTOR_ENROLMENT_REQUIRED (send it to `POST /Auth/totp/setup` and `/Auth/totp/confirm`): the sign-in's next step, good for a few minutes.",
          }),
        ),
        retryAfter: Type.Optional(
          Type.Integer({
            minimum: 1,
            description:
              'With RATE_LIMITED: the seconds until an attempt is let through again (the `Retry-After` header).',
          }),
        ),
      }),
    ),
  },
  { description: 'Something went wrong; `errors` says what.' },
);

/** Response schemas for the error statuses a route can answer with. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse]));
}

export const bearer = [{ bearerAuth: [] }];
