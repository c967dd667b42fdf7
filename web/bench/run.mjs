// `npm run bench -w web`: starts the built site (api + gateway, production mode, a fresh SQLite
// database with the seed content) on loopback ports of its own and checks issue 18's budgets on
// five reader pages (English and Telugu home, a search result page, an English and a Telugu
// article):
//   lighthouse  Lighthouse 12 mobile scores and metrics, BENCH_RUNS runs each (check-lighthouse);
//   sizes       HTML, the JavaScript each page loads, framework scripts, the service worker
//               (check-bytes);
//   load        autocannon: cached home against the REST list, uncached renders, /healthz
//               meanwhile (check-load).
// Prints every figure with PASS/FAIL, then a summary; exits 1 if a budget fails. See README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytesSection } from './check-bytes.mjs';
import { loadSection } from './check-load.mjs';
import { loadAverage, printMachine } from './machine.mjs';
import { cannotMeasure, heading, kb, printSummary, shortPath } from './report.mjs';
import { readSettings } from './settings.mjs';
import { benchPages, readArticles } from './site.mjs';
import { measure, pageFacts } from './sizes.mjs';
import {
  checkBuild,
  describeExit,
  freePort,
  killAllNow,
  snapshotWeb,
  startStack,
  stopAll,
} from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function startSite(settings) {
  heading('Starting the site');
  const apiPort = await freePort(settings.apiPort);
  let gatewayPort = await freePort(settings.gatewayPort);
  if (gatewayPort === apiPort) gatewayPort = await freePort(0);
  const started = Date.now();
  const webDist = settings.snapshot
    ? await snapshotWeb(root, settings.webBuilds)
    : path.join(settings.webBuilds, 'dist');
  const stack = await startStack(root, {
    apiPort,
    gatewayPort,
    gatewayEnv: settings.extraGatewayEnv,
    webDist,
  });
  console.log(
    `  api ${stack.apiUrl}, gateway ${stack.gateway.url} (NODE_ENV=production, SQLite in ` +
      `${stack.dataDir}); ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const builds = path.relative(root, settings.webBuilds);
  console.log(
    settings.snapshot
      ? `  serving a copy of ${builds}/dist* taken at the start: ${path.relative(root, webDist)}`
      : `  serving ${builds}/dist itself (BENCH_SNAPSHOT=0)`,
  );
  return { stack, webDist };
}

/** The pages, each asked for once, so no measurement pays for a cold start. */
async function printPages(base, pages) {
  console.log('\n  Pages:');
  for (const page of pages) {
    const m = await measure(`${base}${page.path}`, { headers: { accept: 'text/html' } });
    const facts = pageFacts(m.text);
    console.log(
      `    ${page.label.padEnd(11)} ${shortPath(page.path)}: ${m.status}, ${kb(m.raw)}, ` +
        `lang ${facts.lang ?? '?'}${facts.noindex ? ', noindex' : ''}`,
    );
  }
}

async function main() {
  const settings = readSettings(root);
  printMachine(settings);
  checkBuild(root, settings.webBuilds);
  const { stack, webDist } = await startSite(settings);
  const base = stack.gateway.url;
  const articles = await readArticles(base);
  const pages = await benchPages(base, articles);
  console.log(`  ${articles.length} articles readers see`);
  await printPages(base, pages);

  // Lighthouse first: the bytes section adds the scripts it saw load to those the HTML names.
  let loaded = null;
  const sections = [
    [
      'lighthouse',
      async () => {
        const { lighthouseSection } = await import('./check-lighthouse.mjs');
        loaded = await lighthouseSection({ base, pages, settings });
      },
    ],
    ['sizes', () => bytesSection({ base, pages, loaded, distDir: webDist })],
    ['load', () => loadSection({ stack, articles, pages, settings })],
  ];
  for (const [name, run] of sections) {
    if (settings.skip.has(name)) continue;
    try {
      await run();
    } catch (err) {
      console.log(`\n  ${name} FAILED: ${err.stack ?? err}`);
      cannotMeasure({ name: `${name} section` }, err);
    }
    if (stack.api.exited || stack.gateway.exited) {
      const which = stack.api.exited ? stack.api : stack.gateway;
      cannotMeasure({ name: 'the site kept running' }, new Error(describeExit(which)));
      break;
    }
  }
  const ok = printSummary(pages.map((p) => p.label));
  if (settings.skip.size) console.log(`  Skipped (BENCH_SKIP): ${[...settings.skip].join(', ')}`);
  console.log(`  Load average now: ${loadAverage()}`);
  return ok;
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the api and the gateway`);
    void stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', killAllNow);

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(`\nThe bench could not run: ${err.message ?? err}`);
} finally {
  await stopAll();
}
process.exitCode = ok ? 0 : 1;
