// Load with autocannon's programmatic API: requests per second and latency percentiles.
import autocannon from 'autocannon';

/**
 * Runs autocannon against `url` for `duration` seconds with `connections` connections, each
 * sending `method`, `headers` and `body`, and returns the figures the bench reports (latency in
 * milliseconds). A run that ends before its first answer has `total` 0 and no latencies.
 */
export async function load(
  url,
  { connections, duration, method = 'GET', headers = {}, body, uniquePath },
) {
  // `uniquePath(n)`: the path of the n-th request, for an address no two requests share.
  let n = 0;
  const options = { url, connections, duration, method, headers, body };
  // (An absent `requests`, not an undefined one: autocannon would take undefined for the list.)
  if (uniquePath) {
    options.requests = [{ setupRequest: (request) => ({ ...request, path: uniquePath(++n) }) }];
  }
  const result = await autocannon(options);
  return {
    rps: result.requests.mean,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    /** The non-2xx answers by status, such as `503 x 50`. */
    non2xxCodes: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code} x ${count}`)
      .join(', '),
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
