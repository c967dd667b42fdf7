import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { ArticleValues } from './articleSchema';

/** The spec's messages for the fields an article needs to be submitted or published. */
const REQUIRED = {
  title: 'articleForm.titleRequired',
  content: 'articleForm.contentRequired',
  category: 'articleForm.categoryRequired',
  mediaUrl: 'articleForm.mediaUrlRequired',
} as const;

export type RequiredField = keyof typeof REQUIRED;

/** Whether the field is empty; an uploaded photo is the article's image, as a pasted URL is. */
function isEmpty(values: ArticleValues, name: RequiredField): boolean {
  if (name === 'mediaUrl') return !values.image && !values.mediaUrl.trim();
  return !values[name].trim();
}

/**
 * The "… is required" message under an empty field once it is dirty or touched, translated.
 * It is not a validation error: a draft saves without these fields (the form's own rules say
 * what each action lacks), so it never disables a button.
 */
export function requiredMessage(
  form: Pick<FormikProps<ArticleValues>, 'values' | 'initialValues' | 'touched'>,
  t: TFunction,
  name: RequiredField,
): string | undefined {
  const shown = !!form.touched[name] || form.values[name] !== form.initialValues[name];
  return shown && isEmpty(form.values, name) ? t(REQUIRED[name]) : undefined;
}
