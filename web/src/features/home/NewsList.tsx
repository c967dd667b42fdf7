import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { totalPages } from '../../shared/components/pageWindow';
import { Problem } from '../../shared/components/Problem';
import { searchPattern } from '../../shared/highlight';
import { useKeepInRange } from '../../shared/useListScreen';
import { editionLanguage } from './edition';
import { HOME_PAGE_SIZE, HomeShell, ShowAll, type HomeView } from './HomeShell';
import { ListCard, useStoryLabels } from './stories';

/** Cards in the first row, whose images are fetched at once (the first one before anything else). */
const EAGER_CARDS = 3;

const HomeArticlesQuery = graphql(`
  query HomeArticles(
    $page: Int!
    $pageSize: Int!
    $search: String
    $category: Category
    $language: Language
  ) {
    articles(
      page: $page
      pageSize: $pageSize
      search: $search
      category: $category
      language: $language
      sortBy: DATE_DESC
    ) {
      totalItems
      items {
        ...Story_article
      }
    }
  }
`);

/**
 * The list: a search's results, a category's news or a later page of all the news, fifty a page
 * with the spec's pagination, the search's words marked.
 */
export function NewsList({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const labels = useStoryLabels();
  const { list, edition } = view;
  const { page, search, category } = list;
  const { data, previousData, loading, error, refetch } = useQuery(HomeArticlesQuery, {
    variables: {
      page,
      pageSize: HOME_PAGE_SIZE,
      search: search || null,
      category: category ?? null,
      language: editionLanguage(edition),
    },
  });
  const result = (data ?? previousData)?.articles;
  useKeepInRange(list, data && totalPages(data.articles.totalItems, HOME_PAGE_SIZE));

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
    (search || category) && result ? t('home.count', { count: result.totalItems }) : undefined;
  const pattern = searchPattern(search);

  return (
    <HomeShell
      view={view}
      title={pageNote ? `${title} · ${pageNote}` : title}
      heading={heading}
      subtitle={subtitle}
      front={false}
    >
      <Box as="section" aria-labelledby="home-heading">
        {error && !result ? (
          <Problem onRetry={() => void refetch()}>{t('home.loadFailed')}</Problem>
        ) : loading && !result ? (
          <Loading />
        ) : result && result.items.length === 0 ? (
          <Problem status="info">
            {t('home.noResults')} <ShowAll view={view} />
          </Problem>
        ) : result ? (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy={loading}>
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
        ) : null}
      </Box>
    </HomeShell>
  );
}
