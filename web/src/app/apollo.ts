import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

/**
 * One client for the page, talking to the gateway's /graphql on the same origin, so the
 * session cookie (httpOnly, SameSite=Strict) rides along and the page never holds the token.
 */
export function createApolloClient(onSessionEnded: () => void) {
  const sessionWatch = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    ) {
      onSessionEnded();
    }
  });
  return new ApolloClient({
    link: sessionWatch.concat(new HttpLink({ uri: '/graphql', credentials: 'same-origin' })),
    cache: new InMemoryCache({
      typePolicies: {
        // Pages hold no id of their own; each is kept under its arguments on the query field.
        ArticlePage: { keyFields: false },
        UserPage: { keyFields: false },
        ArticleAuthor: { keyFields: false },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
