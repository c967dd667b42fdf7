import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NO_DEFAULT_SRC, type Directives } from '@news/server-kit';

/**
 * The CSP hashes of the inline scripts in the built pages the gateway serves: index.html (the
 * app's) and reader.html (the server-rendered reader pages': theme, session, speculation rules),
 * read at start-up from the files themselves, so the hashes are those of the build being deployed.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const name of ['index.html', 'reader.html']) {
    const file = path.join(webDist, name);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** The site's policy: its own scripts and the hashed inline ones; no frames, plugins or bases. */
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
