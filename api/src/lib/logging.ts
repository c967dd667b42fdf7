import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are never logged: passwords, tokens, secrets, keys, sessions,
 * cookies, credentials, signatures (`author` is not `auth`).
 */
const SENSITIVE =
  /pass|pwd|secret|token|jwt|bearer|auth(?!or(?!i[sz]))|session|cookie|credential|signature|apikey|(^|[^a-z])key/i;

const REDACTED = '[redacted]';

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The request URL as it may be logged: the path as sent, the values of sensitive query
 * parameters replaced by `[redacted]`, and on /Auth/* (where only credentials belong) the
 * whole query string. Harmless parameters (Page, Search, ...) stay, for debugging.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const query = url.slice(q + 1);
  if (query === '') return url;
  if (/(^|\/)auth(\/|$)/i.test(decodeName(path))) return `${path}?${REDACTED}`;
  const redacted = query.replace(/([^&;=]*)=([^&;]*)/g, (pair, name: string) =>
    SENSITIVE.test(decodeName(name)) ? `${name}=${REDACTED}` : pair,
  );
  return `${path}?${redacted}`;
}

/** Fastify's request serializer, with the URL redacted. Bodies and headers are not logged. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
