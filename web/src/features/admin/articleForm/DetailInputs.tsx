import { Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { FORM_CATEGORY_ORDER } from '@news/contract';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../shared/articles';
import { ChoiceSelect } from '../../../shared/components/ChoiceSelect';
import { FormField } from '../../../shared/components/FormField';
import { LANGUAGE_NAMES } from '../../../shared/languages';
import { useNow } from '../../../shared/now';
import { todayIso, wallDateTimeOf } from '../../../shared/timeZone';
import { useZoneName } from '../../../shared/useDates';
import type { ArticleValues } from '../articleSchema';
import { useFieldHelpers } from './fieldHelpers';

/** Where the article belongs: its category and edition, its author and day. */
export function DetailInputs({ form }: { form: FormikProps<ArticleValues> }) {
  const { t } = useTranslation();
  const { field, errorOf, messageOf } = useFieldHelpers(form);
  return (
    <>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField label={t('articleForm.category')} error={messageOf('category')}>
          <ChoiceSelect
            field={field('category')}
            placeholder={t('articleForm.categoryPlaceholder')}
            choices={FORM_CATEGORY_ORDER.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          />
        </FormField>
        <FormField label={t('articleForm.language')} error={errorOf('language')}>
          <ChoiceSelect
            field={{
              ...field('language'),
              onChange: (event) => {
                // Chosen: the edition no longer follows the words.
                field('language').onChange(event);
                void form.setFieldTouched('language', true, false);
              },
            }}
            placeholder={t('articleForm.languagePlaceholder')}
            choices={LANGUAGE_NAMES.map((name) => ({
              value: name,
              label: t(`languages.${langOf(name)}`),
              lang: langOf(name),
            }))}
          />
        </FormField>
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField label={t('articleForm.author')} error={errorOf('author')} readOnly>
          <Input {...form.getFieldProps('author')} readOnly />
        </FormField>
        <FormField label={t('articleForm.date')} error={errorOf('date')}>
          <Input type="date" max={todayIso()} {...field('date')} />
        </FormField>
      </Stack>
    </>
  );
}

/** The lead story checkbox, for those who may publish. */
export function LeadInput({
  form,
  disabled,
}: {
  form: FormikProps<ArticleValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { errorOf } = useFieldHelpers(form);
  const leadTextId = `field-text-${useId()}`;
  const leadError = errorOf('lead');
  return (
    <Field.Root
      invalid={!!leadError}
      disabled={disabled}
      ids={{ helperText: leadTextId, errorText: leadTextId }}
    >
      <Checkbox.Root
        checked={form.values.lead}
        onCheckedChange={(details) => {
          const status = (form.status ?? {}) as Record<string, string | undefined>;
          if (status.lead) form.setStatus({ ...status, lead: undefined });
          void form.setFieldValue('lead', details.checked === true);
        }}
      >
        <Checkbox.HiddenInput name="lead" aria-describedby={leadTextId} />
        <Checkbox.Control />
        <Checkbox.Label>{t('articleForm.lead')}</Checkbox.Label>
      </Checkbox.Root>
      {leadError ? (
        <Field.ErrorText>{leadError}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('articleForm.leadHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** When a scheduled article goes public, in the newsroom's time zone. */
export function PublishAtInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const zoneName = useZoneName();
  const now = useNow();
  return (
    <FormField
      label={t('articleForm.publishAt', { zone: zoneName })}
      error={error}
      helper={t('articleForm.publishAtHelp', { zone: zoneName })}
      required={false}
    >
      <Input
        type="datetime-local"
        name="publishAt"
        min={wallDateTimeOf(now)}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}
