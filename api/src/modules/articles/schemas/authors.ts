import { Type, type Static } from 'typebox';
import { LIMITS } from '../../../domain.js';
import { Image } from '../../media/schemas.js';
import { Nullable } from './common.js';

/* Authors: the author page (`GET /Authors/{username}`) and the admin list's filter (`GET /Authors`). */

export const AuthorParams = Type.Object({
  username: Type.String({
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
    pattern: '^[A-Za-z0-9._-]+$',
    description: 'The author’s username (any case).',
  }),
});

export const AuthorProfile = Type.Object({
  id: Type.Integer({ description: '`AuthorId` of `GET /Articles` lists their stories.' }),
  username: Type.String(),
  name: Type.String({ description: 'The full name.' }),
  teluguName: Nullable('string', 'The name in Telugu letters, or null.'),
  bio: Nullable('string', `A line or two about them (up to ${LIMITS.bioMax} characters), or null.`),
  photo: Type.Unsafe<Static<typeof Image> | null>({
    ...Image,
    type: ['object', 'null'],
    description: 'Their photo (an uploaded photo), or null.',
  }),
});

export const Authors = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer({ description: "The account's id (`AuthorId` of `GET /Articles`)." }),
      name: Type.String({ description: "The account's full name." }),
    }),
    { description: 'By name.' },
  ),
});
