import * as Yup from 'yup';

/** The spec's login rules; messages are translation keys. Only "required" is enforced for the email. */
export const loginSchema = Yup.object({
  email: Yup.string().trim().required('login.emailRequired'),
  password: Yup.string().required('login.passwordRequired').min(6, 'login.passwordMin'),
});

export type LoginValues = Yup.InferType<typeof loginSchema>;
