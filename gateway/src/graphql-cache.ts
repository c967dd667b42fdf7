import crypto from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { CacheCounters } from '@news/server-kit';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import type { Context } from './context.js';
import { NO_STORE, publicCacheControl } from './cache-control.js';
import { jsonCodec } from './reader-cache/codec.js';
import type { CacheSpace, Ticket } from './reader-cache/memory-tier.js';
import type { ReaderCache } from './reader-cache/reader-cache.js';

/** At most this many GraphQL answers are kept in each process. */
const ENTRIES = 2000;

/** One anonymous answer kept: what it says, how long caches may keep it, and what it shows. */
export interface KeptAnswer {
  result: FormattedExecutionResult;
  /** The answer's body as Apollo Server writes it, sent as it is by the kept-answer hook. */
  body: string;
  /** The operation's name in its document (the metrics' label). */
  operation: string | null;
  maxAge: number;
  tags: string[];
  etag: string;
  /** When a scheduled story comes out that may change it (ms since the epoch). */
  until?: number;
}

/** The kept anonymous answers: the `graphql` space of the reader cache. */
export type KeptAnswers = CacheSpace<KeptAnswer>;

export const keptAnswers = (cache: ReaderCache, counters?: CacheCounters): KeptAnswers =>
  cache.space<KeptAnswer>('graphql', jsonCodec<KeptAnswer>(), ENTRIES, counters);

/**
 * The key of an operation asked with these variables (the same for GET and POST); none for
 * variables nested too deep to serialise (a hostile request), which Apollo refuses itself.
 */
export function answerKey(
  operationName: string | null | undefined,
  query: string,
  variables: unknown,
): string | undefined {
  let asked: string;
  try {
    asked = JSON.stringify([operationName ?? null, query, variables ?? {}]);
  } catch (err) {
    if (err instanceof RangeError) return undefined;
    throw err;
  }
  return crypto.createHash('sha256').update(asked).digest('base64url');
}

/** Apollo Server's body of a single result (its `prettyJSONStringify`, fields in its order). */
const bodyOf = (result: FormattedExecutionResult) =>
  `${JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions })}\n`;

/** The headers a kept answer is sent with, whichever path sends it. */
export function keptAnswerHeaders(kept: KeptAnswer): [string, string][] {
  // Browsers keep it as the schema says (`@cacheControl`), shared caches as long and a while
  // longer stale while they ask again.
  const { maxAge, until } = kept;
  const headers: [string, string][] = [
    [
      'cache-control',
      publicCacheControl({ maxAge, sMaxAge: maxAge, staleWhileRevalidate: maxAge }, until),
    ],
    ['etag', kept.etag],
  ];
  if (kept.tags.length > 0) headers.push(['surrogate-key', kept.tags.join(' ')]);
  return headers;
}

const etagOf = (text: string) =>
  `"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

/**
 * Anonymous reads in the reader cache (reader-cache/), per operation and variables: answered
 * from it without running, and kept when the schema's cache hints make the whole answer public.
 * Each answer is listed under the entities it shows, so a write drops it on every gateway. Its
 * HTTP answer carries an `ETag` and a `Surrogate-Key` for a CDN in front. Requests with a session
 * (their reads are the account's own) are neither answered from it nor kept.
 */
export function graphqlCachePlugin(
  cache: ReaderCache,
  answers: KeptAnswers,
  options: {
    /** The longest an answer is kept here (and never past a scheduled story's coming out). */
    keepMs: number;
    counters?: CacheCounters;
  },
): ApolloServerPlugin<Context> {
  const { keepMs, counters } = options;
  const keyOf = ({ request, operation }: GraphQLRequestContext<Context>) =>
    operation?.operation === OperationTypeNode.QUERY && request.query
      ? answerKey(request.operationName, request.query, request.variables)
      : undefined;
  const headersFor = (context: GraphQLRequestContext<Context>, kept: KeptAnswer) => {
    for (const [name, value] of keptAnswerHeaders(kept))
      context.response.http.headers.set(name, value);
  };

  return {
    async requestDidStart() {
      let key: string | undefined;
      let ticket: Ticket | undefined;
      let served = false;
      return {
        async responseForOperation(context) {
          if (context.contextValue.signedIn || !context.contextValue.cacheTags) return null;
          key = keyOf(context);
          if (!key) return null;
          ticket = cache.ticket();
          const kept = answers.peek(key) ?? (await answers.get(key));
          if (!kept) {
            counters?.miss();
            return null;
          }
          counters?.hit();
          served = true;
          headersFor(context, kept);
          return {
            http: context.response.http,
            body: { kind: 'single', singleResult: kept.result },
          };
        },
        async willSendResponse(context) {
          const { response, contextValue } = context;
          if (served || !key || !ticket || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const policy = context.overallCachePolicy.policyIfCacheable();
          if (result.errors || !policy || policy.scope === 'PRIVATE' || policy.maxAge <= 0) return;
          // Read across a purge: it may show what was purged, so no cache keeps it.
          if (!cache.isCurrent(ticket)) {
            response.http.headers.set('cache-control', NO_STORE);
            return;
          }
          const tags = [...(contextValue.cacheTags ?? [])];
          const until = contextValue.schedule?.until;
          const kept: KeptAnswer = {
            result,
            body: bodyOf(result),
            operation: context.operation?.name?.value ?? null,
            maxAge: policy.maxAge,
            tags,
            etag: etagOf(JSON.stringify(result)),
            ...(until !== undefined ? { until } : {}),
          };
          answers.set(key, kept, tags, Math.min(policy.maxAge * 1000, keepMs), ticket, until);
          headersFor(context, kept);
        },
      };
    },
  };
}
