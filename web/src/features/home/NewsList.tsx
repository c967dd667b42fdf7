import { Box, Text } from '@chakra-ui/react';
import { homePath, type HomeSort } from '@news/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Pagination } from '../../shared/components/Pagination';
import { totalPages } from '../../shared/components/pageWindow';
import { PageLoadFailed } from '../../shared/components/PageLoadFailed';
import { PageHead } from '../../shared/head';
import { searchPattern } from '../../shared/highlight';
import type { HomeArticlesQuery } from '../../gql/graphql';
import { HOME_PAGE_SIZE, type HomeView } from './homeData';
import { DidYouMean } from './DidYouMean';
import { HomeShell, NoStories } from './HomeShell';
import { StoryCards } from '../../shared/components/StoryCards';

/**
 * The list: a search's results, a category's news or a later page of all the news, fifty a page
 * with the spec's pagination, the search's words marked. A page past the end (an old shared link,
 * a narrower filter) moves to the last page there is.
 */
export function NewsList({
  view,
  result,
  correction = null,
}: {
  view: HomeView;
  /** The list's page; none when it could not be fetched. */
  result: HomeArticlesQuery['articles'] | undefined;
  /** A search as it was likely meant, for one that found few stories. */
  correction?: string | null;
}) {
  const { t } = useTranslation();
  const { page, search, category, editionParam, sort } = view;
  const address = (to: number) =>
    homePath({ edition: editionParam, search, category, sort, page: to });

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
    content = <PageLoadFailed retryHref={address(page)}>{t('home.loadFailed')}</PageLoadFailed>;
  } else if (page > last) {
    content = <PageHead redirect={address(last)} redirectStatus={302} />;
  } else if (result.items.length === 0) {
    content = <NoStories view={view} />;
  } else {
    content = (
      <>
        {search && <SearchOrder view={view} searchedAs={result.searchedAs ?? null} />}
        <StoryCards articles={result.items} pattern={pattern} edition={Boolean(search)} />
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
        {correction && <DidYouMean view={view} correction={correction} />}
        {content}
      </Box>
    </HomeShell>
  );
}

const orderCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '4',
  rowGap: '1',
  mb: '4',
  fontSize: 'sm',
  '& nav': { display: 'flex', gap: '3' },
  '& a': { color: 'fg.muted', textDecoration: 'underline' },
  '& a[aria-current]': { color: 'fg', fontWeight: 'semibold', textDecoration: 'none' },
  '& .read-as': { color: 'fg.muted' },
} as const;

/**
 * A search's order (most relevant first, or newest first) as two links, and, when the search's
 * English letters were read as Telugu words, what it searched for.
 */
function SearchOrder({ view, searchedAs }: { view: HomeView; searchedAs: string | null }) {
  const { t } = useTranslation();
  const { search, category, editionParam, sort } = view;
  const link = (to: HomeSort | undefined, label: string) => (
    <a
      href={homePath({ edition: editionParam, search, category, sort: to })}
      aria-current={sort === to ? 'true' : undefined}
    >
      {label}
    </a>
  );
  return (
    <Box css={orderCss}>
      <nav aria-label={t('home.sortLabel')}>
        {link(undefined, t('home.sortRelevance'))}
        {link('newest', t('home.sortNewest'))}
      </nav>
      {searchedAs && (
        <p className="read-as">
          <Trans
            i18nKey="home.searchedAs"
            values={{ search: searchedAs }}
            components={[<strong key="search" lang="te" />]}
          />
        </p>
      )}
    </Box>
  );
}
