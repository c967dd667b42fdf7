import crypto from 'node:crypto';
import { SECOND_FACTOR_TICKET_SECONDS, type SecondFactorTicketPurpose } from '@news/contract';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'news-api';
// Not the sessions' audience: a ticket is never taken for a session token, nor one for a ticket.
const AUDIENCE = 'news-second-factor';

export interface Ticket {
  userId: number;
  purpose: SecondFactorTicketPurpose;
  /** A digest of the password hash the ticket was given for: a password change voids it. */
  passwordDigest: string;
}

/** A digest of a password hash, to be carried in a ticket without showing the hash. */
export function passwordDigest(passwordHash: string): string {
  return crypto.createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

/**
 * Tickets from a sign-in's password step to its next one: signed, short-lived, naming the
 * account and what it may do next.
 */
export class TicketService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(ticket: Ticket): Promise<string> {
    return new SignJWT({ pur: ticket.purpose, pwd: ticket.passwordDigest })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(ticket.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SECOND_FACTOR_TICKET_SECONDS}s`)
      .sign(this.key);
  }

  /** The ticket's claims, or null for one that is malformed, forged or expired. */
  async verify(token: string): Promise<Ticket | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'pur', 'pwd'],
      });
      const userId = Number(payload.sub);
      const { pur, pwd } = payload;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if ((pur !== 'verify' && pur !== 'enrol') || typeof pwd !== 'string') return null;
      return { userId, purpose: pur, passwordDigest: pwd };
    } catch {
      return null;
    }
  }
}
