import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { inTransaction, toIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { AccountLinkPurpose } from '../../domain.js';
import { NO_PASSWORD } from '../../lib/password.js';
import { isUniqueViolation, type NewUser, type UserRepository } from '../users/repository.js';

/** A link as stored: the token's hash, never the token. */
export interface NewLink {
  tokenHash: string;
  purpose: AccountLinkPurpose;
  createdBy: number;
  createdAt: Date;
  expiresAt: Date;
}

/** A link found by its token's hash, with the account it is for. */
export interface StoredLink {
  id: number;
  userId: number;
  purpose: AccountLinkPurpose;
  expiresAt: string;
  usedAt: string | null;
  username: string;
  fullName: string;
}

export class AccountLinkRepository {
  private readonly db: Kysely<DB>;

  constructor(
    database: Database,
    private readonly users: UserRepository,
  ) {
    this.db = database.db;
  }

  /** Creates an inactive account without a password and its invitation, in one transaction. */
  createInvited(user: Omit<NewUser, 'passwordHash' | 'isActive'>, link: NewLink): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const id = await this.users.create(
        { ...user, passwordHash: NO_PASSWORD, isActive: false },
        trx,
      );
      await this.insert(trx, id, link);
      return id;
    });
  }

  /**
   * Issues a link for the account, replacing its open link of the same purpose. Two issued at
   * once on PostgreSQL may both find none to replace: the partial unique index refuses the
   * second insert, which then replaces the first.
   */
  async issue(userId: number, link: NewLink): Promise<void> {
    const attempt = () =>
      inTransaction(this.db, async (trx) => {
        await trx
          .deleteFrom('account_links')
          .where('user_id', '=', userId)
          .where('purpose', '=', link.purpose)
          .where('used_at', 'is', null)
          .execute();
        await this.insert(trx, userId, link);
      });
    try {
      await attempt();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await attempt();
    }
  }

  async findByHash(tokenHash: string): Promise<StoredLink | undefined> {
    const row = await this.db
      .selectFrom('account_links')
      .innerJoin('users', 'users.id', 'account_links.user_id')
      .select([
        'account_links.id',
        'account_links.user_id',
        'account_links.purpose',
        'account_links.expires_at',
        'account_links.used_at',
        'users.username',
        'users.full_name',
      ])
      .where('account_links.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          userId: row.user_id,
          purpose: row.purpose,
          expiresAt: toIso(row.expires_at),
          usedAt: row.used_at === null ? null : toIso(row.used_at),
          username: row.username,
          fullName: row.full_name,
        }
      : undefined;
  }

  /**
   * Uses the link, if it is still open and unexpired at `now`: sets the account's password (and
   * activates an invited account), ends its sessions and drops its other open links, in one
   * transaction. The link is taken by a conditional update, so of two uses at once only one
   * finds it open (PostgreSQL's row lock makes the second wait and then see it used); answers
   * whether this one did.
   */
  use(link: StoredLink, passwordHash: string, now: Date): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const at = now.toISOString();
      const taken = await trx
        .updateTable('account_links')
        .set({ used_at: at })
        .where('id', '=', link.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          ...(link.purpose === 'invite' ? { is_active: 1 } : {}),
          updated_at: at,
        })
        .where('id', '=', link.userId)
        .execute();
      await this.users.endSessions(link.userId, trx);
      await trx
        .deleteFrom('account_links')
        .where('user_id', '=', link.userId)
        .where('used_at', 'is', null)
        .execute();
      return true;
    });
  }

  private async insert(trx: Kysely<DB>, userId: number, link: NewLink): Promise<void> {
    await trx
      .insertInto('account_links')
      .values({
        token_hash: link.tokenHash,
        user_id: userId,
        purpose: link.purpose,
        created_by: link.createdBy,
        created_at: link.createdAt.toISOString(),
        expires_at: link.expiresAt.toISOString(),
      })
      .execute();
  }
}
