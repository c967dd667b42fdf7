import crypto from 'node:crypto';
import type { RestAccountLink, RestAccountLinkInfo } from '@news/contract';
import { ACCOUNT_LINK_HOURS, type AccountLinkPurpose, type User } from '../../domain.js';
import { conflict, linkRefused, notFound } from '../../lib/errors.js';
import { hasPassword, hashPassword } from '../../lib/password.js';
import { isUniqueViolation, type UserRepository } from '../users/repository.js';
import { checkPassword, cleanFields, type UserInput, type UserService } from '../users/service.js';
import type { AccountLinkRepository, StoredLink } from './repository.js';

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_BYTES = 32;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Invitations and password-reset links: an admin issues a one-time link, shown once, and whoever
 * holds it sets the account's password. Only the token's hash is stored.
 */
export class AccountLinkService {
  constructor(
    private readonly links: AccountLinkRepository,
    private readonly userRepository: UserRepository,
    private readonly users: UserService,
    private readonly now: () => Date,
  ) {}

  /** Creates an inactive account without a password, and its invitation. */
  async invite(actor: User, input: Omit<UserInput, 'password' | 'is_Active'>) {
    const fields = cleanFields(input);
    await this.users.ensureFree(fields.username, fields.email);
    const { token, link } = this.newLink(actor, 'invite');
    let id: number;
    try {
      id = await this.links.createInvited(fields, link);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('That username or email is already in use');
      throw err;
    }
    return this.answer(token, link.purpose, link.expiresAt, id);
  }

  /** A new invitation for an account that has not accepted one; the earlier link stops working. */
  async renewInvitation(actor: User, id: number): Promise<RestAccountLink> {
    const account = await this.account(id);
    if (hasPassword(account.passwordHash)) {
      throw conflict('This account has already set its password; send a password reset link');
    }
    return this.issue(actor, id, 'invite');
  }

  /**
   * A password reset for an active account that has a password. A deactivated account gets none:
   * the link would not activate it, and deactivating one drops its open reset link.
   */
  async resetLink(actor: User, id: number): Promise<RestAccountLink> {
    const account = await this.account(id);
    if (!hasPassword(account.passwordHash)) {
      throw conflict('This account has not accepted its invitation; send a new invitation link');
    }
    if (!account.user.is_Active) {
      throw conflict('This account is not active; activate it before resetting its password');
    }
    return this.issue(actor, id, 'reset');
  }

  /** Whom a link is for, while it can be used. */
  async info(token: string): Promise<RestAccountLinkInfo> {
    const link = await this.usable(token);
    return {
      purpose: link.purpose,
      expiresAt: link.expiresAt,
      username: link.username,
      full_Name: link.fullName,
    };
  }

  /** Sets the password with the link, once: the first of two uses at once wins. */
  async use(token: string, password: string): Promise<void> {
    const link = await this.usable(token);
    const passwordHash = await hashPassword(checkPassword(password));
    if (!(await this.links.use(link, passwordHash, this.now()))) {
      // Used by a request that came first, or expired while the password was hashed.
      throw linkRefused(
        Date.parse(link.expiresAt) <= this.now().getTime() ? 'LINK_EXPIRED' : 'LINK_USED',
      );
    }
  }

  private async usable(token: string): Promise<StoredLink> {
    const link = await this.links.findByHash(hashOf(token));
    if (!link) throw linkRefused('LINK_UNKNOWN');
    if (link.usedAt !== null) throw linkRefused('LINK_USED');
    if (Date.parse(link.expiresAt) <= this.now().getTime()) throw linkRefused('LINK_EXPIRED');
    return link;
  }

  private async account(id: number) {
    const account = await this.userRepository.findWithPassword(id);
    if (!account) throw notFound(`User ${id} does not exist`);
    return account;
  }

  private async issue(actor: User, id: number, purpose: AccountLinkPurpose) {
    const { token, link } = this.newLink(actor, purpose);
    await this.links.issue(id, link);
    return this.answer(token, purpose, link.expiresAt, id);
  }

  private newLink(actor: User, purpose: AccountLinkPurpose) {
    const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + ACCOUNT_LINK_HOURS[purpose] * 3600_000);
    return {
      token,
      link: { tokenHash: hashOf(token), purpose, createdBy: actor.id, createdAt, expiresAt },
    };
  }

  private async answer(
    token: string,
    purpose: AccountLinkPurpose,
    expiresAt: Date,
    id: number,
  ): Promise<RestAccountLink> {
    return { token, purpose, expiresAt: expiresAt.toISOString(), user: await this.users.get(id) };
  }
}
