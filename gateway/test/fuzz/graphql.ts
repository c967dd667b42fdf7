import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ArticleSort, ArticleStatus, Category, Language, UserSort } from '@news/contract';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import type { FuzzRequest } from './http.js';
import type { FuzzContext } from './rest.js';
import { SEED_IMAGE } from './rest.js';
import { repoRoot } from './stack.js';
import {
  BAD_MEDIA_URLS,
  badAuthorization,
  mustRefuse,
  hugeString,
  invalidUtf8,
  nastyString,
  numberText,
  pct,
  utf8,
} from './values.js';

/**
 * Generators for /graphql: the real operations with fuzzed variables, random documents built
 * from the schema's own names, and documents shaped to hurt (deep, wide, aliased, fragment-heavy,
 * huge variables), over POST and GET, with broken JSON, persisted-query hashes and batches.
 */

const schema = buildSchema(fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
const queryType = schema.getQueryType()!;
const mutationType = schema.getMutationType()!;

const ALL_FIELD_NAMES = [
  ...new Set(
    Object.values(schema.getTypeMap())
      .filter((t) => !t.name.startsWith('__') && (isObjectType(t) || isInputObjectType(t)))
      .flatMap((t) => Object.keys((t as GraphQLObjectType).getFields())),
  ),
];
const TYPE_NAMES = Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__'));

type Part = Partial<Pick<FuzzRequest, 'auth' | 'headers'>>;

interface Payload {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** Operations that may cost the api a password hash. */
const PASSWORD_WORK = /\b(login|createUser|updateUser)\b/;

/** Mutations that would end or change the admin's own session if sent with its token. */
const SESSION_ENDING = /\b(logout|updateUser|deleteUser)\b/;

/**
 * A POST /graphql. Anything that could log the admin out, or change or delete the admin's
 * account, goes without the admin's token (unless `trusted`: built with safe ids on purpose).
 */
export function post(
  label: string,
  body: Payload | unknown[] | string | Uint8Array,
  part: Part = {},
  trusted = false,
): FuzzRequest {
  const text = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return {
    kind: 'graphql',
    target: 'gateway',
    label,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...part.headers },
    body: text,
    ...(mustRefuse(text) ? { mustRefuse: mustRefuse(text) } : {}),
    ...(PASSWORD_WORK.test(typeof text === 'string' ? text : '') ? { hashes: true } : {}),
    ...withSafeAuth(
      part,
      typeof text === 'string' ? text : Buffer.from(text).toString('latin1'),
      trusted,
    ),
  };
}

function withSafeAuth(part: Part, text: string, trusted: boolean): Pick<FuzzRequest, 'auth'> {
  if (!part.auth) return {};
  if (part.auth !== 'reporter' && !trusted && SESSION_ENDING.test(text)) return {};
  return { auth: part.auth };
}

function get(
  label: string,
  params: Record<string, string>,
  part: Part = {},
  preflight = true,
): FuzzRequest {
  const search = Object.entries(params)
    .map(([k, v]) => `${k}=${pct(v)}`)
    .join('&');
  const headers: Record<string, string> = { ...part.headers };
  if (preflight) headers['apollo-require-preflight'] = 'true';
  return {
    kind: 'graphql',
    target: 'gateway',
    label,
    method: 'GET',
    path: `/graphql?${search}`,
    headers,
    ...withSafeAuth(part, search, false),
  };
}

// ---------------------------------------------------------------------------------------------
// Who is asking

const badCookie = fc
  .constantFrom(
    'news_session=',
    'news_session=garbage',
    'news_session=%E0%A4%A',
    'news_session=%',
    'news_session="quoted"',
    'news_session=a; news_session=b',
    `news_session=${'a'.repeat(5000)}`,
    'news_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    '=; ;;; =x',
    `${'c=1; '.repeat(500)}`,
  )
  .map((cookie) => ({ headers: { cookie } }));

const gqlAuth = (ctx: FuzzContext, signedIn = 3): fc.Arbitrary<Part> =>
  fc.oneof(
    { arbitrary: fc.constant({}), weight: 10 },
    { arbitrary: fc.constant({ auth: 'admin' as const }), weight: signedIn },
    { arbitrary: fc.constant({ auth: 'admin-cookie' as const }), weight: 1 },
    { arbitrary: fc.constant({ auth: 'reporter' as const }), weight: 1 },
    {
      arbitrary: badAuthorization(ctx.jwtSecret).map((v) => ({ headers: { authorization: v } })),
      weight: 2,
    },
    { arbitrary: badCookie, weight: 1 },
  );

// ---------------------------------------------------------------------------------------------
// Values for variables (JSON) and for literals in documents

const jsonWrong = fc.constantFrom<unknown>(
  null,
  true,
  1.5,
  -1,
  2 ** 31,
  1e300,
  '',
  'x',
  [],
  [1],
  {},
  { a: 1 },
);

const intVar = fc.oneof(
  { arbitrary: fc.integer({ min: -2, max: 1200 }), weight: 4 },
  fc.constantFrom<unknown>(
    0,
    1_000_000,
    1_000_001,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    9_007_199_254_740_994,
  ),
  numberText,
  jsonWrong,
);
const idVar = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 60 }).map(String), weight: 4 },
  numberText,
  fc.constantFrom<unknown>(1, 0, -1, 1.5, 2 ** 53, null, true, [1], { id: 1 }),
);
const stringVar = fc.oneof({ arbitrary: nastyString, weight: 6 }, jsonWrong);
const enumVar = (values: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom<unknown>(...values), weight: 6 },
    fc.constantFrom<unknown>('politics', 'Politics', 'NOPE', '', 'DATE_DESC ', 'ADMIN', 1),
    stringVar,
  );
const categoryNames = Object.keys(Category);
const languageNames = Object.keys(Language);
const statusNames = Object.keys(ArticleStatus);
const articleSorts = Object.keys(ArticleSort);
const userSorts = Object.keys(UserSort);
const roles = ['ADMIN', 'EDITOR', 'REPORTER'];

const okOr = (valid: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 7 }, { arbitrary: bad, weight: 2 });

const articleInput = (required: boolean) =>
  fc.record(
    {
      title: okOr(fc.constantFrom('Fuzz headline', 'తెలుగు శీర్షిక', 't'.repeat(200)), stringVar),
      content: okOr(
        fc.oneof(
          { arbitrary: fc.constantFrom('Fuzz body.', 'One.\n\nTwo.'), weight: 10 },
          { arbitrary: fc.constant('c'.repeat(100_000)), weight: 1 },
        ),
        fc.oneof(stringVar, fc.constant('c'.repeat(100_001))),
      ),
      category: enumVar(categoryNames),
      mediaUrl: okOr(
        fc.constantFrom(SEED_IMAGE, 'https://example.com/a.png'),
        fc.oneof(stringVar, fc.constantFrom(...BAD_MEDIA_URLS)),
      ),
      language: enumVar(languageNames),
      date: okOr(
        fc.constantFrom('2024-01-01', new Date().toISOString().slice(0, 10)),
        fc.constantFrom(
          '2999-01-01',
          '2024-02-30',
          '2024-1-1',
          '2024-01-01T00:00:00Z',
          20240101,
          null,
        ),
      ),
      translationId: idVar,
      status: enumVar(statusNames),
      publishAt: okOr(
        fc.constantFrom(
          '2024-01-01T00:00:00Z',
          new Date(Date.now() + 3_600_000).toISOString(),
          new Date(Date.now() - 3_600_000).toISOString(),
          null,
        ),
        fc.oneof(
          stringVar,
          fc.constantFrom('2024-01-01', '2999-13-01T00:00:00Z', '2024-01-01T00:00:00', 0),
        ),
      ),
      extra: fc.constant('unknown input field'),
    },
    { requiredKeys: required ? ['title', 'content', 'category', 'language', 'mediaUrl'] : [] },
  );

/** `articles(status:)`: left out (readers), [] (every status), some statuses, or not a list. */
const statusListVar = fc.oneof(
  { arbitrary: fc.subarray(statusNames), weight: 4 },
  fc.constantFrom<unknown>(null, 'DRAFT', ['draft'], ['DRAFT', 'NOPE'], [null], 1),
);

const username = okOr(
  fc.stringMatching(/^[a-z][a-z0-9._-]{2,12}$/).map((s) => `fzg${s}`),
  fc.oneof(stringVar, fc.constantFrom('admin', 'ab', 'a'.repeat(51))),
);
const userInput = (create: boolean) =>
  fc.record(
    {
      username,
      fullName: okOr(fc.constantFrom('Fuzz Person', 'ఫజ్'), stringVar),
      email: okOr(
        fc.stringMatching(/^[a-z]{3,10}$/).map((s) => `fzg${s}@example.com`),
        fc.oneof(stringVar, fc.constantFrom('admin@example.com', 'no-at', 'a@b')),
      ),
      role: enumVar(roles),
      password: okOr(
        fc.constant('fuzz-password-1'),
        fc.oneof(stringVar, fc.constantFrom('', 'short', 'p'.repeat(129))),
      ),
      isActive: okOr(fc.boolean(), jsonWrong),
    },
    {
      requiredKeys: create
        ? ['username', 'fullName', 'email', 'role', 'password']
        : ['username', 'fullName', 'email', 'role'],
    },
  );

/** The variables object as sent: usually the generated record, sometimes not an object at all. */
const variablesOf = (vars: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { arbitrary: vars, weight: 12 },
    fc.constantFrom<unknown>(null, 'x', [], 1, {}),
    vars.map((v) => ({ ...v, unknownVariable: 'x' })),
  );

// ---------------------------------------------------------------------------------------------
// The real operations, with fuzzed variables

const ARTICLE_FIELDS_TEXT =
  'id title category language mediaUrl status publishedAt createdAt updatedAt author { id name } viewerCanEdit viewerCanDelete viewerCanPublish';
const TRANSLATION_TEXT = ' translation { id language title status }';

function realOperations(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const op = (
    label: string,
    query: string,
    vars: fc.Arbitrary<Record<string, unknown>>,
    auth: fc.Arbitrary<Part> = gqlAuth(ctx),
  ) =>
    fc
      .tuple(variablesOf(vars), auth)
      .map(([variables, part]) => post(label, { query, variables }, part));

  const notAdminId = idVar.filter((id) => String(id).replace(/^0+/, '') !== String(ctx.adminId));
  /** updateUser/deleteUser: with the admin's token only for other accounts' ids. */
  const accountOp = (
    label: string,
    query: string,
    vars: (id: fc.Arbitrary<unknown>) => fc.Arbitrary<Record<string, unknown>>,
  ) =>
    gqlAuth(ctx, 8).chain((part) => {
      const admin = part.auth === 'admin' || part.auth === 'admin-cookie';
      return variablesOf(vars(admin ? notAdminId : idVar)).map((variables) => {
        const unsafe =
          admin &&
          (variables === null || typeof variables !== 'object' || Array.isArray(variables));
        return post(label, { query, variables }, unsafe ? {} : part, true);
      });
    });

  return fc.oneof(
    {
      arbitrary: fc.tuple(fc.boolean(), fc.boolean()).chain(([withContent, withTranslation]) =>
        op(
          'query articles',
          `query Articles($page: Int, $pageSize: Int, $search: String, $category: Category, $language: Language, $status: [ArticleStatus!], $sortBy: ArticleSort) {
  articles(page: $page, pageSize: $pageSize, search: $search, category: $category, language: $language, status: $status, sortBy: $sortBy) {
    totalItems page pageSize totalPages items { ${ARTICLE_FIELDS_TEXT}${withContent ? ' content' : ''}${withTranslation ? TRANSLATION_TEXT : ''} }
  }
}`,
          fc.record(
            {
              page: intVar,
              pageSize: intVar,
              search: stringVar,
              category: enumVar(categoryNames),
              language: enumVar(languageNames),
              status: statusListVar,
              sortBy: enumVar(articleSorts),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
      weight: 10,
    },
    {
      arbitrary: op(
        'query article',
        `query Article($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS_TEXT} content${TRANSLATION_TEXT} } }`,
        fc.record({ id: idVar }, { requiredKeys: [] }),
      ),
      weight: 5,
    },
    {
      arbitrary: op(
        'query frontPage',
        `query Front($language: Language, $latest: Int, $perCategory: Int) {
  frontPage(language: $language, latest: $latest, perCategory: $perCategory) {
    totalItems lead { ${ARTICLE_FIELDS_TEXT} } latest { ${ARTICLE_FIELDS_TEXT} }
    sections { category articles { ${ARTICLE_FIELDS_TEXT} shareImage { url width height type } } }
  }
}`,
        fc.record(
          { language: enumVar(languageNames), latest: intVar, perCategory: intVar },
          { requiredKeys: [] },
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: op(
        'query article page',
        `query ArticlePage($id: ID!, $limit: Int) { article(id: $id) { ${ARTICLE_FIELDS_TEXT} content shareImage { url type }${TRANSLATION_TEXT} related(limit: $limit) { ${ARTICLE_FIELDS_TEXT} } } }`,
        fc.record({ id: idVar, limit: intVar }, { requiredKeys: [] }),
      ),
      weight: 3,
    },
    { arbitrary: op('query categories', '{ categories }', fc.constant({})), weight: 1 },
    {
      arbitrary: op(
        'query me',
        'query Me { me { id username fullName email role isActive createdAt updatedAt } }',
        fc.constant({}),
      ),
      weight: 2,
    },
    {
      arbitrary: op(
        'query users',
        'query Users($page: Int, $pageSize: Int, $sortBy: UserSort) { users(page: $page, pageSize: $pageSize, sortBy: $sortBy) { totalItems page pageSize totalPages items { id username fullName email role isActive createdAt updatedAt canPublish } } }',
        fc.record(
          { page: intVar, pageSize: intVar, sortBy: enumVar(userSorts) },
          { requiredKeys: [] },
        ),
        gqlAuth(ctx, 8),
      ),
      weight: 3,
    },
    {
      arbitrary: op(
        'query user',
        'query User($id: ID!) { user(id: $id) { id username fullName email role isActive } }',
        fc.record({ id: idVar }, { requiredKeys: [] }),
        gqlAuth(ctx, 8),
      ),
      weight: 2,
    },
    {
      arbitrary: op(
        'mutation login',
        'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token expiresAt user { id username role } } }',
        fc.record(
          {
            username: okOr(fc.constantFrom('admin', 'admin@example.com', 'nobody'), stringVar),
            password: okOr(fc.constantFrom(ctx.adminPassword, 'wrong-password'), stringVar),
          },
          { requiredKeys: [] },
        ),
      ),
      weight: 3,
    },
    // Logout only ever goes without the admin's token (post() drops it).
    { arbitrary: op('mutation logout', 'mutation { logout }', fc.constant({})), weight: 1 },
    {
      arbitrary: op(
        'mutation createArticle',
        'mutation Create($input: CreateArticleInput!) { createArticle(input: $input) { id title category language status publishedAt author { id name } translation { id language } viewerCanEdit } }',
        fc.record(
          {
            input: okOr(
              articleInput(true).map(({ extra: _extra, ...rest }) => rest),
              articleInput(false),
            ),
          },
          { requiredKeys: [] },
        ),
        gqlAuth(ctx, 8),
      ),
      weight: 4,
    },
    {
      arbitrary: op(
        'mutation updateArticle',
        'mutation Update($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id title updatedAt status publishedAt translation { id } viewerCanPublish } }',
        fc.record({ id: idVar, input: articleInput(false) }, { requiredKeys: ['id'] }),
        gqlAuth(ctx, 8),
      ),
      weight: 3,
    },
    {
      arbitrary: op(
        'mutation deleteArticle',
        'mutation Delete($id: ID!) { deleteArticle(id: $id) }',
        fc.record({
          id: fc.oneof(
            { arbitrary: fc.integer({ min: 45, max: 200 }).map(String), weight: 3 },
            idVar,
          ),
        }),
        gqlAuth(ctx, 8),
      ),
      weight: 2,
    },
    {
      arbitrary: op(
        'mutation createUser',
        'mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { id username role isActive } }',
        fc.record({ input: userInput(true) }, { requiredKeys: [] }),
        gqlAuth(ctx, 8),
      ),
      weight: 2,
    },
    {
      arbitrary: accountOp(
        'mutation updateUser',
        'mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id username role isActive } }',
        (id) => fc.record({ id, input: userInput(false) }, { requiredKeys: ['id'] }),
      ),
      weight: 2,
    },
    {
      arbitrary: accountOp(
        'mutation deleteUser',
        'mutation DeleteUser($id: ID!) { deleteUser(id: $id) }',
        (id) => fc.record({ id }),
      ),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Random documents from the schema's own names

const identifier = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/), weight: 4 },
  fc.constantFrom(...ALL_FIELD_NAMES),
  fc.constantFrom('__typename', '__schema', '__type', 'constructor', '__proto__', 'toString'),
);

const graphqlString = (s: string) => JSON.stringify(s);

function literal(type: GraphQLInputType, depth: number): fc.Arbitrary<string> {
  const anyLiteral = fc.oneof(
    fc.constantFrom(
      'null',
      'true',
      '1',
      '-1',
      '1.5',
      '2147483648',
      '1e999',
      '""',
      '[]',
      '{}',
      'NOPE',
      '$undeclared',
    ),
    nastyString.map((s) => graphqlString(s.slice(0, 500))),
    fc.constant('"""block \\""" string"""'),
  );
  if (isNonNullType(type)) return literal(type.ofType, depth);
  if (isListType(type)) {
    return fc.oneof(
      literal(type.ofType, depth),
      fc
        .array(literal(type.ofType, depth), { maxLength: 3 })
        .map((items) => `[${items.join(', ')}]`),
    );
  }
  let valid: fc.Arbitrary<string>;
  if (isEnumType(type)) {
    valid = fc.constantFrom(...type.getValues().map((v) => v.name));
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    valid =
      depth <= 0
        ? fc.constant('{}')
        : fc
            .subarray(fields)
            .chain((chosen) =>
              fc.tuple(
                ...chosen.map((f) => literal(f.type, depth - 1).map((v) => `${f.name}: ${v}`)),
              ),
            )
            .map((parts) => `{ ${parts.join(', ')} }`);
  } else if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        valid = fc.integer({ min: -1, max: 1001 }).map(String);
        break;
      case 'Boolean':
        valid = fc.constantFrom('true', 'false');
        break;
      case 'ID':
        valid = fc.oneof(
          fc.integer({ min: 1, max: 60 }).map((n) => `"${n}"`),
          fc.integer({ min: 0, max: 60 }).map(String),
        );
        break;
      case 'Date':
        valid = fc.constantFrom('"2024-01-01"', '"2024-02-30"', '"2999-12-31"');
        break;
      default:
        valid = fc.constantFrom('"Fuzz"', '"తెలుగు"', '"news"', `"${SEED_IMAGE}"`);
    }
  } else {
    valid = anyLiteral;
  }
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: anyLiteral, weight: 1 });
}

function args(field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  if (field.args.length === 0) {
    return fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, fc.constant('(unknown: 1)'));
  }
  return fc
    .tuple(
      fc
        .subarray([...field.args])
        .chain((chosen) =>
          chosen.length === 0
            ? fc.constant<string[]>([])
            : fc.tuple(...chosen.map((a) => literal(a.type, 2).map((v) => `${a.name}: ${v}`))),
        ),
      fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, fc.constantFrom('nope: 1', 'page: 1')),
    )
    .map(([parts, extra]) => {
      const all = extra ? [...parts, extra] : parts;
      return all.length ? `(${all.join(', ')})` : '';
    });
}

const directive = fc.oneof(
  { arbitrary: fc.constant(''), weight: 12 },
  fc.constantFrom(
    ' @include(if: true)',
    ' @skip(if: false)',
    ' @skip(if: true)',
    ' @include(if: $flag)',
    ' @include',
    ' @nope',
    ' @cacheControl(maxAge: 1)',
    ' @deprecated',
    ' @include(if: true) @include(if: false)',
  ),
);

const selectionCache = new Map<string, fc.Arbitrary<string>>();

/** A selection set on an object type, from its real fields, with now and then a wrong one. */
function selectionSet(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const key = `${type.name}:${depth}`;
  const cached = selectionCache.get(key);
  if (cached) return cached;
  const fields = Object.values(type.getFields());
  const fieldArb = (f: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(f.type);
    const sub: fc.Arbitrary<string> = isObjectType(named)
      ? depth > 0
        ? fc.oneof(
            { arbitrary: selectionSet(named, depth - 1).map((s) => ` ${s}`), weight: 9 },
            fc.constant(''),
          )
        : fc.constantFrom('', ' { __typename }', ' { id }')
      : fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, fc.constant(' { id }'));
    return fc
      .tuple(
        fc.oneof(
          { arbitrary: fc.constant(''), weight: 4 },
          identifier.map((a) => `${a}: `),
        ),
        args(f),
        directive,
        sub,
      )
      .map(([alias, a, d, s]) => `${alias}${f.name}${a}${d}${s}`);
  };
  const arb = fc
    .tuple(
      fc.subarray(fields, { minLength: 1 }).chain((chosen) => fc.tuple(...chosen.map(fieldArb))),
      fc.oneof(
        { arbitrary: fc.constant<string[]>([]), weight: 6 },
        fc.array(fc.oneof(identifier, fc.constant('__typename')), { minLength: 1, maxLength: 3 }),
      ),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 8 },
        fc.constantFrom(...TYPE_NAMES).map((t) => ` ... on ${t} { __typename }`),
        fc.constant(` ... on ${type.name} { __typename }`),
        fc.constant(' ... { __typename }'),
      ),
    )
    .map(([parts, extra, inline]) => `{ ${[...parts, ...extra].join(' ')}${inline} }`);
  selectionCache.set(key, arb);
  return arb;
}

function randomDocuments(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const operation = fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant<'query' | 'mutation' | 'subscription'>('query'), weight: 8 },
        { arbitrary: fc.constant<'query' | 'mutation' | 'subscription'>('mutation'), weight: 3 },
        fc.constant<'query' | 'mutation' | 'subscription'>('subscription'),
      ),
      fc.integer({ min: 0, max: 4 }),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        fc.constant(' Named'),
        fc.constant(' ($flag: Boolean)'),
      ),
    )
    .chain(([kind, depth, head]) =>
      selectionSet(kind === 'mutation' ? mutationType : queryType, depth).map(
        (set) => `${kind === 'query' && head === '' ? '' : `${kind}${head}`} ${set}`,
      ),
    );
  return fc
    .tuple(operation, gqlAuth(ctx), fc.option(fc.constant({ flag: true }), { nil: undefined }))
    .map(([query, part, variables]) => post('random schema document', { query, variables }, part));
}

// ---------------------------------------------------------------------------------------------
// Documents shaped to hurt: deep, wide, aliased, fragment-heavy

const articleType = schema.getType('Article') as GraphQLObjectType;
const ARTICLE_SCALARS = Object.values(articleType.getFields())
  .filter((f) => !isObjectType(getNamedType(f.type)))
  .map((f) => f.name);

/** Where a selection on Article can go: the list (where the gateway walks the selection) or one. */
const articleHost = fc.constantFrom(
  (inner: string) => `{ articles { items ${inner} } }`,
  (inner: string) => `{ articles(pageSize: 100) { totalItems items ${inner} } }`,
  (inner: string) => `{ article(id: "1") ${inner} }`,
);

function shapedDocuments(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const send = (label: string, doc: fc.Arbitrary<string>, weightAuth = 2) =>
    fc.tuple(doc, gqlAuth(ctx, weightAuth)).map(([query, part]) => post(label, { query }, part));

  const deep = fc.oneof(
    fc
      .constantFrom(50, 500, 3000)
      .map((n) => `{ articles { items { author { name ${'{ x '.repeat(n)}${'}'.repeat(n)} } } } }`),
    fc
      .constantFrom(10, 100, 1000, 3000)
      .map((n) => `{ ${'... on Query { '.repeat(n)}categories${' }'.repeat(n)} }`),
    fc
      .constantFrom(10, 200, 5000)
      .map((n) => `{ articles(search: ${'['.repeat(n)}"x"${']'.repeat(n)}) { totalItems } }`),
    fc
      .constantFrom(10, 200, 3000)
      .map(
        (n) =>
          `mutation { createArticle(input: { title: ${'{ a: '.repeat(n)}1${' }'.repeat(n)} }) { id } }`,
      ),
    fc.constantFrom(5, 50).map((n) => `{ login: me ${'{ id '.repeat(n)}${'}'.repeat(n)} }`),
  );

  const wide = fc.oneof(
    fc
      .tuple(fc.constantFrom(100, 1000, 10_000), fc.constantFrom(...ARTICLE_SCALARS))
      .map(([n, f]) => `{ articles(pageSize: 50) { items { ${`${f} `.repeat(n)} } } }`),
    fc.constantFrom(100, 5000).map((n) => `{ articles { items { ${'__typename '.repeat(n)} } } }`),
    fc.constantFrom(21, 100, 5000).map((n) => `{ ${'categories '.repeat(n)} }`),
    fc
      .constantFrom(20, 21, 200)
      .map((n) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: categories`).join(' ')} }`),
    fc.constant(
      `{ articles(pageSize: 1000) { items { ${ARTICLE_SCALARS.join(' ')} author { id name } } } }`,
    ),
  );

  const aliases = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(50, 500, 5000),
        fc.constantFrom(10, 100, 1000),
        fc.constantFrom('title', 'id', 'content'),
      )
      .map(
        ([n, size, f]) =>
          `{ articles(pageSize: ${size}) { items { ${Array.from({ length: n }, (_, i) => `a${i}: ${f}`).join(' ')} } } }`,
      ),
    fc
      .tuple(fc.constantFrom(5, 20), fc.constantFrom(10, 1000))
      .map(
        ([n, size]) =>
          `{ ${Array.from({ length: n }, (_, i) => `a${i}: articles(pageSize: ${size}, page: ${(i % 3) + 1}) { totalItems items { ${ARTICLE_SCALARS.join(' ')} author { name } } }`).join(' ')} }`,
      ),
    fc.constant('{ a: articles { totalItems } a: categories }'),
    fc
      .constantFrom(20, 21)
      .map(
        (n) =>
          `{ ${Array.from({ length: n }, (_, i) => `u${i}: user(id: "${i + 1}") { id }`).join(' ')} }`,
      ),
  );

  /** Each level spreads the next several times: bounded in size (a few KB), not in work. */
  const bomb = fc
    .tuple(
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 3, max: 30 }),
      articleHost,
      fc.boolean(),
    )
    .map(([fanOut, levels, host, withAliases]) => {
      const frags: string[] = [];
      for (let i = 0; i < levels; i++) {
        const spreads = Array.from({ length: fanOut }, () => `...F${i + 1}`).join(' ');
        frags.push(`fragment F${i} on Article { ${withAliases ? `a${i}: id ` : 'id '}${spreads} }`);
      }
      frags.push(`fragment F${levels} on Article { title author { name } }`);
      return `query Bomb ${host('{ ...F0 }')}\n${frags.join('\n')}`;
    });

  const chain = fc.tuple(fc.constantFrom(100, 1000, 3000, 6000), articleHost).map(([n, host]) => {
    const frags = Array.from(
      { length: n },
      (_, i) => `fragment F${i} on Article { id ...F${i + 1} }`,
    );
    frags.push(`fragment F${n} on Article { title }`);
    return `query Chain ${host('{ ...F0 }')}\n${frags.join('\n')}`;
  });

  const otherFragments = fc.oneof(
    fc.constant(
      '{ articles { items { ...A } } } fragment A on Article { ...B } fragment B on Article { ...A }',
    ),
    fc
      .constantFrom(100, 2000)
      .map(
        (n) =>
          `{ categories } ${Array.from({ length: n }, (_, i) => `fragment U${i} on Article { id }`).join(' ')}`,
      ),
    fc.constant('{ articles { items { ...U } } } fragment U on User { id }'),
    fc.constant('{ articles { items { ...Missing } } }'),
    fc.constant(
      '{ articles { items { ...A } } } fragment A on Article { id } fragment A on Article { title }',
    ),
    fc.constant('{ articles { items { ...A } } } fragment A on Nope { id }'),
    fc.constant('{ articles { items { ... on User { id } ... on Article { id } } } }'),
    fc.constant('{ ...Q } fragment Q on Query { articles { items { id } } me { id } categories }'),
    fc
      .constantFrom(5, 50, 500)
      .map(
        (n) =>
          `{ articles { items { ${Array.from({ length: n }, (_, i) => `...F${i}`).join(' ')} } } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Article { a${i}: title author { name } }`).join(' ')}`,
      ),
  );

  const parseTrouble = fc.oneof(
    fc
      .array(
        fc.constantFrom(
          ...ALL_FIELD_NAMES,
          '{',
          '}',
          '(',
          ')',
          '[',
          ']',
          ':',
          '$',
          '@',
          '...',
          '!',
          '=',
          '"',
          '"""',
          'query',
          'mutation',
          'fragment',
          'on',
          '1',
          '1.5',
          'true',
          'null',
          '#',
          '\n',
          '&',
          '|',
        ),
        { maxLength: 200 },
      )
      .map((tokens) => tokens.join(' ')),
    fc.constantFrom(
      '',
      ' ',
      '{',
      '{ articles { items { id }',
      '{ articles(search: "unterminated) { totalItems } }',
      '{ articles(search: "\\uD800") { totalItems } }',
      '{ articles(search: "\\u{1F600}") { totalItems } }',
      '{ articles(search: "\\x") { totalItems } }',
      '{ articles(page: 99999999999999999999) { totalItems } }',
      '{ articles(page: 1e99999) { totalItems } }',
      '{ articles(page: 1, page: 2) { totalItems } }',
      'query ($a: Int, $a: Int) { articles(page: $a) { totalItems } }',
      'query { articles(page: $undeclared) { totalItems } }',
      'query ($a: Int = "x") { articles(page: $a) { totalItems } }',
      'query ($a: Nope) { categories }',
      'query @nope { categories }',
      '{ __schema { types { name fields { name } } } }',
      '{ __type(name: "Article") { name fields { name } } }',
      '{ __typename }',
      'query A { categories } query A { categories }',
      'query A { categories } query B { me { id } }',
      '{ categories } { categories }',
      'subscription { articles { totalItems } }',
      '{ articles { items { id } } } # trailing comment \u0000',
      '\ufeff{ categories }',
      '{ categories }\u2028',
      '{ catégories }',
      '{ 😀 }',
    ),
    nastyString,
  );

  return fc.oneof(
    { arbitrary: send('deep document', deep), weight: 5 },
    { arbitrary: send('wide document', wide), weight: 5 },
    { arbitrary: send('aliases', aliases), weight: 5 },
    { arbitrary: send('fragment bomb (nested spreads)', bomb), weight: 4 },
    { arbitrary: send('fragment chain', chain), weight: 2 },
    { arbitrary: send('other fragments', otherFragments), weight: 3 },
    { arbitrary: send('parse trouble', parseTrouble), weight: 5 },
  );
}

// ---------------------------------------------------------------------------------------------
// Transport: huge variables, broken JSON, persisted queries, batches, GET, content types

const ARTICLES_BY_SEARCH = 'query S($s: String) { articles(search: $s) { totalItems } }';

function transport(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const auth = gqlAuth(ctx);

  const hugeVariables = fc
    .tuple(
      fc.oneof(
        hugeString.map((s) => ({ query: ARTICLES_BY_SEARCH, variables: { s } })),
        fc
          .constantFrom(900_000)
          .map((n) => ({ query: ARTICLES_BY_SEARCH, variables: { s: 'త'.repeat(n / 3) } })),
        fc.constantFrom(1000, 50_000).map((n) => ({
          query: ARTICLES_BY_SEARCH,
          variables: Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, i])),
        })),
        fc.constantFrom(1000, 100_000).map((n) => ({
          query: 'query P($p: Int) { articles(page: $p) { totalItems } }',
          variables: { p: Array.from({ length: n }, (_, i) => i) },
        })),
        // Written out by hand: JSON.stringify itself overflows the stack this deep.
        fc
          .constantFrom(100, 2000, 20_000)
          .map(
            (n) =>
              `{"query":"mutation C($input: CreateArticleInput!) { createArticle(input: $input) { id } }",` +
              `"variables":{"input":{"title":${'{"a":'.repeat(n)}"x"${'}'.repeat(n)},"content":"x","category":"POLITICS","language":"EN","mediaUrl":"${SEED_IMAGE}"}}}`,
          ),
        // Unknown input fields: each one is an error of its own.
        fc.constantFrom(60, 20_000).map((n) => ({
          query: 'mutation C($input: CreateArticleInput!) { createArticle(input: $input) { id } }',
          variables: {
            input: {
              title: 'x',
              content: 'y',
              category: 'POLITICS',
              language: 'EN',
              mediaUrl: SEED_IMAGE,
              ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])),
            },
          },
        })),
      ),
      auth,
    )
    .map(([payload, part]) => post('huge variables', payload, part));

  const brokenJson = fc
    .tuple(
      fc.oneof(
        fc.constantFrom<string | Uint8Array>(
          '',
          '{',
          '{"query":',
          '{"query":"{ categories }"',
          '{"query": 5}',
          '{"query": null}',
          '{"query": ""}',
          '{"query": ["{ categories }"]}',
          '{"query": {"kind": "Document"}}',
          '{"query":"{ categories }","variables":"x"}',
          '{"query":"{ categories }","variables":[]}',
          '{"query":"{ categories }","variables":"{\\"a\\":1}"}',
          '{"query":"{ categories }","operationName":5}',
          '{"query":"{ categories }","operationName":"Nope"}',
          '{"query":"{ categories }","extensions":"x"}',
          '{"query":"{ categories }","extensions":{"persistedQuery":null}}',
          '{"variables":{}}',
          '{}',
          'null',
          '[]',
          '"query"',
          '1',
          '{"query":"{ categories }","query":"{ me { id } }"}',
          '{"__proto__":{"query":"{ categories }"}}',
          '{"query":"{ categories }"} trailing',
          '{"query":"{ categories }",}',
          "{'query':'{ categories }'}",
          '{"query":"{ categories }\\u0000"}',
          '{"query":"{ articles(search: \\"\\ud800\\") { totalItems } }"}',
        ),
        invalidUtf8.map((bytes) =>
          Buffer.concat([
            utf8('{"query":"{ articles(search: \\"a'),
            Buffer.from(bytes),
            utf8('\\") { totalItems } }"}'),
          ]),
        ),
        invalidUtf8.map((bytes) =>
          Buffer.concat([
            utf8('{"query":"{ categories }","variables":{"s":"'),
            Buffer.from(bytes),
            utf8('"}}'),
          ]),
        ),
        fc.uint8Array({ minLength: 1, maxLength: 300 }).map((a) => Buffer.from(a)),
        fc.constantFrom(1000, 200_000).map((n) => '['.repeat(n) + ']'.repeat(n)),
        fc
          .constantFrom(1000, 200_000)
          .map(
            (n) => `{"query":"{ categories }","variables":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`,
          ),
        fc.constant(
          JSON.stringify({
            query: `{ articles(search: "${'x'.repeat(1_100_000)}") { totalItems } }`,
          }),
        ),
      ),
      auth,
    )
    .map(([body, part]) => post('broken JSON', body, part));

  const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
  const apq = fc
    .tuple(
      fc.oneof(
        fc.constantFrom<unknown>(
          'deadbeef',
          '',
          'z'.repeat(64),
          '0'.repeat(64),
          'A'.repeat(64),
          sha256('{ categories }').toUpperCase(),
          'a'.repeat(10_000),
          null,
          1,
          [],
          {},
        ),
        fc.constant(sha256('{ categories }')),
      ),
      fc.constantFrom<unknown>(1, 1, 1, 2, '1', 0, null, undefined),
      fc.constantFrom<string | undefined>(undefined, '{ categories }', '{ me { id } }'),
      fc.boolean(),
      auth,
    )
    .map(([sha256Hash, version, query, viaGet, part]) => {
      const extensions = { persistedQuery: { version, sha256Hash } };
      if (viaGet) {
        const params: Record<string, string> = { extensions: JSON.stringify(extensions) };
        if (query) params.query = query;
        return get('APQ (GET)', params, part);
      }
      return post('APQ', { query, extensions }, part);
    });

  // A persisted query registered with its true hash: every one new, so the cache fills.
  const apqRegister = fc
    .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(10, 2000), auth)
    .map(([n, pad, part]) => {
      const query = `query Reg${n} { articles(search: "r${n}") { totalItems } } # ${'p'.repeat(pad)}`;
      return post(
        'APQ register',
        { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } },
        part,
      );
    });

  const batch = fc.tuple(fc.constantFrom(0, 1, 2, 50, 1000), auth).map(([n, part]) =>
    post(
      'batched array',
      Array.from({ length: n }, () => ({ query: '{ categories }' })),
      part,
    ),
  );

  const getRequests = fc
    .tuple(
      fc.oneof(
        fc.constant({ query: '{ categories }' }),
        fc.constant({
          query: 'query A($p: Int) { articles(page: $p) { totalItems } }',
          variables: '{"p": 2}',
        }),
        fc.constant({
          query: 'query A($p: Int) { articles(page: $p) { totalItems } }',
          variables: '{"p": ',
        }),
        fc.constant({ query: '{ categories }', variables: '[]' }),
        fc.constant({ query: '{ categories }', extensions: '{' }),
        fc.constant({ query: 'mutation { logout }' }),
        fc.constant({
          query:
            'mutation { createArticle(input: {title: "x", content: "y", category: POLITICS, language: EN, mediaUrl: "/x"}) { id } }',
        }),
        fc.constant({ query: 'query A { categories } mutation B { logout }', operationName: 'B' }),
        fc.constant({ query: '{ categories }', operationName: 'Nope' }),
        fc.constant({ query: `{ ${'categories '.repeat(3000)} }` }),
        fc.constant({}),
        nastyString.map((s) => ({ query: s.slice(0, 3000) })),
        nastyString.map((s) => ({
          query: ARTICLES_BY_SEARCH,
          variables: JSON.stringify({ s: s.slice(0, 3000) }),
        })),
      ),
      fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, fc.constant(false)),
      auth,
    )
    .map(([params, preflight, part]) =>
      get('GET /graphql', params as Record<string, string>, part, preflight),
    );

  const contentTypes = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'text/plain; charset=utf-8',
        'application/graphql',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/graphql-response+json',
        '',
      ),
      fc.boolean(),
      fc.constantFrom('{"query":"{ categories }"}', '{ categories }', 'query=%7B+categories+%7D'),
      auth,
    )
    .map(([type, preflight, body, part]) => {
      const headers: Record<string, string> = { 'content-type': type };
      if (preflight) headers['apollo-require-preflight'] = 'true';
      return post('content type', type.includes('utf-16') ? Buffer.from(body, 'utf16le') : body, {
        ...part,
        headers: { ...part.headers, ...headers },
      });
    });

  return fc.oneof(
    { arbitrary: hugeVariables, weight: 4 },
    { arbitrary: brokenJson, weight: 5 },
    { arbitrary: apq, weight: 3 },
    { arbitrary: apqRegister, weight: 2 },
    { arbitrary: batch, weight: 2 },
    { arbitrary: getRequests, weight: 6 },
    { arbitrary: contentTypes, weight: 3 },
  );
}

export function graphqlRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: realOperations(ctx), weight: 30 },
    { arbitrary: randomDocuments(ctx), weight: 20 },
    { arbitrary: shapedDocuments(ctx), weight: 28 },
    { arbitrary: transport(ctx), weight: 22 },
  );
}
