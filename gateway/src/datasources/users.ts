import { nullOn } from '../errors.js';
import { UserSort, type Role } from '../enums.js';
import { pageArgs, requireToken, type Call } from './call.js';
import { RecordLoader } from './record-loader.js';
import {
  toPageResult,
  type PageResult,
  type RestPage,
  type UserListArgs,
  type UserRecord,
} from './rest-types.js';

export interface UserDetails {
  username: string;
  fullName: string;
  email: string;
  role: Role;
  password?: string | null | undefined;
  isActive?: boolean | null | undefined;
}

const toRestBody = (d: UserDetails) => ({
  username: d.username,
  full_Name: d.fullName,
  email: d.email,
  role: d.role,
  ...(d.password ? { password: d.password } : {}),
  ...(d.isActive === undefined || d.isActive === null ? {} : { is_Active: d.isActive }),
});

/** `/User` (account management, admins only) for one GraphQL request. */
export class UsersAPI {
  private readonly records: RecordLoader<UserRecord>;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.records = new RecordLoader((id) => this.fetch(id));
  }

  get(id: number): Promise<UserRecord | null> {
    return this.records.load(id);
  }

  async list(args: UserListArgs): Promise<PageResult<UserRecord>> {
    const { page, pageSize } = pageArgs(args);
    const request = this.call<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { Page: page, PageSize: pageSize, SortBy: args.sortBy ?? UserSort.CREATED_DESC },
      token: requireToken(this.token),
    });
    return toPageResult(await this.records.list(request, (page) => page.data));
  }

  async create(details: UserDetails): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'POST',
      path: 'User',
      body: { ...toRestBody(details), password: details.password ?? '' },
      token: requireToken(this.token),
    });
    return this.records.remember(user);
  }

  async update(id: number, details: UserDetails): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'PUT',
      path: `User/${id}`,
      body: toRestBody(details),
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

  private async fetch(id: number): Promise<UserRecord | null> {
    const token = requireToken(this.token);
    return nullOn('NOT_FOUND', this.call<UserRecord>({ method: 'GET', path: `User/${id}`, token }));
  }
}
