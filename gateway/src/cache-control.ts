/*
 * The one `Cache-Control` builder for what readers get: pages, feeds and GraphQL answers. Each
 * says how long browsers and shared caches keep it, and a scheduled story coming out sooner
 * shortens both, with nothing served stale past it.
 */

/** A kept answer is never stored by anyone else. */
export const NO_STORE = 'no-store';
/** Caches ask again each time (a scheduled story is out, or the answer is an account's own). */
export const NO_CACHE = 'no-cache';

export interface Keeping {
  /** Seconds a browser keeps it (0: it checks back each time). */
  maxAge: number;
  /** Seconds a shared cache (a CDN) keeps it: as long as the gateway keeps it. */
  sMaxAge: number;
  /** Seconds past `sMaxAge` a shared cache may serve it while it asks again. */
  staleWhileRevalidate?: number;
}

/**
 * How many seconds a cache in front may keep an answer for at most: `seconds`, or fewer when a
 * scheduled story comes out sooner (`until`, ms since the epoch).
 */
export function secondsToKeep(seconds: number, until: number | undefined): number {
  if (until === undefined) return seconds;
  return Math.max(0, Math.min(seconds, Math.floor((until - Date.now()) / 1000)));
}

/** The `Cache-Control` of a public answer kept as `keeping` says, and never past `until`. */
export function publicCacheControl(keeping: Keeping, until?: number): string {
  const seconds = secondsToKeep(keeping.sMaxAge, until);
  if (seconds <= 0) return NO_CACHE;
  if (seconds < keeping.sMaxAge) {
    return `public, max-age=${Math.min(keeping.maxAge, seconds)}, s-maxage=${seconds}`;
  }
  const stale = keeping.staleWhileRevalidate;
  return (
    `public, max-age=${keeping.maxAge}, s-maxage=${seconds}` +
    (stale ? `, stale-while-revalidate=${stale}` : '')
  );
}
