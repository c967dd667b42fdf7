import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import type { SessionEpoch } from '../shared/session';
import { SseLink } from '../shared/sseLink';

/** How the client learns which session a request was sent in, and tells that it is over. */
export interface SessionWatch {
  epoch: () => SessionEpoch;
  ended: (sentIn: SessionEpoch) => void;
}

/** The normalized cache, the same for the server's renderings and the staff app. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Pages hold no id of their own; each is kept under its arguments on the query field.
      ArticlePage: { keyFields: false },
      UserPage: { keyFields: false },
      ArticleAuthor: { keyFields: false },
      // The newest list of new-device sign-ins replaces the one before (a dismissed one is gone).
      Query: { fields: { newDeviceSignIns: { merge: false } } },
    },
  });
}

/**
 * The staff app's client, talking to the gateway's /graphql on the same origin, so the session
 * cookie (httpOnly, SameSite=Strict) rides along and the page never holds the token.
 * Subscriptions go to the same endpoint as server-sent events.
 */
export function createApolloClient(session: SessionWatch) {
  // Each request is stamped with the session it was sent in, so that an UNAUTHENTICATED about a
  // cookie a later login has replaced does not sign that login out.
  const stamp = new ApolloLink((operation, forward) => {
    operation.setContext({ sessionEpoch: session.epoch() });
    return forward(operation);
  });
  const sessionWatch = new ErrorLink(({ error, operation }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    ) {
      session.ended(operation.getContext().sessionEpoch as SessionEpoch);
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([
      stamp,
      sessionWatch,
      ApolloLink.split(
        ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
        new SseLink('/graphql'),
        new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
      ),
    ]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
