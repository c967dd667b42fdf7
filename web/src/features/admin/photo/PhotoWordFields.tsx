import { Input, Stack, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';
import { bindFields } from '../../../shared/formFields';
import type { ArticleValues } from '../articleSchema';

/** The words that go with the photo: alt text (required with an uploaded one), caption, credit. */
export function PhotoWordFields({
  form,
  lang,
}: {
  form: FormikProps<ArticleValues>;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const { errorOf, props: field } = bindFields(form, t);
  const { image } = form.values;
  return (
    <>
      <FormField
        label={t('articleForm.imageAlt')}
        error={errorOf('imageAlt')}
        helper={t('articleForm.imageAltHelp')}
        required={!!image}
      >
        <Textarea
          {...field('imageAlt')}
          rows={2}
          autoresize
          maxLength={LIMITS.imageAltMax}
          lang={lang}
        />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField
          label={t('articleForm.imageCaption')}
          error={errorOf('imageCaption')}
          required={false}
        >
          <Input {...field('imageCaption')} maxLength={LIMITS.imageCaptionMax} lang={lang} />
        </FormField>
        <FormField
          label={t('articleForm.imageCredit')}
          error={errorOf('imageCredit')}
          helper={t('articleForm.imageCreditHelp')}
          required={false}
        >
          <Input {...field('imageCredit')} maxLength={LIMITS.imageCreditMax} />
        </FormField>
      </Stack>
    </>
  );
}
