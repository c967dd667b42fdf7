import type { GraphQLResolveInfo } from 'graphql';

/** The part of `info.cacheControl` (Apollo's cache-control plugin) used here. */
interface CacheControlInfo {
  cacheControl?: { setCacheHint(hint: { scope?: 'PUBLIC' | 'PRIVATE' }): void };
}

/**
 * A read made with a token may show drafts and what the account may do: no shared cache may
 * keep it. Anonymous reads stay as cacheable as the schema says.
 */
export function privateWhenSignedIn(signedIn: boolean, info: GraphQLResolveInfo): void {
  if (signedIn) (info as CacheControlInfo).cacheControl?.setCacheHint({ scope: 'PRIVATE' });
}
