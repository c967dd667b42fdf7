import { PAGING, pageOfParam } from '@news/contract';
import { graphql } from '../../gql';
import type { AuthorPageQuery, AuthorStoriesQuery } from '../../gql/graphql';
import type { Loaded, ReaderLoadContext } from '../../shared/readerData';

/** Stories an author's page lists at a time, as the home page's lists do. */
export const AUTHOR_PAGE_SIZE = PAGING.homePageSize;

const AuthorQuery = graphql(`
  query AuthorPage($username: String!) {
    author(username: $username) {
      id
      username
      name
      teluguName
      bio
      photo {
        ...Photo_image
      }
    }
  }
`);

const AuthorStoriesQuery = graphql(`
  query AuthorStories($authorId: ID!, $page: Int!, $pageSize: Int!) {
    articles(authorId: $authorId, page: $page, pageSize: $pageSize) {
      totalItems
      items {
        ...Story_article
      }
    }
  }
`);

/** What an author's page is rendered from. */
export interface AuthorLoaded extends Loaded {
  /** Null when there is no author readers may see by that name. */
  author: AuthorPageQuery['author'];
  stories?: AuthorStoriesQuery['articles'];
  page: number;
  username: string;
}

/**
 * An author's page: who they are, then their stories newest first (both editions). Usernames
 * are ASCII, so one that is not cannot be an author's.
 */
export async function loadAuthor(
  username: string | undefined,
  url: URL,
  { fetch }: ReaderLoadContext,
): Promise<AuthorLoaded> {
  const page = pageOfParam(url.searchParams.get('page'));
  const name = username ?? '';
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(name)) return { author: null, page, username: name };
  const found = await fetch({ query: AuthorQuery, variables: { username: name } });
  if (!found) return { author: null, page, username: name, failed: true };
  if (!found.author) return { author: null, page, username: name };
  const list = await fetch({
    query: AuthorStoriesQuery,
    variables: { authorId: found.author.id, page, pageSize: AUTHOR_PAGE_SIZE },
  });
  return {
    author: found.author,
    stories: list?.articles,
    page,
    username: found.author.username,
    failed: !list,
  };
}
