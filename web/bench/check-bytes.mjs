// Section: bytes, gzip as served. The service worker with what it imports; then for each page its
// HTML and every script it loads: named by the HTML (followed through static imports) and seen
// loading by Lighthouse (dynamic imports included), the service worker's files excluded; and
// whether any of them is a framework.
import { BUDGET } from './budgets.mjs';
import { frameworksIn } from './frameworks.mjs';
import {
  cannotMeasure,
  check,
  hasCheck,
  heading,
  kb,
  kbBoth,
  shortPath,
  table,
} from './report.mjs';
import {
  htmlScripts,
  isJavaScript,
  measure,
  moduleImports,
  pageFacts,
  walkScripts,
  workerImports,
} from './sizes.mjs';

export const SERVICE_WORKER_PATH = '/sw.js';

const served = (m) => (m.gzipServed ? 'served gzip' : 'gzip -9 computed');
const pathOf = (url) => {
  const u = new URL(url);
  return decodeURI(u.pathname + u.search);
};

/** The service worker and what it imports, against its budget. Returns their URLs. */
async function serviceWorker(base) {
  const url = `${base}${SERVICE_WORKER_PATH}`;
  console.log(`\n  Service worker ${SERVICE_WORKER_PATH} and what it imports:`);
  const first = await measure(url);
  const budget = `<= ${kb(BUDGET.serviceWorkerGzip)}`;
  if (first.status !== 200 || !isJavaScript(first)) {
    const what = `${first.status} ${first.contentType || 'no content-type'}`;
    console.log(`    not found: ${SERVICE_WORKER_PATH} answers ${what}`);
    check({ name: 'service worker (gzip)', value: `none (${what})`, budget, ok: false });
    return new Set([url]);
  }
  const files = await walkScripts([url], (f) => workerImports(f.text, f.url));
  const good = files.filter((f) => f.status === 200 && isJavaScript(f));
  const total = good.reduce((sum, f) => sum + f.gzip, 0);
  table(
    ['file', 'status', 'raw', 'gzip', '', 'imported by'],
    files.map((f) => [
      pathOf(f.url),
      f.status,
      kb(f.raw),
      kb(f.gzip),
      served(f),
      f.from ? pathOf(f.from) : '',
    ]),
    '    ',
  );
  const missing = files.length - good.length;
  const verdict = check({
    name: 'service worker (gzip)',
    value: kbBoth(total) + (missing ? `, ${missing} import(s) missing` : ''),
    budget,
    ok: total <= BUDGET.serviceWorkerGzip && !missing,
  });
  console.log(
    `    Total: ${files.length} files, ${kbBoth(total)} gzip; budget ${budget}: ${verdict}`,
  );
  return new Set(files.map((f) => f.url));
}

const notScript = (f) => `${f.status} ${f.contentType.split(';')[0] || 'no content-type'}`;

/** The page's HTML against its budget; returns it (null when it did not answer 200). */
async function pageHtml(page, base) {
  const html = await measure(`${base}${page.path}`, { headers: { accept: 'text/html' } });
  const facts = pageFacts(html.text);
  console.log(
    `  HTML: ${html.status}, ${kb(html.raw)} raw, ${kbBoth(html.gzip)} gzip (${served(html)}); ` +
      `lang ${facts.lang ?? '?'}${facts.noindex ? ', noindex' : ''}`,
  );
  if (page.key.endsWith('-te') && facts.lang !== 'te')
    console.log(`  WARNING: the Telugu page came back with lang ${facts.lang ?? 'missing'}`);
  const budget = `<= ${kb(BUDGET.htmlGzip)}`;
  check({
    page: page.label,
    name: 'HTML (gzip)',
    value: html.status === 200 ? kb(html.gzip) : `status ${html.status}`,
    budget,
    ok: html.status === 200 && html.gzip <= BUDGET.htmlGzip,
  });
  return html.status === 200 ? html : null;
}

/** Every script the page loads, measured, each with how it was found. */
async function pageScripts(html, loaded, workerUrls) {
  const how = new Map();
  const note = (url, what) => how.set(url, new Set([...(how.get(url) ?? []), what]));
  const named = htmlScripts(html.text, html.url).filter((s) => !workerUrls.has(s.url));
  for (const s of named) note(s.url, s.how);
  const dynamic = new Set();
  const files = await walkScripts(
    named.map((s) => s.url),
    (f) => {
      const imports = moduleImports(f.text, f.url);
      for (const url of imports.dynamic) dynamic.add(url);
      for (const url of imports.static) note(url, 'import');
      return imports.static;
    },
  );
  const byUrl = new Map(files.map((f) => [f.url, f]));
  for (const s of loaded ?? []) {
    if (workerUrls.has(s.url)) continue;
    note(s.url, s.target === 'page' ? 'loaded' : `loaded by ${s.target}`);
    if (!byUrl.has(s.url)) byUrl.set(s.url, await measure(s.url));
  }
  const notLoaded = [...dynamic].filter((url) => !byUrl.has(url));
  return {
    files: [...byUrl.values()].map((f) => ({ ...f, how: [...how.get(f.url)].join(', ') })),
    notLoaded,
  };
}

async function pageBytes(page, base, loaded, workerUrls, distDir) {
  heading(`Bytes: ${page.label} ${shortPath(page.path)}`);
  const html = await pageHtml(page, base);
  if (!html) {
    check({ page: page.label, name: 'JavaScript (gzip)', value: 'no page', budget: '', ok: false });
    return;
  }
  const { files, notLoaded } = await pageScripts(html, loaded, workerUrls);
  const counted = files.filter((f) => f.status === 200 && isJavaScript(f));
  const frameworks = new Map(counted.map((f) => [f.url, frameworksIn(f, distDir)]));
  console.log(`  JavaScript${loaded ? '' : ' (from the HTML only: Lighthouse did not run)'}:`);
  table(
    ['file', 'found by', 'raw', 'gzip', 'frameworks'],
    files.map((f) => {
      const fw = frameworks.get(f.url);
      if (!fw) return [pathOf(f.url), f.how, '', '', `not counted: ${notScript(f)}`];
      const none = fw.note ? `none (${fw.note})` : 'none';
      return [pathOf(f.url), f.how, kb(f.raw), kb(f.gzip), fw.found.join(', ') || none];
    }),
    '    ',
  );
  for (const f of files.filter((x) => !frameworks.has(x.url)))
    console.log(`  WARNING: ${pathOf(f.url)} is named as a script but answers ${notScript(f)}`);
  const total = counted.reduce((sum, f) => sum + f.gzip, 0);
  const budget = `<= ${kb(BUDGET.pageJsGzip)}`;
  const jsVerdict = check({
    page: page.label,
    name: 'JavaScript (gzip)',
    value: kb(total),
    budget,
    ok: total <= BUDGET.pageJsGzip,
  });
  console.log(
    `  Total: ${counted.length} files, ${kbBoth(total)} gzip; budget ${budget} ` +
      `(aim ${kb(BUDGET.pageJsAimGzip)}): ${jsVerdict}`,
  );
  const found = [...new Set([...frameworks.values()].flatMap((fw) => fw.names))];
  const fwVerdict = check({
    page: page.label,
    name: 'framework scripts',
    value: found.length ? `${found[0]}${found.length > 1 ? ` +${found.length - 1}` : ''}` : 'none',
    budget: 'none',
    ok: found.length === 0,
  });
  console.log(`  Framework scripts: ${found.length ? found.join(', ') : 'none'}: ${fwVerdict}`);
  if (notLoaded.length) {
    const shown = notLoaded.slice(0, 8).map(pathOf).join(', ');
    const more = notLoaded.length > 8 ? ` and ${notLoaded.length - 8} more` : '';
    const why = loaded ? 'not loaded during the Lighthouse runs' : 'not counted';
    console.log(`  Named by dynamic imports only, ${why}: ${shown}${more}`);
  }
}

/** The section. `loaded`: per page key, the scripts Lighthouse saw load (absent if it did not run). */
export async function bytesSection({ base, pages, loaded, distDir }) {
  heading('Bytes (accept-encoding: gzip; KB = 1000 bytes)');
  let workerUrls = new Set([`${base}${SERVICE_WORKER_PATH}`]);
  try {
    workerUrls = await serviceWorker(base);
  } catch (err) {
    console.log(`    FAILED: ${err.stack ?? err}`);
    cannotMeasure({ name: 'service worker (gzip)' }, err);
  }
  for (const page of pages) {
    try {
      await pageBytes(page, base, loaded?.get(page.key), workerUrls, distDir);
    } catch (err) {
      console.log(`  FAILED: ${err.stack ?? err}`);
      for (const name of ['HTML (gzip)', 'JavaScript (gzip)', 'framework scripts'])
        if (!hasCheck(page.label, name)) cannotMeasure({ page: page.label, name }, err);
    }
  }
}
