import { SESSION_COOKIE, SESSION_COOKIE_PATH } from '@news/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayError } from './errors.js';

export { SESSION_COOKIE };
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

export type TokenSource = 'header' | 'cookie' | undefined;

/**
 * The request's token: `Authorization: Bearer` first, then the session cookie. A malformed
 * Authorization header is refused rather than silently replaced by the cookie.
 */
export function readToken(request: FastifyRequest): { token?: string; source: TokenSource } {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer +(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !TOKEN_PATTERN.test(match[1])) {
      throw gatewayError(
        'UNAUTHENTICATED',
        'The Authorization header must be "Bearer <token>", with the token from login.',
        { httpStatus: 401 },
      );
    }
    return { token: match[1], source: 'header' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie && TOKEN_PATTERN.test(cookie)) return { token: cookie, source: 'cookie' };
  return { source: undefined };
}

/**
 * Starts and ends the browser session: the token in an httpOnly, SameSite=Strict cookie. With no
 * reply (a page rendered as a reader, in a render thread) there is no session and no cookie.
 */
export class Session {
  constructor(
    private readonly reply: FastifyReply | null,
    private readonly secure: boolean,
    readonly source: TokenSource,
  ) {}

  start(token: string, expiresAt: string): void {
    const seconds = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000);
    void this.reply?.setCookie(SESSION_COOKIE, token, {
      ...this.attributes(),
      maxAge: Math.max(seconds, 0),
    });
  }

  end(): void {
    void this.reply?.clearCookie(SESSION_COOKIE, this.attributes());
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: SESSION_COOKIE_PATH,
    } as const;
  }
}
