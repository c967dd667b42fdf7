// Load with autocannon: in this process through its API, or in a child process through its CLI
// (a probe whose latencies must not wait on this process's event loop).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import '../../scripts/bench/autocannon-no-bodies.mjs';

const require = createRequire(import.meta.url);
const NO_BODIES = new URL('../../scripts/bench/autocannon-no-bodies.mjs', import.meta.url).href;

/** The figures the bench reports from an autocannon result (latency in milliseconds). */
function figures(result) {
  const ok = result['2xx'] ?? 0;
  return {
    rps: result.requests.mean,
    /** 2xx answers per second over the run: what the page served, refusals left out. */
    okPerSecond: result.duration > 0 ? ok / result.duration : 0,
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

/**
 * Runs autocannon against `url` for `duration` seconds with `connections` connections, each
 * sending `headers`. `uniquePath(n)`, when given, is the path of the n-th request, for addresses
 * no two requests share. A run that ends before its first answer has `total` 0.
 */
export async function load(url, { connections, duration, headers = {}, uniquePath }) {
  let n = 0;
  const options = { url, connections, duration, headers };
  // (An absent `requests`, not an undefined one: autocannon would take undefined for the list.)
  if (uniquePath) {
    options.requests = [{ setupRequest: (request) => ({ ...request, path: uniquePath(++n) }) }];
  }
  return figures(await autocannon(options));
}

/** The same, in a child process running autocannon's CLI. */
export function loadInChild(url, { connections, duration, headers = {} }) {
  const args = ['--import', NO_BODIES, require.resolve('autocannon/autocannon.js'), '-j'];
  args.push('-c', String(connections));
  args.push('-d', String(duration));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { maxBuffer: 16 * 2 ** 20, timeout: (duration + 60) * 1000 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`autocannon ${url}: ${err.message} ${stderr}`.trim()));
        try {
          resolve(figures(JSON.parse(stdout)));
        } catch {
          reject(new Error(`autocannon ${url} printed no JSON: ${stdout.slice(0, 200)}`));
        }
      },
    );
  });
}
