import { nullOn } from '../errors.js';
import type { Call } from './call.js';
import type { AccountLinkInfoRecord, LoginRecord, UserRecord } from './rest-types.js';

/** `/Auth` for one GraphQL request: signing in and out, and who the token belongs to. */
export class AuthAPI {
  private current: Promise<UserRecord | null> | undefined;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
    /** The browser's, passed on to a sign-in so the session shows its device. */
    private readonly userAgent?: string,
  ) {}

  login(username: string, password: string): Promise<LoginRecord> {
    return this.call<LoginRecord>({
      method: 'POST',
      path: 'Auth/login',
      body: { username, password },
      userAgent: this.userAgent,
    });
  }

  /** Whom a one-time account link is for. The token goes in `/Auth/*`'s query, never logged. */
  accountLink(token: string): Promise<AccountLinkInfoRecord> {
    return this.call<AccountLinkInfoRecord>({
      method: 'GET',
      path: 'Auth/link',
      query: { token },
    });
  }

  /** Sets the account's password with a one-time link. */
  async setPasswordWithLink(token: string, password: string): Promise<void> {
    await this.call({ method: 'POST', path: 'Auth/link', body: { token, password } });
  }

  /**
   * Ends the token's session at the api, so every copy of the token stops working. Nothing to
   * do without a token, or when its session had already ended; an api that does not answer is
   * UPSTREAM_UNAVAILABLE, since the session may still be open.
   */
  async logout(): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    await nullOn('UNAUTHENTICATED', this.call({ method: 'POST', path: 'Auth/logout', token }));
    this.current = Promise.resolve(null);
  }

  /** The token's account; null without a token or when the session has ended. */
  me(): Promise<UserRecord | null> {
    this.current ??= this.fetchMe();
    return this.current;
  }

  private async fetchMe(): Promise<UserRecord | null> {
    if (!this.token) return null;
    const token = this.token;
    return nullOn(
      'UNAUTHENTICATED',
      this.call<UserRecord>({ method: 'GET', path: 'Auth/me', token }),
    );
  }
}
