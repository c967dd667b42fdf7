import { SimpleGrid } from '@chakra-ui/react';
import type { Story_ArticleFragment } from '../../gql/graphql';
import type { SearchMarks } from '../highlight';
import { ListCard, useStoryLabels } from '../stories';

/** Cards in the first row, whose pictures are fetched at once (the first one before anything else). */
const EAGER_CARDS = 3;

/** A page of list cards in the list's grid: one column on a phone, two, then three. */
export function StoryCards({
  articles,
  pattern,
  edition,
}: {
  articles: Story_ArticleFragment[];
  pattern: SearchMarks | null;
  edition: boolean;
}) {
  const labels = useStoryLabels();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {articles.map((article, i) => (
        <ListCard
          key={article.id}
          article={article}
          labels={labels}
          pattern={pattern}
          edition={edition}
          load={i === 0 ? 'priority' : i < EAGER_CARDS ? 'eager' : 'lazy'}
        />
      ))}
    </SimpleGrid>
  );
}
