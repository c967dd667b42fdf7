import { useQuery } from '@apollo/client/react';
import { Box, Grid, SimpleGrid } from '@chakra-ui/react';
import { CATEGORY_NAMES } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { editionLanguage } from './edition';
import { HOME_PAGE_SIZE, HomeShell, ShowAll, type HomeView } from './HomeShell';
import { homePath } from './links';
import { CategoryStory, CompactStory, LeadStory, useStoryLabels } from './stories';

/** The latest stories under the lead (one more is asked for, in case the lead is among them). */
export const LATEST_COUNT = 8;
/** Stories asked for each category's block (the lead, if among them, is left out). */
export const CATEGORY_COUNT = 4;

/**
 * Everything the front page shows, in one request: the newest lead story of the edition, the
 * latest stories, and each category's newest. Summaries, never the article bodies.
 */
const HomeFrontQuery = graphql(`
  query HomeFront($language: Language) {
    lead: articles(lead: true, pageSize: 1, language: $language) {
      items {
        ...Story_article
      }
    }
    latest: articles(pageSize: 9, language: $language) {
      totalItems
      items {
        ...Story_article
      }
    }
    POLITICS: articles(category: POLITICS, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    SPORTS: articles(category: SPORTS, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    ENTERTAINMENT: articles(category: ENTERTAINMENT, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    BUSINESS: articles(category: BUSINESS, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    TECHNOLOGY: articles(category: TECHNOLOGY, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    ENVIRONMENT: articles(category: ENVIRONMENT, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
    ANNOUNCEMENT: articles(category: ANNOUNCEMENT, pageSize: 4, language: $language) {
      items {
        ...CategoryStory_article
      }
    }
  }
`);

/**
 * The front page: the lead story (the newest an editor marked as lead in the edition, else the
 * newest), the latest stories beside it (under it on a phone) with "More news" to the list's
 * second page, then a block per category in the home page's order.
 */
export function FrontPage({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const labels = useStoryLabels();
  const { data, loading, error, refetch } = useQuery(HomeFrontQuery, {
    variables: { language: editionLanguage(view.edition) },
  });
  const title = t('home.latest');

  let content;
  if (!data) {
    content = error ? (
      <Problem onRetry={() => void refetch()}>{t('home.loadFailed')}</Problem>
    ) : loading ? (
      <Loading />
    ) : null;
  } else if (data.latest.items.length === 0) {
    content = (
      <Problem status="info">
        {t('home.noResults')} <ShowAll view={view} />
      </Problem>
    );
  } else {
    const lead = data.lead.items[0] ?? data.latest.items[0]!;
    const latest = data.latest.items.filter((a) => a.id !== lead.id).slice(0, LATEST_COUNT);
    const blocks = CATEGORY_NAMES.map((category) => ({
      category,
      stories: data[category].items.filter((a) => a.id !== lead.id).slice(0, CATEGORY_COUNT),
    })).filter((b) => b.stories.length > 0);
    content = (
      <>
        <Grid
          as="section"
          aria-labelledby="home-heading"
          templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
          gap={{ base: '4', lg: '8' }}
          alignItems="start"
        >
          <LeadStory article={lead} labels={labels} />
          <Box display="flex" flexDirection="column">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 1 }} columnGap="6">
              {latest.map((article) => (
                <CompactStory key={article.id} article={article} labels={labels} />
              ))}
            </SimpleGrid>
            {data.latest.totalItems > HOME_PAGE_SIZE && (
              <RouterLink
                className="more-news"
                to={homePath({ edition: view.editionParam, page: 2 })}
              >
                {t('home.moreNews')} <LuChevronRight aria-hidden />
              </RouterLink>
            )}
          </Box>
        </Grid>
        {blocks.length > 0 && (
          <SimpleGrid
            columns={{ base: 1, sm: 2, lg: 4 }}
            gap="6"
            order={{ base: 2, md: 0 }}
            alignItems="start"
          >
            {blocks.map(({ category, stories }) => (
              <section key={category} className="block" aria-labelledby={`category-${category}`}>
                <h2 id={`category-${category}`}>
                  <RouterLink to={homePath({ edition: view.editionParam, category })}>
                    {t(`categories.${category}`)} <LuChevronRight aria-hidden />
                  </RouterLink>
                </h2>
                {stories.map((article) => (
                  <CategoryStory key={article.id} article={article} labels={labels} />
                ))}
              </section>
            ))}
          </SimpleGrid>
        )}
      </>
    );
  }

  return (
    <HomeShell view={view} title={title} front>
      {content}
    </HomeShell>
  );
}
