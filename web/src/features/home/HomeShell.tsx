import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { homePath } from '@news/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
import { BrowseCategories } from './BrowseCategories';
import { EditionControl } from './EditionControl';
import type { HomeView } from './homeData';
import { homeHead } from './homeHead';
import { SearchForm } from './SearchForm';

/**
 * The parts every home address shows: the title (and a line under it) with the edition control,
 * the search form, the news, and 'Browse by Category'. The front page shows its top stories
 * first and the search form under them (the header's search link leads there), so the lead's
 * headline is high on a phone. The form is there in the document too, not moved by CSS: a page
 * drawn while it is still arriving would show it under the stories received so far, then push it
 * down.
 */
export function HomeShell({
  view,
  title,
  heading = title,
  subtitle,
  children,
  more,
}: {
  view: HomeView;
  title: string;
  heading?: ReactNode;
  subtitle?: ReactNode;
  /** The page's news: on the front page, its top stories. */
  children: ReactNode;
  /** On the front page, what comes after the search form (the categories' blocks). */
  more?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { editionParam, search, category, front } = view;
  const form = <SearchForm search={search} category={category} edition={editionParam} />;
  // The view's language is its edition's; the head's own words are in the interface's.
  return (
    <Box display="flex" flexDirection="column" gap={{ base: '4', md: '8' }}>
      <PageHead {...homeHead({ ...view, t, language: i18n.language, title })} />
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
        <EditionControl view={view} />
      </Flex>
      {!front && form}
      {children}
      {front && form}
      {more}
      <BrowseCategories category={category} edition={editionParam} />
    </Box>
  );
}

/** No stories to show: says so, with a way to all the news. */
export function NoStories({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  return (
    <Problem status="info">
      {t('home.noResults')} <ShowAll view={view} />
    </Problem>
  );
}

/**
 * "Show all news" when there is nothing to show: no search, no category, both editions; none
 * when that is what is shown, so the link always shows more.
 */
function ShowAll({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const { search, category } = view;
  if (!search && !category && view.edition === 'all') return null;
  return (
    <a href={homePath({ edition: 'all' })} style={{ textDecoration: 'underline' }}>
      {t('home.showAll')}
    </a>
  );
}
