import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { Category } from '../../gql/graphql';
import { categoryFromParam, categoryToParam, HOME_CATEGORIES } from '../../shared/categories';
import { Loading } from '../../shared/components/Loading';
import { Pagination } from '../../shared/components/Pagination';
import { totalPages } from '../../shared/components/pageWindow';
import { Problem } from '../../shared/components/Problem';
import { pageFromParam, useKeepPageInRange } from '../../shared/usePageParam';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ArticleCard } from './ArticleCard';

/** The spec's home page size, newest first. */
export const HOME_PAGE_SIZE = 50;
const MAX_SEARCH = 200;
/** Cards in the first rows, whose images are fetched at once. */
const EAGER_CARDS = 3;

const HomeArticlesQuery = graphql(`
  query HomeArticles($page: Int!, $pageSize: Int!, $search: String, $category: Category) {
    articles(
      page: $page
      pageSize: $pageSize
      search: $search
      category: $category
      sortBy: DATE_DESC
    ) {
      totalItems
      items {
        id
        title
        content
        category
        mediaUrl
        createdAt
      }
    }
  }
`);

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.latest'));
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const category = categoryFromParam(params.get('category'));

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
    },
  });
  const result = (data ?? previousData)?.articles;

  const apply = (
    next: { search?: string; category?: Category | undefined; page?: number },
    options?: { replace?: boolean },
  ) => {
    const s = next.search ?? search;
    const c = 'category' in next ? next.category : category;
    const p = next.page ?? 1;
    const q = new URLSearchParams();
    if (s) q.set('search', s);
    if (c) q.set('category', categoryToParam(c));
    if (p > 1) q.set('page', String(p));
    setParams(q, options);
  };

  useKeepPageInRange(
    page,
    data && totalPages(data.articles.totalItems, HOME_PAGE_SIZE),
    (p, options) => apply({ page: p }, options),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: draft.search.trim(), category: categoryFromParam(draft.category) });
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
                {HOME_CATEGORIES.map((c) => (
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
        <Heading as="h1" id="latest-heading" size="2xl" mb="4">
          {t('home.latest')}
        </Heading>
        {error && !result ? (
          <Problem onRetry={() => void refetch()}>{t('home.loadFailed')}</Problem>
        ) : loading && !result ? (
          <Loading />
        ) : result && result.items.length === 0 ? (
          <Problem status="info">
            {t('home.noResults')}{' '}
            <Button
              variant="plain"
              size="sm"
              textDecoration="underline"
              px="0"
              onClick={() => apply({ search: '', category: undefined })}
            >
              {t('home.showAll')}
            </Button>
          </Problem>
        ) : result ? (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy={loading}>
              {result.items.map((article, i) => (
                <ArticleCard key={article.id} article={article} eager={i < EAGER_CARDS} />
              ))}
            </SimpleGrid>
            <Pagination
              page={page}
              pageSize={HOME_PAGE_SIZE}
              totalItems={result.totalItems}
              onPageChange={(p) => {
                apply({ page: p });
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
          {HOME_CATEGORIES.map((c) => (
            <Button
              key={c}
              variant={c === category ? 'solid' : 'outline'}
              colorPalette="red"
              aria-pressed={c === category}
              onClick={() => {
                apply({ category: c === category ? undefined : c });
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
