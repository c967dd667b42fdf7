import { Box, Grid, SimpleGrid } from '@chakra-ui/react';
import { homePath } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { LuChevronRight } from 'react-icons/lu';
import { PageLoadFailed } from '../../shared/components/PageLoadFailed';
import type { FrontPageQuery } from '../../gql/graphql';
import { HOME_PAGE_SIZE, type HomeView } from './homeData';
import { HomeShell, NoStories } from './HomeShell';
import { ReadRankingBlocks, type ReadRankings } from '../../shared/readRankings';
import { CategoryStory, CompactStory, LeadStory, useStoryLabels } from '../../shared/stories';

/**
 * The front page: the lead story (the newest an editor marked as lead in the edition, else the
 * newest), the latest stories beside it (under it on a phone) with "More news" to the list's
 * second page, then "Most read" and "Trending" (each only when it has stories) and a block per
 * category in the home page's order.
 */
export function FrontPage({
  view,
  front,
  rankings,
}: {
  view: HomeView;
  /** The front page's data; none when it could not be fetched. */
  front: FrontPageQuery['frontPage'] | undefined;
  /** "Most read" and "Trending"; none when they could not be read. */
  rankings?: ReadRankings | undefined;
}) {
  const { t } = useTranslation();
  const labels = useStoryLabels();

  let content;
  let blocks;
  if (!front) {
    content = (
      <PageLoadFailed retryHref={homePath({ edition: view.editionParam })}>
        {t('home.loadFailed')}
      </PageLoadFailed>
    );
  } else if (!front.lead) {
    content = <NoStories view={view} />;
  } else {
    content = (
      <Grid
        as="section"
        aria-labelledby="home-heading"
        templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
        gap={{ base: '4', lg: '8' }}
        alignItems="start"
      >
        <LeadStory article={front.lead} labels={labels} />
        <Box display="flex" flexDirection="column">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1 }} columnGap="6">
            {front.latest.map((article) => (
              <CompactStory key={article.id} article={article} labels={labels} />
            ))}
          </SimpleGrid>
          {front.totalItems > HOME_PAGE_SIZE && (
            <a className="more-news" href={homePath({ edition: view.editionParam, page: 2 })}>
              {t('home.moreNews')} <LuChevronRight aria-hidden />
            </a>
          )}
        </Box>
      </Grid>
    );
    blocks = (front.sections.length > 0 || rankings) && (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" alignItems="start">
        <ReadRankingBlocks rankings={rankings} />
        {front.sections.map(({ category, articles }) => (
          <section key={category} className="block" aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`}>
              <a href={homePath({ edition: view.editionParam, category })}>
                {t(`categories.${category}`)} <LuChevronRight aria-hidden />
              </a>
            </h2>
            {articles.map((article) => (
              <CategoryStory key={article.id} article={article} labels={labels} />
            ))}
          </section>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <HomeShell view={view} title={t('home.latest')} more={blocks}>
      {content}
    </HomeShell>
  );
}
