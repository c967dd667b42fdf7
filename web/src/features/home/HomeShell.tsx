import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { PAGING } from '@news/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../../shared/head';
import type { ListScreen } from '../../shared/useListScreen';
import { BrowseCategories } from './BrowseCategories';
import { EditionControl } from './EditionControl';
import type { Edition } from './edition';
import { homeHead } from './homeHead';
import { homePath } from './links';
import { SearchForm } from './SearchForm';
import { storyCss } from './stories';

/** The spec's home page size, newest first. */
export const HOME_PAGE_SIZE = PAGING.homePageSize;

/** What the home page shows, from its address. */
export interface HomeView {
  list: ListScreen;
  /** The edition shown, and the one the address names (kept by every link). */
  edition: Edition;
  editionParam: Edition | undefined;
}

/**
 * The parts every home address shows: the title (and a line under it) with the edition control,
 * the search form, the news, and 'Browse by Category'. On a phone the front page shows its lead
 * first and the search form under the latest stories (the header's search link leads there).
 */
export function HomeShell({
  view,
  title,
  heading = title,
  subtitle,
  front,
  children,
}: {
  view: HomeView;
  title: string;
  heading?: ReactNode;
  subtitle?: ReactNode;
  front: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { list, edition, editionParam } = view;
  const { search, category, page, update } = list;
  return (
    <Box css={storyCss} display="flex" flexDirection="column" gap={{ base: '4', md: '8' }}>
      <PageHead
        {...homeHead({
          t,
          language: i18n.language,
          title,
          edition,
          editionParam,
          search,
          category,
          page,
        })}
      />
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Box>
          <Heading
            as="h1"
            id="home-heading"
            fontFamily="headline"
            fontSize={{ base: 'lg', sm: 'xl', md: '3xl' }}
            lineHeight="short"
          >
            {heading}
          </Heading>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Box>
        <EditionControl edition={edition} search={search} category={category} />
      </Flex>
      <SearchForm
        search={search}
        category={category}
        edition={editionParam}
        update={update}
        order={front ? { base: 1, md: 0 } : undefined}
      />
      {children}
      <BrowseCategories
        category={category}
        edition={editionParam}
        order={front ? { base: 2, md: 0 } : undefined}
      />
    </Box>
  );
}

/**
 * "Show all news" when there is nothing to show: no search, no category, both editions; none
 * when that is what is shown, so the link always shows more.
 */
export function ShowAll({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const { search, category } = view.list;
  if (!search && !category && view.edition === 'all') return null;
  return (
    <RouterLink to={homePath({ edition: 'all' })} style={{ textDecoration: 'underline' }}>
      {t('home.showAll')}
    </RouterLink>
  );
}
