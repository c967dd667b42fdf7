import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '../domain.js';

const ALGORITHM = 'HS256';
const ISSUER = 'news-api';
const AUDIENCE = 'news-site';

export interface TokenService {
  /** A token for one session (the `sid` claim), which ends when the token expires or earlier. */
  sign(
    user: { id: number; role: Role },
    sessionId: string,
  ): Promise<{ token: string; expiresAt: string }>;
  /** The claims of a valid token, or null for any token that is malformed, forged or expired. */
  verify(token: string): Promise<{ userId: number; sessionId: string } | null>;
}

/** A new session id: 192 random bits, URL-safe. */
export function newSessionId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
        return { userId, sessionId };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * the data directory, readable by its owner only.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    fs.writeFileSync(file, `${crypto.randomBytes(48).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < 32) {
    throw new Error(
      `${file} holds a secret shorter than 32 bytes; delete it to generate a new one`,
    );
  }
  return secret;
}
