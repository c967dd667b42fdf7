import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { homePath } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../shared/components/Pagination';
import { totalPages } from '../../shared/components/pageWindow';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
import { searchPattern } from '../../shared/highlight';
import type { HomeArticlesQuery } from '../../gql/graphql';
import { HOME_PAGE_SIZE, type HomeView } from './homeData';
import { HomeShell, ShowAll } from './HomeShell';
import { ListCard, useStoryLabels } from '../../shared/stories';

/** Cards in the first row, whose images are fetched at once (the first one before anything else). */
const EAGER_CARDS = 3;

/**
 * The list: a search's results, a category's news or a later page of all the news, fifty a page
 * with the spec's pagination, the search's words marked. A page past the end (an old shared link,
 * a narrower filter) moves to the last page there is.
 */
export function NewsList({
  view,
  result,
}: {
  view: HomeView;
  /** The list's page; none when it could not be fetched. */
  result: HomeArticlesQuery['articles'] | undefined;
}) {
  const { t } = useTranslation();
  const labels = useStoryLabels();
  const { page, search, category, editionParam } = view;
  const address = (to: number) => homePath({ edition: editionParam, search, category, page: to });

  const title = search
    ? t('home.resultsFor', { search })
    : category
      ? t(`categories.${category}`)
      : t('home.latest');
  const pageNote = page > 1 ? t('pagination.page', { page }) : undefined;
  const heading = pageNote ? (
    <>
      {title}{' '}
      <Text as="span" color="fg.muted" fontSize="0.6em" fontWeight="normal">
        · {pageNote}
      </Text>
    </>
  ) : (
    title
  );
  const subtitle =
    (search || category) && result
      ? result.totalItemsCapped
        ? t('home.countCapped', { limit: result.totalItems })
        : t('home.count', { count: result.totalItems })
      : undefined;
  const pattern = searchPattern(search);
  const last = result ? Math.max(1, totalPages(result.totalItems, HOME_PAGE_SIZE)) : page;

  let content;
  if (!result) {
    content = (
      <>
        <PageHead status={503} noindex />
        <Problem retryHref={address(page)}>{t('home.loadFailed')}</Problem>
      </>
    );
  } else if (page > last) {
    content = <PageHead redirect={address(last)} redirectStatus={302} />;
  } else if (result.items.length === 0) {
    content = (
      <Problem status="info">
        {t('home.noResults')} <ShowAll view={view} />
      </Problem>
    );
  } else {
    content = (
      <>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {result.items.map((article, i) => (
            <ListCard
              key={article.id}
              article={article}
              labels={labels}
              pattern={pattern}
              load={i === 0 ? 'priority' : i < EAGER_CARDS ? 'eager' : 'lazy'}
            />
          ))}
        </SimpleGrid>
        <Pagination page={page} pageSize={HOME_PAGE_SIZE} totalItems={result.totalItems} />
      </>
    );
  }

  return (
    <HomeShell
      view={view}
      title={pageNote ? `${title} · ${pageNote}` : title}
      heading={heading}
      subtitle={subtitle}
    >
      <Box as="section" aria-labelledby="home-heading">
        {content}
      </Box>
    </HomeShell>
  );
}
