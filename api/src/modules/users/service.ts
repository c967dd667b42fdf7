import type { RestUser } from '@news/contract';
import type { Image, Page, Role, User } from '../../domain.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { parseSortBy } from '../../lib/sort.js';
import { characterCount, normaliseText, pageOf, paging } from '../../lib/text.js';
import { LIMITS } from '../../domain.js';
import type { ImageRepository } from '../media/repository.js';
import {
  isUniqueViolation,
  type UserChanges,
  type UserRepository,
  type UserSortField,
} from './repository.js';

export interface UserInput {
  username: string;
  full_Name: string;
  email: string;
  role: string;
  password?: string | undefined;
  is_Active?: boolean | undefined;
  teluguName?: string | null | undefined;
  bio?: string | null | undefined;
  /** An uploaded photo's id; null or '' removes it; left out keeps it. */
  photoId?: string | null | undefined;
}

/** An optional profile text: left out keeps it (undefined), null or blank clears it. */
function profileText(field: 'teluguName' | 'bio', value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  const text = normaliseText(value);
  if (text === '') return null;
  const max = field === 'bio' ? LIMITS.bioMax : LIMITS.fullNameMax;
  if (characterCount(text) > max) {
    throw badInput(field, `${field} must be at most ${max} characters`);
  }
  if (field === 'teluguName' && !/[\u0C00-\u0C7F]/.test(text)) {
    throw badInput('teluguName', 'teluguName must be written in Telugu letters');
  }
  return text;
}

const SORT_FIELDS: readonly UserSortField[] = [
  'createdAt',
  'username',
  'email',
  'role',
  'full_Name',
];

export function checkPassword(password: string): string {
  // Characters, not UTF-16 units, as the schema counts them.
  if (characterCount(password) < LIMITS.passwordMin) {
    throw badInput('password', `password must be at least ${LIMITS.passwordMin} characters`);
  }
  return password;
}

/** The account's details as stored, or the first one at fault (by field). */
export function cleanFields(input: Omit<UserInput, 'password' | 'is_Active'>) {
  const username = input.username.trim();
  if (username.length < LIMITS.usernameMin || !/^[A-Za-z0-9._-]+$/.test(username)) {
    throw badInput(
      'username',
      `username must be at least ${LIMITS.usernameMin} characters of letters, digits, dots, hyphens or underscores`,
    );
  }
  const fullName = normaliseText(input.full_Name);
  if (fullName === '') throw badInput('full_Name', 'full_Name must not be empty');
  return {
    username,
    fullName,
    email: input.email.trim().toLowerCase(),
    role: input.role.toLowerCase() as Role,
    teluguName: profileText('teluguName', input.teluguName),
    bio: profileText('bio', input.bio),
  };
}

const LAST_ADMIN = 'There must always be at least one active admin';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly images: ImageRepository,
  ) {}

  /** The accounts as answers give them: each with its photo read (in one query). */
  async present(users: readonly User[]): Promise<RestUser[]> {
    const ids = users.flatMap((u) => (u.photoId ? [u.photoId] : []));
    const photos = ids.length > 0 ? await this.images.findMany(ids) : new Map<string, Image>();
    return users.map(({ photoId, ...user }) => ({
      ...user,
      photo: (photoId && photos.get(photoId)) || null,
    }));
  }

  async list(input: {
    Page?: number | undefined;
    PageSize?: number | undefined;
    SortBy?: string | undefined;
  }): Promise<Page<RestUser>> {
    const { page, pageSize } = paging(input);
    const { items, total } = await this.users.list({
      page,
      pageSize,
      sort: parseSortBy(input.SortBy, SORT_FIELDS, 'createdAt'),
    });
    return pageOf(await this.present(items), total, page, pageSize);
  }

  /** The accounts of `ids` that exist, in the order asked: `get` for many in one call. */
  async byIds(ids: readonly number[]): Promise<Page<RestUser>> {
    const found = new Map((await this.users.findMany(ids)).map((user) => [user.id, user]));
    const users = ids.flatMap((id) => found.get(id) ?? []);
    return pageOf(await this.present(users), users.length, 1, ids.length);
  }

  async get(id: number): Promise<RestUser> {
    return (await this.present([await this.stored(id)]))[0]!;
  }

  private async stored(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(`User ${id} does not exist`);
    return user;
  }

  /** The photo an account is to show: left out keeps it; a stored photo's id is kept from now on. */
  private async photo(photoId: string | null | undefined): Promise<string | null | undefined> {
    if (photoId === undefined) return undefined;
    if (photoId === null || photoId.trim() === '') return null;
    const photo = await this.images.claim(photoId.trim());
    if (!photo) {
      throw badInput('photoId', 'photoId names no stored photo; upload it with POST /Media first');
    }
    return photo.id;
  }

  async create(input: UserInput & { password: string }, options: { isActive?: boolean } = {}) {
    const fields = cleanFields(input);
    await this.ensureFree(fields.username, fields.email);
    const passwordHash = await hashPassword(checkPassword(input.password));
    try {
      const id = await this.users.create({
        ...fields,
        passwordHash,
        isActive: options.isActive ?? input.is_Active ?? true,
      });
      return this.get(id);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('That username or email is already in use');
      throw err;
    }
  }

  async update(actor: User, id: number, input: UserInput): Promise<RestUser> {
    const existing = await this.stored(id);
    const fields = cleanFields(input);
    await this.ensureFree(fields.username, fields.email, id);
    const changes: UserChanges = { ...fields };
    const photoId = await this.photo(input.photoId);
    if (photoId !== undefined) changes.photoId = photoId;
    if (input.is_Active !== undefined) changes.isActive = input.is_Active;
    if (actor.id === id && changes.isActive === false) {
      throw conflict('You cannot deactivate your own account', 'is_Active');
    }
    if (input.password) changes.passwordHash = await hashPassword(checkPassword(input.password));
    const staysActiveAdmin = fields.role === 'admin' && (changes.isActive ?? existing.is_Active);
    // A new password, a new role or a deactivation ends every session of the account, so its
    // tokens stop working and reactivating it later brings none of them back.
    const endSessions = (roleBefore: Role) =>
      changes.passwordHash !== undefined ||
      fields.role !== roleBefore ||
      changes.isActive === false;
    try {
      const updated = await this.users.update(
        id,
        changes,
        (otherActiveAdmins) => {
          if (!staysActiveAdmin && otherActiveAdmins === 0) throw conflict(LAST_ADMIN, 'role');
        },
        { endSessions },
      );
      if (!updated) throw notFound(`User ${id} does not exist`);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('That username or email is already in use');
      throw err;
    }
    return this.get(id);
  }

  async delete(actor: User, id: number): Promise<void> {
    if (actor.id === id) throw conflict('You cannot delete your own account');
    await this.stored(id);
    const deleted = await this.users.delete(id, (otherActiveAdmins) => {
      if (otherActiveAdmins === 0) throw conflict(LAST_ADMIN);
    });
    if (!deleted) throw notFound(`User ${id} does not exist`);
  }

  /** Ends every session of the account (an admin's own included: that logs them out too). */
  async endSessions(id: number): Promise<void> {
    await this.stored(id);
    await this.users.endSessions(id);
  }

  /** Refuses (409, by field) a username or email another account uses. */
  async ensureFree(username: string, email: string, exceptId?: number) {
    const taken = await this.users.taken(username, email, exceptId);
    if (taken.username) throw conflict('That username is already in use', 'username');
    if (taken.email) throw conflict('That email is already in use', 'email');
  }
}
