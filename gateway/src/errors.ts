import {
  LINK_REFUSAL_REASONS,
  REFUSAL_REASONS,
  SECOND_FACTOR_ENROLMENT_REQUIRED,
  SECOND_FACTOR_REFUSAL_REASONS,
  SECOND_FACTOR_REQUIRED,
  UPLOAD_REFUSAL_REASONS,
  type LinkRefusalReason,
  type RefusalReason,
  type SecondFactorRefusalReason,
  type UploadRefusalReason,
} from '@news/contract';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | typeof SECOND_FACTOR_REQUIRED
  | typeof SECOND_FACTOR_ENROLMENT_REQUIRED
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

type Reason = RefusalReason | UploadRefusalReason | LinkRefusalReason | SecondFactorRefusalReason;

export function gatewayError(
  code: ErrorCode,
  message: string,
  extra: {
    field?: string;
    /** Every field refused, when there are several (the first is `field`). */
    fields?: readonly string[];
    reason?: Reason;
    /** With SECOND_FACTOR_REQUIRED and SECOND_FACTOR_ENROLMENT_REQUIRED: the next step's ticket. */
    ticket?: string;
    /** With RATE_LIMITED: the seconds until another attempt is let through. */
    retryAfter?: number;
    /** With NOT_FOUND: it was there and is gone (an article in the trash, a used link). */
    gone?: boolean;
    httpStatus?: number;
  } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code,
      ...(extra.field ? { field: extra.field } : {}),
      ...(extra.fields && extra.fields.length > 1 ? { fields: extra.fields } : {}),
      ...(extra.reason ? { reason: extra.reason } : {}),
      ...(extra.retryAfter ? { retryAfter: extra.retryAfter } : {}),
      ...(extra.ticket ? { ticket: extra.ticket } : {}),
      ...(extra.gone ? { gone: true } : {}),
      ...(extra.httpStatus ? { http: { status: extra.httpStatus } } : {}),
    },
  });
}

/** Which limit an operation broke, as `extensions.limit` names it. */
export type LimitName = 'tokens' | 'depth' | 'aliases' | 'fields' | 'rootFields' | 'rows';

export const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function tooComplex(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: TOO_COMPLEX, limit, http: { status: 400 } },
  });
}

/** graphql-js's own message when the parser's token limit is reached. */
const TOKEN_LIMIT_MESSAGE = /Document contains more th(?:at|an) (\d+) tokens/;

/** The parser's token limit answers QUERY_TOO_COMPLEX like the other limits. */
function tokenLimitError(message: string): GraphQLError | undefined {
  const match = TOKEN_LIMIT_MESSAGE.exec(message);
  if (!match) return undefined;
  return tooComplex(
    'tokens',
    `The operation is too long: at most ${match[1]} tokens (names, punctuation and values) are accepted. Send a shorter document.`,
  );
}

export const isCode = (err: unknown, code: ErrorCode): boolean =>
  err instanceof GraphQLError && err.extensions.code === code;

/** The answer, or null when the call failed with `code` (a missing record, an ended session). */
export async function nullOn<T>(code: ErrorCode, answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (isCode(err, code)) return null;
    throw err;
  }
}

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
  Language: 'language',
  Status: 'status',
  AuthorId: 'authorId',
  SortBy: 'sortBy',
  PreferLanguage: 'preferLanguage',
  Word: 'word',
  full_Name: 'fullName',
  is_Active: 'isActive',
};

interface RestErrorBody {
  errors?: {
    code?: unknown;
    message?: unknown;
    field?: unknown;
    reason?: unknown;
    retryAfter?: unknown;
    ticket?: unknown;
  }[];
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // The request's body stopped arriving: as the server answers a request timeout (app.ts).
  408: 'BAD_REQUEST',
  409: 'CONFLICT',
  // A one-time account link used or expired, an article in the trash: gone, as a missing one is
  // (`extensions.gone` tells them apart).
  410: 'NOT_FOUND',
  413: 'BAD_USER_INPUT',
  414: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
  431: 'BAD_USER_INPUT',
};

const FALLBACK_MESSAGES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'The request took too long to arrive.',
  BAD_USER_INPUT: 'The request was not valid.',
  UNAUTHENTICATED: 'Sign in first.',
  FORBIDDEN: 'This account may not do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That conflicts with the current data.',
  RATE_LIMITED: 'Too many attempts. Try again in a minute.',
};

/** The reasons a REST refusal may give: the article rules', the upload's and the account links'. */
const KNOWN_REASONS: readonly Reason[] = [
  ...REFUSAL_REASONS,
  ...UPLOAD_REFUSAL_REASONS,
  ...LINK_REFUSAL_REASONS,
  ...SECOND_FACTOR_REFUSAL_REASONS,
];

/** A right password that needs a next step: its code and ticket pass through as they are. */
const NEXT_STEPS: readonly ErrorCode[] = [SECOND_FACTOR_REQUIRED, SECOND_FACTOR_ENROLMENT_REQUIRED];

/** Success, and the error statuses that fromRestError turns into a code of their own. */
export const isMappedStatus = (status: number) =>
  (status >= 200 && status < 300) || status in STATUS_CODES;

/**
 * The one place a REST error answer becomes a GraphQL error. The REST API's messages are written
 * for people and name no internals, so they pass through, with REST field names spelled as the
 * GraphQL inputs are. Other statuses (5xx) never get here: they are UPSTREAM_UNAVAILABLE.
 */
export function fromRestError(status: number, body: unknown): GraphQLError {
  const code = STATUS_CODES[status] ?? 'UPSTREAM_UNAVAILABLE';
  if (code === 'UPSTREAM_UNAVAILABLE') return upstreamUnavailable();
  const errors = (body as RestErrorBody | undefined)?.errors;
  const first = errors?.[0];
  const nextStep = NEXT_STEPS.find((c) => c === first?.code);
  if (status === 401 && nextStep && typeof first?.ticket === 'string') {
    return gatewayError(nextStep, String(first.message), { ticket: first.ticket });
  }
  const restField = typeof first?.field === 'string' ? first.field : undefined;
  const field = restField ? (FIELD_NAMES[restField] ?? restField) : undefined;
  // An article that may not leave the drafts names each field it lacks.
  const fields = (errors ?? []).flatMap((e) =>
    typeof e.field === 'string' ? [FIELD_NAMES[e.field] ?? e.field] : [],
  );
  let message = typeof first?.message === 'string' ? first.message : FALLBACK_MESSAGES[code]!;
  if (restField && field && field !== restField) {
    message = message.replace(new RegExp(`\\b${restField}\\b`, 'g'), field);
  }
  // Which article rule refused, or why an upload was, for clients to say in the reader's language.
  const reason = KNOWN_REASONS.find((r) => r === first?.reason);
  const retryAfter =
    code === 'RATE_LIMITED' && Number.isInteger(first?.retryAfter) && Number(first?.retryAfter) > 0
      ? Number(first?.retryAfter)
      : undefined;
  return gatewayError(code, message, { field, fields, reason, retryAfter, gone: status === 410 });
}

/**
 * A refusal by one of the operation limits (limits.ts). Apollo files the validation rules' and
 * the parser's refusals under its own codes; they answer QUERY_TOO_COMPLEX with the limit named.
 */
function asTooComplex(formatted: GraphQLFormattedError): GraphQLFormattedError | undefined {
  const limit = formatted.extensions?.limit;
  if (typeof limit === 'string') {
    return { ...formatted, extensions: { ...formatted.extensions, code: TOO_COMPLEX } };
  }
  if (formatted.extensions?.code !== 'GRAPHQL_PARSE_FAILED') return undefined;
  const tokens = tokenLimitError(formatted.message);
  return tokens && { message: tokens.message, extensions: { code: TOO_COMPLEX, limit: 'tokens' } };
}

/**
 * Errors raised on purpose (ours, Apollo's, GraphQL's) keep their message; one that Apollo left
 * without a code but refused with a 4xx status is a BAD_REQUEST. Anything else is a bug: the
 * client gets INTERNAL_SERVER_ERROR with a plain message, and the original goes to the log.
 */
export function makeFormatError(options: {
  /** Drops "Did you mean ...?" hints, which tell strangers the schema's names. */
  hideSuggestions: boolean;
  log: (err: unknown) => void;
}) {
  const clean = (formatted: GraphQLFormattedError): GraphQLFormattedError =>
    options.hideSuggestions
      ? { ...formatted, message: formatted.message.replace(/ ?Did you mean .*\?$/s, '') }
      : formatted;
  const { log } = options;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const tooComplex = asTooComplex(formatted);
    if (tooComplex) return tooComplex;
    const original = unwrapResolverError(error);
    if (original instanceof GraphQLError) {
      const status = (original.extensions.http as { status?: number } | undefined)?.status;
      const uncoded = !original.extensions.code;
      if (uncoded && status && status >= 400 && status < 500) {
        return clean({
          ...formatted,
          extensions: { ...formatted.extensions, code: 'BAD_REQUEST' },
        });
      }
      if (!uncoded) return clean(formatted);
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
