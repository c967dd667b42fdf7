import { Input, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import type { FormikProps } from 'formik';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';
import type { ArticleValues } from '../articleSchema';
import StoryEditor from '../richText/StoryEditor';
import { useTeluguTyping, useTeluguTypingChoice } from '../teluguTyping';
import { TeluguTypingSwitch } from '../TeluguTypingSwitch';
import { useFieldHelpers } from './fieldHelpers';

/** The words of the article: title, story and summary, typed in Telugu letters if chosen. */
export function StoryInputs({
  form,
  isNew,
  readOnly,
  lang,
}: {
  form: FormikProps<ArticleValues>;
  /** Whether the form was opened to add an article (it stays so once the draft saves itself). */
  isNew: boolean;
  readOnly: boolean;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const { field, errorOf, messageOf, counterOf } = useFieldHelpers(form);
  const [teluguTyping, setTeluguTyping] = useTeluguTypingChoice();
  // A Telugu article's, and a new one's while its edition follows its words: there the switch
  // is first in the form, and stays put as the writer types whichever letters.
  const teluguPossible =
    !readOnly && (form.values.language === 'TE' || (isNew && !form.touched.language));
  const typing = teluguTyping && teluguPossible;
  const formStatus = form.status as Record<string, string | undefined> | undefined;
  const { setStatus, setFieldValue } = form;
  // As typing into the field does, a change drops what the gateway said about the field.
  const setText = useCallback(
    (name: 'title' | 'content' | 'summary', value: string) => {
      if (formStatus?.[name]) setStatus({ ...formStatus, [name]: undefined });
      void setFieldValue(name, value);
    },
    [formStatus, setStatus, setFieldValue],
  );
  const setTitle = useCallback((value: string) => setText('title', value), [setText]);
  const setSummary = useCallback((value: string) => setText('summary', value), [setText]);
  const titleRef = useTeluguTyping<HTMLInputElement>(typing, setTitle);
  const setStory = useCallback(
    (body: ArticleValues['body'], text: string) => {
      void setFieldValue('body', body, false);
      setText('content', text);
    },
    [setFieldValue, setText],
  );
  const summaryRef = useTeluguTyping<HTMLTextAreaElement>(typing, setSummary);

  return (
    <>
      {teluguPossible && <TeluguTypingSwitch on={teluguTyping} onChange={setTeluguTyping} />}
      <FormField
        label={t('articleForm.title')}
        error={messageOf('title')}
        counter={counterOf(form.values.title, LIMITS.titleMax)}
      >
        <Input {...field('title')} ref={titleRef} lang={lang} />
      </FormField>
      <FormField label={t('articleForm.content')} error={messageOf('content')}>
        <StoryEditor
          value={form.values.body}
          onChange={setStory}
          onBlur={() => void form.setFieldTouched('content', true, false)}
          lang={lang}
          readOnly={readOnly}
          teluguTyping={typing}
        />
      </FormField>
      <FormField
        label={t('articleForm.summary')}
        error={errorOf('summary')}
        helper={t('articleForm.summaryHelp', { max: LIMITS.summaryMax })}
        counter={counterOf(form.values.summary, LIMITS.summaryMax)}
        required={false}
      >
        <Textarea {...field('summary')} ref={summaryRef} rows={3} autoresize lang={lang} />
      </FormField>
    </>
  );
}
