import DataLoader from 'dataloader';
import { isCode } from '../errors.js';
import type { Role } from '../enums.js';
import { requireToken, type Call } from './call.js';
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
  private readonly byId: DataLoader<number, UserRecord | null>;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
  ) {
    this.byId = new DataLoader(async (ids) =>
      Promise.all(ids.map((id) => this.fetch(id).catch((err: Error) => err))),
    );
  }

  get(id: number): Promise<UserRecord | null> {
    return this.byId.load(id);
  }

  async list(args: UserListArgs): Promise<PageResult<UserRecord>> {
    const page = await this.call<RestPage<UserRecord>>({
      method: 'GET',
      path: 'User',
      query: { Page: args.page, PageSize: args.pageSize, SortBy: args.sortBy },
      token: requireToken(this.token),
    });
    for (const user of page.data) this.remember(user);
    return toPageResult(page);
  }

  async create(details: UserDetails): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'POST',
      path: 'User',
      body: { ...toRestBody(details), password: details.password ?? '' },
      token: requireToken(this.token),
    });
    return this.remember(user);
  }

  async update(id: number, details: UserDetails): Promise<UserRecord> {
    const user = await this.call<UserRecord>({
      method: 'PUT',
      path: `User/${id}`,
      body: toRestBody(details),
      token: requireToken(this.token),
    });
    this.byId.clear(id);
    return this.remember(user);
  }

  async delete(id: number): Promise<void> {
    await this.call({ method: 'DELETE', path: `User/${id}`, token: requireToken(this.token) });
    this.byId.clear(id).prime(id, null);
  }

  private async fetch(id: number): Promise<UserRecord | null> {
    try {
      return await this.call<UserRecord>({
        method: 'GET',
        path: `User/${id}`,
        token: requireToken(this.token),
      });
    } catch (err) {
      if (isCode(err, 'NOT_FOUND')) return null;
      throw err;
    }
  }

  private remember(user: UserRecord): UserRecord {
    this.byId.prime(user.id, user);
    return user;
  }
}
