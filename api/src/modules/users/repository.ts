import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { countRows, inTransaction, textSortKey, toIso } from '../../db/index.js';
import { changedColumns, type ChangeColumns } from '../../db/changes.js';
import type { DB, UsersTable } from '../../db/schema.js';
import type { Role, SortDirection, User } from '../../domain.js';
import type { SessionRecord } from '../../lib/auth.js';
import { canPublish } from '../articles/policy.js';

export type UserSortField = 'createdAt' | 'username' | 'email' | 'role' | 'full_Name';

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  role: Role;
  passwordHash: string;
  isActive: boolean;
  teluguName?: string | null;
  bio?: string | null;
  photoId?: string | null;
}

export type UserChanges = Partial<NewUser>;

/** Where an account's changes are stored. */
const CHANGE_COLUMNS: ChangeColumns<UserChanges, UsersTable> = {
  username: 'username',
  fullName: 'full_name',
  email: 'email',
  role: 'role',
  passwordHash: 'password_hash',
  isActive: (active) => ({ is_active: active ? 1 : 0 }),
  teluguName: 'telugu_name',
  bio: 'bio',
  photoId: 'photo_id',
};

const SORT_COLUMNS = {
  createdAt: 'created_at',
  username: 'username',
  email: 'email',
  role: 'role',
  full_Name: 'full_name',
} as const;

/**
 * When the account's open invitation expires: an invited account that has not set its password
 * yet (at most one open invitation an account, migration 0016).
 */
const invitedUntil = (eb: ExpressionBuilder<DB, 'users'>) =>
  eb
    .selectFrom('account_links')
    .select('account_links.expires_at')
    .whereRef('account_links.user_id', '=', 'users.id')
    .where('account_links.purpose', '=', 'invite')
    .where('account_links.used_at', 'is', null)
    .as('invited_until');

type UserRow = Selectable<UsersTable> & { invited_until: string | Date | null };

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    full_Name: row.full_name,
    email: row.email,
    role: row.role,
    is_Active: Boolean(row.is_active),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    canPublish: canPublish(row.role),
    teluguName: row.telugu_name ?? null,
    bio: row.bio ?? null,
    photoId: row.photo_id ?? null,
    invitedUntil: row.invited_until === null ? null : toIso(row.invited_until),
  };
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return (
    code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT_UNIQUE'))
  );
}

export class UserRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** The accounts, each with its open invitation's end. */
  private accountRows() {
    return this.db.selectFrom('users').selectAll().select(invitedUntil);
  }

  async list(q: {
    page: number;
    pageSize: number;
    sort: { field: UserSortField; direction: SortDirection };
  }) {
    const [total, rows] = await Promise.all([
      countRows(this.db.selectFrom('users')),
      this.accountRows()
        .orderBy(
          q.sort.field === 'createdAt'
            ? sql.ref('created_at')
            : textSortKey(this.database.dialect, SORT_COLUMNS[q.sort.field]),
          q.sort.direction,
        )
        .orderBy('id', q.sort.direction)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
    ]);
    return { total, items: rows.map(toUser) };
  }

  async findById(id: number): Promise<User | undefined> {
    return (await this.findWithPassword(id))?.user;
  }

  /** The accounts of `ids` that exist, in no order. */
  async findMany(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows = await this.accountRows()
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(toUser);
  }

  /** The account and its stored password hash. */
  async findWithPassword(id: number): Promise<{ user: User; passwordHash: string } | undefined> {
    const row = await this.accountRows().where('id', '=', id).executeTakeFirst();
    return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
  }

  /** The account a login name points to: a username (any case) or an email address. */
  async findForLogin(login: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const lower = login.toLowerCase();
    const row = await this.accountRows()
      .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', lower), eb('email', '=', lower)]))
      .executeTakeFirst();
    return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
  }

  /** A session and its account, in one query: what every authenticated request reads. */
  async findSession(sessionId: string): Promise<SessionRecord | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.expires_at', 'sessions.ended_at', 'sessions.last_seen_at'])
      .select(invitedUntil)
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    return row
      ? {
          user: toUser(row),
          expiresAt: toIso(row.expires_at),
          endedAt: row.ended_at === null ? null : toIso(row.ended_at),
          lastSeenAt: row.last_seen_at === null ? null : toIso(row.last_seen_at),
        }
      : undefined;
  }

  /**
   * Records a new session, but only if the account is still active and still has the password
   * that was checked: a password change or a deactivation that lands while the password is being
   * verified is not undone by the login. Answers whether the session was recorded.
   */
  async startSession(session: {
    id: string;
    userId: number;
    passwordHash: string;
    expiresAt: string;
  }): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await this.db
      .insertInto('sessions')
      .columns(['id', 'user_id', 'created_at', 'expires_at'])
      .expression((eb) => {
        // PostgreSQL reads an untyped parameter in a select list as text, which it will not
        // store in a timestamptz column without a cast.
        const timestamp = (value: string) =>
          this.database.dialect === 'postgres'
            ? eb.cast<string>(eb.val(value), 'timestamptz')
            : eb.val(value);
        const account = eb
          .selectFrom('users')
          .select([
            eb.val(session.id).as('id'),
            'users.id as user_id',
            timestamp(now).as('created_at'),
            timestamp(session.expiresAt).as('expires_at'),
          ])
          .where('users.id', '=', session.userId)
          .where('users.password_hash', '=', session.passwordHash)
          .where('users.is_active', '=', 1);
        // On PostgreSQL a change to the account that is under way (and ends its sessions) is
        // waited for and then read; SQLite runs one write at a time anyway.
        return this.database.dialect === 'postgres' ? account.forShare() : account;
      })
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Ends one session. */
  async endSession(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends every open session of the account, in the caller's transaction when given one. */
  async endSessions(userId: number, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Deletes the sessions, of any account, whose tokens have expired: they can never work again. */
  async deleteExpiredSessions(): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', new Date().toISOString())
      .execute();
  }

  /** Which of username and email another account already uses. */
  async taken(
    username: string,
    email: string,
    exceptId?: number,
  ): Promise<{ username: boolean; email: boolean }> {
    const rows = await this.db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, '=', username.toLowerCase()),
          eb('email', '=', email),
        ]),
      )
      .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
      .execute();
    return {
      username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      email: rows.some((r) => r.email === email),
    };
  }

  /** Creates the account, in the caller's transaction when given one. */
  async create(user: NewUser, db: Kysely<DB> = this.db): Promise<number> {
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('users')
      .values({
        username: user.username,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
        password_hash: user.passwordHash,
        is_active: user.isActive ? 1 : 0,
        created_at: now,
        updated_at: now,
        telugu_name: user.teluguName ?? null,
        bio: user.bio ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Applies the changes unless they would leave no active admin; `guard` sees the number of
   * active admins other than this user and decides. Rows are locked on PostgreSQL so two
   * concurrent changes cannot both remove "the other" admin. With `endSessions`, every session
   * of the account ends in the same transaction.
   */
  async update(
    id: number,
    changes: UserChanges,
    guard: (otherActiveAdmins: number) => void,
    options: { endSessions: (roleBefore: Role) => boolean },
  ): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      guard(await this.otherActiveAdmins(trx, id));
      // The role as it is now, under the transaction (and its row lock on PostgreSQL), so a
      // concurrent change cannot hide that this one changes it.
      const current = trx.selectFrom('users').select('role').where('id', '=', id);
      const before = await (
        this.database.dialect === 'postgres' ? current.forUpdate() : current
      ).executeTakeFirst();
      if (!before) return false;
      const result = await trx
        .updateTable('users')
        .set({
          ...changedColumns(changes, CHANGE_COLUMNS),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      if (options.endSessions(before.role)) await this.endSessions(id, trx);
      // A password set here leaves the account's open links nothing to do; a deactivated account
      // keeps no reset link, so none can open it once it is active again.
      if (changes.passwordHash !== undefined || changes.isActive === false) {
        await trx
          .deleteFrom('account_links')
          .where('user_id', '=', id)
          .where('used_at', 'is', null)
          .$if(changes.passwordHash === undefined, (qb) => qb.where('purpose', '=', 'reset'))
          .execute();
      }
      return true;
    });
  }

  /** Deletes the account; its sessions go with it (on delete cascade). */
  async delete(id: number, guard: (otherActiveAdmins: number) => void): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      guard(await this.otherActiveAdmins(trx, id));
      // Articles keep the name the account had last, not the one it had when they were written.
      const user = await trx
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', id)
        .executeTakeFirst();
      if (user) {
        await trx
          .updateTable('articles')
          .set({ author_name: user.full_name })
          .where('author_id', '=', id)
          .execute();
      }
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('users'));
  }

  private async otherActiveAdmins(trx: Kysely<DB>, id: number): Promise<number> {
    // Every active admin row is locked, in id order, so concurrent changes queue up instead of
    // each counting "the other" admin that the other change is removing.
    const query = trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .orderBy('id');
    const rows = await (this.database.dialect === 'postgres' ? query.forUpdate() : query).execute();
    return rows.filter((r) => r.id !== id).length;
  }
}
