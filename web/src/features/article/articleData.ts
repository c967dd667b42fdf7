import { beforeOfParam, Language } from '@news/contract';
import { graphql } from '../../gql';
import type { ArticleDetailQuery } from '../../gql/graphql';
import { loadReadRankings, type ReadRankings } from '../../shared/readRankings';
import type { Loaded, ReaderLoadContext } from '../../shared/readerData';

/** How many stories "Read next" offers at the end of an article. */
export const READ_NEXT_COUNT = 4;

/** Everything the article page shows, in one request (the api answers it in one call). */
export const ArticleQuery = graphql(`
  query ArticleDetail($id: ID!, $readNext: Int!, $before: ID) {
    article(id: $id) {
      id
      title
      body
      bodyImages {
        ...Photo_image
      }
      summary
      writtenSummary
      slug
      category
      language
      ...ArticleImage_article
      imageCaption
      imageCredit
      status
      createdAt
      publishedAt
      updatedAt
      author {
        name
        displayName
        username
      }
      shareImage {
        url
        width
        height
        type
      }
      translation {
        ...ReadInLink_article
      }
      related(limit: $readNext) {
        ...Story_article
      }
      liveStatus
      live {
        ...LiveBlog_live
      }
    }
  }
`);

/** Asked when there is no article to show: was there one, now in the trash (a 410 page)? */
export const ArticleRemovedQuery = graphql(`
  query ArticleRemoved($id: ID!) {
    articleRemoved(id: $id)
  }
`);

/** An article's id in an address: a positive whole number the api can hold. */
export const isArticleId = (value: string | undefined): value is string =>
  !!value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/**
 * The request for an article page; none for an address whose id no article can have. `before` is
 * a live blog's page of older posts (`?before=`).
 */
export function articleRequest(id: string | undefined, before?: string | null) {
  return isArticleId(id)
    ? {
        query: ArticleQuery,
        variables: { id, readNext: READ_NEXT_COUNT, before: beforeOfParam(before) ?? null },
      }
    : undefined;
}

/** What the article page is rendered from. */
export interface ArticleLoaded extends Loaded {
  /** The article; null when there is none readers may see. */
  article: ArticleDetailQuery['article'];
  /** The id the address names. */
  id?: string;
  /** A live blog's page of older posts: the cursor the address names (`?before=`). */
  before?: string;
  /** "Most read" in the article's edition, under it; none when it could not be read. */
  rankings?: ReadRankings;
  /** There is no article because it was deleted: the page answers 410 Gone. */
  removed?: boolean;
}

/**
 * The article page's loader: the article, its translation and "Read next", in one request, then
 * its edition's "Most read".
 */
export async function loadArticle(
  id: string | undefined,
  url: URL,
  { fetch }: ReaderLoadContext,
): Promise<ArticleLoaded> {
  const request = articleRequest(id, url.searchParams.get('before'));
  if (!request) return { article: null };
  const data = await fetch(request);
  if (!data) return { article: null, id, failed: true };
  if (!data.article) {
    const gone = await fetch({
      query: ArticleRemovedQuery,
      variables: { id: request.variables.id },
    });
    return { article: null, id, removed: gone?.articleRemoved === true };
  }
  const language = data.article.language;
  const rankings = await loadReadRankings(fetch, language, false);
  return {
    article: data.article,
    id,
    before: request.variables.before ?? undefined,
    rankings,
    pageLanguage: language === 'TE' ? Language.TE : language === 'EN' ? Language.EN : undefined,
  };
}
