import crypto from 'node:crypto';
import { TOTP as TOTP_SETTINGS, TOTP_ISSUER, TOTP_WINDOW } from '@news/contract';
import { Secret, TOTP } from 'otpauth';

/** A new authenticator-app secret: 160 random bits (RFC 4226's recommended size), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
  });
}

/** The otpauth:// address an authenticator app reads (as a QR code, or typed). */
export function totpUri(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

/**
 * The time step a code is right for, within the window either side of now; null when it is
 * wrong. The caller refuses a step at or before the last one used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : t.counter({ timestamp: now.getTime() }) + delta;
}

/** Ten characters of a-z and 2-7 (50 random bits), shown as two groups of five. */
export function newRecoveryCode(): string {
  const chars = new Secret({ size: 10 }).base32.toLowerCase().slice(0, 10);
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code (normalised first): its hex SHA-256. */
export function hashRecoveryCode(normalised: string): string {
  return crypto.createHash('sha256').update(normalised).digest('hex');
}
