// Printing: units, tables, and the budget checks every section records for the summary.

/** KB is read as 1000 bytes, the stricter reading; KiB is printed alongside. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const kbBoth = (bytes) => `${kb(bytes)} (${(bytes / 1024).toFixed(1)} KiB)`;
export const ms = (v) =>
  typeof v !== 'number' ? '-' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
export const score = (v) =>
  typeof v !== 'number' ? '-' : Number.isInteger(v) ? String(v) : v.toFixed(1);
export const cls = (v) => (typeof v !== 'number' ? '-' : v.toFixed(3));
export const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'PASS' : 'FAIL');

/** A page's address as a reader sees it, cut to fit a heading. */
export const shortPath = (p) => {
  const decoded = decodeURI(p);
  return [...decoded].length > 60 ? `${[...decoded].slice(0, 59).join('')}…` : decoded;
};
export function heading(text) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 74 - text.length))}`);
}

export function table(header, rows, indent = '  ') {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r) =>
    indent +
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(indent + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * Every budget check, for the summary: `page` (a page's label, or null for the site as a whole),
 * `name`, the measured `value` as printed, the `budget` as printed, and `ok`.
 */
const checks = [];

export function check({ page = null, name, value, budget, ok }) {
  checks.push({ page, name, value: String(value), budget, ok: Boolean(ok) });
  return verdict(Boolean(ok));
}

/** A budget that could not be measured counts as failed. */
export function cannotMeasure({ page = null, name, budget = '' }, err) {
  const why = String(err?.message ?? err).split('\n')[0];
  checks.push({ page, name, value: `not measured: ${why}`, budget, ok: false });
}

export function hasCheck(page, name) {
  return checks.some((c) => c.page === page && c.name === name);
}

/**
 * The summary: one table of the per-page checks (a row per check, a column per page, each cell
 * the deciding value and its verdict), then the site-wide checks. Returns whether all passed.
 */
export function printSummary(pageLabels) {
  heading('Summary');
  const perPage = checks.filter((c) => c.page);
  if (perPage.length) {
    const names = [...new Set(perPage.map((c) => c.name))];
    const rows = names.map((name) => {
      const of = perPage.filter((c) => c.name === name);
      const budget = of.find((c) => c.budget)?.budget ?? '';
      return [
        name,
        budget,
        ...pageLabels.map((label) => {
          const c = of.find((x) => x.page === label);
          if (!c) return 'n/a';
          return c.value.startsWith('not measured')
            ? 'not measured FAIL'
            : `${c.value} ${verdict(c.ok)}`;
        }),
      ];
    });
    console.log(
      '  Per page (Lighthouse figures: the worst run, which decides; n/a: not judged):\n',
    );
    table(['check', 'budget', ...pageLabels], rows);
    for (const c of perPage.filter((x) => x.value.startsWith('not measured')))
      console.log(`  ${c.page} ${c.name}: ${c.value}`);
  }
  const site = checks.filter((c) => !c.page);
  if (site.length) {
    console.log('\n  Site:\n');
    table(
      ['check', 'value', 'budget', ''],
      site.map((c) => [c.name, c.value, c.budget, verdict(c.ok)]),
    );
  }
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    const names = failed.map((c) => (c.page ? `${c.page} ${c.name}` : c.name));
    console.log(`\n  FAILED ${failed.length} of ${checks.length}: ${names.join('; ')}`);
  } else if (checks.length) {
    console.log(`\n  All ${checks.length} budgets met.`);
  } else {
    console.log('\n  No budget was checked.');
  }
  return failed.length === 0;
}
