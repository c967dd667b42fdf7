import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { homePath } from '@news/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/head';
import { BrowseCategories } from './BrowseCategories';
import { EditionControl } from './EditionControl';
import type { HomeView } from './homeData';
import { homeHead } from './homeHead';
import { SearchForm } from './SearchForm';
import { storyCss } from '../../shared/stories';

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
  children,
}: {
  view: HomeView;
  title: string;
  heading?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { edition, editionParam, search, category, page, front } = view;
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
  const { search, category } = view;
  if (!search && !category && view.edition === 'all') return null;
  return (
    <a href={homePath({ edition: 'all' })} style={{ textDecoration: 'underline' }}>
      {t('home.showAll')}
    </a>
  );
}
