/* Accounts' JSON: users, invitations, one-time links, a login. */

import type { AccountLinkPurpose, Role } from '../facts.js';
import type { RestImage } from './articles.js';

/** `GET /User` query parameters. */
export interface RestUserListQuery {
  Page?: number;
  PageSize?: number;
  SortBy?: string;
}

export interface RestUser {
  id: number;
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  is_Active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Whether the account may publish, unpublish and schedule articles. */
  canPublish: boolean;
  /** The name in Telugu letters, for bylines of Telugu stories; null when none. */
  teluguName: string | null;
  /** A line or two about the author, for their page; null when none. */
  bio: string | null;
  /**
   * While the account has not accepted its invitation: when its latest invitation link expires
   * (past when it has expired); null otherwise.
   */
  invitedUntil: string | null;
  /** The author's photo for their page (an uploaded photo, `POST /Media`), or null. */
  photo: RestImage | null;
}

/** `POST /User/Invitations`: an account without a password. */
export interface RestInvitationBody {
  username: string;
  full_Name: string;
  email: string;
  role: Role;
}

/** A one-time link just issued: the token is shown once and never stored. */
export interface RestAccountLink {
  token: string;
  purpose: AccountLinkPurpose;
  expiresAt: string;
  user: RestUser;
}

/** `GET /Auth/link`: whom a valid link is for. */
export interface RestAccountLinkInfo {
  purpose: AccountLinkPurpose;
  expiresAt: string;
  username: string;
  full_Name: string;
}

/** `POST /User` and `PUT /User/{id}`. */
export interface RestUserBody {
  username: string;
  full_Name: string;
  email: string;
  role: Role;
  password?: string;
  is_Active?: boolean;
  /** Left out: kept as it is; null or empty: none. */
  teluguName?: string | null;
  bio?: string | null;
  /** `PUT /User/{id}` only: an uploaded photo's id; left out keeps it, null or empty removes it. */
  photoId?: string | null;
}

export interface RestLogin {
  token: string;
  expiresAt: string;
  user: RestUser;
}
