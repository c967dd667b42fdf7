/**
 * Times the api's read paths on a large database: `npm run bench -w api`.
 * BENCH_ARTICLES (default 20000) articles are made from the seed's sentences (both editions; one
 * in ten a draft or in review, a few scheduled ahead: see database.ts); each query runs
 * BENCH_RUNS times (default 200) through the HTTP layer, and its p95 is held to the budget of
 * 20 ms. SQLite in a temporary file by default; set BENCH_DATABASE_URL to a postgres:// URL
 * whose schema may be filled (use a throwaway one: articles already there are kept).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './database.js';

const articles = Number(process.env.BENCH_ARTICLES ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-'));
const started = Date.now();
const P95_BUDGET_MS = 20;
/** Suggestions answer each pause in typing, so they are held to half a search's budget. */
const SUGGESTION_BUDGET_MS = 10;
const budgetOf = (url: string) =>
  url.startsWith('/Articles/Suggestions') ? SUGGESTION_BUDGET_MS : P95_BUDGET_MS;
const { app, dialect } = await benchApi(
  process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db'),
  articles,
  console.log,
);
console.log(
  `${dialect}: ${articles.toLocaleString('en')} articles ready in ${Date.now() - started} ms; ` +
    `${runs} runs a query; load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores`,
);

const HOME_FIELDS = 'Fields=id,title,content,category,language,mediaUrl,publishedAt';
const queries = [
  // The readers' home list (published, time come): one edition, and both.
  `/Articles?Page=1&PageSize=50&SortBy=desc&Language=en&${HOME_FIELDS}`,
  `/Articles?Page=1&PageSize=50&SortBy=desc&${HOME_FIELDS}`,
  '/Articles?Page=1&PageSize=50&SortBy=desc',
  '/Articles?Page=200&PageSize=50&SortBy=desc',
  // The front page's lead story: the newest one of an edition, and of both.
  '/Articles?PageSize=1&Lead=true&Language=te',
  '/Articles?PageSize=1&Lead=true',
  '/Articles?Page=1&PageSize=50&Filter=Sports',
  // Searches, most relevant first (the default): a common English word, a common Telugu one,
  // a two-letter prefix, two words; and newest first.
  '/Articles?Page=1&PageSize=50&Search=hyderabad',
  '/Articles?Page=1&PageSize=50&Search=%E0%B0%A4%E0%B1%86%E0%B0%B2%E0%B1%81%E0%B0%97%E0%B1%81',
  '/Articles?Page=1&PageSize=50&Search=re',
  '/Articles?Page=1&PageSize=50&Search=hyderabad%20metro',
  '/Articles?Page=1&PageSize=50&Search=hyderabad&SortBy=desc',
  // The home page's search across the editions: English letters read as Telugu too.
  '/Articles?Page=1&PageSize=50&Search=hyderabad&PreferLanguage=en',
  '/Articles?Page=1&PageSize=50&Search=vijayawada&PreferLanguage=te',
  '/Articles?Page=1&PageSize=50&Search=varshalu%20raitulu&PreferLanguage=te',
  // Inflected Telugu (its stem searched too), and an ending typed as a word in English letters.
  `/Articles?Page=1&PageSize=50&Search=${encodeURIComponent('హైదరాబాద్‌లో రైతులకు')}`,
  '/Articles?Page=1&PageSize=50&Search=hyderabad%20lo&PreferLanguage=te',
  '/Articles?Page=1&PageSize=50&Language=te&Filter=Politics',
  '/Articles/1',
  // The front page in one call (lead, latest, seven categories, total), an edition and both.
  '/Front?Language=te',
  '/Front?Language=en&Latest=8&PerCategory=4',
  '/Front',
  // An article with its translation and the stories to read next, and those alone.
  '/Articles/1?Include=translation,related',
  '/Articles/1/Related',
  // Suggestions as a reader types: English, English letters read as Telugu, Telugu.
  '/Articles/Suggestions?Query=hy&Language=en',
  '/Articles/Suggestions?Query=hyd&Language=te',
  '/Articles/Suggestions?Query=vijay&Language=te',
  '/Articles/Suggestions?Query=%E0%B0%B9%E0%B1%88%E0%B0%A6&Language=te',
  '/Articles/Suggestions?Query=hyderabad%20me&Language=en',
  // "Did you mean" for a search that found little: a misspelt name, a misspelt word the index
  // alone holds (searched once to be sure), six misspelt words, a Telugu final ు for ్.
  '/Articles/SearchCorrection?Query=hyderbad',
  '/Articles/SearchCorrection?Query=hyderbad%20goverment',
  '/Articles/SearchCorrection?Query=hyderbad%20metor%20trian%20statoin%20opend%20todya',
  '/Articles/SearchCorrection?Query=%E0%B0%B9%E0%B1%88%E0%B0%A6%E0%B0%B0%E0%B0%BE%E0%B0%AC%E0%B0%BE%E0%B0%A6%E0%B1%81',
];
const over: string[] = [];
// A whole staff export page, timed but not held to the budget (a thousand rows to write).
const unbudgeted = ['/Articles?Page=1&PageSize=1000&Fields=id,title,category,createdAt'];
for (const url of [...queries, ...unbudgeted]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const p95 = at(0.95);
  const budgeted = !unbudgeted.includes(url);
  if (budgeted && p95 > budgetOf(url)) over.push(url);
  const mark = !budgeted ? ' (no budget)' : p95 > budgetOf(url) ? ' OVER' : '';
  console.log(
    `p50 ${at(0.5).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms${mark}  ${decodeURIComponent(url)}`,
  );
}
console.log(
  over.length === 0
    ? `every p95 within its budget (${P95_BUDGET_MS} ms, suggestions ${SUGGESTION_BUDGET_MS} ms)`
    : `${over.length} of ${queries.length} queries over their p95 budget: ${over.join(', ')}`,
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
