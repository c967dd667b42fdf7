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

/** Builds the error a service answers a refused body with, in its own error shape. */
export type BodyRefusal = (status: 400 | 415, message: string) => Error;

/**
 * JSON bodies are UTF-8, as RFC 8259 (and GraphQL over HTTP) require: a body declaring another
 * charset is refused with 400 rather than misread, bytes that are not UTF-8 are refused with 400
 * rather than turned into U+FFFD, and a compressed body (Content-Encoding) is refused with 415
 * rather than read as if it were not. Everything else (the size limit, an empty body, bad JSON,
 * `__proto__`) is Fastify's own JSON parser, unchanged.
 */
export function strictJsonBodies(app: FastifyInstance, refuse: BodyRefusal): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!charsetsOf(request.headers['content-type']).every(isUtf8Name)) {
      done(
        refuse(
          400,
          'Send the body as UTF-8 JSON: Content-Type application/json, with no charset or charset=utf-8',
        ),
        undefined,
      );
      return;
    }
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(refuse(415, 'Send the body uncompressed: no Content-Encoding is accepted'), undefined);
      return;
    }
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(refuse(400, 'The body is not valid UTF-8'), undefined);
      return;
    }
    void parseJson(request, bytes.toString('utf8'), done);
  });
}
