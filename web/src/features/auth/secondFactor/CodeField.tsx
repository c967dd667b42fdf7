import { Field, Input } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

/**
 * A one-time code's field: the app's six digits (the phone's number pad, filled in from a text
 * message or a password manager where the browser can), or a recovery code.
 */
export function CodeField({
  form,
  recovery = false,
}: {
  form: FormikProps<{ code: string }>;
  recovery?: boolean;
}) {
  const { t } = useTranslation();
  const message = form.submitCount > 0 ? form.errors.code : undefined;
  return (
    <Field.Root invalid={!!message} required>
      <Field.Label>{t(recovery ? 'secondFactor.recoveryCode' : 'secondFactor.code')}</Field.Label>
      <Input
        {...form.getFieldProps('code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 30 : 20}
      />
      {message && <Field.ErrorText>{t(message)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Formik's rule for a code field: something typed. */
export const validateCode = ({ code }: { code: string }) =>
  code.trim() ? {} : { code: 'secondFactor.codeRequired' };
