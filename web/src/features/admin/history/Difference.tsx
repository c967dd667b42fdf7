import { Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { diffWords, type Change } from 'diff';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../gql/graphql';
import { langOf } from '../../../shared/articles';

interface Words {
  title: string;
  writtenSummary?: string | null;
  content: string;
  /** Null in a version of a draft that had no category yet. */
  category: Category | null;
  language: 'EN' | 'TE';
}

/** The word-by-word difference of two texts, as marked insertions and deletions. */
export function changesOf(older: string, newer: string, language: string): Change[] {
  const intlSegmenter =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(language, { granularity: 'word' })
      : undefined;
  return diffWords(older, newer, intlSegmenter ? { intlSegmenter } : {});
}

function Marked({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  return (
    <Text whiteSpace="pre-wrap">
      {changes.map((change, i) =>
        change.added ? (
          <Box as="ins" key={i} bg="green.subtle" color="green.fg" textDecoration="underline">
            <VisuallyHidden>{t('history.added')} </VisuallyHidden>
            {change.value}
          </Box>
        ) : change.removed ? (
          <Box as="del" key={i} bg="red.subtle" color="red.fg" textDecoration="line-through">
            <VisuallyHidden>{t('history.removed')} </VisuallyHidden>
            {change.value}
          </Box>
        ) : (
          <span key={i}>{change.value}</span>
        ),
      )}
    </Text>
  );
}

/** What changed between two versions: the category, and the title, summary and text marked. */
export function Difference({ older, newer }: { older: Words; newer: Words }) {
  const { t } = useTranslation();
  const lang = langOf(newer.language);
  const parts = [
    { key: 'title', older: older.title, newer: newer.title },
    {
      key: 'summary',
      older: older.writtenSummary ?? '',
      newer: newer.writtenSummary ?? '',
    },
    { key: 'content', older: older.content, newer: newer.content },
  ].filter((part) => part.older !== part.newer);
  const categoryChanged = older.category !== newer.category;
  if (parts.length === 0 && !categoryChanged) {
    return <Text color="fg.muted">{t('history.noDifference')}</Text>;
  }
  return (
    <Stack gap="4" lang={lang}>
      {categoryChanged && (
        <Text>
          {t('history.categoryChange', {
            from: older.category ? t(`categories.${older.category}`) : t('history.noCategory'),
            to: newer.category ? t(`categories.${newer.category}`) : t('history.noCategory'),
          })}
        </Text>
      )}
      {parts.map((part) => (
        <Stack key={part.key} gap="1">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t(`history.fields.${part.key}`)}
          </Text>
          <Marked changes={changesOf(part.older, part.newer, lang)} />
        </Stack>
      ))}
    </Stack>
  );
}
