import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NO_DEFAULT_SRC, type Directives } from '@news/server-kit';

/**
 * The CSP hashes of the inline scripts in the built index.html (the staff app) and reader.html
 * (the reader pages' frame): the head scripts that set the theme and session before the first
 * paint, and the speculation rules. Read at start-up from the files the gateway serves, so each
 * hash is that of the build being deployed.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const file of ['index.html', 'reader.html']) {
    const template = path.join(webDist, file);
    if (!fs.existsSync(template)) continue;
    const html = fs.readFileSync(template, 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...hashes];
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
