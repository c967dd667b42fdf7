import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Story_ArticleFragment } from '../../gql/graphql';
import { CompactStory, useStoryLabels } from '../../shared/stories';

/** "Read next": stories in the article's language, the same category first. */
export function ReadNext({ stories }: { stories: Story_ArticleFragment[] }) {
  const { t } = useTranslation();
  const labels = useStoryLabels();
  if (stories.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="read-next"
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }}
      mt="6"
    >
      <Heading as="h2" id="read-next" fontFamily="headline" fontSize="2xl" mb="2">
        {t('article.readNext')}
      </Heading>
      {stories.map((story) => (
        <CompactStory key={story.id} article={story} labels={labels} level="h3" />
      ))}
    </Box>
  );
}
