import { Input, Stack } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';

type Words = { alt: string; caption: string; credit: string };

/** The words that go with a photo: alt text (required), caption and credit. */
export function PhotoWords({
  words,
  onChange,
  altError,
  lang,
}: {
  words: Words;
  onChange: (words: Words) => void;
  altError: string | undefined;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const bind = (key: keyof Words) => ({
    value: words[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...words, [key]: e.currentTarget.value }),
  });
  return (
    <>
      <FormField
        label={t('articleForm.imageAlt')}
        error={altError}
        helper={t('articleForm.imageAltHelp')}
      >
        <Input lang={lang} maxLength={LIMITS.imageAltMax} {...bind('alt')} />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FormField label={t('articleForm.imageCaption')} error={undefined} required={false}>
          <Input lang={lang} maxLength={LIMITS.imageCaptionMax} {...bind('caption')} />
        </FormField>
        <FormField label={t('articleForm.imageCredit')} error={undefined} required={false}>
          <Input maxLength={LIMITS.imageCreditMax} {...bind('credit')} />
        </FormField>
      </Stack>
    </>
  );
}

export const wordsOf = (words: Words) => ({
  alt: words.alt.trim(),
  caption: words.caption.trim() || null,
  credit: words.credit.trim() || null,
});

/**
 * A photo's words being edited: what `PhotoWords` shows, and `take`, which gives the words to
 * store or, while the alt text is missing, null and the alt text's error beside its field.
 */
export function usePhotoWords(initial: Words = { alt: '', caption: '', credit: '' }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(initial);
  const [altError, setAltError] = useState<string | undefined>();
  return {
    words,
    take: () => {
      if (words.alt.trim()) return wordsOf(words);
      setAltError(t('storyEditor.photoAltRequired'));
      return null;
    },
    fields: {
      words,
      altError,
      onChange: (next: Words) => {
        setWords(next);
        if (next.alt.trim()) setAltError(undefined);
      },
    },
  };
}
