import { nullOn } from '../errors.js';
import { requireToken } from './call.js';
import { RecordSource } from './record-source.js';
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
export class UsersAPI extends RecordSource<UserRecord> {
  get(id: number): Promise<UserRecord | null> {
    return this.records.load(id);
  }

  async list(query: RestUserListQuery): Promise<PageResult<UserRecord>> {
    const request = this.account<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { ...query },
    });
    return toPageResult(await this.records.list(request, (page) => page.data));
  }

  async create(body: RestUserBody): Promise<UserRecord> {
    return this.records.written(this.account({ method: 'POST', path: 'User', body }));
  }

  async update(id: number, body: RestUserBody): Promise<UserRecord> {
    return this.records.written(this.account({ method: 'PUT', path: `User/${id}`, body }));
  }

  async delete(id: number): Promise<void> {
    await this.account({ method: 'DELETE', path: `User/${id}` });
    this.records.forget(id);
  }

  /** Ends every session of the account: its tokens stop working at once. */
  async endSessions(id: number): Promise<void> {
    await this.account({ method: 'DELETE', path: `User/${id}/sessions` });
  }

  /** Creates an inactive account without a password, and its invitation link. */
  invite(body: RestInvitationBody): Promise<AccountLinkRecord> {
    return this.issued('User/Invitations', body);
  }

  /** A new invitation link for an account that has not accepted its invitation. */
  renewInvitation(id: number): Promise<AccountLinkRecord> {
    return this.issued(`User/${id}/Invitation`);
  }

  /** A one-time password reset link for the account. */
  passwordResetLink(id: number): Promise<AccountLinkRecord> {
    return this.issued(`User/${id}/PasswordReset`);
  }

  /** A link the api issues for an account (POST), the account remembered as it is now. */
  private async issued(path: string, body?: RestInvitationBody): Promise<AccountLinkRecord> {
    const link = await this.account<AccountLinkRecord>({ method: 'POST', path, body });
    this.records.remember(link.user);
    return link;
  }

  /** The accounts of `ids`, in one call (`GET /User?Ids=`). */
  protected async fetchMany(ids: readonly number[]): Promise<UserRecord[]> {
    const page = await this.account<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { Ids: ids.join(',') },
    });
    return page.data;
  }

  protected async fetch(id: number): Promise<UserRecord | null> {
    const token = requireToken(this.token);
    return nullOn('NOT_FOUND', this.call<UserRecord>({ method: 'GET', path: `User/${id}`, token }));
  }
}
