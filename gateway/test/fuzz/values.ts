import { isUtf8 } from 'node:buffer';
import crypto from 'node:crypto';
import fc from 'fast-check';
import { Category } from '@news/contract';

/** Building blocks shared by the REST and GraphQL generators: nasty strings, numbers, tokens. */

/** The REST spellings, as the api defines them. */
export const CATEGORIES = Object.values(Category);

const telugu = fc
  .array(fc.integer({ min: 0x0c00, max: 0x0c7f }), { minLength: 1, maxLength: 40 })
  .map((codes) => String.fromCodePoint(...codes));

const controlChars = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'),
    fc.string({ maxLength: 10 }),
  )
  .map(([a, c, b]) => a + c + b);

const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'))
  .map(([a, s]) => a + s);

/** Strings that have broken parsers and search engines before. */
const special = fc.constantFrom(
  '',
  ' ',
  '\t\n\r',
  '%',
  '%00',
  '%zz',
  "'",
  '"',
  '\\',
  '\\u0000',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE articles; --',
  'NEAR(a b)',
  '"*',
  '*',
  '**',
  'AND',
  'OR NOT',
  'title:x',
  '^a',
  '-a',
  '()',
  '(((',
  '{a}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'toString',
  '\u200d',
  '\u200c\u200d\u200c',
  '\ufeff',
  '\u202e',
  'e\u0301'.repeat(3) + '\u0301'.repeat(2000),
  '😀👩‍👩‍👧‍👦🇮🇳',
  '\u0c4d',
  'తెలుగు',
  'తెలుగు వార్తలు',
  'ﷺ',
  '\u0000',
  'a'.repeat(201),
  'x '.repeat(50),
  'word '.repeat(40),
);

/** Long strings, from just over a limit to several hundred kilobytes. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'త', ' ', 'ab ', '😀', '%', '\\"', 'x\n'),
    fc.constantFrom(101, 201, 255, 1000, 4097, 20_000, 100_001, 300_000),
  )
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

/** Any string, weighted toward the ones servers get wrong. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: telugu, weight: 2 },
  { arbitrary: special, weight: 4 },
  { arbitrary: controlChars, weight: 1 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Text that reads as a number to a lenient parser, or almost does. */
export const numberText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1',
      '2',
      '10',
      '999',
      '1000',
      '1001',
      '1000000',
      '1000001',
      '2147483647',
      '2147483648',
      '-2147483649',
      '9007199254740993',
      '9'.repeat(400),
      '1.5',
      '1.0',
      '1e3',
      '1e400',
      '0x10',
      '0b1',
      '+1',
      ' 1',
      '1 ',
      '',
      'abc',
      '١',
      '１',
      '-0',
      '00001',
      'NaN',
      'Infinity',
      'true',
      '[]',
      '{}',
      '1,2',
      '%00',
      '1%00',
      '\u0000',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: -5, max: 2_000_000 }).map(String), weight: 2 },
  { arbitrary: nastyString, weight: 1 },
);

/** Bytes of a string as UTF-8, with a lone surrogate turned into U+FFFD. */
export const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** Byte sequences that are not UTF-8: stray continuations, overlongs, surrogates, truncations. */
export const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc0, 0xaf],
  [0xc3],
  [0xe0, 0x80, 0xaf],
  [0xe0, 0xb0],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
);

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte of the UTF-8 form except the unreserved characters. */
export function pct(s: string): string {
  let out = '';
  for (const byte of utf8(s)) {
    const ch = String.fromCharCode(byte);
    out += UNRESERVED.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A value as it goes into a URL: properly encoded, or raw in ways a careless client sends it
 * (latin-1 bytes, stray percent signs). Only bytes an HTTP/1.1 request target can carry at all.
 */
export const urlPart = (value: string) =>
  fc.oneof(
    { arbitrary: fc.constant(pct(value)), weight: 6 },
    {
      arbitrary: fc.constant(
        // Raw: each UTF-8 byte as one latin-1 character, spaces and controls still escaped.
        Array.from(utf8(value), (b) =>
          b <= 0x20 || b === 0x7f || b === 0x23 || b === 0x25 || b === 0x26 || b === 0x3f
            ? `%${b.toString(16).padStart(2, '0')}`
            : String.fromCharCode(b),
        ).join(''),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom('%', '%f', '%zz', '%ff', '%c0%af', '%ed%a0%80', '\xff'),
      weight: 1,
    },
  );

/** Builds a query string from pairs of already-encoded names and values. */
export const queryString = (pairs: [string, string | null][]) =>
  pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&')}`;

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Image links the api must refuse: other schemes, other sites in disguise, no host, too long. */
export const BAD_MEDIA_URLS = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'http://',
  'https://',
  'ftp://example.com/x.png',
  `https://example.com/${'a'.repeat(2100)}`,
  'https://exa mple.com/x.png',
  'relative/path.png',
  'http://user:pass@example.com/x.png',
  'https:example.com/x.png',
  'http:/example.com/x.png',
];

/**
 * Why a request must be refused (never answered 2xx, nor with data in GraphQL), if it must:
 * a body that is not UTF-8, or an article with one of BAD_MEDIA_URLS.
 */
export function mustRefuse(body: string | Uint8Array | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') {
    if (!isUtf8(body)) return 'a body that is not UTF-8';
    return undefined;
  }
  if (!/\b(createArticle|updateArticle|mediaUrl)\b/.test(body)) return undefined;
  const bad = BAD_MEDIA_URLS.find((url) => body.includes(`"mediaUrl":${JSON.stringify(url)}`));
  return bad === undefined ? undefined : `mediaUrl ${JSON.stringify(bad.slice(0, 40))}`;
}

/** HS256 JWTs signed with the api's own secret, with claims it must refuse. */
export function jwtArb(secret: string): fc.Arbitrary<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = fc.oneof(
    { arbitrary: fc.constant({ alg: 'HS256', typ: 'JWT' }), weight: 6 },
    fc.constant({ alg: 'none', typ: 'JWT' }),
    fc.constant({ alg: 'HS512', typ: 'JWT' }),
    fc.constant({ alg: 'RS256' }),
    fc.constant({ alg: 'HS256', kid: '../../etc/passwd', crit: ['x'] }),
    fc.constant({ alg: 'HS256', b64: false, crit: ['b64'] }),
  );
  const claims = fc.record(
    {
      sub: fc.oneof(
        fc.constantFrom(
          '1',
          '2',
          '3',
          '999999',
          '0',
          '-1',
          'abc',
          '1e400',
          '1.5',
          '',
          '9'.repeat(40),
        ),
        fc.constantFrom(1, -1, 1.5, null, true, [1], { id: 1 }),
      ),
      sid: fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('', 'a'.repeat(101), '../x', 'AAAA', null, 1, ['x']),
      ),
      role: fc.constantFrom('admin', 'editor', 'reporter', 'root', 1),
      iss: fc.constantFrom('news-api', 'someone-else', '', 5),
      aud: fc.constantFrom('news-site', ['news-site', 'x'], 'other', null),
      iat: fc.constantFrom(now, now + 3600 * 24 * 365, 0, -1, 1e20, 'yesterday'),
      exp: fc.constantFrom(now + 600, now - 600, 0, 1e20, 9e15, '2100-01-01', -1),
      nbf: fc.constantFrom(now + 3600, now - 10),
      pad: fc.constantFrom('x'.repeat(3000), 'త'.repeat(500)),
    },
    { requiredKeys: [] },
  );
  return fc
    .tuple(header, claims, fc.constantFrom('good', 'good', 'good', 'bad', 'empty', 'garbage'))
    .map(([h, c, signature]) => {
      const signingInput = `${b64url(JSON.stringify(h))}.${b64url(JSON.stringify(c))}`;
      const good = crypto.createHmac('sha256', secret).update(signingInput).digest('base64url');
      const sig =
        signature === 'good'
          ? good
          : signature === 'bad'
            ? good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA')
            : signature === 'empty'
              ? ''
              : '!!not-base64!!';
      return `${signingInput}.${sig}`;
    });
}

/** Authorization header values that are not a plain valid token. */
export function badAuthorization(secret: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      'Bearer',
      'Bearer ',
      'bearer',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer a b',
      'Bearer \t token',
      'Token abc',
      'Bearer null',
      'Bearer undefined',
      'Bearer ..',
      'Bearer a.b',
      'Bearer a.b.c',
      'Bearer ,',
      'Bearer \xff\xfe',
      'Bearer é',
      `Bearer ${'a'.repeat(4097)}`,
      `Bearer ${'a'.repeat(12_000)}`,
      `Bearer ${'a'.repeat(20_000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'BEARER    x.y.z    ',
      'Bearer x.y.z, Bearer a.b.c',
    ),
    jwtArb(secret).map((t) => `Bearer ${t}`),
    fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
  );
}
