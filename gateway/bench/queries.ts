/**
 * Times GraphQL operations through the gateway against the same reads made straight to the REST
 * API, both over HTTP on loopback: `npm run bench -w gateway`. BENCH_ARTICLES (default 5000)
 * articles in a temporary SQLite database; each operation runs BENCH_RUNS times (default 200).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from '@news/api/bench';
import { buildGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const articles = Number(process.env.BENCH_ARTICLES ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-gateway-bench-'));
const { app: api } = await benchApi(path.join(dir, 'bench.db'), articles);
await api.listen({ host: '127.0.0.1', port: 0 });
const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
// The last case (a whole page of 1000 whole articles) is past the default row budget on purpose:
// it measures the most a deployment that raises GRAPHQL_MAX_ROWS could be asked for.
const { app: gateway } = await buildGateway(
  loadConfig({ API_URL: apiUrl, LOG_LEVEL: 'silent', GRAPHQL_MAX_ROWS: '100000' }),
);
await gateway.listen({ host: '127.0.0.1', port: 0 });
const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;

async function time(label: string, request: () => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const t = process.hrtime.bigint();
    const res = await request();
    const body = await res.text();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res.status !== 200 || body.includes('"errors"')) throw new Error(`${label}: ${body}`);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `p50 ${at(0.5).toFixed(2).padStart(6)} ms  p95 ${at(0.95).toFixed(2).padStart(6)} ms  ${String(Math.round(bytes / 1024)).padStart(5)} KiB  ${label}`,
  );
}

const gql = (query: string) => () =>
  fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
const rest = (pathAndQuery: string) => () => fetch(`${apiUrl}${pathAndQuery}`);

console.log(`${articles} articles, ${runs} runs each, over HTTP on loopback`);
await time('GraphQL categories (no REST call)', gql('{ categories }'));
await time('REST    home page: 50 newest', rest('/Articles?Page=1&PageSize=50&SortBy=desc'));
await time(
  'GraphQL home page: 50 newest, card fields',
  gql(
    '{ articles(pageSize: 50) { totalItems items { id title content category mediaUrl createdAt } } }',
  ),
);
await time('REST    one article', rest('/Articles/1'));
await time(
  'GraphQL one article',
  gql('{ article(id: "1") { id title content category mediaUrl createdAt author { name } } }'),
);
await time(
  'REST    admin list: 1000, 4 fields',
  rest('/Articles?Page=1&PageSize=1000&SortBy=desc&Fields=id,title,category,createdAt'),
);
await time(
  'GraphQL admin list: 1000, 4 fields (fetches only those)',
  gql('{ articles(pageSize: 1000) { totalItems items { id title category createdAt } } }'),
);
await time(
  'GraphQL admin list: 1000, every field (whole articles)',
  gql(
    '{ articles(pageSize: 1000) { totalItems items { id title content category mediaUrl createdAt updatedAt author { id name } } } }',
  ),
);

// The front page: nine lists (nine REST calls, as the home page asked before), and frontPage.
const CARD =
  'id title summary slug category language mediaUrl image { id } imageAlt publishedAt author { name }';
const nineLists = [
  `lead: articles(lead: true, pageSize: 1, language: EN) { items { ${CARD} } }`,
  `latest: articles(pageSize: 9, language: EN) { totalItems items { ${CARD} } }`,
  ...[
    'POLITICS',
    'SPORTS',
    'ENTERTAINMENT',
    'BUSINESS',
    'TECHNOLOGY',
    'ENVIRONMENT',
    'ANNOUNCEMENT',
  ].map((c) => `${c}: articles(category: ${c}, pageSize: 4, language: EN) { items { ${CARD} } }`),
].join(' ');
await time('GraphQL front page: nine lists (nine REST calls)', gql(`{ ${nineLists} }`));
await time(
  'GraphQL front page: frontPage (one REST call)',
  gql(
    `{ frontPage(language: EN) { totalItems lead { ${CARD} } latest { ${CARD} } sections { category articles { ${CARD} } } } }`,
  ),
);
await time('REST    front page: GET /Front', rest('/Front?Language=en'));
// The article page: the article, its translation and four stories to read next.
await time(
  'GraphQL article page: article, translation, related (one REST call)',
  gql(
    `{ article(id: "1") { id title content slug shareImage { url } translation { id slug } related { ${CARD} } } }`,
  ),
);

await gateway.close();
await api.close();
fs.rmSync(dir, { recursive: true, force: true });
