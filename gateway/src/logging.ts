import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log, on any path: the api's list (passwords,
 * tokens, secrets, keys, sessions, cookies, credentials, signatures; `author` is not `auth`).
 */
const SECRET_PARAM =
  /pass|pwd|secret|token|jwt|bearer|auth(?!or(?!i[sz]))|session|cookie|credential|signature|apikey|(^|[^a-z])key/i;
/** GraphQL carries its operation, variables and extensions in the query string of a GET. */
const GRAPHQL_PATH = /^\/graphql\/?$/;

/** A path as the router reads it (`/graphq%6C` is `/graphql`). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The request address as it may be logged: a GraphQL GET's query string (which can hold a login
 * mutation's password) is dropped whole; elsewhere only secret-looking parameters are hidden.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (GRAPHQL_PATH.test(decoded(path))) return `${path}?[redacted]`;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  }
  return `${path}?${params.toString()}`;
}

/** Fastify's request log entry, with the address made safe to log. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
