import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** One GraphQL error as the gateway sends it: a code for programs, a message for people. */
export interface Problem {
  code: string | undefined;
  field: string | undefined;
  message: string;
}

export function problems(error: unknown): Problem[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => ({
      code: typeof e.extensions?.code === 'string' ? e.extensions.code : undefined,
      field: typeof e.extensions?.field === 'string' ? e.extensions.field : undefined,
      message: e.message,
    }));
  }
  return [
    {
      code: undefined,
      field: undefined,
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
 * A screen's own failure message (such as the spec's 'Failed to …'), followed by what went wrong
 * where the gateway's code says it: `extraKeys` adds messages for codes the screen knows best.
 * A refusal (FORBIDDEN) is not a failure that trying again can mend: it is said alone, in the
 * screen's words for it (`extraKeys.FORBIDDEN`) or the common ones.
 */
export function failureMessage(
  t: TFunction,
  messageKey: string,
  error: unknown,
  extraKeys: Partial<Record<string, string>> = {},
): string {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') return t(extraKeys.FORBIDDEN ?? 'errors.forbidden');
  const reason = (code && extraKeys[code]) ?? commonProblemKey(error);
  return reason ? `${t(messageKey)} ${t(reason)}` : t(messageKey);
}
