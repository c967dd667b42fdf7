import type { ReaderCacheLogger } from './reader-cache/redis-tier.js';

/** How long the CDN's hook has to answer before the purge is logged as failed. */
const TIMEOUT_MS = 5000;

/**
 * Tells a CDN in front which surrogate keys to purge (CDN_PURGE_URL): a POST of
 * `{"surrogateKeys": ["Article:42", …]}` with the same keys in its `Surrogate-Key` header, space
 * apart as on the pages (what a cache that reads no bodies, like Varnish's xkey, purges by), made
 * by the gateway that took the write. It runs beside the write's answer, never holding it up; a
 * hook that fails is logged, and what the CDN keeps then ages out with its `s-maxage`.
 */
export function cdnPurgeHook(url: URL, log: ReaderCacheLogger): (tags: readonly string[]) => void {
  return (tags) => {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'surrogate-key': tags.join(' ') },
      body: JSON.stringify({ surrogateKeys: tags }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(
      async (res) => {
        await res.body?.cancel();
        if (!res.ok) log.warn({ status: res.status }, 'the CDN purge hook refused a purge');
      },
      (err: unknown) =>
        log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'the CDN purge hook did not answer',
        ),
    );
  };
}
