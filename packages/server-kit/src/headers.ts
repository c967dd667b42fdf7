import { fastifyHelmet as helmet } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * Security headers on every answer: the service's Content-Security-Policy, no framing (also
 * X-Frame-Options for old browsers), nosniff, a referrer that never leaves a path on another
 * site, and HSTS when the site is served over HTTPS. Routes may set a policy of their own.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { directives: Directives; https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: options.directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? // Subdomains are the newsroom's to decide: they may still be served over plain HTTP.
        { maxAge: HSTS_MAX_AGE, includeSubDomains: false }
      : false,
  });
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
