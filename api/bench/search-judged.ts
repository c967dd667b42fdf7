/**
 * How well search finds what readers expect: `npm run bench:search -w api` (add `-- --json`, or
 * set BENCH_JSON=1, for machine-readable results to compare a change's before and after).
 *
 * The seed's stories go into a fresh database: SQLite in a temporary directory, or with
 * BENCH_DATABASE_URL=postgres://... a schema of its own on that database, dropped afterwards.
 * Each query of the judged set (search-judged/) is asked through the api's search as the
 * reader's results page asks it, and the first page of ten is scored against the stories the
 * query expects: precision, recall and MRR per kind of query and over all, and the queries
 * that find nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedArticles } from '../src/db/seed/articles.js';
import { benchApi } from './database.js';
import { SUGGESTION_LIMITS } from '@news/contract';
import { editionOf, judgedQueries, KINDS, type JudgedQuery } from './search-judged/index.js';
import { K, scoreQuery, summarise, table, type Scored } from './search-judged/metrics.js';

const asJson = process.argv.includes('--json') || process.env.BENCH_JSON === '1';

/** A database of the bench's own: a temporary SQLite file, or a new schema on the server. */
async function freshDatabase(dir: string, serverUrl: string | undefined) {
  if (!serverUrl) return { url: path.join(dir, 'judged.db'), drop: () => Promise.resolve() };
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const schema = `judged_${crypto.randomBytes(6).toString('hex')}`;
  await run(`create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

/** Refuses a set naming a story the seed does not have, or asking a query twice. */
function checkJudgedSet() {
  const slugs = new Set(seedArticles.map((a) => a.slug));
  const asked = new Set<string>();
  const problems: string[] = [];
  for (const { q, expect } of judgedQueries) {
    if (asked.has(q)) problems.push(`"${q}" is asked twice`);
    asked.add(q);
    if (expect.length === 0) problems.push(`"${q}" expects no story`);
    for (const slug of expect) {
      if (!slugs.has(slug)) problems.push(`"${q}" expects ${slug}, which the seed does not have`);
    }
  }
  if (problems.length > 0) throw new Error(`The judged set is wrong:\n${problems.join('\n')}`);
}

function report(dialect: string, scored: readonly Scored[], tapped: readonly Scored[]) {
  const summaries = summarise(scored);
  if (asJson) {
    const queries = scored.map(({ query, ...score }) => ({ ...query, ...score }));
    const afterDidYouMean = summarise(tapped);
    console.log(JSON.stringify({ dialect, k: K, summaries, afterDidYouMean, queries }, null, 2));
    return;
  }
  list(dialect, scored);
  console.log('\nAfter one tap on "Did you mean" where it is offered:\n');
  list(dialect, tapped);
}

function list(dialect: string, scored: readonly Scored[]) {
  const summaries = summarise(scored);
  console.log(`${dialect}: ${scored.length} judged queries, ${seedArticles.length} seed stories\n`);
  console.log(table(summaries));
  const listed = (title: string, of: readonly Scored[]) => {
    console.log(`\n${title} (${of.length}):`);
    for (const kind of KINDS) {
      const queries = of.filter((s) => s.query.kind === kind).map((s) => s.query.q);
      if (queries.length > 0) console.log(`- ${kind}: ${queries.join(' · ')}`);
    }
  };
  listed(
    'Queries that find nothing',
    scored.filter((s) => s.found.length === 0),
  );
  listed(
    `Queries that find stories, none of them expected, in the first ${K}`,
    scored.filter((s) => s.found.length > 0 && s.reciprocalRank === 0),
  );
}

checkJudgedSet();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-judged-'));
const database = await freshDatabase(dir, process.env.BENCH_DATABASE_URL);
const { app, dialect } = await benchApi(database.url, 0, undefined, { seedContent: true });
try {
  const slugOf = new Map(seedArticles.map((a) => [a.title, a.slug]));
  const ask = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  const search = async (q: string, query: JudgedQuery) =>
    (
      await ask<{ title: string }[]>(
        `/Articles?Search=${encodeURIComponent(q)}&PreferLanguage=${editionOf(query.kind)}` +
          `&PageSize=${K}&Fields=id,title`,
      )
    ).map((a) => slugOf.get(a.title) ?? `(not seeded) ${a.title}`);
  const scored: Scored[] = [];
  // What a reader has after one tap on "Did you mean", where the results page offers it.
  const tapped: Scored[] = [];
  for (const query of judgedQueries) {
    const found = await search(query.q, query);
    scored.push(scoreQuery(query, found));
    const corrected =
      found.length < SUGGESTION_LIMITS.correctBelow
        ? await ask<string | null>(
            `/Articles/SearchCorrection?Query=${encodeURIComponent(query.q)}`,
          )
        : null;
    tapped.push(corrected ? scoreQuery(query, await search(corrected, query)) : scored.at(-1)!);
  }
  report(dialect, scored, tapped);
} finally {
  await app.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
