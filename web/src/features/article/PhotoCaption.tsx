import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A photo's caption (in the story's language) and its credit after it, under the article's own
 * photo and under a photo in the story; nothing when it has neither.
 */
export function PhotoCaption({
  caption,
  credit,
  lang,
  lineHeight,
}: {
  caption: string | null | undefined;
  credit: string | null | undefined;
  lang: string | undefined;
  lineHeight?: 'normal';
}) {
  const { t } = useTranslation();
  if (!caption && !credit) return null;
  return (
    <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted" lineHeight={lineHeight}>
      {caption && <span lang={lang}>{caption}</span>}
      {caption && credit && ' '}
      {credit && (
        <Text as="span" fontStyle="italic">
          {t('article.photoCredit', { credit })}
        </Text>
      )}
    </Text>
  );
}
