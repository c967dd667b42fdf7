// Lighthouse 12 through its Node API, in Debian's Chromium, with its default configuration: the
// mobile preset (a Moto G Power sized screen, simulated slow 4G and 4x CPU slowdown).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';

// chrome-launcher is lighthouse's own dependency, not the web's: resolved from lighthouse.
const lighthouseRequire = createRequire(import.meta.resolve('lighthouse'));
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
function lcpDetails(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  let element;
  const phases = [];
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node && !element) {
        const { selector, snippet, nodeLabel } = item.node;
        const label = nodeLabel && nodeLabel !== selector ? ` "${nodeLabel.slice(0, 60)}"` : '';
        element = `${selector ?? '?'}${label}${snippet ? ` ${snippet.slice(0, 160)}` : ''}`;
      }
      if (item.phase && typeof item.timing === 'number') {
        phases.push(`${item.phase} ${Math.round(item.timing)} ms`);
      }
    }
  }
  return { element, phases };
}

/** Audits that cost points in a category (score below 1), with their titles. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map(
      (audit) =>
        `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`,
    );
}

/**
 * What the page requested during the run: every script (resourceType Script covers `<script
 * src>`, module imports, modulepreload and preload as=script, and dynamic imports) of the page and
 * its frames and workers, and the requests that failed.
 */
function network(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    requests: items.length,
    scripts: items
      .filter((i) => i.resourceType === 'Script' && /^https?:/.test(i.url ?? ''))
      .map((i) => ({
        url: i.url,
        transferSize: i.transferSize ?? 0,
        target: i.sessionTargetType ?? 'page',
      })),
    // A failed script or style makes the page light and its scores meaningless.
    failed: items
      .filter(
        (i) => typeof i.statusCode === 'number' && (i.statusCode >= 400 || i.statusCode < 100),
      )
      .map((i) => `${i.statusCode} ${i.url}`),
  };
}

/** The figures the bench reports from one Lighthouse result. */
export function summarize(lhr) {
  const scores = {};
  for (const c of CATEGORIES) {
    const score = lhr.categories[c]?.score;
    scores[c] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    metrics[key] = typeof value === 'number' ? value : null;
  }
  return {
    scores,
    metrics,
    lcp: lcpDetails(lhr),
    network: network(lhr),
    failing: Object.fromEntries(
      CATEGORIES.filter((c) => c !== 'performance').map((c) => [c, failingAudits(lhr, c)]),
    ),
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    runtimeErrorCode: lhr.runtimeError?.code,
    warnings: lhr.runWarnings ?? [],
    userAgent: lhr.environment?.hostUserAgent,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Lighthouse's own failures to record a page load, after which it says "Please run Lighthouse
 * again": they say nothing about the page.
 */
export const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/**
 * One Lighthouse run of `url` in a fresh Chromium (`chromePath`); writes the HTML report to
 * `reportFile` when given. Returns the summary.
 */
export async function runLighthouse(url, { chromePath, reportFile }) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportFile) {
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      fs.writeFileSync(reportFile, result.report);
    }
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}
