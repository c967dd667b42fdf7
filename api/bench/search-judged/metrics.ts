import { KINDS, type JudgedQuery, type Kind } from './types.js';

/** The first page a reader looks at. */
export const K = 10;

export interface Scored {
  query: JudgedQuery;
  /** the slugs of the first K stories found, in order */
  found: string[];
  /** expected stories among the first K, over the stories shown (0 when none is) */
  precision: number;
  /** expected stories among the first K, over the stories expected */
  recall: number;
  /** 1 / the rank of the first expected story among the first K, or 0 */
  reciprocalRank: number;
}

export function scoreQuery(query: JudgedQuery, results: readonly string[]): Scored {
  const found = results.slice(0, K);
  const expected = new Set(query.expect);
  const hits = found.filter((slug) => expected.has(slug)).length;
  const first = found.findIndex((slug) => expected.has(slug));
  return {
    query,
    found,
    precision: found.length === 0 ? 0 : hits / found.length,
    recall: hits / expected.size,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
  };
}

export interface Summary {
  kind: Kind | 'all';
  queries: number;
  precision: number;
  recall: number;
  mrr: number;
  /** queries that found no story at all */
  none: number;
}

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

function summary(kind: Summary['kind'], scored: readonly Scored[]): Summary {
  return {
    kind,
    queries: scored.length,
    precision: mean(scored.map((s) => s.precision)),
    recall: mean(scored.map((s) => s.recall)),
    mrr: mean(scored.map((s) => s.reciprocalRank)),
    none: scored.filter((s) => s.found.length === 0).length,
  };
}

/** Macro averages per kind, then over every query. */
export function summarise(scored: readonly Scored[]): Summary[] {
  return [
    ...KINDS.map((kind) =>
      summary(
        kind,
        scored.filter((s) => s.query.kind === kind),
      ),
    ),
    summary('all', scored),
  ];
}

/** The summaries as a Markdown table. */
export function table(rows: readonly Summary[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['kind', 'queries', `P@${K}`, `R@${K}`, `MRR@${K}`, 'none found']),
    line(['---', '---:', '---:', '---:', '---:', '---:']),
    ...rows.map((r) =>
      line([
        r.kind,
        String(r.queries),
        r.precision.toFixed(3),
        r.recall.toFixed(3),
        r.mrr.toFixed(3),
        String(r.none),
      ]),
    ),
  ].join('\n');
}
