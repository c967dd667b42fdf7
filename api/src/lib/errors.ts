import http from 'node:http';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import {
  LinkRefusal,
  Refusal,
  SecondFactorRefusal,
  type SecondFactorRefusalReason,
  UploadRefusal,
  type LinkRefusalReason,
  type RefusalReason,
  type UploadRefusalReason,
} from '@news/contract';

/** A body full of mistakes gets the first few, not one error per key. */
const MAX_ERRORS = 20;

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'REQUEST_TIMEOUT'
  | 'RATE_LIMITED'
  | 'SECOND_FACTOR_REQUIRED'
  | 'SECOND_FACTOR_ENROLMENT_REQUIRED'
  | 'BAD_REQUEST'
  | 'UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export interface ErrorItem {
  code: ErrorCode;
  message: string;
  field?: string;
  reason?: Reason;
  /** With SECOND_FACTOR_REQUIRED and SECOND_FACTOR_ENROLMENT_REQUIRED: the next step's ticket. */
  ticket?: string;
  /** With RATE_LIMITED: the seconds until an attempt is let through again (as `Retry-After`). */
  retryAfter?: number;
}

type Reason = RefusalReason | UploadRefusalReason | LinkRefusalReason | SecondFactorRefusalReason;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly reason?: Reason,
    /** Further errors of the same request, answered after this one (each with its field). */
    readonly more: readonly ErrorItem[] = [],
    /** The ticket for a sign-in's next step. */
    readonly ticket?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', 400, message, field);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', 403, message);
/**
 * A change the article rules refuse: the rule's sentence, and its code for clients; `field` when
 * one input alone is refused (`lead`).
 */
export const refused = (reason: RefusalReason, field?: string) =>
  new AppError('FORBIDDEN', 403, Refusal[reason], field, reason);
/**
 * An uploaded file refused (field `file`): the reason's sentence, and its code for clients. A
 * file over the size limit is 413, everything else 400.
 */
export const uploadRefused = (reason: UploadRefusalReason) =>
  reason === 'TOO_LARGE'
    ? new AppError('PAYLOAD_TOO_LARGE', 413, UploadRefusal[reason], 'file', reason)
    : new AppError('BAD_USER_INPUT', 400, UploadRefusal[reason], 'file', reason);
/**
 * A one-time account link that cannot be used: 404 for a token nobody issued, 410 for one used
 * or expired. The reason is all it says: whom an unusable link was for stays unsaid.
 */
export const linkRefused = (reason: LinkRefusalReason) =>
  reason === 'LINK_UNKNOWN'
    ? new AppError('NOT_FOUND', 404, LinkRefusal[reason], undefined, reason)
    : new AppError('GONE', 410, LinkRefusal[reason], undefined, reason);
/**
 * An article that may not leave the drafts yet: one error for each field it lacks, in the order
 * given, each with the whole sentence of what `action` ("publish it") needs, so a client that
 * reads only the first error still hears all of it.
 */
export function incomplete(action: string, fields: readonly [string, ...string[]]): AppError {
  const needs = fields.map((f) => NEEDS[f] ?? f);
  const list =
    needs.length === 1 ? needs[0]! : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)!}`;
  const message = `To ${action}, the article needs ${list}; a draft may be saved without ${needs.length === 1 ? 'it' : 'them'}`;
  const [first, ...rest] = fields;
  return new AppError(
    'BAD_USER_INPUT',
    400,
    message,
    first,
    undefined,
    rest.map((field) => ({ code: 'BAD_USER_INPUT', message, field })),
  );
}

const NEEDS: Record<string, string> = {
  title: 'a title',
  content: 'some text (content)',
  category: 'a category',
  mediaUrl: 'an image (mediaUrl or imageId)',
  summary: 'a summary',
};

/** A code or ticket the second step of a sign-in refuses (401, said by reason). */
export const secondFactorRefused = (reason: SecondFactorRefusalReason, field?: string) =>
  new AppError('UNAUTHENTICATED', 401, SecondFactorRefusal[reason], field, reason);

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', 409, message, field);

/** Turns one Ajv error into a sentence that names the field, e.g. "PageSize must be at most 1000". */
function describeValidationError(
  err: FastifySchemaValidationError,
  context: string | undefined,
): ErrorItem {
  const params = err.params;
  const path = err.instancePath.split('/').filter(Boolean).join('.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = missing ? (path ? `${path}.${missing}` : missing) : path || context || 'body';
  let message: string;
  switch (err.keyword) {
    case 'required':
      message = `${field} is required`;
      break;
    case 'type':
      message =
        Array.isArray(params.type) || String(params.type).includes(',')
          ? `${field} must be ${String(params.type)
              .split(',')
              .map((t) => (t === 'null' ? 'null' : t === 'integer' ? 'a whole number' : `a ${t}`))
              .join(' or ')}`
          : params.type === 'integer'
            ? `${field} must be a whole number`
            : params.type === 'boolean'
              ? `${field} must be true or false`
              : params.type === 'object' && !path
                ? `The ${context ?? 'body'} must be a JSON object`
                : `${field} must be a ${String(params.type)}`;
      break;
    case 'minimum':
      message = `${field} must be at least ${String(params.limit)}`;
      break;
    case 'maximum':
      message = `${field} must be at most ${String(params.limit)}`;
      break;
    case 'minLength':
      message =
        params.limit === 1
          ? `${field} must not be empty`
          : `${field} must be at least ${String(params.limit)} characters`;
      break;
    case 'maxLength':
      message = `${field} must be at most ${String(params.limit)} characters`;
      break;
    case 'enum':
      message = `${field} must be one of: ${(params.allowedValues as unknown[]).filter((v) => v !== '' && v !== null).join(', ')}`;
      break;
    case 'format':
      message =
        params.format === 'email'
          ? `${field} must be a valid email address`
          : params.format === 'date'
            ? `${field} must be a date in the form yyyy-mm-dd`
            : `${field} must be a valid ${String(params.format)}`;
      break;
    case 'pattern':
      message = `${field} has characters that are not allowed`;
      break;
    case 'additionalProperties':
      return {
        code: 'BAD_USER_INPUT',
        message: `${String(params.additionalProperty)} is not a field this request accepts`,
        field: String(params.additionalProperty),
      };
    default:
      message = `${field} is invalid`;
  }
  return { code: 'BAD_USER_INPUT', message, field };
}

/** One place where every failure becomes `{"errors":[...]}` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, context) => {
    const err = new Error('Validation failed') as Error & { items: ErrorItem[] };
    err.items = errors.map((e) => describeValidationError(e, context));
    return err;
  });

  app.setErrorHandler((error: FastifyError & { items?: ErrorItem[] }, request, reply) => {
    if (error instanceof AppError) {
      const item: ErrorItem = { code: error.code, message: error.message };
      if (error.field) item.field = error.field;
      if (error.reason) item.reason = error.reason;
      if (error.ticket) item.ticket = error.ticket;
      return reply.status(error.status).send({ errors: [item, ...error.more] });
    }
    if (error.validation && error.items) {
      return reply.status(400).send({ errors: error.items.slice(0, MAX_ERRORS) });
    }
    const status = error.statusCode ?? 500;
    const json = (code: ErrorCode, message: string, field?: string) =>
      reply.status(status).send({ errors: [field ? { code, message, field } : { code, message }] });
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return json('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return json('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return json('BAD_USER_INPUT', 'The JSON body is empty', 'body');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return json('BAD_USER_INPUT', 'The body is not valid JSON', 'body');
    }
    if (error instanceof SyntaxError && status === 400) {
      return json('BAD_USER_INPUT', 'The body is not valid JSON', 'body');
    }
    if (status === 429) {
      const retryAfter = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after')) || 60));
      const item: ErrorItem = {
        code: 'RATE_LIMITED',
        message: `Too many attempts; try again in ${retryAfter} seconds`,
        retryAfter,
      };
      return reply.status(429).send({ errors: [item] });
    }
    if (status >= 400 && status < 500) {
      // Other client errors (a bad Range header on an image, a malformed path, ...): keep the
      // status, and say only what HTTP says about it.
      return json(
        status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
        http.STATUS_CODES[status] ?? 'Bad request',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side' }],
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      errors: [
        {
          code: 'NOT_FOUND',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      ],
    }),
  );
}
