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

export interface Authenticator {
  /** Reads a bearer token if one comes along; a bad one is ignored, as for no token. */
  optional: onRequestAsyncHookHandler;
  /** Requires a valid token of an active account, and one of the roles when given. */
  required: (...roles: Role[]) => onRequestAsyncHookHandler;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function createAuthenticator(
  tokens: TokenService,
  findSession: (id: number) => Promise<{ user: User; sessionVersion: number } | undefined>,
): Authenticator {
  async function resolve(request: FastifyRequest): Promise<User | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    // The account is read on every request, so deactivating it, changing its role or its
    // password takes effect at once rather than when its token expires.
    const session = await findSession(claims.userId);
    if (!session?.user.is_Active || session.sessionVersion !== claims.sessionVersion) return null;
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
              ? 'Your session is invalid or has expired; log in again'
              : 'Log in to do this',
          );
        }
        request.user = user;
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
      },
  };
}
