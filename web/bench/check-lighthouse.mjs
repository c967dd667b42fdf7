// Section: Lighthouse 12 (mobile preset) on each page, BENCH_RUNS times. Every run is printed, and
// a budget passes only when every run meets it (the median is printed too).
import path from 'node:path';
import { BUDGET } from './budgets.mjs';
import { RECORDING_ERRORS, runLighthouse } from './lighthouse.mjs';
import {
  cannotMeasure,
  check,
  cls,
  heading,
  kb,
  median,
  ms,
  score,
  shortPath,
  table,
} from './report.mjs';

const isNum = (v) => typeof v === 'number';

const scoreFigure = (name, pick, min) => ({
  name,
  pick,
  format: score,
  budget: min === 100 ? '= 100' : `>= ${min}`,
  ok: (v) => isNum(v) && v >= min,
  worst: Math.min,
});
const metricFigure = (name, pick, format, max) => ({
  name,
  pick,
  format,
  budget: `<= ${format(max)}`,
  ok: (v) => isNum(v) && v <= max,
  worst: Math.max,
});
const shownFigure = (name, pick, format, budget = '') => ({ name, pick, format, budget, ok: null });

/** The figures of a run: how to read each, print it, and judge it (`ok` null: shown only). */
function figures(page) {
  const seo = (r) => r.scores.seo;
  return [
    scoreFigure('performance', (r) => r.scores.performance, BUDGET.performance),
    scoreFigure('accessibility', (r) => r.scores.accessibility, BUDGET.accessibility),
    scoreFigure('best practices', (r) => r.scores['best-practices'], BUDGET.bestPractices),
    // The results page is noindex on purpose: its SEO score is shown, not judged.
    page.seo
      ? scoreFigure('SEO', seo, BUDGET.seo)
      : shownFigure('SEO', seo, score, 'n/a (noindex)'),
    shownFigure('FCP', (r) => r.metrics.fcp, ms),
    metricFigure('LCP', (r) => r.metrics.lcp, ms, BUDGET.lcpMs),
    metricFigure('TBT', (r) => r.metrics.tbt, ms, BUDGET.tbtMs),
    metricFigure('CLS', (r) => r.metrics.cls, cls, BUDGET.cls),
    shownFigure('Speed Index', (r) => r.metrics.si, ms),
  ];
}

function printRun(i, s, seconds) {
  const m = s.metrics;
  console.log(
    `  run ${i} (${seconds} s): perf ${score(s.scores.performance)}, ` +
      `a11y ${score(s.scores.accessibility)}, best practices ${score(s.scores['best-practices'])}, ` +
      `SEO ${score(s.scores.seo)} | FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, ` +
      `CLS ${cls(m.cls)}, SI ${ms(m.si)} | ${s.network.scripts.length} scripts`,
  );
  if (s.runtimeError) console.log(`    runtime error: ${s.runtimeError}`);
  for (const w of s.warnings) console.log(`    warning: ${w}`);
}

/** Each run's figures must be the page's own: no redirect elsewhere, no failed request. */
function checkRunsAreThePage(page, url, runs) {
  const wanted = decodeURI(new URL(url).pathname + new URL(url).search);
  const elsewhere = [
    ...new Set(
      runs
        .map((r) => r.finalUrl && new URL(r.finalUrl))
        .filter(Boolean)
        .map((u) => decodeURI(u.pathname + u.search))
        .filter((p) => p !== wanted),
    ),
  ];
  if (elsewhere.length)
    console.log(`  WARNING: the page ended at ${elsewhere.join(', ')}: these are not its figures`);
  check({
    page: page.label,
    name: 'stays at its address',
    value: elsewhere.length ? `ended at ${elsewhere.join(', ')}` : 'yes',
    budget: 'no redirect',
    ok: elsewhere.length === 0,
  });
  const failed = [...new Set(runs.flatMap((r) => r.network.failed))];
  if (failed.length) console.log(`  WARNING: requests failed: ${failed.join(', ')}`);
  check({
    page: page.label,
    name: 'failed requests',
    value: failed.length,
    budget: 'none',
    ok: failed.length === 0,
  });
}

function printDetails(runs) {
  const distinct = (list) => [...new Set(list.filter(Boolean))];
  for (const el of distinct(runs.map((r) => r.lcp.element))) console.log(`  LCP element: ${el}`);
  runs.forEach((r, i) => {
    if (r.lcp.phases.length) console.log(`  LCP phases, run ${i + 1}: ${r.lcp.phases.join(', ')}`);
  });
  const n = runs[0].network;
  const bytes = n.scripts.reduce((sum, s) => sum + s.transferSize, 0);
  console.log(
    `  Network (run 1): ${n.requests} requests; ${n.scripts.length} scripts, ${kb(bytes)} as ` +
      'transferred (the page bytes section counts them gzip)',
  );
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failing = distinct(runs.flatMap((r) => r.failing[category] ?? []));
    if (failing.length) console.log(`  ${category} audits below 1: ${failing.join('; ')}`);
  }
  console.log(
    `  Lighthouse host: ${runs[0].userAgent ?? '?'}; benchmarkIndex ` +
      distinct(runs.map((r) => r.benchmarkIndex)).join(', '),
  );
}

/**
 * Runs one page and records its checks. Returns the scripts its runs loaded (for the page bytes
 * section), or null when no run succeeded.
 */
async function lighthousePage(page, base, settings) {
  const url = `${base}${page.path}`;
  heading(`Lighthouse: ${page.label} ${shortPath(page.path)}`);
  // Asked for again just before its runs, as run.mjs asked for every page before the first: the
  // page cache keeps a page for seconds, and the pages before this one took minutes.
  await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
  const runs = [];
  for (let i = 1; i <= settings.runs; i++) {
    const started = Date.now();
    try {
      const reportFile = path.join(settings.reportDir, `${page.key}-${i}.html`);
      let s = await runLighthouse(url, { chromePath: settings.chromePath, reportFile });
      // A run Lighthouse could not record is run again, twice at most, and said so.
      for (let retry = 1; retry <= 2 && RECORDING_ERRORS.has(s.runtimeErrorCode); retry++) {
        console.log(`  run ${i}: Lighthouse could not record it (${s.runtimeErrorCode}): again`);
        s = await runLighthouse(url, { chromePath: settings.chromePath, reportFile });
      }
      runs.push(s);
      printRun(i, s, ((Date.now() - started) / 1000).toFixed(0));
    } catch (err) {
      console.log(`  run ${i}: FAILED: ${err.message}`);
    }
  }
  const list = figures(page);
  if (!runs.length) {
    for (const f of list.filter((x) => x.ok))
      cannotMeasure(
        { page: page.label, name: f.name, budget: f.budget },
        'no Lighthouse run succeeded',
      );
    return null;
  }
  checkRunsAreThePage(page, url, runs);

  const rows = list.map((f) => {
    const values = runs.map(f.pick);
    let verdictText = 'info';
    if (f.ok) {
      const deciding = values.every(isNum) ? f.worst(...values) : null;
      verdictText = check({
        page: page.label,
        name: f.name,
        value: f.format(deciding),
        budget: f.budget,
        ok: values.every(f.ok),
      });
    }
    return [f.name, ...values.map(f.format), f.format(median(values)), f.budget, verdictText];
  });
  console.log('');
  table(['', ...runs.map((_, i) => `run ${i + 1}`), 'median', 'budget', 'every run'], rows);
  printDetails(runs);
  return runs.flatMap((r) => r.network.scripts);
}

/** The section: every page in turn. Returns, per page key, the scripts Lighthouse saw load. */
export async function lighthouseSection({ base, pages, settings }) {
  const loaded = new Map();
  for (const page of pages) {
    try {
      const scripts = await lighthousePage(page, base, settings);
      if (scripts) loaded.set(page.key, scripts);
    } catch (err) {
      console.log(`  ${page.label}: FAILED: ${err.stack ?? err}`);
      cannotMeasure({ page: page.label, name: 'performance' }, err);
    }
  }
  console.log(`\n  Lighthouse reports: ${settings.reportDir}`);
  return loaded;
}
