import { badInput } from '../errors.js';

/** A ticket from the password step: a JWT's three base64url parts, of a sane length. */
export function ticketArg(value: string): string {
  if (value.length > 2000 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) {
    throw badInput('ticket', 'ticket must be the ticket from the sign-in (extensions.ticket)');
  }
  return value;
}

/** A WebAuthn answer sent as a JSON string: an object, of a sane size. */
export function passkeyJson(field: string, value: string): unknown {
  let parsed: unknown;
  try {
    parsed = value.length <= 64_000 ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badInput(field, `${field} must be the browser's answer as a JSON object`);
  }
  return parsed;
}

const given = (v: string | null | undefined): v is string => v !== null && v !== undefined;

/** What the second step checks: exactly one of a code, a recovery code and a passkey's answer. */
export function secondStepProof(
  code: string | null | undefined,
  recoveryCode: string | null | undefined,
  passkey: string | null | undefined,
): { code: string } | { recoveryCode: string } | { passkey: unknown } {
  if ([code, recoveryCode, passkey].filter(given).length !== 1) {
    throw badInput('code', 'Send one of code, recoveryCode and passkey');
  }
  if (given(passkey)) return { passkey: passkeyJson('passkey', passkey) };
  if (given(code)) {
    if (code.length > 20) throw badInput('code', 'code must be at most 20 characters');
    return { code };
  }
  if (recoveryCode!.length > 30) {
    throw badInput('recoveryCode', 'recoveryCode must be at most 30 characters');
  }
  return { recoveryCode: recoveryCode! };
}
