import { languageOfText } from '@news/contract';
import type { FormikProps } from 'formik';
import { useEffect } from 'react';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { languageNameOf } from '../../../shared/languages';
import type { ArticleValues } from '../articleSchema';

/** A new article's language follows its text until someone chooses it. */
export function useLanguageFollowsText(
  form: FormikProps<ArticleValues>,
  article: ArticleForm_ArticleFragment | undefined,
) {
  const { setFieldValue } = form;
  const { title, content, language } = form.values;
  const languageTouched = !!form.touched.language;
  useEffect(() => {
    if (article || languageTouched || (!title.trim() && !content.trim())) return;
    const detected = languageNameOf(languageOfText(title, content));
    if (detected && detected !== language) void setFieldValue('language', detected);
  }, [article, languageTouched, title, content, language, setFieldValue]);
}
