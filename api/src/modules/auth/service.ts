import type { User } from '../../domain.js';
import { unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { TokenService } from '../../lib/tokens.js';
import type { UserRepository } from '../users/repository.js';

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
  ) {}

  /** One answer for a wrong password, an unknown login and an inactive account alike. */
  async login(
    login: string,
    password: string,
  ): Promise<{ token: string; expiresAt: string; user: User }> {
    const account = await this.users.findForLogin(login.trim());
    const ok = await verifyPassword(account?.passwordHash, password);
    if (!account || !ok || !account.user.is_Active) {
      throw unauthenticated('Wrong username or password');
    }
    const { token, expiresAt } = await this.tokens.sign(account.user, account.sessionVersion);
    return { token, expiresAt, user: account.user };
  }
}
