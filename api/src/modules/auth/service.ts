import type { User } from '../../domain.js';
import { refused, unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { newSessionId, type TokenService } from '../../lib/tokens.js';
import type { UserRepository } from '../users/repository.js';
import type { Account } from '../second-factor/service.js';

export type SignInHook = (
  session: { id: string; userId: number },
  userAgent: string | undefined,
) => Promise<void>;

const WRONG_LOGIN = 'Wrong username or password';

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    /** Asks for a second step where the account needs one (throws with its ticket). */
    private readonly afterPassword: (account: Account) => Promise<void> = async () => {},
    /** Told of each session started, with the User-Agent it signed in with. */
    private readonly onSignIn?: SignInHook,
  ) {}

  /**
   * Starts a session and answers its token. One answer for a wrong password and an unknown
   * login alike; that the account is deactivated is said only to someone who knows its password.
   */
  async login(
    login: string,
    password: string,
    userAgent?: string,
  ): Promise<{ token: string; expiresAt: string; user: User }> {
    const account = await this.users.findForLogin(login.trim());
    const ok = await verifyPassword(account?.passwordHash, password);
    if (!account || !ok) throw unauthenticated(WRONG_LOGIN);
    if (!account.user.is_Active) throw refused('ACCOUNT_INACTIVE');
    await this.afterPassword(account);
    return this.open(account, userAgent);
  }

  /** Starts a session for an account whose password (and second factor) were right. */
  async open(
    account: Account,
    userAgent?: string,
  ): Promise<{ token: string; expiresAt: string; user: User }> {
    const sessionId = newSessionId();
    const { token, expiresAt } = await this.tokens.sign(account.user, sessionId);
    // Expired sessions can never work again: each login clears them away, so the table holds
    // at most the sessions started within one token lifetime.
    await this.users.deleteExpiredSessions();
    const started = await this.users.startSession({
      id: sessionId,
      userId: account.user.id,
      passwordHash: account.passwordHash,
      expiresAt,
    });
    // The password changed or the account was deactivated while the password was checked.
    if (!started) throw unauthenticated(WRONG_LOGIN);
    await this.onSignIn?.({ id: sessionId, userId: account.user.id }, userAgent);
    return { token, expiresAt, user: account.user };
  }

  /** Ends the request's session: its token (in every copy) stops working at once. */
  async logout(sessionId: string): Promise<void> {
    await this.users.endSession(sessionId);
  }
}
