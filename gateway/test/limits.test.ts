import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getIntrospectionQuery,
  Kind,
  OperationTypeNode,
  parse,
  print,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitRules, operationRows } from '../src/limits.js';
import { selectedFields } from '../src/resolvers/selection.js';
import { buildSchema } from '../src/schema.js';
import { codes, startStack, type GqlResponse, type Stack } from './helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `levels` fragments under `articles { items }`, each spreading the next `fanOut` times: a few
 * hundred bytes that expand to fanOut^levels fields.
 */
function fragmentBomb(levels: number, fanOut: number): string {
  const defs = Array.from({ length: levels }, (_, i) => {
    const inner =
      i === levels - 1
        ? 'id title'
        : Array.from({ length: fanOut }, () => `...F${i + 1}`).join(' ');
    return `fragment F${i} on Article { ${inner} }`;
  });
  return `{ articles { items { ...F0 } } } ${defs.join(' ')}`;
}

/** A chain of `length` fragments, each spreading the next once. */
function fragmentChain(length: number): string {
  const defs = Array.from(
    { length },
    (_, i) => `fragment C${i} on Article { ${i === length - 1 ? 'id' : `...C${i + 1}`} }`,
  );
  return `{ articles { items { ...C0 } } } ${defs.join(' ')}`;
}

const limitOf = (res: GqlResponse<unknown>) => res.body.errors?.[0]?.extensions?.limit;

/** The gateway's CPU time for one request, in ms (the api is not called for a refused one). */
async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const before = process.cpuUsage();
    await run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('the selection walk that picks REST fields', () => {
  it('walks each fragment once, however often nested spreads repeat it', () => {
    // 30 levels of 10 spreads: 10^30 paths. Walked per spread, this never finishes.
    const document = parse(fragmentBomb(30, 10), { noLocation: true });
    const operation = document.definitions[0] as OperationDefinitionNode;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    }
    const articles = operation.selectionSet.selections[0]!;
    // Every look-up of a fragment is counted; a walk that repeats them stops early, and fails.
    let lookups = 0;
    const counted = new Proxy(fragments, {
      get(target, name, receiver) {
        if (typeof name === 'string' && ++lookups > 1000) throw new Error('fragments walked again');
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const info = { fieldNodes: [articles], fragments: counted } as unknown as GraphQLResolveInfo;
    expect([...selectedFields(info, ['items'])].sort()).toEqual(['id', 'title']);
    // Linear: each of the 30 fragments once.
    expect(lookups).toBe(30);
  });

  it('follows a chain of thousands of fragments without overflowing the stack', () => {
    const document = parse(fragmentChain(20_000), { noLocation: true });
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    }
    const operation = document.definitions[0] as OperationDefinitionNode;
    const info = {
      fieldNodes: [operation.selectionSet.selections[0]!],
      fragments,
    } as unknown as GraphQLResolveInfo;
    expect([...selectedFields(info, ['items'])]).toEqual(['id']);
  });
});

describe('what the web client and the README send', () => {
  const schema = buildSchema();
  const rowsOf = (document: DocumentNode, variables: Record<string, unknown>) => {
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    }
    const root =
      operation.operation === OperationTypeNode.QUERY
        ? schema.getQueryType()!.getFields()
        : schema.getMutationType()!.getFields();
    return operationRows(operation, fragments, root, variables);
  };

  // Every typed document the web client sends, as codegen wrote it.
  const generated = fs.readFileSync(path.join(repoRoot, 'web/src/gql/graphql.ts'), 'utf8');
  const webDocuments = [...generated.matchAll(/export const (\w+)Document = (\{.*\}) as unknown/g)]
    .map(([, name, json]) => [name!, print(JSON.parse(json!) as DocumentNode)] as const)
    .filter(([, text]) => text.length > 0);
  // The README's examples.
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const readmeDocuments = [...readme.matchAll(/"query":"((?:[^"\\]|\\.)*)"/g)].map(
    ([, escaped], i) => [`README ${i + 1}`, JSON.parse(`"${escaped}"`) as string] as const,
  );

  it('weighs a translation as one more article lookup per row: a page of 100 may ask, 200 may not', () => {
    const list = (n: number) =>
      parse(`{ articles(pageSize: ${n}) { items { id title translation { id title } } } }`);
    expect(rowsOf(list(100), {})).toBe(100 * (1 + 1 + 50 + 1 + 1));
    expect(rowsOf(list(100), {})).toBeLessThanOrEqual(DEFAULT_LIMITS.maxRows);
    expect(rowsOf(list(200), {})).toBeGreaterThan(DEFAULT_LIMITS.maxRows);
  });

  it('weighs an image’s variants as fields of the row: they come in the same REST answer', () => {
    const list = (n: number) =>
      parse(
        `{ articles(pageSize: ${n}) { items { id image { variants { url width format } } } } }`,
      );
    expect(rowsOf(list(100), {})).toBe(100 * (1 + 1 + 1 + 3));
    expect(rowsOf(list(1000), {})).toBeLessThanOrEqual(DEFAULT_LIMITS.maxRows);
  });

  it("weighs the front page's lists by their sizes: lead one row, latest, seven blocks of perCategory", () => {
    const front = (args: string) =>
      parse(
        `{ frontPage${args} { totalItems lead { id title } latest { id title } sections { category articles { id title } } } }`,
      );
    // frontPage, totalItems; lead and its 2; latest and 8 x 2; sections, 7 x (category, articles and 4 x 2).
    expect(rowsOf(front(''), {})).toBe(1 + 1 + (1 + 2) + (1 + 8 * 2) + (1 + 7 * (1 + 1 + 4 * 2)));
    const sized = parse(
      `query($n: Int) { frontPage(latest: $n, perCategory: 10) { latest { id } sections { articles { id } } } }`,
    );
    expect(rowsOf(sized, { n: 50 })).toBe(1 + (1 + 50) + (1 + 7 * (1 + 10)));
    // A size the field refuses costs no more than the largest it accepts.
    expect(rowsOf(sized, { n: 5000 })).toBe(rowsOf(sized, { n: 50 }));
  });

  it('weighs related as one more call per row, and its stories as rows', () => {
    const list = (n: number, limit: number) =>
      parse(`{ articles(pageSize: ${n}) { items { id related(limit: ${limit}) { id title } } } }`);
    expect(rowsOf(list(10, 4), {})).toBe(10 * (1 + 50 + 4 * 2));
    expect(rowsOf(list(100, 10), {})).toBeLessThanOrEqual(DEFAULT_LIMITS.maxRows);
    expect(rowsOf(list(200, 10), {})).toBeGreaterThan(DEFAULT_LIMITS.maxRows);
    const defaults = parse('query($id: ID!) { article(id: $id) { related { id } } }');
    expect(rowsOf(defaults, { id: '1' })).toBe(1 + 50 + 4 * 1);
  });

  it('finds the documents it checks', () => {
    expect(webDocuments.length).toBeGreaterThanOrEqual(10);
    expect(readmeDocuments.length).toBeGreaterThanOrEqual(3);
  });

  const documents: (readonly [string, string])[] = [
    ...webDocuments,
    ...readmeDocuments,
    ['introspection', getIntrospectionQuery()],
  ];
  it.each(documents)('%s passes every limit at half its default', (_name, text) => {
    const half = {
      maxTokens: DEFAULT_LIMITS.maxTokens / 2,
      maxDepth: DEFAULT_LIMITS.maxDepth / 2,
      maxAliases: DEFAULT_LIMITS.maxAliases / 2,
      maxFields: DEFAULT_LIMITS.maxFields / 2,
      maxRootFields: DEFAULT_LIMITS.maxRootFields / 2,
      maxRows: DEFAULT_LIMITS.maxRows / 2,
    };
    const document = parse(text, { maxTokens: half.maxTokens });
    // A subscription is checked as the server-sent events handler checks it, where it is served.
    const subscribes = document.definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
    );
    expect(validate(schema, document, limitRules(half, subscribes)).map((e) => e.message)).toEqual(
      [],
    );
    expect(validate(schema, document, limitRules(DEFAULT_LIMITS, subscribes))).toEqual([]);
    // The home page's 50 a page, with room for a page of 100.
    expect(rowsOf(document, { page: 1, pageSize: 100 })).toBeLessThanOrEqual(half.maxRows);
  });
});

describe('operation limits, over HTTP', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: { LOG_LEVEL: 'warn' } });
  });
  afterAll(() => stack.close());

  it('refuses nested fragment spreads before any REST call, in a few milliseconds of CPU', async () => {
    for (const levels of [9, 30]) {
      stack.resetCalls();
      const bomb = fragmentBomb(levels, 10);
      let res!: GqlResponse<unknown>;
      const cpu = await cpuMs(async () => (res = await stack.gql(bomb)));
      expect(res.status).toBe(400);
      expect(codes(res)).toContain('QUERY_TOO_COMPLEX');
      expect(res.body.errors?.find((e) => e.extensions?.limit === 'fields')?.message).toMatch(
        /selections \(fields and fragments\).*at most 300 are accepted/,
      );
      expect(stack.calls).toEqual([]);
      expect(cpu).toBeLessThan(100);
    }
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  });

  it('refuses a thousand aliases of article bodies (response amplification)', async () => {
    stack.resetCalls();
    const aliases = Array.from({ length: 1000 }, (_, i) => `c${i}: content`).join(' ');
    const res = await stack.gql(`{ articles(pageSize: 1000) { items { ${aliases} } } }`);
    expect(res.status).toBe(400);
    expect(codes(res)[0]).toBe('QUERY_TOO_COMPLEX');
    // The token limit is the first to see it: the document is refused while it is parsed.
    expect(limitOf(res)).toBe('tokens');
    expect(stack.calls).toEqual([]);

    const fewer = Array.from({ length: 40 }, (_, i) => `c${i}: content`).join(' ');
    const aliased = await stack.gql(`{ articles(pageSize: 1000) { items { ${fewer} } } }`);
    expect(codes(aliased)).toContain('QUERY_TOO_COMPLEX');
    expect(aliased.body.errors?.map((e) => e.extensions?.limit)).toContain('aliases');
    expect(aliased.body.errors?.[0]?.message).toMatch(/uses 40 aliases; at most 30/);
    expect(stack.calls).toEqual([]);
  });

  it('budgets rows: pageSize times the fields of each row, literal or variable', async () => {
    stack.resetCalls();
    const twoPages = `query($n: Int) { a: articles(pageSize: $n) { items { id content } } b: articles(pageSize: 1000) { items { id title } } }`;
    const refused = await stack.gql(twoPages, { n: 1000 });
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(limitOf(refused)).toBe('rows');
    expect(refused.body.errors![0]!.message).toMatch(/asks for 13000 row fields.*at most 10000/);
    expect(stack.calls).toEqual([]);

    // A default on the operation's own variable is what runs, so it is what counts.
    const defaulted = await stack.gql(twoPages.replace('$n: Int', '$n: Int = 1000'));
    expect(limitOf(defaulted)).toBe('rows');
    const constructor = await stack.gql(
      'query($constructor: Int = 1000) { articles(pageSize: $constructor) { items { content } } b: articles(pageSize: 1000) { items { content } } }',
    );
    expect(limitOf(constructor)).toBe('rows');
    expect(stack.calls).toEqual([]);
    // A whole page of article bodies is within the budget.
    const bodies = await stack.gql('{ articles(pageSize: 1000) { items { content } } }');
    expect(bodies.body.errors).toBeUndefined();

    // The same document with small pages runs.
    const small = await stack.gql(twoPages, { n: 10 });
    expect(small.body.errors).toBeUndefined();
    // One full page of short fields is within the budget.
    const full = await stack.gql('{ articles(pageSize: 1000) { items { id title category } } }');
    expect(full.body.errors).toBeUndefined();
  });

  it('refuses a variable with thousands of unknown fields in one short error', async () => {
    const create = 'mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }';
    for (const keys of [60, 20_000]) {
      const input: Record<string, unknown> = {
        title: 'x',
        content: 'y',
        category: 'POLITICS',
        language: 'EN',
        mediaUrl: '/media/x.svg',
      };
      for (let i = 0; i < keys; i += 1) input[`k${i}`] = i;
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: create, variables: { input } }),
      });
      const text = await res.text();
      expect(res.status).toBe(400);
      // One error, not fifty copies of a 278 KB value.
      expect(text.length).toBeLessThan(2000);
      const body = JSON.parse(text) as GqlResponse<unknown>['body'];
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors![0]!.message).toBe(
        'Variable "$input" is not valid: Field "k0" is not defined by type "CreateArticleInput".',
      );
    }
    expect(stack.logs()).not.toContain('unexpected error');
  });

  it('refuses introspection nested past the depth limit', async () => {
    let nested = 'name';
    for (let i = 0; i < 12; i += 1) nested = `name ofType { ${nested} }`;
    const res = await stack.gql(`{ __type(name: "Article") { fields { type { ${nested} } } } }`);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(limitOf(res)).toBe('depth');
    expect(res.body.errors![0]!.message).toMatch(`at most ${DEFAULT_LIMITS.maxDepth} levels`);
  });

  it('answers a chain of 5,000 or 20,000 fragments with 400 QUERY_TOO_COMPLEX, not 500', async () => {
    for (const length of [5000, 20_000]) {
      let res!: GqlResponse<unknown>;
      const cpu = await cpuMs(async () => (res = await stack.gql(fragmentChain(length))));
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['QUERY_TOO_COMPLEX']);
      expect(limitOf(res)).toBe('tokens');
      expect(res.body.errors![0]!.message).toMatch(/at most 1000 tokens/);
      expect(cpu).toBeLessThan(100);
    }
  });

  it('counts top-level fields hidden in fragments, and names the limit', async () => {
    const fields = Array.from({ length: 21 }, (_, i) => `a${i}: categories`).join(' ');
    const res = await stack.gql(`{ ...F } fragment F on Query { ${fields} }`);
    expect(codes(res)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(limitOf(res)).toBe('rootFields');
  });
});

describe('operation limits at their largest settings', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      gatewayEnv: {
        LOG_LEVEL: 'warn',
        GRAPHQL_MAX_TOKENS: '10000',
        GRAPHQL_MAX_DEPTH: '50',
        GRAPHQL_MAX_ALIASES: '1000',
        GRAPHQL_MAX_FIELDS: '10000',
      },
    });
  });
  afterAll(() => stack.close());

  it('never answers 500 for a long chain, deep nesting or a bomb that fits the token limit', async () => {
    const longest = fragmentChain(1200);
    const deep = `{ ${'articles { items { '.repeat(1200)}id${' } }'.repeat(1200)} }`;
    const bomb = fragmentBomb(40, 10);
    for (const query of [longest, deep, bomb]) {
      const res = await stack.gql(query);
      expect(res.status, query.slice(0, 80)).toBeLessThan(500);
    }
    const chain = await stack.gql(longest);
    expect(chain.body.errors).toBeUndefined();
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  });
});
