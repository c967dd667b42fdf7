/** Apollo Server's `csrfPrevention` rule, as /graphql applies it (@apollo/server preventCsrf). */
import type { FastifyRequest } from 'fastify';

const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const NON_PREFLIGHTED_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
];
export const CSRF_MESSAGE =
  `This operation has been blocked as a potential Cross-Site Request Forgery ` +
  `(CSRF). Please either specify a 'content-type' header (with a type that ` +
  `is not one of ${NON_PREFLIGHTED_CONTENT_TYPES.join(', ')}) or provide ` +
  `a non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}\n`;

/** A MIME type's `type/subtype`, lowercased; undefined when it is not one (a browser preflights). */
export function essenceOf(contentType: string): string | undefined {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return /^[!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+$/.test(essence) ? essence : undefined;
}

/**
 * Whether a browser could have sent the request cross-site without asking first: no content
 * type, or one of the three a form may send, and none of the headers only a script can add.
 */
export function mayBeForged(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined) {
    const essence = essenceOf(contentType);
    if (essence === undefined || !NON_PREFLIGHTED_CONTENT_TYPES.includes(essence)) return false;
  }
  return !PREFLIGHT_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}
