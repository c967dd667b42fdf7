import type { CacheCounters } from '@news/server-kit';
import { jsonCodec } from '../../reader-cache/codec.js';
import type { Ticket } from '../../reader-cache/memory-tier.js';
import type { ReaderCache } from '../../reader-cache/reader-cache.js';

/**
 * Values kept in the reader cache under `space`. A value being built is shared by everyone in
 * this process who asks meanwhile; one that fails is not kept, so the next request tries again.
 */
export function keptValues<T>(
  cache: ReaderCache,
  space: string,
  max: number,
  ttlMs: number,
  counters?: CacheCounters,
) {
  const kept = cache.space<T>(space, jsonCodec<T>(), max, counters);
  const building = new Map<string, { value: Promise<T>; ticket: Ticket }>();
  return async (
    key: string,
    build: () => Promise<T>,
    keep: (value: T) => string[] | null,
    until: (value: T) => number | undefined,
  ): Promise<T> => {
    const found = kept.peek(key) ?? (await kept.get(key));
    if (found !== undefined) {
      counters?.hit();
      return found;
    }
    counters?.miss();
    // One begun before a purge may show what the purge dropped: then a new one is built.
    const underWay = building.get(key);
    if (underWay && cache.isCurrent(underWay.ticket)) return underWay.value;
    const ticket: Ticket = cache.ticket();
    const value = build().then((built) => {
      const tags = keep(built);
      if (tags) kept.set(key, built, tags, ttlMs, ticket, until(built));
      return built;
    });
    const settled = value.finally(() => {
      if (building.get(key)?.value === value) building.delete(key);
    });
    settled.catch(() => undefined);
    building.set(key, { value, ticket });
    return value;
  };
}
