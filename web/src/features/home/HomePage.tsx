import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { CATEGORY_NAMES, LIMITS, PAGING } from '@news/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { graphql } from '../../gql';
import { categoryFromParam, categoryToParam } from '../../shared/categories';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { totalPages } from '../../shared/components/pageWindow';
import { Problem } from '../../shared/components/Problem';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useKeepInRange, useListScreen } from '../../shared/useListScreen';
import { ArticleCard } from './ArticleCard';
import { EditionControl } from './EditionControl';
import { editionFromParam, editionLanguage, type Edition } from './edition';

/** The spec's home page size, newest first. */
export const HOME_PAGE_SIZE = PAGING.homePageSize;
const MAX_SEARCH = LIMITS.searchMax;
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
        id
        ...ArticleCard_article
      }
    }
  }
`);

export function HomePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('home.latest'));
  const list = useListScreen();
  const { page, search, category, update } = list;
  const edition = editionFromParam(list.param('edition'), i18n.language);

  // The form edits a draft; the address (and so the list) changes on Search. The dropdown's
  // values are the address's spelling of a category (`Sports`), not the enum.
  const [draft, setDraft] = useState({
    search,
    category: category ? categoryToParam(category) : '',
  });
  const [shown, setShown] = useState({ search, category });
  if (shown.search !== search || shown.category !== category) {
    setShown({ search, category });
    setDraft({ search, category: category ? categoryToParam(category) : '' });
  }

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.search.trim(), category: categoryFromParam(draft.category) });
  };

  return (
    <Stack gap="8">
      <Box as="form" role="search" onSubmit={onSubmit}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Field.Root flex="2">
            <Field.Label srOnly>{t('home.searchLabel')}</Field.Label>
            <Input
              type="search"
              name="search"
              placeholder={t('home.searchPlaceholder')}
              maxLength={MAX_SEARCH}
              value={draft.search}
              onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label srOnly>{t('home.categoryLabel')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="category"
                value={draft.category}
                onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })}
              >
                <option value="">{t('categories.all')}</option>
                {CATEGORY_NAMES.map((c) => (
                  <option key={c} value={categoryToParam(c)}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="red">
            <LuSearch aria-hidden /> {t('home.search')}
          </Button>
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="latest-heading">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
          <Heading as="h1" id="latest-heading" size="2xl">
            {t('home.latest')}
          </Heading>
          <EditionControl
            edition={edition}
            onChange={(next: Edition) => update({ edition: next })}
          />
        </Flex>
        {error && !result ? (
          <Problem onRetry={() => void refetch()}>{t('home.loadFailed')}</Problem>
        ) : loading && !result ? (
          <Loading />
        ) : result && result.items.length === 0 ? (
          <Problem status="info">
            {t('home.noResults')}{' '}
            {/* All the news: no search, no category, both editions; none when that is what is
                shown (and empty), so the button always shows more. */}
            {(search || category || edition !== 'all') && (
              <Button
                variant="plain"
                size="sm"
                textDecoration="underline"
                px="0"
                onClick={() => update({ search: '', category: undefined, edition: 'all' })}
              >
                {t('home.showAll')}
              </Button>
            )}
          </Problem>
        ) : result ? (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy={loading}>
              {result.items.map((article, i) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  load={i === 0 ? 'priority' : i < EAGER_CARDS ? 'eager' : 'lazy'}
                />
              ))}
            </SimpleGrid>
            <Pagination
              page={page}
              pageSize={HOME_PAGE_SIZE}
              totalItems={result.totalItems}
              onPageChange={(p) => {
                update({ page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        ) : null}
      </Box>

      <Box as="section" aria-labelledby="browse-heading">
        <Heading as="h2" id="browse-heading" size="xl" mb="4">
          {t('home.browse')}
        </Heading>
        <HStack wrap="wrap" gap="3">
          {CATEGORY_NAMES.map((c) => (
            <Button
              key={c}
              variant={c === category ? 'solid' : 'outline'}
              colorPalette="red"
              aria-pressed={c === category}
              onClick={() => {
                update({ category: c === category ? undefined : c });
                window.scrollTo({ top: 0 });
              }}
            >
              {t(`categories.${c}`)}
            </Button>
          ))}
        </HStack>
      </Box>
    </Stack>
  );
}
