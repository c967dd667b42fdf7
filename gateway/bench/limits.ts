// The operation limits must cost time linear in the document's size, whatever its shape: this
// times parsing plus validation (graphql-js's rules, graphql-armor's depth, alias and field
// rules, and the top-level count) plus the row budget, for documents of growing size in the
// shapes that defeat naive walks. Linear means the time per token stays flat as sizes double.
//
//   npm run bench -w gateway            (this runs after the operations benchmark)
//   BENCH_RUNS=50 npx tsx bench/limits.ts
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  validate,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { limitRules, operationRows, type OperationLimits } from '../src/limits.js';
import { buildSchema } from '../src/schema.js';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const schema = buildSchema();
// Limits high enough that every rule walks the whole document instead of stopping early.
const wide: OperationLimits = {
  maxTokens: 1e9,
  maxDepth: 1e9,
  maxAliases: 1e9,
  maxFields: 1e9,
  maxRootFields: 1e9,
  maxRows: 1e9,
};
const rules = [...specifiedRules, ...limitRules(wide)];

const shapes: Record<string, (n: number) => string> = {
  // n levels of fragments, each spreading the next 10 times: 10^n paths.
  'nested spreads (x10 per level)': (n) =>
    `{ articles { items { ...F0 } } } ${Array.from(
      { length: n },
      (_, i) =>
        `fragment F${i} on Article { ${i === n - 1 ? 'id title' : Array.from({ length: 10 }, () => `...F${i + 1}`).join(' ')} }`,
    ).join(' ')}`,
  'fragment chain': (n) =>
    `{ articles { items { ...C0 } } } ${Array.from(
      { length: n * 10 },
      (_, i) => `fragment C${i} on Article { ${i === n * 10 - 1 ? 'id' : `...C${i + 1}`} }`,
    ).join(' ')}`,
  'aliases of content': (n) =>
    `{ articles(pageSize: 1000) { items { ${Array.from({ length: n * 10 }, (_, i) => `c${i}: content`).join(' ')} } } }`,
  'deep nesting': (n) => `{ ${'articles { items { '.repeat(n)}id${' } }'.repeat(n)} }`,
};

function check(text: string): number {
  const document = parse(text, { noLocation: true });
  const errors = validate(schema, document, rules);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  }
  operationRows(operation, fragments, schema.getQueryType()!.getFields(), {});
  return errors.length;
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

console.log(
  `${'shape'.padEnd(32)} ${'n'.padStart(5)} ${'tokens'.padStart(7)} ${'ms'.padStart(8)} ${'µs/token'.padStart(9)}`,
);
for (const [name, build] of Object.entries(shapes)) {
  for (const n of [10, 20, 40, 80, 160]) {
    const text = build(n);
    const count = tokens(text);
    check(text); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < runs; i += 1) check(text);
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    console.log(
      `${name.padEnd(32)} ${String(n).padStart(5)} ${String(count).padStart(7)} ${ms.toFixed(3).padStart(8)} ${((ms * 1000) / count).toFixed(2).padStart(9)}`,
    );
  }
}
