import {
  REFUSAL_REASONS,
  SECOND_FACTOR_REFUSAL_REASONS,
  type RefusalReason,
  type SecondFactorRefusalReason,
} from '@news/contract';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** One GraphQL error as the gateway sends it: a code for programs, a message for people. */
export interface Problem {
  code: string | undefined;
  field: string | undefined;
  /** With FORBIDDEN from the article rules: which rule refused (`Refusal` in the contract). */
  reason: RefusalReason | SecondFactorRefusalReason | undefined;
  /** With SECOND_FACTOR_REQUIRED and SECOND_FACTOR_ENROLMENT_REQUIRED: the next step's ticket. */
  ticket?: string;
  /** With RATE_LIMITED: the seconds until another attempt is let through, when known. */
  retryAfter?: number;
  message: string;
}

export function problems(error: unknown): Problem[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => ({
      code: typeof e.extensions?.code === 'string' ? e.extensions.code : undefined,
      field: typeof e.extensions?.field === 'string' ? e.extensions.field : undefined,
      reason: [...REFUSAL_REASONS, ...SECOND_FACTOR_REFUSAL_REASONS].find(
        (r) => r === e.extensions?.reason,
      ),
      ...(typeof e.extensions?.ticket === 'string' ? { ticket: e.extensions.ticket } : {}),
      ...(Number.isInteger(e.extensions?.retryAfter)
        ? { retryAfter: e.extensions?.retryAfter as number }
        : {}),
      message: e.message,
    }));
  }
  return [
    {
      code: undefined,
      field: undefined,
      reason: undefined,
      message: error instanceof Error ? error.message : String(error),
    },
  ];
}

export function errorCode(error: unknown): string | undefined {
  return problems(error)[0]?.code;
}

/**
 * The translation key that tells a person what went wrong and what to do, for the failures any
 * screen can meet; undefined leaves the screen's own message (such as 'Failed to …') to speak.
 */
export function commonProblemKey(error: unknown): string | undefined {
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
      return 'errors.sessionEnded';
    case 'FORBIDDEN':
      return 'errors.forbidden';
    case 'RATE_LIMITED':
      return 'errors.rateLimited';
    case 'UPSTREAM_UNAVAILABLE':
    case undefined:
      return 'errors.unavailable';
    default:
      return undefined;
  }
}

/**
 * Codes whose reason is the whole story: the api refused the request as it stands (not
 * permitted, in conflict with the current data, not valid, no longer there), so trying the same
 * again cannot mend it.
 */
const FINAL_CODES: ReadonlySet<string> = new Set([
  'FORBIDDEN',
  'CONFLICT',
  'BAD_USER_INPUT',
  'NOT_FOUND',
]);

/** The api's message as a sentence: its messages are written for people, in English. */
export function reasonOf(problem: Problem): string {
  const text = problem.message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A screen's own failure message (such as the spec's 'Failed to … Please try again.'), for a
 * failure that trying again may mend (no answer, the service unavailable, an internal error),
 * followed by what went wrong where the gateway's code says it.
 *
 * A refusal (FORBIDDEN, CONFLICT, BAD_USER_INPUT, NOT_FOUND) is said alone, without 'Please try
 * again': in the screen's words for its code (`extraKeys`), else the api's own reason. One about
 * a field the form shows beside it (`besideFields`) is said there; the screen's message stays.
 */
export function failureMessage(
  t: TFunction,
  messageKey: string,
  error: unknown,
  extraKeys: Partial<Record<string, string>> = {},
  besideFields: readonly string[] = [],
): string {
  const [first] = problems(error);
  const code = first?.code;
  if (first && code && FINAL_CODES.has(code)) {
    if (first.field && besideFields.includes(first.field)) return t(messageKey);
    // A rule of the newsroom's, said in the reader's language.
    if (first.reason) return t(`refusals.${first.reason}`);
    const own = extraKeys[code];
    if (own) return t(own);
    return code === 'NOT_FOUND' ? t('errors.notFound') : reasonOf(first);
  }
  const reason = (code && extraKeys[code]) ?? commonProblemKey(error);
  return reason ? `${t(messageKey)} ${t(reason)}` : t(messageKey);
}
