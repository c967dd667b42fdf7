import { ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { print, type GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/** What an operation's context may carry for its stream (see `SseLink`). */
export interface StreamContext {
  /** Called when the stream is back after a break, so that what it missed can be read again. */
  reconnected?: () => void;
}

/** The longest wait between attempts to reopen a broken stream, in milliseconds. */
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Waits before the next attempt to reopen a stream: doubling from a second, with some jitter so
 * that the desks a restart cut off do not all come back at once, and never past half a minute.
 */
export const retryDelay = (retries: number): number =>
  Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** retries) + Math.floor(Math.random() * 1000);

/**
 * Subscriptions over server-sent events on the gateway's `/graphql` (the GraphQL over SSE
 * protocol's distinct connections mode, which the gateway serves); one stream per subscription.
 * A desk stays open all day, so a broken stream is reopened for as long as the page is.
 */
export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(url: string) {
    super();
    this.client = createClient({
      url,
      credentials: 'same-origin',
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
    });
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      const { query, variables, operationName, extensions } = operation;
      const { reconnected } = operation.getContext() as StreamContext;
      return this.client.subscribe(
        { query: print(query), variables, operationName, extensions },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          complete: () => observer.complete(),
          error: (err: unknown) =>
            observer.error(
              err instanceof Error
                ? err
                : new CombinedGraphQLErrors({
                    errors: (Array.isArray(err) ? err : [err]) as GraphQLFormattedError[],
                  }),
            ),
        },
        { connected: (again) => again && reconnected?.() },
      );
    });
  }
}
