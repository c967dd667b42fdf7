// Section: load with autocannon. The rendered home page from the page cache against the REST
// api's article list in the same run; then renders the cache cannot answer (a new search each
// request), with /healthz probed from another process meanwhile.
import { BUDGET } from './budgets.mjs';
import { load, loadInChild } from './load.mjs';
import { check, heading, ms, table } from './report.mjs';
import { searchAddresses } from './site.mjs';
import { measure } from './sizes.mjs';
import { describeExit } from './stack.mjs';

const CONNECTIONS = 50;
const HEALTHZ_CONNECTIONS = 2;
const WARMUP_SECONDS = 2;
const HOME_PATH = '/home';
const REST_PATH = '/Articles?PageSize=9';
// Both ask for compression as a browser does (the server decides whether to use it).
const ENCODING = { 'accept-encoding': 'gzip, deflate, br' };
const HTML = { accept: 'text/html', ...ENCODING };
const JSON_ = { accept: 'application/json', ...ENCODING };

function printLoad(rows) {
  table(
    ['run', 'req/s', '2xx/s', 'p50', 'p99', 'max', 'non-2xx', 'errors', 'timeouts', 'bytes/req'],
    rows.map(([label, r]) => [
      label,
      r.rps.toFixed(0),
      r.okPerSecond.toFixed(0),
      r.total ? `${r.p50} ms` : '-',
      r.total ? `${r.p99} ms` : '-',
      r.total ? `${r.max} ms` : '-',
      r.non2xx ? `${r.non2xx} (${r.non2xxCodes})` : 0,
      r.errors,
      r.timeouts,
      Math.round(r.bytesPerRequest),
    ]),
  );
}

/** (a) the cached home page against (b) the REST list, run b, a, b so noise shows as b's spread. */
async function cachedHome(stack, settings) {
  const home = `${stack.gateway.url}${HOME_PATH}`;
  const rest = `${stack.apiUrl}${REST_PATH}`;
  const run = (url, headers, duration = settings.duration) =>
    load(url, { connections: CONNECTIONS, duration, headers });
  await run(rest, JSON_, WARMUP_SECONDS);
  await run(home, HTML, WARMUP_SECONDS);
  const b1 = await run(rest, JSON_);
  const a = await run(home, HTML);
  const b2 = await run(rest, JSON_);
  printLoad([
    ['(b) REST, 1st', b1],
    ['(a) home page', a],
    ['(b) REST, 2nd', b2],
  ]);
  const bMean = (b1.okPerSecond + b2.okPerSecond) / 2;
  const ratio = bMean > 0 ? a.okPerSecond / bMean : 0;
  const spread = bMean > 0 ? (Math.abs(b1.okPerSecond - b2.okPerSecond) / bMean) * 100 : 0;
  const ratioVerdict = check({
    name: 'home req/s vs REST list',
    value: `${ratio.toFixed(2)}x (${a.okPerSecond.toFixed(0)} vs ${bMean.toFixed(0)})`,
    budget: `>= ${BUDGET.homeRpsRatio}x`,
    ok: a.total > 0 && b1.total > 0 && b2.total > 0 && ratio >= BUDGET.homeRpsRatio,
  });
  const p99Verdict = check({
    name: 'home p99',
    value: a.total ? `${a.p99} ms` : 'no answer',
    budget: `< ${BUDGET.homeP99Ms} ms`,
    ok: a.total > 0 && a.p99 < BUDGET.homeP99Ms,
  });
  console.log(
    `\n  (a) / mean of (b), 2xx per second: ${a.okPerSecond.toFixed(0)} / ${bMean.toFixed(0)} = ` +
      `${ratio.toFixed(2)}x (budget >= ${BUDGET.homeRpsRatio}x): ${ratioVerdict}` +
      `\n  (b) varied ${spread.toFixed(0)} % between its two runs` +
      `\n  (a) p99 ${a.p99} ms (budget < ${BUDGET.homeP99Ms} ms): ${p99Verdict}`,
  );
  return [a, b1, b2];
}

/** (c) a new search each request, with (d) /healthz probed from a child process meanwhile. */
async function uncachedRenders(stack, articles, pages, settings) {
  const base = stack.gateway.url;
  const addresses = searchAddresses(
    articles,
    pages.map((p) => p.path),
  );
  const first = addresses.take();
  const started = performance.now();
  const probe = await measure(`${base}${first}`, { headers: { accept: 'text/html' } });
  console.log(
    `\n  (c) GET /home?search=<words>, a new search each request (seeded articles' words, then ` +
      `pairs and triples of neighbouring words; Telugu ones in the Telugu edition); one alone ` +
      `first: ${first} ${probe.status} in ${ms(performance.now() - started)}` +
      `\n  (d) GET /healthz, ${HEALTHZ_CONNECTIONS} connections from another process, during (c)\n`,
  );
  const uniquePath = () => addresses.take();
  await load(base, {
    connections: CONNECTIONS,
    duration: WARMUP_SECONDS,
    headers: HTML,
    uniquePath,
  });
  // The warm-up leaves renders its connections no longer wait for; one more render and /healthz
  // answered after them mean the measured run starts on an idle gateway. While those fill the
  // queue the render is refused (503): it is asked again when the answer's Retry-After says.
  for (;;) {
    const settled = await measure(`${base}${addresses.take()}`, {
      headers: { accept: 'text/html' },
    });
    if (settled.status !== 503) break;
    const seconds = Number(settled.retryAfter) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
  await measure(`${base}/healthz`);
  const renders = load(base, {
    connections: CONNECTIONS,
    duration: settings.duration,
    headers: HTML,
    uniquePath,
  });
  // The probe starts once the renders are under way and ends before they do.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const healthz = loadInChild(`${base}/healthz`, {
    connections: HEALTHZ_CONNECTIONS,
    duration: Math.max(1, settings.duration - 1),
    headers: { accept: 'application/json' },
  });
  const [cResult, dResult] = await Promise.allSettled([renders, healthz]);
  if (cResult.status === 'rejected') throw cResult.reason;
  const c = cResult.value;
  const d = dResult.status === 'fulfilled' ? dResult.value : null;
  printLoad([['(c) a new search each', c], ...(d ? [['(d) /healthz meanwhile', d]] : [])]);
  const { words, pairs, triples, none } = addresses.counts;
  console.log(
    `  addresses asked for: ${words + pairs + triples + none} (${words} single words, ${pairs} ` +
      `pairs, ${triples} triples, ${none} finding nothing); none asked twice`,
  );
  const rendersVerdict = check({
    name: 'uncached renders/s',
    value: `${c.okPerSecond.toFixed(0)} (p99 ${c.total ? `${c.p99} ms` : '-'})`,
    budget: `>= ${BUDGET.uncachedRendersPerSecond}`,
    ok: c.okPerSecond >= BUDGET.uncachedRendersPerSecond,
  });
  const healthzVerdict = check({
    name: '/healthz p99 during renders',
    value: d ? (d.total ? `${d.p99} ms` : 'no answer') : `not measured: ${dResult.reason?.message}`,
    budget: `< ${BUDGET.healthzP99Ms} ms`,
    ok: d && d.total > 0 && d.p99 < BUDGET.healthzP99Ms,
  });
  console.log(
    `\n  (c) 2xx per second: ${c.okPerSecond.toFixed(0)} (budget >= ` +
      `${BUDGET.uncachedRendersPerSecond}): ${rendersVerdict}` +
      (c.non2xx ? `; its ${c.non2xx} non-2xx answers (${c.non2xxCodes}) are not renders` : '') +
      `\n  (d) p99 ${d?.total ? `${d.p99} ms` : '-'} (budget < ${BUDGET.healthzP99Ms} ms): ${healthzVerdict}`,
  );
  return d ? [d] : [];
}

export async function loadSection({ stack, articles, pages, settings }) {
  heading(`Load: autocannon, ${CONNECTIONS} connections, ${settings.duration} s each`);
  console.log(
    `  (a) GET ${HOME_PATH} (accept: text/html), the rendered home page, from the page cache\n` +
      `  (b) GET ${REST_PATH} on the REST api (${stack.apiUrl})\n` +
      `  every request sends accept-encoding: gzip, deflate, br, as a browser does;\n` +
      `  the client keeps no answer's body (scripts/bench/autocannon-no-bodies.mjs);\n` +
      `  order: ${WARMUP_SECONDS} s warm-up of (b) and (a), then (b), (a), (b); then (c) and (d) below\n`,
  );
  const cached = await cachedHome(stack, settings);
  if (stack.gateway.exited) throw new Error(describeExit(stack.gateway));
  const probe = await uncachedRenders(stack, articles, pages, settings);
  // autocannon counts timeouts among the errors. (c) may refuse with 503 when its queue is full.
  const failures = [...cached, ...probe].reduce((n, r) => n + r.non2xx + r.errors, 0);
  check({
    name: 'load: (a) (b) (d) answers 2xx',
    value: `${failures} failed`,
    budget: 'none failed',
    ok: failures === 0,
  });
}
