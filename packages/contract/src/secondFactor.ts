/*
 * Staff sign-in with a second factor: the error codes that ask for the next step, the shape of
 * a code, and the limits the api and the staff app both hold to.
 */

/**
 * The error code of a right password on an account with a second factor: no session yet, but a
 * short-lived ticket (`ticket` beside the code) for the second step.
 */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/** How long the ticket from the password step may be used for the second step, in seconds. */
export const SECOND_FACTOR_TICKET_SECONDS = 300;

/** Authenticator-app codes (RFC 6238): digits, seconds a code lasts, and the hash. */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1' } as const;

/** Codes from the time step before and after the server's are accepted too: clocks drift. */
export const TOTP_WINDOW = 1;

/** What a TOTP code looks like once spaces are taken out. */
export const TOTP_CODE = /^\d{6}$/;

/** How many one-time recovery codes an account gets; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: two groups of five of a-z and 2-7 (`ab3de-fg7hk`). */
export const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'News site';

/** Why the second step refused a code: said to clients by code, to people by the sentence. */
export const SecondFactorRefusal = {
  NOT_ENROLLED: 'This account has no authenticator app to confirm',
  REQUIRED_BY_SITE: 'The site requires a second factor of editors and admins',
  WRONG_CODE: 'That code is not right, or it was already used',
  TICKET_EXPIRED: 'The sign-in took too long; enter your password again',
} as const;
export type SecondFactorRefusalReason = keyof typeof SecondFactorRefusal;

/** A code as typed, spaces and dashes a person may add taken out, lowercase. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/**
 * The error code of a right password on an editor's or admin's account with no second factor
 * while the site requires one: a ticket (`ticket`) lets it enrol, and the enrolment signs in.
 */
export const SECOND_FACTOR_ENROLMENT_REQUIRED = 'SECOND_FACTOR_ENROLMENT_REQUIRED';

/** The roles an admin may require a second factor of. */
export const SECOND_FACTOR_ROLES = ['admin', 'editor'] as const;

/** What a ticket from the password step lets its holder do next. */
export type SecondFactorTicketPurpose = 'verify' | 'enrol';

/** A recovery code once normalised: its ten characters without the dash. */
export const RECOVERY_CODE_NORMALISED = /^[a-z2-7]{10}$/;
export const SECOND_FACTOR_REFUSAL_REASONS = Object.keys(
  SecondFactorRefusal,
) as SecondFactorRefusalReason[];

/** `POST /Auth/totp/setup`'s answer. */
export interface RestTotpSetup {
  secret: string;
  uri: string;
}

/** `GET /Auth/second-factor`'s answer. */
export interface RestSecondFactorStatus {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  required: boolean;
}
