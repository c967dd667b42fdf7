import { nullOn } from '../errors.js';
import { requireToken, type Call } from './call.js';
import { RecordLoader } from './record-loader.js';
import {
  toPageResult,
  type AccountLinkRecord,
  type RestInvitationBody,
  type PageResult,
  type RestPage,
  type RestUserBody,
  type RestUserListQuery,
  type UserRecord,
} from './rest-types.js';

/** `/User` (account management, admins only) for one GraphQL request. */
export class UsersAPI {
  private readonly records: RecordLoader<UserRecord>;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.records = new RecordLoader({
      one: (id) => this.fetch(id),
      many: (ids) => this.fetchMany(ids),
    });
  }

  get(id: number): Promise<UserRecord | null> {
    return this.records.load(id);
  }

  async list(query: RestUserListQuery): Promise<PageResult<UserRecord>> {
    const request = this.call<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { ...query },
      token: requireToken(this.token),
    });
    return toPageResult(await this.records.list(request, (page) => page.data));
  }

  async create(body: RestUserBody): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'POST',
      path: 'User',
      body,
      token: requireToken(this.token),
    });
    return this.records.remember(user);
  }

  async update(id: number, body: RestUserBody): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'PUT',
      path: `User/${id}`,
      body,
      token: requireToken(this.token),
    });
    return this.records.remember(user);
  }

  async delete(id: number): Promise<void> {
    await this.call({ method: 'DELETE', path: `User/${id}`, token: requireToken(this.token) });
    this.records.forget(id);
  }

  /** Ends every session of the account: its tokens stop working at once. */
  async endSessions(id: number): Promise<void> {
    await this.call({
      method: 'DELETE',
      path: `User/${id}/sessions`,
      token: requireToken(this.token),
    });
  }

  /** Creates an inactive account without a password, and its invitation link. */
  async invite(body: RestInvitationBody): Promise<AccountLinkRecord> {
    return this.issued(
      this.call<AccountLinkRecord>({
        method: 'POST',
        path: 'User/Invitations',
        body,
        token: requireToken(this.token),
      }),
    );
  }

  /** A new invitation link for an account that has not accepted its invitation. */
  renewInvitation(id: number): Promise<AccountLinkRecord> {
    return this.issued(
      this.call<AccountLinkRecord>({
        method: 'POST',
        path: `User/${id}/Invitation`,
        token: requireToken(this.token),
      }),
    );
  }

  /** A one-time password reset link for the account. */
  passwordResetLink(id: number): Promise<AccountLinkRecord> {
    return this.issued(
      this.call<AccountLinkRecord>({
        method: 'POST',
        path: `User/${id}/PasswordReset`,
        token: requireToken(this.token),
      }),
    );
  }

  private async issued(answer: Promise<AccountLinkRecord>): Promise<AccountLinkRecord> {
    const link = await answer;
    this.records.remember(link.user);
    return link;
  }

  /** The accounts of `ids`, in one call (`GET /User?Ids=`). */
  private async fetchMany(ids: readonly number[]): Promise<UserRecord[]> {
    const page = await this.call<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { Ids: ids.join(',') },
      token: requireToken(this.token),
    });
    return page.data;
  }

  private async fetch(id: number): Promise<UserRecord | null> {
    const token = requireToken(this.token);
    return nullOn('NOT_FOUND', this.call<UserRecord>({ method: 'GET', path: `User/${id}`, token }));
  }
}
