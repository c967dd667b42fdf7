import { Type, type Static } from 'typebox';
import { Image } from '../media/schemas.js';
import { LIMITS, ROLES } from '../../domain.js';
import { idsDescription } from '../../lib/ids.js';
import { PageQuery, Pagination, Timestamp } from '../../lib/schemas.js';

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  full_Name: Type.String(),
  email: Type.String(),
  role: Type.Enum([...ROLES], { description: 'Stored lowercase.' }),
  is_Active: Type.Boolean({ description: 'Only active accounts can log in.' }),
  createdAt: Timestamp('When the account was created.'),
  updatedAt: Timestamp('When the account was last changed.'),
  canPublish: Type.Boolean({
    description:
      'Whether the account may publish, schedule and unpublish articles (editors and admins).',
  }),
  teluguName: Type.Union([Type.String(), Type.Null()], {
    description: 'The name in Telugu letters, for the byline of Telugu stories; null when none.',
  }),
  bio: Type.Union([Type.String(), Type.Null()], {
    description: 'A line or two about the author, for their author page; null when none.',
  }),
  photo: Type.Unsafe<Static<typeof Image> | null>({
    ...Image,
    type: ['object', 'null'],
    description: 'The author’s photo for their page (an uploaded photo), or null.',
  }),
  invitedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'While the account has not accepted its invitation (`POST /User/Invitations`): when its invitation link expires, which may have passed (`POST /User/{id}/Invitation` issues a new one). Null otherwise.',
  }),
});

export const UserListQuery = Type.Object({
  ...PageQuery,
  Ids: Type.Optional(
    Type.String({
      maxLength: LIMITS.idsMax * 11,
      description: idsDescription('Accounts', 'GET /User/{id}'),
    }),
  ),
  SortBy: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        '`desc` (newest first, the default) or `asc` by creation, or `username`, `email`, `role`, `full_Name`, `createdAt`, each optionally followed by `:asc` or `:desc`.',
    }),
  ),
});

export const UserPage = Type.Object({ data: Type.Array(User), pagination: Pagination });

export const RoleInput = Type.Enum([...ROLES, 'Admin', 'Editor', 'Reporter'], {
  description: 'admin, editor or reporter (any case).',
});

/** A text or null, as one type list so that a refusal names the field plainly. */
const nullableText = (maxLength: number, description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, description });

export const identity = {
  username: Type.String({
    minLength: 1,
    maxLength: LIMITS.usernameMax,
    description: `${LIMITS.usernameMin} to ${LIMITS.usernameMax} letters, digits, dots, hyphens or underscores; unique regardless of case.`,
  }),
  full_Name: Type.String({ minLength: 1, maxLength: LIMITS.fullNameMax }),
  email: Type.String({ format: 'email', maxLength: LIMITS.emailMax, description: 'Unique.' }),
  teluguName: Type.Optional(
    nullableText(
      LIMITS.fullNameMax,
      'The name in Telugu letters (the byline of Telugu stories). Left out: kept; null or empty: none.',
    ),
  ),
  bio: Type.Optional(
    nullableText(
      LIMITS.bioMax,
      `A line or two for the author page, up to ${LIMITS.bioMax} characters. Left out: kept; null or empty: none.`,
    ),
  ),
};

export const UserCreateBody = Type.Object(
  {
    ...identity,
    role: RoleInput,
    password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
    is_Active: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const UserUpdateBody = Type.Object(
  {
    ...identity,
    role: RoleInput,
    password: Type.Optional(
      Type.String({
        maxLength: LIMITS.passwordMax,
        description: 'A new password; empty or missing keeps the current one.',
      }),
    ),
    is_Active: Type.Optional(Type.Boolean({ description: 'Missing keeps the current value.' })),
    photoId: Type.Optional(
      nullableText(
        64,
        'The author’s photo: the `id` `POST /Media` answered (32 hex digits). Left out: kept; null or empty: none. A photo no account or article uses is kept a day after its upload, then deleted (400 when it is gone: upload it again).',
      ),
    ),
  },
  { additionalProperties: false },
);

export const SignupBody = Type.Object(
  {
    ...identity,
    password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  {
    username: Type.String({
      minLength: 1,
      maxLength: LIMITS.emailMax,
      description: 'The username or the email address.',
    }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
  },
  { additionalProperties: false },
);

export const LoginResponse = Type.Object({
  token: Type.String({ description: 'A JWT to send as `Authorization: Bearer <token>`.' }),
  expiresAt: Timestamp('When the token stops working.'),
  user: User,
});
