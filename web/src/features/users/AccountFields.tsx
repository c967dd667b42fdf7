import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/components/FormField';
import type { bindFields } from '../../shared/formFields';
import { RoleField } from './RoleField';

type Bound = ReturnType<typeof bindFields<Record<AccountField, string>>>;
type AccountField = 'username' | 'fullName' | 'teluguName' | 'email' | 'role';

/**
 * Who an account is, as the user form and the invitation ask it: username, full name, the
 * Telugu name (the user form only), email and role.
 */
export function AccountFields({
  fields,
  teluguName,
}: {
  /**
   * The form's bound fields (`bindFields(form, t)`); methods, so that a form without the Telugu
   * name (the invitation's) fits too.
   */
  fields: {
    errorOf(this: void, name: AccountField): string | undefined;
    props(this: void, name: AccountField): ReturnType<Bound['props']>;
  };
  teluguName: boolean;
}) {
  const { t } = useTranslation();
  const { errorOf, props: field } = fields;
  return (
    <>
      <FormField label={t('users.username')} error={errorOf('username')}>
        <Input {...field('username')} autoComplete="off" maxLength={50} />
      </FormField>
      <FormField label={t('users.fullName')} error={errorOf('fullName')}>
        <Input {...field('fullName')} autoComplete="off" maxLength={100} />
      </FormField>
      {teluguName && (
        <FormField
          label={t('users.teluguName')}
          error={errorOf('teluguName')}
          helper={t('users.teluguNameHelp')}
          required={false}
        >
          <Input {...field('teluguName')} autoComplete="off" maxLength={100} lang="te" />
        </FormField>
      )}
      <FormField label={t('users.email')} error={errorOf('email')}>
        <Input type="email" {...field('email')} autoComplete="off" />
      </FormField>
      <RoleField field={field('role')} error={errorOf('role')} />
    </>
  );
}
