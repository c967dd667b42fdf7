import { LIMITS } from '@news/contract';
import * as Yup from 'yup';

/** The new password, twice; messages are translation keys. Counted in characters, as the api counts. */
export const linkPasswordSchema = Yup.object({
  password: Yup.string()
    .required('accountLinks.passwordRequired')
    .test('length', 'accountLinks.passwordLength', (v) => {
      const length = [...(v ?? '')].length;
      return length >= LIMITS.passwordMin && length <= LIMITS.passwordMax;
    }),
  confirm: Yup.string()
    .required('accountLinks.confirmRequired')
    .oneOf([Yup.ref('password')], 'accountLinks.mismatch'),
});

export type LinkPasswordValues = Yup.InferType<typeof linkPasswordSchema>;
