import {
  Language,
  homeParams,
  PAGING,
  SUGGESTION_LIMITS,
  type Language as LanguageCode,
} from '@news/contract';
import { graphql } from '../../gql';
import type {
  FrontPageQuery as FrontPageData,
  FrontPageQueryVariables,
  HomeArticlesQuery as HomeArticlesData,
  HomeArticlesQueryVariables,
} from '../../gql/graphql';
import { loadReadRankings, type ReadRankings } from '../../shared/readRankings';
import type { Loaded, ReaderLoadContext } from '../../shared/readerData';
import { languageNameOf } from '../../shared/languages';
import { editionFromParam, editionInParam, editionLanguage, type Edition } from './edition';

/** The spec's home page size, newest first. */
export const HOME_PAGE_SIZE = PAGING.homePageSize;
/** The latest stories under the lead. */
export const LATEST_COUNT = 8;
/** Stories in each category's block. */
export const CATEGORY_COUNT = 4;

/** Everything the front page shows, in one request: summaries, never the article bodies. */
export const FrontPageQuery = graphql(`
  query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {
    frontPage(language: $language, latest: $latest, perCategory: $perCategory) {
      lead {
        ...Story_article
      }
      latest {
        ...Story_article
      }
      totalItems
      sections {
        category
        articles {
          ...CategoryStory_article
        }
      }
    }
  }
`);

export const HomeArticlesQuery = graphql(`
  query HomeArticles(
    $page: Int!
    $pageSize: Int!
    $search: String
    $category: Category
    $language: Language
    $preferLanguage: Language
    $sortBy: ArticleSort
  ) {
    articles(
      page: $page
      pageSize: $pageSize
      search: $search
      category: $category
      language: $language
      preferLanguage: $preferLanguage
      sortBy: $sortBy
    ) {
      totalItems
      totalItemsCapped
      searchedAs
      items {
        ...Story_article
      }
    }
  }
`);

/** "Did you mean", asked only for a search that found few stories. */
export const SearchCorrectionQuery = graphql(`
  query SearchCorrection($query: String!) {
    searchCorrection(query: $query)
  }
`);

/** What a home address shows: the front page, or a list (a search, a category, a later page). */
export type HomeView = ReturnType<typeof homeView>;

/**
 * A home address read once: its parameters, the edition shown (the address's, else the interface
 * language's), and the one request that fetches what it shows.
 */
export function homeView(query: URLSearchParams, interfaceLanguage: string) {
  const params = homeParams(query);
  const edition: Edition = editionFromParam(params.edition, interfaceLanguage);
  const language = editionLanguage(edition);
  const front = !params.search && !params.category && params.page === PAGING.firstPage;
  // A search covers both editions; this one's stories come first: the page's edition, else the
  // interface's.
  const firstEdition: LanguageCode =
    edition !== 'all' ? edition : interfaceLanguage === Language.TE ? Language.TE : Language.EN;
  const base = { ...params, edition, editionParam: editionInParam(params.edition), firstEdition };
  if (front) {
    const variables: FrontPageQueryVariables = {
      language,
      latest: LATEST_COUNT,
      perCategory: CATEGORY_COUNT,
    };
    return { ...base, front: true as const, request: { query: FrontPageQuery, variables } };
  }
  // A search looks in both editions, most relevant first unless the address asks for the newest.
  const variables: HomeArticlesQueryVariables = params.search
    ? {
        page: params.page,
        pageSize: HOME_PAGE_SIZE,
        search: params.search,
        category: params.category ?? null,
        language: null,
        preferLanguage: languageNameOf(firstEdition) ?? 'EN',
        sortBy: params.sort === 'newest' ? 'DATE_DESC' : 'RELEVANCE',
      }
    : {
        page: params.page,
        pageSize: HOME_PAGE_SIZE,
        search: null,
        category: params.category ?? null,
        language,
        sortBy: 'DATE_DESC',
      };
  return { ...base, front: false as const, request: { query: HomeArticlesQuery, variables } };
}

/** What the home page is rendered from. */
export interface HomeLoaded extends Loaded {
  view: HomeView;
  frontPage?: FrontPageData['frontPage'];
  /** The front page's "Most read" and "Trending": of its edition, else the interface's. */
  rankings?: ReadRankings;
  articles?: HomeArticlesData['articles'];
  /** A search as it was likely meant, for one that found few stories; null when none. */
  correction?: string | null;
}

/** The home page's loader: the address read, and its one request answered. */
export async function loadHome(url: URL, { fetch, lang }: ReaderLoadContext): Promise<HomeLoaded> {
  const view = homeView(url.searchParams, lang ?? Language.EN);
  const pageLanguage = view.edition === Language.TE ? Language.TE : undefined;
  if (view.front) {
    const [data, rankings] = await Promise.all([
      fetch(view.request),
      loadReadRankings(fetch, languageNameOf(view.firstEdition) ?? 'EN', true),
    ]);
    return { view, pageLanguage, frontPage: data?.frontPage, rankings, failed: !data };
  }
  const data = await fetch(view.request);
  const { search } = view;
  const few =
    search && view.page === PAGING.firstPage && data
      ? data.articles.totalItems < SUGGESTION_LIMITS.correctBelow
      : false;
  // A page without its "Did you mean" is still the page: no answer is no correction.
  const correction =
    search && few
      ? ((await fetch({ query: SearchCorrectionQuery, variables: { query: search } }))
          ?.searchCorrection ?? null)
      : null;
  return { view, pageLanguage, articles: data?.articles, correction, failed: !data };
}
