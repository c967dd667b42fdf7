import { READ_LIMITS } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import type {
  CategoryStory_ArticleFragment,
  Language,
  ReadRankingsQuery as ReadRankingsData,
} from '../gql/graphql';
import type { FetchPageData } from './readerData';
import { CategoryStory, useStoryLabels } from './stories';

/** An edition's "Most read", and "Trending" where the page shows it. */
export const ReadRankingsQuery = graphql(`
  query ReadRankings($language: Language!, $limit: Int!, $trending: Boolean!) {
    mostRead(language: $language, limit: $limit) {
      ...CategoryStory_article
    }
    trending(language: $language, limit: $limit) @include(if: $trending) {
      ...CategoryStory_article
    }
  }
`);

export type ReadRankings = ReadRankingsData;

/**
 * The rankings of an edition for a reader page; none when they could not be read, which leaves
 * the page without the blocks rather than failing it.
 */
export function loadReadRankings(
  fetch: FetchPageData,
  language: Language,
  trending: boolean,
): Promise<ReadRankings | undefined> {
  return fetch({
    query: ReadRankingsQuery,
    variables: { language, limit: READ_LIMITS.blockSize, trending },
  }).catch(() => undefined);
}

/** A block of ranked stories, numbered; nothing at all when it has none. */
export function RankedStories({
  id,
  title,
  stories,
}: {
  /** The heading's id, which names the block. */
  id: string;
  title: string;
  stories: readonly CategoryStory_ArticleFragment[] | null | undefined;
}) {
  const labels = useStoryLabels();
  if (!stories || stories.length === 0) return null;
  return (
    <section className="block" aria-labelledby={id} data-ranking={id}>
      <h2 id={id}>{title}</h2>
      {stories.map((article) => (
        <CategoryStory key={article.id} article={article} labels={labels} />
      ))}
    </section>
  );
}

/** "Most read" and, where asked, "Trending", in the interface's language. */
export function ReadRankingBlocks({ rankings }: { rankings: ReadRankings | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <RankedStories id="most-read" title={t('reads.mostRead')} stories={rankings?.mostRead} />
      <RankedStories id="trending" title={t('reads.trending')} stories={rankings?.trending} />
    </>
  );
}
