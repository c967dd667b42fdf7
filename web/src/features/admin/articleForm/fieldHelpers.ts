import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../../shared/formFields';
import type { ArticleValues } from '../articleSchema';
import { requiredMessage, type RequiredField } from '../requiredFields';

/** What the form's inputs share: their props and messages, and the length counters. */
export function useFieldHelpers(form: FormikProps<ArticleValues>) {
  const { t } = useTranslation();
  const { errorOf, props: field } = bindFields(form, t);
  // Characters (code points) of what is saved, trimmed, as the api counts them.
  const counterOf = (value: string, max: number) => {
    const length = [...value.trim()].length;
    return { length, max, text: t('articleForm.characters', { count: length, max }) };
  };
  // A field the article needs to leave the drafts says so once touched and empty.
  const messageOf = (name: RequiredField) => errorOf(name) ?? requiredMessage(form, t, name);
  return { field, errorOf, messageOf, counterOf };
}
