import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fastifyHelmet as helmet } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** One year, as browsers expect of a site that is HTTPS only. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * The CSP hashes of the inline scripts in the built index.html (the head script that sets the
 * theme and language before the first paint), read at start-up from the file the gateway serves,
 * so the hash is that of the build being deployed.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`,
  );
}

type Directives = Record<
  string,
  null | string[] | typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc
>;

/** The site's policy: its own scripts and the hashed head script; no frames, plugins or bases. */
export function siteDirectives(scriptHashes: string[], https: boolean): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    // Chakra UI (Emotion) writes its styles into <style> elements as components render.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Article photos may come from any http(s) address staff gave.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * `/graphql` answers JSON, which needs no scripts at all. In development its browser page is
 * Apollo Sandbox, which brings its own nonce-based policy in a meta tag; the header then only
 * forbids framing (which a meta policy cannot), plugins and base changes.
 */
export function graphqlDirectives(sandbox: boolean): Directives {
  return sandbox
    ? {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      }
    : { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
}

/**
 * Security headers on every answer: the site's Content-Security-Policy, no framing (also
 * X-Frame-Options for old browsers), nosniff, a referrer that never leaves a path on another
 * site, and HSTS when the site is served over HTTPS.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { webDist: string; https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: siteDirectives(inlineScriptHashes(options.webDist), options.https),
    },
    // Article photos from other sites must still load: no cross-origin embedder policy.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? // Subdomains are the newsroom's to decide: they may still be served over plain HTTP.
        { maxAge: HSTS_MAX_AGE, includeSubDomains: false }
      : false,
  });
}

/**
 * The headers for answers Fastify gives before any hook runs (an address that is not valid
 * percent-encoding): data only, never framed or sniffed.
 */
export const EARLY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
