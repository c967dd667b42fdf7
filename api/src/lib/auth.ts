import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role, User } from '../domain.js';
import { forbidden, unauthenticated } from './errors.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, set by the route's auth hook; null for anonymous requests. */
    user: User | null;
  }
}

/** A session row and its account, read together in one query. */
export interface SessionRecord {
  user: User;
  expiresAt: string;
  /** When it was ended (logout, or all of the account's sessions ended); null while it works. */
  endedAt: string | null;
  /** When it was last noted in use (null: not yet); left out where it is not read. */
  lastSeenAt?: string | null;
}

export interface Authenticator {
  /** Reads a bearer token if one comes along; a bad one is ignored, as for no token. */
  optional: onRequestAsyncHookHandler;
  /** Requires a valid token of a live session of an active account, and one of the roles when given. */
  required: (...roles: Role[]) => onRequestAsyncHookHandler;
  /** The session id of a request that `required` or `optional` let in with a token. */
  sessionId(request: FastifyRequest): string | undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function createAuthenticator(
  tokens: TokenService,
  findSession: (sessionId: string) => Promise<SessionRecord | undefined>,
): Authenticator {
  const sessions = new WeakMap<FastifyRequest, string>();

  async function resolve(request: FastifyRequest): Promise<User | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    // The session and its account are read on every request (one query), so logging out,
    // ending the account's sessions, deactivating it or changing its role or password takes
    // effect at once rather than when the token expires.
    const session = await findSession(claims.sessionId);
    if (
      !session ||
      session.user.id !== claims.userId ||
      session.endedAt !== null ||
      Date.parse(session.expiresAt) <= Date.now() ||
      !session.user.is_Active
    ) {
      return null;
    }
    sessions.set(request, claims.sessionId);
    return session.user;
  }

  return {
    optional: async (request) => {
      request.user = await resolve(request);
    },
    required:
      (...roles) =>
      async (request) => {
        const user = await resolve(request);
        if (!user) {
          throw unauthenticated(
            request.headers.authorization
              ? 'Your session has ended, expired or is not valid; log in again'
              : 'Log in to do this',
          );
        }
        request.user = user;
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
      },
    sessionId: (request) => sessions.get(request),
  };
}
