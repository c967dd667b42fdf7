import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

/** The `charset` parameters of a Content-Type header, unquoted and lowercased. */
export function charsetsOf(contentType: string | undefined): string[] {
  if (!contentType) return [];
  const charsets: string[] = [];
  for (const parameter of contentType.split(';').slice(1)) {
    const eq = parameter.indexOf('=');
    if (eq === -1 || parameter.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    let value = parameter.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    charsets.push(value.toLowerCase());
  }
  return charsets;
}

const isUtf8Name = (charset: string) => charset === 'utf-8' || charset === 'utf8';

/** An error the app's error handler answers with its status, in the GraphQL error shape. */
function refusal(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * JSON bodies (GraphQL POSTs) are UTF-8, as RFC 8259 and GraphQL over HTTP require: a body
 * declaring another charset is refused with 400 rather than misread, and bytes that are not
 * UTF-8 are refused with 400 rather than turned into U+FFFD; a compressed body (Content-Encoding)
 * is refused with 415 rather than read as if it were not. Everything else (the size limit,
 * an empty body, bad JSON, `__proto__`) is Fastify's own JSON parser, unchanged.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!charsetsOf(request.headers['content-type']).every(isUtf8Name)) {
      done(
        refusal(
          400,
          'Send the body as UTF-8 JSON: Content-Type application/json, with no charset or charset=utf-8',
        ),
        undefined,
      );
      return;
    }
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(refusal(415, 'Send the body uncompressed: no Content-Encoding is accepted'), undefined);
      return;
    }
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(refusal(400, 'The body is not valid UTF-8'), undefined);
      return;
    }
    void parseJson(request, bytes.toString('utf8'), done);
  });
}
