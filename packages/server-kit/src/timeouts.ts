/** The limits of a slow client, as the api's and the gateway's configs read them. */
export interface SlowClientLimits {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}

/**
 * Fastify's server options for them: Node answers 408 and closes a connection whose request's
 * headers, or whole request, take longer than allowed (`headersTimeout`, `requestTimeout`), and
 * closes one silent for `idleMs` (`connectionTimeout`); a client that sends part of a body and
 * stops holds its socket that long, not until the system drops it. Node looks for such
 * requests every `connectionsCheckingInterval` (30 s unless told): here a quarter of the
 * shorter limit, at least every 5 s.
 */
export function slowClientOptions(limits: SlowClientLimits) {
  const headersTimeout = Math.min(limits.headersMs, limits.requestMs);
  return {
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}
