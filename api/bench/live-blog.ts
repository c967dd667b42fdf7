/**
 * Times a long live blog's reads against a normal article's: `npm run bench:live -w api`.
 * BENCH_POSTS (default 1000) posts are written through the api to one published article of
 * BENCH_ARTICLES (default 2000); each read runs BENCH_RUNS times (default 200) through the HTTP
 * layer, public answers not kept. The blog's first page, its header (pinned post, key events,
 * count) and a page deep in it are held to the article's own median plus a margin for their
 * one or two more round trips to the database (medians: a busy machine's stalls swamp a p95
 * of reads this short). SQLite in a temporary file by default; BENCH_DATABASE_URL as for
 * bench/queries.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { benchApi } from './database.js';

const articles = Number(process.env.BENCH_ARTICLES ?? 2000);
const posts = Number(process.env.BENCH_POSTS ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
/** How much slower than the article itself a blog's read may be, at the median. */
const MARGIN_MS = 5;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-live-'));
const { app, dialect } = await benchApi(
  process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db'),
  articles,
);

const login = await app.inject({
  method: 'POST',
  url: '/Auth/login',
  payload: { username: 'admin', password: 'bench-password' },
});
const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
const [first] = (await app.inject({ method: 'GET', url: '/Articles?PageSize=1&Fields=id' })).json<{
  data: { id: number }[];
}>().data;
const id = first!.id;
const must = async (options: InjectOptions, status: number) => {
  const res = await app.inject(options);
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};
await must(
  { method: 'PUT', url: `/Articles/${id}/Live`, headers: auth, payload: { status: 'live' } },
  200,
);
const started = Date.now();
let middle = 0;
for (let i = 1; i <= posts; i += 1) {
  const body = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: `Update ${i}: counting goes on in every district.` }],
      },
    ],
  };
  const res = await must(
    {
      method: 'POST',
      url: `/Articles/${id}/Live/Posts`,
      headers: auth,
      payload: { body, keyEvent: i % 25 === 0, pinned: i === posts / 2 },
    },
    201,
  );
  if (i === posts / 2) middle = res.json<{ id: number }>().id;
}
console.log(
  `${dialect}: ${posts} posts written in ${Date.now() - started} ms; ${runs} runs a read; ` +
    `load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores`,
);

async function median(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = process.hrtime.bigint();
    await must({ method: 'GET', url }, 200);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  ${url}`);
  return at(0.5);
}

const article = await median(`/Articles/${id}`);
const over: string[] = [];
for (const url of [
  `/Articles/${id}/Live`,
  `/Articles/${id}/Live/Posts`,
  `/Articles/${id}/Live/Posts?before=${middle}`,
  `/LiveBlogs?ids=${id}`,
]) {
  if ((await median(url)) > article + MARGIN_MS) over.push(url);
}
console.log(
  over.length === 0
    ? `every read of a ${posts}-post blog within the article's median + ${MARGIN_MS} ms`
    : `over the article's median + ${MARGIN_MS} ms: ${over.join(', ')}`,
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
if (over.length > 0) process.exitCode = 1;
