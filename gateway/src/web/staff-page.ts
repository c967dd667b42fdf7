import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_COMPRESSION } from './compression.js';

/** Where the build's index.html names the newsroom's zone (its default, Asia/Kolkata). */
const TIME_ZONE_TAG = /<meta name="newsroom-time-zone" content="[^"]*"\s*\/?>/;

/**
 * The staff app's page (web/dist/index.html) with the newsroom's zone written into it, so the app
 * shows and takes every time on the newsroom's clock from its first render. Made once, with its
 * compressed forms, when the gateway starts; null without a build.
 */
export function staffPage(webDist: string, timeZone: string) {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs
    .readFileSync(file, 'utf8')
    .replace(TIME_ZONE_TAG, () => `<meta name="newsroom-time-zone" content="${timeZone}" />`);
  const identity = Buffer.from(html, 'utf8');
  const forms = {
    br: zlib.brotliCompressSync(identity, FIRST_COMPRESSION.br),
    gzip: zlib.gzipSync(identity, FIRST_COMPRESSION.gzip),
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .header('vary', 'Accept-Encoding');
    if (!encoding) return reply.send(identity);
    return reply.header('content-encoding', encoding).send(forms[encoding]);
  };
}
