import type { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../shared/components/ChoiceSelect';
import { FormField } from '../../shared/components/FormField';
import { ROLES } from './userSchema';

/** The account's role, chosen from the three (the user form's and the invitation's). */
export function RoleField({
  field,
  error,
}: {
  /** The select's bound props (`bindFields(...).props('role')`). */
  field: ComponentProps<typeof NativeSelect.Field>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('users.role')} error={error}>
      <ChoiceSelect
        field={field}
        placeholder={t('users.rolePlaceholder')}
        choices={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      />
    </FormField>
  );
}
