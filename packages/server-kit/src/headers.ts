import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy, in place of the service's (securityHeaders). */
    contentSecurityPolicy?: Directives;
  }
}

/** One year, as browsers expect of a site that is HTTPS only. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/** Content-Security-Policy directives as helmet takes them. */
export type Directives = Record<
  string,
  null | string[] | typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc
>;

/** For a policy that leaves `default-src` out on purpose (one that a page's meta policy governs). */
export const NO_DEFAULT_SRC: typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc =
  helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc;

/** Sets the service's own headers on an answer that no hook sees (one Fastify gives before routing). */
export type SetHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Security headers on every answer: the service's Content-Security-Policy, no framing (also
 * X-Frame-Options for old browsers), nosniff, a referrer that never leaves a path on another
 * site, and HSTS when the site is served over HTTPS. A route may name a policy of its own in its
 * config (`contentSecurityPolicy`). helmet's middleware is made once per policy, when first
 * needed, rather than once a request: making it parses and checks every directive. Returns what
 * sets the service's headers on an answer given before any hook runs.
 */
export function securityHeaders(
  app: FastifyInstance,
  options: { directives: Directives; https: boolean },
): SetHeaders {
  const withPolicy = (directives: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https
        ? // Subdomains are the newsroom's to decide: they may still be served over plain HTTP.
          { maxAge: HSTS_MAX_AGE, includeSubDomains: false }
        : false,
    });
  const site = withPolicy(options.directives);
  const routes = new WeakMap<Directives, ReturnType<typeof helmet>>();
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config.contentSecurityPolicy;
    let headers = site;
    if (own) {
      headers = routes.get(own) ?? withPolicy(own);
      routes.set(own, headers);
    }
    headers(request.raw, reply.raw, (err?: unknown) =>
      done(err instanceof Error ? err : undefined),
    );
  });
  // helmet only sets headers, at once: it has nothing to wait for and no error to pass on.
  return (request, reply) => site(request.raw, reply.raw, () => undefined);
}

/**
 * The same headers for answers Fastify gives before any hook runs (an address that is not valid
 * percent-encoding), with the policy given.
 */
export function earlyHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
