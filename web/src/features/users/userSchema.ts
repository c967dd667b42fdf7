import * as Yup from 'yup';
import type { Role } from '../../gql/graphql';

export const ROLES: readonly Role[] = ['ADMIN', 'EDITOR', 'REPORTER'];

/**
 * The user form's rules; messages are translation keys, the five "required" ones the spec's.
 * Editing an account may leave the password empty to keep the current one.
 */
export function userSchema(mode: 'add' | 'edit') {
  const password = Yup.string().test(
    'length',
    'users.passwordLength',
    (v) => !v || (v.length >= 8 && v.length <= 128),
  );
  return Yup.object({
    username: Yup.string()
      .trim()
      .required('users.usernameRequired')
      .matches(/^[A-Za-z0-9._-]{3,50}$/, 'users.usernameInvalid'),
    fullName: Yup.string()
      .trim()
      .required('users.fullNameRequired')
      .max(100, 'users.fullNameTooLong'),
    email: Yup.string()
      .trim()
      .required('users.emailInvalid')
      .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'users.emailInvalid')
      .max(254, 'users.emailInvalid'),
    role: Yup.string<Role | ''>()
      .required('users.roleRequired')
      .oneOf(['', ...ROLES], 'users.roleRequired'),
    teluguName: Yup.string()
      .trim()
      .max(100, 'users.teluguNameTooLong')
      .test('telugu', 'users.teluguNameInvalid', (v) => !v || /[\u0C00-\u0C7F]/.test(v)),
    bio: Yup.string().trim().max(300, 'users.bioTooLong'),
    password: mode === 'add' ? password.required('users.passwordRequired') : password,
    isActive: Yup.boolean().required(),
  });
}

export type UserValues = Yup.InferType<ReturnType<typeof userSchema>>;

/** An invitation: the user form's rules without a password (the colleague sets their own). */
export const inviteSchema = userSchema('add').pick(['username', 'fullName', 'email', 'role']);

export type InviteValues = Yup.InferType<typeof inviteSchema>;
