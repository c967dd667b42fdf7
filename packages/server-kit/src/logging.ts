import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are never logged: passwords, tokens, secrets, keys, sessions,
 * cookies, credentials, signatures (`author` is not `auth`).
 */
const SENSITIVE =
  /pass|pwd|secret|token|jwt|bearer|auth(?!or(?!i[sz]))|session|cookie|credential|signature|apikey|(^|[^a-z])key/i;

const REDACTED = '[redacted]';

/** A path or parameter name as the router reads it (`/graphq%6C` is `/graphql`). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The request URL as it may be logged: the path as sent; on paths matching `wholeQuery` (where
 * the query string itself may hold a secret, such as a GraphQL GET's login mutation) the whole
 * query string replaced by `[redacted]`; elsewhere the values of sensitive parameters, keeping
 * the harmless ones (page, search, ...) for debugging.
 */
export function redactUrl(url: string, wholeQuery: RegExp): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const query = url.slice(q + 1);
  if (query === '') return url;
  if (wholeQuery.test(decoded(path))) return `${path}?${REDACTED}`;
  const redacted = query.replace(/([^&;=]*)=([^&;]*)/g, (pair, name: string) =>
    SENSITIVE.test(decoded(name)) ? `${name}=${REDACTED}` : pair,
  );
  return `${path}?${redacted}`;
}

/** Fastify's request serializer, with the URL redacted. Bodies and headers are not logged. */
export function requestSerializer(wholeQuery: RegExp) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url, wholeQuery),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}
