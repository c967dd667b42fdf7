import { badInput } from '../errors.js';

/** A ticket from the password step: a JWT's three base64url parts, of a sane length. */
export function ticketArg(value: string): string {
  if (value.length > 2000 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) {
    throw badInput('ticket', 'ticket must be the ticket from the sign-in (extensions.ticket)');
  }
  return value;
}

/** What the second step checks: exactly one of a code and a recovery code, each short. */
export function secondStepProof(
  code: string | null | undefined,
  recoveryCode: string | null | undefined,
): { code: string } | { recoveryCode: string } {
  const given = (v: string | null | undefined): v is string => v !== null && v !== undefined;
  if (given(code) === given(recoveryCode)) {
    throw badInput('code', 'Send either code or recoveryCode');
  }
  if (given(code)) {
    if (code.length > 20) throw badInput('code', 'code must be at most 20 characters');
    return { code };
  }
  if (recoveryCode!.length > 30) {
    throw badInput('recoveryCode', 'recoveryCode must be at most 30 characters');
  }
  return { recoveryCode: recoveryCode! };
}
