import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NO_DEFAULT_SRC, type Directives } from '@news/server-kit';

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
        defaultSrc: NO_DEFAULT_SRC,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      }
    : { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
}
