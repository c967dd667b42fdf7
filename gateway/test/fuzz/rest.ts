import fc from 'fast-check';
import { ARTICLE_FIELDS, ARTICLE_STATUSES, LANGUAGES } from '@news/contract';
import type { FuzzRequest } from './http.js';
import {
  BAD_MEDIA_URLS,
  badAuthorization,
  mustRefuse,
  CATEGORIES,
  hugeString,
  invalidUtf8,
  nastyString,
  numberText,
  pct,
  queryString,
  urlPart,
  utf8,
} from './values.js';

/** Generators for the REST API: every route, with bad parameters, bodies, ids and headers. */

export interface FuzzContext {
  /** The api's token secret, to forge tokens with claims it must refuse. */
  jwtSecret: string;
  /** The admin's account id: authenticated requests never change or delete it. */
  adminId: number;
  adminPassword: string;
}

export const SEED_IMAGE = '/media/seed/telugu-edition-goes-live.svg';

type Part = Partial<Pick<FuzzRequest, 'auth' | 'headers' | 'body' | 'raw'>>;

export const make = (
  label: string,
  method: string,
  path: string,
  part: Part = {},
  target: FuzzRequest['target'] = 'api',
): FuzzRequest => ({
  kind: 'rest',
  target,
  label,
  method,
  path,
  headers: part.headers ?? {},
  ...(part.auth ? { auth: part.auth } : {}),
  ...(part.body !== undefined ? { body: part.body } : {}),
  ...(mustRefuse(part.body) ? { mustRefuse: mustRefuse(part.body) } : {}),
  ...(PASSWORD_ROUTES.has(`${method} ${path.replace(/\/[^/?]*$/, '/:id')}`) ||
  PASSWORD_ROUTES.has(`${method} ${path}`)
    ? { hashes: true }
    : {}),
});

/** Routes that may hash a password. */
const PASSWORD_ROUTES = new Set(['POST /Auth/login', 'POST /User', 'PUT /User/:id', 'POST /users']);

const wrongTypes = fc.constantFrom<unknown>(null, 0, -1, 1.5, true, [], ['a'], {}, { a: 1 }, 1e308);

/** A field value: mostly valid, sometimes anything at all. */
const field = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: wrongTypes, weight: 1 },
  );

// ---------------------------------------------------------------------------------------------
// Who is asking

/** Reads: mostly anonymous, some signed in, some with broken Authorization headers. */
const readAuth = (ctx: FuzzContext): fc.Arbitrary<Part> =>
  fc.oneof(
    { arbitrary: fc.constant({}), weight: 10 },
    { arbitrary: fc.constant({ auth: 'admin' as const }), weight: 4 },
    { arbitrary: fc.constant({ auth: 'reporter' as const }), weight: 1 },
    {
      arbitrary: badAuthorization(ctx.jwtSecret).map((v) => ({ headers: { authorization: v } })),
      weight: 3,
    },
  );

/** Writes: mostly signed in, so validation and the services are reached. */
const writeAuth = (ctx: FuzzContext): fc.Arbitrary<Part> =>
  fc.oneof(
    { arbitrary: fc.constant({ auth: 'admin' as const }), weight: 8 },
    { arbitrary: fc.constant({ auth: 'reporter' as const }), weight: 2 },
    { arbitrary: fc.constant({}), weight: 2 },
    {
      arbitrary: badAuthorization(ctx.jwtSecret).map((v) => ({ headers: { authorization: v } })),
      weight: 2,
    },
  );

// ---------------------------------------------------------------------------------------------
// Bodies

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'application/json, text/plain',
  ';;;',
  'application/json; boundary',
  'json',
  '',
];

const MARK = 'QQBADBYTESQQ';

const malformedJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"title":',
  '{"title":"x"',
  '{"title":"x",}',
  "{'title':'x'}",
  '{title:"x"}',
  '{"title":NaN}',
  '{"title":1e999}',
  '{"title":-}',
  '{"a":1}{"b":2}',
  '{"title":"a","title":"b"}',
  '{"title":"\\uZZZZ"}',
  '{"title":"\\ud800"}',
  '{"title":"\\u0000"}',
  '/* c */ {}',
  '{"title":"x"} // c',
  '\u0000',
  'null',
  '[]',
  '[{}]',
  '"x"',
  '1',
  'true',
  '{}',
  '{"":""}',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"title":"x","__proto__":null}',
);

const deepJson = fc
  .tuple(fc.constantFrom(500, 5000, 100_000, 400_000), fc.constantFrom('array', 'object'))
  .map(([n, kind]) =>
    kind === 'array' ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n),
  );

/**
 * A body for a route whose JSON object is drawn from `object`: as sent by a client (with a
 * content type that is usually right), or broken in one of the ways that reach a parser.
 */
function body(object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Part> {
  const contentType = fc.oneof(
    { arbitrary: fc.constant<string | undefined>('application/json'), weight: 12 },
    { arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES), weight: 2 },
    { arbitrary: fc.constant<string | undefined>(undefined), weight: 1 },
  );
  const extra = fc.dictionary(
    fc.oneof(
      fc.constantFrom('titel', 'id', 'role', 'author', 'createdAt', 'is_Active', '$where'),
      fc.string({ maxLength: 12 }),
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  const withType = (ct: string | undefined, b: string | Uint8Array): Part => ({
    headers: ct === undefined ? {} : { 'content-type': ct },
    body: b,
  });
  return fc.oneof(
    {
      arbitrary: fc.tuple(contentType, object).map(([ct, o]) => withType(ct, JSON.stringify(o))),
      weight: 14,
    },
    {
      arbitrary: fc
        .tuple(contentType, object, extra)
        .map(([ct, o, e]) => withType(ct, JSON.stringify({ ...o, ...e }))),
      weight: 2,
    },
    {
      // Invalid UTF-8 inside a string value of an otherwise good body.
      arbitrary: fc.tuple(object, invalidUtf8).map(([o, bytes]) => {
        const key =
          Object.keys(o).find((k) => typeof o[k] === 'string') ?? Object.keys(o)[0] ?? 'title';
        const json = JSON.stringify({ ...o, [key]: `a${MARK}b` });
        const [before, after] = json.split(MARK) as [string, string];
        return withType(
          'application/json',
          Buffer.concat([utf8(before), Buffer.from(bytes), utf8(after)]),
        );
      }),
      weight: 2,
    },
    {
      // Invalid UTF-8 where JSON syntax is expected, and a body that is all raw bytes.
      arbitrary: fc
        .oneof(
          invalidUtf8.map((bytes) =>
            Buffer.concat([utf8('{"title":"x",'), Buffer.from(bytes), utf8('}')]),
          ),
          fc.uint8Array({ minLength: 1, maxLength: 200 }).map((a) => Buffer.from(a)),
        )
        .map((b) => withType('application/json', b)),
      weight: 1,
    },
    { arbitrary: malformedJson.map((b) => withType('application/json', b)), weight: 3 },
    { arbitrary: deepJson.map((b) => withType('application/json', b)), weight: 1 },
    {
      // Over the 1 MiB body limit, and just under it.
      arbitrary: fc
        .constantFrom(1024 * 1024 + 10, 1000 * 1000)
        .map((n) =>
          withType('application/json', JSON.stringify({ title: 'x', content: 'c'.repeat(n) })),
        ),
      weight: 1,
    },
    {
      // Other encodings of a good body.
      arbitrary: object.chain((o) =>
        fc.constantFrom<Part>(
          withType('application/json; charset=utf-16', Buffer.from(JSON.stringify(o), 'utf16le')),
          withType(
            'application/json',
            Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(JSON.stringify(o))]),
          ),
          {
            headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
            body: JSON.stringify(o),
          },
          withType(
            'application/x-www-form-urlencoded',
            new URLSearchParams(
              Object.entries(o).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString(),
          ),
        ),
      ),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Values of the routes' fields

const today = () => new Date().toISOString().slice(0, 10);

const title = field(
  fc.oneof(
    fc.constantFrom('Fuzz headline', 'తెలుగు శీర్షిక', 'Markets & more', 'x'),
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constant('t'.repeat(200)),
  ),
);
const content = field(
  fc.oneof(
    {
      arbitrary: fc.constantFrom('Fuzz body.', 'First paragraph.\n\nSecond paragraph.', 'వార్త'),
      weight: 8,
    },
    { arbitrary: fc.string({ minLength: 1, maxLength: 300 }), weight: 4 },
    // At the limit: rare, so the database stays small.
    { arbitrary: fc.constant('c'.repeat(100_000)), weight: 1 },
  ),
);
const category = field(
  fc.oneof(
    { arbitrary: fc.constantFrom(...CATEGORIES), weight: 6 },
    fc.constantFrom('politics', 'POLITICS', 'Politics ', 'Sport', 'Announcements'),
  ),
);
const mediaUrl = field(
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        SEED_IMAGE,
        'https://example.com/a.png',
        'http://example.com/img?x=1&y=2#f',
        '/media/seed/does-not-exist.svg',
        'HTTPS://EXAMPLE.COM/A.PNG',
        'http://[::1]/x.png',
        'https://example.com/\u0000.png',
        '/media/../../etc/passwd',
        ' /media/x.svg',
      ),
      weight: 2,
    },
    fc.constantFrom(...BAD_MEDIA_URLS),
  ),
);
const date = field(
  fc.oneof(
    fc.constantFrom(today(), '2024-01-01', '2020-02-29'),
    fc.constantFrom(
      '2999-01-01',
      '2024-02-30',
      '2023-02-29',
      '0000-00-00',
      '0001-01-01',
      '2024-1-1',
      '24-01-01',
      '2024-01-01T00:00:00Z',
      '+020000-01-01',
      '2024-13-01',
      '1969-12-31',
      '२०२४-०१-०१',
    ),
  ),
);

const language = field(
  fc.oneof(
    { arbitrary: fc.constantFrom(...LANGUAGES), weight: 6 },
    fc.constantFrom('EN', 'TE', 'en-US', 'fr', ''),
  ),
);
const status = field(
  fc.oneof(
    { arbitrary: fc.constantFrom(...ARTICLE_STATUSES), weight: 6 },
    fc.constantFrom('DRAFT', 'in review', 'scheduled', 'all', ''),
  ),
);
const publishAt = field(
  fc.oneof(
    fc.constantFrom(
      new Date(Date.now() + 3_600_000).toISOString(),
      new Date(Date.now() - 3_600_000).toISOString(),
      '2024-01-01T00:00:00Z',
    ),
    fc.constantFrom('2024-01-01', '2024-13-01T00:00:00Z', 'tomorrow', '+275760-09-13T00:00:00Z'),
  ),
);
const translationId = field(
  fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 60 }), weight: 4 },
    fc.constantFrom<unknown>(null, 0, -1, 2 ** 31, '12'),
  ),
);

const articleFields = {
  title,
  content,
  category,
  language,
  mediaUrl,
  date,
  status,
  publishAt,
  translationId,
};
const articleObject = fc.record(
  { ...articleFields, author: field(fc.constantFrom('Someone Else', '')) },
  { requiredKeys: ['title', 'content', 'category', 'language', 'mediaUrl'] },
);
const articlePatchObject = fc.record(
  { ...articleFields, author: field(fc.constant('Someone')) },
  { requiredKeys: [] },
);

const usernameValid = fc.stringMatching(/^[a-z][a-z0-9._-]{2,14}$/).map((s) => `fz${s}`);
const username = field(
  fc.oneof(
    { arbitrary: usernameValid, weight: 6 },
    fc.constantFrom(
      'admin',
      'ADMIN',
      'editor',
      'ab',
      'a'.repeat(51),
      'has space',
      'ünïcode',
      'తెలుగు',
    ),
  ),
);
const email = field(
  fc.oneof(
    { arbitrary: usernameValid.map((u) => `${u}@example.com`), weight: 6 },
    fc.emailAddress(),
    fc.constantFrom(
      'admin@example.com',
      'ADMIN@EXAMPLE.COM',
      'no-at-sign',
      '@example.com',
      'a@',
      'a@b',
      `${'a'.repeat(250)}@example.com`,
      'a@తెలుగు.com',
      '"quoted"@example.com',
    ),
  ),
);
const role = field(
  fc.constantFrom(
    'admin',
    'editor',
    'reporter',
    'Admin',
    'Editor',
    'Reporter',
    'ADMIN',
    'root',
    '',
  ),
);
const password = field(
  fc.oneof(
    { arbitrary: fc.constant('fuzz-password-1'), weight: 4 },
    fc.constantFrom('', 'short', 'p'.repeat(128), 'p'.repeat(129), 'పాస్వర్డ్ పాస్వర్డ్'),
  ),
);
const fullName = field(
  fc.constantFrom('Fuzz Person', 'ఫజ్ వ్యక్తి', 'n'.repeat(100), 'n'.repeat(101), ' '),
);
const isActive = field(fc.boolean());

const userCreateObject = fc.record(
  { username, full_Name: fullName, email, role, password, is_Active: isActive },
  { requiredKeys: ['username', 'full_Name', 'email', 'role', 'password'] },
);
const userUpdateObject = fc.record(
  { username, full_Name: fullName, email, role, password, is_Active: isActive },
  { requiredKeys: ['username', 'full_Name', 'email', 'role'] },
);
const signupObject = fc.record(
  { username, full_Name: fullName, email, password },
  { requiredKeys: ['username', 'full_Name', 'email', 'password'] },
);
const loginObject = (ctx: FuzzContext) =>
  fc.record(
    {
      username: field(
        fc.constantFrom('admin', 'admin@example.com', 'ADMIN', ' admin ', 'nobody', 'editor'),
      ),
      password: field(fc.constantFrom(ctx.adminPassword, 'wrong-password', 'x', 'p'.repeat(129))),
    },
    { requiredKeys: [] },
  );

// ---------------------------------------------------------------------------------------------
// Paths

/** An id in a path: real ones, edge numbers, and text that is no number at all. */
const idSegment = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 60 }).map(String), weight: 6 },
  { arbitrary: numberText.chain((s) => urlPart(s)), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '..%2f..%2fUser',
      '1%2f2',
      '1;2',
      '1/',
      '1/extra',
      '%00',
      '1%00',
      '%ff',
      '%',
      '%E0%A4',
      '%F0%9F%98%80',
      '\xff',
      'null',
      '{id}',
      ':id',
      '*',
      '1'.repeat(5000),
      '1'.repeat(20_000),
    ),
    weight: 2,
  },
);

/** A query-string parameter: the right name or a near miss, a value anything from fine to absurd. */
const param = (name: string, value: fc.Arbitrary<string>): fc.Arbitrary<[string, string | null]> =>
  fc.tuple(
    fc.oneof(
      { arbitrary: fc.constant(name), weight: 8 },
      fc.constantFrom(
        name.toLowerCase(),
        `${name}[]`,
        `${name}[a]`,
        encodeURIComponent(`${name} `),
        `${name}%00`,
      ),
    ),
    fc.oneof({ arbitrary: value.chain((v) => urlPart(v)), weight: 10 }, fc.constant(null)),
  );

const stray = fc.tuple(
  fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'x', 'Fields', '', '%', 'a[b][c]'),
  fc.oneof(
    fc.constant<string | null>(null),
    nastyString.map((s) => pct(s.slice(0, 200))),
  ),
);

const pageValue = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 5 }).map(String), weight: 3 },
  numberText,
);
const pageSizeValue = fc.oneof(
  { arbitrary: fc.constantFrom('1', '5', '10', '50', '1000'), weight: 3 },
  numberText,
);
const searchValue = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'news',
      'telugu',
      'తెలుగు',
      'market',
      'ప్ర',
      'a b c d e f g h i j k l',
      'the',
    ),
    weight: 3,
  },
  nastyString.map((s) => s.slice(0, 260)),
);
const filterValue = fc.oneof(
  { arbitrary: fc.constantFrom(...CATEGORIES, ''), weight: 3 },
  nastyString.map((s) => s.slice(0, 100)),
);
const languageValue = fc.oneof(
  { arbitrary: fc.constantFrom(...LANGUAGES, ''), weight: 3 },
  fc.constantFrom('EN', 'te,en', 'fr'),
  nastyString.map((s) => s.slice(0, 40)),
);
const statusValue = fc.oneof(
  {
    arbitrary: fc.oneof(
      fc.constantFrom('all', ''),
      fc.subarray([...ARTICLE_STATUSES], { minLength: 1 }).map((s) => s.join(',')),
    ),
    weight: 3,
  },
  fc.constantFrom('ALL', 'draft,,', ',', 'scheduled', 'draft,all', 'x'.repeat(300)),
  nastyString.map((s) => s.slice(0, 60)),
);
const FIELD_NAMES = [...ARTICLE_FIELDS];
const fieldsValue = fc.oneof(
  { arbitrary: fc.subarray(FIELD_NAMES).map((f) => f.join(',')), weight: 3 },
  fc.constantFrom(
    'id,,',
    ',',
    'id,id,id',
    'password',
    'author.name',
    '*',
    'ID,TITLE',
    ' id , title ',
    'x'.repeat(201),
  ),
  fc.array(fc.constantFrom(...FIELD_NAMES, 'nope', ''), { maxLength: 40 }).map((f) => f.join(',')),
);
const sortValue = (names: string[]) =>
  fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom('', ':asc', ':desc'))
        .map(([a, b]) => a + b),
      weight: 3,
    },
    fc.constantFrom(
      'asc',
      'desc',
      'title:sideways',
      'createdAt:desc:asc',
      ':',
      'title;DROP',
      'random()',
      'id',
      'password',
      'x'.repeat(51),
    ),
    nastyString.map((s) => s.slice(0, 60)),
  );

function listQuery(params: fc.Arbitrary<[string, string | null]>[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.oneof(...params), { maxLength: 8 }), fc.array(stray, { maxLength: 2 }))
    .map(([pairs, extra]) => queryString([...pairs, ...extra]));
}

// ---------------------------------------------------------------------------------------------
// Routes

export function restRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const articleList = fc
    .tuple(
      listQuery([
        param('Page', pageValue),
        param('PageSize', pageSizeValue),
        param('Search', searchValue),
        param('Filter', filterValue),
        param('Language', languageValue),
        param('Status', statusValue),
        param('Fields', fieldsValue),
        param(
          'SortBy',
          sortValue(['title', 'category', 'createdAt', 'publishedAt', 'asc', 'desc']),
        ),
      ]),
      readAuth(ctx),
    )
    .map(([q, part]) => make('GET /Articles', 'GET', `/Articles${q}`, part));

  const articleGet = fc
    .tuple(
      idSegment,
      fc.oneof(fc.constant(''), fc.constantFrom('?Fields=id', '?x=1', '?id=2')),
      readAuth(ctx),
    )
    .map(([id, q, part]) => make('GET /Articles/:id', 'GET', `/Articles/${id}${q}`, part));

  // The reader pages' calls: the front page, and an article with what it brings along.
  const includeValue = fc.oneof(
    { arbitrary: fc.constantFrom('translation', 'related', 'translation,related', ''), weight: 3 },
    fc.constantFrom('RELATED', 'related,related', 'comments', ',', 'translation,,x'),
    nastyString.map((s) => s.slice(0, 120)),
  );
  const readerPages = fc.oneof(
    fc
      .tuple(
        listQuery([
          param('Language', languageValue),
          param('Latest', pageSizeValue),
          param('PerCategory', pageValue),
          param('Fields', fieldsValue),
        ]),
        readAuth(ctx),
      )
      .map(([q, part]) => make('GET /Front', 'GET', `/Front${q}`, part)),
    fc
      .tuple(
        idSegment,
        listQuery([
          param('Include', includeValue),
          param('RelatedLimit', pageValue),
          param('RelatedFields', fieldsValue),
        ]),
        readAuth(ctx),
      )
      .map(([id, q, part]) => make('GET /Articles/:id', 'GET', `/Articles/${id}${q}`, part)),
    fc
      .tuple(
        idSegment,
        listQuery([param('Limit', pageValue), param('Fields', fieldsValue)]),
        readAuth(ctx),
      )
      .map(([id, q, part]) =>
        make('GET /Articles/:id/Related', 'GET', `/Articles/${id}/Related${q}`, part),
      ),
  );

  const articleCreate = fc.tuple(writeAuth(ctx), body(articleObject)).map(([who, b]) =>
    make('POST /Articles', 'POST', '/Articles', {
      ...b,
      ...who,
      headers: { ...b.headers, ...who.headers },
    }),
  );

  const articlePatch = fc
    .tuple(idSegment, writeAuth(ctx), body(articlePatchObject))
    .map(([id, who, b]) =>
      make('PATCH /Articles/:id', 'PATCH', `/Articles/${id}`, {
        ...b,
        ...who,
        headers: { ...b.headers, ...who.headers },
      }),
    );

  // Deletes mostly miss (high or odd ids), so the seed content is not wiped out.
  const articleDelete = fc
    .tuple(
      fc.oneof({ arbitrary: fc.integer({ min: 45, max: 200 }).map(String), weight: 3 }, idSegment),
      writeAuth(ctx),
    )
    .map(([id, who]) => make('DELETE /Articles/:id', 'DELETE', `/Articles/${id}`, who));

  const userList = fc
    .tuple(
      listQuery([
        param('Page', pageValue),
        param('PageSize', pageSizeValue),
        param(
          'SortBy',
          sortValue(['username', 'email', 'role', 'full_Name', 'createdAt', 'asc', 'desc']),
        ),
      ]),
      writeAuth(ctx),
    )
    .map(([q, who]) => make('GET /User', 'GET', `/User${q}`, who));

  const userGet = fc
    .tuple(idSegment, writeAuth(ctx))
    .map(([id, who]) => make('GET /User/:id', 'GET', `/User/${id}`, who));

  const userCreate = fc.tuple(writeAuth(ctx), body(userCreateObject)).map(([who, b]) =>
    make('POST /User', 'POST', '/User', {
      ...b,
      ...who,
      headers: { ...b.headers, ...who.headers },
    }),
  );

  // The admin's own account is never changed or deleted with the admin's token: the run needs it.
  const safeUserId = (who: Part) =>
    who.auth === 'admin'
      ? idSegment.filter((id) => id !== String(ctx.adminId) && !/^0*1$/.test(id))
      : idSegment;

  const userUpdate = writeAuth(ctx).chain((who) =>
    fc.tuple(safeUserId(who), body(userUpdateObject)).map(([id, b]) =>
      make('PUT /User/:id', 'PUT', `/User/${id}`, {
        ...b,
        ...who,
        headers: { ...b.headers, ...who.headers },
      }),
    ),
  );

  const userDelete = writeAuth(ctx).chain((who) =>
    safeUserId(who).map((id) => make('DELETE /User/:id', 'DELETE', `/User/${id}`, who)),
  );

  const signup = body(signupObject).map((b) => make('POST /users', 'POST', '/users', b));

  const login = body(loginObject(ctx)).map((b) =>
    make('POST /Auth/login', 'POST', '/Auth/login', b),
  );

  const me = fc
    .tuple(readAuth(ctx), fc.constantFrom('GET', 'GET', 'POST', 'HEAD'))
    .map(([part, method]) => make('GET /Auth/me', method, '/Auth/me', part));

  const media = fc
    .tuple(
      fc.constantFrom<FuzzRequest['target']>('api', 'gateway'),
      fc.constantFrom('GET', 'GET', 'HEAD'),
      fc.oneof(
        { arbitrary: fc.constant(SEED_IMAGE), weight: 2 },
        fc.constantFrom(
          '/media/',
          '/media',
          '/media/seed/',
          '/media/seed',
          '/media/../package.json',
          '/media/..%2f..%2fpackage.json',
          '/media/%2e%2e/%2e%2e/package.json',
          '/media/%2E%2E%2F%2E%2E%2Fpackage.json',
          '/media/seed/../../src/server.ts',
          '/media/seed/..%2f..%2fsrc%2fserver.ts',
          '/media/....//....//etc/passwd',
          '/media/%252e%252e/%252e%252e/package.json',
          '/media/..\\..\\package.json',
          '/media/%5c..%5c..%5cpackage.json',
          '/media/..%5c..%5cpackage.json',
          '/media/%00',
          '/media/seed/telugu-edition-goes-live.svg%00.png',
          '/media/%ff',
          '/media/\xff\xfe',
          `/media/${'a'.repeat(5000)}`,
          `/media/${'a/'.repeat(3000)}`,
          '/media/seed/%E0%A4',
          '/media//etc/passwd',
          '/media/.%2e/package.json',
          '/media/;/../package.json',
          '/media/seed/telugu-edition-goes-live.svg?x=../../',
          '/media/./seed/./telugu-edition-goes-live.svg',
          '/media/seed//telugu-edition-goes-live.svg',
          '/media/seed/TELUGU-EDITION-GOES-LIVE.SVG',
          '/media/..',
          '/media/.',
          '/media/.env',
          '/media/.git/config',
          '/media/%2e',
          '/media/seed/telugu-edition-goes-live.svg/',
          '/media/seed/telugu-edition-goes-live.svg/..',
          '/media/seed/../seed/telugu-edition-goes-live.svg',
          '/media/share/',
          '/media/share/telugu-edition-goes-live-0123456789abcdef.jpg',
          '/media/share/telugu-edition-goes-live.svg',
          '/media/share/..%2fseed%2ftelugu-edition-goes-live.svg',
          '/media/share/..%2f..%2fpackage.json-0123456789abcdef.jpg',
          `/media/share/${'a-'.repeat(120)}0123456789abcdef.jpg`,
          '/media/share/%00-0123456789abcdef.jpg',
        ),
        nastyString.map((s) => `/media/${pct(s.slice(0, 300))}`),
      ),
      fc.oneof(
        { arbitrary: fc.constant<Record<string, string>>({}), weight: 4 },
        fc
          .constantFrom(
            'bytes=0-10',
            'bytes=999999-',
            'bytes=-0',
            'bytes=0-0,1-1,2-2,3-3',
            Array.from({ length: 500 }, (_, i) => `${i}-${i}`)
              .join(',')
              .replace(/^/, 'bytes='),
            'bytes=a-b',
            'bytes=10-5',
            'items=0-1',
            'bytes=-99999999999999999999',
            'bytes=0-',
            'bytes=',
          )
          .map((range) => ({ range })),
        fc
          .constantFrom('*', 'W/"x"', '"x", "y"', 'garbage', '"'.repeat(100))
          .map((v) => ({ 'if-none-match': v })),
        fc
          .constantFrom('garbage', 'Wed, 21 Oct 2099 07:28:00 GMT', '0', '')
          .map((v) => ({ 'if-modified-since': v })),
        fc.constant({ 'if-range': 'garbage', range: 'bytes=0-1' }),
        fc.constant({ cookie: 'news_session=x', authorization: 'Bearer x' }),
      ),
    )
    .map(([target, method, path, headers]) => ({
      ...make(`${method} /media/ (${target})`, method, path, { headers }, target),
      check: 'media' as const,
    }));

  const misc = fc
    .tuple(
      fc.constantFrom(
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'HEAD',
        'TRACE',
        'PROPFIND',
        'get',
      ),
      fc.constantFrom(
        '/',
        '/Articles',
        '/Articles/',
        '/articles',
        '/ARTICLES/1',
        '/Articles/1/comments',
        '/User',
        '/user/1',
        '/Auth',
        '/Auth/login',
        '/Auth/logout',
        '/users',
        '/healthz',
        '/readyz',
        '/openapi.json',
        '/docs',
        '/docs/json',
        '/docs/static/index.html',
        '/docs/static/../../package.json',
        '//Articles',
        '/./Articles',
        '/Articles/../User',
        '/Articles%2f1',
        '/%41rticles',
        '/Articles?Page=1#frag',
        `/${'x'.repeat(9000)}`,
        `/Articles?${'a=1&'.repeat(3000)}`,
        '/\xff',
        '/%',
      ),
      readAuth(ctx),
    )
    .map(([method, path, part]) => make(`${method.toUpperCase()} misc`, method, path, part));

  // What an HTTP client will not send: raw bytes on a connection of their own.
  const raw = fc
    .constantFrom(
      'GET /Articles HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.1\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.0\r\n\r\n',
      'GET /Articles\r\n\r\n',
      'GET  /Articles  HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GARBAGE\r\n\r\n',
      'GET /Articles HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /Articles/\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /Articles/\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u0001\u0002\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.1\r\nHost: x\r\nX-Bad\u0000Header: 1\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.1\r\nHost: x\r\nNoColonHere\r\nConnection: close\r\n\r\n',
      'GET /Articles HTTP/1.1\r\nHost: x\r\n Folded: header\r\nConnection: close\r\n\r\n',
      `GET /Articles HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      'POST /Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n{}',
      'POST /Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}',
      'POST /Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\nConnection: close\r\n\r\n0\r\n\r\n',
      'POST /Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'POST /Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n{"qu',
    )
    .chain((text) =>
      fc.constantFrom<FuzzRequest['target']>('api', 'gateway').map((target) => ({
        ...make('raw bytes', 'RAW', text.split('\r\n')[0]!.slice(0, 60), {}, target),
        raw: Buffer.from(text, 'latin1'),
      })),
    );

  const hugeHeaders = fc
    .tuple(
      fc.constantFrom('/Articles', '/Articles/1', '/Auth/me'),
      fc.oneof(
        hugeString.map((s) => ({ 'x-fuzz': pct(s.slice(0, 30_000)) })),
        fc.constant({ accept: 'application/json;q=0.1, '.repeat(400) }),
        fc.constant({ 'accept-encoding': 'gzip;q=1.0, '.repeat(400) }),
        fc.constant({ 'x-forwarded-for': 'not-an-ip, ::1, 999.999.999.999' }),
        fc.constant({
          'x-forwarded-for': Array.from({ length: 500 }, (_, i) => `10.0.${i % 256}.1`).join(', '),
        }),
        fc.constant({ cookie: `a=${'b'.repeat(8000)}` }),
        fc.constant({ accept: '\xff\xfe' }),
      ),
    )
    .map(([path, headers]) => make('GET with odd headers', 'GET', path, { headers }));

  return fc.oneof(
    { arbitrary: articleList, weight: 22 },
    { arbitrary: articleGet, weight: 10 },
    { arbitrary: readerPages, weight: 6 },
    { arbitrary: articleCreate, weight: 8 },
    { arbitrary: articlePatch, weight: 6 },
    { arbitrary: articleDelete, weight: 3 },
    { arbitrary: userList, weight: 4 },
    { arbitrary: userGet, weight: 3 },
    { arbitrary: userCreate, weight: 3 },
    { arbitrary: userUpdate, weight: 3 },
    { arbitrary: userDelete, weight: 2 },
    { arbitrary: signup, weight: 2 },
    { arbitrary: login, weight: 5 },
    { arbitrary: me, weight: 6 },
    { arbitrary: media, weight: 7 },
    { arbitrary: misc, weight: 4 },
    { arbitrary: raw, weight: 3 },
    { arbitrary: hugeHeaders, weight: 2 },
  );
}
