import { Input, Stack } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';

/** The words that go with a photo: alt text (required), caption and credit. */
export function PhotoWords({
  words,
  onChange,
  altError,
  lang,
}: {
  words: { alt: string; caption: string; credit: string };
  onChange: (words: { alt: string; caption: string; credit: string }) => void;
  altError: string | undefined;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('articleForm.imageAlt')}
        error={altError}
        helper={t('articleForm.imageAltHelp')}
      >
        <Input
          lang={lang}
          maxLength={LIMITS.imageAltMax}
          value={words.alt}
          onChange={(e) => onChange({ ...words, alt: e.currentTarget.value })}
        />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FormField label={t('articleForm.imageCaption')} error={undefined} required={false}>
          <Input
            lang={lang}
            maxLength={LIMITS.imageCaptionMax}
            value={words.caption}
            onChange={(e) => onChange({ ...words, caption: e.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('articleForm.imageCredit')} error={undefined} required={false}>
          <Input
            maxLength={LIMITS.imageCreditMax}
            value={words.credit}
            onChange={(e) => onChange({ ...words, credit: e.currentTarget.value })}
          />
        </FormField>
      </Stack>
    </>
  );
}

export const wordsOf = (words: { alt: string; caption: string; credit: string }) => ({
  alt: words.alt.trim(),
  caption: words.caption.trim() || null,
  credit: words.credit.trim() || null,
});
