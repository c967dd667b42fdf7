import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export function gatewayError(
  code: ErrorCode,
  message: string,
  extra: { field?: string; httpStatus?: number } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code,
      ...(extra.field ? { field: extra.field } : {}),
      ...(extra.httpStatus ? { http: { status: extra.httpStatus } } : {}),
    },
  });
}

export const isCode = (err: unknown, code: ErrorCode): boolean =>
  err instanceof GraphQLError && err.extensions.code === code;

export const badInput = (field: string, message: string) =>
  gatewayError('BAD_USER_INPUT', message, { field });

export const UPSTREAM_MESSAGE =
  'The news service is not available right now. Please try again shortly.';
export const upstreamUnavailable = () => gatewayError('UPSTREAM_UNAVAILABLE', UPSTREAM_MESSAGE);

/** REST parameter and body names, spelled as the GraphQL arguments and input fields are. */
const FIELD_NAMES: Record<string, string> = {
  Page: 'page',
  PageSize: 'pageSize',
  Search: 'search',
  Filter: 'category',
  SortBy: 'sortBy',
  full_Name: 'fullName',
  is_Active: 'isActive',
};

interface RestErrorBody {
  errors?: { code?: unknown; message?: unknown; field?: unknown }[];
}

/**
 * The one place a REST answer that is not a success becomes a GraphQL error. The REST API's
 * messages are written for people and name no internals, so 4xx messages pass through; 5xx
 * answers become UPSTREAM_UNAVAILABLE with a message of our own.
 */
export function fromRestError(status: number, body: unknown): GraphQLError {
  const first = (body as RestErrorBody | undefined)?.errors?.[0];
  const message = typeof first?.message === 'string' ? first.message : undefined;
  const restField = typeof first?.field === 'string' ? first.field : undefined;
  const field = restField ? (FIELD_NAMES[restField] ?? restField) : undefined;
  switch (status) {
    case 400:
    case 413:
    case 415:
      return gatewayError('BAD_USER_INPUT', message ?? 'The request was not valid.', { field });
    case 401:
      return gatewayError('UNAUTHENTICATED', message ?? 'Sign in first.');
    case 403:
      return gatewayError('FORBIDDEN', message ?? 'This account may not do that.');
    case 404:
      return gatewayError('NOT_FOUND', message ?? 'Not found.');
    case 409:
      return gatewayError('CONFLICT', message ?? 'That conflicts with the current data.', {
        field,
      });
    case 429:
      return gatewayError('RATE_LIMITED', message ?? 'Too many attempts. Try again in a minute.');
    default:
      return upstreamUnavailable();
  }
}

/**
 * Errors raised on purpose (ours, Apollo's, GraphQL's) keep their message; one that Apollo left
 * without a code but refused with a 4xx status is a BAD_REQUEST. Anything else is a bug: the
 * client gets INTERNAL_SERVER_ERROR with a plain message, and the original goes to the log.
 */
export function makeFormatError(log: (err: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof GraphQLError) {
      const status = (original.extensions.http as { status?: number } | undefined)?.status;
      const uncoded = !original.extensions.code;
      if (uncoded && status && status >= 400 && status < 500) {
        return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
      }
      if (!uncoded) return formatted;
    }
    log(original);
    return {
      message: 'Something went wrong on our side. Please try again.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: 'INTERNAL_SERVER_ERROR',
        ...(formatted.extensions?.stacktrace
          ? { stacktrace: formatted.extensions.stacktrace }
          : {}),
      },
    };
  };
}
