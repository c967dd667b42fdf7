import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminArticle_ArticleFragment } from '../../gql/graphql';
import { StatusBadge } from '../../shared/components/StatusBadge';

type Row = Pick<AdminArticle_ArticleFragment, 'status' | 'publishedAt' | 'lead' | 'sentBack'>;

/** The first line of a note, which a list has room for; the form shows the whole note. */
export const firstLine = (text: string) => text.trim().split('\n')[0]!.trim();

/**
 * A row's status in the staff list: a draft an editor sent back says so, with the first line
 * of the note, so its reporter sees at once what to fix; the lead story is marked too.
 */
export function ArticleRowStatus({ article }: { article: Row }) {
  const { t } = useTranslation();
  const note = article.sentBack;
  return (
    <Stack gap="1" minW="0">
      <HStack gap="1" wrap="wrap">
        {note ? (
          <Badge colorPalette="orange" variant="solid" data-status="SENT_BACK">
            {t('admin.sentBack')}
          </Badge>
        ) : (
          <StatusBadge status={article.status} publishedAt={article.publishedAt} />
        )}
        {article.lead && (
          <Badge colorPalette="purple" variant="solid" size="sm" data-lead="">
            {t('admin.lead')}
          </Badge>
        )}
      </HStack>
      {note && (
        <Text
          fontSize="sm"
          color="fg.muted"
          lineClamp={2}
          whiteSpace="normal"
          minW="40"
          maxW="xs"
          data-sent-back-note=""
        >
          {firstLine(note.text)}
        </Text>
      )}
    </Stack>
  );
}
